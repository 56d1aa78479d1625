"""The analysis of a trained policy's replies: distinct-n, repetition and degeneracy counts on fixed inputs."""

from __future__ import annotations

import json

import pytest
from rlver_baselines.llm.analyse import analyse, pick_excerpts

from rlver_env.monitor.diversity import distinct_n, looping_rate, loops, repetition_rate


def test_distinct_n_counts_ngrams_within_each_reply():
    texts = ["I am here.", "I am sorry, I am here."]
    # words: [i, am, here] + [i, am, sorry, i, am, here] -> 9 unigrams, 4 distinct
    assert distinct_n(texts, 1) == pytest.approx(4 / 9)
    # bigrams: (i am)(am here) + (i am)(am sorry)(sorry i)(i am)(am here) -> 7, distinct 4
    assert distinct_n(texts, 2) == pytest.approx(4 / 7)
    # no bigram spans two replies
    assert distinct_n(["hello", "world"], 2) == 0.0
    assert distinct_n([], 1) == 0.0


def test_repetition_rate_and_looping():
    texts = ["That sounds hard.", "that sounds HARD!", "What happened?", "That sounds hard."]
    assert repetition_rate(texts) == pytest.approx(2 / 4)
    assert repetition_rate(["a b", "b a"]) == 0.0
    assert loops("I hear you and I hear you and")
    assert not loops("I hear you, and I am here for you.")
    assert looping_rate(["one two three four one two three four", "fine"]) == pytest.approx(0.5)


def _episode(key: str, reward: float, reply: str, hits: list[str]) -> dict:
    turn = {"reply": reply, "user_text": "ok", "emotion": 50, "emotion_delta": int(reward * 100), "reward": reward,
            "appraisal": {"hits": [{"name": h, "points": -1.0} for h in hits]}}
    return {"key": key, "persona_id": key, "opening": "I lost my job.", "start_emotion": 40, "final_emotion": 40 + int(reward * 100),
            "turns": [turn], "total_reward": reward, "reason": "max_turns"}


def test_analyse_counts_degeneracy_hits_and_writes_both_files(tmp_path):
    run = tmp_path / "run"
    before = [_episode("a#0", 0.0, "my job my job", ["penalty:parroting"]), _episode("b#0", 0.1, "So sorry.", [])]
    after = [_episode("a#0", 0.2, "That sounds really hard.", []), _episode("b#0", 0.0, "Bye now!", ["penalty:signs_off", "validation"])]
    after[0]["turns"][0]["thought"] = "They are scared about money."
    for side, rows in (("eval_before", before), ("eval_after", after)):
        (run / side).mkdir(parents=True)
        (run / side / "trajectories.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    stats = analyse(run, tmp_path / "out", excerpts=2)
    assert stats["before"]["degeneracy_hits"]["penalty:parroting"] == 1
    assert stats["after"]["degeneracy_hits"]["penalty:signs_off"] == 1
    assert stats["after"]["degenerate_turns"] == 1 and stats["after"]["all_hits"]["validation"] == 1
    assert stats["after"]["mean_final_emotion"] == pytest.approx(50.0)
    assert pick_excerpts(before, after, 2) == ["b#0", "a#0"]  # worst change first
    text = (tmp_path / "out" / "analysis.md").read_text()
    assert "That sounds really hard." in text and "flagged: signs_off" in text
    assert "thinking (the user does not see this)*: They are scared about money." in text
    assert json.loads((tmp_path / "out" / "analysis.json").read_text())["excerpt_keys"] == ["b#0", "a#0"]
