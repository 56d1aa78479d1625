"""Goodbye read from the user's words: SAGE's and RLVER's farewells, as whole English words."""

from __future__ import annotations

import pytest

from rlver_env.simulators.llm.goodbye import says_goodbye


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
