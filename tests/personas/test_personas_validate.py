"""``rlver-env personas validate``: every error, a simulator's needs, the guide's ranges.

Also the authoring guide's example persona, and ``personas generate`` with an unknown domain.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.cli.main import main
from rlver_env.errors import PersonaError
from rlver_env.personas.check import check_path, guide_warnings
from rlver_env.personas.generate.parts import domain_names
from rlver_env.personas.model import load_persona_file, persona_errors
from rlver_env.simulators.factory import simulator_check
from tests.support import make_persona, write_json

REPO_ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = REPO_ROOT / "docs" / "examples" / "example-ines-night-shift.json"


def _jsonl(path: Path, lines: list[Any]) -> Path:
    path.write_text(
        "\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines) + "\n",
        encoding="utf-8",
    )
    return path


def _two_bad_fields(pid: str) -> dict[str, Any]:
    persona = make_persona(id=pid, disposition="cheerful")
    persona["hidden_need"]["kind"] = "hugs"
    return persona


# ---------------------------------------------------------------------------------- all errors
def test_persona_errors_lists_every_bad_field() -> None:
    errors = persona_errors(_two_bad_fields("tests-two"), "x.json")
    assert [e.json_path for e in errors] == ["$.disposition", "$.hidden_need.kind"]
    assert all(e.persona_id == "tests-two" and e.source == "x.json" for e in errors)
    assert persona_errors(make_persona()) == []


def test_validate_reports_every_bad_line_and_field_of_a_jsonl_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _jsonl(
        tmp_path / "many.jsonl",
        [
            make_persona(id="tests-good"),
            "{not json",
            make_persona(id="tests-bad-name", name=""),
            _two_bad_fields("tests-two"),
            make_persona(id="tests-good-2"),
        ],
    )
    assert main(["personas", "validate", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"FAIL {path}: 4 errors" in err
    assert f"{path}:2: invalid JSON" in err
    assert f"{path}:3: persona 'tests-bad-name': field $.name" in err
    assert f"{path}:4: persona 'tests-two': field $.disposition" in err
    assert f"{path}:4: persona 'tests-two': field $.hidden_need.kind" in err
    assert "1 of 1 path(s) failed validation" in err


def test_validate_reports_every_bad_file_of_a_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "lib"
    write_json(folder / "a.json", make_persona(id="tests-a", default_difficulty="extreme"))
    write_json(folder / "b.json", [make_persona(id="tests-b"), make_persona(id="tests-b")])
    (folder / "c.json").write_text("[1,", encoding="utf-8")
    write_json(folder / "d.json", make_persona(id="tests-d"))
    assert main(["personas", "validate", str(folder)]) == 1
    err = capsys.readouterr().err
    assert "persona 'tests-a': field $.default_difficulty" in err
    assert f"duplicate persona id 'tests-b' in {folder / 'b.json'}[0] and {folder / 'b.json'}[1]" in err
    assert f"{folder / 'c.json'}: invalid JSON" in err
    assert "3 errors" in err


def test_loading_stays_all_or_nothing(tmp_path: Path) -> None:
    path = _jsonl(tmp_path / "p.jsonl", [make_persona(id="tests-a"), "{not json", make_persona(id="tests-b")])
    with pytest.raises(PersonaError, match=r"p\.jsonl:2: invalid JSON"):
        load_persona_file(path)


# ----------------------------------------------------------------------------------- simulators
def _no_rule_sim(pid: str = "tests-no-rule-sim") -> dict[str, Any]:
    persona = make_persona(id=pid)
    del persona["rule_sim"]
    return persona


def test_a_persona_without_rule_sim_fails_only_for_the_rule_simulator(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write_json(tmp_path / "p.json", _no_rule_sim())
    assert main(["personas", "validate", str(path)]) == 0
    assert main(["personas", "validate", str(path), "--simulator", "llm"]) == 0
    capsys.readouterr()
    assert main(["personas", "validate", str(path), "--simulator", "rule"]) == 1
    err = capsys.readouterr().err
    assert "'tests-no-rule-sim'" in err and "lacks rule_sim" in err
    # What validate reports is what gym.make would fail on.
    env = gym.make("EmpathyDialogue-v0", personas=str(path))
    with pytest.raises(PersonaError, match="rule_sim"):
        env.reset(seed=0)


def test_languages_each_simulator_speaks(tmp_path: Path) -> None:
    chinese = write_json(tmp_path / "zh.json", make_persona(id="tests-zh", language="zh"))
    french = write_json(tmp_path / "fr.json", make_persona(id="tests-fr", language="fr"))
    assert not check_path(chinese, simulator_check("rule")).ok
    assert check_path(chinese, simulator_check("llm")).ok
    result = check_path(french, simulator_check("llm"))
    assert not result.ok and "no prompt pack for language 'fr'" in result.errors[0]


def test_an_unknown_simulator_is_a_usage_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write_json(tmp_path / "p.json", make_persona())
    assert main(["personas", "validate", str(path), "--simulator", "human"]) == 2
    assert "invalid choice: 'human'" in capsys.readouterr().err


# ------------------------------------------------------------------------------------- warnings
def test_the_guides_ranges_give_warnings_not_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    persona = make_persona(id="tests-thin")
    persona["rule_sim"]["concerns"] = persona["rule_sim"]["concerns"][:1]
    persona["rule_sim"]["story_beats"] = persona["rule_sim"]["story_beats"][:1]
    path = write_json(tmp_path / "thin.json", persona)
    assert main(["personas", "validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"OK {path}: 1 persona" in out
    assert "persona 'tests-thin': rule_sim.concerns: 1 concern; the authoring guide asks for 4-6" in out
    assert "rule_sim.story_beats: 1 story beat; the authoring guide asks for 5-8" in out
    assert "valid: 1 persona (" in out and "warning" in out.splitlines()[-1]


def test_guide_warnings_name_each_shortfall() -> None:
    persona = make_persona()
    persona["rule_sim"]["concerns"][0]["keywords"] = ["Credit"]
    persona["rule_sim"]["concerns"].append({"topic": "the weather", "keywords": ["rain", "umbrella"]})
    persona["rule_sim"]["triggers"] = []
    del persona["voice"]["goodbye_success"]
    warnings = guide_warnings(persona)
    assert any(w.startswith("rule_sim.concerns[0] ('credit for the redesign'): 1 keyword") for w in warnings)
    assert any("keywords ['Credit'] are not lowercase" in w for w in warnings)
    assert any(w.startswith("rule_sim.concerns[4] ('the weather'): no keyword appears") for w in warnings)
    assert "rule_sim.triggers: 0 triggers; the authoring guide asks for 1-3" in warnings
    assert "voice: no goodbye_success" in warnings
    assert guide_warnings(_no_rule_sim()) == []  # the guide's ranges are the rule simulator's


# -------------------------------------------------------------------------------------- example
def test_the_guides_example_validates_without_warnings(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["personas", "validate", str(EXAMPLE), "--simulator", "rule"]) == 0
    out = capsys.readouterr().out
    assert "warning" not in out
    assert "all 1 path(s) valid: 1 persona, checked for the rule simulator" in out
    assert EXAMPLE.name == json.loads(EXAMPLE.read_text(encoding="utf-8"))["id"] + ".json"


def test_the_guides_example_plays(tmp_path: Path) -> None:
    env = gym.make("EmpathyDialogue-v0", personas=str(EXAMPLE))
    _, info = env.reset(seed=0)
    assert info["persona_id"] == "example-ines-night-shift"
    reply = "You checked the pump twice and stopped the infusion. You caught it."
    _, _, _, _, info = env.step(reply)
    assert info["emotion_delta"] > 0
    assert any(hit["name"] == "trigger" for hit in info["appraisal"]["hits"])


def test_the_guide_links_the_example() -> None:
    guide = (REPO_ROOT / "docs" / "persona-authoring.md").read_text(encoding="utf-8")
    assert "examples/example-ines-night-shift.json" in guide
    assert "--simulator rule" in guide


# ------------------------------------------------------------------------------------- generate
def test_generate_with_an_unknown_domain_is_one_line_naming_the_domains(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "gen.jsonl"
    assert main(["personas", "generate", str(out), "-n", "3", "--domains", "work,space"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "--domains: unknown domain(s) ['space']" in err
    assert all(domain in err for domain in domain_names())
    assert "Traceback" not in err and not out.exists()
