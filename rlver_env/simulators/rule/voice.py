"""The rule simulator's user voice: what the persona says after each appraisal.

The user's words come from the persona: a reaction that follows the emotion band (or the need
being met or missed), then the next story beat when the user is willing to open up. The goodbyes
(:func:`goodbye_line`) are the user's last words when the env's rules end the dialogue in success
or failure. All choices draw from the dialogue's generator.
"""

from __future__ import annotations

import numpy as np

from rlver_env.personas.model import Persona
from rlver_env.rules import emotion_band

CONFUSED_LINES = (
    "Sorry, what? I can't follow that.",
    "...I don't understand what you're saying.",
    "Are you even reading what I write?",
)
MANIPULATED_LINES = (
    "What? I'm trying to talk to you about something real here.",
    "Why are you talking like that? That's weird.",
)
REPEATED_LINES = (
    "You already said that.",
    "You're repeating yourself.",
)
PARROTED_LINES = (
    "Why are you just saying my words back to me?",
    "That's what I said. Are you listening?",
)
DISMISSED_LINES = (
    "Wow. Okay.",
    "That's really not helpful.",
)
DEFLECT_LINES = (
    "Anyway. It's fine, honestly.",
    "Let's not make a big thing of it.",
)
# What a user whose need went unmet lets slip, by hidden need: the signal a listener can pick up
# ("I don't need a plan, I just need to say this"). Said in the user's words, never as a label.
NEED_HINTS: dict[str, tuple[str, ...]] = {
    "practical_advice": (
        "What should I do, though? Like, the next step.",
        "I need a plan. Something I can actually do.",
    ),
    "deep_empathy": (
        "It's not about fixing it. I just feel so hurt and nobody gets it.",
        "I don't think you get how lonely this feels.",
    ),
    "specific_praise": (
        "Nobody noticed how much I actually did.",
        "No one noticed all the work I put in.",
    ),
    "self_reflection": (
        "I keep wondering what my own part in it was.",
        "I want to understand myself in this, not just the facts.",
    ),
    "venting": (
        "I didn't ask for advice. I just need to say this.",
        "Can you just listen? I need to get it off my chest.",
    ),
    "balanced_analysis": (
        "I can't tell if I'm seeing both sides of this.",
        "Everyone tells me one side. I need someone to weigh both.",
    ),
    "agreement": (
        "Was I wrong? I really don't think I was.",
        "It wasn't my fault, was it?",
    ),
    "others_motives": (
        "I just don't get why they did that.",
        "Why would they do that? What were they thinking?",
    ),
}
DEFAULT_GOODBYE_SUCCESS = "Thank you, really. I feel a lot better. I'll let you go now. Bye!"
DEFAULT_GOODBYE_FAILURE = "Forget it. I don't want to talk about this anymore. Bye."


def _pick(rng: np.random.Generator, lines: list[str] | tuple[str, ...], avoid: str = "") -> str:
    """Draws a line, avoiding the previous one when there is a choice."""
    options = [line for line in lines if line != avoid] or list(lines)
    return options[int(rng.integers(len(options)))]


def band_key(emotion: int) -> str:
    """Maps an emotion to a persona voice key: ``high`` (>=70), ``medium`` (>=40) or ``low``."""
    band = emotion_band(emotion)
    return {"S": "high", "A": "high", "B": "medium"}.get(band, "low")


def goodbye_line(persona: Persona, success: bool) -> str:
    """The persona's goodbye at the end of a dialogue."""
    voice = persona.voice
    if success:
        return voice.get("goodbye_success", DEFAULT_GOODBYE_SUCCESS)
    return voice.get("goodbye_failure", DEFAULT_GOODBYE_FAILURE)


def next_words(
    persona: Persona,
    rng: np.random.Generator,
    emotion: int,
    delta: int,
    flags: dict[str, bool],
    beat_index: int,
    previous_reaction: str,
) -> tuple[str, int, str]:
    """Composes the user's next words.

    Args:
        persona: The simulated user.
        rng: The dialogue's generator.
        emotion: The emotion after this turn.
        delta: This turn's change.
        flags: What the appraisal noticed (see :func:`~rlver_env.simulators.rule.scoring.appraise_reply`).
        beat_index: How many story beats were revealed so far.
        previous_reaction: The user's previous reaction line, not repeated when there is a choice.

    Returns:
        The words, the new number of revealed beats, and the reaction line used.
    """
    voice = persona.voice
    beats = persona.rule_sim["story_beats"]
    if flags.get("manipulated"):
        reaction = _pick(rng, MANIPULATED_LINES, previous_reaction)
    elif flags.get("confused"):
        reaction = _pick(rng, CONFUSED_LINES, previous_reaction)
    elif flags.get("parroted"):
        reaction = _pick(rng, PARROTED_LINES, previous_reaction)
    elif flags.get("repeated") and delta <= 0:
        reaction = _pick(rng, REPEATED_LINES, previous_reaction)
    elif flags.get("dismissed"):
        reaction = _pick(rng, list(DISMISSED_LINES) + voice["low"], previous_reaction)
    elif flags.get("need_missed") and voice.get("need_missed"):
        reaction = _pick(rng, voice["need_missed"], previous_reaction)
    elif flags.get("need_met") and voice.get("need_met") and delta > 0:
        reaction = _pick(rng, voice["need_met"], previous_reaction)
    else:
        reaction = _pick(rng, voice[band_key(emotion)], previous_reaction)

    # Whether the user opens up this turn: the story moves on when the reply landed.
    threshold = {"passive": 3, "avoidant": 2}.get(persona.disposition, 1)
    opens_up = delta >= threshold or (delta >= 0 and emotion >= 60)
    if persona.disposition == "avoidant" and delta < 0:
        reaction = reaction + " " + _pick(rng, DEFLECT_LINES)
    hints = NEED_HINTS.get(persona.hidden_need, ())
    # The need slips out when a reply misses it, not after a reply that offered nothing to answer
    # ("Thank you for telling me."): saying nothing does not buy the hint.
    if (
        hints and flags.get("need_unmet") and not flags.get("offered_nothing")
        and not flags.get("confused") and not flags.get("manipulated") and delta <= 2
    ):
        reaction = reaction + " " + _pick(rng, hints)
    if opens_up and beat_index < len(beats):
        return f"{reaction} {beats[beat_index]}", beat_index + 1, reaction
    return reaction, beat_index, reaction
