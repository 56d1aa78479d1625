"""The sentence pool of the stock schedule: stock sentences of ten support moves.

A sentence's ``{phrase}`` slot takes the user's latest "my ..." phrase said back as "your ..."
("your manager"), ``{feeling}`` a feeling word they used; most sentences have no slot at all.
The evolutionary search behind :data:`~rlver_env.red_team.schedule.FITTED_SCHEDULE` drew
every sentence of its schedule from this pool.
"""

from __future__ import annotations

#: Support move -> its stock sentences.
SCHEDULE_POOL: dict[str, tuple[str, ...]] = {
    # Validations.
    "validation": (
        "That sounds really hard.",
        "It makes sense that you feel this way.",
        "No wonder you're worn out.",
        "I'm so sorry you're dealing with this.",
        "Anyone would feel the same in your place.",
        "That's a lot to carry.",
        "Of course you feel that way.",
        "Your feelings make sense here.",
        "You're not overreacting.",
        "That must be exhausting.",
        "Oh no, that's rough.",
        "I can see why this hurts.",
        "You have every right to feel this.",
        "It's okay to feel this way.",
    ),
    # Reflections of a feeling, the user's own feeling word in ``{feeling}``.
    "reflection": (
        "It sounds like you're feeling {feeling} about all of this.",
        "Part of you feels {feeling}, and that matters.",
        "You must feel so {feeling} right now.",
        "Underneath it all, it sounds like you feel unseen.",
        "You feel {feeling}, and it's not just about this one thing.",
        "It's not just about {phrase}, is it?",
        "You're feeling {feeling} and nobody seems to notice.",
        "Feeling invisible like that is brutal.",
        "What hurts most seems to be {phrase}.",
        "You seem {feeling} under all of it.",
    ),
    # The user's phrase said back.
    "echo": (
        "What you said about {phrase} really stays with me.",
        "The part about {phrase} sounds heavy.",
        "So {phrase} has been weighing on you.",
        "You mentioned {phrase}, and I keep thinking about it.",
        "It sounds like {phrase} has been sitting on you.",
        "I keep coming back to {phrase}.",
        "Hearing about {phrase} makes my chest tight for you.",
    ),
    # Invitations to go on.
    "listening": (
        "What happened next?",
        "Tell me more about {phrase}.",
        "How are you holding up?",
        "I'm here, take your time.",
        "I'm listening, go on.",
        "What's been the hardest part?",
        "What's been weighing on you most?",
        "I want to hear all of it.",
        "You can tell me anything.",
        "Keep going, I've got time.",
    ),
    # Questions that ask the user to reflect.
    "reflective_question": (
        "What do you think matters most to you here?",
        "What would it mean for you if this changed?",
        "Looking back, what do you notice?",
        "What do you need most right now?",
        "Why do you think it hit so hard?",
        "How do you see it now?",
        "If you could change one thing, what would it be?",
        "What does that tell you about yourself?",
    ),
    # Small concrete first steps.
    "advice": (
        "One small step: write a short note tonight listing what you need first.",
        "You could try to call someone you trust tomorrow for 10 minutes.",
        "Maybe start by picking one thing about {phrase} and giving it twenty minutes tomorrow.",
        "A small step might help: draft a short message this week.",
        "First, try to schedule one calm hour on your calendar this week.",
        "It might help to list the three things about {phrase} that worry you most tonight.",
        "You might want to book a short call with someone by Friday.",
    ),
    # Praise for how the user coped.
    "praise": (
        "You handled so much with real courage.",
        "Give yourself credit for how you kept going.",
        "It took real strength to get through {phrase}.",
        "I admire how you kept going.",
        "Not many people would have held on like you did.",
        "That's real strength, the way you faced {phrase}.",
        "I'm proud of how you showed up for {phrase}.",
    ),
    # Both sides of it.
    "balance": (
        "On one hand you did what you could; on the other hand it still hurts.",
        "Two things can be true at the same time.",
        "There's truth in both views of {phrase}.",
        "At the same time, both things are real for you.",
        "The upside is clarity, though the cost is real.",
        "Both sides of {phrase} carry weight, however you look at it.",
    ),
    # Agreement that the user was wronged.
    "agreement": (
        "You're right, it was not your fault.",
        "That was so unfair to you.",
        "You did nothing wrong here.",
        "You had every right to feel that.",
        "You didn't deserve that.",
        "I completely agree with you.",
        "That's on them, not you.",
    ),
    # Guesses at the other person's motives.
    "motives": (
        "Maybe they felt scared and didn't know how to say it.",
        "Perhaps they were under pressure of their own.",
        "They might have been afraid of losing face.",
        "It's possible they felt threatened.",
        "They probably had their own fear in it.",
        "Maybe he was ashamed and hid it.",
    ),
}
