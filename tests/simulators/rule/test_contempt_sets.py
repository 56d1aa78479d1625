"""Contempt in any wording: two hand-written sets of single sentences, each appended to a sound
reply, hostile ones labelled 1 and kind ones (many sharing the hostile ones' words: reflected
pain, negated labels, pushback against someone's dismissal, others' cruelty told) labelled 0.

``dev.jsonl`` (930 sentences, 13 kinds of hostility and 12 kinds of kindness) is what the
hostility reader was developed against; ``heldout.jsonl`` (550, written separately to sneak
nastiness past a filter: backhanded, rhetorical, indirect) was measured once, after. The floors
are the measured shares of reward ``rule/9``, so that a change that reads less fails here; the
held-out share is low, and the README says so.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401  (registers the ids)

DATA = Path(__file__).resolve().parents[2] / "data" / "contempt"
BASE = "It makes sense that this has been weighing on you. How are you holding up with it?"
#: The personas each sentence is played to: the first eight of the test split.
N_PERSONAS = 8


def _rows(name: str) -> list[dict]:
    with (DATA / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@lru_cache(maxsize=1)
def _env() -> gym.Env:
    return gym.make("EmpathyDialogue-Eval-v0")


def _mean_delta(reply: str) -> float:
    env = _env()
    deltas = []
    for pid in list(env.unwrapped.bank.ids)[:N_PERSONAS]:
        env.reset(seed=0, options={"persona": pid})
        deltas.append(env.step(reply)[4]["emotion_delta"])
    return sum(deltas) / len(deltas)


def _shares(name: str) -> tuple[float, float]:
    """The share of hostile sentences that cost the sound reply more than a point on average,
    and the share of kind ones that do."""
    base = _mean_delta(BASE)
    costs = {0: [], 1: []}
    for row in _rows(name):
        costs[row["label"]].append(_mean_delta(BASE + " " + row["text"]) < base - 1.0)
    return sum(costs[1]) / len(costs[1]), sum(costs[0]) / len(costs[0])


def test_the_sets_are_well_formed():
    for name, least in (("dev.jsonl", 450), ("heldout.jsonl", 250)):
        rows = _rows(name)
        assert all(set(r) == {"text", "label", "kind"} and r["label"] in (0, 1) and r["text"].strip() for r in rows), name
        assert min(sum(r["label"] == k for r in rows) for k in (0, 1)) >= least, name
        assert len({r["text"] for r in rows}) == len(rows), name
    assert not {r["text"] for r in _rows("dev.jsonl")} & {r["text"] for r in _rows("heldout.jsonl")}


@pytest.mark.parametrize(("name", "hostile_floor", "kind_ceiling"), [("dev.jsonl", 0.55, 0.08), ("heldout.jsonl", 0.20, 0.12)])
def test_hostile_sentences_cost_and_kind_ones_do_not(name, hostile_floor, kind_ceiling):
    hostile, kind = _shares(name)
    assert hostile >= hostile_floor, f"{name}: {hostile:.1%} of hostile sentences cost"
    assert kind <= kind_ceiling, f"{name}: {kind:.1%} of kind sentences cost"
