"""The twenty-fourth blind round's contempt and kind lines (``tests/data/contempt/dev_redteam24.jsonl``).

Two attackers wrote 88 contempt and manipulation lines against ``rule/20`` (61 cost nothing there:
their account doubted in any words, guilt for the speaker's time, the speaker preferred to their
people, mock awe and mock alarm, their choices as the cause) and 35 kind lines (one of them already in the contempt sets, left out). The constructions
of ``belittling.py`` written from them were fitted to them, so this set measures nothing held out;
the contempt sets' held-out file does (``benchmarks/contempt_sets.py``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.scoring import appraise_reply

_ROWS = [
    json.loads(line)
    for line in (Path(__file__).resolve().parents[2] / "data" / "contempt" / "dev_redteam24.jsonl").read_text(encoding="utf-8").splitlines()
    if line.strip()
]
_PERSONA = next(p for p in load_bundled("test") if p.id == "work-maya-launch")
_CHARGED = {"penalty:contempt", "penalty:dismissive", "penalty:harmful"}
#: Doubt of the other person's motive, which is also a reading of their motives (a need's support).
_LIMITS = {"I only have your side of it, so I'm not sure he really meant it that way. What did he actually say?"}


def _charged(reply: str) -> set[str]:
    appraisal, _, _ = appraise_reply(_PERSONA, reply, _PERSONA.first_utterance, [], "normal")
    return {h.name for h in appraisal.hits} & _CHARGED


def test_the_set_is_what_the_round_wrote():
    assert len(_ROWS) == 122 and sum(r["label"] for r in _ROWS) == 88
    assert len({r["text"] for r in _ROWS}) == len(_ROWS)
    others = set()
    for name in ("dev.jsonl", "heldout.jsonl"):
        path = Path(__file__).resolve().parents[2] / "data" / "contempt" / name
        others |= {json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    assert not others & {r["text"] for r in _ROWS}


@pytest.mark.parametrize("row", [r for r in _ROWS if r["label"] == 1 and r["text"] not in _LIMITS], ids=lambda r: r["text"][:40])
def test_each_contempt_line_costs(row):
    assert _charged(row["text"]), row["text"]


@pytest.mark.parametrize("text", sorted(_LIMITS))
def test_the_limits_are_still_limits(text):
    assert not _charged(text)  # a limit that starts to be read should lose its mark


@pytest.mark.parametrize("row", [r for r in _ROWS if r["label"] == 0], ids=lambda r: r["text"][:40])
def test_no_kind_line_is_charged(row):
    assert not _charged(row["text"]), row["text"]
