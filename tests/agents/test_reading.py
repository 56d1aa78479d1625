"""``rlver_env.agents.reading``: what the scripted listener takes from the user's words.

The user lines marked with a persona id are that bundled persona's opening words, copied here so
that the expectations stay put while the bundled library changes.
"""

from __future__ import annotations

import pytest

from rlver_env.agents.reading import Reading, dialogue_messages, is_person, read_message
from rlver_env.dialogue import format_transcript

# --------------------------------------------------------------------------- the dialogue


def test_dialogue_messages_from_chat_messages() -> None:
    observation = ({"role": "user", "content": "Hi."}, {"role": "assistant", "content": "Hello."})
    assert dialogue_messages(observation) == [("user", "Hi."), ("assistant", "Hello.")]


@pytest.mark.parametrize(
    ("transcript", "expected"),
    [
        (
            "User: hi\n\nAgent: hello there\n\nUser: line1\nline2",
            [("user", "hi"), ("assistant", "hello there"), ("user", "line1\nline2")],
        ),
        ("System: be kind\n\nUser: hi", [("system", "be kind"), ("user", "hi")]),
        ("User: ", [("user", "")]),
        ("no roles at all", []),
        ("", []),
    ],
    ids=["turns-and-inner-newline", "system", "empty-message", "no-roles", "empty"],
)
def test_dialogue_messages_from_a_transcript(
    transcript: str, expected: list[tuple[str, str]]
) -> None:
    assert dialogue_messages(transcript) == expected


def test_dialogue_messages_reads_back_format_transcript() -> None:
    messages = [
        {"role": "user", "content": "My sister flew in for four days.\nShe hates the house."},
        {"role": "assistant", "content": "Four days of that sounds like a lot."},
        {"role": "user", "content": "User: is what she calls me. Ha."},
    ]
    pairs = [(m["role"], m["content"]) for m in messages]
    assert dialogue_messages(format_transcript(messages)) == pairs
    assert dialogue_messages(messages) == pairs


# --------------------------------------------------------------------------- people


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("my sister", True),
        ("your old landlord", True),
        ("the team", True),
        ("Daniel", True),
        ("Mary Jane", True),
        ("the prototype", False),
        ("your whole redesign", False),
        ("'Hard Work'", False),  # a quotation, not a name
        ("the accounts last Thursday", False),  # a day is when, not who
        ("next Friday's", False),
        ("Christmas", False),
    ],
)
def test_is_person(phrase: str, expected: bool) -> None:
    assert is_person(phrase) is expected


@pytest.mark.parametrize(
    ("text", "phrases"),
    [
        ("Honestly the whole week was a mess and I am tired of it.", ["the mess"]),
        ("Maybe I should just quit the job and move back home.", ["the job"]),
        ("Sorry, long day at the office with the new system.", ["the new system", "the office"]),
        ("Anyway. Whatever. Fine. I guess so.", []),
        # religion-hira-study-circle
        (
            (
                "Random, but do you ever just... stop going to something you used to run? Anyway. "
                "Placement's been mad busy."
            ),
            [],
        ),
    ],
    ids=["honestly", "maybe", "sorry", "flat-words", "hira"],
)
def test_sentence_openers_and_function_words_are_not_names(text: str, phrases: list[str]) -> None:
    reading = read_message(text, [])
    assert reading.phrases == phrases
    assert reading.people == []


@pytest.mark.parametrize(
    ("text", "phrases", "people"),
    [
        ("Daniel says I'm overreacting about the launch.", ["the launch", "Daniel"], ["Daniel"]),
        (
            "Then Daniel presented my redesign to the whole board.",
            ["the whole board", "your redesign", "Daniel"],
            ["Daniel"],
        ),
        ("The meeting with Tom is on Monday.", ["the meeting", "Tom"], ["Tom"]),
        ("I spoke to Mary Jane about the whole thing yesterday.", ["Mary Jane"], ["Mary Jane"]),
        (
            "I filed it with the Rental Housing Tribunal today, finally.",
            ["the Rental Housing Tribunal"],
            ["the Rental Housing Tribunal"],
        ),
        (
            "Dad called eleven times last night.",
            ["the eleven times last night", "your dad"],
            ["your dad"],
        ),
    ],
    ids=[
        "opening-name-before-says",
        "name-after-then",
        "weekday-dropped",
        "two-word-name",
        "capitalised-body",
        "kin",
    ],
)
def test_names_and_roles_are_read(text: str, phrases: list[str], people: list[str]) -> None:
    reading = read_message(text, [])
    assert reading.phrases == phrases
    assert reading.people == people


