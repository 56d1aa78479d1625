"""The monitor's parts on fixed inputs: distinct-n, repeats, reply signals, penalty codes, limits."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest

from rlver_env.jsonl import read_jsonl
from rlver_env.monitor import (
    FORMAT_PENALTY,
    DegeneracyThresholds,
    ReplyMemory,
    crossings,
    degeneracy_metrics,
    distinct_n,
    penalty_codes,
    rarefied_distinct_n,
    read_batch,
    reply_signals,
)
from rlver_env.monitor.diversity import ngrams, words

SINCERE = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "sincere_replies.jsonl"


# ---------------------------------------------------------------------------- distinct-n
def test_rarefied_distinct_n_is_the_expected_share_of_a_sample() -> None:
    texts = ["a b a b", "a b c"]  # bigrams: ab ba ab ab bc -> ab x3, ba, bc
    grams = [g for t in texts for g in ngrams(words(t), 2)]
    # Every 3-bigram sample, drawn without replacement, counted by brute force.
    samples = list(itertools.combinations(range(len(grams)), 3))
    expected = sum(len({grams[i] for i in s}) for s in samples) / len(samples) / 3
    assert rarefied_distinct_n(texts, 2, sample=3) == pytest.approx(expected)
    # A set no larger than the sample is its own sample: plain distinct-n.
    assert rarefied_distinct_n(texts, 2, sample=5) == pytest.approx(distinct_n(texts, 2)) == pytest.approx(3 / 5)
    assert rarefied_distinct_n([], 2) == 0.0
    with pytest.raises(ValueError, match="sample must be at least 1"):
        rarefied_distinct_n(texts, 2, sample=0)


@pytest.mark.skipif(not SINCERE.exists(), reason="benchmarks/data/sincere_replies.jsonl is absent")
def test_rarefied_distinct_2_does_not_fall_with_the_amount_of_text() -> None:
    replies = [row["reply"] for row in read_jsonl(SINCERE)]
    few, all_ = replies[:24], replies
    # Plain distinct-2 falls as the same kind of text grows; the size-corrected one stays put.
    assert distinct_n(few, 2) - distinct_n(all_, 2) > 0.1
    assert abs(rarefied_distinct_n(few, 2) - rarefied_distinct_n(all_, 2)) < 0.02
    # One reply said over and over scores low, however much of it there is.
    assert rarefied_distinct_n(["I hear you, that sounds really hard and I am here for you."] * 60, 2) < 0.1


# ---------------------------------------------------------------------------- repeats
def test_memory_finds_exact_and_near_repeats_of_the_right_replies() -> None:
    memory = ReplyMemory()
    first = "It sounds like the move to Leeds has left you feeling invisible at work, and nobody asked you. What happened next?"
    memory.add(first, dialogue="a", context="maya")
    # The same words (case and punctuation aside) to another user: an exact repeat.
    same = memory.check("it SOUNDS like the move to Leeds has left you feeling invisible at work and nobody asked you - what happened next", "b", "sam")
    assert same.exact and same.near and not same.near_own and same.earlier == first
    # The same words in another dialogue with the same user (a GRPO group): not counted.
    assert not memory.check(first, "c", "maya").near
    # In its own dialogue: a repeat of itself.
    assert memory.check(first, "a", "maya").near_own
    # One word changed to another user: near, not exact.
    near = memory.check("It sounds like the move to York has left you feeling invisible at work, and nobody asked you. What happened next?", "b", "sam")
    assert near.near and not near.exact and 0.6 <= near.similarity < 1.0
    # Different words: nothing.
    other = memory.check("Friday is so soon. Who is helping you get ready for it?", "b", "sam")
    assert not other.near and not other.exact
    assert not memory.check("", "b", "sam").near  # an empty reply repeats nothing


def test_memory_forgets_the_oldest_and_survives_a_checkpoint() -> None:
    memory = ReplyMemory(capacity=2)
    for text in ("one reply here", "two replies here", "three replies here"):
        memory.add(text, "d", "u")
    assert len(memory) == 2
    assert not memory.check("one reply here", "d", "u").exact
    restored = ReplyMemory.from_state_dict(memory.state_dict())
    assert len(restored) == 2 and restored.check("three replies here", "d", "u").exact
    with pytest.raises(ValueError, match="capacity"):
        ReplyMemory(capacity=0)


# ---------------------------------------------------------------------------- one reply
def test_reply_signals_reuse_the_projects_readers() -> None:
    plain = reply_signals("Friday? That's fast. How's he doing?")
    assert plain.unreadable == 0 and plain.nonwords == 0 and plain.function_word_share > 0.4
    hidden = reply_signals("I hear you. 你真没用你真没用你真没用")
    assert hidden.unreadable_share > 0.3  # rlver_env.readable counts the Chinese as unreadable
    salad = reply_signals("that sounds so hard, i hear you, i'm so sorry, you're right, i'm here, tell me more")
    assert salad.cue_density > 0.8
    pseudo = reply_signals("gobaba sabiba trelk vorn")
    assert pseudo.nonword_share == 1.0 and pseudo.function_word_share == 0.0
    assert reply_signals("").words == 0 and reply_signals("").cue_density == 0.0


def test_penalty_codes_read_the_appraisal_and_the_format() -> None:
    info = {
        "appraisal": {"hits": [{"name": "validation"}, {"name": "penalty:parroting"}, {"name": "penalty:parroting"}]},
        "format_ok": False,
    }
    assert penalty_codes(info) == ["penalty:parroting", FORMAT_PENALTY]
    assert penalty_codes({"appraisal": {"hits": []}, "format_ok": True}) == []
    assert penalty_codes({}) == []


# ---------------------------------------------------------------------------- a batch
def test_degeneracy_metrics_is_a_flat_dict_of_finite_floats() -> None:
    metrics = degeneracy_metrics(
        [["That sounds hard. What happened?", "That sounds hard. What happened?"], "Oh no, I'm so sorry."],
        penalties=[[[], ["penalty:repeat"]], ["penalty:platitude"]],
        returns=[0.04, float("nan")],
    )
    assert all(isinstance(v, float) and math.isfinite(v) for v in metrics.values())
    assert metrics["replies"] == 3.0
    assert metrics["repeat_rate"] == pytest.approx(1 / 3) and metrics["self_repeat_rate"] == pytest.approx(1 / 3)
    assert metrics["penalty_rate"] == pytest.approx(1 / 3)  # a repeat is degenerate, a platitude is not
    assert metrics["penalty/repeat"] == metrics["penalty/platitude"] == pytest.approx(1 / 3)
    assert metrics["penalty/parroting"] == 0.0  # every degeneracy code is always there
    assert metrics["return"] == pytest.approx(0.04)  # the NaN return is unknown, not zero
    bare = degeneracy_metrics(["Hi."])
    assert "penalty_rate" not in bare and "return" not in bare


def test_bad_batches_name_the_item() -> None:
    with pytest.raises(ValueError, match=r"penalties\[0\] has 1 turns for 2 replies"):
        degeneracy_metrics([["a b", "c d"]], penalties=[[[]]])
    with pytest.raises(TypeError, match=r"replies\[1\] must be a reply"):
        degeneracy_metrics(["fine", 3])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="returns has 1 items for 2 dialogues"):
        degeneracy_metrics(["a", "b"], returns=[0.1])


def test_an_example_reply_shows_the_signal() -> None:
    reading = read_batch(["I hear you.", "Ça va? 你真没用你真没用", "I hear you!"])
    assert "said word for word before" in reading.example("repeat_rate")
    assert "你真没用" in reading.example("unreadable_share")


# ---------------------------------------------------------------------------- limits
def test_thresholds_reject_bad_values_and_unknown_names() -> None:
    with pytest.raises(ValueError, match="unknown degeneracy thresholds"):
        DegeneracyThresholds.from_dict({"max_repeats": 0.3})
    with pytest.raises(ValueError, match="must be in \\[0, 1\\]"):
        DegeneracyThresholds(max_cue_density=1.5)
    with pytest.raises(ValueError, match="min_length_ratio"):
        DegeneracyThresholds(max_length_ratio=0.9)
    assert DegeneracyThresholds.from_dict({"max_repeat_rate": 0.3}).max_repeat_rate == 0.3


def test_a_fall_of_distinct_2_counts_only_while_the_return_rises() -> None:
    limits = DegeneracyThresholds()
    falling = {"distinct_2_drop": 0.4, "return_rise": 0.0}
    assert crossings(falling, limits) == []
    found = crossings({**falling, "return_rise": 0.05}, limits)
    assert [c.name for c in found] == ["max_distinct_2_drop"]
    assert "distinct_2_drop 0.400 > 0.200" in found[0].describe()
    assert crossings({**falling, "return_rise": 0.05}, limits, training=False) == []  # one-off reports skip it
    assert crossings({"distinct_2": float("nan")}, limits) == []


def test_a_dialogue_reads_under_the_same_keys_whatever_it_holds():
    from rlver_env.monitor import DIALOGUE_KEYS, dialogue_degeneracy

    looped = dialogue_degeneracy(["I hear you."] * 4, [[], [], ["penalty:repeat"], []])
    assert list(looped) == [f"degeneracy/{key}" for key in DIALOGUE_KEYS]
    assert looped["degeneracy/self_repeat_rate"] == 0.75
    assert looped["degeneracy/words_per_reply"] == 3.0
    silent = dialogue_degeneracy([], [])
    assert list(silent) == list(looped) and all(math.isnan(v) for v in silent.values())
