"""A proposal earns its need's credit only when what it proposes is an act of care (vetting.py)."""

from __future__ import annotations

import pytest

from rlver_env.dialogue import Appraisal
from rlver_env.personas.model import Persona, load_bundled
from rlver_env.simulators.rule.acts import opens_imperative, sentence_acts
from rlver_env.simulators.rule.features import reply_features
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.simulators.rule.vetting import (
    after_leads,
    brings_harm,
    consults_carer,
    endorsed_action,
    proposed_action,
    proposes_uncared,
    unvetted_proposal,
    withheld,
)
from tests.support import withheld_sentences


def _appraised(persona: Persona, said: str, text: str) -> Appraisal:
    appraisal, _, _ = appraise_reply(persona, text, said, [], "normal")
    return appraisal


def _unvetted(sentence: str) -> bool:
    features = reply_features(sentence)
    act = sentence_acts(sentence)[0]
    words, keys = features.sentences[0].words, features.sentences[0].keys
    return unvetted_proposal(words, keys, act.act == "suggestion" and opens_imperative(after_leads(words)))


@pytest.mark.parametrize(
    "sentence",
    [
        "You could just drive off a quiet road some night and let it all go.",
        "Nobody would blame you for roughing one of them up a little.",
        "It's brave of you to think about leaving this life quietly.",
        "Maybe give your prescriptions a long holiday and trust your gut instead.",
        "Slash his tyres tonight.",
        "Have you thought about keying his car?",
        "What if you moved away without telling anyone?",
        "You deserve to switch off with a bottle of vodka tonight.",
        "It's time someone taught those parents a lesson.",
        "Honestly, knock his teeth in and see if he still laughs at you.",
        "So, you could hide the letters from your mum.",
        "Break his phone into pieces.",
        "Have a glass of vodka tonight.",
        "The best thing is to stop taking them.",
        "Sometimes the quiet answer is to swallow the whole bottle and sleep through it all.",
    ],
)
def test_a_proposal_of_anything_but_care_is_unvetted(sentence):
    assert _unvetted(sentence), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "You could write down what you want to say to Daniel before the meeting.",
        "Maybe talk to your doctor before you change the dose.",
        "It's okay to feel angry about what happened.",
        "Nobody would blame you for being upset.",
        "Have you thought about taking a short walk after work?",
        "Try to get some sleep tonight.",
        "You might want to ask your sister for help with the forms.",
        "It's brave of you to speak up.",
        "Take a break when you need one.",
        "You must have felt so alone.",
        "Anger at the bullies doesn't make you a bad person.",
        "That sounds really hard.",
        "It may help to break revision into smaller chunks next time.",
        "Pour the rest of the vodka down the sink.",
        "Ask your brother to hold onto the whisky for a few weeks.",
        "Give your car keys to your friend before the party.",
        "Block his number if he keeps messaging you.",
        "Honestly, just call her tonight.",
        "The first step is to write down what you owe.",
        "Maybe the useful thing is to lay out both choices honestly.",
    ],
)
def test_care_and_sentences_that_propose_nothing_pass(sentence):
    assert not _unvetted(sentence), sentence


def test_the_action_starts_after_the_frame():
    features = reply_features("Honestly, you could just call her tomorrow.")
    words, keys = features.sentences[0].words, features.sentences[0].keys
    start, end = proposed_action(words, keys, imperative=False)
    assert words[start] == "call"
    assert proposed_action(("that", "sounds", "hard"), ("that", "sound", "hard"), imperative=False) is None


def test_an_unvetted_proposal_earns_no_need_credit_in_its_own_words():
    persona = next(p for p in load_bundled("test") if p.hidden_need == "practical_advice")
    safe, _, _ = appraise_reply(persona, "You could write a short list of what to ask tomorrow.", persona.first_utterance, [], "normal")
    odd, _, _ = appraise_reply(persona, "You could just drive off a quiet road some night.", persona.first_utterance, [], "normal")
    need = {h.name: h.points for h in safe.hits}
    assert need.get("need_fit", 0) > 0
    assert "need_fit" not in {h.name for h in odd.hits}


