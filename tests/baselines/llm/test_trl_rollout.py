"""The TRL integration: a multi-turn rollout_func for GRPOTrainer, two real steps on a CPU."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("peft")
pytest.importorskip("trl", reason="the TRL integration needs trl >= 1.16 (pip install 'rlver-env[trl]')")

from tests.baselines.llm.test_llm_trainer import HashSimulator, tiny_model_dir  # noqa: F401 - the fixture is used by name


def _trainer(model_dir: Path, out: Path, rollout: Any, steps: int = 2) -> Any:
    import os

    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from peft import LoraConfig
    from rlver_baselines.llm.trl_rollout import env_return_reward
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
    from trl import GRPOConfig, GRPOTrainer

    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(AutoConfig.from_pretrained(model_dir))
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    args = GRPOConfig(
        output_dir=str(out), num_generations=2, per_device_train_batch_size=4, max_steps=steps, learning_rate=1e-3,
        max_completion_length=64, temperature=1.0, beta=0.0, logging_steps=1, save_strategy="no", report_to="none",
        use_cpu=True, bf16=False, seed=0, disable_tqdm=True,
    )
    return GRPOTrainer(
        model=model, reward_funcs=env_return_reward, args=args, train_dataset=rollout.dataset(rollout.bank.ids[:2]),
        processing_class=tokenizer, peft_config=LoraConfig(r=4, lora_alpha=8, target_modules="all-linear", task_type="CAUSAL_LM"),
        rollout_func=rollout,
    )


@pytest.mark.slow
def test_rollout_func_returns_whole_dialogues_with_an_env_mask(tiny_model_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    from rlver_baselines.llm.trl_rollout import EnvRolloutFunc

    rollout = EnvRolloutFunc(max_turns=2, max_new_tokens=6, env_kwargs={"simulator": HashSimulator()})
    trainer = _trainer(tiny_model_dir, tmp_path, rollout)
    data = rollout.dataset(rollout.bank.ids[:2])
    prompts = [row["prompt"] for row in data for _ in range(2)]  # as TRL hands them over: repeated
    out = rollout(prompts, trainer)
    tokenizer = trainer.processing_class
    assert set(out) >= {"prompt_ids", "completion_ids", "logprobs", "env_mask", "env_return"}
    assert len(out["prompt_ids"]) == len(prompts) == len(out["env_return"])
    for prompt, prompt_ids, completion, logprobs, mask, turns in zip(
        prompts, out["prompt_ids"], out["completion_ids"], out["logprobs"], out["env_mask"], out["num_turns"]
    ):
        assert len(completion) == len(logprobs) == len(mask)
        assert turns == 2
        text = tokenizer.decode(prompt_ids)
        assert prompt[0]["content"] in text and text.endswith("<|im_start|>assistant\n")
        assert mask[0] == 1 and mask[-1] == 1  # the completion starts and ends with the policy's turns
        env_text = tokenizer.decode([t for t, m in zip(completion, mask) if m == 0])
        assert "Go on." in env_text and "<|im_start|>user" in env_text
        assert all(lp == 0.0 for lp, m in zip(logprobs, mask) if m == 0)
        assert all(lp <= 0.0 for lp in logprobs)
    # The returns are the env's: the sum of the hash simulator's changes / 100.
    assert all(-0.11 <= r <= 0.11 for r in out["env_return"])
    # The degeneracy monitor read the call's replies: the same dict for every dialogue.
    assert len(out["degeneracy"]) == len(prompts) and all(d is out["degeneracy"][0] for d in out["degeneracy"])
    metrics = out["degeneracy"][0]
    assert metrics["replies"] == 2.0 * len(prompts) and 0.0 <= metrics["distinct_2"] <= 1.0
    assert metrics["return"] == pytest.approx(sum(out["env_return"]) / len(prompts))
    assert rollout.monitor is not None and rollout.monitor.batches == 1


@pytest.mark.slow
def test_grpo_trainer_with_the_rollout_func_trains_two_steps(tiny_model_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    from rlver_baselines.llm.trl_rollout import EnvRolloutFunc

    rollout = EnvRolloutFunc(max_turns=2, max_new_tokens=6, env_kwargs={"simulator": HashSimulator()})
    trainer = _trainer(tiny_model_dir, tmp_path, rollout)
    before = {n: p.detach().clone() for n, p in trainer.model.named_parameters() if p.requires_grad}
    trainer.train()
    after = dict(trainer.model.named_parameters())
    assert rollout.calls >= 2
    changed = [n for n in before if not torch.equal(before[n], after[n].detach())]
    assert changed and all("lora_" in n for n in changed)
    losses = [row["loss"] for row in trainer.state.log_history if "loss" in row]
    assert len(losses) == 2 and all(torch.isfinite(torch.tensor(x)) for x in losses)
    # The monitor's metrics reach TRL's logs through the reward function's log_metric.
    logged = [row for row in trainer.state.log_history if "degeneracy/distinct_2" in row]
    assert len(logged) == 2
    assert all(0.0 <= row["degeneracy/distinct_2"] <= 1.0 and "degeneracy/repeat_rate" in row for row in logged)


# ---------------------------------------------------------------------- failed dialogues
def test_env_return_reward_gives_none_for_a_failed_dialogue_and_logs_the_count() -> None:
    from rlver_baselines.llm.trl_rollout import env_return_reward

    logged: dict[str, float] = {}
    rewards = env_return_reward(
        prompts=[[]] * 4, completions=[[]] * 4, env_return=[0.1, -0.05, 0.2, 0.0], env_failed=[False, True, False, True],
        log_metric=logged.__setitem__,
    )
    assert rewards == [0.1, None, 0.2, None]
    assert logged == {"rollout/failed_dialogues": 2.0, "rollout/failed_fraction": 0.5}
    # Without the field (an older rollout) every dialogue is scored.
    assert env_return_reward([[]], [[]], env_return=[0.3]) == [0.3]


def test_env_return_reward_logs_the_rollouts_degeneracy_metrics_once() -> None:
    from rlver_baselines.llm.trl_rollout import env_return_reward

    logged: list[tuple[str, float]] = []
    metrics = {"distinct_2": 0.8, "repeat_rate": 0.25}
    env_return_reward([[]] * 3, [[]] * 3, env_return=[0.1, 0.0, 0.2], degeneracy=[metrics] * 3,
                      log_metric=lambda name, value: logged.append((name, value)))
    assert [x for x in logged if x[0].startswith("degeneracy/")] == [("degeneracy/distinct_2", 0.8), ("degeneracy/repeat_rate", 0.25)]


FAILING_NAME = "Omar Haddad"


def _failing_for_one_persona(server: Any) -> dict[str, Any]:
    """Env kwargs: the LLM simulator on ``server``, two personas; every request about Omar fails (HTTP 400)."""
    import json

    from tests.fault_server import Status, simulator_responder
    from tests.support import make_persona

    answer = simulator_responder()
    server.responder = lambda body: Status(400) if FAILING_NAME in json.dumps(body["messages"]) else answer(body)
    omar = make_persona(id="tests-omar-shop", name=FAILING_NAME, first_utterance="My landlord doubled the rent on my shop. Again.")
    backend = {"read_timeout": 2.0, "connect_timeout": 1.0, "max_retries": 0}
    return {
        "personas": [make_persona(), omar], "simulator": "llm", "backend": "openai", "base_url": server.base_url,
        "model": "fake", "simulator_kwargs": {"max_retries": 0, "backend_kwargs": backend},
    }


def test_a_simulator_error_is_unscorable_in_grpo_and_counted(tiny_model_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    from rlver_baselines.llm.trl_rollout import EnvRolloutFunc, env_return_reward

    from tests.fault_server import FaultServer

    with FaultServer() as server:
        rollout = EnvRolloutFunc(max_turns=2, max_new_tokens=6, env_kwargs=_failing_for_one_persona(server))
        failing = next(pid for pid in rollout.bank.ids if rollout.bank.get(pid).name == FAILING_NAME)
        trainer = _trainer(tiny_model_dir, tmp_path, rollout, steps=1)
        data = rollout.dataset(rollout.bank.ids)
        prompts = [row["prompt"] for row in data for _ in range(2)]
        out = rollout(prompts, trainer)
        bad = [row["persona_id"] == failing for row in data for _ in range(2)]
        assert out["env_failed"] == bad and sum(bad) == 2
        assert out["end_reason"] == ["simulator_error" if b else "max_turns" for b in bad]
        for mask, is_bad in zip(out["env_mask"], bad):
            assert (sum(mask) == 0) == is_bad  # a failed dialogue keeps no token in the loss
        rewards = env_return_reward(prompts, [None] * 4, **{k: out[k] for k in ("env_return", "env_failed")})
        assert [r is None for r in rewards] == bad

        # One real GRPO step: TRL turns None into NaN, gives those rows advantage 0, and logs the count.
        rollout.failed_dialogues = 0
        trainer.train()
    assert rollout.failed_dialogues == 2
    logged = [row for row in trainer.state.log_history if "rollout/failed_fraction" in row]
    assert logged and logged[0]["rollout/failed_fraction"] == 0.5 and logged[0]["rollout/failed_dialogues"] == 2.0
    rewards_logged = list(trainer._logs["rewards"]["env_return_reward"])
    advantages = list(trainer._logs["advantages"])
    assert len(rewards_logged) == len(advantages) == 4
    nan_rows = [math.isnan(r) for r in rewards_logged]  # the failed ones
    assert sum(nan_rows) == 2
    assert all(a == 0.0 for a, is_nan in zip(advantages, nan_rows) if is_nan)
    assert all(torch.isfinite(torch.tensor(row["loss"])) for row in trainer.state.log_history if "loss" in row)
