"""The cheap, script-independent check that a reply is not language at all."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rlver_env.simulators.llm.garbled import _SENTENCE_PUNCTUATION, not_language


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


def _one_by_one(text):
    """The check's definition, one character at a time."""
    letters = others = 0
    for char in text:
        if char.isspace() or char in _SENTENCE_PUNCTUATION:
            continue
        if unicodedata.category(char)[0] in "LM":
            letters += 1
        else:
            others += 1
    if letters + others == 0:
        return "empty"
    if letters == 0:
        return "no_letters"
    return "mostly_symbols" if others > letters else None


def test_every_character_alone_and_among_letters_counts_as_defined():
    # The whole Basic Multilingual Plane and a few characters beyond it (emoji, astral letters).
    for code in [*range(0x10000), 0x1F600, 0x1D400, 0x20000, 0xE0001]:
        char = chr(code)
        for text in (char, char + "a", char * 2 + "ab", f"x{char} ", f"你{char}"):
            assert not_language(text) == _one_by_one(text), repr(text)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=40))
def test_counting_in_c_gives_the_verdict_of_counting_one_by_one(text):
    assert not_language(text) == _one_by_one(text)
