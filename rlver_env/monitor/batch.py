"""One batch of replies read at once: the flat dict of degeneracy metrics, and the replies behind it.

:func:`degeneracy_metrics` is the one entry point for any trainer: a batch of replies (plus, when
known, each turn's penalty codes and each dialogue's return) in, named floats out::

    from rlver_env.monitor import degeneracy_metrics

    metrics = degeneracy_metrics(
        [["That sounds hard. What happened?", "I'm here."], ["Oh no, I'm so sorry."]],
        penalties=[[[], ["penalty:repeat"]], [[]]],
        returns=[0.04, -0.02],
    )
    metrics["distinct_2"], metrics["repeat_rate"], metrics["penalty_rate"]

Each item of the batch is one dialogue's replies in turn order, or a single reply (a one-turn
dialogue). The metrics (all shares in [0, 1] unless said otherwise):

* ``replies``, ``words_per_reply``;
* ``distinct_1``, ``distinct_2``: over all replies, size-corrected
  (:func:`~rlver_env.monitor.diversity.rarefied_distinct_n`); ``distinct_1_within``,
  ``distinct_2_within``: plain distinct-n inside each dialogue, averaged over the dialogues;
* ``empty_rate``: replies with no word at all;
* ``repeat_rate``: replies that say the same words as an earlier reply of their dialogue or one
  said in another context; ``self_repeat_rate``: replies that repeat, exactly or nearly, an
  earlier reply of their own dialogue; ``near_repeat_rate``: exact or near repeats of either kind
  (:mod:`~rlver_env.monitor.repeats`);
* ``unreadable_share``, ``nonword_share``, ``function_word_share``, ``cue_density``
  (:mod:`~rlver_env.monitor.reply_signals`), over all characters and words of the batch;
* with ``penalties``: ``penalty_rate`` (replies with a code of
  :data:`~rlver_env.monitor.penalties.DEGENERACY_PENALTIES`) and ``penalty/<code>`` for each of
  those codes and any other code seen (``penalty/parroting``: the share of replies with it);
* with ``returns``: ``return`` (the mean over the dialogues with a finite return).
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rlver_env.monitor.diversity import (
    DISTINCT_SAMPLE,
    distinct_n,
    ngrams,
    rarefied_distinct_n,
    words,
)
from rlver_env.monitor.penalties import DEGENERACY_PENALTIES
from rlver_env.monitor.repeats import Repeat, ReplyMemory, normal_form
from rlver_env.monitor.reply_signals import ReplySignals, reply_signals

__all__ = ["EXCERPT_CHARS", "BatchReading", "ReplyReading", "degeneracy_metrics", "read_batch"]

#: The longest excerpt of a reply in a warning or a report.
EXCERPT_CHARS = 160


@dataclasses.dataclass(frozen=True)
class ReplyReading:
    """One reply of a batch as the monitor read it.

    Attributes:
        dialogue: The dialogue's index in the batch.
        turn: The reply's turn in its dialogue, from 0.
        text: The reply.
        signals: Its counts (:class:`~rlver_env.monitor.reply_signals.ReplySignals`).
        repeat: Whether and what it repeats.
        penalties: Its penalty codes (``None`` when the batch came without them).
    """

    dialogue: int
    turn: int
    text: str
    signals: ReplySignals
    repeat: Repeat
    penalties: tuple[str, ...] | None

    @property
    def degenerate_penalties(self) -> tuple[str, ...]:
        """Its codes among :data:`~rlver_env.monitor.penalties.DEGENERACY_PENALTIES`."""
        return tuple(c for c in self.penalties or () if c in DEGENERACY_PENALTIES)


def _excerpt(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= EXCERPT_CHARS else flat[: EXCERPT_CHARS - 1] + "…"


@dataclasses.dataclass
class BatchReading:
    """A batch's metrics and the replies they were read from.

    Attributes:
        metrics: The flat dict (see the module docstring).
        replies: Every reply, turn by turn across the dialogues (the order repeats were checked in).
        dialogues: Each dialogue's replies.
    """

    metrics: dict[str, float]
    replies: list[ReplyReading]
    dialogues: list[list[str]]

    def example(self, metric: str, above: bool = True) -> str:
        """One reply that shows ``metric`` at its worst in this batch, cut to :data:`EXCERPT_CHARS`.

        Args:
            metric: A metric name of :attr:`metrics` (or ``length_ratio``, ``distinct_2_drop``).
            above: For the length: the longest reply (True) or the shortest (False).

        Returns:
            The excerpt ("" for an empty batch). A near repeat names what it repeats.
        """
        if not self.replies:
            return ""
        rows = self.replies
        if metric in ("repeat_rate", "self_repeat_rate", "near_repeat_rate"):
            flag = {"repeat_rate": "exact", "self_repeat_rate": "near_own", "near_repeat_rate": "near"}[metric]
            hit = next((r for r in rows if getattr(r.repeat, flag)), None)
            if hit is not None and normal_form(hit.text) == normal_form(hit.repeat.earlier):
                return f"{_excerpt(hit.text)} (said word for word before)"
            if hit is not None:
                return f"{_excerpt(hit.text)} (nearly repeats: {_excerpt(hit.repeat.earlier)})"
        if metric == "empty_rate":
            hit = next((r for r in rows if not r.signals.words), None)
            if hit is not None:
                return f"{_excerpt(hit.text)!r} (turn {hit.turn + 1} of dialogue {hit.dialogue + 1})"
        if metric in ("unreadable_share", "nonword_share", "cue_density"):
            return _excerpt(max(rows, key=lambda r: getattr(r.signals, metric)).text)
        if metric == "function_word_share":
            return _excerpt(min((r for r in rows if r.signals.words), key=lambda r: r.signals.function_word_share, default=rows[0]).text)
        if metric == "penalty_rate" or metric.startswith("penalty/"):
            hit = next((r for r in rows if r.degenerate_penalties), None)
            if hit is not None:
                return f"{_excerpt(hit.text)} ({', '.join(hit.degenerate_penalties)})"
        if metric == "length_ratio":
            pick = max if above else min
            return _excerpt(pick(rows, key=lambda r: r.signals.words).text)
        if metric == "distinct_2_within":
            spoken = [d for d in self.dialogues if _has_ngrams(d, 2)] or self.dialogues
            return _excerpt(_most_said(min(spoken, key=lambda d: distinct_n(d, 2))))
        return _excerpt(_most_said([r.text for r in rows]))


def _most_said(replies: Sequence[str]) -> str:
    """The reply said most often (by its words), the earliest of a tie."""
    if not replies:
        return ""
    counts = Counter(normal_form(r) for r in replies)
    best = max(counts.values())
    return next(r for r in replies if counts[normal_form(r)] == best)


def _has_ngrams(replies: Sequence[str], n: int) -> bool:
    return any(ngrams(words(r), n) for r in replies)


def _dialogues(replies: Sequence[str | Sequence[str]]) -> list[list[str]]:
    out = []
    for index, item in enumerate(replies):
        if isinstance(item, str):
            out.append([item])
        elif isinstance(item, Sequence) and all(isinstance(r, str) for r in item):
            out.append(list(item))
        else:
            raise TypeError(f"replies[{index}] must be a reply (str) or a dialogue's replies (a sequence of str), got {type(item).__name__}")
    return out


def _penalties(penalties: Sequence[Any], replies: Sequence[str | Sequence[str]], dialogues: list[list[str]]) -> list[list[tuple[str, ...]]]:
    if len(penalties) != len(dialogues):
        raise ValueError(f"penalties has {len(penalties)} items for {len(dialogues)} dialogues")
    out = []
    for index, (item, given) in enumerate(zip(replies, penalties)):
        turns = [given] if isinstance(item, str) else list(given)
        if len(turns) != len(dialogues[index]):
            raise ValueError(f"penalties[{index}] has {len(turns)} turns for {len(dialogues[index])} replies")
        rows = []
        for turn, codes in enumerate(turns):
            if isinstance(codes, str) or not all(isinstance(c, str) for c in codes):
                raise TypeError(f"penalties[{index}][{turn}] must be a sequence of penalty codes (str)")
            rows.append(tuple(codes))
        out.append(rows)
    return out


def read_batch(
    replies: Sequence[str | Sequence[str]],
    penalties: Sequence[Any] | None = None,
    returns: Sequence[float | None] | None = None,
    *,
    contexts: Sequence[str] | None = None,
    memory: ReplyMemory | None = None,
    batch_id: str = "",
    sample: int = DISTINCT_SAMPLE,
) -> BatchReading:
    """Reads a batch of replies (see :func:`degeneracy_metrics` for the arguments).

    Args:
        replies: One item per dialogue: its replies in turn order, or a single reply.
        penalties: Per dialogue, per turn, the turn's penalty codes (for a single-reply item,
            that reply's codes); ``None`` when the reward names none.
        returns: Per dialogue, its return (``None`` or NaN: unknown).
        contexts: Per dialogue, who it talks to (a persona id): replies to the same context in
            other dialogues are not counted as repeats. Default: every dialogue its own.
        memory: Earlier replies to check repeats against (updated with this batch's); default:
            this batch alone.
        batch_id: Makes the dialogues' ids unique in ``memory`` across batches.
        sample: The n-grams the size-corrected distinct-n is measured in.

    Raises:
        TypeError: For an item that is not a reply or a sequence of replies.
        ValueError: For ``penalties``, ``returns`` or ``contexts`` of another length than the batch.
    """
    dialogues = _dialogues(replies)
    codes = _penalties(penalties, replies, dialogues) if penalties is not None else None
    if returns is not None and len(returns) != len(dialogues):
        raise ValueError(f"returns has {len(returns)} items for {len(dialogues)} dialogues")
    if contexts is not None and len(contexts) != len(dialogues):
        raise ValueError(f"contexts has {len(contexts)} items for {len(dialogues)} dialogues")
    memory = memory if memory is not None else ReplyMemory()
    ids = [f"{batch_id}#{i}" for i in range(len(dialogues))]
    where = [str(c) for c in contexts] if contexts is not None else ids

    readings: list[ReplyReading] = []
    longest = max((len(d) for d in dialogues), default=0)
    for turn in range(longest):
        for index, dialogue in enumerate(dialogues):
            if turn >= len(dialogue):
                continue
            text = dialogue[turn]
            repeat = memory.check(text, ids[index], where[index])
            memory.add(text, ids[index], where[index])
            turn_codes = codes[index][turn] if codes is not None else None
            readings.append(ReplyReading(index, turn, text, reply_signals(text), repeat, turn_codes))

    texts = [r.text for r in readings]
    count = len(readings)
    if not count:
        return BatchReading({"replies": 0.0}, readings, dialogues)  # nothing said: nothing to measure
    total_words = sum(r.signals.words for r in readings)
    visible = sum(r.signals.visible for r in readings)
    metrics: dict[str, float] = {
        "replies": float(count),
        "words_per_reply": total_words / count if count else 0.0,
        "distinct_1": rarefied_distinct_n(texts, 1, sample),
        "distinct_2": rarefied_distinct_n(texts, 2, sample),
    }
    for n in (1, 2):
        spoken = [d for d in dialogues if _has_ngrams(d, n)]
        if spoken:
            metrics[f"distinct_{n}_within"] = sum(distinct_n(d, n) for d in spoken) / len(spoken)
    metrics["empty_rate"] = sum(not r.signals.words for r in readings) / count if count else 0.0
    metrics["repeat_rate"] = sum(r.repeat.exact for r in readings) / count if count else 0.0
    metrics["self_repeat_rate"] = sum(r.repeat.near_own for r in readings) / count if count else 0.0
    metrics["near_repeat_rate"] = sum(r.repeat.near for r in readings) / count if count else 0.0
    metrics["unreadable_share"] = sum(r.signals.unreadable for r in readings) / visible if visible else 0.0
    metrics["nonword_share"] = sum(r.signals.nonwords for r in readings) / total_words if total_words else 0.0
    metrics["function_word_share"] = sum(r.signals.function_words for r in readings) / total_words if total_words else 0.0
    metrics["cue_density"] = sum(r.signals.cue_words for r in readings) / total_words if total_words else 0.0
    if codes is not None:
        metrics["penalty_rate"] = sum(bool(r.degenerate_penalties) for r in readings) / count if count else 0.0
        seen = Counter(c for r in readings for c in set(r.penalties or ()))
        for code in sorted(set(DEGENERACY_PENALTIES) | set(seen)):
            metrics[f"penalty/{code.removeprefix('penalty:')}"] = seen.get(code, 0) / count if count else 0.0
    if returns is not None:
        known = [float(v) for v in returns if v is not None and math.isfinite(float(v))]
        if known:
            metrics["return"] = sum(known) / len(known)
    return BatchReading(metrics, readings, dialogues)


def degeneracy_metrics(
    replies: Sequence[str | Sequence[str]],
    penalties: Sequence[Any] | None = None,
    returns: Sequence[float | None] | None = None,
    *,
    contexts: Sequence[str] | None = None,
    memory: ReplyMemory | None = None,
    batch_id: str = "",
) -> dict[str, float]:
    """A batch of replies as a flat dict of named floats (the module docstring lists the names).

    Stateless unless ``memory`` is given; for a run, :class:`~rlver_env.monitor.DegeneracyMonitor`
    keeps the memory, the first batches' baseline and the trend. Arguments as in :func:`read_batch`.
    """
    return read_batch(replies, penalties, returns, contexts=contexts, memory=memory, batch_id=batch_id).metrics


#: What :func:`dialogue_degeneracy` reports, the same keys for every dialogue: the metrics of
#: :func:`degeneracy_metrics` that one dialogue can show alone. Signals across dialogues
#: (``distinct_2`` over a batch, repeats of what another user was told) need the whole batch.
DIALOGUE_KEYS: tuple[str, ...] = (
    "words_per_reply",
    "distinct_2_within",
    "empty_rate",
    "self_repeat_rate",
    "unreadable_share",
    "nonword_share",
    "function_word_share",
    "cue_density",
    "penalty_rate",
)


def dialogue_degeneracy(replies: Sequence[str], penalties: Sequence[Sequence[str]], prefix: str = "degeneracy/") -> dict[str, float]:
    """One dialogue's degeneracy values under fixed names, for trainers that reduce per-dialogue values.

    verl's agent loop reports per-dialogue values that its metrics average over the batch; this
    gives each dialogue the keys of :data:`DIALOGUE_KEYS` (``nan`` where the dialogue has no
    reply to read).

    Args:
        replies: The dialogue's replies in turn order, as the user got them.
        penalties: Each turn's penalty codes (:func:`~rlver_env.monitor.penalties.penalty_codes`).
        prefix: Put before each key.
    """
    metrics = degeneracy_metrics([list(replies)], [[tuple(codes) for codes in penalties]]) if replies else {}
    return {prefix + key: float(metrics.get(key, math.nan)) for key in DIALOGUE_KEYS}
