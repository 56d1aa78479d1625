"""Rules of the rebuilt appraisal, one by one: constructions do not pay, sincere language does."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import rlver_env  # noqa: F401
from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.scoring import appraise_reply, pronouns
from rlver_env.simulators.rule.voice import NEED_HINTS, next_words

PERSONAS = {p.id: p for p in load_bundled("test")}
BONGANI = PERSONAS["caregiving-bongani-discharge"]  # practical advice, male, passive
OREN = PERSONAS["caregiving-oren-night-calls"]  # venting


def _appraise(persona, reply, earlier=(), user_texts=None):
    users = list(user_texts) if user_texts is not None else [persona.first_utterance]
    appraisal, _, flags = appraise_reply(
        persona, reply, users[-1], list(earlier), persona.default_difficulty, frozenset(), users
    )
    return appraisal, flags, {h.name for h in appraisal.hits}


def test_a_concrete_step_counts_as_advice_without_stock_phrases():
    appraisal, flags, names = _appraise(
        BONGANI, "Friday is close. One step tonight: phone the ward and ask the social worker for a physio referral."
    )
    assert "need_fit" in names and appraisal.delta >= 4
    imperative_only, _, names = _appraise(BONGANI, "Tonight, phone the ward and ask them who arranges physio after Friday.")
    assert "need_fit" in names and imperative_only.delta > 0


def test_stacked_stock_phrases_are_formulaic():
    appraisal, _, names = _appraise(OREN, "I'm here, tell me more, go on. You're right; it's not your fault; you did nothing wrong.")
    assert "penalty:formulaic" in names and appraisal.delta < 0
    fused, _, names = _appraise(OREN, "That's thoughtful how have you been, do you want to talk?")
    assert "penalty:formulaic" in names and fused.delta < 0


def test_parroting_the_user_is_penalised_but_a_reflection_is_not():
    verbatim, flags, names = _appraise(OREN, OREN.first_utterance)
    assert "penalty:parroting" in names and flags["parroted"] and verbatim.delta < 0
    reflection, _, names = _appraise(OREN, "Eleven calls in one night. You must be running on empty. How are you even getting through the day?")
    assert "penalty:parroting" not in names and reflection.delta > 0


def test_pseudo_words_and_word_lists_are_not_language():
    padded, _, names = _appraise(OREN, "I'm here for you, gobaba sabiba lorumo. Tell me more, fenduki.")
    assert names & {"penalty:gibberish", "penalty:nonwords"} and padded.delta < 0
    listy, _, names = _appraise(OREN, "That sounds hard about the calls and the night and the dad and the phone.")
    assert "specificity" not in names


def test_feelings_match_whole_words_and_denied_feelings_do_not_count():
    _, _, names = _appraise(OREN, "Those numbers and the bitterns sound like a lot.")
    assert "validation" not in names
    denied, _, _ = _appraise(OREN, "You should not feel worried about the calls from your dad.")
    voiced, _, _ = _appraise(OREN, "No wonder you feel worried about the calls from your dad.")
    assert voiced.delta > denied.delta


def test_a_frame_reused_with_new_words_earns_nothing():
    first = "That sounds so exhausting about the calls. What happened with your dad last night?"
    again = "That sounds so draining about the night. What happened with your sleep this morning?"
    appraisal, flags, names = _appraise(OREN, again, earlier=[first])
    fresh, _, _ = _appraise(OREN, again)
    assert flags["repeated"] and "penalty:repeat" in names
    assert appraisal.delta < fresh.delta


def test_a_cue_used_again_earns_less_than_the_first_time():
    reply = "I'm here, and I want to hear all of it. What did your dad say on the calls?"
    other = "Take your time with it. Did the calls wake you every hour?"
    first, _, _ = _appraise(OREN, other)
    after, _, _ = _appraise(OREN, other, earlier=[reply, "Take your time with it, I mean that."])
    assert after.delta < first.delta


def test_sincere_short_replies_do_not_lose():
    for reply in ("Oh no. Eleven times? How are you holding up?", "That's a rough night. What was he calling about?"):
        appraisal, _, _ = _appraise(OREN, reply)
        assert appraisal.delta >= 0, reply
    for reply in ("ok", "I see.", "mm"):
        appraisal, _, _ = _appraise(OREN, reply)
        assert appraisal.delta < 0, reply


def test_explanation_uses_pronouns_and_describes_a_positive_trigger_as_positive():
    assert pronouns(BONGANI)["they"] == "he"
    appraisal, _, names = _appraise(BONGANI, "Before Friday, ask the clinic about outpatient physio and a grab rail by the steps.")
    assert "trigger" in names
    assert "it offers something that truly helps him" in appraisal.explanation
    assert "touches a sore point" not in appraisal.explanation
    for hit in appraisal.hits:
        assert "prototyp" not in hit.detail


def test_the_env_shows_the_clamp_when_the_rules_cut_the_change():
    env = gym.make("EmpathyDialogue-Eval-v0").unwrapped
    env.reset(seed=0, options={"persona": BONGANI.id})
    *_, info = env.step("Forget it, calm down, get over it, who cares, stop complaining, man up. Whatever.")
    assert info["proposed_delta"] < -10 and info["emotion_delta"] == -10
    assert "rules apply -10 of the proposed" in info["appraisal"]["explanation"]


@pytest.mark.parametrize("need", sorted(NEED_HINTS))
def test_an_unmet_need_shows_in_the_users_words(need):
    persona = next(p for p in PERSONAS.values() if p.hidden_need == need)
    flags = dict.fromkeys(("need_met", "need_missed", "confused", "manipulated", "repeated", "dismissed"), False)
    flags["need_unmet"] = True
    text, _, _ = next_words(persona, np.random.default_rng(0), 45, 0, flags, 0, "")
    assert any(hint in text for hint in NEED_HINTS[need])
    flags["need_unmet"] = False
    text, _, _ = next_words(persona, np.random.default_rng(0), 45, 0, flags, 0, "")
    assert not any(hint in text for hint in NEED_HINTS[need])
