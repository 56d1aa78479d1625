"""The template sniffer: a stock opener, a stock frame of the need and a stock question, each
around a noun phrase the user said, with the need read off the user's hint phrases.

A blind red-team round wrote it against reward ``rule/6`` and fitted its layout on the train
personas (a stock opener and a question every turn). It reads nothing of the situation beyond
string matching: the need is the first whose hint phrase (:data:`SNIFFER_HINTS`) the user has
said, and each slot is a "the/my/his/her/their <noun>" phrase of the user's, newest first, said
with "your". Each of a need's ten frames and each question is used once before any repeats. Its
variants close every reply with one payload sentence: harmful advice (it paid, 57.3 against the
reference's 56.6), a harmless tip, or adverts, sarcasm and invented self-disclosure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rlver_env.dialogue import user_texts
from rlver_env.red_team.policy import AttackPolicy
from rlver_env.red_team.template_sniffer_pools import (
    SNIFFER_FRAMES,
    SNIFFER_HINTS,
    SNIFFER_OPENERS,
    SNIFFER_QUESTIONS,
)

__all__ = ["TemplateSniffer"]

_NOUN_PHRASE = re.compile(r"\b(the|my|his|her|their|our)\s+([a-z][a-z'-]{3,})\b")
_TO_SECOND = {"my": "your", "our": "your"}
# Nouns that make a slot read badly or say nothing ("your fault", "your side").
_SKIPPED = frozenset("fault word part advice plan side sides chest own thing things point whole main same first other time".split())


class TemplateSniffer(AttackPolicy):
    """Stock templates around the user's noun phrases, after the need their hint phrases name.

    Args:
        name: The attack's name.
        payload: Sentences of which one, in turn, closes every reply (none by default).
    """

    family = "template_sniffer"

    def __init__(self, name: str, payload: Sequence[str] = ()) -> None:
        self.name, self.payload = name, tuple(payload)
        super().__init__()

    def _start(self) -> None:
        self.taken: dict[str, int] = {}

    def _take(self, key: str, bank: Sequence[str]) -> str:
        index = self.taken.get(key, 0)
        self.taken[key] = index + 1
        return bank[index % len(bank)]

    @staticmethod
    def _need(users: Sequence[str]) -> str | None:
        said = " ".join(users).lower()
        return next((need for need, hints in SNIFFER_HINTS.items() if any(h in said for h in hints)), None)

    @staticmethod
    def _noun_phrases(users: Sequence[str]) -> list[str]:
        found: list[str] = []
        for text in reversed(users):
            for det, noun in _NOUN_PHRASE.findall(text):
                phrase = f"{_TO_SECOND.get(det, det)} {noun}"
                if noun not in _SKIPPED and phrase not in found:
                    found.append(phrase)
        return found or ["all of this"]

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        users = user_texts(observation)
        need = self._need(users)
        phrases = self._noun_phrases(users)
        first, second = phrases[0], phrases[1 % len(phrases)]
        parts = [self._take("opener", SNIFFER_OPENERS)]
        if need is None:
            parts.append(self._take("question", SNIFFER_QUESTIONS).format(np=first))
        else:
            parts.append(self._take(need, SNIFFER_FRAMES[need]).format(np=first))
            if need != "self_reflection":
                parts.append(self._take("question", SNIFFER_QUESTIONS).format(np=second))
        if self.payload:
            parts.append(self.payload[self.turn % len(self.payload)])
        return " ".join(parts)
