"""Writes verl's parquet rows and the matching agent-loop config from rlver-env's persona splits.

Run ``python -m rlver_baselines.verl.build_dataset --help``. It writes, under ``--out-dir``:

* ``train.parquet``: one row per (training persona, seed): the agent's system prompt and the
  user's opening as the prompt, ``agent_name="rlver"`` (rlver-env's verl agent loop,
  :class:`~rlver_env.integrations.verl_agent_loop.EmpathyDialogueAgentLoop`), and in
  ``extra_info`` the ``interaction_kwargs`` (``name``, ``persona_id``, ``seed``, ``difficulty``;
  verl's dataset hands them to the loop) plus what the reward function needs
  (``start_emotion``, ``reward_scale``, ``reward_mode``);
* ``val.parquet``: the same for the held-out personas, under the ``rlver_val`` agent loop;
* ``agent_loop.yaml``: ``baselines/verl/agent_loop.yaml`` with these choices applied (rules,
  thinking, reward, simulator), to pass to verl as
  ``actor_rollout_ref.rollout.agent.agent_loop_config_path``.

The opening in each prompt is the one the env produces for that persona and seed, so the
policy and the simulator start from the same words.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from rlver_env.agents.prompts import system_prompt
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.errors import MissingDependencyError, PersonaError
from rlver_env.integrations.verl_config import VerlInteractionConfig
from rlver_env.personas.bank import PersonaBank
from rlver_env.personas.needs import check_difficulty
from rlver_env.rules import resolve_rules

#: The agent's system prompt, with and without RLVER's "think then say" format: the same
#: prompts as the single-machine trainer (``rlver_baselines.llm``), so results compare.
SYSTEM_PROMPTS: dict[str, str] = {"on": system_prompt(True), "off": system_prompt(False)}
THINK_MODES = {"on": "required", "off": "off"}
DATA_SOURCE = "rlver_env/EmpathyDialogue"
VAL_SEED_OFFSET = 1_000_000


def _help(text: str) -> dict[str, str]:
    return {"help": text}


@dataclasses.dataclass
class BuildConfig:
    """What to write. Every field is a command-line option (``--out-dir`` for ``out_dir``)."""

    out_dir: str = dataclasses.field(
        default="verl_data", metadata=_help("folder to write the files into")
    )
    train_personas: str = dataclasses.field(
        default="bundled:train",
        metadata=_help("personas of the training rows (bundled:*, a file or a folder)"),
    )
    val_personas: str = dataclasses.field(
        default="bundled:test",
        metadata=_help("personas of the validation rows (the held-out split)"),
    )
    dialogues_per_persona: int = dataclasses.field(
        default=8, metadata=_help("training rows per persona, each with its own seed")
    )
    val_dialogues_per_persona: int = dataclasses.field(
        default=1, metadata=_help("validation rows per persona")
    )
    seed: int = dataclasses.field(
        default=0,
        metadata=_help(f"first seed; row i gets seed+i (validation: seed+{VAL_SEED_OFFSET}+i)"),
    )
    rules: str = dataclasses.field(default="rlver", metadata=_help("emotion rules: rlver or sage"))
    difficulty: str | None = dataclasses.field(
        default=None,
        metadata=_help("simple, normal or hard for every row; default: each persona's own"),
    )
    max_turns: int | None = dataclasses.field(
        default=None, metadata=_help("turn cap; default: the rules' (8 for rlver)")
    )
    thinking: str = dataclasses.field(
        default="on",
        metadata=_help(
            "on: think inside <think></think> then reply (think_mode required); off: reply only"
        ),
    )
    reward_mode: str = dataclasses.field(
        default="dense", metadata=_help("dense (per-turn emotion change) or sparse")
    )
    reward_scale: float = dataclasses.field(
        default=100.0, metadata=_help("emotion points per unit of reward")
    )
    format_penalty: float = dataclasses.field(
        default=0.0, metadata=_help("subtracted from a malformed turn's score")
    )
    simulator: str = dataclasses.field(
        default="rule", metadata=_help("rule (offline) or llm (an OpenAI-compatible server)")
    )
    simulator_base_url: list[str] = dataclasses.field(
        default_factory=lambda: ["http://127.0.0.1:8000/v1"],
        metadata=_help("simulator server URL(s) for --simulator llm; repeat for several replicas"),
    )
    simulator_model: str = dataclasses.field(
        default="Qwen/Qwen2.5-72B-Instruct",
        metadata=_help("model name the simulator server serves"),
    )
    simulator_api_key_env: str | None = dataclasses.field(
        default=None, metadata=_help("environment variable holding the simulator server's API key")
    )
    simulator_max_concurrency: int = dataclasses.field(
        default=64, metadata=_help("simulator requests in flight per verl agent-loop worker")
    )
    simulator_temperature: float = dataclasses.field(
        default=0.7, metadata=_help("simulator sampling temperature")
    )
    agent_name: str = dataclasses.field(
        default="rlver", metadata=_help("agent loop (agent_name) of the training rows")
    )
    val_agent_name: str = dataclasses.field(
        default="rlver_val", metadata=_help("agent loop (agent_name) of the validation rows")
    )

    def __post_init__(self) -> None:
        if self.thinking not in THINK_MODES:
            raise ValueError(f"thinking must be 'on' or 'off', got {self.thinking!r}")
        resolve_rules(self.rules)
        if self.difficulty is not None:
            check_difficulty(self.difficulty)
        if self.dialogues_per_persona < 1 or self.val_dialogues_per_persona < 0:
            raise ValueError(
                "dialogues_per_persona must be >= 1 and val_dialogues_per_persona >= 0"
            )
        if self.agent_name == self.val_agent_name:
            raise ValueError(
                "agent_name and val_agent_name must differ (they hold different personas)"
            )
        if self.simulator == "llm" and not self.simulator_base_url:
            raise ValueError("--simulator llm needs at least one --simulator-base-url")
        # The dialogue settings check the rest (reward mode, scale, penalty, simulator name).
        self.dialogue_settings(self.train_personas, self.agent_name)

    def dialogue_settings(self, personas: str, name: str) -> VerlInteractionConfig:
        """The agent loop's dialogue settings these options stand for, for one persona split."""
        simulator_kwargs: dict[str, Any] = {}
        if self.simulator == "llm":
            urls = list(self.simulator_base_url)
            simulator_kwargs = {
                "backend": "openai",
                "base_url": urls[0] if len(urls) == 1 else urls,
                "model": self.simulator_model,
                "temperature": float(self.simulator_temperature),
                "backend_kwargs": {
                    "max_concurrency": int(self.simulator_max_concurrency),
                    "api_key_env": self.simulator_api_key_env,
                },
            }
        return VerlInteractionConfig(
            name=name,
            personas=personas,
            rules=self.rules,
            difficulty=self.difficulty,
            max_turns=self.max_turns,
            think_mode=THINK_MODES[self.thinking],
            reward_mode=self.reward_mode,
            reward_scale=float(self.reward_scale),
            format_penalty=float(self.format_penalty),
            simulator=self.simulator,
            simulator_kwargs=simulator_kwargs,
        )


