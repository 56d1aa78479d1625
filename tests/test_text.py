"""``rlver_env.text``: normalising, words, stop words, lemmas, known words, sentences, clauses and
phrases."""

from __future__ import annotations

import hashlib
import importlib

import pytest

from rlver_env.text import (
    CHAT_WORDS,
    FILLER_WORDS,
    FUNCTION_WORDS,
    STOP_WORDS,
    american_spelling,
    can_be_verb,
    clauses_of,
    contains_phrase,
    is_known_word,
    lemma,
    lemmas,
    normalise,
    raw_words,
    sentences_of,
    straighten,
    word_key,
    words_of,
)

# --------------------------------------------------------------------------- normalise, straighten


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("  Hello\tWORLD \n", "hello world"),
        ("It\u2019s \u201cfine\u201d", 'it\'s "fine"'),
        ("\u2018Quoted\u2019", "'quoted'"),
        ("don`t", "don't"),
        ("Line one\n\nLine two", "line one line two"),
        ("", ""),
        ("   \n\t ", ""),
    ],
    ids=[
        "case-and-spaces",
        "curly-double",
        "curly-single",
        "backtick",
        "newlines",
        "empty",
        "blank",
    ],
)
def test_normalise(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It\u2019s  \u201cFine\u201d\n", 'It\'s  "Fine"\n'),
        ("\u2018Hi\u2019 `there`", "'Hi' 'there'"),
        ("Plain text.", "Plain text."),
        ("", ""),
    ],
    ids=["curly-keeps-case-and-spacing", "single-and-backtick", "unchanged", "empty"],
)
def test_straighten_keeps_case_and_spacing(text: str, expected: str) -> None:
    assert straighten(text) == expected


# --------------------------------------------------------------------------- words


@pytest.mark.parametrize(
    ("normalised", "expected"),
    [
        ("it's a day-to-day thing, i'm 42", ["it's", "a", "day", "to", "day", "thing", "i'm"]),
        ("'quoted' words", ["quoted", "words"]),
        ("o'clock", ["o'clock"]),
        ("hello\u2014world", ["hello", "world"]),
        ("", []),
    ],
    ids=["contractions-hyphens-digits", "quotes-stripped", "inner-apostrophe", "em-dash", "empty"],
)
def test_words_of(normalised: str, expected: list[str]) -> None:
    assert words_of(normalised) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It\u2019s Daniel's O'Brien", ["It's", "Daniel's", "O'Brien"]),
        ("Maya: 'fine.'", ["Maya", "fine"]),
        ("", []),
    ],
    ids=["curly-apostrophe-straightened", "punctuation", "empty"],
)
def test_raw_words_keep_case(text: str, expected: list[str]) -> None:
    assert raw_words(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "It\u2019s Daniel's fault, I\u2019m sure.",
        "Well - I mean... FINE; whatever (honestly).",
        "\u201cStop\u201d, she said. Then: nothing!",
        "",
    ],
)
def test_raw_words_line_up_with_words_of_normalised(text: str) -> None:
    # The rule features index raw_words(clause) by the positions of words_of(normalise(clause)).
    assert [w.lower() for w in raw_words(text)] == words_of(normalise(text))


# --------------------------------------------------------------------------- lemmas and keys


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("deadlines", "deadline"),
        ("feelings", "feeling"),
        ("numbers", "number"),
        ("children", "child"),
        ("mice", "mouse"),
        ("went", "go"),
        ("ran", "run"),
        ("felt", "felt"),  # a noun too, and the noun's lemma comes first
        ("i'm", "i"),
        ("daniel's", "daniel"),
        ("neighbour's", "neighbor"),  # keyed in the frequency list's American spelling
        ("xyzzq", "xyzzq"),
        ("", ""),
    ],
)
def test_word_key(word: str, expected: str) -> None:
    assert word_key(word) == expected


