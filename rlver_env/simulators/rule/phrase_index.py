"""An index of phrase patterns by the first letters of the word each can start with.

A reply is scanned for a few hundred phrase patterns on every step of the rule simulator.
One large alternation per category tries every phrase at every word; the index instead keys
each phrase by the first three letters of the words it can start with (read from the pattern
itself, see :func:`_leads`), and at each word of a reply tries only the phrases of that key:
first all of them at once (a gate that almost always fails), then per category.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping

__all__ = ["PhraseIndex", "expand", "key_of"]

_MACRO = re.compile(r"<([a-z]+)>")


def expand(pattern: str, macros: Mapping[str, str]) -> str:
    """Replaces ``<name>`` in ``pattern`` with ``macros[name]`` until none is left (macros may nest).

    Raises:
        ValueError: If a macro is unknown or the macros nest more than five deep (a cycle).
    """

    def value(match: re.Match[str]) -> str:
        if match.group(1) not in macros:
            raise ValueError(f"unknown macro <{match.group(1)}> in {pattern[:60]!r}")
        return macros[match.group(1)]

    expanded = pattern
    for _ in range(5):
        if not _MACRO.search(expanded):
            return expanded
        expanded = _MACRO.sub(value, expanded)
    raise ValueError(f"macros nest too deeply in {pattern[:60]!r}")


_KEY = 3  # phrases are indexed by the first three letters of the word they start with


def key_of(word: str) -> str:
    """The index key of a word: its first three letters, a shorter word padded with spaces."""
    return (word + "  ")[:_KEY]


def _structure(pattern: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """Walks a regular expression's structure: ``(index, char, depth)`` for each ``(``, ``)`` and ``|``.

    Escapes and character classes are stepped over; ``depth`` is the group depth after ``char``.
    """
    depth, i = 0, start
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i = pattern.index("]", i + 1)
        elif char in "()|":
            depth += {"(": 1, ")": -1, "|": 0}[char]
            yield i, char, depth
        i += 1


def _group_end(pattern: str, i: int) -> int:
    """Index just past the group that opens at ``pattern[i] == "("``."""
    for index, char, depth in _structure(pattern, i):
        if char == ")" and depth == 0:
            return index + 1
    raise ValueError(f"unbalanced group in {pattern[:60]!r}")


def _split_alternatives(body: str) -> list[str]:
    """The top-level alternatives of a regular expression (``"a|(?:b|c)"`` -> ``["a", "(?:b|c)"]``)."""
    cuts = [index for index, char, depth in _structure(body) if char == "|" and depth == 0]
    return [body[a + 1 : b] for a, b in zip([-1, *cuts], [*cuts, len(body)])]


def _leads(pattern: str) -> set[str] | None:
    """The keys (see :func:`key_of`) of the words a match of ``pattern`` can start with, or ``None``.

    ``None`` means the start is not a plain choice of words (a character class, ``\\w``): such a
    phrase is tried at every word. A key shorter than :data:`_KEY` is the start of a word whose
    rest comes from a later group.
    """
    alternatives = _split_alternatives(pattern)
    if len(alternatives) > 1:
        found: set[str] = set()
        for alternative in alternatives:
            leads = _leads(alternative)
            if leads is None:
                return None
            found |= leads
        return found
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if pattern.startswith("\\b", i):
            i += 2
        elif pattern.startswith(("(?<!", "(?<=", "(?!", "(?="), i):
            i = _group_end(pattern, i)
        elif char == "(":
            end = _group_end(pattern, i)
            inner = (
                pattern[i + 3 : end - 1]
                if pattern.startswith("(?:", i)
                else pattern[i + 1 : end - 1]
            )
            optional = end < len(pattern) and pattern[end] in "?*"
            rest = pattern[end + 1 :] if optional else pattern[end:]
            found = set()
            for alternative in _split_alternatives(inner):
                leads = _leads(alternative + rest) if (alternative + rest) else {""}
                if leads is None:
                    return None
                found |= leads
            if optional:
                leads = _leads(rest)
                if leads is None:
                    return None
                found |= leads
            return found
        elif char == " ":
            return {key_of("")}
        elif char.isalpha() or char == "'":
            run = re.match(r"[a-z']+", pattern[i:]).group(0)
            after = pattern[i + len(run) : i + len(run) + 1]
            if len(run) >= _KEY:
                return {run[:_KEY]}
            if after in ("", " ", "-", ")"):
                return {key_of(run)}
            if after in "?*":  # the last letter is optional: "an?" starts "a" or "an"
                return {key_of(run[:-1]), key_of(run)}
            tails = _leads(pattern[i + len(run) :])
            return None if tails is None or "" in tails else {(run + t)[:_KEY] for t in tails}
        else:
            return None
    return {""}


def _alternation(phrases: Iterable[str]) -> re.Pattern[str]:
    """One regular expression for expanded ``phrases``, as whole words."""
    return re.compile(
        r"\b(?:" + "|".join(f"(?:{p})" for p in dict.fromkeys(phrases)) + r")(?![a-z])"
    )


_LETTERS = re.compile(r"[^a-z]*([a-z][a-z']{0,2})")
# Characters that join words without a space ("awful\u2014just", "care-home", "and/or"): read as spaces.
_SEPARATORS = str.maketrans({c: " " for c in '-/\u2013\u2014()"[].,;:!?'})


class PhraseIndex:
    """Phrases of several categories, found at word starts through an index of their first letters.

    Scanning a reply with one large alternation per category tries every phrase at every word;
    the index tries, at each word, one alternation per category of only the phrases that can
    start with the word's first letters (compiled the first time such a word is met).

    Args:
        phrases: ``(category, is_act, phrase)`` triples: regular expressions over normalised text.
        macros: What each ``<name>`` in the phrases stands for.
    """

    def __init__(self, phrases: Iterable[tuple[str, bool, str]], macros: Mapping[str, str]) -> None:
        by_key: dict[str, list[tuple[str, bool, str]]] = {}
        self._anywhere: list[tuple[str, bool, re.Pattern[str]]] = []
        for category, is_act, phrase in phrases:
            expanded = expand(phrase, macros)
            leads = _leads(expanded)
            if leads is None or "" in leads:
                self._anywhere.append((category, is_act, _alternation([expanded])))
                continue
            for lead in leads:
                by_key.setdefault(lead, []).append((category, is_act, expanded))
        self._phrases = by_key
        self._compiled: dict[
            str, tuple[re.Pattern[str] | None, tuple[tuple[str, bool, re.Pattern[str]], ...]]
        ] = {}

    def _at(
        self, key: str
    ) -> tuple[re.Pattern[str] | None, tuple[tuple[str, bool, re.Pattern[str]], ...]]:
        """The key's gate (all its phrases; ``None`` when it has one group) and its phrases per category."""
        groups: dict[tuple[str, bool], list[str]] = {}
        for category, is_act, phrase in self._phrases[key]:
            groups.setdefault((category, is_act), []).append(phrase)
        entries = tuple(
            (category, is_act, _alternation(ps)) for (category, is_act), ps in groups.items()
        )
        gate = _alternation([p for ps in groups.values() for p in ps]) if len(entries) > 1 else None
        self._compiled[key] = (gate, entries)
        return gate, entries

    def finditer(self, text: str) -> Iterator[tuple[str, bool, re.Match[str]]]:
        """Every phrase match in ``text``: ``(category, is_act, match)``, at most one per category and word."""
        phrases, compiled_at = self._phrases, self._compiled
        position = 0
        # Normalised text has single spaces: its words are the pieces between them, less punctuation.
        for piece in text.translate(_SEPARATORS).split(" "):
            start, position = position, position + len(piece) + 1
            if "a" <= piece[:1] <= "z":
                key = (piece + "  ")[:_KEY]
            else:  # a quote or a digit first ("'cause"): the word starts at its first letter
                word = _LETTERS.match(piece)
                if word is None:
                    continue
                key, start = (word.group(1) + "  ")[:_KEY], start + word.start(1)
            if key not in phrases:
                continue
            gate, entries = compiled_at.get(key) or self._at(key)
            if gate is not None and not gate.match(text, start):
                continue
            for category, is_act, compiled in entries:
                match = compiled.match(text, start)
                if match:
                    yield category, is_act, match
        for category, is_act, compiled in self._anywhere:
            for match in compiled.finditer(text):
                yield category, is_act, match

    @property
    def unindexed(self) -> int:
        """How many phrases are tried at every word (their start is not a plain choice of words)."""
        return len(self._anywhere)
