"""``rlver_env.dialogue``: user texts, the dialogue's data classes and its text renderings."""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

from rlver_env.dialogue import (
    Appraisal,
    DialogueState,
    RuleHit,
    Turn,
    emotion_bar,
    format_transcript,
    last_user_text,
    render_ansi,
    user_texts,
)
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.personas.model import Persona
from rlver_env.rules import SAGE_RULES
from tests.support import StubSimulator, make_persona

DIALOGUE = (
    {"role": "system", "content": "Be kind."},
    {"role": "user", "content": "My manager took credit for my redesign."},
    {"role": "assistant", "content": "That sounds infuriating."},
    {"role": "user", "content": "It is. Launch is Friday."},
    {"role": "assistant", "content": "What would help most before Friday?"},
)


# --------------------------------------------------------------------------- user texts


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        (DIALOGUE, ["My manager took credit for my redesign.", "It is. Launch is Friday."]),
        (list(DIALOGUE), ["My manager took credit for my redesign.", "It is. Launch is Friday."]),
        ([{"role": "assistant", "content": "Hi."}], []),
        ([{"content": "no role"}, {"role": "user", "content": 7}], ["7"]),
        ([], []),
    ],
    ids=["tuple-observation", "list", "no-user", "missing-role-and-non-text-content", "empty"],
)
def test_user_texts(messages, expected: list[str]) -> None:
    assert user_texts(messages) == expected


def test_user_texts_rejects_a_transcript_like_last_user_text() -> None:
    with pytest.raises(TypeError, match="observation_format='messages'"):
        user_texts("User: hi\n\nAgent: hello")


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        (DIALOGUE, "It is. Launch is Friday."),
        (DIALOGUE[:3], "My manager took credit for my redesign."),
        ([{"role": "user", "content": ""}], ""),
        ([{"role": "user", "content": 3}], "3"),
        ([{"role": "system", "content": "Be kind."}], ""),
        ([], ""),
    ],
    ids=[
        "latest",
        "before-the-agent",
        "empty-user-message",
        "non-text-content",
        "no-user",
        "empty",
    ],
)
def test_last_user_text(messages, expected: str) -> None:
    assert last_user_text(messages) == expected


def test_last_user_text_strict_returns_the_message_when_there_is_one() -> None:
    assert last_user_text(DIALOGUE, strict=True) == "It is. Launch is Friday."


@pytest.mark.parametrize(
    "messages", [[], [{"role": "assistant", "content": "Hi."}]], ids=["empty", "no-user"]
)
def test_last_user_text_strict_raises_without_a_user_message(messages) -> None:
    with pytest.raises(ValueError, match="^the dialogue holds no user message$"):
        last_user_text(messages, strict=True)


@pytest.mark.parametrize("strict", [False, True])
def test_last_user_text_rejects_a_text_transcript(strict: bool) -> None:
    with pytest.raises(
        TypeError, match=r"chat messages \(observation_format='messages'\), not a text transcript"
    ):
        last_user_text("User: hi", strict=strict)


# --------------------------------------------------------------------------- data classes


def test_rule_hit_to_dict_rounds_points_and_is_json() -> None:
    hit = RuleHit("need_fit", 1.23456, "a concrete step")
    assert hit.to_dict() == {"name": "need_fit", "points": 1.235, "detail": "a concrete step"}
    assert json.loads(json.dumps(hit.to_dict())) == hit.to_dict()


def test_rule_hit_to_dict_turns_numpy_points_into_a_float() -> None:
    data = RuleHit("penalty:dismissive", np.float32(-2.5)).to_dict()
    assert data == {"name": "penalty:dismissive", "points": -2.5, "detail": ""}
    assert type(data["points"]) is float


