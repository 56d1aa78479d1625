"""Cluster bootstrap of rank correlations, for paired values grouped in clusters.

Calibration data often come in clusters: the feedback windows of one chat are not independent
of each other, so a confidence interval must resample whole chats (a cluster bootstrap), not
single windows. :func:`rlver_env.bench.summary.bootstrap_ci` bootstraps the mean of independent
values; this module bootstraps Spearman's rho and Kendall's tau-b of clustered pairs.

A resample draws the clusters with replacement; each item then appears as many times as its
cluster was drawn. Instead of copying the items, every resample is a vector of frequency
weights, and the weighted statistics below are exactly those of the expanded sample (copies of
one item tie with each other, as they would in the copy), computed for all resamples at once
with numpy. With all weights 1 they equal :func:`rlver_env.stats.correlation.spearman` and
:func:`rlver_env.stats.correlation.kendall_tau`.

Example::

    weights = cluster_weights([0, 0, 1, 2, 2], resamples=1000, seed=0)
    rhos = weighted_spearman(x, y, weights)          # one value per resample (nan: undefined)
    low, high = percentile_interval(rhos) or (None, None)
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

# Kendall's tau compares every pair; its sign matrix is built in row blocks of this many
# entries, so memory stays small for tens of thousands of items.
_BLOCK_ENTRIES = 1 << 21
# A rank variance below this share of its largest possible value counts as zero (a constant
# resample), so rounding in the weighted means does not pass for a spread.
_CONSTANT = 1e-9


def cluster_weights(
    clusters: Sequence[int] | np.ndarray, resamples: int = 1000, seed: int = 0
) -> np.ndarray:
    """Frequency weights of a cluster bootstrap: how often each item's cluster was drawn.

    Args:
        clusters: The cluster of each item (any hashable integers).
        resamples: The number of resamples.
        seed: Seeds the draws, so the weights (and the intervals) are reproducible.

    Returns:
        An array of shape ``(resamples, len(clusters))``.

    Raises:
        ValueError: For no items or fewer than one resample.
    """
    labels = np.asarray(clusters)
    if labels.ndim != 1 or labels.size == 0:
        raise ValueError("cannot bootstrap an empty sample")
    if resamples < 1:
        raise ValueError(f"resamples must be at least 1, got {resamples}")
    ids, inverse = np.unique(labels, return_inverse=True)
    k = ids.size
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, k, size=(resamples, k))
    offsets = draws + (np.arange(resamples) * k)[:, None]
    counts = np.bincount(offsets.ravel(), minlength=resamples * k).reshape(resamples, k)
    return counts[:, inverse].astype(np.float64)


def _check(
    x: Sequence[float] | np.ndarray, y: Sequence[float] | np.ndarray, weights: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a = np.asarray(x, dtype=np.float64)
    b = np.asarray(y, dtype=np.float64)
    w = np.atleast_2d(np.asarray(weights, dtype=np.float64))
    if a.ndim != 1 or a.shape != b.shape:
        raise ValueError(f"x and y must be one-dimensional and alike, got {a.shape} and {b.shape}")
    if w.shape[1] != a.size:
        raise ValueError(f"weights have {w.shape[1]} columns for {a.size} items")
    if not (np.isfinite(a).all() and np.isfinite(b).all()):
        raise ValueError("x or y holds a non-finite value (nan or inf)")
    if (w < 0).any():
        raise ValueError("weights must not be negative")
    return a, b, w


def _groups(values: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The sort order, the start of each run of equal sorted values, and each sorted item's run."""
    order = np.argsort(values, kind="mergesort")
    ordered = values[order]
    new = np.r_[True, ordered[1:] != ordered[:-1]]
    return order, np.flatnonzero(new), np.cumsum(new) - 1


def _group_weights(
    values: np.ndarray, weights: np.ndarray
) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray]]:
    order, starts, run = _groups(values)
    return np.add.reduceat(weights[:, order], starts, axis=1), (order, run)


