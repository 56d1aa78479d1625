"""The reply streams of ``benchmarks/env_throughput.py``: seeded, new text, sincere length."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from rlver_env.personas.bank import PersonaBank
from rlver_env.text import sentences_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from unique_replies import ReplayedReplies, Seen, SincereReplies, UniqueSuffixReplies

POOL = ["This too shall pass. Just relax.", "That sounds hard. What happened next?"]


@pytest.fixture(scope="module")
def personas():
    bank = PersonaBank("bundled:train")
    return [bank.get(pid) for pid in bank.ids[:6]]


def test_replayed_replies_cycle_the_pool_and_count_repeats_as_old(personas):
    stream = ReplayedReplies(POOL)
    first = stream.dialogue(personas[0], 3)
    assert first == [POOL[0], POOL[1], POOL[0]]
    stream.record(first)
    assert stream.novelty.replies == 3 and stream.novelty.new_replies == 2
    assert stream.novelty.sentences == 6 and stream.novelty.new_sentences == 4


def test_unique_suffix_replies_never_repeat_and_keep_the_pool_text(personas):
    stream = UniqueSuffixReplies(POOL, seed=0)
    replies = [r for _ in range(200) for r in stream.dialogue(personas[0], 5)]
    assert len(set(replies)) == len(replies) == 1000
    assert all(r.startswith(POOL[i % 2] + " I'll be around on ") for i, r in enumerate(replies))
    assert replies[:5] == UniqueSuffixReplies(POOL, seed=0).dialogue(personas[0], 5)


def test_sincere_replies_are_new_about_forty_words_and_seeded(personas):
    stream = SincereReplies(seed=3)
    replies = [r for persona in personas for r in stream.dialogue(persona, 10)]
    stream.record(replies)
    assert stream.novelty.new_replies == len(replies)
    assert stream.novelty.new_sentences == stream.novelty.sentences == 3 * len(replies)
    assert 35 <= np.mean([len(r.split()) for r in replies]) <= 48
    assert [len(sentences_of(r)) for r in replies] == [3] * len(replies)
    assert replies[:10] == SincereReplies(seed=3).dialogue(personas[0], 10)
    assert replies[:10] != SincereReplies(seed=4).dialogue(personas[0], 10)


def test_sincere_fillers_are_the_personas_words_in_the_second_person(personas):
    persona = personas[0]
    fillers = SincereReplies().fillers(persona)
    names = {p["name"] for p in persona.data["people"]}
    assert names <= set(fillers)
    assert not any(f.startswith(("his ", "her ", "their ")) for f in fillers)


def test_streams_sharing_what_was_seen_count_text_another_stream_stepped_as_old(personas):
    seen = Seen()
    first, second = ReplayedReplies(POOL, seen=seen), ReplayedReplies(POOL, seen=seen)
    first.record(first.dialogue(personas[0], 2))
    second.record(second.dialogue(personas[0], 2))
    assert second.novelty.new_replies == 0 and second.novelty.replies == 2