def test_rule_hit_is_frozen() -> None:
    hit = RuleHit("need_fit", 1.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        hit.points = 2.0  # type: ignore[misc]


def _appraisal() -> Appraisal:
    return Appraisal(
        delta=np.int64(3),  # type: ignore[arg-type] - simulators may hand numpy integers
        explanation="The reply named the credit.",
        hits=(RuleHit("need_fit", 2.0, "credit"), RuleHit("concern", 1.0004)),
        fields={"analysis": "felt heard"},
    )


def test_appraisal_to_dict() -> None:
    data = _appraisal().to_dict()
    assert data == {
        "delta": 3,
        "explanation": "The reply named the credit.",
        "hits": [
            {"name": "need_fit", "points": 2.0, "detail": "credit"},
            {"name": "concern", "points": 1.0, "detail": ""},
        ],
        "fields": {"analysis": "felt heard"},
    }
    assert type(data["delta"]) is int
    assert json.loads(json.dumps(data)) == data


def test_appraisal_to_dict_copies_fields() -> None:
    appraisal = _appraisal()
    appraisal.to_dict()["fields"]["analysis"] = "changed"
    assert appraisal.fields == {"analysis": "felt heard"}


def test_appraisal_defaults_are_not_shared() -> None:
    first, second = Appraisal(0, "a"), Appraisal(0, "b")
    first.fields["x"] = 1
    assert second.fields == {}
    assert first.hits == () and first.to_dict()["hits"] == []


def test_turn_to_dict_nests_the_appraisal() -> None:
    turn = Turn(
        index=2,
        thought=None,
        reply="What would help most?",
        format_ok=True,
        appraisal=Appraisal(-1, "Too vague.", (RuleHit("vague", -1.0),)),
        emotion_before=50,
        emotion_after=49,
        user_text="I don't know.",
        goodbye=False,
    )
    data = turn.to_dict()
    assert data == {
        "index": 2,
        "thought": None,
        "reply": "What would help most?",
        "format_ok": True,
        "appraisal": {
            "delta": -1,
            "explanation": "Too vague.",
            "hits": [{"name": "vague", "points": -1.0, "detail": ""}],
            "fields": {},
        },
        "emotion_before": 50,
        "emotion_after": 49,
        "user_text": "I don't know.",
        "goodbye": False,
    }
    assert json.loads(json.dumps(data)) == data


# --------------------------------------------------------------------------- dialogue state


def _state(**overrides) -> DialogueState:
    arguments = {
        "persona": Persona(make_persona()),
        "rules": SAGE_RULES,
        "difficulty": "normal",
        "emotion": SAGE_RULES.start_emotion,
        "rng": np.random.default_rng(0),
    }
    arguments.update(overrides)
    return DialogueState(**arguments)


def test_dialogue_state_starts_empty() -> None:
    state = _state()
    assert (state.messages, state.turns, state.sim_state) == ([], [], {})
    assert state.turn == 0
    assert state.last_user_text == ""
    assert state.agent_replies == []


def test_dialogue_state_defaults_are_not_shared() -> None:
    first, second = _state(), _state()
    first.messages.append({"role": "user", "content": "hi"})
    first.sim_state["note"] = 1
    assert second.messages == [] and second.sim_state == {}


def test_dialogue_state_reads_its_turns_and_messages() -> None:
    state = _state(messages=[dict(m) for m in DIALOGUE])
    appraisal = Appraisal(0, "")
    state.turns += [
        Turn(
            0,
            None,
            "That sounds infuriating.",
            True,
            appraisal,
            50,
            52,
            "It is. Launch is Friday.",
            False,
        ),
        Turn(1, "plan", "What would help most before Friday?", True, appraisal, 52, 55, "", False),
    ]
    assert state.turn == 2
    assert state.agent_replies == [
        "That sounds infuriating.",
        "What would help most before Friday?",
    ]
    assert state.last_user_text == "It is. Launch is Friday."


@pytest.fixture(scope="module")
def stub_env() -> EmpathyDialogueEnv:
    return EmpathyDialogueEnv(
        personas=[make_persona()], simulator=StubSimulator(opening="Hi. Rough week.")
    )


def test_reset_seeds_the_dialogue_state(stub_env: EmpathyDialogueEnv) -> None:
    stub_env.reset(seed=7)
    state = stub_env.state
    assert state is not None
    assert state.rng is stub_env.np_random
    assert state.persona.id == make_persona()["id"]
    assert (state.difficulty, state.emotion) == ("normal", SAGE_RULES.start_emotion)
    assert state.messages == [{"role": "user", "content": "Hi. Rough week."}]
    assert state.last_user_text == "Hi. Rough week."
    assert (state.turn, state.sim_state) == (0, {})
    first = state.rng.integers(0, 2**31, size=4).tolist()

    stub_env.reset(seed=7)
    assert stub_env.state is not state  # a fresh dialogue, not the old one reused
    assert stub_env.state.rng.integers(0, 2**31, size=4).tolist() == first

    stub_env.reset(seed=8)
    assert stub_env.state.rng.integers(0, 2**31, size=4).tolist() != first


# --------------------------------------------------------------------------- renderings


def test_format_transcript() -> None:
    messages = [*DIALOGUE[1:3], {"role": "tool", "content": "lookup"}]
    assert format_transcript(messages) == (
        "User: My manager took credit for my redesign.\n\nAgent: That sounds infuriating.\n\ntool: lookup"
    )
    assert format_transcript(DIALOGUE[:1]) == "System: Be kind."
    assert format_transcript([]) == ""


@pytest.mark.parametrize(
    ("emotion", "expected"),
    [
        (0, "[--------------------]   0 F"),
        (4, "[#-------------------]   4 F"),
        (9, "[##------------------]   9 F"),
        (10, "[##------------------]  10 C"),
        (39, "[########------------]  39 C"),
        (40, "[########------------]  40 B"),
        (50, "[##########----------]  50 B"),
        (69, "[##############------]  69 B"),
        (70, "[##############------]  70 A"),
        (99, "[####################]  99 A"),
        (100, "[####################] 100 S"),
        (-5, "[--------------------]  -5 F"),
        (150, "[####################] 150 S"),
    ],
)
def test_emotion_bar(emotion: int, expected: str) -> None:
    assert emotion_bar(emotion) == expected


@pytest.mark.parametrize(
    ("emotion", "width", "expected"),
    [
        (50, 10, "[#####-----]  50 B"),
        (33, 3, "[#--]  33 C"),
        (100, 1, "[#] 100 S"),
        (50, 0, "[]  50 B"),
    ],
)
def test_emotion_bar_width(emotion: int, width: int, expected: str) -> None:
    assert emotion_bar(emotion, width=width) == expected


def test_emotion_bar_takes_numpy_integers() -> None:
    assert emotion_bar(np.int64(40)) == "[########------------]  40 B"


def test_render_ansi_shows_each_turn_with_its_emotion() -> None:
    text = render_ansi(
        DIALOGUE[1:], [50, 72], "Maya", appraisal="She felt heard.", end_reason="goodbye"
    )
    assert text == (
        "\x1b[1mMaya\x1b[0m [##########----------]  50 B\n"
        "  My manager took credit for my redesign.\n"
        "\x1b[1mAgent\x1b[0m\n"
        "  That sounds infuriating.\n"
        "\x1b[1mMaya\x1b[0m [##############------]  72 A\n"
        "  It is. Launch is Friday.\n"
        "\x1b[1mAgent\x1b[0m\n"
        "  What would help most before Friday?\n"
        "\x1b[2m(appraisal) She felt heard.\x1b[0m\n"
        "-- dialogue ended: goodbye --\n"
    )


def test_render_ansi_reuses_the_last_emotion_when_emotions_run_short() -> None:
    text = render_ansi(DIALOGUE[1:4], [61], "Maya")
    assert text.count("\x1b[1mMaya\x1b[0m [############--------]  61 B\n") == 2
    assert "(appraisal)" not in text and "dialogue ended" not in text


def test_render_ansi_without_emotions_shows_zero() -> None:
    text = render_ansi(DIALOGUE[1:2], [], "Maya", appraisal="", end_reason="")
    assert (
        text
        == "\x1b[1mMaya\x1b[0m [--------------------]   0 F\n  My manager took credit for my redesign.\n"
    )


def test_render_ansi_of_no_messages_is_one_line_break() -> None:
    assert render_ansi([], [], "Maya") == "\n"