@pytest.mark.parametrize(
    ("british", "american"),
    [
        ("neighbour", "neighbor"),
        ("colour", "color"),
        ("organised", "organized"),
        ("centre", "center"),
        ("neighbours", "neighbors"),
        ("neighbour's", "neighbor's"),
        ("behaviour", "behavior"),
        ("organisation", "organization"),
        ("apologising", "apologizing"),
        ("analysed", "analyzed"),
        ("defence", "defense"),
        ("programmes", "programs"),
        ("colourised", "colorized"),  # two rules at once
    ],
)
def test_word_key_joins_british_and_american_spellings(british: str, american: str) -> None:
    # A reply saying "neighbor" meets a concern keyed on the user's "neighbour".
    assert word_key(british) == word_key(american)
    assert word_key(british) != british.split("'")[0]


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("neighbour", "neighbor"),
        ("organisations", "organizations"),
        ("metres", "meters"),
        # Words of the list stay as they are, though a rule would make another word of them.
        ("four", "four"),
        ("tour", "tour"),
        ("hour", "hour"),
        ("your", "your"),
        ("mourn", "mourn"),
        ("theatre", "theatre"),
        ("licence", "licence"),
        # Nothing to rewrite, or no American word to rewrite it into.
        ("xyzzq", "xyzzq"),
        ("gobabour", "gobabour"),
        ("", ""),
    ],
)
def test_american_spelling(word: str, expected: str) -> None:
    assert american_spelling(word) == expected


def test_word_key_keeps_apart_words_a_rule_would_join() -> None:
    assert word_key("four") != word_key("for")
    assert word_key("tour") != word_key("tor")


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("felt", {"felt", "feel"}),
        ("deadlines", {"deadlines", "deadline"}),
        ("went", {"went", "go"}),
        ("better", {"better", "good", "well"}),
        ("i'm", {"i'm", "i"}),
        ("xyzzq", {"xyzzq"}),
    ],
)
def test_lemmas_hold_the_word_and_every_lemma(word: str, expected: set[str]) -> None:
    assert lemmas(word) == frozenset(expected)


@pytest.mark.parametrize(
    ("word", "expected"),
    [("deadlines", "deadline"), ("went", "go"), ("happily", "happily"), ("xyzzq", "xyzzq")],
)
def test_lemma(word: str, expected: str) -> None:
    assert lemma(word) == expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("write", True),
        ("felt", True),
        ("went", True),
        ("the", True),  # function words always count
        ("i'm", True),
        ("idea", False),
        ("daughter", False),
        ("happy", False),
        ("quickly", False),
        ("xyzzq", False),
        ("", False),
    ],
)
def test_can_be_verb(word: str, expected: bool) -> None:
    assert can_be_verb(word) is expected


# --------------------------------------------------------------------------- known words


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("hello", True),
        ("the", True),
        ("eish", True),  # chat English the frequency list lacks
        ("dont", True),
        ("daniel's", True),  # known through its base
        ("knackered", True),
        # British spellings the list lacks, known through their American forms.
        ("colour", True),
        ("behaviour", True),
        ("neighbourhood", True),
        ("apologised", True),
        ("analysed", True),
        ("metre", True),
        ("color", True),
        ("gobaba", False),
        ("sabiba", False),
        ("xyzzq", False),
        ("", False),
    ],
)
def test_is_known_word(word: str, expected: bool) -> None:
    assert is_known_word(word) is expected


@pytest.mark.parametrize(
    "word",
    [
        "organisation",
        "organisations",
        "realisation",
        "organisation's",
        "analysing",
        "defence",
        "programme",
        "colourised",
    ],
)
def test_is_known_word_knows_british_isation(word: str) -> None:
    # "organisation" is known through "organization", as "organised" is through "organized".
    assert is_known_word(word) is True


def test_function_and_chat_words_are_normalised_single_words() -> None:
    for word in FUNCTION_WORDS | CHAT_WORDS:
        assert words_of(normalise(word)) == [word], word
    assert {"the", "i'm", "don't", "because", "okay"} <= FUNCTION_WORDS
    assert {"eish", "hmm", "im", "dont", "lol"} <= CHAT_WORDS
    assert not {"deadline", "sister", "angry", "promotion"} & (FUNCTION_WORDS | CHAT_WORDS)


# --------------------------------------------------------------------------- stop words


def test_stop_words_are_the_function_words_and_the_fillers() -> None:
    assert STOP_WORDS == FUNCTION_WORDS | FILLER_WORDS
    assert not FILLER_WORDS & FUNCTION_WORDS
    for word in FILLER_WORDS:
        assert words_of(normalise(word)) == [word], word
    assert {"anyway", "kind", "honestly"} <= STOP_WORDS
    assert not {"deadline", "sister", "angry", "stroke"} & STOP_WORDS


