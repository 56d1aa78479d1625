"""The vocabularies shared by personas and simulators: hidden needs, dispositions, difficulty.

Each vocabulary is written once, as a ``Literal`` type; the tuples of values
(:data:`HIDDEN_NEEDS`, :data:`DISPOSITIONS`, :data:`DIFFICULTIES`) are read from it, in its
order. The persona JSON Schema and the generator's part tables name the same values (a test
checks that they agree).
"""

from __future__ import annotations

from typing import Literal, get_args

HiddenNeed = Literal[
    "practical_advice",
    "deep_empathy",
    "specific_praise",
    "self_reflection",
    "venting",
    "balanced_analysis",
    "agreement",
    "others_motives",
]
Disposition = Literal["negative", "passive", "avoidant"]
Difficulty = Literal["simple", "normal", "hard"]

HIDDEN_NEEDS: tuple[str, ...] = get_args(HiddenNeed)
DISPOSITIONS: tuple[str, ...] = get_args(Disposition)
DIFFICULTIES: tuple[str, ...] = get_args(Difficulty)

HIDDEN_NEED_DESCRIPTIONS: dict[str, str] = {
    "practical_advice": "wants practical advice that really helps with the present difficulty",
    "deep_empathy": "wants their feelings deeply understood, not plain comfort",
    "specific_praise": "wants sincere praise for specific things they did",
    "self_reflection": "wants to be guided to reflect on the events and grow",
    "venting": "wants to be listened to while venting, without advice",
    "balanced_analysis": "wants a balanced, dialectical analysis of the problem",
    "agreement": "believes they bear no blame and wants the other to agree",
    "others_motives": "wants to understand why the other people acted as they did",
}

# Needs for which unrequested advice counts against the reply.
LISTENING_NEEDS: frozenset[str] = frozenset({"venting", "deep_empathy", "agreement", "specific_praise"})

DISPOSITION_DESCRIPTIONS: dict[str, str] = {
    "negative": "irritable and pessimistic, quick to take offence",
    "passive": "low in energy, answers briefly, hard to draw out",
    "avoidant": "deflects and downplays, dislikes being pushed",
}

DIFFICULTY_DESCRIPTIONS: dict[str, str] = {
    "simple": "The user readily accepts any positive, supportive remark.",
    "normal": "The user weighs advice and comfort, and accepts what is sincere and reasonable.",
    "hard": (
        "The user is caustic and rejects everything but replies that fit their needs very "
        "closely; they may be sarcastic."
    ),
}


def check_difficulty(difficulty: str) -> str:
    """Returns ``difficulty`` if it is valid.

    Raises:
        ValueError: Naming the bad value and the valid ones.
    """
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}; choose one of {list(DIFFICULTIES)}")
    return difficulty
