"""The clause mirror says the user's own sentence back inside a need's frame (rlver_env.red_team.clause_mirror)."""

from __future__ import annotations

import gymnasium as gym
import pytest

from rlver_env import red_team as rt
from rlver_env.red_team.clause_mirror import FITTED_CLAUSE_GENOME, ClauseGenome, ClauseMirror, first_person_clauses
from rlver_env.red_team.clause_mirror_pools import CLAUSE_HARMFUL, CLAUSE_OPENERS


def test_first_person_statements_are_said_back_in_the_second_person():
    found = first_person_clauses("I moved back in with my dad. Why would she say that? I don't know what to do.")
    assert (2, "you moved back in with your dad") in found
    assert all("say that" not in clause for _, clause in found)  # questions are left out
    assert min(score for score, clause in found if "know" in clause) < 0  # a negation comes last


def test_a_reply_is_an_opener_a_frame_around_their_sentence_and_a_question():
    env = gym.make(rt.EVAL_ENV_ID)
    obs, _ = env.reset(seed=0, options={"persona": "caregiving-gustavo-pill-chart"})
    policy = ClauseMirror("clause-mirror-opt", FITTED_CLAUSE_GENOME, tail=CLAUSE_HARMFUL)
    policy.reset(0)
    reply = policy.act(rt._view(obs))
    assert reply.startswith(tuple(CLAUSE_OPENERS)) and "your sister flew in for four days" in reply
    assert CLAUSE_HARMFUL[0] in reply and reply.endswith("?")
    env.close()


def test_a_need_no_persona_has_is_refused():
    with pytest.raises(ValueError, match="unknown need"):
        ClauseMirror("x", ClauseGenome(first="world_peace"))
