"""Tolerant parsing of the simulator's answers: JSON in prose, SAGE sections, coercion, refusals."""

from __future__ import annotations

import json

import pytest

from rlver_env.backends.json_text import extract_json_objects
from rlver_env.simulators.llm.parsing import (
    APPRAISAL_SCHEMA,
    USER_REPLY_SCHEMA,
    ParseError,
    coerce_bool,
    coerce_change,
    parse_appraisal,
    parse_user_reply,
)

FULL = '{"agent_meaning": "a", "goal_fit": "b", "inner_activity": "c", "feeling": "d", "change": -4}'


@pytest.mark.parametrize(
    "text",
    [
        FULL,
        f"Here is my appraisal:\n```json\n{FULL}\n```\nHope that helps!",
        f"<think>{{\"change\": 99}} is too much</think>{FULL}",
        FULL.replace('"change": -4}', '"change": -4,}'),
        FULL.replace('"', "'"),
        '{"Agent Meaning": "a", "TargetCompletion": "b", "activity": "c", "analyse": "d", "Change": "-4"}',
        '{"note": "first object has no change"} and then ' + FULL,
    ],
    ids=["plain", "fenced_in_prose", "think_block", "trailing_comma", "single_quotes", "aliases", "second_object"],
)
def test_appraisal_json_is_found_and_normalised(text):
    assert parse_appraisal(text) == {"agent_meaning": "a", "goal_fit": "b", "inner_activity": "c", "feeling": "d", "change": -4}


def test_sage_section_format_is_read():
    text = (
        "Content:\n[What the NPC wants to say]\nThey are trying to comfort me.\n"
        "TargetCompletion:\nPartly.\n"
        "**Activity:** I am still angry.\n"
        "Analyse: It feels a bit generic.\n"
        "Change:\n-5"
    )
    assert parse_appraisal(text) == {
        "agent_meaning": "They are trying to comfort me.",
        "goal_fit": "Partly.",
        "inner_activity": "I am still angry.",
        "feeling": "It feels a bit generic.",
        "change": -5,
    }


def test_chinese_section_headers_are_read():
    appraisal = parse_appraisal("心理活动：还是很生气。\n感受：有点敷衍。\n变化：+3")
    assert appraisal["change"] == 3 and appraisal["feeling"] == "有点敷衍。"
    reply = parse_user_reply("态度：冷淡\n回复：嗯，随便吧。\n告别：否")
    assert reply["reply"] == "嗯，随便吧。" and reply["goodbye"] is False


def test_missing_explanations_are_empty_but_a_missing_change_is_an_error():
    assert parse_appraisal('{"change": 2}')["feeling"] == ""
    for text in ('{"feeling": "good"}', "I feel much better now!", "", '{"change": null}', "[1, 2, 3]"):
        with pytest.raises(ParseError):
            parse_appraisal(text)


@pytest.mark.parametrize(
    ("value", "expected"), [(3, 3), (-7, -7), (4.0, 4), (4.6, 5), ("+5", 5), ("-3 points", -3), (" 2.0", 2), ("- 4", -4)]
)
def test_change_coercion(value, expected):
    assert coerce_change(value) == expected


@pytest.mark.parametrize("value", [True, None, "lots", float("nan"), float("inf"), [3], {"v": 3}])
def test_change_coercion_refuses_non_numbers(value):
    with pytest.raises(ParseError, match="'change'"):
        coerce_change(value)


def test_bool_coercion():
    assert coerce_bool("Yes") and coerce_bool(1) and coerce_bool("true.") and coerce_bool("是")
    assert not coerce_bool("no") and not coerce_bool(0) and not coerce_bool("")
    with pytest.raises(ParseError):
        coerce_bool("perhaps")


def test_user_reply_json_and_sections():
    answer = parse_user_reply('Okay: {"attitude": "wary", "response": "Fine, whatever.", "goodbye": "no"}')
    assert answer == {"attitude": "wary", "goal": "", "tone": "", "draft": "", "reply": "Fine, whatever.", "goodbye": False}
    assert parse_user_reply("Attitude: cold\nDraft: bye\nReply: Bye then.\nGoodbye: yes")["goodbye"] is True


@pytest.mark.parametrize("text", ['{"reply": ""}', '{"reply": "   "}', '{"attitude": "x"}', "nothing here", '{"reply": "hi", "goodbye": "maybe"}'])
def test_unusable_replies_are_errors(text):
    with pytest.raises(ParseError):
        parse_user_reply(text)


def test_non_string_fields_become_text():
    assert parse_user_reply('{"reply": "ok", "goal": ["a", "b"]}')["goal"] == '["a", "b"]'


def test_an_answer_cut_off_by_max_tokens_keeps_its_complete_members():
    cut = '{"attitude": "wary", "reply": "Fine, whatever.", "goodbye": false, "response": "Your resp'
    assert parse_user_reply(cut)["reply"] == "Fine, whatever."
    assert parse_appraisal('{"feeling": "x, y", "change": 12, "more": "tex')["change"] == 12
    with pytest.raises(ParseError):  # "change": 1 may be the start of 12: never read it
        parse_appraisal('{"feeling": "x", "change": 1')


