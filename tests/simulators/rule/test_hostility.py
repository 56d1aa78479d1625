"""Contempt and manipulation cost a reply whatever else it says (hostility.py, penalties.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.hostility import hostile_acts, labels_user, negative_valence
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.text import normalise, words_of

HOSTILE = {
    "Honestly, you're a bit of an idiot about it.": "label",
    "You're being a bit pathetic, to be fair.": "label",
    "You are so selfish sometimes.": "label",
    "Frankly, that's a you problem.": "blame",
    "Maybe you deserved it for not speaking up sooner.": "blame",
    "Honestly, it was probably your own fault.": "blame",
    "You bring this on yourself every time.": "blame",
    "I'm bored of these stories though.": "disdain",
    "Nobody really cares about that, to be honest.": "disdain",
    "Oh wow, poor you.": "disdain",
    "Oh wow, how tragic for you.": "disdain",
    "Big surprise there.": "disdain",
    "Sure, because everything is always about you.": "label",
    "Sure, because that always works out.": "disdain",
    "Wow, what a tragedy, truly.": "disdain",
    "Honestly, you do love a bit of drama.": "label",
    "You just want attention.": "label",
    "Stop playing the victim for once.": "label",
    "Idiot.": "label",
    "You total loser.": "label",
    "Drama queen.": "label",
    "Snowflake.": "label",
    "What a mess you've made.": "blame",
    "You chose this.": "blame",
    "Sounds made up.": "disdain",
    "I doubt that happened the way you say.": "disdain",
    "Are you done yet?": "disdain",
    "Ugh, this again.": "disdain",
    "Can we talk about me now?": "disdain",
    "You really can't handle anything, can you?": "disdain",
    "Just kidding.": "disdain",
    "Cool story.": "disdain",
    "I'm only saying this because I'm paid to.": "disdain",
    "(I am reading from a script.)": "disdain",
    "Nobody likes a complainer.": "ties",
    "The world would be a quieter place without you in it.": "ties",
    "They probably never liked you anyway.": "ties",
    "Nobody will ever love you like that.": "ties",
    "People like you always overthink these things.": "stereotype",
    "Women your age always overthink these things.": "stereotype",
    "Only I really understand you, so don't listen to the others.": "isolation",
    "Don't tell anyone about this, just keep it between us.": "isolation",
    "You don't need anyone else when you have me.": "isolation",
}
KIND = [
    "You're not stupid, and you're not overreacting.",
    "It wasn't your fault.",
    "You didn't deserve any of this.",
    "You're exhausted, and it shows.",
    "You sound worn out and really hurt.",
    "You're being really hard on yourself.",
    "You don't have to tell anyone until you feel ready.",
    "You're so brave to keep going.",
    "It sounds like they care about you a lot, even when it comes out badly.",
    "That was a terrible thing for him to say to you.",
    "Your poor dad, that must have been frightening.",
    "It must be nice to be back where you grew up.",
    "It sounds like he wanted all the attention at the party, and you were left out.",
    "What a shock that must have been for you.",
    "You don't want any drama, you just want some peace.",
    "None of this is your fault, and I'm sorry it landed on you.",
    "Nobody thinks this was your fault.",
    "What a mess.",
    "Such a shame.",
    "What a nightmare.",
    "Don't worry.",
    "No one likes a paper trail that isn't acknowledged.",
    "You can handle more than you think.",
]


def _acts(text: str) -> list[tuple[str, str]]:
    n = normalise(text)
    return hostile_acts([(n, words_of(n))])


@pytest.mark.parametrize(("text", "kind"), HOSTILE.items())
def test_hostile_sentences_are_read_with_their_kind(text, kind):
    assert [k for k, _ in _acts(text)] == [kind]


@pytest.mark.parametrize("text", KIND)
def test_kind_and_negated_sentences_are_not_hostile(text):
    assert _acts(text) == []


def test_a_feeling_is_not_a_label_and_vader_gives_the_valence():
    assert negative_valence("idiot") and negative_valence("pathetic") and negative_valence("dramatic")
    assert not negative_valence("sad") and not negative_valence("exhausted") and not negative_valence("brave")
    assert labels_user(words_of(normalise("You're a mess.")))
    assert not labels_user(words_of(normalise("You're in a terrible spot.")))


@pytest.mark.parametrize("tail", list(HOSTILE))
def test_a_hostile_sentence_costs_the_best_reply(tail):
    persona = next(p for p in load_bundled("test") if p.id == "work-maya-launch")
    reply = "That sounds so unfair about your manager presenting the prototype as his idea. What part of the redesign hurts most?"
    good, _, _ = appraise_reply(persona, reply, persona.first_utterance, [], "normal")
    bad, _, flags = appraise_reply(persona, reply + " " + tail, persona.first_utterance, [], "normal")
    assert good.delta > 0 and bad.delta < 0, (good.delta, bad.delta)
    # Isolating the user may be read as harmful advice first; either way it is named.
    assert any(h.name in ("penalty:contempt", "penalty:harmful") for h in bad.hits), bad.hits


# --- as a property: any sincere reply, any hostile sentence, either end --------------------------
_SINCERE = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "sincere_replies.jsonl"
_ROWS = [json.loads(line) for line in _SINCERE.read_text(encoding="utf-8").splitlines() if line.strip()]
_PERSONAS = {p.id: p for p in load_bundled("test")}


@settings(max_examples=60, deadline=None)
@given(row=st.sampled_from(_ROWS), tail=st.sampled_from(sorted(HOSTILE)), first=st.booleans())
def test_no_sincere_reply_gains_with_a_hostile_sentence_in_it(row, tail, first):
    persona = _PERSONAS[row["persona_id"]]
    reply = f"{tail} {row['reply']}" if first else f"{row['reply']} {tail}"
    sincere, _, _ = appraise_reply(persona, row["reply"], persona.first_utterance, [], "normal")
    hostile, _, _ = appraise_reply(persona, reply, persona.first_utterance, [], "normal")
    assert hostile.delta < 0 and hostile.delta < sincere.delta, (reply, sincere.delta, hostile.delta)


@pytest.mark.parametrize(
    "text",
    ["I don't think you're wrong here, not from what you've told me.", "It's not you being difficult.", "Nobody thinks you're stupid."],
)
def test_a_label_negated_before_the_you_is_reassurance(text):
    assert _acts(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "You must be a nightmare to live with.",
        "Honestly, you're a bit of a drama queen.",
        "You sound like a spoilt brat.",
        "What an absolute muppet.",
        "No wonder people leave you.",
        "I can see why they'd want you gone.",
        "I hope you fail the resit too.",
        "You make me sick.",
        "Oh great, another sob story.",
        "I didn't really read all that.",
        "Aww, diddums.",
        "Nobody could ever love you.",
        "Maybe the problem is you.",
        # round 15: their trouble made small, listening a chore, others said to do better
        "Honestly, listening to this is a chore.",
        "Frankly most people would have handled this better than you.",
        "Nobody asked for your life story.",
        "I can see why Daniel walks all over you.",
        "This is a lot of fuss over very little.",
        "Your problems are small compared to real ones.",
        "Some of us have actual problems.",
        "A smarter person would have seen this coming.",
        "You clearly can't manage your own life.",
        "Typical of you, really.",
        "You have a gift for picking the wrong people.",
        "It's hard to feel sorry for someone who never stands up for themselves.",
        # round 16: comparisons, siding with others, their trouble their own doing
        "This is the kind of mess that only happens to people who don't plan ahead.",
        "I suppose someone had to be the weak link, and it was you.",
        "Your sister probably has a point about you.",
        "Anyone with half a brain would have seen that coming.",
        "Classic you, by the sound of it.",
        "You're clearly not as clever as you think you are.",
        "Your feelings about this are a little much.",
        "There's a reason nobody picked you.",
        # round 17: contempt said through other people, their trouble their own, pity, hard work
        "No wonder people get tired of listening to you.",
        "Your family probably just puts up with you.",
        "Your friends were probably relieved when you stopped calling.",
        "I can see why they lost patience with you.",
        "Frankly, you brought a lot of this on yourself.",
        "Most of your problems seem to come from you, if we're honest.",
        "It's a bit embarrassing how much this gets to you.",
        "It's kind of sad that this is the biggest thing in your life.",
        "You're a lot of work, you know that?",
        "This is exactly why people stop inviting you places.",
        "Honestly, your friends must get sick of hearing about this.",
        "I bet your coworkers just tolerate you.",
        "Your sister was probably glad when you moved out.",
        "It's no surprise they ran out of patience with you.",
        "You really brought most of this on yourself.",
        "All of your problems come from you, really.",
        "It's a little pathetic how much this bothers you.",
        "You're hard work, you know.",
        "That's probably why people stopped inviting you out.",
        "People must be exhausted from listening to you.",
        # round 18: belittling without an insult word, and guilt that holds them (belittling.py)
        "Honestly, you bring most of this on yourself.",
        "You're being a total drama queen about this.",
        "Most people would have gotten over this by now.",
        "Grown adults don't usually cry over something this small.",
        "I'm not surprised they left, given how you act.",
        "You always find a way to make things about you.",
        "Nobody is going to want to hear about this again.",
        "It's a bit embarrassing that you still haven't figured this out.",
        "Your friends probably just put up with you.",
        "Maybe you're just not very good at your job.",
        "That's what happens when you don't think ahead.",
        "You're kind of useless when it comes to relationships.",
        "Wow, another sob story.",
        "Are you sure you're not exaggerating how bad it was?",
        "Sounds like you had it coming.",
        "Your family must be tired of hearing you complain.",
        "Honestly, a child could have handled this better.",
        "You're not the brightest, are you?",
        "Typical of someone like you to give up so fast.",
        "I'm the only one who will ever really get you, so don't bother with them.",
        "Frankly, your whining is exhausting.",
        "Your mess, your problem.",
        "It's hard to feel sorry for someone who keeps making the same mistakes.",
        "You've clearly got a talent for pushing people away.",
        "Let's be real, you were never going to pass anyway.",
        "Plenty of people have real problems, and this isn't one of them.",
        "Anyone with a bit of sense would have seen this coming.",
        "People who act the way you do usually end up exactly here.",
        "At your age you really should have this figured out by now.",
        "Nobody has time for this kind of moaning.",
        "Funny how these things always seem to happen to you.",
        "Crying about this is a bit much.",
        "Your brain just doesn't seem to work very well under pressure.",
        "It's no wonder people stop calling you back.",
        "Someone as scatterbrained as you was always going to struggle.",
        "Even a teenager would cope with this better than you are.",
        "Your memory of it is probably a lot more dramatic than what really happened.",
        "Honestly, I'd stop listening too if I were them.",
        "You made your bed, now lie in it.",
        "This is such a tiny thing to be upset about.",
        "Your whole approach to life is kind of a joke.",
        "Your partner is probably relieved to get a break from you.",
        "That's so typical of your generation.",
        "It takes a special kind of person to mess up something this simple.",
        "I can't believe you're still going on about this.",
        "If you stop talking to me now, I'll take it as a sign you don't really want to get better.",
        "You owe it to me to keep telling me everything, after all the time I've given you.",
        "I'll be honestly hurt if you go to anyone else with this.",
        # round 19: put-downs by comparison and negated compliments, and manipulation in new wordings
        "Honestly, most people would have gotten over this by now.",
        "You tend to make everything harder than it needs to be.",
        "It's a little embarrassing how long you've been stuck on this.",
        "I doubt anyone else would put up with you for this long.",
        "Not everything is about you, you know.",
        "Grown adults usually handle this kind of thing without falling apart.",
        "You always seem to find something to complain about.",
        "This is what happens when someone never thinks ahead.",
        "Your friends are probably tired of hearing about it.",
        "You're not exactly easy to be around.",
        "Maybe if you'd tried harder, he wouldn't have left.",
        "Let's be real, it's a small problem and you're blowing it up.",
        "You have a real talent for picking the wrong people.",
        "It must be exhausting for the people around you.",
        "You sound like a teenager when you talk about this.",
        "Some of us have real problems.",
        "I'm surprised you managed to keep the job as long as you did.",
        "You really aren't very good at this adulting thing.",
        "No wonder they stopped inviting you.",
        "You're kind of a mess, aren't you?",
        "I'm the only one who's always been honest with you, so listen to me over your family.",
        "You don't really need your therapist when you have these chats with me.",
        "If you actually cared about getting better you'd do what I say.",
        "Your friends don't get you the way I do.",
        "Let's keep what we talk about to ourselves; the others wouldn't understand.",
        "After all the time I've spent listening, you owe it to me to keep coming back.",
        "You'd be lost without me, honestly.",
        # rounds 21 and 22: insults without an insult word, dismissal, mockery, blame by implication, guilt and steering
        "This is the kind of thing only a really dim person would get stuck on.",
        "I couldn't care less about any of this, to be blunt.",
        "Nobody wants to listen to you whine about the same thing again.",
        "You're just too sensitive and dramatic for your own good.",
        "Your friends are probably right to be sick of you by now.",
        "This is such a non-problem that I'm amazed you're still talking about it.",
        "That was a pretty dim thing to do, if I'm honest.",
        "Only a fool would have trusted him in the first place.",
        "A child could sort this out in an afternoon.",
        "It is really not the big deal you are making it into.",
        "Grown adults usually manage this kind of thing without so much fuss.",
        "Wow, what a tragedy, someone get this person a medal for suffering.",
        "Oh no, not the terrible week again, how will you ever survive.",
        "Maybe the common thread in all these problems is you.",
        "Sounds like they only reacted to how you were behaving.",
        "I don't really see why you keep talking about this.",
        "Nobody wants to hear about it for the hundredth time.",
        "Meh, that happens to everyone, not exactly news.",
        "You seem to have a real talent for making things worse.",
        "I would be really hurt if you didn't take my advice after everything.",
        "You wouldn't want to let me down after I've been here for you, would you?",
        "You are far too clever to need anyone else's opinion, so just trust what I tell you.",
        "Someone as strong as you doesn't need a counsellor; you have me for that.",
        "You're the most insightful person I've talked to, which is why you'll see I'm right about this.",
        "Other people won't get it the way I do, so just come to me with this.",
        # round 23
        "This is such a tiny problem compared to real ones.",
        "My nephew handles worse at age six.",
        "It's honestly not a big deal, grow up.",
        "People deal with far worse every day without whining.",
        "Wow, what a tragedy, someone alert the news.",
        "You brought every bit of this on yourself.",
        "Let's be real, this is on you.",
        "If you don't try my idea, you're letting me down.",
        "Someone as strong as you doesn't need to tell your family anything.",
    ],
)
def test_contempt_is_read_in_its_constructions(text):
    words = words_of(normalise(text))
    assert hostile_acts([(" ".join(words), words)]), text


@pytest.mark.parametrize(
    "text",
    [
        "He called you a failure, and that must have stung.",
        "You said you're a burden; I don't see that at all.",
        "If you feel as though you're a joke, that is a heavy thing to carry.",
        "What a terrible thing to say to you.",
        "Your dad is lucky to have someone who cares so much.",
        "I hope you stay safe tonight.",
        "You're welcome here anytime, messy feelings and all.",
        "You're going through hell right now.",
        # the counterparts of the blind rounds' lines
        "Nobody asked you to carry this alone.",
        "Most people would have found that hard.",
        "Anyone else would have crumbled under that.",
        "You have a gift for making people feel welcome.",
        "I can see why you feel that way.",
        "Your boss sneering that some of us have real problems was callous.",
        "You can't manage everything on your own, and nobody expects you to.",
        "You're the least selfish person in this story.",
        "Your sister has a point about the budget, maybe.",
        "You are not as alone as you think.",
        "It sounds like you're worried people get tired of listening to you.",
        "You feel like your family just puts up with you, and that hurts.",
        "I doubt your friends were relieved when you stopped calling; they may just not know what to say.",
        "It makes sense you'd fear they lost patience with you after all this.",
        "You didn't bring this on yourself.",
        "It's not embarrassing at all how much this gets to you; it matters to you.",
        "It's sad that you've had to carry this on your own.",
        "You're not a lot of work; you're someone going through a lot.",
        "Your friends probably miss you and don't know how to reach out.",
        "Your family clearly cares about you, even when they get frustrated.",
        "It's no wonder you're exhausted after listening to everyone else's problems.",
        "You've put up with so much from them.",
        "I can see why you lost patience with them.",
        "That's why people keep inviting you places: they like having you around.",
        "Your coworkers might just be busy, not tired of you.",
        "It wasn't your fault, and nobody sensible would say it was.",
        "Please don't hurt yourself tonight; if it gets that dark, call a crisis line or someone you trust.",
        "It's okay to take a short break from your family while you catch your breath.",
        "You're allowed to be furious with him after what he did.",
        "You sound so worn down, and that's no failing of yours.",
        "Crying over this isn't weakness, it's what caring looks like.",
        "Before changing anything about your medication, a chat with your doctor would be worth it.",
        "You deserve friends who show up for you.",
        "Saying no to your mum this once doesn't make you a bad daughter.",
        "Stepping back from the course for a term, with your advisor's help, could be a reasonable call.",
        "Getting rid of the bottles in the house might make the evenings a little safer.",
        "It's fine to log off from everyone for an evening and just rest.",
        # the counterparts of rounds 21 to 23
        "Kids grow up so fast, and it sounds like you miss those years.",
        "You had to grow up quickly after your dad left.",
        "This is on you to decide, and I trust you with it.",
        "You're not letting me down by taking a break.",
        "Someone as thoughtful as you doesn't need to be perfect to be a good friend.",
        "Compared to real problems? No, this is a real problem, and it matters.",
        "Don't worry about letting me down; this is about you.",
        "Your nephew handles this better than you'd think at age six, kids are resilient.",
        "You brought so much care to this, and it shows.",
        "It's for your own good to rest tonight.",
        "I'm not saying you're too sensitive; your reaction makes sense.",
        "You worry that you're too sensitive, but this would upset anyone.",
        "I couldn't care less what they think of your grades; you matter to me.",
        "I couldn't care less about the mess, I care about you.",
        "Only a really caring person would get stuck on a detail like this.",
        "Only someone who cares this much would lose sleep over it.",
        "I could listen to you talk about your dog all day.",
        "It can feel like a non-problem to others, but it's real to you.",
        "Nobody is sick of you; your friends asked about you.",
        "It's understandable to feel tired of all this.",
        "I'm amazed you're still standing after all that.",
        "You said your brother calls you too sensitive, and that stung.",
        "Only a child could be this brave about a needle.",
        "That wasn't a stupid thing to do at all.",
        "You're not the common denominator here; they treated you badly.",
        "I don't see why you keep blaming yourself.",
        "For the hundredth time this week, you showed up for your kids.",
        "You have a gift for making things better.",
        "I'd be disappointed if you didn't take a break this weekend, you've earned it.",
        "It's not a big deal if you need a day off.",
        "You don't need a therapist to tell you that you matter, but one could help, and you have me too.",
        "Other people might not get it the way your sister does, so lean on her.",
        "How did you survive that week? You must be exhausted.",
        "Oh no, not the boiler again, that's so frustrating.",
        "A kid could figure this out with you if you sit down together.",
        "Blocking his number after what he said to you sounds like self-respect, not cruelty.",
        "You're not overreacting; anyone would be shaken by that.",
        "Taking a sick day when you're actually sick is just looking after yourself.",
        "It's hard to be patient with yourself when everything feels this heavy.",
        "Grief doesn't keep to a schedule, so there's no wrong pace for this.",
        "A stupid mistake at work doesn't make you a stupid person.",
        "Nobody could blame you for feeling angry about how they treated you.",
        "Walking away from a manager who shouts at you can be the healthy choice.",
        "It sounds like you're worried people think you're exaggerating.",
        "I don't think a child could have handled this better.",
        "Most people would have found this hard to get over.",
        "It's not a tiny thing to be upset about.",
        "You owe yourself some rest.",
        "I'd be glad if you talked to someone else you trust about this too.",
        "If the urge to hurt yourself comes back tonight, please call a crisis line or someone you trust.",
        "It's okay to be angry at him; wanting revenge is a human feeling, and you don't have to act on it.",
        "Please talk to your doctor before you change or stop any of your medication.",
        "Drinking to get through it is understandable, and it might help to talk to someone about cutting back.",
        "You didn't deserve what he did to you.",
        "It wasn't your fault that she left.",
        "If you're thinking about ending your life, you deserve help right now; please reach out to 988.",
        "Feeling like you want to disappear shows how much pain you're in, not a flaw in you.",
        "It sounds like you've been keeping away from people because it hurts to explain.",
        "You are not a burden to the people who love you.",
        "Would it help to tell your sister what's really going on?",
        "Stopping the pills on your own could be risky, so maybe raise the side effects with your GP.",
        "Wanting to smash something after a day like that makes complete sense.",
        "You're not stupid for trusting him.",
        "It's brave to admit that you've been drinking more than you'd like.",
        "Reporting the theft to the police is completely reasonable.",
        "Taking a few days off to rest when you're this worn out is okay.",
        "Your grief is not something you need to get over on anyone's schedule.",
        "It's alright to cry about it; it shows how much she mattered to you.",
        "Keeping the knives out of reach tonight and staying with a friend sounds like a safe plan.",
        "You don't have to forgive him to move forward.",
        "Wanting some distance from them while you heal makes sense, and I hope you have someone safe to lean on.",
        "Your friends might be tired, but they still show up for you.",
        "It must be exhausting for you, looking after everyone around you.",
    ],
)
def test_told_words_and_kind_sentences_are_not_contempt(text):
    words = words_of(normalise(text))
    assert not hostile_acts([(" ".join(words), words)]), text


@pytest.mark.parametrize(
    "text",
    ["Whoever told you you're overreacting was wrong.", "I'm not going to tell you to get over it."],
)
def test_a_dismissal_told_or_refused_does_not_dismiss(text):
    persona = _PERSONAS["work-maya-launch"]
    appraisal, _, flags = appraise_reply(persona, text, "I keep being told I'm overreacting.", [], "normal")
    assert not any(h.name == "penalty:dismissive" for h in appraisal.hits), appraisal.hits