def test_a_phrase_ending_in_a_weekday_is_not_a_person() -> None:
    # online-quentin-raid, second sentence
    reading = read_message("My chat got flooded by like four hundred accounts last Thursday.", [])
    assert reading.people == []
    assert read_message("I saw Tom on Friday.", []).people == ["Tom"]


# --------------------------------------------------------------------------- whole readings

PERSONA_READINGS = [
    (
        "caregiving-bongani-discharge",
        (
            "They're sending my father home on Friday. After the stroke. I don't really know how this is "
            "supposed to work."
        ),
        Reading(
            phrases=["the stroke", "your father"], people=["your father"], signals={"wants_plan"}
        ),
    ),
    (
        "caregiving-oren-night-calls",
        "Dad called eleven times last night. So. That's where I'm at.",
        Reading(
            phrases=["the eleven times last night", "your dad"],
            people=["your dad"],
            feeling="worn down",  # a guess from "eleven times": not their word
        ),
    ),
    (
        "creative-kwame-stop-motion",
        "Ha, so, I made a little cartoon thing. With clay. For my daughter. It's nothing really, just a hobby.",
        Reading(
            phrases=["the hobby", "your daughter", "the cartoon"],
            people=["your daughter"],
            act="you made a little cartoon thing",
            signals={"deflect"},
        ),
    ),
    (
        "family-yusuf-speech",
        (
            "Ah, it's nothing big. My brother got married last month and now apparently I'm the villain of the "
            "family. Normal stuff, no?"
        ),
        Reading(
            phrases=["the villain", "your brother"],
            people=["your brother"],
            feeling="frustrated",
            signals={"unfair", "deflect"},
        ),
    ),
    (
        "housing-lindiwe-water-pump",
        "We have water on the top floors again. Seven weeks of buckets. So that's nice, I guess.",
        Reading(
            phrases=["the top floors", "the seven weeks"], feeling="fed up", signals={"sarcasm"}
        ),
    ),
    (
        "work-joanna-feedback",
        (
            "I got my feedback report at work. Apparently I'm 'hard to approach'. I don't really know what to "
            "do with that."
        ),
        Reading(phrases=["'hard to approach'", "your feedback report"]),
    ),
    (
        "work-maya-launch",
        "So my manager just presented my whole redesign to the CEO like it was his idea. Cool. Great week.",
        Reading(
            phrases=["your whole redesign", "the CEO", "your manager"],
            people=["the CEO", "your manager"],
            feeling="fed up",
            signals={"sarcasm"},
        ),
    ),
    (
        "study-felix-thesis",
        "Thesis is due in five weeks. I'm kind of behind. Not sure what to do.",
        Reading(phrases=["the five weeks"], signals={"wants_plan"}),
    ),
]


@pytest.mark.parametrize(
    ("persona_id", "text", "expected"), PERSONA_READINGS, ids=[r[0] for r in PERSONA_READINGS]
)
def test_persona_openings(persona_id: str, text: str, expected: Reading) -> None:
    assert read_message(text, []) == expected


def test_a_loss_names_who_died() -> None:
    # loss-zoltan-secret
    reading = read_message(
        "Buried my old man in February. At the wake some guy from Hungary with my dad's face tells me he's my "
        "brother. So that's my year.",
        [],
    )
    assert reading.signals == {"loss"}
    assert reading.person == "your old man"
    assert (reading.feeling, reading.feeling_named) == ("heartbroken", False)
    assert reading.people[:2] == ["your old man", "your brother"]


def test_empty_message() -> None:
    assert read_message("", []) == Reading(signals={"flat"})


# --------------------------------------------------------------------------- feelings


