"""The vocabularies: one source, and the schema, descriptions and part tables agree with it."""

from __future__ import annotations

from typing import get_args

import pytest

from rlver_env.personas import needs
from rlver_env.personas.generate.parts import part_tables
from rlver_env.personas.model import persona_schema


def test_value_tuples_are_the_literal_types_in_order() -> None:
    assert needs.HIDDEN_NEEDS == get_args(needs.HiddenNeed) and len(needs.HIDDEN_NEEDS) == 8
    assert needs.DISPOSITIONS == ("negative", "passive", "avoidant") == get_args(needs.Disposition)
    assert needs.DIFFICULTIES == ("simple", "normal", "hard") == get_args(needs.Difficulty)


def test_descriptions_cover_each_value_in_order() -> None:
    assert tuple(needs.HIDDEN_NEED_DESCRIPTIONS) == needs.HIDDEN_NEEDS
    assert tuple(needs.DISPOSITION_DESCRIPTIONS) == needs.DISPOSITIONS
    assert tuple(needs.DIFFICULTY_DESCRIPTIONS) == needs.DIFFICULTIES
    assert needs.LISTENING_NEEDS < set(needs.HIDDEN_NEEDS)


def test_persona_schema_names_the_same_values() -> None:
    properties = persona_schema()["properties"]
    assert tuple(properties["hidden_need"]["properties"]["kind"]["enum"]) == needs.HIDDEN_NEEDS
    assert tuple(properties["disposition"]["enum"]) == needs.DISPOSITIONS
    assert tuple(properties["default_difficulty"]["enum"]) == needs.DIFFICULTIES


def test_part_tables_name_the_same_values() -> None:
    tables = part_tables()
    assert set(tables.needs) == set(needs.HIDDEN_NEEDS)
    assert set(tables.dispositions) == set(needs.DISPOSITIONS)
    assert set(tables.difficulties) == set(needs.DIFFICULTIES)


def test_check_difficulty() -> None:
    assert needs.check_difficulty("hard") == "hard"
    with pytest.raises(ValueError, match=r"unknown difficulty 'brutal'; choose one of \['simple', 'normal', 'hard'\]"):
        needs.check_difficulty("brutal")
