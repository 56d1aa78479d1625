"""Exact and near repeats of earlier replies: a bounded memory of what the policy already said.

A reply **repeats** an earlier one when both say the same words (case and punctuation aside),
and **nearly repeats** it when their word 3-gram sets overlap by a Jaccard similarity of at least
:data:`NEAR_JACCARD` (a template with a new word in its slot, a stock line with one word
changed). The shingles and the Jaccard test are the project's near-duplicate check of generated
personas (:mod:`rlver_env.personas.generate.dedupe`), here on 3-grams, since replies are short.

Only earlier replies that say something about the policy count:

* replies of the **same dialogue** (saying again what it said), and
* replies to **another user** (another ``context``, e.g. another persona): the same words for
  different people.

Replies of other dialogues with the same context are left alone: the dialogues of a GRPO group
share a persona and its opening, and a policy may well answer the same words the same way.

:func:`rlver_env.monitor.read_batch` makes three shares of it: ``repeat_rate`` (exact repeats of
either kind), ``self_repeat_rate`` (exact or near repeats of the reply's own dialogue) and
``near_repeat_rate`` (exact or near repeats of either kind). The first two carry limits; near
repeats across users do not, because the scripted empathetic agent, the project's sincere
reference, fills the same templates with each user's own words ("I keep coming back to what you
said about the lab." after "... about the library."): in one batch of 8 of its dialogues, 58% of
its replies nearly repeat one said to another user. A sincere policy may speak so too.

Why not a library: rapidfuzz (edit distance) and datasketch (MinHash LSH) would each add a
compiled core dependency for what an inverted index of shingles does exactly at this size (a few
thousand short replies); a MinHash screen, as in the persona check, pays off only for all-pairs
comparisons of long texts.
"""

from __future__ import annotations

import dataclasses
from collections import Counter, deque
from typing import Any

from rlver_env.monitor.diversity import words
from rlver_env.personas.generate.dedupe import jaccard, shingles

__all__ = ["NEAR_JACCARD", "SHINGLE_WORDS", "Repeat", "ReplyMemory", "normal_form"]

#: Word 3-gram Jaccard similarity from which a reply nearly repeats an earlier one: one word
#: changed in a 20-word reply gives about 0.71, two words apart about 0.5.
NEAR_JACCARD = 0.6
#: The shingle length in words.
SHINGLE_WORDS = 3


def normal_form(reply: str) -> str:
    """The reply's words, lower-cased and joined by single spaces (punctuation dropped)."""
    return " ".join(words(reply))


@dataclasses.dataclass(frozen=True)
class Repeat:
    """What earlier reply a new one repeats, if any.

    Attributes:
        exact: It says the same words as an earlier reply of its dialogue or one said to
            another user.
        near: It says the same or nearly the same words as one of those (``exact`` implies it).
        near_own: It says the same or nearly the same words as an earlier reply of its own
            dialogue.
        similarity: The highest Jaccard similarity found among those replies (1.0 for an exact
            repeat).
        earlier: The earlier reply it repeats most closely ("" when none).
    """

    exact: bool = False
    near: bool = False
    near_own: bool = False
    similarity: float = 0.0
    earlier: str = ""


@dataclasses.dataclass
class _Entry:
    form: str
    grams: frozenset[int]
    dialogue: str
    context: str
    text: str


class ReplyMemory:
    """The last ``capacity`` replies, with an index to find exact and near repeats among them.

    Args:
        capacity: How many replies are remembered (the oldest go first).
        near_jaccard: The similarity from which a reply nearly repeats another.

    Raises:
        ValueError: For a capacity below 1 or a similarity outside (0, 1].
    """

    def __init__(self, capacity: int = 4096, near_jaccard: float = NEAR_JACCARD) -> None:
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, got {capacity}")
        if not 0 < near_jaccard <= 1:
            raise ValueError(f"near_jaccard must be in (0, 1], got {near_jaccard}")
        self.capacity = int(capacity)
        self.near_jaccard = float(near_jaccard)
        self._entries: deque[tuple[int, _Entry]] = deque()
        self._next = 0
        self._by_form: dict[str, set[int]] = {}
        self._by_gram: dict[int, set[int]] = {}
        self._live: dict[int, _Entry] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def check(self, reply: str, dialogue: str, context: str) -> Repeat:
        """Whether ``reply`` repeats a remembered reply of the same dialogue or of another context."""
        form = normal_form(reply)
        if not form:
            return Repeat()
        grams = frozenset(shingles(form, SHINGLE_WORDS))

        def counts(entry: _Entry) -> bool:
            return entry.dialogue == dialogue or entry.context != context

        exact = next((self._live[i] for i in self._by_form.get(form, ()) if counts(self._live[i])), None)
        shared: Counter[int] = Counter()
        for gram in grams:
            shared.update(self._by_gram.get(gram, ()))
        best, best_entry, near_own = 0.0, None, False
        for index, overlap in shared.items():
            entry = self._live[index]
            # An upper bound first: the Jaccard of sets whose sizes differ a lot cannot be high.
            if overlap / max(len(grams), len(entry.grams)) < self.near_jaccard or not counts(entry):
                continue
            similarity = 1.0 if entry.form == form else jaccard(set(grams), set(entry.grams))
            near_own = near_own or (entry.dialogue == dialogue and similarity >= self.near_jaccard)
            if similarity > best:
                best, best_entry = similarity, entry
        if exact is not None:
            return Repeat(True, True, near_own or exact.dialogue == dialogue, 1.0, exact.text)
        near = best_entry is not None and best >= self.near_jaccard
        return Repeat(False, near, near_own, best, best_entry.text if best_entry is not None else "")

    def add(self, reply: str, dialogue: str, context: str) -> None:
        """Remembers ``reply`` (forgetting the oldest reply when full)."""
        form = normal_form(reply)
        if not form:
            return
        entry = _Entry(form, frozenset(shingles(form, SHINGLE_WORDS)), str(dialogue), str(context), reply)
        index = self._next
        self._next += 1
        self._entries.append((index, entry))
        self._live[index] = entry
        self._by_form.setdefault(form, set()).add(index)
        for gram in entry.grams:
            self._by_gram.setdefault(gram, set()).add(index)
        while len(self._entries) > self.capacity:
            self._forget(*self._entries.popleft())

    def _forget(self, index: int, entry: _Entry) -> None:
        del self._live[index]
        self._by_form[entry.form].discard(index)
        if not self._by_form[entry.form]:
            del self._by_form[entry.form]
        for gram in entry.grams:
            self._by_gram[gram].discard(index)
            if not self._by_gram[gram]:
                del self._by_gram[gram]

    def state_dict(self) -> dict[str, Any]:
        """The remembered replies as plain data (for a checkpoint)."""
        return {
            "capacity": self.capacity,
            "near_jaccard": self.near_jaccard,
            "replies": [[e.text, e.dialogue, e.context] for _, e in self._entries],
        }

    @classmethod
    def from_state_dict(cls, state: dict[str, Any]) -> ReplyMemory:
        """Rebuilds a memory from :meth:`state_dict`."""
        memory = cls(int(state["capacity"]), float(state["near_jaccard"]))
        for text, dialogue, context in state["replies"]:
            memory.add(str(text), str(dialogue), str(context))
        return memory