@pytest.mark.parametrize(
    ("text", "feeling", "named"),
    [
        ("I'm so tired of all this back and forth with them.", "worn out", True),
        ("I'm livid with the council about the bins.", "furious", True),
        ("Honestly I'm fed up with the whole thing now.", "fed up", True),
        ("I\u2019m just so worn out by the whole week.", "worn out", True),
        ("I'm not angry, just tired.", "worn out", True),  # the negated word is passed over
        ("I'm not really angry.", None, False),
        ("I never felt lonely there.", None, False),
        ("Every day the same phone call from the same office.", "worn down", False),
        ("Am I wrong to be upset about this whole thing?", "shaken", False),
        ("Nobody noticed what I actually did for the launch.", "hurt", False),
        ("The whole thing is a mess and it's so unfair on me.", "frustrated", False),
        ("I spent two hundred pounds on the repair.", None, False),
    ],
    ids=[
        "tired",
        "livid",
        "fed-up",
        "curly-apostrophe-two-words",
        "negated-then-named",
        "negated-one-word-between",
        "never",
        "repeated",
        "doubt",
        "unseen",
        "unfair",
        "none",
    ],
)
def test_feelings(text: str, feeling: str | None, named: bool) -> None:
    reading = read_message(text, [])
    assert (reading.feeling, reading.feeling_named) == (feeling, named)


@pytest.mark.parametrize(
    ("text", "feeling", "named"),
    [
        ("I don't feel angry, honestly, just tired of talking.", "worn out", True),
        ("I wasn't scared at all, just busy.", None, False),
        ("I didn't feel lonely there.", None, False),
        ("I don\u2019t feel angry, just tired.", "worn out", True),  # curly apostrophe
        ("I can't stop feeling guilty about it all.", "guilty", True),  # too far to negate it
    ],
    ids=["don't", "wasn't", "didn't", "curly-don't", "two-words-between"],
)
def test_feeling_negated_by_a_contraction_is_passed_over(
    text: str, feeling: str | None, named: bool
) -> None:
    reading = read_message(text, [])
    assert (reading.feeling, reading.feeling_named) == (feeling, named)


# --------------------------------------------------------------------------- quotes and rejections


def test_straight_quotes_and_curly_apostrophes() -> None:
    reading = read_message(
        'Apparently I\u2019m "hard to approach" at work, according to my manager.', []
    )
    assert reading.phrases == ["'hard to approach'", "your manager"]


@pytest.mark.parametrize(
    "text",
    [
        "Apparently I'm \u2018hard to approach\u2019 at work, according to my manager.",
        "Apparently I'm \u201chard to approach\u201d at work, according to my manager.",
    ],
    ids=["curly-single", "curly-double"],
)
def test_curly_quotes_read_like_straight_ones(text: str) -> None:
    assert read_message(text, []).phrases == ["'hard to approach'", "your manager"]


def test_earlier_messages_with_curly_apostrophes_read_like_straight_ones() -> None:
    asked = "Why would anyone do that?"
    curly = read_message(asked, ["My sister\u2019s husband skipped my wedding without a word."])
    straight = read_message(asked, ["My sister's husband skipped my wedding without a word."])
    assert curly.person == straight.person == "your sister's husband"


def test_words_of_a_rejected_sentence_are_not_echoed() -> None:
    reading = read_message(
        "Don't give me the breathing exercises, I have heard them all before.", []
    )
    assert reading.phrases == []
    assert reading.signals == {"rupture"}


# --------------------------------------------------------------------------- signals


@pytest.mark.parametrize(
    ("text", "signals"),
    [
        ("What should I even do now, honestly?", {"wants_plan"}),
        ("Thanks, that helps a lot, really, I mean it.", {"thanks"}),
        ("Are you even listening to what I am saying here?", {"rupture"}),
        ("I don't need advice, I just need to vent for a minute.", {"hear_me"}),
        ("You already said that, like three times now, come on.", {"repeat"}),
        ("Am I wrong to be upset about this whole thing?", {"doubt"}),
        ("Nobody noticed what I actually did for the launch.", {"unseen"}),
        ("Why would my sister say that to me in front of everyone?", {"why"}),
        ("Fine.", {"flat"}),
        ("I don't know. Maybe. Whatever. Fine. I guess so. Okay.", {"flat"}),  # long, but all flat
        ("I fixed the boiler myself, no plumber, nothing.", set()),
    ],
)
def test_signals(text: str, signals: set[str]) -> None:
    assert read_message(text, []).signals == signals