# Each reader's set is built from STOP_WORDS: (module, words it leaves out, words it adds).
_READERS_OWN_WORDS = [
    ("rlver_env.wrappers.text_features", "_READ_AS_CONTENT", "_CHAT_NOISE"),
    ("rlver_env.agents.reading", "_READ_THROUGH", "_MORE_FUNCTION"),
    ("rlver_env.red_team.text", "_ECHOED", "_UNECHOED"),
    ("rlver_env.calibration.esconv_persona", "_READ_AS_CONTENT", "_CHAT_WORDS"),
]


@pytest.mark.parametrize(("module", "left_out", "added"), _READERS_OWN_WORDS)
def test_readers_name_only_their_differences_from_the_stop_words(
    module: str, left_out: str, added: str
) -> None:
    """A reader lists what it leaves out of the shared list and what it adds, never a copy of it."""
    reader = importlib.import_module(module)
    assert getattr(reader, left_out) <= STOP_WORDS
    assert not getattr(reader, added) & STOP_WORDS


def _digest(words: frozenset[str]) -> str:
    return hashlib.sha256("\n".join(sorted(words)).encode()).hexdigest()[:16]


def _seen_by_content_words(words: frozenset[str]) -> frozenset[str]:
    """content_words never looks up a word under four letters or with an apostrophe."""
    return frozenset(w for w in words if len(w) >= 4 and "'" not in w)


# The readers' stop words as the strategy features, the scripted listener, the red team and the
# calibration's seeker keywords have always read them (size and digest). Any change to one changes
# what trained strategy policies observe, the scripted dialogues, the red team's replies or the
# calibration's personas; a change that is meant updates them.
@pytest.mark.parametrize(
    ("module", "name", "size", "digest"),
    [
        ("rlver_env.wrappers.text_features", "FEATURE_STOP_WORDS", 191, "5ce3c92c7a2adf33"),
        ("rlver_env.agents.reading", "_FUNCTION", 263, "cff8784eba89cdf6"),
        ("rlver_env.red_team.text", "_STOP", 181, "64efab77ac03a48a"),
        ("rlver_env.red_team.text", "_NOUN_STOP", 225, "5e3292213a1a9bee"),
        ("rlver_env.red_team.text", "_NOT_NOUNS", 222, "bc979c0de0e70fbd"),
        ("rlver_env.calibration.esconv_persona", "_STOPWORDS", 238, "70215ae6ad114e40"),
    ],
)
def test_readers_stop_words_are_unchanged(module: str, name: str, size: int, digest: str) -> None:
    words = getattr(importlib.import_module(module), name)
    if name == "_STOP":
        words = _seen_by_content_words(words)
    elif name == "_STOPWORDS":  # the calibration's content_words reads words of three letters
        words = frozenset(w for w in words if len(w) >= 3 and "'" not in w)
    assert (len(words), _digest(words)) == (size, digest), f"{module}.{name} changed"


# --------------------------------------------------------------------------- sentences and clauses


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hi. How are you?! I'm fine...", ["Hi.", "How are you?!", "I'm fine..."]),
        ("Wait?!Really", ["Wait?!", "Really"]),
        ("One.Two", ["One.", "Two"]),
        ("Hello!!  World", ["Hello!!", "World"]),
        ("line one\nline two\n\nline three", ["line one", "line two", "line three"]),
        ("Hi!\r\nThere", ["Hi!", "There"]),
        ("ok.\n", ["ok."]),
        ("3.5 stars", ["3.5 stars"]),
        ("wait?!really", ["wait?!really"]),  # no space and no capital: not a sentence start
        ("no end", ["no end"]),
        ("", []),
        ("   \n ", []),
    ],
    ids=[
        "mixed-ends",
        "missing-space-before-capital",
        "missing-space-after-period",
        "double-bang",
        "newlines",
        "crlf",
        "trailing-newline",
        "decimal",
        "missing-space-lowercase",
        "no-punctuation",
        "empty",
        "blank",
    ],
)
def test_sentences_of(text: str, expected: list[str]) -> None:
    assert sentences_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('He said "no." Then he left.', ['He said "no."', "Then he left."]),
        ("She left (again.) I stayed.", ["She left (again.)", "I stayed."]),
        ("He said \u201cno.\u201d Then he left.", ["He said \u201cno.\u201d", "Then he left."]),
        ("She said \u2018fine!\u2019 Ok.", ["She said \u2018fine!\u2019", "Ok."]),
        ("I asked 'why?' She shrugged.", ["I asked 'why?'", "She shrugged."]),
        ("[Sigh.] Anyway.", ["[Sigh.]", "Anyway."]),
        ('He said "no" and left.', ['He said "no" and left.']),  # no stop before the quote
        ('"Fine." "Really?"', ['"Fine."', '"Really?"']),
    ],
    ids=[
        "closing-quote",
        "closing-bracket",
        "curly-double",
        "curly-single",
        "question-in-quotes",
        "square-bracket",
        "quote-without-stop",
        "two-quoted-sentences",
    ],
)
def test_sentences_of_split_after_closing_quote(text: str, expected: list[str]) -> None:
    assert sentences_of(text) == expected


