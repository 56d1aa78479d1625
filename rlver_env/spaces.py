"""Observation and action spaces for chat text, with a charset broad enough for real replies.

Gymnasium's ``Text`` space defaults to alphanumeric characters only; real replies carry
punctuation, accents, Chinese and newlines. The charset here is every character of the Basic
Multilingual Plane except the surrogates and the control characters other than ``\\n`` and
``\\t``. Text entering the env is passed through :func:`sanitise`, which replaces anything
outside the charset (most emoji, stray control characters) with U+FFFD, so every observation is
in its space.
"""

from __future__ import annotations

import collections.abc
import copy
import functools
import re
from collections.abc import Iterable, Iterator

from gymnasium import spaces

CHARSET: str = "\n\t" + "".join(chr(c) for c in range(32, 0xD800)) + "".join(
    chr(c) for c in range(0xE000, 0x10000)
)
MAX_MESSAGE_CHARS = 32_768
MAX_ACTION_CHARS = 8_192
MAX_TRANSCRIPT_CHARS = 4_194_304
_OUTSIDE = re.compile("[^\n\t\u0020-\ud7ff\ue000-\uffff]")


def sanitise(text: str, max_chars: int = MAX_MESSAGE_CHARS) -> str:
    """Maps text into the charset and length limit.

    ``\\r\\n`` and ``\\r`` become ``\\n``; other characters outside the charset become U+FFFD;
    text longer than ``max_chars`` is cut, ending in an ellipsis.
    """
    # Printable ASCII (no control character at all) is inside the charset as it is: two scans
    # in C instead of three passes and a regex, for the usual one-line reply.
    if not (text.isascii() and text.isprintable()):
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        text = _OUTSIDE.sub("\ufffd", text)
    if len(text) > max_chars:
        text = text[: max_chars - 1] + "\u2026"
    return text


class CharacterSet(collections.abc.Set):
    """A frozen set of characters that the garbage collector does not walk.

    Gymnasium's ``Text`` keeps its charset as a ``frozenset``. Python's garbage collector walks
    every element of a frozenset on each full collection; for the 63k characters here that was
    about 9 ms per collection, which landed inside an env step. This set keeps the characters
    as the keys of a dict holding only strings and ``None``, which the collector does not track.
    It compares equal to a ``frozenset`` of the same characters, and pickles and copies.

    Args:
        characters: The members.
        name: A short name for the repr (``"BMP"``), so that a repr never spells out 63k
            characters.
    """

    __slots__ = ("_members", "name")

    def __init__(self, characters: Iterable[str], name: str = "") -> None:
        self._members = dict.fromkeys(characters)
        self.name = name

    def __contains__(self, character: object) -> bool:
        return character in self._members

    def __iter__(self) -> Iterator[str]:
        return iter(self._members)

    def __len__(self) -> int:
        return len(self._members)

    def __reduce__(self) -> tuple[type[CharacterSet], tuple[str, str]]:
        return type(self), ("".join(self._members), self.name)

    __hash__ = collections.abc.Set._hash

    def __repr__(self) -> str:
        label = f"{self.name}, " if self.name else ""
        return f"<{label}{len(self):,} chars>"


class CharsetText(spaces.Text):
    """Gymnasium's ``Text`` with a one-line repr.

    ``Text.__repr__`` spells out the whole charset, 63k characters here; this repr names it
    instead: ``Text(min_length=0, max_length=8192, charset=<BMP, 63,458 chars>)``. Everything
    else (equality with a plain ``Text``, sampling, ``contains``, pickling) is ``Text``'s own.
    """

    def __repr__(self) -> str:
        charset = self.character_set
        shown = repr(charset) if isinstance(charset, CharacterSet) else f"<{len(charset):,} chars>"
        return f"Text(min_length={self.min_length}, max_length={self.max_length}, charset={shown})"


@functools.lru_cache(maxsize=1)
def _charset_tables() -> CharsetText:
    space = CharsetText(max_length=1, min_length=0, charset=CHARSET)
    space._char_set = CharacterSet(space._char_list, name="BMP")  # read only through Text.character_set
    return space


@functools.lru_cache(maxsize=8)
def _text_prototype(max_length: int) -> CharsetText:
    # One set of character tables for every length: the garbage collector walks the 63k-entry
    # frozenset of each table on every full collection, so copies must share one.
    space = copy.copy(_charset_tables())
    space.max_length = max_length
    return space


def text_space(max_length: int) -> CharsetText:
    """A ``Text`` space over :data:`CHARSET` that admits the empty string.

    Building the character tables of a 63k-character charset takes tens of milliseconds, so
    each new space is a shallow copy of a cached prototype (the tables are immutable) with its
    own, unseeded generator.
    """
    space = copy.copy(_text_prototype(max_length))
    space._np_random = None  # each space seeds its own generator
    return space


def message_space() -> spaces.Dict:
    """One chat message: ``{"role": ..., "content": ...}``."""
    return spaces.Dict({"role": text_space(16), "content": text_space(MAX_MESSAGE_CHARS)})


def chat_observation_space() -> spaces.Sequence:
    """The dialogue as a tuple of chat messages."""
    return spaces.Sequence(message_space(), stack=False)


def transcript_observation_space() -> spaces.Text:
    """The dialogue as one plain-text transcript."""
    return text_space(MAX_TRANSCRIPT_CHARS)


def action_space() -> spaces.Text:
    """The agent's raw text. Longer actions are accepted by ``step`` too (and penalised)."""
    return text_space(MAX_ACTION_CHARS)
