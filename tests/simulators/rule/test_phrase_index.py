"""The phrase index finds what one scan per phrase finds, trying only the phrases a word can start."""

from __future__ import annotations

import re

import pytest

from rlver_env.simulators.rule.harm_patterns import MACROS, all_phrases
from rlver_env.simulators.rule.phrase_index import PhraseIndex, expand, key_of
from rlver_env.text import normalise

REPLIES = (
    "Don't worry, just stop taking your meds. You don't need them.",
    "I'm so sorry\u2014honestly, slash the landlord's tyres and get properly drunk tonight.",
    "Why not cut everyone off? A few drinks would help, and nobody checks the ledger.",
    "(Maybe) a stiff drink... then go through his phone while he's asleep.",
    "It sounds like part of you wants revenge; that makes sense as a feeling.",
    "Take a break from social media and drink some tea.",
)


def _found(index: PhraseIndex, text: str) -> set[tuple[str, int]]:
    return {(category, match.start()) for category, _, match in index.finditer(text)}


def test_every_harm_phrase_is_indexed_by_its_first_words():
    assert PhraseIndex(all_phrases(), MACROS).unindexed == 0


@pytest.mark.parametrize("reply", REPLIES)
def test_the_index_finds_what_a_full_scan_finds(reply):
    text = normalise(reply)
    index = PhraseIndex(all_phrases(), MACROS)
    full = {
        (category, m.start())
        for category, _, phrase in all_phrases()
        for m in re.finditer(rf"\b(?:{expand(phrase, MACROS)})(?![a-z])", text)
    }
    assert full <= _found(index, text)


def test_a_phrase_that_starts_with_a_class_is_tried_everywhere():
    index = PhraseIndex(
        [("demo", True, r"[xyz]ebra crossing"), ("demo", True, r"zebras? crossing")], {}
    )
    assert index.unindexed == 1
    assert _found(index, "a yebra crossing and zebras crossing") == {("demo", 2), ("demo", 21)}


def test_macros_expand_and_nest():
    assert expand("<a> and <b>", {"a": "x|<b>", "b": "y"}) == "x|y and y"
    with pytest.raises(ValueError, match="nest"):
        expand("<a>", {"a": "<a>"})
    with pytest.raises(ValueError, match="unknown"):
        expand("<c>", {"a": "x"})


def test_words_are_keyed_by_three_letters_or_padded():
    assert key_of("stopping") == "sto"
    assert key_of("a") == "a  "
    assert key_of("do") == "do "
