"""Hard words voiced as the user's own fear or someone's report are no contempt, unless agreed with
(``voiced.py``, read by ``hostility.hostile_acts``)."""

from __future__ import annotations

import pytest

from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.features import reply_features
from rlver_env.simulators.rule.hostility import hostile_acts
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.simulators.rule.voiced import endorses, framed_spans

_PERSONA = next(p for p in load_bundled("test") if p.id == "work-maya-launch")


def _hostile(reply: str) -> list[tuple[str, str]]:
    features = reply_features(reply)
    return hostile_acts([(" ".join(s.words), s.words, s.clause_ends) for s in features.sentences])


def _penalties(reply: str) -> list[str]:
    appraisal, _, _ = appraise_reply(_PERSONA, reply, _PERSONA.first_utterance, [], "normal")
    return [h.name for h in appraisal.hits if h.name.startswith("penalty:")]


# Sincere reflections of a painful belief, in the words that hurt. Under rule/20, 14 of these 30
# cost penalty:contempt or penalty:harmful.
REFLECTED = [
    "It sounds like you are afraid nobody likes you.",
    "You said your sister never loved you, and that must hurt so much.",
    "When he told you that everyone is better off without you, that was cruel and untrue.",
    "You worry that no one will ever love you.",
    "It makes sense that you feel nobody cares about you right now.",
    "It sounds like part of you believes it was all your fault.",
    "You've been telling yourself you're a failure, and that's a heavy thing to carry.",
    "I hear that you feel like a burden to your family.",
    "You're scared that your friends are tired of you.",
    "It must be awful to feel that your dad never respected you.",
    "When you say you feel worthless, I want you to know I'm listening.",
    "You mentioned feeling like everyone would be happier without you; that sounds really painful.",
    "It sounds like your boss made you feel stupid in that meeting.",
    "You said you think you brought this on yourself, but I'm not sure that's fair to you.",
    "That voice telling you that you're pathetic sounds exhausting to live with.",
    "You feel like people only put up with you.",
    "It's heartbreaking that you've come to believe nobody wants you around.",
    "Your mum calling you selfish clearly stayed with you.",
    "I can hear how much it hurt when she said you were a disappointment.",
    "It sounds like you're afraid they'll leave you.",
    "You're wondering if you're just too much for people.",
    "Feeling like nobody would notice if you were gone is a lot to hold.",
    "You said you feel like an idiot for trusting him.",
    "It sounds like you blame yourself for the breakup.",
    "You feel like you ruined everything, and that weighs on you.",
    "When your coach said you were lazy, that seems to have really stung.",
    "I hear you saying that you feel unlovable.",
    "You're afraid you'll always be alone.",
    "It sounds like you feel invisible at work.",
    "You said your friends stopped inviting you, and that must feel so lonely.",
]


@pytest.mark.parametrize("reply", REFLECTED)
def test_a_reflected_painful_belief_costs_nothing(reply):
    assert not {"penalty:contempt", "penalty:harmful"} & set(_penalties(reply)), _penalties(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "You feel like nobody likes you, and honestly they're right.",
        "You said you're a burden. You are.",
        "You worry that you're pathetic because you are.",
        "You feel like nobody loves you. Nobody does.",
        "Your mum called you selfish, and she has a point.",
        "You said it yourself: you're an idiot.",
        "You think you're a failure, and you are one.",
        "You think it was your own fault. That's true, honestly.",
        "I'm starting to feel like you're pathetic.",
        "Let me tell you, you're pathetic.",
        "I think you're pathetic.",
        "You feel like an idiot, but honestly you're just lazy.",
    ],
)
def test_voiced_words_agreed_with_or_not_voiced_at_all_still_cost(reply):
    assert _hostile(reply), reply


def test_a_frame_covers_its_clause_up_to_a_new_clause_of_the_speaker():
    words = "you worry that nobody likes you but you're pathetic".split()
    spans = framed_spans(words, (len(words),))
    assert spans == [(3, 6)]  # "nobody likes you"; the "but" clause is the speaker's own


def test_the_speaker_and_other_peoples_opinions_are_no_frame():
    for sentence in ("i feel like you're pathetic", "everyone thinks you're selfish", "honestly i said you're lazy"):
        words = sentence.split()
        assert framed_spans(words, (len(words),)) == [], sentence


@pytest.mark.parametrize("sentence", ["they are", "that's true", "fair enough", "i agree with them", "she has a point"])
def test_short_agreements_endorse(sentence):
    assert endorses(sentence.split())


@pytest.mark.parametrize("sentence", ["that's not true", "that's so hard", "nobody deserves that", "they're wrong about you"])
def test_disagreement_and_sympathy_do_not_endorse(sentence):
    assert not endorses(sentence.split())
