"""``rlver_env.agents.user_words``: what the scripted listener and the strategy features share."""

from __future__ import annotations

import hashlib
import importlib

import pytest

from rlver_env.agents.user_words import (
    FEELINGS,
    FIRST_TO_SECOND,
    PHRASE_VERBS,
    REFLECTED_DETERMINERS,
    looks_like_name,
    split_sentences,
)
from rlver_env.text import STOP_WORDS

reading = importlib.import_module("rlver_env.agents.reading")
features = importlib.import_module("rlver_env.wrappers.text_features")
red_team = importlib.import_module("rlver_env.red_team.text")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My dad called. Then nothing! Why?", ["My dad called.", "Then nothing!", "Why?"]),
        ("No stop at a line break\nso one sentence", ["No stop at a line break\nso one sentence"]),
        ("Wait...  what", ["Wait...", "what"]),
        ("Ends here. ", ["Ends here.", ""]),
        ("3.5 stars", ["3.5 stars"]),
    ],
)
def test_split_sentences(text: str, expected: list[str]) -> None:
    assert split_sentences(text) == expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Sarah", True), ("Marco", True), ("Jo", False), ("sarah", False), ("The", False),
        ("Anyway", False),
    ],
)  # fmt: skip
def test_looks_like_name(word: str, expected: bool) -> None:
    assert looks_like_name(word, STOP_WORDS) is expected


def test_both_readers_name_a_shared_feeling_word_the_same() -> None:
    assert FEELINGS.items() <= features.FEELING_WORDS.items()
    assert FEELINGS.items() <= reading._FEELINGS.items()
    both = features.FEELING_WORDS.keys() & reading._FEELINGS.keys()
    assert both == FEELINGS.keys(), "a feeling word both readers know belongs in FEELINGS"
    said = "I'm so tired."
    assert features.feeling_word(said) == reading.read_message(said, []).feeling == "worn out"


def test_readers_build_their_tables_on_the_shared_ones() -> None:
    assert REFLECTED_DETERMINERS.items() <= features._DETERMINERS.items()
    assert reading._DETERMINERS == REFLECTED_DETERMINERS
    assert REFLECTED_DETERMINERS.items() >= red_team._DETERMINERS.items()
    for swap in (reading._SWAP, red_team._PRONOUNS):
        assert FIRST_TO_SECOND.items() <= swap.items()
    assert PHRASE_VERBS <= features._PHRASE_ENDERS
    assert PHRASE_VERBS <= reading._FUNCTION


def _digest(table: dict[str, str] | frozenset[str]) -> str:
    if isinstance(table, dict):
        return _digest(frozenset(f"{k}={v}" for k, v in table.items()))
    return hashlib.sha256("\n".join(sorted(table)).encode()).hexdigest()[:16]


# The readers' tables as they have always read the user (size and digest): a change to one
# changes what trained strategy policies observe, the scripted dialogues or the red team's
# replies; a change that is meant updates them.
@pytest.mark.parametrize(
    ("table", "size", "digest"),
    [
        (features.FEELING_WORDS, 30, "648798d27eb1fdde"),
        (reading._FEELINGS, 51, "658a6f839ed56997"),
        (features._DETERMINERS, 10, "22ba955c0d4a6289"),
        (reading._DETERMINERS, 8, "4cfc2a607a4446b2"),
        (red_team._DETERMINERS, 6, "364cdc357a0fbd53"),
        (FIRST_TO_SECOND, 6, "fd8f9f087b18addb"),
        (reading._SWAP, 17, "7ff629b24454cfcd"),
        (red_team._PRONOUNS, 15, "316580b893bac229"),
        (features._PHRASE_ENDERS, 46, "c29f14c175af50b2"),
    ],
    ids=[
        "feature-feelings", "listener-feelings", "feature-determiners", "listener-determiners",
        "red-team-determiners", "feature-pronouns", "listener-pronouns", "red-team-pronouns",
        "feature-phrase-enders",
    ],
)  # fmt: skip
def test_readers_tables_are_unchanged(
    table: dict[str, str] | frozenset[str], size: int, digest: str
) -> None:
    assert (len(table), _digest(table)) == (size, digest)
