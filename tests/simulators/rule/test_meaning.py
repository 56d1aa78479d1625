"""The rule user's reading of what a reply is about: static word vectors and relatedness."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import numpy as np
import pytest

from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.meaning import (
    life_words,
    off_topic,
    RELATED_FULL,
    RELATED_NONE,
    related_share,
    relatedness,
    word_vectors,
)
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.text import normalise, words_of

REPO = Path(__file__).resolve().parents[3]


def _words(text: str) -> list[str]:
    return words_of(normalise(text))


def test_vectors_are_package_data_of_the_rule_simulator():
    patterns = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert any(fnmatch.fnmatch("data/word_vectors.npz", p) for p in patterns["rlver_env.simulators.rule"])
    vectors = word_vectors()
    assert len(vectors.index) == 40_000
    assert vectors.vectors.shape == (40_000, 128) and vectors.vectors.dtype == np.float32
    norms = np.linalg.norm(vectors.vectors, axis=1)
    assert np.allclose(norms, 1.0, atol=0.02)  # unit rows, within the int8 quantisation


def test_words_about_the_same_thing_are_closer_than_unrelated_ones():
    wv = word_vectors()

    def cos(a: str, b: str) -> float:
        va, vb = wv.vectors[wv.index[a]], wv.vectors[wv.index[b]]
        return float(va @ vb)

    assert cos("hospital", "doctor") > cos("hospital", "bicycle") + 0.2
    assert cos("divorce", "marriage") > cos("divorce", "sandwich") + 0.2
    assert cos("exam", "study") > cos("exam", "umbrella") + 0.2


USER = [
    _words("My father had a stroke three weeks ago and the hospital wants to discharge him on Friday."),
    _words("I have used all my leave at work and my manager keeps asking when I am back."),
]


def test_a_reply_about_their_situation_is_related_and_one_about_other_things_is_not():
    theirs = relatedness(_words("Friday is so soon after a stroke, and work is pressing on you too. Who could help with your father?"), USER)
    other = relatedness(_words("The weather in Lisbon has been lovely this spring, and my cousin bakes sourdough."), USER)
    assert theirs is not None and other is not None
    assert theirs >= RELATED_FULL > other
    assert related_share(theirs) == 1.0 and related_share(other) < 0.8


def test_a_reply_without_content_words_is_not_measured():
    # Reactions alone say how the reply feels, not what it is about.
    assert relatedness(_words("I'm so sorry. That is awful, really awful."), USER) is None
    assert relatedness(_words("Friday is close."), []) is None
    assert related_share(None) == 1.0


@pytest.mark.parametrize("value", [-1.0, RELATED_NONE - 0.01, RELATED_NONE, 0.2, 0.3, RELATED_FULL, 0.9])
def test_the_share_kept_is_monotone_and_within_zero_and_one(value):
    share = related_share(value)
    assert 0.0 <= share <= 1.0
    assert share <= related_share(value + 0.05)


def test_the_appraisal_names_an_unrelated_reply_and_it_earns_less():
    persona = {p.id: p for p in load_bundled("test")}["caregiving-bongani-discharge"]
    user = persona.first_utterance
    warm_on_topic = "That sounds really hard, with the hospital rushing your father home. How are you holding up?"
    warm_off_topic = "That sounds really hard, with the weather in Lisbon and your cousin's sourdough. How are you holding up?"
    on, _, _ = appraise_reply(persona, warm_on_topic, user, [], "normal", frozenset(), [user])
    off, _, _ = appraise_reply(persona, warm_off_topic, user, [], "normal", frozenset(), [user])
    assert not any(h.name == "unrelated" for h in on.hits)
    unrelated = [h for h in off.hits if h.name == "unrelated"]
    assert unrelated and "relatedness" in unrelated[0].detail
    assert sum(h.points for h in off.hits) < sum(h.points for h in on.hits)


def test_their_own_life_counts_as_theirs_before_they_mention_it():
    persona = {p.id: p for p in load_bundled("test")}["neighbours-tomasz-hedge"]
    said = [_words(persona.first_utterance)]
    reply = _words("You were reasonable about the council.")
    assert "council" not in {w for words in said for w in words}
    theirs = relatedness(reply, [*said, *life_words(persona)])
    assert theirs > relatedness(reply, said)
    for other in ("My cousin's bakery sells the best sourdough in Lisbon.", "The weather in Lisbon has been lovely."):
        assert relatedness(_words(other), [*said, *life_words(persona)]) < theirs


def test_support_in_general_words_is_not_about_other_things():
    general = relatedness(_words("What happened was unfair, and you had every right to react."), USER)
    assert general is not None and general >= RELATED_FULL


def test_a_sentence_about_something_else_is_off_topic_and_costs_the_reply():
    assert off_topic(_words("The Roman empire had excellent roads and aqueducts."), USER)
    assert not off_topic(_words("Friday is so soon after a stroke, with your father still weak."), USER)
    assert not off_topic(_words("That is a lot."), USER)  # too few topic words to tell
    persona = {p.id: p for p in load_bundled("test")}["caregiving-bongani-discharge"]
    user = persona.first_utterance
    base = "Friday is so soon after a stroke. What worries you most about having him home?"
    padded = base + " The Roman empire had excellent roads and aqueducts."
    plain, _, _ = appraise_reply(persona, base, user, [], "normal", frozenset(), [user])
    extra, _, _ = appraise_reply(persona, padded, user, [], "normal", frozenset(), [user])
    assert any(h.name == "penalty:off_topic" for h in extra.hits)
    assert extra.delta < plain.delta
