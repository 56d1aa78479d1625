"""What an ESConv calibration found: the replayed chats, the statistics, and the report.

:func:`esconv_statistics` computes every statistic of :mod:`rlver_env.calibration.esconv_calibrate`
from the replayed chats: Spearman's rho and Kendall's tau-b between a human rating (the
seeker's feedback on a window, the survey's empathy, the drop in emotion intensity) and the
simulator (its summed changes over the window's replies, its final emotion for the chat), and
the same against the length baseline (the words the supporter wrote there). Each has a
percentile interval from a cluster bootstrap over chats (:mod:`rlver_env.stats.bootstrap`); all
intervals share one seeded set of resampled chats, so the report is deterministic.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from rlver_env.stats.bootstrap import (
    cluster_weights,
    percentile_interval,
    weighted_kendall_tau,
    weighted_spearman,
)
from rlver_env.stats.correlation import kendall_tau, spearman

#: The correlations reported: the point estimate and its weighted form for the bootstrap.
CORRELATIONS: dict[str, tuple[Callable[..., float], Callable[..., np.ndarray]]] = {
    "Spearman": (spearman, weighted_spearman),
    "Kendall": (kendall_tau, weighted_kendall_tau),
}


@dataclasses.dataclass
class ChatReplay:
    """One ESConv chat replayed through the simulator.

    Attributes:
        key: The chat's key (``"<file stem>[<index>]"``).
        persona_id: The persona it was replayed with.
        hidden_need: That persona's hidden need.
        proposed_deltas: The simulator's raw delta for each supporter reply.
        changes: The change of each reply under the rules, from the simulated emotion.
        reply_words: The number of words of each reply.
        windows: Each feedback window: ``feedback``, ``replies`` (indices), ``change`` (the
            summed changes) and ``words``.
        simulated_final: The start moved by the changes; ``None`` after an error.
        survey: The seeker's survey answers (``None`` where missing).
        error: Why the replay failed, else ``None``.
    """

    key: str
    persona_id: str
    hidden_need: str
    proposed_deltas: list[int]
    changes: list[int]
    reply_words: list[int]
    windows: list[dict[str, Any]]
    simulated_final: int | float | None
    survey: dict[str, int | None]
    error: str | None = None


@dataclasses.dataclass(frozen=True)
class Statistic:
    """One correlation, for the simulator and for the length baseline.

    Attributes:
        name: A stable name, e.g. ``"window_spearman"``.
        label: The row label of the report.
        simulator: The simulator's correlation (``None`` if undefined).
        simulator_ci: Its bootstrap interval (``None`` if undefined).
        baseline: The length baseline's correlation.
        baseline_ci: Its bootstrap interval.
        n: The number of pairs (windows or chats).
        chats: The number of chats they come from.
    """

    name: str
    label: str
    simulator: float | None
    simulator_ci: tuple[float, float] | None
    baseline: float | None
    baseline_ci: tuple[float, float] | None
    n: int
    chats: int

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        data = dataclasses.asdict(self)
        for key in ("simulator_ci", "baseline_ci"):
            data[key] = list(data[key]) if data[key] is not None else None
        return data


@dataclasses.dataclass
class ESConvReport:
    """What :func:`calibrate_esconv` found.

    Attributes:
        simulator: The simulator's name.
        files: The files read.
        chats: The chats replayed.
        skipped: The chats skipped (malformed, unplayable, or a simulator error).
        replies: The supporter replies appraised.
        windows: The feedback windows compared.
        statistics: The correlations, in report order.
        hidden_needs: How many personas got each hidden need.
        rules: The emotion rules' name.
        resamples: The bootstrap resamples per interval.
        confidence: The intervals' coverage.
        seed: The seed of the replay and the bootstrap.
        errors: One message per skipped chat.
        dialogues: Every replay, in file order.
        speaker_namings: Each file's speaker naming (``"seeker/supporter"`` or
            ``"speaker/listener"``; ``None`` where no turn names a known speaker), in file order.
    """

    simulator: str
    files: list[str]
    chats: int
    skipped: int
    replies: int
    windows: int
    statistics: list[Statistic]
    hidden_needs: dict[str, int]
    rules: str
    resamples: int
    confidence: float
    seed: int
    errors: list[str]
    dialogues: list[ChatReplay]
    speaker_namings: dict[str, str | None] = dataclasses.field(default_factory=dict)

    def statistic(self, name: str) -> Statistic:
        """The statistic called ``name``.

        Raises:
            KeyError: If there is none.
        """
        for stat in self.statistics:
            if stat.name == name:
                return stat
        raise KeyError(name)

    def to_dict(self, details: bool = False) -> dict[str, Any]:
        """A JSON-compatible dict; ``details`` adds every chat's replay."""
        data = {k: v for k, v in dataclasses.asdict(self).items() if k != "dialogues"}
        data["format"] = "esconv"
        data["statistics"] = [s.to_dict() for s in self.statistics]
        if details:
            data["dialogues"] = [dataclasses.asdict(d) for d in self.dialogues]
        return data

    def to_markdown(self) -> str:
        """The statistics as a Markdown table, then a few summary lines."""
        percent = f"{self.confidence:.0%}"
        lines = [
            f"| statistic | simulator ({percent} CI) | length baseline ({percent} CI) | n |",
            "|---|---:|---:|---:|",
        ]
        for s in self.statistics:
            unit = "windows" if s.name.startswith("window") else "chats"
            count = f"{s.n} {unit}" + (f" / {s.chats} chats" if unit == "windows" else "")
            lines.append(
                f"| {s.label} | {_cell(s.simulator, s.simulator_ci)} | "
                f"{_cell(s.baseline, s.baseline_ci)} | {count} |"
            )
        needs = ", ".join(f"{k} {v}" for k, v in sorted(self.hidden_needs.items()))
        namings = "; ".join(
            f"{path}: {naming or 'none found'}" for path, naming in self.speaker_namings.items()
        )
        lines += [
            "",
            (
                "columns: the simulator's summed changes over the window's replies (per chat: "
                "its simulated final emotion) and the number of words the supporter wrote there"
            ),
            f"simulator: {self.simulator}; rules: {self.rules}",
            (
                f"chats replayed: {self.chats} (skipped: {self.skipped}); supporter replies: "
                f"{self.replies}; feedback windows: {self.windows}"
            ),
            f"hidden needs: {needs or 'none'}",
            f"speaker naming: {namings or 'n/a'}",
            f"cluster bootstrap over chats: {self.resamples} resamples, seed {self.seed}",
        ]
        return "\n".join(lines)


