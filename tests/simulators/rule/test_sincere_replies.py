"""The hand-written sincere replies (benchmarks/data/sincere_replies.jsonl): the file's shape."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "benchmarks" / "data" / "sincere_replies.jsonl"
TEST_PERSONAS = ROOT / "rlver_env" / "personas" / "data" / "en" / "test"
KINDS = ("listens", "fits_need", "plain")
PLAIN_MAX_WORDS = 35


@pytest.fixture(scope="module")
def rows() -> list[dict[str, Any]]:
    lines = DATA.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


@pytest.fixture(scope="module")
def test_ids() -> set[str]:
    return {
        json.loads(path.read_text(encoding="utf-8"))["id"] for path in TEST_PERSONAS.glob("*.json")
    }


def test_every_line_has_the_three_fields(rows):
    assert len(rows) >= 120
    for row in rows:
        assert set(row) == {"persona_id", "kind", "reply"}, row
        assert row["kind"] in KINDS, row
        assert isinstance(row["reply"], str) and row["reply"].strip(), row


def test_every_test_persona_has_each_kind_exactly_once(rows, test_ids):
    assert len(test_ids) == 40
    counts = Counter((row["persona_id"], row["kind"]) for row in rows)
    for persona_id in test_ids:
        for kind in KINDS:
            assert counts[(persona_id, kind)] == 1, (persona_id, kind, counts[(persona_id, kind)])


def test_ids_are_test_personas(rows, test_ids):
    unknown = {row["persona_id"] for row in rows} - test_ids
    assert not unknown, f"not in rlver_env/personas/data/en/test: {sorted(unknown)}"


def test_no_two_replies_are_identical(rows):
    replies = Counter(" ".join(row["reply"].lower().split()) for row in rows)
    assert [reply for reply, n in replies.items() if n > 1] == []


def test_plain_replies_are_short(rows):
    long_ones = [
        (row["persona_id"], len(row["reply"].split())) for row in rows if row["kind"] == "plain"
    ]
    assert all(n <= PLAIN_MAX_WORDS for _, n in long_ones), [
        x for x in long_ones if x[1] > PLAIN_MAX_WORDS
    ]