def build_rows(config: BuildConfig, split: str) -> list[dict[str, Any]]:
    """The parquet rows of one split (``"train"`` or ``"val"``).

    Raises:
        PersonaError: If a persona cannot be loaded, or has no opening the dataset can know.
    """
    if split == "train":
        personas, name, per_persona, first_seed = (
            config.train_personas,
            config.agent_name,
            config.dialogues_per_persona,
            config.seed,
        )
    elif split == "val":
        personas, name = config.val_personas, config.val_agent_name
        per_persona, first_seed = config.val_dialogues_per_persona, config.seed + VAL_SEED_OFFSET
    else:
        raise ValueError(f"split must be 'train' or 'val', got {split!r}")
    bank = PersonaBank(personas)
    rules = resolve_rules(config.rules)
    # The rule simulator writes the opening (a persona's first utterance, or a seeded opener).
    env = EmpathyDialogueEnv(
        personas=bank, rules=rules, difficulty=config.difficulty, max_turns=config.max_turns
    )
    system_prompt = SYSTEM_PROMPTS[config.thinking]
    rows: list[dict[str, Any]] = []
    for persona in bank:
        difficulty = config.difficulty or persona.default_difficulty
        for _ in range(per_persona):
            index = len(rows)
            seed = first_seed + index
            opening = _opening(env, persona, seed, difficulty)
            rows.append(
                {
                    "data_source": DATA_SOURCE,
                    "agent_name": name,
                    "prompt": [
                        {"role": "system", "content": system_prompt},
                        {"role": "user", "content": opening},
                    ],
                    "ability": "empathy",
                    "reward_model": {"style": "agent_loop", "ground_truth": persona.id},
                    "extra_info": {
                        "split": split,
                        "index": index,
                        "persona_id": persona.id,
                        "hidden_need": persona.hidden_need,
                        "start_emotion": int(rules.start_emotion),
                        "reward_scale": float(config.reward_scale),
                        "reward_mode": config.reward_mode,
                        "interaction_kwargs": {
                            "name": name,
                            "persona_id": persona.id,
                            "seed": int(seed),
                            "difficulty": difficulty,
                        },
                    },
                }
            )
    return rows


