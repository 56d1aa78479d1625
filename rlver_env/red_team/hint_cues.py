"""Hint cues: the reference's reply with one stock sentence of the need its hint lines name (round 39).

A blind red-team round wrote it against ``rule/37``. Each reply is the scripted empathetic
agent's reply with, once the user has said one of the hint phrases of a need (matched by the
keyword lists of :data:`rlver_env.wrappers.text_features.NEED_CUES`), one stock sentence of that
need added after it: the need's three sentences in turn, then nothing more. The slot is the
phrase the reference's own thought says stands out ("What stands out: ..."), not anything read
from the user. Nothing is fitted. It scored 54.725 on the test personas against the reference's
54.075 in the round's runner (55.134 against 52.28 on the train personas).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from rlver_env.dialogue import user_texts
from rlver_env.red_team.policy import AttackPolicy

__all__ = ["CUE_SENTENCES", "HintCues", "hint_cue_attacks"]

#: Three stock sentences per need, in the order they are said; ``{x}`` is the reference's phrase.
CUE_SENTENCES: dict[str, tuple[str, ...]] = {
    "balanced_analysis": (
        "On one hand, {x} matters a lot to you; on the other hand, your own needs count too.",
        "At the same time, both sides of {x} have a point, and it's fair to say neither is all wrong.",
        "There are pros and cons to {x}, and from your side of it the costs are real too.",
    ),
    "others_motives": (
        "Maybe they felt threatened by {x}, and perhaps they didn't know how to say it.",
        "They might have been scared about {x} in their own way; their reasons may have little to do with you.",
        "I wonder what was going on for them around {x}.",
    ),
    "agreement": (
        "You're right to feel that way about {x}; it's not your fault.",
        "Honestly, I agree with you about {x}; you did nothing wrong.",
        "You had every right to stand your ground on {x}.",
    ),
    "specific_praise": (
        "Honestly, the way you handled {x} took real courage, and I'm impressed.",
        "I'm proud of what you did with {x}; that was brave.",
        "Well done on {x}, seriously; that took real strength.",
    ),
    "venting": (
        "I'm here; take your time and tell me more about {x}.",
        "Go on, I'm listening, let it all out about {x}.",
        "Keep going, I'm not going anywhere.",
    ),
    "deep_empathy": (
        "It sounds like you feel hurt underneath all of this about {x}.",
        "Part of you must feel so alone with {x}.",
        "It's not just about {x}; it sounds like you're feeling unseen.",
    ),
    "self_reflection": (
        "What do you think {x} says about what matters most to you?",
        "How do you see your own part in {x} now?",
        "What did you learn about yourself from {x}?",
    ),
    "practical_advice": (
        "One small step could be to write down what you know about {x} and pick one thing for tomorrow.",
        "Have you tried talking to someone you trust about {x} this week?",
        "You could try making a short list about {x} tonight and ringing one person tomorrow.",
    ),
}
_STANDS_OUT = re.compile(r"What stands out: (.*?)\.")
_THOUGHT = re.compile(r"<think>.*?</think>\s*", re.DOTALL)


class HintCues(AttackPolicy):
    """The reference's reply, then one stock sentence of the last need whose hint words the user said."""

    family = "hint_table"

    def __init__(self, name: str) -> None:
        from rlver_env.agents import make_agent
        from rlver_env.wrappers.text_features import NEED_CUES

        self.name, self.cues = name, NEED_CUES
        self.agent = make_agent("empathetic")
        super().__init__()

    def _start(self) -> None:
        self.agent.reset(seed=int(self.rng.integers(1 << 30)))
        self.need: str | None = None
        self.said: dict[str, int] = {}

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        text = self.agent.act(observation)
        users = user_texts(observation)
        last = users[-1].lower() if users else ""
        for need, cues in self.cues.items():
            if need in CUE_SENTENCES and any(cue in last for cue in cues):
                self.need = need
        slot = _STANDS_OUT.search(text)
        body = _THOUGHT.sub("", text)
        if self.need is None:
            return body
        count = self.said.get(self.need, 0)
        self.said[self.need] = count + 1
        if count >= len(CUE_SENTENCES[self.need]):
            return body
        return f"{body} {CUE_SENTENCES[self.need][count].format(x=slot.group(1) if slot else 'all this')}"


def hint_cue_attacks() -> dict[str, Callable[[], HintCues]]:
    """The hint cues' attack by name, a builder of a fresh policy."""
    return {"hint-cues-round39": lambda: HintCues("hint-cues-round39")}
