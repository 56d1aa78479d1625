"""The persona bank: lookup, filters, weights and reproducible sampling."""

from __future__ import annotations

import numpy as np
import pytest

from rlver_env.errors import PersonaError
from rlver_env.personas.bank import PersonaBank
from tests.support import make_persona


def _bank(**kwargs) -> PersonaBank:
    personas = [
        make_persona(id="a", disposition="negative", default_difficulty="normal"),
        make_persona(id="b", disposition="passive", default_difficulty="hard",
                     hidden_need={"kind": "venting", "text": "Just listen."}),
        make_persona(id="c", disposition="avoidant", default_difficulty="simple"),
    ]
    return PersonaBank(personas, **kwargs)


def test_lookup_and_order():
    bank = _bank()
    assert bank.ids == ["a", "b", "c"] and len(bank) == 3
    assert "b" in bank and "z" not in bank
    assert bank.get("b").disposition == "passive"
    assert [p.id for p in bank] == bank.ids
    with pytest.raises(PersonaError, match="'z'"):
        bank.get("z")


def test_filter():
    bank = _bank()
    assert _bank().filter(disposition=["passive", "avoidant"]).ids == ["b", "c"]
    assert bank.filter(hidden_need="venting").ids == ["b"]
    assert bank.filter(difficulty="simple", language="en").ids == ["c"]
    with pytest.raises(PersonaError, match="no persona matches"):
        bank.filter(split="train")


def test_sampling_is_reproducible_with_the_generator():
    bank = _bank()
    draws = [bank.sample(np.random.default_rng(3)).id for _ in range(5)]
    assert len(set(draws)) == 1
    seq1 = [bank.sample(rng).id for rng in [np.random.default_rng(9)] for _ in range(30)]
    seq2 = [bank.sample(rng).id for rng in [np.random.default_rng(9)] for _ in range(30)]
    assert seq1 == seq2
    assert set(seq1) == {"a", "b", "c"}


def test_weights():
    bank = _bank(weights=[0, 1, 0])
    rng = np.random.default_rng(0)
    assert {bank.sample(rng).id for _ in range(20)} == {"b"}
    bank = _bank(weights=lambda p: 1.0 if p.id == "c" else 0.0)
    assert {bank.sample(rng).id for _ in range(20)} == {"c"}
    for bad in ([1, 1], [0, 0, 0], [1, -1, 1], [float("nan"), 1, 1]):
        with pytest.raises(ValueError):
            _bank(weights=bad)


def test_counts_and_copy():
    bank = _bank()
    counts = bank.counts()
    assert counts["disposition"] == {"avoidant": 1, "negative": 1, "passive": 1}
    assert counts["language"] == {"en": 3}
    copy = PersonaBank(bank)
    assert copy.ids == bank.ids