def test_unicode_ellipsis_reads_like_three_dots() -> None:
    assert sentences_of("I don't know\u2026 Maybe.") == sentences_of("I don't know... Maybe.")
    assert sentences_of("I don't know\u2026 Maybe.") == ["I don't know...", "Maybe."]
    assert sentences_of("wait\u2026Really") == sentences_of("wait...Really") == ["wait...", "Really"]
    assert clauses_of("wait\u2026 what") == clauses_of("wait... what") == ["wait", "what"]
    assert clauses_of("so\u2026 I guess\u2026") == ["so", "I guess"]
    assert clauses_of("\u2026") == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("a, b; c: d", ["a", "b", "c", "d"]),
        ("a,b", ["a", "b"]),
        ("so (maybe) not", ["so", "maybe", "not"]),
        ("well - I mean - fine", ["well", "I mean", "fine"]),
        ("one -- two", ["one", "two"]),
        ("yes \u2013 no", ["yes", "no"]),
        ("yes\u2014no", ["yes", "no"]),
        ("I tried\u2014really tried\u2014to go", ["I tried", "really tried", "to go"]),
        ("wait... what", ["wait", "what"]),
        ("well-meaning - but no", ["well-meaning", "but no"]),
        ("x-ray day-to-day", ["x-ray day-to-day"]),
        ("1-2 days", ["1-2 days"]),
        ("yes -no", ["yes -no"]),
        ("a, , b", ["a", "b"]),
        ("end.", ["end."]),
        ("hello!", ["hello!"]),
        ("...", []),
        ("", []),
    ],
    ids=[
        "comma-semicolon-colon",
        "comma-no-space",
        "brackets",
        "spaced-hyphens",
        "double-hyphen",
        "spaced-en-dash",
        "em-dash",
        "em-dash-pair",
        "ellipsis",
        "hyphenated-word-then-dash",
        "inner-hyphens",
        "range",
        "hyphen-spaced-one-side",
        "empty-clause-dropped",
        "end-punctuation-kept",
        "bang-kept",
        "only-ellipsis",
        "empty",
    ],
)
def test_clauses_of(sentence: str, expected: list[str]) -> None:
    assert clauses_of(sentence) == expected


# --------------------------------------------------------------------------- phrases


@pytest.mark.parametrize(
    ("stems", "phrase", "expected"),
    [
        (("a", "a", "b"), ("a", "b"), True),
        (("a", "b", "a", "b", "c"), ("a", "b", "c"), True),
        (("a", "b"), ("a", "b"), True),
        (("x", "a", "b"), ("a",), True),
        (("a", "b"), ("a", "b", "c"), False),
        (("x", "y", "a"), ("a", "b"), False),
        (("b", "a"), ("a", "b"), False),
        (("a", "x", "b"), ("a", "b"), False),
        ((), ("a",), False),
        (("a",), (), False),
        ((), (), False),
    ],
    ids=[
        "repeated-first-word",
        "second-occurrence",
        "whole-text",
        "single-word",
        "longer-than-text",
        "runs-off-the-end",
        "wrong-order",
        "not-contiguous",
        "empty-text",
        "empty-phrase",
        "both-empty",
    ],
)
def test_contains_phrase(stems: tuple[str, ...], phrase: tuple[str, ...], expected: bool) -> None:
    assert contains_phrase(stems, phrase) is expected


def test_contains_phrase_on_word_keys_matches_inflections() -> None:
    stems = tuple(
        word_key(w) for w in words_of(normalise("The Deadlines keep moving, my Children say."))
    )
    assert contains_phrase(stems, ("deadline", "keep"))
    assert contains_phrase(stems, ("keep", "move"))  # "moving" keys to "move"
    assert contains_phrase(stems, ("child",))
    assert not contains_phrase(stems, ("deadline", "move"))  # "keep" stands between them
