"""The action parser: any string parses without raising; think-then-say is split as documented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rlver_env.action_parser import THINK_MODES, THINK_TAG, ParsedAction, parse_action
from rlver_env.errors import InvalidActionError

TAG_VARIANTS = [
    "<think>", "</think>", "<thought>", "</thought>", "<THINK>", "</THINK>", "<Thought>", "</ThOuGhT>",
    "< think >", "</ think>", "<think", "think>", "</", "<", ">", "<thi", "nk>", "<<think>>",
]

plain_text = st.text(max_size=40)
# Text with no think tags at all, even after any tag-like fragments are combined.
tagless_text = st.text(max_size=40).filter(lambda s: THINK_TAG.search(s) is None and "<" not in s)
tag_soup = st.lists(st.one_of(st.sampled_from(TAG_VARIANTS), st.text(max_size=8)), max_size=12).map("".join)
any_mode = st.sampled_from(THINK_MODES)


def _check_invariants(result: ParsedAction, mode: str) -> None:
    assert isinstance(result, ParsedAction)
    assert isinstance(result.reply, str)
    assert result.thought is None or isinstance(result.thought, str)
    assert isinstance(result.format_ok, bool)
    assert result.format_ok == (result.format_error is None)
    assert result.reply == result.reply.strip()
    if mode == "off":
        assert result.thought is None


# --------------------------------------------------------------------------- never raises
@settings(max_examples=300, deadline=None)
@given(text=st.text(), mode=any_mode)
def test_arbitrary_text_never_raises(text, mode):
    _check_invariants(parse_action(text, mode), mode)


@settings(max_examples=300, deadline=None)
@given(text=tag_soup, mode=any_mode)
def test_tag_soup_never_raises(text, mode):
    _check_invariants(parse_action(text, mode), mode)


@settings(max_examples=300, deadline=None)
@given(text=tag_soup, mode=st.sampled_from(["optional", "required"]))
def test_reply_never_contains_a_think_tag_when_parsing(text, mode):
    """Stray tags are removed from the reply: the user never hears a think tag."""
    result = parse_action(text, mode)
    assert THINK_TAG.search(result.reply) is None, result


@pytest.mark.parametrize(
    "text",
    [
        "<think>a</think>b <thi</think>nk> c",  # removing the inner tag must not leave a new one
        "<think>a</think>b <<think>/think> c",
        "<thi<think>nk>x</think>y",
    ],
)
@pytest.mark.parametrize("mode", ["optional", "required"])
def test_tag_removal_does_not_reassemble_a_tag(text, mode):
    result = parse_action(text, mode)
    assert THINK_TAG.search(result.reply) is None, result
    assert result.format_ok is False


# --------------------------------------------------------------------------- well-formed
@settings(max_examples=200, deadline=None)
@given(thought=tagless_text, reply=tagless_text.filter(lambda s: s.strip() != ""))
def test_well_formed_think_then_say_splits(thought, reply):
    text = f"<think>{thought}</think>{reply}"
    optional = parse_action(text, "optional")
    assert optional.thought == thought.strip()
    assert optional.reply == reply.strip()
    assert optional.format_ok is True
    required = parse_action(text, "required")
    assert required.thought == thought.strip()
    assert required.reply == reply.strip()
    assert required.format_ok is (thought.strip() != "")  # an empty thought is a format error


@settings(max_examples=300, deadline=None)
@given(rest=st.one_of(tag_soup, st.tuples(plain_text, plain_text).map("</think>".join)), mode=st.sampled_from(["optional", "required"]))
def test_the_shortcut_for_a_lowercase_think_tag_reads_as_the_general_parser(rest, mode):
    # "<think>" at the start takes a shortcut when the rest holds one "</think>" and no other
    # "<"; "<Think>" is the same tag to the general reading, which must give the same result.
    assert parse_action(f"<think>{rest}", mode) == parse_action(f"<Think>{rest}", mode)


@settings(max_examples=100, deadline=None)
@given(
    thought=tagless_text.filter(lambda s: s.strip() != ""),
    reply=tagless_text.filter(lambda s: s.strip() != ""),
    tag=st.sampled_from(["think", "thought", "THINK", "Thought", "THOUGHT"]),
)
def test_thought_variant_and_case_are_accepted(thought, reply, tag):
    result = parse_action(f"<{tag}>{thought}</{tag}>{reply}", "required")
    assert (result.thought, result.reply, result.format_ok) == (thought.strip(), reply.strip(), True)


@settings(max_examples=100, deadline=None)
@given(text=tagless_text)
def test_optional_without_tags_is_the_whole_reply(text):
    result = parse_action(text, "optional")
    assert result.thought is None
    assert result.reply == text.strip()
    assert result.format_ok is (text.strip() != "")


@settings(max_examples=100, deadline=None)
@given(text=tagless_text)
def test_required_without_tags_is_a_format_error(text):
    result = parse_action(text, "required")
    assert result.thought is None
    assert result.reply == text.strip()
    assert result.format_ok is False
    assert "missing" in result.format_error


@settings(max_examples=100, deadline=None)
@given(text=st.text())
def test_off_mode_keeps_the_whole_text(text):
    result = parse_action(text, "off")
    assert result.thought is None
    assert result.reply == text.strip()
    assert result.format_ok is (THINK_TAG.search(text) is None)


def test_simple_examples():
    assert parse_action("<think>x</think>y") == ParsedAction("x", "y", True, None)
    assert parse_action("  <think> x </think>\n y \n", "required") == ParsedAction("x", "y", True, None)
    assert parse_action("<thought>x</thought>y", "required") == ParsedAction("x", "y", True, None)
    assert parse_action("<THINK>x</THINK>y", "required") == ParsedAction("x", "y", True, None)
    assert parse_action("< think >x</ think >y", "required") == ParsedAction("x", "y", True, None)


# --------------------------------------------------------------------------- malformed
def test_closing_tag_only_closes_a_thought_from_the_start():
    """A chat template that pre-fills <think> leaves only the closing tag: well formed."""
    result = parse_action("planning here</think>Hello there", "required")
    assert (result.thought, result.reply, result.format_ok) == ("planning here", "Hello there", True)


@pytest.mark.parametrize("mode", ["optional", "required"])
def test_unclosed_tag_takes_the_rest(mode):
    result = parse_action("<think>I never close this. Hello!", mode)
    assert result.thought == "I never close this. Hello!"
    assert result.reply == ""
    assert result.format_ok is False
    assert "unclosed" in result.format_error


@pytest.mark.parametrize("mode", ["optional", "required"])
def test_nested_tags_are_a_format_error(mode):
    result = parse_action("<think>a<think>b</think>c</think>reply", mode)
    assert result.format_ok is False
    assert "nested" in result.format_error
    assert "<think>" not in result.reply and "</think>" not in result.reply


@pytest.mark.parametrize("mode", ["optional", "required"])
def test_mismatched_tags_are_a_format_error(mode):
    result = parse_action("<think>a</thought>reply", mode)
    assert result.format_ok is False
    assert "closed by" in result.format_error
    assert result.thought == "a"
    assert result.reply == "reply"


@pytest.mark.parametrize("mode", ["optional", "required"])
def test_tags_inside_the_reply_are_removed_and_flagged(mode):
    result = parse_action("<think>a</think>Hello <think>secret</think> there", mode)
    assert result.format_ok is False
    assert "inside the reply" in result.format_error
    assert result.thought == "a"
    assert "<think>" not in result.reply and "</think>" not in result.reply
    assert result.reply.startswith("Hello")


@pytest.mark.parametrize("mode", ["optional", "required"])
def test_text_before_the_opening_tag_is_a_format_error(mode):
    result = parse_action("Hi! <think>a</think>there", mode)
    assert result.format_ok is False
    assert "before" in result.format_error
    assert result.thought == "a"
    assert "there" in result.reply


@pytest.mark.parametrize("mode", ["optional", "required"])
def test_empty_reply_after_thought_is_a_format_error(mode):
    result = parse_action("<think>only thinking</think>   ", mode)
    assert result.format_ok is False
    assert result.reply == ""
    assert result.thought == "only thinking"


def test_empty_thought_is_an_error_only_when_required():
    assert parse_action("<think></think>hi", "optional").format_ok is True
    required = parse_action("<think> </think>hi", "required")
    assert required.format_ok is False
    assert "empty thought" in required.format_error


def test_off_mode_flags_tags_but_keeps_them():
    result = parse_action("<think>x</think>y", "off")
    assert result == ParsedAction(None, "<think>x</think>y", False, result.format_error)
    assert result.format_error and "off" in result.format_error
    assert parse_action("just a reply", "off") == ParsedAction(None, "just a reply", True, None)


# --------------------------------------------------------------------------- bad input
@pytest.mark.parametrize("value", [None, 123, 4.5, b"<think>x</think>y", ["hi"], {"reply": "hi"}, ("hi",)])
@pytest.mark.parametrize("mode", THINK_MODES)
def test_non_string_raises_invalid_action(value, mode):
    with pytest.raises(InvalidActionError, match=type(value).__name__):
        parse_action(value, mode)


def test_unknown_think_mode_raises_value_error():
    with pytest.raises(ValueError, match="think_mode"):
        parse_action("hi", "sometimes")
