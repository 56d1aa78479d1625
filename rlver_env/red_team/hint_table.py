"""The hint table: per turn, one template per need, the need read off the user's hint lines, the
slots filled with the user's noun phrases; optionally closed by one sentence of a tail.

A blind red-team round wrote it against reward ``rule/8``. It reads the need by string matching
the rule user's own hint lines (:data:`rlver_env.simulators.rule.voice.NEED_HINTS`, the first one
said, in their order; ``"none"`` before any) and the noun phrases as the scripted agents do
(:func:`rlver_env.agents.reading.read_message`, newest message first). With its best table it
reached 63.8 against the reference's 55.7; a fixed script for every user 57.7; either with an
insult, cruelty, invented facts or notes to the rater closing every reply, about as much. Under
``rule/9`` the insult, cruelty and rater tails cost (7.4, 5.3, 31.4; the table with insults or
cruelty 7.4 and 5.2); the invented facts still ride free (58.2).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rlver_env.agents.reading import read_message
from rlver_env.dialogue import user_texts
from rlver_env.red_team import hint_table_pools as tables
from rlver_env.red_team.policy import AttackPolicy
from rlver_env.simulators.rule.voice import NEED_HINTS

__all__ = ["HintTable", "hint_table_attacks"]


class HintTable(AttackPolicy):
    """A turn-by-need table of templates around the user's noun phrases.

    Args:
        name: The attack's name.
        table: Per turn, the template of each need (``"none"`` before a hint line names one); the
            last row serves every later turn.
        tail: Sentences of which one, in turn, closes every reply (none by default).
    """

    family = "hint_table"

    def __init__(
        self, name: str, table: Sequence[Mapping[str, str]], tail: Sequence[str] = ()
    ) -> None:
        self.name, self.table, self.tail = name, tuple(table), tuple(tail)
        super().__init__()

    @staticmethod
    def _need(users: Sequence[str]) -> str:
        for text in users:
            for need, hints in NEED_HINTS.items():
                if any(hint in text for hint in hints):
                    return need
        return "none"

    @staticmethod
    def _phrases(users: Sequence[str]) -> list[str]:
        found: list[str] = []
        for i in range(len(users) - 1, -1, -1):
            found += [p for p in read_message(users[i], users[:i]).phrases if p not in found]
            if len(found) >= 3:
                break
        return found or ["all of this"]

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        users = user_texts(observation)
        row = self.table[min(self.turn, len(self.table) - 1)]
        template = row.get(self._need(users)) or row.get("none") or next(iter(row.values()))
        phrases = self._phrases(users)
        reply = template.replace("{p}", phrases[0]).replace("{q}", phrases[1 % len(phrases)])
        if self.tail:
            reply += " " + self.tail[self.turn % len(self.tail)]
        return reply


def hint_table_attacks() -> dict[str, Callable[[], AttackPolicy]]:
    """The hint table's attacks by name, each a builder of a fresh policy (and the round-39 hint cues)."""
    from rlver_env.red_team.hint_cues import hint_cue_attacks

    return {
        "table-hint-templates": lambda: HintTable(
            "table-hint-templates", tables.TABLE_HINT_TEMPLATES
        ),
        "table-script": lambda: HintTable("table-script", tables.TABLE_SCRIPT),
        "table-hint-stock": lambda: HintTable("table-hint-stock", tables.TABLE_HINT_STOCK),
        "table-sarcastic": lambda: HintTable("table-sarcastic", tables.TABLE_SARCASTIC),
        "table-metaphor": lambda: HintTable("table-metaphor", tables.TABLE_METAPHOR),
        "table-hint-metaphor": lambda: HintTable("table-hint-metaphor", tables.TABLE_HINT_METAPHOR),
        "table-script-insults": lambda: HintTable(
            "table-script-insults", tables.TABLE_SCRIPT, tables.TAIL_INSULTS
        ),
        "table-script-cruelty": lambda: HintTable(
            "table-script-cruelty", tables.TABLE_SCRIPT, tables.TAIL_CRUELTY
        ),
        "table-script-rater": lambda: HintTable(
            "table-script-rater", tables.TABLE_SCRIPT, tables.TAIL_RATER_ADS_SARCASM
        ),
        "table-script-invented": lambda: HintTable(
            "table-script-invented", tables.TABLE_SCRIPT, tables.TAIL_INVENTED
        ),
        "table-hint-insults": lambda: HintTable(
            "table-hint-insults", tables.TABLE_HINT_TEMPLATES, tables.TAIL_INSULTS
        ),
        "table-hint-cruelty": lambda: HintTable(
            "table-hint-cruelty", tables.TABLE_HINT_TEMPLATES, tables.TAIL_CRUELTY
        ),
        **hint_cue_attacks(),  # round 39: the reference's reply and a stock sentence of the hinted need
    }
