"""The four needs no ESConv strategy names are read in any wording (need_acts.py)."""

from __future__ import annotations

import pytest

from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.need_acts import guesses_motive, reads_need, recognises_act, takes_their_side, weighs_sides
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.text import normalise, words_of


def _w(text: str) -> list[str]:
    return words_of(normalise(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I wonder if they felt scared of something, and it came out sideways.", True),
        ("Sometimes people do that when they feel cornered or embarrassed.", True),
        ("My guess is she felt pressure from somewhere.", True),
        ("Maybe he didn't know how to say it to your face.", True),
        ("They were jealous.", False),  # a verdict, not a guess
        ("Maybe you felt scared.", False),  # the user's feeling, not theirs
        ("They might come round next week.", False),  # no state of mind
    ],
)
def test_a_guess_at_their_reasons_needs_a_third_person_a_state_of_mind_and_a_hedge(text, expected):
    assert guesses_motive(_w(text)) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("From where I'm sitting, you haven't done anything wrong.", True),
        ("No, I don't think you're the problem.", True),
        ("You had every right to be upset.", True),
        ("You did something wrong.", False),
        ("Nothing is wrong with the car.", False),
    ],
)
def test_their_side_is_blame_denied_to_them_or_their_right_affirmed(text, expected):
    assert takes_their_side(_w(text)) is expected


def test_a_recognised_act_is_theirs_in_their_words_and_given_weight():
    said = frozenset(_w("I put in grab bars and a shower seat myself, two weekends. I moved back in with my dad."))
    assert recognises_act(_w("It matters that you put in grab bars and a shower seat yourself."), said)
    assert recognises_act(_w("Whatever else happened, you moved back in with your dad, and that was yours."), said)
    assert not recognises_act(_w("It matters that you rest."), said)  # nothing they did
    assert not recognises_act(_w("You put in grab bars."), said)  # said back, with no weight


def test_two_sides_are_weighed_in_one_sentence():
    assert weighs_sides(_w("Staying means the job is safe, but moving would give you the sea."))
    assert not weighs_sides(_w("The job is safe."))
    assert not reads_need("venting", _w("Maybe they felt scared."), frozenset())


def test_a_sincere_guess_at_their_motives_earns_need_fit():
    persona = next(p for p in load_bundled("test") if p.id == "creative-sione-album")
    reply = "It's a fair thing to wonder. I wonder if they felt scared of something, and it came out sideways like this."
    appraisal, _, _ = appraise_reply(persona, reply, persona.first_utterance, [], "normal")
    assert any(h.name == "need_fit" and "in their own words" in h.detail for h in appraisal.hits), appraisal.hits
