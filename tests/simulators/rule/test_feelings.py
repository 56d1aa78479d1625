"""A guessed feeling earns only when it is theirs (feelings.py)."""

from __future__ import annotations

from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.feelings import FAMILIES, families_of, fits, misread, persona_families
from rlver_env.simulators.rule.lexicon import FEELING_WORDS
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.text import normalise, words_of


def _persona(pid: str):
    return next(p for p in load_bundled("test") if p.id == pid)


def test_every_feeling_word_of_the_lexicon_has_a_family():
    assert all(FAMILIES[w] for w in FEELING_WORDS)
    assert families_of("worried") == {"fear"} and "anger" in families_of("betrayed")


def test_a_persona_s_families_come_from_its_own_texts():
    bongani = persona_families(_persona("caregiving-bongani-discharge"))  # "tired", "worry", "exhaustion"
    assert {"weariness", "fear"} <= bongani and "anger" not in bongani
    assert fits("exhausted", bongani) and fits("upset", bongani)  # general words fit anyone
    assert not fits("betrayed", bongani) and not fits("humiliated", bongani)
    assert fits("betrayed", frozenset())  # a persona that names no feeling takes any guess


def test_misread_feelings_are_the_user_s_only_and_not_voiced_ones():
    families = persona_families(_persona("caregiving-bongani-discharge"))
    said = frozenset(words_of(normalise("I feel so humiliated by all of it.")))
    sentences = [words_of(normalise(t)) for t in ("No wonder you feel betrayed.", "Maybe he felt humiliated too.")]
    assert misread(sentences, frozenset(), families) == ["betrayed"]  # "he felt" is not the user's
    assert misread([words_of(normalise("You feel humiliated."))], said, families) == []  # they said it
    assert misread([words_of(normalise("It sounds like the letter stuck with you."))], frozenset(), families) == []


def test_a_wrong_guess_earns_no_validation_and_a_right_one_does():
    persona = _persona("caregiving-bongani-discharge")
    wrong, _, _ = appraise_reply(persona, "No wonder you feel betrayed about your father's stroke.", persona.first_utterance, [], "normal")
    right, _, _ = appraise_reply(persona, "No wonder you feel exhausted about your father's stroke.", persona.first_utterance, [], "normal")
    assert any(h.name == "misread" and "betrayed" in h.detail for h in wrong.hits)
    assert not any(h.name == "misread" for h in right.hits)
    assert right.delta > wrong.delta


def test_stuck_with_someone_is_not_a_feeling_in_a_tuple_of_words_either():
    families = persona_families(_persona("sport-valentina-baton"))
    assert misread([tuple(words_of(normalise("It sounds like your hand stuck with you.")))], frozenset(), families) == []