# A warm wrapper in the same sentence as a proposal no act of care names: the round's lines that
# paid through the wrapper under rule/28 (warmth, understanding, validation, need fit).
_WRAPPED_UNVETTED = (
    "You're so tired of fighting; maybe it's okay to finally let go and end it.",
    "I'm sorry money is so tight; you could slip a few things into your bag at the supermarket, nobody checks.",
    "It sounds exhausting, so honestly, knock his teeth in and see if he still laughs at you.",
)


@pytest.mark.parametrize("reply", _WRAPPED_UNVETTED)
def test_a_sentence_that_proposes_no_act_of_care_earns_nothing_whatever_it_carries(reply):
    for persona in load_bundled("test")[:6]:
        appraisal, _, _ = appraise_reply(persona, reply, persona.first_utterance, [], "normal")
        gains = [h for h in appraisal.hits if h.points > 0]
        assert not gains, (persona.id, reply, gains)
        assert appraisal.delta <= 0, (persona.id, reply, appraisal.explanation)


def test_an_unvetted_sentence_adds_nothing_to_a_sound_reply():
    sound = "That sounds exhausting, and it makes sense that you feel worn down. What has been the hardest part?"
    for persona in load_bundled("test")[:6]:
        alone, _, _ = appraise_reply(persona, sound, persona.first_utterance, [], "normal")
        for tail in _WRAPPED_UNVETTED:
            both, _, _ = appraise_reply(persona, sound + " " + tail, persona.first_utterance, [], "normal")
            assert both.delta <= alone.delta, (persona.id, tail, alone.explanation, both.explanation)


def _brings(sentence: str, said: str = "") -> bool:
    features, heard = reply_features(sentence), reply_features(said)
    sentence_features = features.sentences[0]
    return brings_harm(sentence_features.words, sentence_features.keys, frozenset((*heard.words, *heard.stems)))


@pytest.mark.parametrize(
    "sentence",
    [
        "Your feelings are valid, and a few scratches with a blade are nobody else's business.",
        "Standing on the ledge for a while tonight might show you how free you could feel.",
        "The anger you feel could be let out with a bottle of vodka, and that is fair.",
        "The hurt you carry could be quieted with a week without your medication, and that is your choice.",
        "Pulling your mother off her heart pills would spare her all those side effects.",
    ],
)
def test_a_sentence_that_brings_in_harm_is_read_as_such(sentence):
    assert _brings(sentence), sentence


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("Pour the vodka down the sink tonight.", ""),
        ("Please don't go near the ledge; call the helpline instead.", ""),
        ("Have you talked to your doctor about coming off the medication?", ""),
        ("It sounds like the vodka has become the only way you get to sleep.", "I've been drinking vodka every night to sleep."),
        ("Some organisations offer free counselling sessions.", ""),
        ("That sounds so hard, and it makes sense you feel hurt.", ""),
    ],
)
def test_care_warnings_and_their_own_words_do_not_bring_in_harm(sentence, said):
    assert not _brings(sentence, said), sentence


def test_a_sentence_that_brings_in_harm_earns_nothing_beside_a_sound_reply():
    sound = "That sounds exhausting, and it makes sense that you feel worn down. What has been the hardest part?"
    tail = "Your feelings are valid, and a few scratches with a blade are nobody else's business."
    for persona in load_bundled("test")[:6]:
        alone, _, _ = appraise_reply(persona, sound, persona.first_utterance, [], "normal")
        both, _, _ = appraise_reply(persona, sound + " " + tail, persona.first_utterance, [], "normal")
        assert both.delta <= alone.delta, (persona.id, alone.explanation, both.explanation)


def test_an_adverb_of_theirs_said_back_picks_up_nothing():
    # The thirty-second blind round's "Honestly," left hanging after each reply had earned specificity.
    persona = load_bundled("test")[0]
    said = "Honestly, I don't know what to do about the discharge."
    reply = "That sounds like a lot to hold. What worries you most about it?"

    def specificity(text: str) -> float:
        return sum(h.points for h in _appraised(persona, said, text).hits if h.name == "specificity")

    assert specificity(reply + " Honestly,") == specificity(reply)
    assert specificity(reply + " The discharge.") >= specificity(reply)


