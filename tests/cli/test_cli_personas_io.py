"""``rlver-env personas import`` and ``personas generate`` from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rlver_env.cli.main import main
from rlver_env.personas.model import load_personas

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data"


def test_generate_writes_valid_distinct_personas(tmp_path, capsys):
    out = tmp_path / "gen.jsonl"
    assert main(["personas", "generate", str(out), "-n", "12", "--seed", "4", "--needs", "venting,agreement"]) == 0
    personas = load_personas(out)
    assert len(personas) == 12 and {p.hidden_need for p in personas} == {"venting", "agreement"}
    again = tmp_path / "again.jsonl"
    assert main(["personas", "generate", str(again), "-n", "12", "--seed", "4", "--needs", "venting,agreement"]) == 0
    assert out.read_text() == again.read_text()
    assert main(["personas", "generate", str(tmp_path / "x.jsonl"), "--needs", "hugs"]) == 2


def test_import_reports_bad_lines_and_converts_the_rest(tmp_path, capsys):
    good = {
        "id": "p1", "player": "* 姓名：李雷\n* 年龄：30岁", "scene": "故事", "main_cha": "被动型",
        "cha_group": ["内向"], "task": "你希望对方用心倾听你的情绪宣泄", "first_talk": "唉。",
    }
    source = tmp_path / "profiles.jsonl"
    source.write_text(json.dumps(good, ensure_ascii=False) + "\n{not json\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["personas", "import", "--format", "sage", str(source), str(out)]) == 1
    captured = capsys.readouterr()
    assert ":2" in captured.err and "1 personas imported" in captured.out
    (persona,) = load_personas(out)
    assert persona.language == "zh" and persona.hidden_need == "venting"


@pytest.mark.skipif(not (SHARED / "rlver").is_dir(), reason=f"official profiles not found at {SHARED}")
def test_import_official_test_profiles(tmp_path, capsys):
    out = tmp_path / "rlver_test"
    assert main(["personas", "import", "--format", "rlver", str(SHARED / "rlver" / "test_profile.jsonl"), str(out)]) == 0
    assert len(load_personas(out)) == 100
