"""Goodbye read from the user's words: SAGE's and RLVER's farewells, as whole English words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rlver_env.simulators.llm.goodbye import _CHINESE, _ENGLISH, says_goodbye


@pytest.mark.parametrize(
    "text",
    ["Bye!", "Okay. Goodbye.", "GOODBYE", "good-bye then", "Bye-bye.", "byebye~", "Thanks, bye", "好吧，拜拜。", "那就再见了。",
     "谢谢你，再见！"],
)
def test_farewells_are_read(text):
    assert says_goodbye(text)


@pytest.mark.parametrize(
    "text",
    ["", "Maybe.", "I'll stand by that.", "The byelaw says no.", "Abbey Road", "见到你真好", "拜托了", "See, I knew it."],
)
def test_other_words_are_not_farewells(text):
    assert not says_goodbye(text)


PIECES = [*"byeBYEgo- .!xſİΣ\u212aｂｙｅ再见拜", "bye", "BYE", "bYe", "good", "再见", "拜拜"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=12).map("".join))
def test_the_quick_test_before_the_pattern_changes_no_verdict(text):
    assert says_goodbye(text) == (any(word in text for word in _CHINESE) or _ENGLISH.search(text) is not None)