def test_extract_json_objects_skips_nested_and_broken():
    assert extract_json_objects('x {"a": {"b": 1}} y {broken z {"c": 2}') == [{"a": {"b": 1}}, {"c": 2}]


# ---------------------------------------------------------------------- the quick validity test
FAST_CASES = [
    ({"agent_meaning": "a", "goal_fit": "b", "inner_activity": "c", "feeling": "d", "change": 3}, APPRAISAL_SCHEMA),
    ({"agent_meaning": "a", "goal_fit": "b", "inner_activity": "c", "feeling": "d", "change": True}, APPRAISAL_SCHEMA),
    ({"agent_meaning": "a", "goal_fit": "b", "inner_activity": "c", "feeling": "d", "change": 3.0}, APPRAISAL_SCHEMA),
    ({"agent_meaning": "a", "goal_fit": "b", "inner_activity": "c", "feeling": "d", "change": "3"}, APPRAISAL_SCHEMA),
    ({"agent_meaning": "a", "goal_fit": "b", "inner_activity": "c", "change": 3}, APPRAISAL_SCHEMA),
    ({"agent_meaning": "a", "goal_fit": "b", "inner_activity": "c", "feeling": "d", "change": 3, "x": 1}, APPRAISAL_SCHEMA),
    ({"agent_meaning": 1, "goal_fit": "b", "inner_activity": "c", "feeling": "d", "change": 3}, APPRAISAL_SCHEMA),
    ({"attitude": "a", "goal": "g", "tone": "t", "draft": "d", "reply": "r", "goodbye": False}, USER_REPLY_SCHEMA),
    ({"attitude": "a", "goal": "g", "tone": "t", "draft": "d", "reply": "r", "goodbye": 0}, USER_REPLY_SCHEMA),
    ({"attitude": "a", "goal": "g", "tone": "t", "draft": "d", "reply": None, "goodbye": False}, USER_REPLY_SCHEMA),
    ([], USER_REPLY_SCHEMA),
]


@pytest.mark.parametrize(("data", "schema"), FAST_CASES)
def test_the_quick_validity_test_never_passes_what_jsonschema_rejects(data, schema):
    import jsonschema

    from rlver_env.simulators.llm.parsing import _fast_check, _validate, load_schema

    valid = jsonschema.Draft202012Validator(load_schema(schema)).is_valid(data)
    fast = _fast_check(schema)
    assert fast is not None  # both shipped schemas are flat
    if fast(data):
        assert valid
    elif valid:  # the quick test may only defer to jsonschema, never reject
        _validate(data, schema)
    if not valid:
        with pytest.raises(ParseError, match="does not match the schema"):
            _validate(data, schema)
    # Every case except the integral float is decided by the quick test alone.
    if valid and not (isinstance(data, dict) and isinstance(data.get("change"), float)):
        assert fast(data)


def test_the_quick_validity_test_declines_schemas_it_does_not_cover(monkeypatch):
    from rlver_env.simulators.llm import parsing as llm_parsing

    llm_parsing._fast_check.cache_clear()
    monkeypatch.setattr(
        llm_parsing,
        "load_schema",
        lambda name: {"type": "object", "additionalProperties": False, "properties": {"x": {"type": "string", "minLength": 2}}},
    )
    try:
        assert llm_parsing._fast_check("nested") is None
    finally:
        llm_parsing._fast_check.cache_clear()


def test_sage_section_replies_unwrap_brackets_and_read_goodbye_from_the_words():
    answer = "Thinking:\nThey missed it.\nOrigin:\n[Whatever.]\nResponse:\n[行吧，拜拜。]"
    reply = parse_user_reply(answer)
    assert reply["reply"] == "行吧，拜拜。" and reply["goodbye"] is True
    assert parse_user_reply("Response:\n[Final reply]\nFine.")["reply"] == "Fine."  # an echoed label goes
    full = "Thinking:\n1. cold\nOrigin:\nWhatever.\nChange:\nShorter, drier.\nResponse:\nMm. Whatever."
    assert (parse_user_reply(full)["draft"], parse_user_reply(full)["reply"]) == ("Whatever.", "Mm. Whatever.")


def test_rlvers_appraisal_sections_read_reason_as_the_goal_fit():
    answer = "Content:\nThey offer a plan.\nReason:\nIt fits what I need.\nActivity:\nHope.\nAnalyse:\nBetter.\nChange:\n+4"
    appraisal = parse_appraisal(answer)
    assert appraisal["agent_meaning"] == "They offer a plan." and appraisal["goal_fit"] == "It fits what I need."
    assert appraisal["change"] == 4


@pytest.mark.parametrize(("words", "flag", "goodbye"), [("Bye, then.", False, True), ("Sure.", True, True), ("Sure.", False, False)])
def test_json_replies_say_goodbye_by_flag_or_by_words(words, flag, goodbye):
    assert parse_user_reply(json.dumps({"reply": words, "goodbye": flag}))["goodbye"] is goodbye
