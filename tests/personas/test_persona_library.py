"""The bundled English library: coverage, the fixed split, depth, and no near duplicates."""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from importlib import resources

import pytest

from rlver_env.personas.model import load_bundled
from rlver_env.personas.needs import DISPOSITIONS, HIDDEN_NEEDS

ALL = load_bundled("all")
REQUIRED_DOMAINS = {
    "work", "study", "family", "romance", "friendship", "health", "money", "loss", "migration",
    "parenting", "caregiving",
}


def test_library_size_and_coverage():
    assert len(ALL) >= 100
    cells = Counter((p.hidden_need, p.disposition) for p in ALL)
    missing = [(n, d) for n in HIDDEN_NEEDS for d in DISPOSITIONS if cells[(n, d)] == 0]
    assert not missing, f"need x disposition cells without a persona: {missing}"
    assert REQUIRED_DOMAINS <= {p.domain for p in ALL}
    assert all(p.language == "en" for p in ALL)


def test_split_is_fixed_disjoint_and_forty_test_personas():
    manifest = json.loads(resources.files("rlver_env.personas").joinpath("data").joinpath("splits.json").read_text("utf-8"))
    test_ids = sorted(p.id for p in load_bundled("test"))
    train_ids = sorted(p.id for p in load_bundled("train"))
    assert len(test_ids) == 40
    assert test_ids == manifest["test"] and train_ids == manifest["train"]
    assert not set(test_ids) & set(train_ids)
    test_needs = Counter(p.hidden_need for p in load_bundled("test"))
    assert set(test_needs) == set(HIDDEN_NEEDS) and min(test_needs.values()) == 5


@pytest.mark.parametrize("persona", ALL, ids=lambda p: p.id)
def test_each_persona_is_concrete(persona):
    data = persona.data
    background = data["background"]
    assert len(background.get("timeline", [])) >= 3
    assert background.get("conflict") and background.get("attempts") and background.get("current_state")
    assert len(data.get("people", [])) >= 1
    voice = data["voice"]
    assert voice["high"] and voice["medium"] and voice["low"]
    assert voice.get("need_met") and voice.get("need_missed")
    sim = data["rule_sim"]
    assert len(sim["story_beats"]) >= 5 and len(sim["concerns"]) >= 3
    spoken = " ".join([data.get("first_utterance") or ""] + sim["story_beats"]).lower()
    spoken += " " + " ".join(x for k in ("high", "medium", "low", "need_met", "need_missed") for x in voice.get(k, [])).lower()
    heard = sum(any(k.lower() in spoken for k in c["keywords"]) for c in sim["concerns"])
    assert heard >= len(sim["concerns"]) - 1, f"{persona.id}: concern keywords never said by the user"


def _shingles(text: str, size: int = 5) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z']+", text.lower())
    return {tuple(words[i : i + size]) for i in range(len(words) - size + 1)}


def _story(persona) -> str:
    data = persona.data
    parts = [data["background"]["summary"], data["background"].get("conflict", ""), data.get("first_utterance") or ""]
    parts += data["rule_sim"]["story_beats"]
    return " ".join(parts)


def test_no_two_personas_are_near_duplicates():
    shingles = {p.id: _shingles(_story(p)) for p in ALL}
    worst = (0.0, "", "")
    for a, b in itertools.combinations(shingles, 2):
        union = shingles[a] | shingles[b]
        score = len(shingles[a] & shingles[b]) / len(union) if union else 0.0
        worst = max(worst, (score, a, b))
    assert worst[0] < 0.1, f"near-duplicate personas {worst[1]} and {worst[2]} (5-gram Jaccard {worst[0]:.2f})"
