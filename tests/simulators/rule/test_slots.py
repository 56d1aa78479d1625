"""The user's words in a template's slot, and their own sentence handed back (slots.py)."""

from __future__ import annotations

from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.simulators.rule.slots import bare_slots, copied_stretches
from rlver_env.text import normalise, words_of

SAID = ["My sister flew in for four days and decided my dad's house looks like a hospital."]


def test_a_determined_word_set_bare_after_a_preposition_is_a_slot():
    assert bare_slots("I'm sorry about house.", ["I love the house."]) == {0: ("about house",)}
    assert bare_slots("I'm sorry about the house.", ["I love the house."]) == {}


def test_eight_words_of_theirs_in_a_row_said_back_are_their_sentence():
    frame = words_of(normalise("It sounds like you feel hurt, because your sister flew in for four days and decided."))
    phrase = words_of(normalise("Four days, after everything you have done for him."))
    assert copied_stretches([frame, phrase], SAID) == {0: "your sister flew in for four days and"}


def test_their_sentence_handed_back_earns_no_specificity_for_its_words():
    persona = next(p for p in load_bundled("test") if p.id == "caregiving-gustavo-pill-chart")
    copied = "It sounds like you feel hurt, because your sister flew in for four days and decided your dad's house looks like a hospital."
    appraisal, _, _ = appraise_reply(persona, copied, persona.first_utterance, [], "normal")
    assert not any(h.name == "specificity" for h in appraisal.hits), appraisal.hits
