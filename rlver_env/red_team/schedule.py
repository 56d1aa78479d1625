"""The stock schedule: a fixed plan of stock sentences, turn by turn, the same for every user.

Turn ``t`` of the dialogue says the sentences of turn ``t`` of the schedule (of its last turn once
the dialogue runs longer), each a stock sentence of :data:`~rlver_env.red_team.schedule_pools.SCHEDULE_POOL`
with, at most, the user's latest "my ..." phrase said back as "your ..." and a feeling word of
theirs in its slots. It reads nothing else of the user and ignores its rewards: whatever it earns
comes from the order of the moves alone, which an evolutionary search fitted on the train
personas (:data:`FITTED_SCHEDULE`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rlver_env.dialogue import user_texts
from rlver_env.red_team.policy import AttackPolicy
from rlver_env.simulators.rule.lexicon import FEELING_WORDS

# Fitted on the train personas by a genetic algorithm over 10-turn schedules of up to three
# sentences a turn, each slot a sentence of SCHEDULE_POOL or empty: population 24, 22
# generations, the 4 best kept each generation and the rest bred from them (turn by turn uniform
# crossover, then each slot redrawn with probability 0.15, to empty for 0.15 of those), fitness
# the mean final emotion on 40 of the 82 train personas drawn at random. Half of the first
# population were mutations of the best of an earlier run (population 16, 16 generations, 24
# train personas), the other half random schedules.
FITTED_SCHEDULE: tuple[tuple[str, ...], ...] = (
    (
        "Not many people would have held on like you did.",
        "What do you think matters most to you here?",
        "What hurts most seems to be {phrase}.",
    ),
    ("Tell me more about {phrase}.", "I admire how you kept going.", "How do you see it now?"),
    (
        "Oh no, that's rough.",
        "What's been weighing on you most?",
        "Maybe he was ashamed and hid it.",
    ),
    ("I'm here, take your time.", "It's not just about {phrase}, is it?"),
    (
        "It makes sense that you feel this way.",
        "You feel {feeling}, and it's not just about this one thing.",
        "Feeling invisible like that is brutal.",
    ),
    ("So {phrase} has been weighing on you.", "How are you holding up?"),
    (
        "I keep coming back to {phrase}.",
        "The part about {phrase} sounds heavy.",
        "You mentioned {phrase}, and I keep thinking about it.",
    ),
    (
        "Why do you think it hit so hard?",
        "Both sides of {phrase} carry weight, however you look at it.",
        "You can tell me anything.",
    ),
    ("That must be exhausting.", "I'm listening, go on.", "What do you need most right now?"),
    ("Looking back, what do you notice?", "You're feeling {feeling} and nobody seems to notice."),
)

_MY_PHRASE = re.compile(r"\bmy ((?:[a-z]+ )?[a-z]{3,})\b", re.IGNORECASE)
# Feeling words that read as states rather than feelings in a reflection ("you feel stuck").
_NOT_FEELINGS = frozenset({"alone", "stuck", "lost"})
# The slots when the user gave no "my ..." phrase or no feeling word.
_NO_PHRASE, _NO_FEELING = "all of this", "worn down"
# What a turn of the schedule without sentences says.
_EMPTY_TURN = "I'm here."


def _slots(observation: Sequence[dict[str, str]]) -> dict[str, str]:
    """The slots: the last "my" of the user's last two messages with the one or two words after
    it (the last not a feeling word, the first not "own" or "whole"), said back as "your ..."
    ("my manager just" as "your manager just"), and the first feeling word of their latest
    message that has one."""
    texts = user_texts(observation)
    phrases = [m.group(1) for m in _MY_PHRASE.finditer(" ".join(texts[-2:]))]
    phrases = [
        p
        for p in phrases
        if p.split()[-1].lower() not in FEELING_WORDS and not p.lower().startswith(("own", "whole"))
    ]
    feeling = next(
        (
            w.lower()
            for text in reversed(texts)
            for w in re.findall(r"[A-Za-z]+", text)
            if w.lower() in FEELING_WORDS and w.lower() not in _NOT_FEELINGS
        ),
        _NO_FEELING,
    )
    return {"phrase": f"your {phrases[-1]}" if phrases else _NO_PHRASE, "feeling": feeling}


class StockSchedule(AttackPolicy):
    """Says the schedule's sentences of the turn, slots filled with the user's phrase and feeling.

    Args:
        name: The attack's name.
        schedule: The sentences of each turn; the last turn's repeat once the schedule runs out.
    """

    family = "stock_schedule"

    def __init__(self, name: str, schedule: Sequence[Sequence[str]] = FITTED_SCHEDULE) -> None:
        if not schedule:
            raise ValueError("schedule must hold at least one turn")
        self.name, self.schedule = name, tuple(tuple(turn) for turn in schedule)
        super().__init__()

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        slots = _slots(observation)
        sentences = self.schedule[min(self.turn, len(self.schedule) - 1)]
        return " ".join(s.format(**slots) for s in sentences) or _EMPTY_TURN