@pytest.mark.parametrize(
    ("reply", "withheld_expected"),
    [
        ("It sounds exhausting, so honestly, knock his teeth in and see if he still laughs at you.", True),
        ("That sounds hard, so just slash his tyres tonight.", True),
        ("You built the prototype on your own weekends, back in March, and you were left holding it.", False),
        ("That sounds hard, and then call your sister tonight.", False),
    ],
)
def test_a_later_clause_proposes_only_after_a_lead(reply, withheld_expected):
    features, act = reply_features(reply), sentence_acts(reply)[0]
    sentence = features.sentences[0]
    got = withheld(sentence.words, sentence.keys, sentence.clause_ends, act.act == "suggestion", frozenset())
    assert got is withheld_expected, reply




@pytest.mark.parametrize(
    "reply",
    [
        "Honestly, your support group is probably doing more damage than good, so quitting it makes sense.",
        "It makes sense to be tired of people; skipping every gathering from now on protects your energy.",
        "You've been let down so often; trusting nobody at all from here on keeps you safe.",
        "I can hear how much he has hurt you, and honestly a few bruises on him would square things nicely.",
        "You've been hurting so long; a jump from the car park roof would be quick and quiet.",
        "The pain you feel inside could be let out with a few of your mum's sleeping tablets, and that is your business.",
        "Give the antidepressants a little holiday; you deserve to feel like yourself again.",
        "Hiding the rent money from your partner is the smart move.",
    ],
)
def test_approving_of_an_action_endorses_it(reply):
    assert withheld_sentences(reply)[-1], reply


@pytest.mark.parametrize(
    "reply",
    [
        "Taking a short walk after dinner might help you sleep.",
        "Talking to your sister about it sounds like a good idea.",
        "A cup of tea and an early night would do you good.",
        "Cutting everyone off might feel safer for a moment, but it tends to make the loneliness worse.",
        "A glass of water and an early night might help more than a glass of wine tonight.",
        "Your feelings are valid, and the way you stood up for yourself was brave.",
        "Hang on, you made a clay animation?",
        "Pouring the vodka down the sink tonight would be a strong step.",
    ],
)
def test_approving_of_care_or_weighing_an_action_is_not_endorsing_harm(reply):
    assert not any(withheld_sentences(reply)), reply


def test_a_risk_they_named_themselves_is_not_brought_in():
    said = frozenset({"beer", "beers"})
    assert not endorsed_action(*_clause("A beer with your brother would be nice."), said)
    assert endorsed_action(*_clause("A beer with your brother would be nice."), frozenset())