def weighted_ranks(values: Sequence[float] | np.ndarray, weights: np.ndarray) -> np.ndarray:
    """The average rank of each item in each weighted resample (ties share their mean rank).

    Args:
        values: One value per item.
        weights: ``(resamples, items)`` frequency weights.

    Returns:
        ``(resamples, items)`` ranks; an item of weight 0 gets the rank it would have if drawn.
    """
    array = np.asarray(values, dtype=np.float64)
    w = np.atleast_2d(np.asarray(weights, dtype=np.float64))
    totals, (order, run) = _group_weights(array, w)
    below = np.cumsum(totals, axis=1) - totals
    group_rank = below + (totals + 1.0) / 2.0
    ranks = np.empty_like(w)
    ranks[:, order] = group_rank[:, run]
    return ranks


def _weighted_pearson(a: np.ndarray, b: np.ndarray, w: np.ndarray) -> np.ndarray:
    total = w.sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        da = a - ((w * a).sum(axis=1) / total)[:, None]
        db = b - ((w * b).sum(axis=1) / total)[:, None]
        var_a = (w * da * da).sum(axis=1)
        var_b = (w * db * db).sum(axis=1)
        cov = (w * da * db).sum(axis=1)
        # Ranks of n items vary by at most about n**3 / 12.
        floor = _CONSTANT * total**3
        defined = (total >= 2) & (var_a > floor) & (var_b > floor)
        r = np.where(defined, cov / np.sqrt(var_a * var_b), np.nan)
    return np.clip(r, -1.0, 1.0)


def weighted_spearman(
    x: Sequence[float] | np.ndarray, y: Sequence[float] | np.ndarray, weights: np.ndarray
) -> np.ndarray:
    """Spearman's rho of each weighted resample (``nan`` where undefined).

    Args:
        x: One value per item.
        y: The paired value per item.
        weights: ``(resamples, items)`` frequency weights (see :func:`cluster_weights`).

    Raises:
        ValueError: If the shapes differ, a value is not finite or a weight is negative.
    """
    a, b, w = _check(x, y, weights)
    return _weighted_pearson(weighted_ranks(a, w), weighted_ranks(b, w), w)


def _untied_pairs(values: np.ndarray, w: np.ndarray) -> np.ndarray:
    totals, _ = _group_weights(values, w)
    grand = totals.sum(axis=1)
    return (grand * grand - (totals * totals).sum(axis=1)) / 2.0


def weighted_kendall_tau(
    x: Sequence[float] | np.ndarray, y: Sequence[float] | np.ndarray, weights: np.ndarray
) -> np.ndarray:
    """Kendall's tau-b of each weighted resample (``nan`` where undefined).

    Args:
        x: One value per item.
        y: The paired value per item.
        weights: ``(resamples, items)`` frequency weights (see :func:`cluster_weights`).

    Raises:
        ValueError: If the shapes differ, a value is not finite or a weight is negative.
    """
    a, b, w = _check(x, y, weights)
    n = a.size
    # sum over ordered pairs of w_i * w_j * sign(a_i - a_j) * sign(b_i - b_j), by row blocks.
    score = np.zeros(w.shape[0])
    rows = max(1, _BLOCK_ENTRIES // max(1, n))
    for start in range(0, n, rows):
        block = slice(start, min(n, start + rows))
        signs = np.sign(a[block, None] - a[None, :]) * np.sign(b[block, None] - b[None, :])
        score += (w[:, block] * (w @ signs.T)).sum(axis=1)
    untied = _untied_pairs(a, w) * _untied_pairs(b, w)
    with np.errstate(invalid="ignore", divide="ignore"):
        tau = np.where(untied > 0, (score / 2.0) / np.sqrt(untied), np.nan)
    return np.clip(tau, -1.0, 1.0)


def percentile_interval(
    values: Sequence[float] | np.ndarray, confidence: float = 0.95
) -> tuple[float, float] | None:
    """The percentile interval of bootstrap values, ignoring undefined (``nan``) resamples.

    Args:
        values: One statistic per resample.
        confidence: The interval's coverage, in (0, 1).

    Returns:
        ``(low, high)``, or ``None`` when fewer than half the resamples are defined (an
        interval from the rest would describe a biased subset).

    Raises:
        ValueError: For a confidence outside (0, 1).
    """
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must lie in (0, 1), got {confidence}")
    array = np.asarray(values, dtype=np.float64)
    finite = array[np.isfinite(array)]
    if finite.size == 0 or finite.size * 2 < array.size:
        return None
    alpha = (1.0 - confidence) / 2.0
    low, high = np.quantile(finite, [alpha, 1.0 - alpha])
    return float(low), float(high)
