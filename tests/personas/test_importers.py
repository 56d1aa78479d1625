"""Importing the official RLVER and SAGE profile files into our persona schema.

The official data is read from ``../shared/data`` next to the repository (it is never copied
into the project); tests that need it skip with the reason when it is absent. The other tests
use small synthetic records written here.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rlver_env.errors import PersonaError, PersonaValidationError, UnsupportedLanguageError
from rlver_env.personas.importers import (
    FALLBACK_NEED,
    KNOWN_TASK_TEXTS,
    ProfileImportError,
    import_profiles,
    need_kind_of,
    write_personas,
)
from rlver_env.personas.model import Persona, load_personas
from rlver_env.personas.needs import HIDDEN_NEEDS
from rlver_env.simulators import RuleBasedSimulator

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
OFFICIAL = {
    "rlver-train": (DATA / "rlver" / "train_profile.jsonl", "rlver", 500, False),
    "rlver-test": (DATA / "rlver" / "test_profile.jsonl", "rlver", 100, True),
    "sage": (DATA / "sage" / "simulator_profile_withfirsttalk.jsonl", "sage", 100, True),
}


def _official(key: str) -> tuple[Path, str, int, bool]:
    path, fmt, count, has_first_talk = OFFICIAL[key]
    if not path.is_file():
        pytest.skip(f"official profile data not found at {path} (expected ../shared/data next to the repo)")
    return path, fmt, count, has_first_talk


def _record(**overrides: Any) -> dict[str, Any]:
    """A synthetic profile record in the official shape."""
    record: dict[str, Any] = {
        "id": "synthetic-0001",
        "player": "* 姓名：李明\n* 年龄：31岁\n* 性别：男性\n\n* 职业：会计\n\n* 说话风格：\n说话简短。\n\n* 说话方式：\n常常反问。",
        "scene": "## 剧本背景故事\n李明的上司抢走了他的功劳。",
        "main_cha": "负面型",
        "cha_group": ["愤怒", "多疑", "固执"],
        "task": "你想获得能真实帮助你解决当下困境的建议",
    }
    record.update(overrides)
    return record


def _write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


# ----------------------------------------------------------------------------- official data
@pytest.mark.parametrize("key", list(OFFICIAL))
def test_official_file_imports_completely(key: str) -> None:
    path, fmt, count, has_first_talk = _official(key)
    result = import_profiles(path, fmt)
    assert result.errors == []
    assert result.fallback_count == 0
    assert result.lines == count
    assert len(result.personas) == count
    raw = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for line_no, (persona, record) in enumerate(zip(result.personas, raw), start=1):
        Persona(persona, f"{path}:{line_no}")  # validates
        assert persona["id"] == f"{fmt}-{record['id']}"
        assert persona["language"] == "zh"
        assert persona["personality"] == record["player"]
        assert persona["background"]["summary"] == record["scene"]
        assert persona["traits"] == record["cha_group"]
        assert persona["hidden_need"]["text"] == record["task"]
        assert persona["default_difficulty"] == "normal"
        assert persona["source"] == {"format": fmt, "id": record["id"], "line": line_no, "file": path.name, "original": record}
        assert (persona["first_utterance"] == record.get("first_talk")) if has_first_talk else persona["first_utterance"] is None
        # The name and demographics come from the player's own lines, checked independently here.
        name_line = re.search(r"姓名[：:]\s*(.+)", record["player"])
        assert name_line and persona["name"] == name_line.group(1).strip()
        age_line = re.search(r"年龄[：:]\s*(\d+)", record["player"])
        assert age_line and persona["demographics"]["age"] == int(age_line.group(1))
        assert persona["demographics"]["gender"] and persona["demographics"]["gender"] in record["player"]
        assert persona["demographics"]["occupation"] and persona["demographics"]["occupation"] in record["player"]
    summary = result.summary()
    assert f"{count} personas imported" in summary and "0 lines failed" in summary


def test_all_700_official_profiles_import_and_validate() -> None:
    results = [import_profiles(*_official(key)[:2]) for key in OFFICIAL]
    personas = [p for r in results for p in r.personas]
    assert len(personas) == 700
    assert sum(len(r.errors) for r in results) == 0
    assert len(load_personas(personas)) == 700  # all valid, ids unique across the three files
    dispositions = Counter(p["disposition"] for p in personas)
    assert set(dispositions) == {"negative", "passive", "avoidant"}


def test_official_task_texts_are_exactly_the_eight_known_ones() -> None:
    texts: set[str] = set()
    for key in OFFICIAL:
        path = _official(key)[0]
        texts |= {json.loads(line)["task"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    assert texts == set(KNOWN_TASK_TEXTS)
    for key in OFFICIAL:
        result = import_profiles(*_official(key)[:2])
        assert set(Counter(p["hidden_need"]["kind"] for p in result.personas)) == set(HIDDEN_NEEDS)


# --------------------------------------------------------------------------------- mapping
def test_mapping_table_covers_all_eight_kinds() -> None:
    assert len(KNOWN_TASK_TEXTS) == 8
    assert sorted(KNOWN_TASK_TEXTS.values()) == sorted(HIDDEN_NEEDS)
    for text, kind in KNOWN_TASK_TEXTS.items():
        assert need_kind_of(text) == (kind, False)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("你想获得能真正帮你解决当下困境的建议。", "practical_advice"),
        ("希望对方能深刻地共情我的感受", "deep_empathy"),
        ("你希望对方真诚地夸赞你的具体行为", "specific_praise"),
        ("你希望对方引导你反思这件事", "self_reflection"),
        ("你希望对方耐心倾听你的情绪", "venting"),
        ("你希望对方辩证地看待这件事中的问题", "balanced_analysis"),
        ("你认为自己没有错，想要对方认同", "agreement"),
        ("你想知道事件中其他人物这么做的原因。", "others_motives"),
        (" 你希望对方用心倾听你的情绪宣泄 ", "venting"),
    ],
)
def test_reworded_task_texts_map_by_their_markers(text: str, kind: str) -> None:
    assert need_kind_of(text) == (kind, False)


def test_unknown_task_text_falls_back() -> None:
    assert need_kind_of("你想和对方聊聊天气") == (FALLBACK_NEED, True)


# ------------------------------------------------------------------------------ bad input
def test_bad_lines_are_reported_by_line_and_field_and_the_rest_converts(tmp_path: Path) -> None:
    lines = [
        json.dumps(_record(id="ok-1"), ensure_ascii=False),  # 1: fine
        '{"id": "broken", "player": ',  # 2: invalid JSON
        json.dumps({k: v for k, v in _record(id="no-scene").items() if k != "scene"}, ensure_ascii=False),  # 3
        json.dumps(_record(id="bad-traits", cha_group="愤怒"), ensure_ascii=False),  # 4: ill-typed
        json.dumps(_record(id="bad-cha", main_cha="快乐型"), ensure_ascii=False),  # 5: unknown value
        "",  # 6: blank, skipped
        json.dumps(["not", "an", "object"]),  # 7
        json.dumps(_record(id="ok-1"), ensure_ascii=False),  # 8: duplicate id
        json.dumps(_record(id="fallback", task="你想和对方聊聊天气"), ensure_ascii=False),  # 9: fallback need
        json.dumps(_record(id="no-name", player="一个没有字段的描述。"), ensure_ascii=False),  # 10: no 姓名 line
        json.dumps(_record(id="bad/id"), ensure_ascii=False),  # 11: id a persona id cannot hold
        json.dumps(_record(id="empty-task", task=" "), ensure_ascii=False),  # 12
    ]
    path = _write_lines(tmp_path / "profiles.jsonl", lines)
    result = import_profiles(path, "rlver")
    where = {(e.line, e.field) for e in result.errors}
    assert where == {(2, "$"), (3, "scene"), (4, "cha_group"), (5, "main_cha"), (7, "$"), (8, "id"), (11, "id"), (12, "task")}
    for error in result.errors:
        assert isinstance(error, ProfileImportError) and isinstance(error, PersonaError)
        assert f"{path}:{error.line}" in str(error) and repr(error.field) in str(error)
    assert result.failed_lines == [2, 3, 4, 5, 7, 8, 11, 12]
    assert [p["source"]["line"] for p in result.personas] == [1, 9, 10]
    assert result.lines == 11
    assert result.fallback_count == 1 and result.fallback_lines == [9]
    fallback = result.personas[1]
    assert fallback["hidden_need"] == {"kind": FALLBACK_NEED, "text": "你想和对方聊聊天气"}
    assert result.personas[2]["name"] == "用户no-name"
    assert result.personas[2]["demographics"] == {"age": None, "gender": None, "occupation": None}
    summary = result.summary()
    assert "3 personas imported" in summary and "8 lines failed" in summary and "1 unknown need texts" in summary
    assert f"{path}:2" in summary


def test_synthetic_record_fields(tmp_path: Path) -> None:
    path = _write_lines(tmp_path / "one.jsonl", [json.dumps(_record(first_talk="你好。"), ensure_ascii=False)])
    persona = import_profiles(path, "sage").personas[0]
    assert persona["id"] == "sage-synthetic-0001"
    assert persona["name"] == "李明"
    assert persona["demographics"] == {"age": 31, "gender": "男性", "occupation": "会计"}
    assert persona["speaking_style"] == "说话风格：说话简短。\n说话方式：常常反问。"
    assert persona["disposition"] == "negative"
    assert persona["hidden_need"]["kind"] == "practical_advice"
    assert persona["first_utterance"] == "你好。"


def test_sage_requires_first_talk_and_rlver_does_not(tmp_path: Path) -> None:
    path = _write_lines(tmp_path / "p.jsonl", [json.dumps(_record(), ensure_ascii=False)])
    sage = import_profiles(path, "sage")
    assert [(e.line, e.field) for e in sage.errors] == [(1, "first_talk")]
    rlver = import_profiles(path, "rlver")
    assert rlver.errors == [] and rlver.personas[0]["first_utterance"] is None


def test_missing_file_and_unknown_format(tmp_path: Path) -> None:
    with pytest.raises(ProfileImportError, match="no such profile file"):
        import_profiles(tmp_path / "absent.jsonl", "rlver")
    path = _write_lines(tmp_path / "p.jsonl", [json.dumps(_record(), ensure_ascii=False)])
    with pytest.raises(ValueError, match="unknown profile format"):
        import_profiles(path, "empathetic")  # type: ignore[arg-type]


def test_rule_simulator_refuses_imported_persona(tmp_path: Path) -> None:
    path = _write_lines(tmp_path / "p.jsonl", [json.dumps(_record(), ensure_ascii=False)])
    persona = import_profiles(path, "rlver").to_personas()[0]
    with pytest.raises(UnsupportedLanguageError, match="'zh'"):
        RuleBasedSimulator().check_persona(persona)


# --------------------------------------------------------------------------------- writing
@pytest.mark.parametrize("target", ["out.jsonl", "out.json", "folder"])
def test_write_personas_round_trips(tmp_path: Path, target: str) -> None:
    lines = [json.dumps(_record(id=f"r{i}", first_talk="嗨"), ensure_ascii=False) for i in range(3)]
    personas = import_profiles(_write_lines(tmp_path / "p.jsonl", lines), "sage").personas
    written = write_personas(personas, tmp_path / target)
    assert len(written) == (3 if target == "folder" else 1)
    loaded = load_personas(tmp_path / target)
    assert [p.to_dict() for p in sorted(loaded, key=lambda p: p.id)] == sorted(personas, key=lambda p: p["id"])


def test_write_personas_validates_first_and_refuses_duplicates(tmp_path: Path) -> None:
    lines = [json.dumps(_record(id="r1"), ensure_ascii=False)]
    persona = import_profiles(_write_lines(tmp_path / "p.jsonl", lines), "rlver").personas[0]
    bad = dict(persona, disposition="cheerful")
    with pytest.raises(PersonaValidationError, match="disposition"):
        write_personas([persona, bad], tmp_path / "bad.jsonl")
    assert not (tmp_path / "bad.jsonl").exists()
    with pytest.raises(PersonaError, match="duplicate persona id"):
        write_personas([persona, persona], tmp_path / "dup")
    assert not (tmp_path / "dup").exists()
