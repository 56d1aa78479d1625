"""The degeneracy of a finished run: its dialogues' replies read as one batch, for reports.

:func:`run_degeneracy` reads the episode records of a run (``trajectories.jsonl`` lines, SAGE
logs converted to the same shape): each dialogue's replies, the reward's penalty codes of each
turn, the return, and the persona as the context of cross-dialogue repeats. It returns what the
benchmark's summary (``summary.json``, ``summary.md``, ``report.html``) and ``rlver-env score
--degeneracy`` show: the metrics, each limit with its value, and for each limit crossed one
offending reply. Signals that need a training run's first batches (length drift, the fall of
distinct-2 while the return rises) are not checked here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rlver_env.monitor.batch import read_batch
from rlver_env.monitor.penalties import penalty_codes
from rlver_env.monitor.thresholds import SIGNALS, DegeneracyThresholds, crossings

__all__ = ["run_degeneracy"]


def run_degeneracy(records: Sequence[Mapping[str, Any]], thresholds: DegeneracyThresholds | None = None) -> dict[str, Any]:
    """The degeneracy section of a run's report.

    Args:
        records: Finished episode records (``turns`` with ``reply``; ``appraisal`` and
            ``format_ok`` give penalty codes, ``total_reward`` the return, ``persona_id`` the context).
        thresholds: The limits (default: the monitor's defaults).

    Returns:
        ``replies`` (how many were read), ``penalties`` (whether the reward named its rules: some
        turn has a rule hit or a broken format; the LLM user and SAGE's logs name none), ``metrics`` (the flat dict), ``signals`` (one row per limit that
        applies: ``metric``, ``label``, ``limit``, ``op`` ``"<"`` or ``">"``, ``threshold``,
        ``value`` and ``crossed``) and ``crossed`` (the rows crossed, each with an ``excerpt``).
    """
    thresholds = thresholds or DegeneracyThresholds()
    dialogues = [[str(t.get("reply") or "") for t in r.get("turns") or []] for r in records]
    penalties = [[penalty_codes(t) for t in r.get("turns") or []] for r in records]
    named = any(_hits(t) or t.get("format_ok") is False for r in records for t in r.get("turns") or [])
    if not named:
        penalties = None  # a reward that names no rules (the LLM user, SAGE's logs): nothing to count
    returns = [_number(r.get("total_reward")) for r in records]
    contexts = [str(r.get("persona_id") or r.get("key") or i) for i, r in enumerate(records)]
    reading = read_batch(dialogues, penalties, returns, contexts=contexts)
    metrics = reading.metrics
    crossed_limits = {c.name for c in crossings(metrics, thresholds, training=False)}
    rows = []
    for signal in SIGNALS:
        if signal.training_only or signal.metric not in metrics:
            continue
        row = {
            "metric": signal.metric,
            "label": signal.label,
            "limit": signal.limit,
            "op": "<" if signal.below else ">",
            "threshold": float(getattr(thresholds, signal.limit)),
            "value": round(float(metrics[signal.metric]), 4),
            "crossed": signal.limit in crossed_limits,
        }
        if row["crossed"]:
            row["excerpt"] = reading.example(signal.metric, above=not signal.below)
        rows.append(row)
    return {
        "replies": int(metrics["replies"]),
        "penalties": penalties is not None,
        "metrics": {k: round(float(v), 4) for k, v in metrics.items()},
        "signals": rows,
        "crossed": [row for row in rows if row["crossed"]],
    }


def _hits(turn: Mapping[str, Any]) -> bool:
    appraisal = turn.get("appraisal")
    return bool(appraisal.get("hits")) if isinstance(appraisal, Mapping) else False


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)
