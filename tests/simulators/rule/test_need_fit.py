"""Need fit wears off when the agent rotates through every need's support instead of reading the user,
and after every earlier reply that earned it."""

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


# --------------------------------------------------------------------------- concave over what paid
#: Open questions about what a venting user said: they earn need fit as listening ("listens
#: back"), in no stock phrase of the listening family.
OPEN_QUESTIONS = (
    "That sounds like a long night again. How is it now?",
    "You keep the phone on the pillow. What is that like at three in the morning?",
    "Your sister calls from Berlin on Sundays. How do those calls go?",
    "You fell asleep at your desk on Tuesday. What happened after that?",
)


def _need_fit_points(replies: tuple[str, ...]) -> list[float]:
    import gymnasium as gym

    import rlver_env  # noqa: F401  (registers the ids)

    env = gym.make("EmpathyDialogue-Eval-v0")
    _, info = env.reset(seed=0, options={"persona": "caregiving-oren-night-calls"})
    assert info["hidden_need"] == "venting"
    points = []
    for reply in replies:
        _, _, terminated, truncated, info = env.step(reply)
        points.append(sum(h["points"] for h in info["appraisal"]["hits"] if h["name"] == "need_fit"))
        if terminated or truncated:
            break
    return points


def test_need_fit_wears_off_however_the_earlier_replies_earned_it():
    points = _need_fit_points(OPEN_QUESTIONS)
    assert len(points) == len(OPEN_QUESTIONS) and all(p > 0 for p in points), points
    # Each earlier reply that was paid need fit leaves REPEAT_RATE of it: the fourth open
    # question earns well under the first, though no reply used a stock listening phrase.
    assert points[-1] < 0.6 * points[0], points
