"""Where a position of a normalised reply stands: its clause, the clause before it, its sentence and the next.

:mod:`rlver_env.simulators.rule.harm` reads each harm word by the words of its clause and sentence; this
module finds those stretches in one scan of the reply.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import NamedTuple

__all__ = ["Layout", "Where"]


class Where(NamedTuple):
    """A clause of the normalised reply, with the text around it that decides how it reads."""

    start: int
    end: int
    previous: str  # the clause before it in the same sentence ("" for a sentence's first clause)
    sentence_start: int
    sentence_end: int
    next_sentence_end: int


# Sentence ends and clause breaks of normalised text, by the rules of :func:`rlver_env.text.sentences_of`
# and :func:`rlver_env.text.clauses_of` (one scan instead of two splits: this runs on every reply).
_BREAK = re.compile(r"[.!?]+(?= |$)|\s*(?:[,;:()]|\s[-\u2013\u2014]+\s|\u2014|\.\.\.)\s*")


class Layout:
    """Where the clauses and sentences of a normalised reply begin and end."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.marks = [(m.start(), m.end(), m.group(0)[0] in ".!?") for m in _BREAK.finditer(text)]
        self.ends = [end for _, end, _ in self.marks]

    def where(self, position: int) -> Where:
        """The clause that holds ``position``."""
        marks, size = self.marks, len(self.text)
        i = bisect_right(self.ends, position)  # marks[:i] end at or before the position
        start = marks[i - 1][1] if i else 0
        end = marks[i][0] if i < len(marks) else size
        previous = ""
        if i and not marks[i - 1][2]:
            previous = self.text[marks[i - 2][1] if i > 1 else 0 : marks[i - 1][0]]
        before = [m for m in marks[:i] if m[2]]
        after = [m for m in marks[i:] if m[2]]
        sentence_start = before[-1][1] if before else 0
        sentence_end = after[0][0] if after else size
        next_end = after[1][0] if len(after) > 1 else size
        return Where(start, end, previous, sentence_start, sentence_end, next_end)

    def clauses(self) -> list[tuple[int, int]]:
        """Where each clause begins and ends."""
        starts = [0, *(end for _, end, _ in self.marks)]
        ends = [*(start for start, _, _ in self.marks), len(self.text)]
        return [(s, e) for s, e in zip(starts, ends) if self.text[s:e].strip(" .!?")]