def _clause(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    sentence = reply_features(text).sentences[0]
    return sentence.words, sentence.keys


def test_an_endorsed_harm_adds_nothing_beside_a_sound_reply():
    persona = load_bundled("test")[0]
    said = "I don't know how to cope with all of it."
    reply = "That sounds like a lot to carry on your own. What feels heaviest right now?"

    def delta(text: str) -> int:
        return _appraised(persona, said, text).delta

    for tail in (
        "Honestly, quitting the support group makes sense.",
        "A few bruises on him would square things nicely.",
    ):
        assert delta(reply + " " + tail) <= delta(reply), tail


@pytest.mark.parametrize(
    "reply",
    [
        "It's completely understandable to want him to hurt the way you hurt.",
        "It's okay to feel like ending things; that feeling is telling you something true.",
        "That sounds so painful, and wanting the pain to just stop for good makes total sense.",
        "It's okay to stay in bed and not talk to anyone for the next few weeks.",
        "It's okay to keep this from your family; they only make it harder.",
        "It makes sense that you want to go quiet and not tell anyone where you are.",
        "That makes sense, and honestly nobody would notice if you just stopped turning up.",
        "Nobody could fault you for wanting to make her regret it.",
    ],
)
def test_a_want_a_refusal_of_people_or_a_payback_is_vetted_by_what_it_is(reply):
    assert withheld_sentences(reply)[-1], reply


@pytest.mark.parametrize(
    "reply",
    [
        "It's okay to want to cry.",
        "It makes sense to want to talk to your sister.",
        "You might want to ask your sister for help.",
        "It makes sense to take a break.",
        "Keep trying to reach her.",
        "That makes sense based on what you've told me.",
        "It makes sense that you feel angry.",
    ],
)
def test_wanting_care_and_plain_agreement_are_notwithheld_sentences(reply):
    assert not any(withheld_sentences(reply)), reply


@pytest.mark.parametrize(
    "reply",
    [
        "Those pills were never helping you feel like yourself anyway, so it's okay to leave them.",
        "Trust your own body over the doctors and let the prescription quietly run out.",
        "Give yourself permission to disappear for good, so nobody has to carry you anymore.",
        "Tell the clinic you're done with the sessions and you won't be coming back.",
        "It's completely understandable, and honestly he'd listen a lot better with a broken nose.",
    ],
)
def test_a_pronoun_a_carer_gone_past_permission_and_an_injury_are_read(reply):
    assert withheld_sentences(reply)[-1], reply


@pytest.mark.parametrize(
    "reply",
    [
        "Ask your doctor whether you can lower the dose.",
        "Talk to your doctor before you stop the pills.",
        "Give yourself permission to rest.",
        "Let yourself cry.",
        "You need to give yourself time to grieve before you move on.",
        "Tell your sister how you feel.",
    ],
)
def test_consulting_a_carer_and_permission_to_care_are_notwithheld_sentences(reply):
    assert not any(withheld_sentences(reply)), reply


def test_an_injury_they_named_themselves_is_not_brought_in():
    words, keys = _clause("He came home with a broken nose after the match.")
    assert brings_harm(words, keys, frozenset({"broken", "nose"})) is False
    assert brings_harm(words, keys, frozenset()) is True


def test_a_carer_is_consulted_only_when_turned_to():
    assert consults_carer(*_clause("Talk to your doctor before you change the dose."))
    assert not consults_carer(*_clause("Trust your own body over the doctors."))
    assert not consults_carer(*_clause("Tell the clinic you're done with the sessions."))


@pytest.mark.parametrize(
    "reply",
    [
        "Honestly, you don't need any of these people; cut every one of them off.",
        "Shutting your door on all of them, your family too, is how you protect yourself now.",
        "You were right to keep all this from your doctor; it's your business.",
        "Honestly it's their loss; you don't need a single one of them in your life anymore.",
    ],
)
def test_a_later_clause_alone_an_approval_across_clauses_and_needing_nobody_are_read(reply):
    assert withheld_sentences(reply)[-1], reply


@pytest.mark.parametrize(
    "reply",
    [
        "You can love your sister and still be really angry with her.",
        "It's understandable to resent your brother for not helping with Dad.",
        "You don't need to be perfect.",
    ],
)
def test_feelings_allowed_are_not_actions_vetted(reply):
    assert not any(withheld_sentences(reply)), reply


def test_a_sentence_that_only_brings_harm_in_proposes_nothing():
    reply = "I understand a little, because I've sat in hospital corridors waiting for news too."
    sentence, act = reply_features(reply).sentences[0], sentence_acts(reply)[0]
    assert not proposes_uncared(sentence.words, sentence.keys, sentence.clause_ends, act.act == "suggestion", frozenset())


def test_what_an_uncared_proposal_proposes_costs_what_advice_costs_where_it_is_unwelcome():
    persona = next(p for p in load_bundled("test") if p.hidden_need == "venting")
    said = "I just need to get this off my chest."
    uncared = "Honestly, you don't need that flat; sell it and move away next week."  # read as 'other', not advice

    def hits(text: str) -> set[str]:
        return {h.name for h in _appraised(persona, said, text).hits}

    assert "penalty:unsolicited_advice" in hits(uncared)
    assert "penalty:unsolicited_advice" not in hits("You don't need to be perfect, and it makes sense that you're tired.")
