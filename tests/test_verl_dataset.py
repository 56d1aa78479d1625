"""The verl recipe: dataset builder, interaction config, launch script, and the whole loop in verl.

The builder's tests need pandas, pyarrow and PyYAML (the ``verl`` extra); the ones that hand
its files to verl (its dataset loader, Hydra config, agent loop, reward manager) skip cleanly
when verl is not installed. No model or tokenizer is downloaded: a tiny byte-level tokenizer is
built locally.
"""

from __future__ import annotations

import asyncio
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

REPO = Path(__file__).resolve().parents[1]
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
            assert row["agent_name"] == "tool_agent"
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
    entries = build_dataset.interaction_yaml(config)["interaction"]
    assert {e["config"]["think_mode"] for e in entries} == {"off"}
    assert {
        e["config"]["think_mode"]
        for e in build_dataset.interaction_yaml(BuildConfig())["interaction"]
    } == {"required"}


def test_the_llm_simulator_settings_reach_the_interaction_config():
    config = BuildConfig(
        simulator="llm",
        simulator_base_url=["http://sim-0:8000/v1", "http://sim-1:8000/v1"],
        simulator_model="my-sim",
        simulator_api_key_env="SIM_KEY",
    )
    for entry in build_dataset.interaction_yaml(config)["interaction"]:
        kwargs = entry["config"]["simulator_kwargs"]
        assert entry["config"]["simulator"] == "llm"
        assert kwargs["base_url"] == ["http://sim-0:8000/v1", "http://sim-1:8000/v1"]
        assert kwargs["model"] == "my-sim"
        assert kwargs["backend_kwargs"] == {"max_concurrency": 64, "api_key_env": "SIM_KEY"}


def test_bad_options_are_rejected_with_a_fix():
    with pytest.raises(ValueError, match="thinking must be 'on' or 'off'"):
        BuildConfig(thinking="maybe")
    with pytest.raises(ValueError, match="must differ"):
        BuildConfig(val_interaction_name="rlver")
    with pytest.raises(ValueError, match="reward_mode"):
        BuildConfig(reward_mode="final")
    assert main(["--out-dir", "x", "--reward-scale", "0"]) == 2


def test_the_written_files_agree(dataset_dir: Path):
    train = pd.read_parquet(dataset_dir / "train.parquet")
    val = pd.read_parquet(dataset_dir / "val.parquet")
    assert len(train) == 2 * len(PersonaBank("bundled:train")) and len(val) == len(
        PersonaBank("bundled:test")
    )
    config = yaml.safe_load((dataset_dir / "interaction.yaml").read_text("utf-8"))
    entries = {entry["name"]: entry["config"] for entry in config["interaction"]}
    for frame in (train, val):
        for extra in frame["extra_info"]:
            kwargs = extra["interaction_kwargs"]
            assert kwargs["persona_id"] in PersonaBank(entries[kwargs["name"]]["personas"])


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
    assert item["agent_name"] == "tool_agent"
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
    assert overrides["actor_rollout_ref.rollout.multi_turn.max_assistant_turns"] == "7"


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
    from transformers import LlamaConfig
    from verl.experimental.reward_loop import migrate_legacy_reward_impl
    from verl.trainer.ppo.reward import get_custom_reward_fn
    from verl.trainer.ppo.utils import need_critic, need_reference_policy
    from verl.utils.config import validate_config

    # A local model folder: verl reads the critic's model config while validating.
    model = tmp_path / "model"
    tokenizer.save_pretrained(str(model))
    LlamaConfig(
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=4,
        vocab_size=len(tokenizer),
        architectures=["LlamaForCausalLM"],
    ).save_pretrained(str(model))
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
    assert rollout.multi_turn.interaction_config_path == str(dataset_dir / "interaction.yaml")
    assert get_custom_reward_fn(config).args[0].__module__ == "rlver_env.integrations.verl_reward"


# ---------------------------------------------------------------------- the whole loop in verl
class ScriptedPolicyServer:
    """Stands in for the vLLM server: answers every turn with the next scripted reply's tokens."""

    def __init__(self, tokenizer: Any, replies: list[str]) -> None:
        self.tokenizer = tokenizer
        self.replies = replies
        self.calls = 0

    async def generate(
        self,
        request_id: str,
        prompt_ids: list[int],
        sampling_params: dict,
        image_data: Any = None,
        video_data: Any = None,
    ) -> Any:
        from verl.workers.rollout.replica import TokenOutput

        reply = self.replies[self.calls % len(self.replies)]
        self.calls += 1
        ids = self.tokenizer.encode(reply, add_special_tokens=False) + [self.tokenizer.eos_token_id]
        return TokenOutput(token_ids=ids)