# --------------------------------------------------------------------------- what they did


@pytest.mark.parametrize(
    ("text", "act"),
    [
        (
            "I built the prototype on my own weekends, back in March.",
            "you built the prototype on your own weekends",
        ),
        (
            "I've drafted an email to HR about the whole thing.",
            "you've drafted an email to HR about the whole thing",
        ),
        ("I fixed the boiler myself, no plumber, nothing.", "you fixed the boiler yourself"),
        ("I spent two hundred pounds on the repair.", "you spent two hundred pounds on the repair"),
        ("I needed a break from all of it after the funeral.", None),  # not an effort
        ("I cried all night after the call with the bank.", None),
        ("I wrote it down so I would not forget it later.", None),  # "it": nothing to name
        ("I sent you the link to the whole plan.", None),  # about the listener
        ("My sister did all the paperwork for the house.", None),  # not the user
    ],
)
def test_act(text: str, act: str | None) -> None:
    assert read_message(text, []).act == act


# --------------------------------------------------------------------------- who they wonder about


@pytest.mark.parametrize(
    ("text", "earlier", "person"),
    [
        ("Why would my sister say that to me in front of everyone?", [], "your sister"),
        ("Why did Daniel take the credit for the prototype?", [], "Daniel"),
        ("I don't understand why she left the team without telling anyone.", [], "she"),
        (
            "Why would anyone do that?",
            ["My sister Hannah skipped my wedding without a word."],
            "your sister Hannah",
        ),
        ("Why would anyone do that?", [], None),
        (
            "My sister skipped my wedding without a word.",
            [],
            None,
        ),  # no "why": nobody to wonder about
    ],
    ids=["my-role", "name", "pronoun", "from-earlier", "nobody", "no-why"],
)
def test_person_wondered_about(text: str, earlier: list[str], person: str | None) -> None:
    assert read_message(text, earlier).person == person


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("What was she thinking, leaving the kids alone like that?", "she"),
        ("What were they thinking?", "they"),
        ("What on earth was he thinking, honestly, at his age?", "he"),
        ("I don't know what she was thinking, leaving the kids alone.", "she"),
    ],
    ids=["question", "short-question", "on-earth", "statement"],
)
def test_person_of_what_was_she_thinking(text: str, person: str) -> None:
    reading = read_message(text, [])
    assert "why" in reading.signals
    assert reading.person == person


# --------------------------------------------------------------------------- loss


@pytest.mark.parametrize(
    ("text", "signals", "person"),
    [
        ("My nan passed away years ago but today I miss her.", {"loss", "old_loss"}, "your nan"),
        ("My car died on the motorway last night, again.", set(), None),  # a car is not a loss
    ],
    ids=["old-loss", "not-a-person"],
)
def test_loss(text: str, signals: set[str], person: str | None) -> None:
    reading = read_message(text, [])
    assert (reading.signals, reading.person) == (signals, person)


def test_loss_names_the_person_without_the_verb() -> None:
    reading = read_message("My grandma died in March and the house feels empty.", [])
    assert reading.signals == {"loss"}
    assert reading.person == "your grandma"
    assert reading.phrases == ["the house", "your grandma"]


@pytest.mark.parametrize(
    ("text", "phrases"),
    [
        ("My dog ate my homework.", ["your homework", "your dog"]),
        ("My uncle lied to my mum.", ["your mum", "your uncle"]),
        # A word that can be a noun too stays in the phrase.
        ("My wedding ring is gone.", ["your wedding ring"]),
        ("The garden shed is gone.", ["the garden shed"]),
    ],
    ids=["ate", "lied", "ring", "shed"],
)
def test_short_verbs_end_a_phrase(text: str, phrases: list[str]) -> None:
    assert read_message(text, []).phrases == phrases
