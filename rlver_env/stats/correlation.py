"""Rank and correlation statistics for calibrating a simulator, in plain numpy.

The functions follow :mod:`scipy.stats` (``rankdata(method="average")``, ``pearsonr``,
``spearmanr`` and ``kendalltau`` with its default tau-b) and give the same numbers, so the core
package needs no scipy. A correlation that is undefined (fewer than two points, or a constant
input) is ``nan``, as scipy reports it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np


def _as_vector(values: Sequence[float] | np.ndarray, name: str) -> np.ndarray:
    array = np.asarray(values, dtype=np.float64)
    if array.ndim != 1:
        raise ValueError(f"{name} must be one-dimensional, got shape {array.shape}")
    if not np.isfinite(array).all():
        raise ValueError(f"{name} holds a non-finite value (nan or inf)")
    return array


def _paired(
    x: Sequence[float] | np.ndarray, y: Sequence[float] | np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    a, b = _as_vector(x, "x"), _as_vector(y, "y")
    if a.shape != b.shape:
        raise ValueError(f"x and y must have the same length, got {a.size} and {b.size}")
    return a, b


def rankdata(values: Sequence[float] | np.ndarray) -> np.ndarray:
    """Ranks from 1 to n, ties sharing the average of the ranks they span.

    Args:
        values: A one-dimensional sequence of finite numbers.

    Returns:
        The ranks, as floats, in the order of ``values``.

    Example:
        >>> rankdata([10, 20, 20, 5]).tolist()
        [2.0, 3.5, 3.5, 1.0]
    """
    array = _as_vector(values, "values")
    n = array.size
    order = np.argsort(array, kind="mergesort")
    ordered = array[order]
    starts = (
        np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]]) if n else np.array([], dtype=int)
    )
    bounds = np.r_[starts, n]
    # Ranks start..end-1 (0-based) average to (start + end - 1) / 2, plus 1 for 1-based ranks.
    group_rank = (bounds[:-1] + bounds[1:] - 1) / 2.0 + 1.0
    group_of = np.repeat(np.arange(starts.size), np.diff(bounds))
    ranks = np.empty(n, dtype=np.float64)
    ranks[order] = group_rank[group_of]
    return ranks


def pearson(x: Sequence[float] | np.ndarray, y: Sequence[float] | np.ndarray) -> float:
    """Pearson's correlation coefficient of paired samples.

    Returns:
        A value in [-1, 1], or ``nan`` for fewer than two pairs or a constant sample.

    Raises:
        ValueError: If the lengths differ or a value is not finite.
    """
    a, b = _paired(x, y)
    if a.size < 2:
        return math.nan
    da, db = a - a.mean(), b - b.mean()
    ss_a, ss_b = float(np.dot(da, da)), float(np.dot(db, db))
    if ss_a == 0.0 or ss_b == 0.0:
        return math.nan
    # One square root of the product: identical samples give exactly 1.0 (sqrt(s * s) == s).
    r = float(np.dot(da, db)) / math.sqrt(ss_a * ss_b)
    return max(-1.0, min(1.0, r))


def spearman(x: Sequence[float] | np.ndarray, y: Sequence[float] | np.ndarray) -> float:
    """Spearman's rank correlation: Pearson's coefficient of the average ranks.

    Returns:
        A value in [-1, 1], or ``nan`` for fewer than two pairs or a constant sample.
    """
    a, b = _paired(x, y)
    return pearson(rankdata(a), rankdata(b))


def kendall_tau(x: Sequence[float] | np.ndarray, y: Sequence[float] | np.ndarray) -> float:
    """Kendall's tau-b, which corrects for ties in either ranking.

    ``tau_b = (concordant - discordant) / sqrt(pairs untied in x * pairs untied in y)``.

    Returns:
        A value in [-1, 1], or ``nan`` for fewer than two pairs or a ranking that is all ties.
    """
    a, b = _paired(x, y)
    if a.size < 2:
        return math.nan
    upper = np.triu_indices(a.size, k=1)
    sign_a = np.sign(a[:, None] - a[None, :])[upper]
    sign_b = np.sign(b[:, None] - b[None, :])[upper]
    untied_a = int(np.count_nonzero(sign_a))
    untied_b = int(np.count_nonzero(sign_b))
    if untied_a == 0 or untied_b == 0:
        return math.nan
    tau = float(np.sum(sign_a * sign_b)) / math.sqrt(untied_a * untied_b)
    return max(-1.0, min(1.0, tau))
