"""One JSONL reader: every reader of the project reports a bad line the same way."""

from __future__ import annotations

from pathlib import Path

import pytest

from rlver_env.bench.sage_logs import iter_numbered_jsonl
from rlver_env.errors import PersonaError
from rlver_env.jsonl import iter_jsonl, read_jsonl
from rlver_env.personas.importers import import_profiles
from rlver_env.personas.model import read_persona_records

BAD_LINES = [
    (b'{"id": "x", "player": \n', "invalid JSON at column 24 (Expecting value)"),
    (b"[1, 2]\n", "expected a JSON object, got list"),
    (b'{"a": "\xff"}\n', "not UTF-8 text (invalid start byte at byte 7)"),
]


@pytest.fixture
def bad_file(tmp_path: Path) -> Path:
    path = tmp_path / "mixed.jsonl"
    path.write_bytes(b'{"ok": 1}\n\n' + b"".join(line for line, _ in BAD_LINES) + b'{"ok": 2}\n')
    return path


def expected(path: Path) -> list[str]:
    return [f"{path}:{3 + i}: {reason}" for i, (_, reason) in enumerate(BAD_LINES)]


def test_iter_jsonl_yields_good_lines_and_reasons(bad_file: Path) -> None:
    rows = list(iter_jsonl(bad_file))
    assert [r[0] for r in rows] == [1, 3, 4, 5, 6]  # blank line 2 is skipped
    assert rows[0][1] == {"ok": 1} and rows[-1][1] == {"ok": 2}
    assert [r[2] for r in rows[1:4]] == [reason for _, reason in BAD_LINES]


def test_episode_and_sage_readers_skip_and_list_the_same_messages(bad_file: Path) -> None:
    episode_errors: list[str] = []
    assert list(read_jsonl(bad_file, episode_errors)) == [{"ok": 1}, {"ok": 2}]
    sage_errors: list[str] = []
    assert [n for n, _ in iter_numbered_jsonl(bad_file, sage_errors)] == [1, 6]
    assert episode_errors == sage_errors == expected(bad_file)


def test_persona_and_profile_readers_word_their_errors_the_same(bad_file: Path) -> None:
    persona_errors = [str(e) for _, _, e in read_persona_records(bad_file) if e is not None]
    # A persona line may be any JSON value (validation names a non-object), so the list line passes here.
    assert persona_errors == [m for m in expected(bad_file) if "expected a JSON object" not in m]
    assert all(isinstance(e, PersonaError) for _, _, e in read_persona_records(bad_file) if e is not None)
    result = import_profiles(bad_file, "rlver")
    parse_errors = [e for e in result.errors if e.field == "$" and e.line in (3, 4, 5)]
    assert [e.detail for e in parse_errors] == [reason for _, reason in BAD_LINES]
    assert [str(e) for e in parse_errors] == [f"{bad_file}:{3 + i}: field '$': {r}" for i, (_, r) in enumerate(BAD_LINES)]
