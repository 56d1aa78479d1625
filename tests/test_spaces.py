"""Spaces and sanitising: any text maps into the charset the spaces admit."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rlver_env.spaces import (
    CHARSET,
    MAX_MESSAGE_CHARS,
    action_space,
    chat_observation_space,
    message_space,
    sanitise,
    text_space,
)

# Any code point, lone surrogates and astral characters (emoji) included.
any_char = st.one_of(st.characters(exclude_categories=()), st.integers(0xD800, 0xDFFF).map(chr))
any_text = st.lists(any_char, max_size=80).map("".join)

SMALL_SPACE = text_space(100)


@settings(max_examples=300, deadline=None)
@given(text=any_text)
def test_sanitised_text_is_in_the_space(text):
    clean = sanitise(text)
    assert SMALL_SPACE.contains(clean)
    assert "\r" not in clean
    assert sanitise(clean) == clean  # idempotent


@settings(max_examples=100, deadline=None)
@given(text=st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=0xD7FF), max_size=80))
def test_text_already_in_the_charset_is_unchanged(text):
    assert sanitise(text) == text


def test_sanitise_examples():
    assert sanitise("a\r\nb\rc\nd") == "a\nb\nc\nd"
    assert sanitise("smile \U0001f600!") == "smile \ufffd!"
    assert sanitise("bell\x07 esc\x1b") == "bell\ufffd esc\ufffd"
    assert sanitise("\ud83d") == "\ufffd"
    assert sanitise("中文 café ñ") == "中文 café ñ"
    assert sanitise("tab\tnewline\n") == "tab\tnewline\n"


def test_sanitise_cuts_long_text_with_an_ellipsis():
    assert sanitise("abcdef", max_chars=4) == "abc\u2026"
    assert sanitise("abcd", max_chars=4) == "abcd"
    long = sanitise("x" * (MAX_MESSAGE_CHARS + 10))
    assert len(long) == MAX_MESSAGE_CHARS and long.endswith("\u2026")


def test_spaces_admit_empty_strings_punctuation_and_newlines():
    sample = "Hi!\n\tIt's 5 o'clock -- (really) \"ok\"? 100% é 中"
    for space in (action_space(), text_space(64)):
        assert space.contains("")
        assert space.contains(sample)
    assert message_space().contains({"role": "assistant", "content": sample})
    assert chat_observation_space().contains(({"role": "user", "content": ""},))
    assert not chat_observation_space().contains([{"role": "user", "content": "a list, not a tuple"}])
    assert not action_space().contains("emoji \U0001f600")


def test_charset_is_the_bmp_without_surrogates_and_controls():
    chars = set(CHARSET)
    assert {"\n", "\t", " ", "~", "é", "中", "\ufffd"} <= chars
    assert not any(0xD800 <= ord(c) <= 0xDFFF for c in chars)
    assert not any(ord(c) > 0xFFFF for c in chars)
    assert "\r" not in chars and "\x00" not in chars
    assert len(CHARSET) == len(chars)  # no duplicates


def test_space_reprs_are_one_short_line():
    import gymnasium as gym

    import rlver_env  # noqa: F401 - registers the ids

    assert repr(action_space()) == "Text(min_length=0, max_length=8192, charset=<BMP, 63,458 chars>)"
    for observation_format in ("messages", "text"):
        env = gym.make("EmpathyDialogue-v0", observation_format=observation_format)
        for space in (env.action_space, env.observation_space):
            text = repr(space)
            assert len(text) < 250 and "\n" not in text, text[:300]
            assert str(space) == text
        env.close()
    assert "'content': Text(min_length=0, max_length=32768, charset=<BMP" in repr(chat_observation_space())


def test_short_repr_keeps_equality_pickling_and_copies():
    import copy
    import pickle

    from gymnasium import spaces

    space = action_space()
    plain = spaces.Text(max_length=8192, min_length=0, charset=CHARSET)
    assert space == plain and plain == space
    assert space != text_space(64)
    for clone in (pickle.loads(pickle.dumps(space)), copy.deepcopy(space), copy.copy(space)):
        assert clone == space and repr(clone) == repr(space)
        assert clone.contains("café 中") and not clone.contains("\U0001f600")
    observation = chat_observation_space()
    assert pickle.loads(pickle.dumps(observation)) == observation
    space.seed(0)
    assert space.contains(space.sample())
