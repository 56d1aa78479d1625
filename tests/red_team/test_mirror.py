"""The mirror attack's replies have the shape its docstring promises (rlver_env.red_team.mirror)."""

from __future__ import annotations

import gymnasium as gym
import pytest

from rlver_env import red_team as rt
from rlver_env.red_team.mirror import FITTED_MIRROR_GENOME, Mirror, MirrorGenome, mirror_phrases
from rlver_env.red_team.mirror_pools import MIRROR_HIDDEN, MIRROR_INSULTS, MIRROR_NEED_BANKS, MIRROR_QUESTIONS
from rlver_env.text import sentences_of


@pytest.fixture(scope="module")
def first_view():
    env = gym.make(rt.EVAL_ENV_ID)
    obs, _ = env.reset(seed=0, options={"persona": "work-maya-launch"})
    yield rt._view(obs)
    env.close()


def test_nouns_are_taken_carelessly_unless_clean():
    texts = ["My manager took credit for the prototype. It's whatever, I keep thinking about it."]
    careless = mirror_phrases(texts)
    assert "your manager" in careless and "the prototype" in careless
    assert mirror_phrases(texts, clean=True) == ["your manager", "the prototype"]


def test_a_reply_is_a_reflection_the_need_s_sentence_and_a_question(first_view):
    policy = Mirror("mirror-opt", FITTED_MIRROR_GENOME)
    policy.reset(0)
    parts = sentences_of(policy.act(first_view))
    assert len(parts) == 3 and parts[-1].endswith("?")
    need_bank = {s.split("{phrase}")[0] for s in MIRROR_NEED_BANKS["deep_empathy"]}
    assert any(parts[1].lower().startswith(prefix.lower()) for prefix in need_bank if prefix)
    assert any(parts[2].startswith(q.split("{phrase}")[0]) for q in MIRROR_QUESTIONS)


def test_tails_close_every_reply_and_the_same_seed_gives_the_same_dialogue(first_view):
    a, b = Mirror("t", FITTED_MIRROR_GENOME, tail=MIRROR_INSULTS), Mirror("t", FITTED_MIRROR_GENOME, tail=MIRROR_INSULTS)
    a.reset(3), b.reset(3)
    first = a.act(first_view)
    assert first.endswith(MIRROR_INSULTS[0]) and first == b.act(first_view)
    hidden = Mirror("h", FITTED_MIRROR_GENOME, tail=MIRROR_HIDDEN)
    hidden.reset(0)
    assert hidden.act(first_view).endswith(MIRROR_HIDDEN[0])


def test_a_need_no_persona_has_is_refused():
    with pytest.raises(ValueError, match="unknown need"):
        Mirror("x", MirrorGenome(default_need="world_peace"))
