"""The TRL integration: a multi-turn rollout_func for GRPOTrainer, two real steps on a CPU."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("peft")
pytest.importorskip("trl", reason="the TRL integration needs trl >= 1.16 (pip install 'rlver-env[trl]')")

from tests.test_llm_trainer import HashSimulator, tiny_model_dir  # noqa: F401 - the fixture is used by name


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
