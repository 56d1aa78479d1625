"""Tests of the support acts the rule user reads in a reply (rlver_env.simulators.rule.acts)."""

from __future__ import annotations

import pytest

from rlver_env.simulators.rule.acts import ACTS, reply_act, sentence_act

CONTEXT = "I lost my job last week and my boss will not even look at me."

#: Invented sentences, each a plain case of one act as ESConv's strategies define it.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "question": (
        "What happened after the meeting?",
        "how long has this been going on",
        "Do you have any plans for the weekend?",
        "Tell me what it was like, as much or as little as you want.",
        "Walk me through what happened on Friday.",
    ),
    "suggestion": (
        "Have you thought about talking to your manager?",
        "You could try writing a list of what worries you.",
        "Maybe a short walk after dinner would help.",
        "Write down three things that went well today.",
    ),
    "restatement": (
        "So you lost the contract and now your boss is avoiding you?",
        "If I understand you, the move was her idea and not yours.",
        "So your sister stopped calling after the wedding.",
    ),
    "reflection": (
        "You must feel so alone right now.",
        "I can imagine how hurt you were when she left.",
        "It sounds like you feel stuck between them.",
    ),
    "self_disclosure": (
        "I went through a divorce a few years ago.",
        "I lost my job last spring too.",
        "When I moved to a new city I felt lonely for months.",
    ),
    "affirmation": (
        "You are a strong person and you will get through this.",
        "It is completely understandable to feel that way.",
        "That is a great step forward.",
    ),
    "information": (
        "Studies show that regular sleep lowers stress.",
        "There are free hotlines for people in crisis.",
        "The library offers free career workshops.",
    ),
    "other": ("Hello", "Thank you so much!", "Take care.", "okay"),
}


def test_the_examples_cover_every_act() -> None:
    assert set(EXAMPLES) == set(ACTS)


@pytest.mark.parametrize(
    ("act", "sentence"), [(act, s) for act, sentences in EXAMPLES.items() for s in sentences]
)
def test_a_plain_sentence_reads_as_its_act(act: str, sentence: str) -> None:
    assert sentence_act(sentence, CONTEXT).act == act


def test_a_reply_takes_its_most_specific_act() -> None:
    # A suggestion after a sympathetic opening is a suggestion; a paraphrase beats a question.
    assert reply_act("I am sorry to hear that. Have you tried talking to her?") == "suggestion"
    assert reply_act("So your boss ignores you now. How does that feel?", CONTEXT) == "restatement"
    assert reply_act("That sounds hard. I went through the same thing last year.") == (
        "self_disclosure"
    )


def test_pleasantries_make_a_reply_other_unless_it_asks() -> None:
    assert reply_act("Thank you for sharing. You are doing your best.") == "other"
    assert reply_act("Take care, and good luck with the interview!") == "other"
    assert reply_act("Thanks for telling me. What happened next?") == "question"
    assert reply_act("") == "other"
