"""Persona loading and validation: errors name the file, the persona id and the JSON path."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.errors import PersonaError, PersonaValidationError, UnsupportedLanguageError
from rlver_env.personas.model import (
    Persona,
    load_bundled,
    load_personas,
    persona_schema,
    validate_persona,
)
from rlver_env.simulators.rule.simulator import RuleBasedSimulator
from tests.support import VALID_PERSONA, make_persona, write_json

PID = VALID_PERSONA["id"]


# --------------------------------------------------------------------------- bundled library
def test_every_bundled_persona_validates():
    personas = load_bundled("all")
    assert len(personas) > 0
    for persona in personas:
        validate_persona(persona.data, persona.source)  # raises on the first invalid one
        assert persona.split in ("train", "test")
        assert persona.language == "en"


def test_bundled_splits_partition_all():
    train, test, everything = load_bundled("train"), load_bundled("test"), load_bundled("all")
    assert train and test
    assert {p.id for p in everything} == {p.id for p in train} | {p.id for p in test}
    assert not {p.id for p in train} & {p.id for p in test}, "a persona is in both splits"
    assert all(p.split == "train" for p in train)
    assert all(p.split == "test" for p in test)


def test_bundled_ids_are_unique_and_match_file_names():
    personas = load_bundled("all")
    ids = [p.id for p in personas]
    assert len(ids) == len(set(ids))
    for persona in personas:
        # docs/persona-authoring.md: the file name is the persona id plus .json
        assert persona.source.endswith(f"/{persona.id}.json"), persona.source


def test_every_bundled_persona_is_playable_by_the_rule_simulator():
    import numpy as np

    from rlver_env.dialogue import DialogueState
    from rlver_env.rules import SAGE_RULES

    sim = RuleBasedSimulator()
    for persona in load_bundled("all"):
        sim.check_persona(persona)  # raises if the default simulator could not play it
        state = DialogueState(persona, SAGE_RULES, persona.default_difficulty, 40, np.random.default_rng(0))
        (opening,) = sim.open_batch([state])
        assert opening.error is None and opening.text.strip(), persona.id


def test_bundled_library_folder_loads_as_a_folder_source():
    """Pointing ``personas=`` at the library folder itself gives the same personas as bundled:all."""
    from importlib import resources

    folder = Path(str(resources.files("rlver_env.personas").joinpath("data").joinpath("en")))
    assert {p.id for p in load_personas(folder)} == {p.id for p in load_bundled("all")}


def test_unknown_bundled_split_raises():
    with pytest.raises(ValueError, match="split"):
        load_bundled("validation")


def test_schema_is_valid_draft_2020_12():
    import jsonschema

    schema = persona_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$schema"].endswith("2020-12/schema")


# --------------------------------------------------------------------------- malformed mutations
def _set(path: str, value: Any) -> Callable[[dict], None]:
    """A mutation that sets ``a.b[2].c`` (dots and integer indices) to ``value``."""

    def mutate(data: dict) -> None:
        target: Any = data
        parts = path.split(".")
        for part in parts[:-1]:
            target = target[int(part)] if part.isdigit() else target[part]
        last = parts[-1]
        target[int(last) if last.isdigit() else last] = value

    return mutate


def _delete(path: str) -> Callable[[dict], None]:
    def mutate(data: dict) -> None:
        target: Any = data
        parts = path.split(".")
        for part in parts[:-1]:
            target = target[int(part)] if part.isdigit() else target[part]
        del target[parts[-1]]

    return mutate


# (mutation, expected JSON path, a word the detail must contain)
MUTATIONS: dict[str, tuple[Callable[[dict], None], str, str]] = {
    "wrong_need_kind": (_set("hidden_need.kind", "hugs"), "$.hidden_need.kind", "hugs"),
    "need_without_text": (_delete("hidden_need.text"), "$.hidden_need", "text"),
    "bad_disposition": (_set("disposition", "grumpy"), "$.disposition", "grumpy"),
    "traits_not_a_list": (_set("traits", "brave"), "$.traits", "array"),
    "empty_traits": (_set("traits", []), "$.traits", "non-empty"),
    "trait_not_a_string": (_set("traits", ["kind", 3]), "$.traits[1]", "string"),
    "extra_unknown_field": (_set("favourite_colour", "blue"), "$", "favourite_colour"),
    "extra_field_in_background": (_set("background.mood", "sad"), "$.background", "mood"),
    "bad_language_code": (_set("language", "english"), "$.language", "english"),
    "bad_difficulty": (_set("default_difficulty", "extreme"), "$.default_difficulty", "extreme"),
    "trigger_delta_out_of_range": (_set("rule_sim.triggers.1.delta", 50), "$.rule_sim.triggers[1].delta", "50"),
    "trigger_delta_not_integer": (_set("rule_sim.triggers.0.delta", 1.5), "$.rule_sim.triggers[0].delta", "integer"),
    "concern_without_keywords": (_delete("rule_sim.concerns.2.keywords"), "$.rule_sim.concerns[2]", "keywords"),
    "concern_with_empty_keywords": (_set("rule_sim.concerns.0.keywords", []), "$.rule_sim.concerns[0].keywords", "non-empty"),
    "story_beats_not_a_list": (_set("rule_sim.story_beats", "one"), "$.rule_sim.story_beats", "array"),
    "negative_age": (_set("demographics.age", -3), "$.demographics.age", "minimum"),
    "absurd_age": (_set("demographics.age", 400), "$.demographics.age", "maximum"),
    "wrong_schema_version": (_set("schema_version", 2), "$.schema_version", "1"),
    "empty_name": (_set("name", ""), "$.name", "non-empty"),
    "bad_id_pattern": (_set("id", "bad id!"), "$.id", "match"),
    "voice_without_low": (_delete("voice.low"), "$.voice", "low"),
    "empty_voice_line": (_set("voice.high.1", ""), "$.voice.high[1]", "non-empty"),
    "person_without_relation": (_delete("people.1.relation"), "$.people[1]", "relation"),
    "first_utterance_wrong_type": (_set("first_utterance", 5), "$.first_utterance", "string"),
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_malformed_persona_error_names_file_id_and_path(tmp_path, name):
    mutate, json_path, word = MUTATIONS[name]
    data = make_persona()
    mutate(data)
    path = write_json(tmp_path / f"{name}.json", data)
    with pytest.raises(PersonaValidationError) as info:
        load_personas(path)
    err = info.value
    message = str(err)
    assert str(path) in message
    expected_id = data.get("id")
    assert repr(expected_id) in message
    assert f"field {json_path}:" in message
    assert word in message
    assert err.source == str(path)
    assert err.persona_id == expected_id
    assert err.json_path == json_path


def test_missing_id_names_file_and_root_path(tmp_path):
    data = make_persona()
    del data["id"]
    path = write_json(tmp_path / "no-id.json", data)
    with pytest.raises(PersonaValidationError) as info:
        load_personas(path)
    message = str(info.value)
    assert str(path) in message
    assert "<no id>" in message
    assert "field $:" in message
    assert "'id' is a required property" in message
    assert info.value.persona_id is None


def test_non_object_persona_is_rejected(tmp_path):
    path = write_json(tmp_path / "list-of-strings.json", ["not", "a", "persona"])
    with pytest.raises(PersonaValidationError) as info:
        load_personas(path)
    assert f"{path}[0]" in str(info.value)
    assert info.value.json_path == "$"


def test_at_least_ten_distinct_mutations():
    assert len({path for _, path, _ in MUTATIONS.values()}) >= 10


def test_error_in_a_list_file_names_the_index(tmp_path):
    path = write_json(tmp_path / "two.json", [make_persona(), make_persona(id="second", traits=[])])
    with pytest.raises(PersonaValidationError) as info:
        load_personas(path)
    message = str(info.value)
    assert f"{path}[1]" in message and "'second'" in message and "$.traits" in message


def test_error_in_a_jsonl_file_names_the_line(tmp_path):
    path = tmp_path / "people.jsonl"
    bad = make_persona(id="third", disposition="grumpy")
    lines = [json.dumps(make_persona()), "", json.dumps(bad)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(PersonaValidationError) as info:
        load_personas(path)
    message = str(info.value)
    assert f"{path}:3" in message and "'third'" in message and "$.disposition" in message


def test_error_in_a_list_of_dicts_names_the_item():
    with pytest.raises(PersonaValidationError) as info:
        load_personas([make_persona(), make_persona(id="x2", hidden_need={"kind": "hugs", "text": "t"})])
    message = str(info.value)
    assert "<dict #1>" in message and "'x2'" in message and "$.hidden_need.kind" in message


# --------------------------------------------------------------------------- files and folders
def test_invalid_json_names_file_and_line(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{\n  "id": "x",\n  "name": \n}\n', encoding="utf-8")
    with pytest.raises(PersonaError) as info:
        load_personas(path)
    message = str(info.value)
    assert str(path) in message
    assert "line 4" in message


def test_invalid_jsonl_names_file_and_line(tmp_path):
    path = tmp_path / "broken.jsonl"
    path.write_text(json.dumps(make_persona()) + "\n{oops\n", encoding="utf-8")
    with pytest.raises(PersonaError) as info:
        load_personas(path)
    assert f"{path}:2" in str(info.value)


def test_non_utf8_json_names_the_file(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"name": "Jos\xe9"}')
    with pytest.raises(PersonaError) as info:
        load_personas(path)
    assert str(path) in str(info.value)


def test_non_utf8_jsonl_raises_persona_error_naming_the_file(tmp_path):
    path = tmp_path / "latin1.jsonl"
    path.write_bytes(json.dumps(make_persona()).encode() + b'\n{"name": "Jos\xe9"}\n')
    with pytest.raises(PersonaError) as info:
        load_personas(path)
    assert str(path) in str(info.value)


def test_folder_with_one_bad_file_loads_nothing(tmp_path):
    folder = tmp_path / "lib"
    write_json(folder / "a-good.json", make_persona(id="a-good"))
    write_json(folder / "sub" / "b-good.json", make_persona(id="b-good"))
    bad = make_persona(id="c-bad", default_difficulty="extreme")
    bad_path = write_json(folder / "sub" / "c-bad.json", bad)
    write_json(folder / "d-good.json", make_persona(id="d-good"))
    with pytest.raises(PersonaValidationError) as info:
        load_personas(folder)
    assert str(bad_path) in str(info.value) and "'c-bad'" in str(info.value)
    with pytest.raises(PersonaValidationError):
        gym.make("EmpathyDialogue-v0", personas=str(folder))


def test_folder_loads_recursively_in_sorted_order_with_splits(tmp_path):
    write_json(tmp_path / "train" / "b.json", make_persona(id="b"))
    write_json(tmp_path / "train" / "a.json", make_persona(id="a"))
    write_json(tmp_path / "test" / "c.json", make_persona(id="c"))
    (tmp_path / "notes.txt").write_text("not a persona")
    personas = load_personas(tmp_path)
    assert [p.id for p in personas] == ["c", "a", "b"]
    assert [p.split for p in personas] == ["test", "train", "train"]


def test_empty_folder_and_missing_path_raise(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(PersonaError, match="no .json"):
        load_personas(tmp_path / "empty")
    with pytest.raises(PersonaError, match="not a persona file or folder"):
        load_personas(tmp_path / "missing.json")
    with pytest.raises(PersonaError, match="no personas"):
        load_personas([])
    with pytest.raises(PersonaError):
        load_personas(42)


def test_duplicate_ids_raise(tmp_path):
    with pytest.raises(PersonaError, match="duplicate persona id"):
        load_personas([make_persona(), make_persona()])
    write_json(tmp_path / "one.json", make_persona())
    write_json(tmp_path / "two.json", make_persona())
    with pytest.raises(PersonaError) as info:
        load_personas(tmp_path)
    message = str(info.value)
    assert repr(PID) in message and "one.json" in message and "two.json" in message


def test_persona_is_a_private_copy(persona_dict):
    persona = Persona(persona_dict, "<mine>")
    persona_dict["name"] = "Somebody Else"
    persona_dict["traits"].append("changed")
    assert persona.name == "Maya Chen"
    assert "changed" not in persona.data["traits"]
    copy = persona.to_dict()
    copy["name"] = "X"
    assert persona.name == "Maya Chen"
    assert persona == Persona(make_persona())
    assert persona.hidden_need == "practical_advice"
    assert persona.disposition == "negative"
    assert persona.default_difficulty == "normal"


# --------------------------------------------------------------------------- sources accepted by the env
def _first_user_turn(env: gym.Env) -> tuple[Any, dict]:
    obs, info = env.reset(seed=0)
    return obs, info


def test_make_with_list_of_dicts():
    env = gym.make("EmpathyDialogue-v0", personas=[make_persona(), make_persona(id="other")])
    obs, info = _first_user_turn(env)
    assert info["persona_id"] in {PID, "other"}
    assert obs[0]["role"] == "user"


def test_make_with_a_file(tmp_path):
    path = write_json(tmp_path / "one.json", make_persona())
    env = gym.make("EmpathyDialogue-v0", personas=str(path))
    _, info = _first_user_turn(env)
    assert info["persona_id"] == PID
    env = gym.make("EmpathyDialogue-v0", personas=Path(path))
    assert _first_user_turn(env)[1]["persona_id"] == PID


def test_make_with_a_jsonl_file(tmp_path):
    path = tmp_path / "many.jsonl"
    path.write_text("\n".join(json.dumps(make_persona(id=f"p{i}")) for i in range(3)) + "\n", encoding="utf-8")
    env = gym.make("EmpathyDialogue-v0", personas=str(path))
    assert env.unwrapped.bank.ids == ["p0", "p1", "p2"]
    assert _first_user_turn(env)[1]["persona_id"] in {"p0", "p1", "p2"}


def test_make_with_a_folder(tmp_path):
    write_json(tmp_path / "x" / "a.json", make_persona(id="a"))
    write_json(tmp_path / "b.json", make_persona(id="b"))
    env = gym.make("EmpathyDialogue-v0", personas=str(tmp_path))
    assert sorted(env.unwrapped.bank.ids) == ["a", "b"]
    assert _first_user_turn(env)[1]["persona_id"] in {"a", "b"}


def test_make_with_bundled_test():
    env = gym.make("EmpathyDialogue-v0", personas="bundled:test")
    test_ids = {p.id for p in load_bundled("test")}
    assert set(env.unwrapped.bank.ids) == test_ids
    for seed in range(5):
        assert env.reset(seed=seed)[1]["persona_id"] in test_ids


def _zh_persona() -> dict:
    return make_persona(
        id="zh-lin",
        language="zh",
        name="林晓",
        background={"summary": "林晓的经理把她的设计说成是自己的。"},
        first_utterance="我的经理把我的设计说成是他的。",
    )


def test_zh_persona_with_rule_simulator_raises_unsupported_language():
    with pytest.raises(UnsupportedLanguageError, match="'zh'"):
        env = gym.make("EmpathyDialogue-v0", personas=[_zh_persona()])
        env.reset(seed=0)


def test_zh_persona_pinned_at_reset_raises_unsupported_language():
    env = gym.make("EmpathyDialogue-v0", personas=[make_persona()])
    with pytest.raises(UnsupportedLanguageError, match="'zh'"):
        env.reset(seed=0, options={"persona": _zh_persona()})


def test_english_label_on_chinese_text_is_rejected():
    data = _zh_persona()
    data["language"] = "en"
    with pytest.raises(UnsupportedLanguageError, match="Chinese"):
        RuleBasedSimulator().check_persona(Persona(data))


def test_persona_without_rule_sim_cannot_be_played_by_rule_simulator():
    data = make_persona(id="no-rule-sim")
    del data["rule_sim"]
    persona = Persona(data)  # valid: rule_sim is optional in the schema
    with pytest.raises(PersonaError, match="rule_sim"):
        RuleBasedSimulator().check_persona(persona)


# --------------------------------------------------------------------------- properties
def test_properties_read_the_persona_and_default_what_is_optional():
    persona = Persona(VALID_PERSONA)
    data = VALID_PERSONA
    assert persona.hidden_need_text == data["hidden_need"]["text"]
    assert persona.background["summary"] == data["background"]["summary"]
    assert persona.traits == data["traits"]
    assert persona.people == (data.get("people") or [])
    assert persona.voice == data.get("voice") and persona.rule_sim == data.get("rule_sim")
    bare = {k: v for k, v in data.items() if k not in ("people", "demographics", "personality", "speaking_style", "voice", "rule_sim")}
    stripped = Persona(bare)
    assert stripped.people == [] and stripped.demographics == {} and stripped.profile == {}
    assert stripped.voice is None and stripped.rule_sim is None
    full = Persona({**data, "personality": "wry", "speaking_style": ""})
    assert full.profile == {"personality": "wry"}, "an empty profile field is left out"


def test_the_rule_simulator_names_what_a_persona_lacks():
    bare = {k: v for k, v in VALID_PERSONA.items() if k not in ("voice", "rule_sim")}
    with pytest.raises(PersonaError, match="lacks rule_sim, voice"):
        RuleBasedSimulator().check_persona(Persona(bare))
