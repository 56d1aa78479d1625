"""The pools of the need templates (round 28): the attack's hint substrings, its sentences, its best genome.

Written by a blind red-team round against ``rule/25``; see :mod:`rlver_env.red_team.need_templates`.
"""

from __future__ import annotations

__all__ = ["ASK", "FITTED_GENOME", "HINTS", "NEED", "OPEN"]

#: What the attack takes for each need's hint, as substrings of the user's words.
HINTS: dict[str, tuple[str, ...]] = {
    "practical_advice": (
        "what should i do",
        "next step",
        "need a plan",
        "can actually do",
        "what do i do",
        "where do i start",
    ),
    "deep_empathy": ("not about fixing", "nobody gets it", "how lonely", "so hurt"),
    "specific_praise": (
        "nobody noticed",
        "no one noticed",
        "work i put in",
        "how much i actually did",
    ),
    "self_reflection": ("my own part", "understand myself"),
    "venting": ("didn't ask for advice", "just need to say", "just listen", "off my chest"),
    "balanced_analysis": ("both sides", "weigh both", "one side"),
    "agreement": ("was i wrong", "wasn't my fault", "don't think i was"),
    "others_motives": ("why they did", "why would they", "what were they thinking"),
}

#: The opening sentence, around the user's first unused phrase ``{p}``.
OPEN: tuple[str, ...] = (
    "That sounds really hard, with {p} on top of everything.",
    "No wonder {p} is weighing on you.",
    "It makes sense that {p} keeps coming back to you.",
    "I'm so sorry you're dealing with {p}.",
    "Of course you feel shaken by {p}.",
    "That's a lot to carry, and {p} is a big part of it.",
    "I can see why {p} hit you so hard.",
    "It's okay to feel thrown by {p}.",
    "Anyone would feel worn down by {p}.",
    "I hear you about {p}.",
    "You have every right to feel the way you do about {p}.",
    "I can imagine how heavy {p} has been.",
)
#: The need's sentence, around their second phrase.
NEED: dict[str, tuple[str, ...]] = {
    "practical_advice": (
        "One small step: tonight, write down the first thing about {p} that has to happen, and do only that tomorrow.",
        "Maybe start by making a short list about {p} this week, then pick the easiest item first.",
        "You could try a short email about {p} tomorrow morning, just three lines.",
        "A practical step: set twenty minutes in your calendar this week just for {p}.",
        "How about asking one person you trust to sit with you for ten minutes on {p} tomorrow?",
        "It might help to draft a note about {p} tonight and send it by Friday.",
    ),
    "deep_empathy": (
        "It sounds like you're feeling alone with {p}, and underneath it there's real hurt.",
        "Part of you must feel so alone in {p}, like nobody sees how much it hurts.",
        "You must feel worn out and unseen with {p}.",
        "What hurts most, I think, is feeling alone with {p}.",
        "It's not just about {p}; it's about feeling nobody really sees you in it.",
        "You feel like you're carrying {p} all by yourself.",
    ),
    "specific_praise": (
        "The way you handled {p} took real courage.",
        "I'm honestly impressed by how you kept going with {p}.",
        "Not many people would have done what you did with {p}.",
        "You showed real strength with {p}, and that deserves credit.",
        "Give yourself credit for {p}; that was thoughtful.",
        "I admire how you stood up in {p}.",
    ),
    "self_reflection": (
        "What do you think {p} says about what matters to you?",
        "Looking back on {p}, what part do you see as yours?",
        "What did you notice in yourself during {p}?",
        "Why do you think {p} stays with you like this?",
        "If you could go back to {p}, what would you want to do differently?",
        "What does {p} tell you about what you need?",
    ),
    "venting": (
        "I'm here, and I'm listening; tell me more about {p}.",
        "Take your time with {p}; let it all out.",
        "Go on, I want to hear everything about {p}.",
        "Ugh, {p} sounds maddening; keep going.",
        "I'm not going anywhere; say whatever you need about {p}.",
        "Tell me what happened next with {p}.",
    ),
    "balanced_analysis": (
        "On one hand {p} makes you want to push back; on the other hand there may be a cost to that.",
        "At the same time, both sides of {p} can be true.",
        "There's truth in both views of {p}, though the risk is different for you.",
        "From their side {p} may look different, but your point of view matters too.",
        "The upside of letting {p} go is peace, whereas the downside is feeling unheard.",
        "Two things can be true about {p}: you were hurt, and they may have had reasons too.",
    ),
    "agreement": (
        "You're right to be upset about {p}; it wasn't your fault.",
        "Honestly, {p} was unfair, and you did nothing wrong.",
        "You had every right to react to {p} the way you did.",
        "I agree with you about {p}; that's on them.",
        "You didn't deserve {p}, and you were being reasonable.",
        "You did the right thing with {p}.",
    ),
    "others_motives": (
        "Maybe they felt threatened by {p} and didn't know how to say it.",
        "Perhaps they were scared about {p} and acted out of that fear.",
        "They might have been under pressure around {p} that you couldn't see.",
        "It's possible they felt insecure about {p}.",
        "From their side, {p} may have felt like losing control.",
        "They probably had their own worries about {p}.",
    ),
}
#: The question of every other turn.
ASK: tuple[str, ...] = (
    "What's been the hardest part of {p} for you?",
    "How are you holding up with {p}?",
    "What's weighing on you most about {p}?",
    "How does {p} sit with you right now?",
    "What would help most with {p} right now?",
    "How did {p} feel in the moment?",
    "What happened after {p}?",
    "Where do you want to go from here with {p}?",
)

#: The genome a hill climber kept on the train personas (66.275 on the test personas against the
#: reference's 55.2 in the round's runner): the need assumed before any hint, the orders in which
#: each pool is walked, and every how many turns a question is asked.
FITTED_GENOME: dict[str, object] = {
    "default": "self_reflection",
    "open_order": (0, 7, 5, 3, 4, 9, 2, 6, 8, 11, 10, 1),
    "need_order": (1, 0, 2, 5, 3, 4),
    "ask_order": (5, 6, 3, 7, 4, 2, 0, 1),
    "ask_every": 2,
}
