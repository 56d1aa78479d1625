"""Calibrates a simulator against ESConv's human ratings by replaying the chats in judge mode.

ESConv chats (see :mod:`rlver_env.bench.esconv`) carry no emotion score, but their seekers rated
the support twice: a **feedback** (1-5) every few turns on the supporter's replies since the
previous one, and an end-of-chat **survey** (the supporter's empathy, and the emotion intensity
before and after, 1-5). Each chat is replayed through the simulator under test with the recorded
history (see :func:`rlver_env.bench.calibrate.replay_dialogues`): the seeker's persona is built
from the chat (:mod:`rlver_env.bench.esconv_persona`), the simulator appraises each recorded
supporter reply, and its own words are discarded. The emotion starts at the rules' start (40
under SAGE's rules) and follows the simulator's changes, each clamped and kept within [0, 100];
the replay goes on to the chat's end even where the rules would have ended a dialogue.

The statistics, each with a cluster-bootstrap confidence interval that resamples whole chats
(:mod:`rlver_env.bench.bootstrap`; seeded, so the report is deterministic):

* **feedback window**: Spearman's rho and Kendall's tau-b between each feedback and the sum of
  the simulator's changes over the replies it rates;
* **survey empathy**: between the seeker's empathy rating and the simulated final emotion (the
  start moved by the changes, stopping where the rules end the dialogue);
* **intensity drop**: between the drop in emotion intensity (initial minus final: positive means
  the seeker felt better) and the simulated final emotion.

The **length baseline** puts the number of words the supporter wrote (in the window, or in the
whole chat) in place of the simulator: a simulator worth its appraisals must beat it.

Example::

    from rlver_env.bench.esconv import read_esconv
    from rlver_env.bench.esconv_calibrate import calibrate_esconv
    from rlver_env.simulators import RuleBasedSimulator

    report = calibrate_esconv([read_esconv("ESConv.json")], RuleBasedSimulator())
    print(report.to_markdown())
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from rlver_env.bench.bootstrap import (
    cluster_weights,
    percentile_interval,
    weighted_kendall_tau,
    weighted_spearman,
)
from rlver_env.bench.calibrate import DialogueReplay, RecordedDialogue, replay_dialogues
from rlver_env.bench.esconv import ESConvChat, ESConvFile
from rlver_env.bench.esconv_persona import esconv_persona
from rlver_env.bench.stats import kendall_tau, spearman
from rlver_env.errors import PersonaError, RlverEnvError
from rlver_env.rules import SAGE_RULES, EmotionRules, resolve_rules
from rlver_env.simulators.base import Simulator

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
        lines += [
            "",
            "columns: the simulator's summed changes over the window's replies (per chat: its "
            "simulated final emotion) and the number of words the supporter wrote there",
            f"simulator: {self.simulator}; rules: {self.rules}",
            f"chats replayed: {self.chats} (skipped: {self.skipped}); supporter replies: "
            f"{self.replies}; feedback windows: {self.windows}",
            f"hidden needs: {needs or 'none'}",
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


def _record(chat: ESConvChat, rules: EmotionRules) -> dict[str, Any]:
    """The chat in our record shape, without recorded emotions (the replay follows the judge)."""
    return {
        "key": chat.key,
        "start_emotion": rules.start_emotion,
        "opening": chat.opening,
        "recorded_emotions": False,
        "turns": [{"reply": r.text, "user_text": r.answer} for r in chat.replies],
    }


def _chat_replay(chat: ESConvChat, replay: DialogueReplay, persona_need: str) -> ChatReplay:
    changes = list(replay.simulated_changes)
    windows = [
        {
            "feedback": w.feedback,
            "replies": list(w.replies),
            "change": sum(changes[i] for i in w.replies) if replay.error is None else None,
            "words": sum(chat.replies[i].words for i in w.replies),
        }
        for w in chat.windows
    ]
    return ChatReplay(
        key=chat.key,
        persona_id=replay.persona_id,
        hidden_need=persona_need,
        proposed_deltas=list(replay.proposed_deltas),
        changes=changes,
        reply_words=[r.words for r in chat.replies],
        windows=windows,
        simulated_final=replay.simulated_final,
        survey=dict(chat.survey),
        error=replay.error,
    )


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


def _correlate(
    pairs: _Pairs, kind: str, counts: np.ndarray, confidence: float
) -> Statistic:
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


def _statistics(
    chats: Sequence[ChatReplay], resamples: int, confidence: float, seed: int
) -> list[Statistic]:
    """Every statistic; all intervals share one set of resampled chats."""
    counts = cluster_weights(np.arange(max(1, len(chats))), resamples, seed)
    comparisons = (
        _window_pairs(chats),
        _chat_pairs(chats, "empathy", "survey empathy ~ chat", lambda s: s.get("empathy")),
        _chat_pairs(chats, "intensity_drop", "intensity drop ~ chat", _intensity_drop),
    )
    return [_correlate(pairs, kind, counts, confidence) for pairs in comparisons for kind in CORRELATIONS]


def calibrate_esconv(
    files: Sequence[ESConvFile],
    simulator: Simulator,
    need: str | None = None,
    rules: str | EmotionRules = SAGE_RULES,
    limit: int | None = None,
    batch_size: int = 32,
    seed: int = 0,
    resamples: int = 1000,
    confidence: float = 0.95,
) -> ESConvReport:
    """Replays ESConv chats through ``simulator`` and correlates it with the seekers' ratings.

    Args:
        files: The chats, as read by :func:`rlver_env.bench.esconv.read_esconv`.
        simulator: The simulator under test; only its appraisals are used.
        need: A hidden-need kind for every persona, instead of the one inferred per chat.
        rules: The emotion rules (SAGE's by default: start 40, changes clamped to +-10).
        limit: Replay only the first ``limit`` chats of each file.
        batch_size: Chats replayed side by side (one simulator call per reply per batch).
        seed: Seeds the simulator's generators and the bootstrap.
        resamples: Bootstrap resamples per interval.
        confidence: The intervals' coverage.

    Returns:
        The report. Chats that cannot be replayed are skipped and named in ``errors``.

    Raises:
        ValueError: For a bad ``need``, ``limit``, ``batch_size``, ``resamples`` or
            ``confidence``, or unknown rules.
        RlverEnvError: If no chat can be replayed.
    """
    if (limit is not None and limit < 1) or batch_size < 1 or resamples < 1:
        raise ValueError("limit, batch_size and resamples must be at least 1")
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must lie in (0, 1), got {confidence}")
    active_rules = resolve_rules(rules)
    errors = [str(e) for f in files for e in f.errors]
    chats: list[ESConvChat] = []
    dialogues: list[RecordedDialogue] = []
    for file in files:
        for chat in file.chats[:limit] if limit is not None else file.chats:
            persona = esconv_persona(chat, need)
            where = f"{chat.path}: chat [{chat.index}]"
            try:
                simulator.check_persona(persona)
            except PersonaError as exc:
                errors.append(f"{where}: the simulator cannot play its persona: {exc}")
                continue
            chats.append(chat)
            dialogues.append(RecordedDialogue(_record(chat, active_rules), persona, active_rules, where))
    if not dialogues:
        names = ", ".join(str(f.path) for f in files) or "no file"
        raise RlverEnvError(f"{names}: no ESConv chat to replay")
    replays = replay_dialogues(dialogues, simulator, batch_size, seed)
    results = [
        _chat_replay(chat, replay, d.persona.hidden_need)
        for chat, replay, d in zip(chats, replays, dialogues)
    ]
    errors.extend(r.error for r in results if r.error is not None)
    finished = [r for r in results if r.error is None]
    return ESConvReport(
        simulator=getattr(simulator, "name", type(simulator).__name__),
        files=[str(f.path) for f in files],
        chats=len(finished),
        skipped=len(errors),
        replies=sum(len(r.changes) for r in finished),
        windows=sum(len(r.windows) for r in finished),
        statistics=_statistics(finished, resamples, confidence, seed),
        hidden_needs=dict(Counter(r.hidden_need for r in finished)),
        rules=active_rules.name,
        resamples=resamples,
        confidence=confidence,
        seed=seed,
        errors=errors,
        dialogues=results,
    )
