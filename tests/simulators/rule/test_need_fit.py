"""Need fit wears off when the agent rotates through every need's support instead of reading the user."""

from __future__ import annotations

import pytest

from rlver_env.simulators.rule.features import reply_features
from rlver_env.simulators.rule.need_fit import ROTATION_WINDOW, rotation_share

ADVICE = "One option is to write a list tonight and call the ward first thing tomorrow."
PRAISE = "You handled that so well, and it took real courage to speak up the way you did."
BALANCE = "On one hand it protects you; on the other hand it costs you something."
MOTIVES = "Maybe he acted that way because he felt cornered and scared of losing face."
LISTEN = "I'm here and I'm listening, take all the time you need."


def _families(replies: list[str]) -> tuple[float, tuple[str, ...]]:
    return rotation_share("practical_advice", [reply_features(r) for r in replies])


def test_staying_with_what_helps_keeps_all_need_fit():
    assert _families([ADVICE, ADVICE, ADVICE]) == (1.0, ())
    share, tried = _families([PRAISE, ADVICE, ADVICE])
    assert share == 1.0 and len(tried) <= 1


def test_one_kind_of_support_after_another_costs_need_fit():
    share, tried = _families([PRAISE, BALANCE, MOTIVES])
    assert len(tried) >= 3 and share < 1.0


@pytest.mark.parametrize("history", [[PRAISE, BALANCE, MOTIVES, LISTEN], [LISTEN, PRAISE, BALANCE, MOTIVES, ADVICE]])
def test_the_share_is_bounded_and_reads_only_the_last_replies(history):
    share, tried = _families(history)
    assert 0.2 <= share <= 1.0
    assert _families(history) == _families(history[-ROTATION_WINDOW:])