REPLIES = [
    "<think>Hear her first.</think>That sounds really hard. What happened, from the start?",
    "<think>Name the feeling.</think>It makes sense you feel hurt and worn out; you've carried this alone.",
    "<think>Specific praise.</think>You kept going anyway, and that took real courage.",
]


@pytest.mark.slow
def test_verls_agent_loop_and_reward_manager_run_the_dialogue(
    dataset_dir: Path, tokenizer: Any, tmp_path: Path
):
    pytest.importorskip(
        "verl.experimental.agent_loop.tool_agent_loop", reason="verl is not installed"
    )
    import numpy as np
    import torch
    from omegaconf import OmegaConf
    from tensordict import TensorDict
    from verl import DataProto
    from verl.experimental.agent_loop.agent_loop import DictConfigWrap
    from verl.experimental.agent_loop.tool_agent_loop import ToolAgentLoop
    from verl.experimental.reward_loop.reward_manager.naive import NaiveRewardManager
    from verl.trainer.ppo.reward import get_custom_reward_fn
    from verl.utils.dataset.rl_dataset import RLHFDataset

    dataset = load_rlhf_dataset(
        dataset_dir / "train.parquet", tokenizer, tmp_path, filter_overlong_prompts=False
    )
    turns = 8
    config = OmegaConf.create(
        {
            "actor_rollout_ref": {
                "rollout": {
                    "prompt_length": 1024,
                    "response_length": 16384,
                    "multi_turn": {
                        "max_user_turns": turns + 1,
                        "max_assistant_turns": turns + 1,
                        "max_parallel_calls": 1,
                        "max_tool_response_length": 256,
                        "tool_response_truncate_side": "middle",
                        "tool_config_path": None,
                        "format": "hermes",
                        "interaction_config_path": str(dataset_dir / "interaction.yaml"),
                    },
                },
                "model": {},
            },
            "data": {"apply_chat_template_kwargs": {}},
            "reward": {
                "custom_reward_function": {
                    "path": "pkg://rlver_env.integrations.verl_reward",
                    "name": "compute_score",
                }
            },
        }
    )

    async def rollout(row: dict) -> Any:
        loop = ToolAgentLoop(
            trainer_config=DictConfigWrap(config),
            server_manager=ScriptedPolicyServer(tokenizer, REPLIES),
            tokenizer=tokenizer,
            processor=None,
            dataset_cls=RLHFDataset,
            data_config=DictConfigWrap(config.data),
        )
        return await loop.run({}, **row)

    async def score(output: Any, row: dict) -> dict:
        # verl's reward manager, packed as its agent loop packs a finished rollout.
        reward_manager = NaiveRewardManager(config, tokenizer, get_custom_reward_fn(config))
        n_prompt, n_response = len(output.prompt_ids), len(output.response_ids)
        batch = TensorDict(
            {
                "prompts": torch.tensor([output.prompt_ids]),
                "responses": torch.tensor([output.response_ids]),
                "attention_mask": torch.ones(1, n_prompt + n_response, dtype=torch.long),
            },
            batch_size=1,
        )
        non_tensor = {
            key: np.array([row[key]]) for key in ("data_source", "reward_model", "extra_info")
        }
        non_tensor["__num_turns__"] = np.array([output.num_turns])
        non_tensor["tool_extra_fields"] = np.array([output.extra_fields], dtype=object)
        return await reward_manager.run_single(DataProto(batch=batch, non_tensor_batch=non_tensor))

    async def main(rows: list) -> tuple[list, list]:
        outputs = await asyncio.gather(*(rollout(row) for row in rows))
        results = [await score(output, row) for output, row in zip(outputs, rows)]
        return list(outputs), results

    rows = [dataset[i] for i in (0, 5)]
    outputs, results = asyncio.run(main(rows))
    for row, output, result in zip(rows, outputs, results):
        # The same dialogue on a plain env is the reference.
        kwargs = row["interaction_kwargs"]
        env = EmpathyDialogueEnv(personas="bundled:train", rules="rlver", think_mode="required")
        obs, _ = env.reset(
            seed=kwargs["seed"],
            options={"persona": kwargs["persona_id"], "difficulty": kwargs["difficulty"]},
        )
        assert obs[-1]["content"] == row["raw_prompt"][1]["content"]
        expected_scores, ended = [], False
        for i in range(turns):
            _, reward, terminated, truncated, info = env.step(REPLIES[i % len(REPLIES)])
            expected_scores.append(reward)
            if terminated or truncated:
                ended = True
                break
        assert ended
        assert output.extra_fields["turn_scores"] == pytest.approx(expected_scores)
        assert output.num_turns == 2 * len(expected_scores) + 1
        assert result["reward_score"] == pytest.approx(info["emotion"] / 100)
        assert result["reward_extra_info"]["final_emotion"] == pytest.approx(info["emotion"])
