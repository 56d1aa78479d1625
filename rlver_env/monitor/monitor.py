"""The degeneracy monitor of a training run: batch after batch, against the run's own start.

:class:`DegeneracyMonitor` reads each batch of the policy's replies (:func:`~rlver_env.monitor.read_batch`),
remembers the last replies to find repeats across batches, takes the first batches as the run's
baseline and adds what only a run has:

* ``length_ratio``: the mean words per reply of the last ``window`` batches over the baseline's;
* ``distinct_2_drop``: how far distinct-2 of the last batches fell below the baseline's (a share
  of it; negative when it rose), and ``return_rise``: how far the mean return rose above it. A
  return that rises while distinct-2 falls is the classic sign of a policy that found a formula.

A signal that stays past its limit (:class:`~rlver_env.monitor.DegeneracyThresholds`) for
``patience`` batches in a row raises an alert, with one offending reply as an excerpt. The
monitor never sees the simulator: replies, penalty codes and returns are all it reads.

    monitor = DegeneracyMonitor()
    for batch in training:
        step = monitor.observe(batch.replies, batch.penalties, batch.returns, contexts=batch.persona_ids)
        log(step.metrics)
        if step.alert:
            logger.warning("%s", step.message())
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import numpy as np

from rlver_env.monitor.batch import BatchReading, read_batch
from rlver_env.monitor.repeats import ReplyMemory
from rlver_env.monitor.thresholds import Crossing, DegeneracyThresholds, crossings

__all__ = ["DegeneracyMonitor", "MonitorStep"]

# What the baseline and the trend are taken over, per batch.
_TRACKED = ("words_per_reply", "distinct_2", "return")


@dataclasses.dataclass
class MonitorStep:
    """What the monitor made of one batch.

    Attributes:
        batch: The batch's number, from 1.
        metrics: The batch's flat metrics, with the run's ``length_ratio``, ``distinct_2_drop``
            and ``return_rise`` once the baseline is in, ``crossings`` (how many limits this
            batch crossed) and ``alert`` (1.0 when an alert is raised).
        crossed: The limits this batch crossed.
        alerts: The crossings that lasted ``patience`` batches.
        reading: The batch's replies as read.
    """

    batch: int
    metrics: dict[str, float]
    crossed: list[Crossing]
    alerts: list[Crossing]
    reading: BatchReading

    @property
    def alert(self) -> bool:
        """Whether a limit has been crossed for ``patience`` batches in a row."""
        return bool(self.alerts)

    def excerpt(self) -> str:
        """One reply that shows the first alert (or crossing), truncated."""
        first = (self.alerts or self.crossed or [None])[0]
        if first is None:
            return ""
        return self.reading.example(first.signal.metric, above=not first.signal.below)

    def message(self) -> str:
        """The alert in one line: the limits crossed, then the excerpt."""
        shown = self.alerts or self.crossed
        return f"degeneracy: {'; '.join(c.describe() for c in shown)}; e.g. {self.excerpt()!r}"


class DegeneracyMonitor:
    """Reads a run's batches of replies and raises alerts when a limit is crossed for long.

    Args:
        thresholds: The limits (default: :class:`~rlver_env.monitor.DegeneracyThresholds`).
        baseline_batches: The first batches that make the run's baseline.
        window: The last batches the run-level signals average over.
        patience: Batches in a row a limit must stay crossed before an alert.
        memory: Replies remembered to find repeats across batches.

    Raises:
        ValueError: For a count below 1.
    """

    def __init__(
        self,
        thresholds: DegeneracyThresholds | None = None,
        *,
        baseline_batches: int = 3,
        window: int = 3,
        patience: int = 2,
        memory: int = 4096,
    ) -> None:
        for name, value in (("baseline_batches", baseline_batches), ("window", window), ("patience", patience), ("memory", memory)):
            if int(value) < 1:
                raise ValueError(f"{name} must be at least 1, got {value}")
        self.thresholds = thresholds or DegeneracyThresholds()
        self.baseline_batches = int(baseline_batches)
        self.window = int(window)
        self.patience = int(patience)
        self.memory = ReplyMemory(int(memory))
        self.batches = 0
        self.history: list[dict[str, float]] = []
        self.streaks: dict[str, int] = {}

    def observe(
        self,
        replies: Sequence[str | Sequence[str]],
        penalties: Sequence[Any] | None = None,
        returns: Sequence[float | None] | None = None,
        *,
        contexts: Sequence[str] | None = None,
    ) -> MonitorStep:
        """Reads the next batch (arguments as :func:`~rlver_env.monitor.read_batch`)."""
        reading = read_batch(replies, penalties, returns, contexts=contexts, memory=self.memory, batch_id=str(self.batches))
        self.batches += 1
        metrics = dict(reading.metrics)
        self.history.append({k: float(metrics[k]) for k in _TRACKED if k in metrics})
        metrics.update(self._run_signals())
        crossed = crossings(metrics, self.thresholds)
        names = {c.name for c in crossed}
        self.streaks = {name: self.streaks.get(name, 0) + 1 for name in names}
        alerts = [c for c in crossed if self.streaks[c.name] >= self.patience]
        metrics["crossings"] = float(len(crossed))
        metrics["alert"] = float(bool(alerts))
        return MonitorStep(self.batches, metrics, crossed, alerts, reading)

    def _run_signals(self) -> dict[str, float]:
        """The length ratio, distinct-2 drop and return rise against the baseline, once it is in."""
        if len(self.history) < self.baseline_batches:
            return {}
        first, last = self.history[: self.baseline_batches], self.history[-self.window :]

        def mean(rows: list[dict[str, float]], key: str) -> float | None:
            values = [r[key] for r in rows if key in r and np.isfinite(r[key])]
            return float(np.mean(values)) if values else None

        out: dict[str, float] = {}
        base_words, now_words = mean(first, "words_per_reply"), mean(last, "words_per_reply")
        if base_words and now_words is not None:
            out["length_ratio"] = now_words / base_words
        base_d2, now_d2 = mean(first, "distinct_2"), mean(last, "distinct_2")
        if base_d2 and now_d2 is not None:
            out["distinct_2_drop"] = 1.0 - now_d2 / base_d2
        base_return, now_return = mean(first, "return"), mean(last, "return")
        if base_return is not None and now_return is not None:
            out["return_rise"] = now_return - base_return
        return out

    # ------------------------------------------------------------------ checkpoints
    def state_dict(self) -> dict[str, Any]:
        """Everything needed to go on after a resume, as plain data."""
        return {
            "thresholds": self.thresholds.to_dict(),
            "baseline_batches": self.baseline_batches,
            "window": self.window,
            "patience": self.patience,
            "batches": self.batches,
            "history": [dict(row) for row in self.history],
            "streaks": dict(self.streaks),
            "memory": self.memory.state_dict(),
        }

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Restores :meth:`state_dict`'s run state (the history, streaks and memory); the limits stay this monitor's own."""
        self.batches = int(state["batches"])
        self.history = [dict(row) for row in state["history"]]
        self.streaks = {str(k): int(v) for k, v in state["streaks"].items()}
        self.memory = ReplyMemory.from_state_dict(state["memory"])
