"""The JSONL episode log: whole lines only, even when the writer is killed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401
from rlver_env.agents import make_agent
from rlver_env.runs.episode_log import EpisodeWriter, read_jsonl, repair_jsonl
from rlver_env.runs.rollout import collect_episodes

WRITER = textwrap.dedent(
    """
    import sys
    from rlver_env.runs.episode_log import EpisodeWriter
    writer = EpisodeWriter(sys.argv[1], fsync=False)
    i = 0
    while True:
        writer.write({"i": i, "payload": "x" * (50_000 + i % 7919), "text": "ünïcödé 中文"})
        i += 1
    """
)


def test_sigkill_never_leaves_a_partial_line(tmp_path):
    path = tmp_path / "episodes.jsonl"
    previous = 0
    for attempt in range(3):
        start_size = path.stat().st_size if path.exists() else 0
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)])
        deadline = time.time() + 20
        while (not path.exists() or path.stat().st_size < start_size + 1_000_000) and time.time() < deadline:
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        # Reopening for writing repairs any torn tail; every line must then parse.
        EpisodeWriter(path).close()
        raw = path.read_bytes()
        assert raw.endswith(b"\n")
        lines = raw.decode("utf-8").splitlines()
        assert lines, "the writer wrote nothing"
        records = [json.loads(line) for line in lines]
        assert all(len(r["payload"]) >= 50_000 for r in records)
        assert len(records) > previous  # each run appended whole lines after the repaired tail
        previous = len(records)


def test_repair_cuts_only_the_torn_tail(tmp_path):
    path = tmp_path / "torn.jsonl"
    path.write_bytes(b'{"a": 1}\n{"a": 2}\n{"a": 3, "b": "unfin')
    assert repair_jsonl(path) == len(b'{"a": 3, "b": "unfin')
    assert path.read_bytes() == b'{"a": 1}\n{"a": 2}\n'
    assert repair_jsonl(path) == 0


def test_reader_reports_bad_lines_with_numbers(tmp_path):
    path = tmp_path / "mixed.jsonl"
    path.write_text('{"a": 1}\nnot json\n[1, 2]\n{"a": 4}\n', encoding="utf-8")
    errors: list[str] = []
    records = list(read_jsonl(path, errors))
    assert [r["a"] for r in records] == [1, 4]
    assert any(":2:" in e for e in errors) and any(":3:" in e for e in errors)


def test_collect_episodes_streams_whole_episodes(tmp_path):
    envs = gym.make_vec("EmpathyDialogue-Eval-v0", num_envs=3, vectorization_mode="vector_entry_point")
    agents = [make_agent("empathetic") for _ in range(3)]
    for i, agent in enumerate(agents):
        agent.reset(seed=i)
    seen = []

    def policy(observations):
        return [agent.act(obs) for agent, obs in zip(agents, observations)]

    path = tmp_path / "trajectories.jsonl"
    trajectories = collect_episodes(policy, envs, 5, seed=0, jsonl_path=path, progress=False, on_episode=seen.append)
    assert len(trajectories) == 5 and seen == trajectories
    records = list(read_jsonl(path))
    assert [r["persona_id"] for r in records] == [t.persona_id for t in trajectories]
    for record in records:
        assert record["reason"] in {"success", "failure", "goodbye", "max_turns"}
        assert record["num_turns"] == len(record["turns"]) >= 1
        assert record["final_emotion"] == record["turns"][-1]["emotion"]
        deltas = sum(t["emotion_delta"] for t in record["turns"])
        assert record["start_emotion"] + deltas == record["final_emotion"]
        assert record["turns"][0]["appraisal"]["explanation"]


@pytest.mark.parametrize("mode", ["SameStep", "Disabled"])
def test_collect_episodes_gives_the_same_episodes_in_every_autoreset_mode(mode):
    def policy(observations):
        return [f"That sounds really hard. What weighs on you most? ({len(obs) % 7})" for obs in observations]

    def run(autoreset_mode):
        envs = gym.make_vec(
            "EmpathyDialogue-Eval-v0", num_envs=3, vectorization_mode="vector_entry_point", autoreset_mode=autoreset_mode
        )
        episodes = collect_episodes(policy, envs, 7, seed=3, progress=False)
        envs.close()
        return [t.to_dict() for t in episodes]

    def per_env(episodes):
        by_env: dict[int, list] = {}
        for episode in episodes:
            by_env.setdefault(episode["env_index"], []).append(episode)
        return by_env

    # Each sub-env plays the same dialogues in every mode. Which of them finish first differs,
    # since a next-step reset takes a step of its own and dialogues end at different turns, so
    # the comparison is per sub-env, over the dialogues both runs finished.
    reference = per_env(run("NextStep"))
    other = per_env(run(mode))
    assert sum(len(v) for v in reference.values()) == 7 and len({e["persona_id"] for v in reference.values() for e in v}) > 1
    assert set(other) == set(reference)
    for index, episodes in reference.items():
        common = min(len(episodes), len(other[index]))
        assert common >= 1 and other[index][:common] == episodes[:common], index
