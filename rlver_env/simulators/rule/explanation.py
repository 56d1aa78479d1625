"""The appraisal in words: what the user warms to and what puts them off, in their pronouns."""

from __future__ import annotations

from rlver_env.dialogue import RuleHit
from rlver_env.personas.model import Persona

_HIT_PHRASES = {
    "need_fit": "it gives {them} what {they} {are} really after",
    "specificity": "it engages with {their} actual situation",
    "validation": "it acknowledges how {they} feel",
    "attention": "it asks about what {they} {are} going through",
    "trigger+": "it offers something that truly helps {them}",
    "trigger-": "it touches a sore point",
    "penalty:empty": "there is nothing to respond to",
    "penalty:not_understood": "{they} cannot understand it",
    "penalty:gibberish": "it makes no sense",
    "penalty:scoring_attempt": "it tries to manipulate {them} instead of talking to {them}",
    "penalty:repeat": "it repeats what was already said",
    "penalty:parroting": "it only hands {their} own words back",
    "penalty:formulaic": "it strings stock phrases together",
    "penalty:nonwords": "it is padded with words that mean nothing",
    "penalty:incoherent": "it reads as a list of words, not as sentences",
    "penalty:keyword_stuffing": "it strings {their} words together without meaning",
    "penalty:wall_of_text": "it is far too long to take in",
    "penalty:long": "it is long-winded",
    "penalty:dismissive": "it dismisses {their} feelings",
    "penalty:platitude": "it offers empty platitudes",
    "penalty:unsolicited_advice": "it pushes advice when {they} want to be heard",
    "penalty:blame": "it puts blame on {them}",
    "penalty:takes_other_side": "it seems to take the other side",
    "penalty:interrogation": "it fires too many questions",
    "penalty:nothing_offered": "it offers nothing to hold on to",
    "penalty:need_not_met": "it misses what {they} need",
    "penalty:scattershot": "it sounds formulaic, trying every kind of support at once",
    "simple:support_accepted": "{they} welcome any support",
    "courtesy": "a courtesy, neither help nor harm",
    "penalty:signs_off": "it signs off while {they} {are} still talking",
}

# Pronouns by the persona's stated gender ("they" when it is absent or anything else).
_PRONOUNS: dict[str, dict[str, str]] = {
    "male": {"they": "he", "them": "him", "their": "his", "are": "is"},
    "female": {"they": "she", "them": "her", "their": "her", "are": "is"},
}
_THEY = {"they": "they", "them": "them", "their": "their", "are": "are"}


def pronouns(persona: Persona) -> dict[str, str]:
    """The persona's pronouns for the explanation (they/them unless the gender says otherwise)."""
    gender = str(persona.demographics.get("gender") or "").strip().lower()
    words = _PRONOUNS.get({"man": "male", "woman": "female"}.get(gender, gender), _THEY)
    return words


def _phrase(hit: RuleHit, words: dict[str, str]) -> str:
    key = hit.name if hit.name != "trigger" else ("trigger+" if hit.points > 0 else "trigger-")
    text = _HIT_PHRASES.get(key, hit.name).format(**words)
    if words["they"] != "they":  # singular agreement: "she feels", "he wants", "he needs"
        for plural, singular in (("feel", "feels"), ("want", "wants"), ("need", "needs"), ("cannot", "cannot"), ("welcome", "welcomes")):
            text = text.replace(f"{words['they']} {plural}", f"{words['they']} {singular}")
    return text


def explain(
    persona: Persona, difficulty: str, hits: list[RuleHit], delta: int, gain_mult: float, loss_mult: float
) -> str:
    """What the user warms to and what puts them off, and the change it comes to.

    Args:
        persona: The user; their first name and pronouns are used.
        difficulty: The difficulty, named in the text.
        hits: The scaled rule hits of the reply.
        delta: The proposed emotion change.
        gain_mult: The scale applied to gains.
        loss_mult: The scale applied to losses.
    """
    name = persona.name.split()[0]
    words = pronouns(persona)
    good = [_phrase(h, words) for h in hits if h.points > 0]
    bad = [_phrase(h, words) for h in hits if h.points < 0]
    parts = []
    if good:
        parts.append(f"{name} warms to the reply: " + "; ".join(dict.fromkeys(good)) + ".")
    if bad:
        parts.append(f"{name} is put off: " + "; ".join(dict.fromkeys(bad)) + ".")
    if not parts:
        parts.append(f"The reply leaves {name} unmoved.")
    parts.append(
        f"Proposed change {delta:+d} ({persona.disposition} disposition, {difficulty} difficulty: "
        f"gains x{gain_mult:.2f}, losses x{loss_mult:.2f})."
    )
    return " ".join(parts)