def _opening(env: EmpathyDialogueEnv, persona: Any, seed: int, difficulty: str) -> str:
    try:
        observation, _ = env.reset(
            seed=seed, options={"persona": persona.id, "difficulty": difficulty}
        )
    except PersonaError:
        # The rule simulator speaks English only; other personas need their own first words.
        if persona.first_utterance:
            return str(persona.first_utterance)
        raise PersonaError(
            f"persona {persona.id!r} has no first_utterance and the rule simulator cannot open for it; "
            "add a first_utterance so that the dataset holds the opening the policy will see"
        ) from None
    return str(observation[-1]["content"])


def agent_loop_yaml(config: BuildConfig) -> list[dict[str, Any]]:
    """``baselines/verl/agent_loop.yaml`` with the options applied, as a list of entries."""
    import yaml  # noqa: PLC0415 - optional (the verl extra)

    base = yaml.safe_load(
        resources.files("rlver_baselines.verl").joinpath("agent_loop.yaml").read_text("utf-8")
    )
    entries = {entry["name"]: entry for entry in base}
    template = entries.get("rlver") or base[0]
    out = []
    for name, personas in (
        (config.agent_name, config.train_personas),
        (config.val_agent_name, config.val_personas),
    ):
        settings = config.dialogue_settings(personas, name)
        entry = copy.deepcopy(template)
        entry["name"] = name
        entry["dialogue"] = {
            field.name: _yaml_value(getattr(settings, field.name))
            for field in dataclasses.fields(settings)
            if field.name != "name"
        }
        out.append(entry)
    return out


def _yaml_value(value: Any) -> Any:
    # safe_dump writes lists, not tuples.
    return list(value) if isinstance(value, tuple) else copy.deepcopy(value)


def write_dataset(config: BuildConfig) -> dict[str, Path]:
    """Writes ``train.parquet``, ``val.parquet`` and ``agent_loop.yaml``; returns their paths.

    Raises:
        MissingDependencyError: If pandas, pyarrow or PyYAML is missing (the ``verl`` extra).
    """
    for module, package in (("pandas", "pandas"), ("pyarrow", "pyarrow"), ("yaml", "pyyaml")):
        try:
            __import__(module)
        except ImportError:
            raise MissingDependencyError(package, "verl", "Writing verl's dataset") from None
    import pandas as pd  # noqa: PLC0415
    import yaml  # noqa: PLC0415

    out_dir = Path(config.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths: dict[str, Path] = {}
    for split in ("train", "val"):
        rows = build_rows(config, split)
        if not rows:
            continue
        paths[split] = out_dir / f"{split}.parquet"
        pd.DataFrame(rows).to_parquet(paths[split], index=False)
    paths["agent_loop"] = out_dir / "agent_loop.yaml"
    header = (
        "# Written by rlver_baselines.verl.build_dataset from baselines/verl/agent_loop.yaml.\n"
    )
    text = yaml.safe_dump(agent_loop_yaml(config), sort_keys=False, allow_unicode=True)
    paths["agent_loop"].write_text(header + text, encoding="utf-8")
    return paths


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m rlver_baselines.verl.build_dataset",
        description="Write verl parquet rows and the matching agent-loop config for rlver-env.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    for field in dataclasses.fields(BuildConfig):
        flag = "--" + field.name.replace("_", "-")
        default = (
            field.default_factory()
            if field.default_factory is not dataclasses.MISSING
            else field.default
        )
        kwargs: dict[str, Any] = {"help": field.metadata["help"], "dest": field.name}
        if field.name == "simulator_base_url":
            parser.add_argument(flag, action="append", default=None, **kwargs)
            continue
        if field.name in ("thinking", "simulator", "reward_mode"):
            kwargs["choices"] = {
                "thinking": ["on", "off"],
                "simulator": ["rule", "llm"],
                "reward_mode": ["dense", "sparse"],
            }[field.name]
        if field.name == "rules":
            kwargs["choices"] = ["rlver", "sage"]
        if field.name == "difficulty":
            kwargs["choices"] = ["simple", "normal", "hard"]
        value_type = (
            type(default) if default is not None else (int if field.name == "max_turns" else str)
        )
        parser.add_argument(flag, type=value_type, default=default, **kwargs)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    args = vars(_parser().parse_args(argv))
    if args["simulator_base_url"] is None:
        args.pop("simulator_base_url")
    try:
        config = BuildConfig(**args)
        paths = write_dataset(config)
    except (ValueError, PersonaError, MissingDependencyError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for kind, path in paths.items():
        print(f"{kind}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
