"""The TRL ``environment_factory`` environment against a loopback server."""

from __future__ import annotations

import functools
import inspect

import gymnasium as gym
import pytest

pytest.importorskip("openenv")

import rlver_env  # noqa: F401
from rlver_env.integrations.openenv.trl_env import ENDED_NOTE, DialogueToolEnv
from tests.openenv_server import running_server

REPLIES = (
    "That sounds really hard. What happened?",
    "I'm here. How did that feel?",
    "You did your best.",
)


@pytest.fixture(scope="module")
def server() -> str:
    with running_server(max_concurrent_envs=4) as (base_url, _):
        yield base_url


def test_trl_sees_one_tool_reply_with_a_schema() -> None:
    # GRPOTrainer lists the class's functions: reset and get_reward are special, the rest tools
    public = {
        name
        for name, _ in inspect.getmembers(DialogueToolEnv, predicate=inspect.isfunction)
        if not name.startswith("_")
    }
    assert public == {"reset", "reply", "get_reward"}
    utils = pytest.importorskip("transformers.utils")
    schema = utils.get_json_schema(DialogueToolEnv.reply)
    assert schema["function"]["name"] == "reply"
    assert schema["function"]["parameters"]["properties"]["message"]["type"] == "string"
    assert schema["function"]["parameters"]["required"] == ["message"]


def test_an_episode_scores_what_the_in_process_env_scores(server: str) -> None:
    factory = functools.partial(DialogueToolEnv, base_url=server, env_kwargs={"max_turns": 3})
    env = factory()
    try:
        reference = gym.make("EmpathyDialogue-v0", max_turns=3)
        for seed in (4, 9):  # two episodes on one session, as TRL reuses its environments
            opening = env.reset(seed=seed, prompt=[{"role": "user", "content": "Talk to them."}])
            obs, _ = reference.reset(seed=seed)
            assert opening == obs[0]["content"]
            total, turn, done = 0.0, 0, False
            while not done:
                answer = env.reply(REPLIES[turn % len(REPLIES)])
                obs, reward, terminated, truncated, info = reference.step(
                    REPLIES[turn % len(REPLIES)]
                )
                total += reward
                done = terminated or truncated
                assert answer == (
                    f"{info['user_text']} {ENDED_NOTE}" if done else info["user_text"]
                )
                turn += 1
            assert env.get_reward() == pytest.approx(total)
            assert env.reason == info["reason"] and env.emotion == info["emotion"]
            with pytest.raises(ValueError, match="has ended"):
                env.reply("Are you still there?")
        reference.close()
    finally:
        env._close()


def test_dataset_columns_choose_the_dialogue(server: str) -> None:
    env = DialogueToolEnv(base_url=server)
    try:
        env.reset(seed=1, persona="sport-lana-water-polo", difficulty="hard", prompt="ignored")
        state = env._client.state()
        assert (state.persona_id, state.difficulty) == ("sport-lana-water-polo", "hard")
    finally:
        env._close()
