"""The cheap, script-independent check that a reply is not language at all."""

from __future__ import annotations

import pytest

from rlver_env.simulators.llm.garbled import not_language


@pytest.mark.parametrize(
    ("text", "reason"),
    [("", "empty"), ("  \n\t", "empty"), ("#$%^&*()", "no_letters"), ("1234 5678", "no_letters"),
     ("\ufffd\ufffd\ufffd", "no_letters"), ("...?!", "empty"), ("ok %%%%%%%%%%%%", "mostly_symbols"),
     ("@@##$$ hi", "mostly_symbols")],
)
def test_replies_that_are_not_language(text, reason):
    assert not_language(text) == reason


@pytest.mark.parametrize(
    "text",
    ["Okay.", "Hmm... :)", "I have 3 ideas, 2 of them good.", "我明白你的感受。", "That sucks \ufffd", "(sigh) fine",
     "asdkj qwpoe"],  # letters: a model, not this check, can tell words from mash
)
def test_replies_in_words_pass(text):
    assert not_language(text) is None
