"""Reply streams for ``env_throughput.py``: replayed, made unique, and new sincere-length replies.

A benchmark that replays a few hundred replies mostly measures caches keyed by reply text; a
trained policy writes new replies every time. Each stream here hands out the replies of one
dialogue at a time, built before the clock restarts, so only the env is timed:

* :class:`ReplayedReplies`: a fixed pool, cycled (what the benchmark measured before);
* :class:`UniqueSuffixReplies`: the same pool, each reply followed by a closing sentence that
  never repeats (a day, a date and a time of day), so no reply is ever seen twice; the pool's
  own sentences still repeat;
* :class:`SincereReplies`: replies of about 40 words built from templates (a reflection, a
  validation, a question) filled with the dialogue persona's own words (its concerns, the people
  in its story) and a time phrase; a sentence already made (by any stream sharing
  :class:`Seen`) is drawn again, so no sentence repeats while the templates allow it.

Every stream is seeded, and records the share of replies and sentences that it had not handed
out before (:class:`Novelty`), so a table can show how much text repeated.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

import numpy as np

from rlver_env.personas.model import Persona
from rlver_env.text import sentences_of

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

#: Words of a sincere reply the templates aim at.
SINCERE_WORDS = 40

REFLECTIONS = (
    "It sounds like {a} has been weighing on you, and {b} only makes it heavier.",
    "Hearing about {a} and {b}, I can see why this is so hard to put down.",
    "With {a} on one side and {b} on the other, no wonder you feel stretched thin.",
    "What you said about {a} stayed with me, especially the part about {b}.",
    "{A} and {b} at once would wear anyone down.",
    "I keep thinking about {a}, and how much of this comes back to {b}.",
    "So much of this seems to come back to {a}, and {b} keeps getting pulled in too.",
    "Between {a} and {b}, it makes sense that you are running on empty {when}.",
)
VALIDATIONS = (
    "It makes sense to feel this way about {a} {when}.",
    "You are not overreacting about {a}, not one bit.",
    "Nothing about {a} is small, and it clearly matters to you.",
    "Of course this hurts {when}, with {a} in the middle of it.",
    "It is okay to still be upset about {a} {when}.",
)
QUESTIONS = (
    "What has been the hardest part of {a} for you {when}?",
    "When you think about {a} {when}, what comes up first?",
    "How have you been holding up with {a} {when}?",
    "Would it help to talk more about {a}, or about how you have been {when}?",
    "What do you wish people understood about {a} {when}?",
)
WHEN = (
    "this week", "lately", "these last few days", "since it happened", "tonight", "this morning",
    "over the weekend", "at work", "at night", "right now", "these days", "this month",
)  # fmt: skip

_PRONOUNS = (
    (re.compile(r"\b(his|her|their)\b(?=\s+\w)", re.IGNORECASE), "your"),
    (re.compile(r"\b(him|her|them)\b", re.IGNORECASE), "you"),
    (re.compile(r"\b(himself|herself|themselves)\b", re.IGNORECASE), "yourself"),
)


@dataclasses.dataclass
class Novelty:
    """How much of the text a stream handed out was new to it.

    Attributes:
        replies: Replies handed out.
        new_replies: Those not handed out before.
        sentences: Their sentences (as the rule reader splits them).
        new_sentences: Those not handed out before.
    """

    replies: int = 0
    new_replies: int = 0
    sentences: int = 0
    new_sentences: int = 0

    def share(self) -> tuple[float, float]:
        """The new share of replies and of sentences (0 to 1)."""
        return (
            self.new_replies / self.replies if self.replies else 0.0,
            self.new_sentences / self.sentences if self.sentences else 0.0,
        )


@dataclasses.dataclass
class Seen:
    """The replies and sentences already handed out, shared by the streams of one process (the
    env's caches outlive a stream)."""

    replies: set[str] = dataclasses.field(default_factory=set)
    sentences: set[str] = dataclasses.field(default_factory=set)
    #: Sentences made by the new-reply streams, stepped or not (each is made once).
    made: set[str] = dataclasses.field(default_factory=set)


class ReplyStream:
    """Hands out the replies of one dialogue at a time and keeps count of the new text.

    Args:
        seen: What counts as already handed out (default: a set of this stream's own).
    """

    def __init__(self, seen: Seen | None = None) -> None:
        self.novelty = Novelty()
        self.seen = seen if seen is not None else Seen()

    def dialogue(self, persona: Persona, turns: int) -> list[str]:
        """The replies for one dialogue with ``persona``: ``turns`` of them (it may end sooner)."""
        return self._make(persona, turns)

    def record(self, used: Sequence[str]) -> None:
        """Counts the replies a dialogue used in :attr:`novelty`."""
        counts = self.novelty
        for reply in used:
            counts.replies += 1
            if reply not in self.seen.replies:
                counts.new_replies += 1
                self.seen.replies.add(reply)
            for sentence in sentences_of(reply):
                counts.sentences += 1
                if sentence not in self.seen.sentences:
                    counts.new_sentences += 1
                    self.seen.sentences.add(sentence)

    def reset_counts(self) -> None:
        """Starts the counts again (after a warm-up), keeping what was seen."""
        self.novelty = Novelty()

    @property
    def warm(self) -> bool:
        """Whether a warm-up has handed out what this stream will repeat (nothing, here)."""
        return True

    def _make(self, persona: Persona, turns: int) -> list[str]:
        raise NotImplementedError


class ReplayedReplies(ReplyStream):
    """A fixed pool of replies, cycled: the same texts come back again and again."""

    def __init__(self, pool: Sequence[str], seen: Seen | None = None) -> None:
        super().__init__(seen)
        if not pool:
            raise ValueError("the reply pool is empty")
        self.pool = list(pool)
        self._next = 0
        self._handed_out = 0

    @property
    def warm(self) -> bool:
        """Whether the whole pool has been handed out once (so the timed run replays it)."""
        return self._handed_out >= len(self.pool)

    def _base(self, turns: int) -> list[str]:
        count = len(self.pool)
        replies = [self.pool[(self._next + i) % count] for i in range(turns)]
        self._next = (self._next + turns) % count
        self._handed_out += turns
        return replies

    def _make(self, persona: Persona, turns: int) -> list[str]:
        return self._base(turns)


class UniqueSuffixReplies(ReplayedReplies):
    """The pool's replies, each closed by a sentence that is never handed out twice.

    The closing sentence offers to talk again at a day, date and time of day; the combinations
    (7 x 31 x 12 x 60) are drawn without repeating, in a seeded order.
    """

    def __init__(self, pool: Sequence[str], seed: int = 0, seen: Seen | None = None) -> None:
        super().__init__(pool, seen)
        self._order = np.random.default_rng(seed).permutation(7 * 31 * 12 * 60)
        self._drawn = 0

    def _suffix(self) -> str:
        code = int(self._order[self._drawn % len(self._order)])
        self._drawn += 1
        code, minute = divmod(code, 60)
        code, hour = divmod(code, 12)
        weekday, day = divmod(code, 31)
        return (
            f"I'll be around on {WEEKDAYS[weekday]} the {_ordinal(day + 1)} until "
            f"{hour + 1}:{minute:02d} if you want to talk more."
        )

    @property
    def warm(self) -> bool:
        """Always: no reply of this stream comes back."""
        return True

    def _make(self, persona: Persona, turns: int) -> list[str]:
        return [f"{reply.rstrip()} {self._suffix()}" for reply in self._base(turns)]


class SincereReplies(ReplyStream):
    """New replies of about 40 words: templates filled with the persona's words.

    Args:
        seed: Seeds the draws.
        tries: Draws of a sentence before one already handed out is accepted.
        seen: What counts as already handed out.
    """

    def __init__(self, seed: int = 0, tries: int = 50, seen: Seen | None = None) -> None:
        super().__init__(seen)
        self.rng = np.random.default_rng(seed)
        self.tries = tries
        self._fillers: dict[str, tuple[str, ...]] = {}

    def fillers(self, persona: Persona) -> tuple[str, ...]:
        """Noun phrases of the persona's story, in the second person (``"your daughter Ioana"``)."""
        if persona.id not in self._fillers:
            found: list[str] = []
            for concern in persona.data.get("rule_sim", {}).get("concerns", []):
                found.append(_second_person(str(concern["topic"])))
            for person in persona.data.get("people", []):
                name, relation = str(person.get("name", "")), str(person.get("relation", ""))
                if name:
                    found.append(name)
                if relation:
                    found.append(f"your {relation}")
            unique = tuple(dict.fromkeys(f for f in found if f))
            self._fillers[persona.id] = unique or (
                "all of this",
                "everything going on",
                "how it went",
            )
        return self._fillers[persona.id]

    def reply(self, persona: Persona) -> str:
        """One new reply for a dialogue with ``persona``."""
        fillers = self.fillers(persona)
        sentences = [
            self._sentence(templates, fillers)
            for templates in (REFLECTIONS, VALIDATIONS, QUESTIONS)
        ]
        return " ".join(sentences)

    def _make(self, persona: Persona, turns: int) -> list[str]:
        return [self.reply(persona) for _ in range(turns)]

    def _sentence(self, templates: Sequence[str], fillers: Sequence[str]) -> str:
        rng = self.rng
        sentence = ""
        for _ in range(self.tries):
            template = templates[int(rng.integers(len(templates)))]
            if len(fillers) > 1:
                first, second = rng.choice(len(fillers), size=2, replace=False)
            else:
                first = second = 0
            a, b = fillers[int(first)], fillers[int(second)]
            when = WHEN[int(rng.integers(len(WHEN)))]
            sentence = template.format(a=a, b=b, A=a[:1].upper() + a[1:], when=when)
            if sentence not in self.seen.made and sentence not in self.seen.sentences:
                break
        self.seen.made.add(sentence)
        return sentence


def _second_person(phrase: str) -> str:
    for pattern, replacement in _PRONOUNS:
        phrase = pattern.sub(replacement, phrase)
    return phrase


def _ordinal(day: int) -> str:
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"
