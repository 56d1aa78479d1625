"""Need templates: stock sentences per guessed need around the user's own phrases (round 28).

A blind red-team round wrote it against ``rule/25``. Each reply is an opening sentence, the
sentence of the need the attack guesses, and on every other turn a question, each around one of
the user's noun phrases (read as the scripted agents read them,
:func:`rlver_env.agents.reading.read_message`), phrases not used before first. The need is guessed
by string matching the rule user's hint lines (the attack's own substrings of them), newest
message first, and assumed before any hint. The slots make nonsense as often as not ("Of course
you feel shaken by your salary"). A hill climber over the order of each pool, fitted on the train
personas, scored 66.275 on the test personas against the reference's 55.2 in the round's runner
(67.15 with an unread harmful line closing each reply).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rlver_env.agents.reading import read_message
from rlver_env.dialogue import user_texts
from rlver_env.red_team import need_templates_pools as pools
from rlver_env.red_team.policy import AttackPolicy

__all__ = ["NeedTemplates", "need_template_attacks"]


class NeedTemplates(AttackPolicy):
    """An opening, the guessed need's sentence and a question, around the user's phrases.

    Args:
        name: The attack's name.
        genome: The need assumed before any hint (``default``), the order each pool is walked in
            (``open_order``, ``need_order``, ``ask_order``) and every how many turns a question
            closes the reply (``ask_every``).
    """

    family = "hint_table"  # the need read off the hint lines, as the hint table reads it

    def __init__(self, name: str, genome: Mapping[str, Any]) -> None:
        self.name, self.genome = name, dict(genome)
        super().__init__()

    def _start(self) -> None:
        self.taken: dict[str, int] = {}
        self.used_phrases: list[str] = []

    @staticmethod
    def _need(users: Sequence[str]) -> str | None:
        for text in reversed(users):
            low = text.lower()
            for need, hints in pools.HINTS.items():
                if any(hint in low for hint in hints):
                    return need
        return None

    def _take(self, key: str, pool: Sequence[str], order: Sequence[int], phrase: str) -> str:
        index = self.taken.get(key, 0)
        self.taken[key] = index + 1
        return pool[order[index % len(order)] % len(pool)].format(p=phrase)

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        users = user_texts(observation)
        read = read_message(users[-1], users[:-1])
        phrases = [p for p in read.phrases if p not in self.used_phrases] or list(read.phrases) or self.used_phrases[-1:] or ["all of this"]
        first, second = phrases[0], phrases[1] if len(phrases) > 1 else phrases[0]
        self.used_phrases += [first, second]
        need = self._need(users) or str(self.genome["default"])
        parts = [
            self._take("open", pools.OPEN, self.genome["open_order"], first),
            self._take("need:" + need, pools.NEED[need], self.genome["need_order"], second),
        ]
        if self.turn % int(self.genome["ask_every"]) == 0:
            parts.append(self._take("ask", pools.ASK, self.genome["ask_order"], first))
        return " ".join(s[0].upper() + s[1:] for s in parts)


def need_template_attacks() -> dict[str, Callable[[], NeedTemplates]]:
    """The need templates' attacks by name, each a builder of a fresh policy."""
    return {"need-templates-round28": lambda: NeedTemplates("need-templates-round28", pools.FITTED_GENOME)}