def _cell(value: float | None, ci: tuple[float, float] | None) -> str:
    if value is None:
        return "n/a"
    interval = "n/a" if ci is None else f"{ci[0]:.3f}, {ci[1]:.3f}"
    return f"{value:.3f} [{interval}]"


def _defined(value: float) -> float | None:
    return None if math.isnan(value) else round(float(value), 4)


@dataclasses.dataclass(frozen=True)
class _Pairs:
    """The paired values of one comparison: a human rating against the judge and the baseline."""

    name: str
    label: str
    owner: list[int]  # the chat (its position among the replays) of each pair
    rating: list[int]
    simulated: list[float]
    baseline: list[float]


def _window_pairs(chats: Sequence[ChatReplay]) -> _Pairs:
    pairs = _Pairs("window", "feedback ~ window", [], [], [], [])
    for number, chat in enumerate(chats):
        for window in chat.windows:
            pairs.owner.append(number)
            pairs.rating.append(window["feedback"])
            pairs.simulated.append(window["change"])
            pairs.baseline.append(window["words"])
    return pairs


def _intensity_drop(survey: dict[str, int | None]) -> int | None:
    initial = survey.get("initial_emotion_intensity")
    final = survey.get("final_emotion_intensity")
    return None if initial is None or final is None else initial - final


def _chat_pairs(
    chats: Sequence[ChatReplay],
    name: str,
    label: str,
    rating_of: Callable[[dict[str, int | None]], int | None],
) -> _Pairs:
    pairs = _Pairs(name, label, [], [], [], [])
    for number, chat in enumerate(chats):
        rating = rating_of(chat.survey)
        if rating is None or chat.simulated_final is None:
            continue
        pairs.owner.append(number)
        pairs.rating.append(rating)
        pairs.simulated.append(chat.simulated_final)
        pairs.baseline.append(sum(chat.reply_words))
    return pairs


def _correlate(pairs: _Pairs, kind: str, counts: np.ndarray, confidence: float) -> Statistic:
    point, weighted = CORRELATIONS[kind]
    found: list[tuple[float | None, tuple[float, float] | None]] = []
    for series in (pairs.simulated, pairs.baseline):
        estimate = _defined(point(pairs.rating, series)) if len(series) >= 2 else None
        if estimate is None:
            found.append((None, None))
            continue
        interval = percentile_interval(
            weighted(pairs.rating, series, counts[:, pairs.owner]), confidence
        )
        found.append((estimate, None if interval is None else _rounded(interval)))
    return Statistic(
        name=f"{pairs.name}_{kind.lower()}",
        label=f"{pairs.label}: {kind}",
        simulator=found[0][0],
        simulator_ci=found[0][1],
        baseline=found[1][0],
        baseline_ci=found[1][1],
        n=len(pairs.rating),
        chats=len(set(pairs.owner)),
    )


def _rounded(interval: tuple[float, float]) -> tuple[float, float]:
    return round(interval[0], 4), round(interval[1], 4)


def esconv_statistics(
    chats: Sequence[ChatReplay], resamples: int, confidence: float, seed: int
) -> list[Statistic]:
    """Every statistic of the replayed chats, in report order.

    Args:
        chats: The chats replayed without error.
        resamples: Bootstrap resamples per interval.
        confidence: The intervals' coverage.
        seed: Seeds the resampling; all intervals share one set of resampled chats.
    """
    counts = cluster_weights(np.arange(max(1, len(chats))), resamples, seed)
    comparisons = (
        _window_pairs(chats),
        _chat_pairs(chats, "empathy", "survey empathy ~ chat", lambda s: s.get("empathy")),
        _chat_pairs(chats, "intensity_drop", "intensity drop ~ chat", _intensity_drop),
    )
    return [
        _correlate(pairs, kind, counts, confidence)
        for pairs in comparisons
        for kind in CORRELATIONS
    ]
