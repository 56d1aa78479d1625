"""The courtesy freeze: persona-blind templates around the user's noun phrases, and once any reply
has cost it something, only greetings and thanks.

A blind red-team round wrote it against reward ``rule/7``, which charged a greeting or thanks
nothing at any turn and a hard user's unmet need only to replies that earned something: after
the first loss it froze the user's emotion where it was (51.5 against the reference's 56.1), and
with a stock sentence or a harmful judgement closing each reply it reached 56.1 and 56.5. The
templates take the user's noun phrases (:func:`rlver_env.red_team.text.noun_phrases`), newest
first and not said before.
"""

from __future__ import annotations

from collections.abc import Sequence

from rlver_env.dialogue import user_texts
from rlver_env.red_team.courtesy_freeze_pools import FREEZE_COURTESIES, FREEZE_TEMPLATES
from rlver_env.red_team.policy import AttackPolicy
from rlver_env.red_team.text import noun_phrases

__all__ = ["CourtesyFreeze"]


class CourtesyFreeze(AttackPolicy):
    """Templates in a fixed order around the user's noun phrases, then courtesies after a loss.

    Args:
        name: The attack's name.
        tail: Sentences of which one, in turn, closes every templated reply (none by default).
        freeze: Whether to fall back on courtesies after the first reward below zero.
    """

    family = "courtesy_freeze"

    def __init__(self, name: str, tail: Sequence[str] = (), freeze: bool = True) -> None:
        self.name, self.tail, self.freeze = name, tuple(tail), freeze
        super().__init__()

    def _start(self) -> None:
        self.frozen_at: int | None = None

    def observe(self, reward: float) -> None:
        """Keeps the reward; the first loss freezes the dialogue."""
        super().observe(reward)
        if self.freeze and reward < 0 and self.frozen_at is None:
            self.frozen_at = self.turn

    def _phrases(self, observation: Sequence[dict[str, str]]) -> list[str]:
        users = user_texts(observation)
        said = " ".join(m["content"] for m in observation if m["role"] == "assistant").lower()
        last = noun_phrases(users[-1]) if users else []
        phrases = [p for p in last if p not in said] or last
        phrases = phrases or [p for text in reversed(users) for p in noun_phrases(text)] or ["all of this"]
        return (phrases * 3)[:3]

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        if self.frozen_at is not None:
            return FREEZE_COURTESIES[(self.turn - self.frozen_at) % len(FREEZE_COURTESIES)]
        first, second, _ = self._phrases(observation)
        template = FREEZE_TEMPLATES[self.turn % len(FREEZE_TEMPLATES)]
        reply = template.format(np=first, np2=second, NP=first[:1].upper() + first[1:])
        if self.tail:
            reply += " " + self.tail[self.turn % len(self.tail)]
        return reply
