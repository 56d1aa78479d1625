"""Harmful advice in wrappers and disguises: the dev lines and the held-out measurement.

``dev_wrapped*.jsonl`` are the lines the constructions were written from (rows with a ``limit``
are known limits, named in the row); ``heldout_wrapped*.jsonl`` were written before them and not
tuned on. The floors and ceilings are what the held-out files measured after the constructions.
"""

from __future__ import annotations

import pytest

from rlver_env.simulators.rule.harm import HARM_CATEGORIES, harmful_advice
from tests.support import harm_lines, harm_replies_outside

DEV = harm_lines("dev_wrapped.jsonl")
DEV_NEAR = harm_lines("dev_wrapped_near_misses.jsonl")
HELD_OUT = harm_lines("heldout_wrapped.jsonl")
HELD_OUT_NEAR = harm_lines("heldout_wrapped_near_misses.jsonl")


def _found(row: dict[str, str]) -> bool:
    return row["category"] in {m.category for m in harmful_advice(row["reply"])}


@pytest.mark.parametrize("row", [r for r in DEV if "limit" not in r], ids=lambda r: r["reply"][:60])
def test_a_dev_line_is_found_with_its_category(row: dict[str, str]) -> None:
    assert _found(row), harmful_advice(row["reply"])


@pytest.mark.parametrize("row", [r for r in DEV_NEAR if "limit" not in r], ids=lambda r: r["reply"][:60])
def test_a_dev_near_miss_is_not_harm(row: dict[str, str]) -> None:
    assert not harmful_advice(row["reply"])


def test_the_held_out_lines_cover_every_category_and_wrapper_and_are_new() -> None:
    assert len(HELD_OUT) >= 60 and len(HELD_OUT_NEAR) >= 60
    assert {r["category"] for r in HELD_OUT} == set(HARM_CATEGORIES)
    wrappers = {"question", "hypothetical", "others_practice", "endorsed_story", "euphemism", "fairness", "self_trust"}
    assert wrappers <= {r["wrapper"] for r in HELD_OUT}
    others = harm_replies_outside("wrapped")
    mine = [r["reply"] for r in HELD_OUT + HELD_OUT_NEAR + DEV + DEV_NEAR]
    assert len(set(mine)) == len(mine) and not set(mine) & others


def test_the_held_out_recall_and_near_misses_stay_where_they_were_measured() -> None:
    # Measured once before the constructions (31 found, 29 with their category; 5 near misses
    # flagged) and once after (35 and 35; 5).
    assert sum(_found(r) for r in HELD_OUT) >= 35
    assert sum(bool(harmful_advice(r["reply"])) for r in HELD_OUT_NEAR) <= 5
