"""The verl recipe: dataset builder, agent-loop config and launch script, read by verl 0.9.

The builder's tests need pandas, pyarrow and PyYAML (the ``verl`` extra); the ones that hand
its files to verl (its dataset loader, its Hydra config) skip cleanly when verl is not
installed. The rows running through verl's worker and the agent loop are in
tests/integrations/test_verl_agent_loop.py. No model or tokenizer is downloaded: a tiny byte-level
tokenizer is built locally.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rlver_env.env import EmpathyDialogueEnv
from rlver_env.personas.bank import PersonaBank

pd = pytest.importorskip("pandas")
pytest.importorskip("pyarrow")
yaml = pytest.importorskip("yaml")

from rlver_baselines.verl import build_dataset
from rlver_baselines.verl.build_dataset import BuildConfig, build_rows, main

REPO = Path(__file__).resolve().parents[2]
TRAIN_SCRIPT = REPO / "baselines" / "verl" / "train.sh"
CHAT_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def tiny_tokenizer(folder: Path) -> Any:
    """A byte-level BPE tokenizer with a ChatML template, trained here on two sentences."""
    pytest.importorskip("transformers")
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=400,
        special_tokens=["<|im_start|>", "<|im_end|>", "<|pad|>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator(
        ["that sounds really hard", "how are you feeling today"], trainer=trainer
    )
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tokenizer, eos_token="<|im_end|>", pad_token="<|pad|>"
    )
    fast.chat_template = CHAT_TEMPLATE
    fast.save_pretrained(str(folder))
    return fast


def tiny_model_folder(folder: Path, tokenizer: Any) -> Path:
    """A model folder verl can read: ``tokenizer`` and the config of a tiny Llama (no weights)."""
    from transformers import LlamaConfig

    tokenizer.save_pretrained(str(folder))
    LlamaConfig(
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=4,
        vocab_size=len(tokenizer),
        architectures=["LlamaForCausalLM"],
    ).save_pretrained(str(folder))
    return folder


@pytest.fixture(scope="module")
def dataset_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("verl_data")
    assert main(["--out-dir", str(out), "--dialogues-per-persona", "2", "--seed", "5"]) == 0
    return out


# ---------------------------------------------------------------------- the builder
def test_rows_follow_the_persona_splits_and_carry_interaction_kwargs():
    config = BuildConfig(dialogues_per_persona=2, seed=5)
    train, val = build_rows(config, "train"), build_rows(config, "val")
    train_ids = PersonaBank("bundled:train").ids
    test_ids = PersonaBank("bundled:test").ids
    assert Counter(row["extra_info"]["persona_id"] for row in train) == {
        pid: 2 for pid in train_ids
    }
    assert [row["extra_info"]["persona_id"] for row in val] == test_ids
    seeds = [row["extra_info"]["interaction_kwargs"]["seed"] for row in train + val]
    assert len(set(seeds)) == len(seeds)
    for split, rows, name in (("train", train, "rlver"), ("val", val, "rlver_val")):
        for index, row in enumerate(rows):
            kwargs = row["extra_info"]["interaction_kwargs"]
            assert set(kwargs) == {"name", "persona_id", "seed", "difficulty"}
            assert (
                kwargs["name"] == name and kwargs["persona_id"] == row["extra_info"]["persona_id"]
            )
            assert kwargs["difficulty"] in ("simple", "normal", "hard")
            assert row["agent_name"] == name
            assert row["extra_info"]["index"] == index and row["extra_info"]["split"] == split
            assert (row["extra_info"]["start_emotion"], row["extra_info"]["reward_mode"]) == (
                30,
                "dense",
            )
            assert [m["role"] for m in row["prompt"]] == ["system", "user"]
            assert "<think>" in row["prompt"][0]["content"]


def test_each_prompt_opens_with_the_words_the_env_opens_with():
    config = BuildConfig(dialogues_per_persona=1, seed=9)
    env = EmpathyDialogueEnv(personas="bundled:train", rules="rlver")
    for row in build_rows(config, "train")[:10]:
        kwargs = row["extra_info"]["interaction_kwargs"]
        obs, _ = env.reset(
            seed=kwargs["seed"],
            options={"persona": kwargs["persona_id"], "difficulty": kwargs["difficulty"]},
        )
        assert row["prompt"][1]["content"] == obs[-1]["content"]


def test_thinking_off_changes_the_prompt_and_the_think_mode():
    config = BuildConfig(thinking="off")
    assert (
        build_rows(config, "val")[0]["prompt"][0]["content"] == build_dataset.SYSTEM_PROMPTS["off"]
    )
    entries = build_dataset.agent_loop_yaml(config)
    assert {e["dialogue"]["think_mode"] for e in entries} == {"off"}
    assert {e["dialogue"]["think_mode"] for e in build_dataset.agent_loop_yaml(BuildConfig())} == {
        "required"
    }


def test_the_llm_simulator_settings_reach_the_agent_loop_config():
    config = BuildConfig(
        simulator="llm",
        simulator_base_url=["http://sim-0:8000/v1", "http://sim-1:8000/v1"],
        simulator_model="my-sim",
        simulator_api_key_env="SIM_KEY",
    )
    for entry in build_dataset.agent_loop_yaml(config):
        kwargs = entry["dialogue"]["simulator_kwargs"]
        assert entry["dialogue"]["simulator"] == "llm"
        assert kwargs["base_url"] == ["http://sim-0:8000/v1", "http://sim-1:8000/v1"]
        assert kwargs["model"] == "my-sim"
        assert kwargs["backend_kwargs"] == {"max_concurrency": 64, "api_key_env": "SIM_KEY"}


def test_bad_options_are_rejected_with_a_fix():
    with pytest.raises(ValueError, match="thinking must be 'on' or 'off'"):
        BuildConfig(thinking="maybe")
    with pytest.raises(ValueError, match="must differ"):
        BuildConfig(val_agent_name="rlver")
    with pytest.raises(ValueError, match="reward_mode"):
        BuildConfig(reward_mode="final")
    assert main(["--out-dir", "x", "--reward-scale", "0"]) == 2


def test_the_written_files_agree(dataset_dir: Path):
    train = pd.read_parquet(dataset_dir / "train.parquet")
    val = pd.read_parquet(dataset_dir / "val.parquet")
    assert len(train) == 2 * len(PersonaBank("bundled:train")) and len(val) == len(
        PersonaBank("bundled:test")
    )
    config = yaml.safe_load((dataset_dir / "agent_loop.yaml").read_text("utf-8"))
    entries = {entry["name"]: entry for entry in config}
    assert set(entries) == {"rlver", "rlver_val"}
    for frame in (train, val):
        for agent_name, extra in zip(frame["agent_name"], frame["extra_info"]):
            kwargs = extra["interaction_kwargs"]
            assert kwargs["name"] == agent_name
            entry = entries[agent_name]
            assert entry["_target_"].endswith("verl_agent_loop.EmpathyDialogueAgentLoop")
            assert kwargs["persona_id"] in PersonaBank(entry["dialogue"]["personas"])


# ---------------------------------------------------------------------- verl reads it
@pytest.fixture(scope="module")
def tokenizer(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return tiny_tokenizer(tmp_path_factory.mktemp("tokenizer"))


def load_rlhf_dataset(path: Path, tokenizer: Any, cache: Path, **config: Any) -> Any:
    rl_dataset = pytest.importorskip(
        "verl.utils.dataset.rl_dataset", reason="verl is not installed"
    )
    from omegaconf import OmegaConf

    options = {"cache_dir": str(cache), "filter_overlong_prompts_workers": 1, **config}
    return rl_dataset.RLHFDataset([str(path)], tokenizer, OmegaConf.create(options))


def test_verls_dataset_loader_reads_the_rows(dataset_dir: Path, tokenizer: Any, tmp_path: Path):
    dataset = load_rlhf_dataset(
        dataset_dir / "train.parquet",
        tokenizer,
        tmp_path,
        max_prompt_length=4096,
        filter_overlong_prompts=True,
    )
    # The length filter tokenizes every prompt with the chat template; a failure would drop the row.
    assert len(dataset) == 2 * len(PersonaBank("bundled:train"))
    item = dataset[3]
    assert item["agent_name"] == "rlver"
    assert item["interaction_kwargs"]["name"] == "rlver"
    assert item["interaction_kwargs"]["persona_id"] == item["extra_info"]["persona_id"]
    assert [m["role"] for m in item["raw_prompt"]] == ["system", "user"]
    assert item["reward_model"]["ground_truth"] == item["extra_info"]["persona_id"]
    short = load_rlhf_dataset(
        dataset_dir / "val.parquet",
        tokenizer,
        tmp_path,
        max_prompt_length=8,
        filter_overlong_prompts=True,
    )
    assert len(short) == 0


# ---------------------------------------------------------------------- the launch script
def dry_run(*args: str) -> list[list[str]]:
    out = subprocess.run(
        ["bash", str(TRAIN_SCRIPT), "--dry-run", "--python", sys.executable, *args],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return [shlex.split(line) for line in out.strip().splitlines()]


def verl_overrides(commands: list[list[str]]) -> list[str]:
    command = commands[-1]
    return command[command.index("verl.trainer.main_ppo") + 1 :]


def test_the_launch_script_builds_missing_data_with_matching_options(tmp_path: Path):
    commands = dry_run(
        "--data-dir",
        str(tmp_path / "d"),
        "--thinking",
        "off",
        "--simulator",
        "llm",
        "--simulator-url",
        "http://a:8000/v1",
        "--simulator-url",
        "http://b:8000/v1",
        "--turns",
        "6",
    )
    build = commands[0]
    assert build[1:3] == ["-m", "rlver_baselines.verl.build_dataset"]
    assert (
        build[build.index("--thinking") + 1] == "off"
        and build[build.index("--max-turns") + 1] == "6"
    )
    assert [build[i + 1] for i, arg in enumerate(build) if arg == "--simulator-base-url"] == [
        "http://a:8000/v1",
        "http://b:8000/v1",
    ]
    overrides = dict(o.split("=", 1) for o in verl_overrides(commands))
    assert overrides["data.max_response_length"] == "4096"
    assert overrides["actor_rollout_ref.rollout.agent.default_agent_loop"] == "rlver"
    assert overrides["actor_rollout_ref.rollout.agent.agent_loop_config_path"] == str(
        tmp_path / "d" / "agent_loop.yaml"
    )
    assert not any(key.startswith("actor_rollout_ref.rollout.multi_turn") for key in overrides)


# verl warns about its own deprecated fields and about the critic GRPO does not use.
@pytest.mark.filterwarnings("ignore::UserWarning", "ignore::DeprecationWarning")
@pytest.mark.parametrize(
    ("algo", "nnodes"), [("ppo", "1"), ("grpo", "1"), ("ppo", "4"), ("grpo", "4")]
)
def test_the_launch_script_is_a_valid_verl_config(
    algo: str, nnodes: str, dataset_dir: Path, tokenizer: Any, tmp_path: Path
):
    pytest.importorskip("hydra")
    pytest.importorskip("verl.trainer.ppo.utils", reason="verl is not installed")
    import verl
    from hydra import compose, initialize_config_dir
    from verl.experimental.reward_loop import migrate_legacy_reward_impl
    from verl.trainer.ppo.reward import get_custom_reward_fn
    from verl.trainer.ppo.utils import need_critic, need_reference_policy
    from verl.utils.config import validate_config

    # A local model folder: verl reads the critic's model config while validating.
    model = tmp_path / "model"
    tiny_model_folder(model, tokenizer)
    overrides = verl_overrides(
        dry_run(
            "--algo",
            algo,
            "--nnodes",
            nnodes,
            "--data-dir",
            str(dataset_dir),
            "--model",
            str(model),
        )
    )
    config_dir = str(Path(verl.__file__).parent / "trainer" / "config")
    with initialize_config_dir(config_dir=config_dir, version_base=None):
        config = compose(config_name="ppo_trainer", overrides=overrides)
    config = migrate_legacy_reward_impl(config)
    assert need_critic(config) is (algo == "ppo")
    assert need_reference_policy(config) is False  # RLVER: no KL
    validate_config(config, use_reference_policy=False, use_critic=need_critic(config))
    rollout = config.actor_rollout_ref.rollout
    assert (rollout.n, rollout.temperature) == ((1 if algo == "ppo" else 4), 1.0)
    assert (config.data.train_batch_size, config.actor_rollout_ref.actor.optim.lr) == (32, 1e-6)
    assert config.trainer.nnodes == int(nnodes)
    if algo == "ppo":
        assert config.critic.optim.lr == 5e-6
    assert rollout.agent.agent_loop_config_path == str(dataset_dir / "agent_loop.yaml")
    assert (rollout.agent.default_agent_loop, rollout.agent.num_workers) == ("rlver", 8)
    assert verl.__version__.startswith("0.9.")
    assert get_custom_reward_fn(config).args[0].__module__ == "rlver_env.integrations.verl_reward"
    # The replay buffer verl loads (trainer.v1.sampler.custom_sampler) adds the env/ metrics.
    from verl.utils.import_utils import load_extern_object

    sampler = config.trainer.v1.sampler.custom_sampler
    assert config.trainer.use_v1 and config.trainer.v1.trainer_mode == "sync"
    replay_buffer = load_extern_object(sampler.path, sampler.name)
    assert replay_buffer.__module__ == "rlver_env.integrations.verl_env_metrics"
    assert replay_buffer.trainer_modes == ("sync",)
