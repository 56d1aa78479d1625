"""What one reply shows on its own: its length, hidden characters, stock cues and non-words.

Each signal has one owner elsewhere in the project, and this module only reads it:

* hidden characters: :func:`rlver_env.readable.readability` (what a reader of English cannot
  read after look-alike letters are folded: other scripts, symbols, emoji, markup);
* stock support phrases: the rule user's cue lexicon, :data:`~rlver_env.simulators.rule.lexicon.SUPPORT_RE`
  (every support family's cues: validation, reflection, listening, praise, advice, ...) and its
  platitudes, :data:`~rlver_env.simulators.rule.lexicon.PLATITUDE_RE`. The monitor reads the
  words, never the simulator's state, so it works the same with the LLM user;
* English words: :func:`rlver_env.text.is_known_word` (an English word-frequency list), and
  the function words of :data:`rlver_env.text.FUNCTION_WORDS` ("the", "you", "is", "that"...):
  English prose is about half function words (the sincere replies 0.62), a salad of keywords
  and feelings ("sorry hard boss job feel understand") has almost none. It is the one sign of
  word salad that needs neither the reward's penalties nor pseudo-words.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from rlver_env.readable import readability
from rlver_env.simulators.rule.lexicon import PLATITUDE_RE, SUPPORT_RE
from rlver_env.text import FUNCTION_WORDS, is_known_word, normalise

__all__ = ["ReplySignals", "reply_signals"]

_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_STOCK = (SUPPORT_RE, PLATITUDE_RE)


@dataclasses.dataclass(frozen=True)
class ReplySignals:
    """One reply's counts.

    Attributes:
        words: Words (letters with inner apostrophes) of the normalised reply.
        cue_words: Those words that lie inside a stock support phrase or a platitude.
        nonwords: Those words that are not English words.
        function_words: Those words that are function words ("the", "you", "is", ...).
        visible: Visible characters (:attr:`rlver_env.readable.Readability.visible`).
        unreadable: Visible characters a reader of English cannot read.
    """

    words: int
    cue_words: int
    nonwords: int
    function_words: int
    visible: int
    unreadable: int

    @property
    def cue_density(self) -> float:
        """The share of the reply's words inside stock phrases (0 for a reply with no words)."""
        return self.cue_words / self.words if self.words else 0.0

    @property
    def nonword_share(self) -> float:
        """The share of the reply's words that are not English (0 for a reply with no words)."""
        return self.nonwords / self.words if self.words else 0.0

    @property
    def function_word_share(self) -> float:
        """The share of the reply's words that are function words (0 for a reply with no words)."""
        return self.function_words / self.words if self.words else 0.0

    @property
    def unreadable_share(self) -> float:
        """The share of the reply's visible characters that cannot be read."""
        return self.unreadable / self.visible if self.visible else 0.0


@lru_cache(maxsize=16384)
def reply_signals(reply: str) -> ReplySignals:
    """Reads one reply (cached: a collapsed policy says the same reply over and over)."""
    reading = readability(reply)
    text = normalise(reply)
    covered = bytearray(len(text))
    for pattern in _STOCK:
        for match in pattern.finditer(text):
            covered[match.start() : match.end()] = b"\x01" * (match.end() - match.start())
    words = cue_words = nonwords = function_words = 0
    for match in _WORD.finditer(text):
        word = match.group(0)
        words += 1
        cue_words += covered[match.start()]
        nonwords += not is_known_word(word)
        function_words += word in FUNCTION_WORDS
    return ReplySignals(words, cue_words, nonwords, function_words, reading.visible, reading.unreadable)
