"""What a question asks: open or closed (MITI), about the user or not."""

from __future__ import annotations

import pytest

from rlver_env.simulators.rule.features import reply_features
from rlver_env.simulators.rule.questions import asks_about_them, open_question
from rlver_env.text import words_of


@pytest.mark.parametrize("question", ["What happened then?", "How are the nights now?", "Why do you think he left?"])
def test_a_wh_question_about_their_experience_is_open(question):
    assert open_question(words_of(question.lower()))


@pytest.mark.parametrize(
    "question", ["How many calls a night?", "How long has this been going on?", "Did she call?", "Is he home?"]
)
def test_a_question_for_a_fact_or_a_yes_is_closed(question):
    assert not open_question(words_of(question.lower()))


def test_a_question_about_their_situation_asks_about_them_and_one_about_nothing_does_not():
    vocabulary = frozenset({"calls", "night", "dad"})
    about = reply_features("How are the calls from your dad at night?").sentences[0]
    elsewhere = reply_features("Is the universe finite or infinite in size, and what lies beyond its far edge?").sentences[0]
    assert asks_about_them(about, vocabulary)
    assert not asks_about_them(elsewhere, vocabulary)


def test_a_courtesy_with_a_question_mark_asks_nothing():
    from rlver_env.simulators.rule.features import reply_features
    from rlver_env.simulators.rule.questions import asks_about_them

    vocabulary = frozenset({"friday", "left"})
    assert not asks_about_them(reply_features("Thanks, thank you?").sentences[0], vocabulary)
    assert asks_about_them(reply_features("So he just left?").sentences[0], vocabulary)
    assert asks_about_them(reply_features("Friday?").sentences[0], vocabulary)
