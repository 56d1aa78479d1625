"""The LLM trainer's two configs: each algorithm's own fields, refusals that name the field, old files.

``TrainerConfig`` holds what GRPO and PPO share; ``GRPOTrainerConfig`` and ``PPOTrainerConfig``
add their own fields. These tests need no torch: they check which class has which field, that a
field of the other algorithm is refused wherever it is written (a keyword, a dict, a YAML file,
a flag) with the field and the algorithm named, that presets and ``--adv-estimator`` pick the
class, and that a ``config.yaml`` listing both algorithms' fields (as every run folder and
checkpoint held while one config had them all) still loads.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("yaml")

import yaml
from rlver_baselines.llm.checkpoint import checkpoint_config
from rlver_baselines.llm.config import (
    ConfigError,
    TrainerConfig,
    WrongAlgorithmError,
    available_presets,
    config_class,
)
from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
from rlver_baselines.llm.ppo_config import PPOTrainerConfig
from rlver_baselines.llm.train import parse_args

REPO = Path(__file__).resolve().parents[3]
GRPO_FIELDS = {"grpo_return", "grpo_scale_by_std"}
PPO_FIELDS = {"critic", "critic_lr", "value_coef", "value_clip", "gae_lambda", "whiten_advantages"}
#: The algorithm fields of the one config that held both, with their defaults, as its config.yaml files list them.
SINGLE_CONFIG_DEFAULTS: dict[str, Any] = {
    "grpo_return": "dialogue", "grpo_scale_by_std": True, "critic": "head", "critic_lr": 5e-6, "value_coef": 0.5,
    "value_clip": 0.2, "gae_lambda": 0.95, "whiten_advantages": True,
}  # fmt: skip
#: Run configs written by the one config that held both algorithms' fields.
COMMITTED_RUN_CONFIGS = sorted((REPO / "baselines" / "llm" / "results").rglob("config.yaml"))


def as_single_config_file(cfg: TrainerConfig, path: Path, **changes: Any) -> Path:
    """Writes ``cfg`` as the one config that held both algorithms wrote it: every field of both."""
    data = cfg.to_dict()
    data.update({k: v for k, v in SINGLE_CONFIG_DEFAULTS.items() if k not in data}, **changes)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def names(config: type[Any]) -> set[str]:
    return {f.name for f in dataclasses.fields(config)}


# ---------------------------------------------------------------------------- which class has which field
def test_each_algorithm_config_has_the_shared_fields_and_only_its_own():
    shared = names(TrainerConfig)
    assert not (GRPO_FIELDS | PPO_FIELDS) & shared
    assert names(GRPOTrainerConfig) == shared | GRPO_FIELDS
    assert names(PPOTrainerConfig) == shared | PPO_FIELDS
    assert set(GRPOTrainerConfig.algorithm_fields()) == GRPO_FIELDS
    assert set(PPOTrainerConfig.algorithm_fields()) == PPO_FIELDS
    # What both read stays shared: the env's groups, the discount (PPO per token, GRPO 'turn' per turn), the monitor.
    assert {"group_size", "gamma", "ppo_epochs", "kl_coef", "degeneracy_monitor", "degeneracy_thresholds",
            "degeneracy_patience", "stop_on_degeneracy"} <= shared  # fmt: skip
    assert GRPOTrainerConfig.critic is None and PPOTrainerConfig().critic == "head"
    assert (GRPOTrainerConfig.adv_estimator, PPOTrainerConfig.adv_estimator) == ("grpo", "ppo")
    assert config_class("grpo") is GRPOTrainerConfig and config_class("ppo") is PPOTrainerConfig


def test_each_dump_lists_its_algorithm_and_only_its_fields():
    grpo, ppo = GRPOTrainerConfig().to_dict(), PPOTrainerConfig().to_dict()
    assert next(iter(grpo)) == "adv_estimator" and grpo["adv_estimator"] == "grpo" and ppo["adv_estimator"] == "ppo"
    assert GRPO_FIELDS <= set(grpo) and not PPO_FIELDS & set(grpo)
    assert PPO_FIELDS <= set(ppo) and not GRPO_FIELDS & set(ppo)


def test_the_shared_base_is_not_a_config_of_its_own():
    with pytest.raises(TypeError, match="build GRPOTrainerConfig"):
        TrainerConfig()
    assert isinstance(TrainerConfig.from_dict({}), GRPOTrainerConfig)  # grpo when nothing names the algorithm


def test_shared_checks_apply_to_both_and_each_algorithm_checks_its_own():
    for config in (GRPOTrainerConfig, PPOTrainerConfig):
        with pytest.raises(ConfigError, match="gamma must be in"):
            config(gamma=0.0)
        with pytest.raises(ConfigError, match="stop_on_degeneracy needs the monitor"):
            config(stop_on_degeneracy=True, degeneracy_monitor=False)
    with pytest.raises(ConfigError, match="group_size >= 2"):
        GRPOTrainerConfig(group_size=1, num_dialogues=4)
    assert PPOTrainerConfig(group_size=1).group_size == 1
    with pytest.raises(ConfigError, match="grpo_return must be one of"):
        GRPOTrainerConfig(grpo_return="episode")
    with pytest.raises(ConfigError, match="critic must be one of"):
        PPOTrainerConfig(critic="twin")
    with pytest.raises(ConfigError, match="gae_lambda must be in"):
        PPOTrainerConfig(gae_lambda=1.5)
    with pytest.raises(ConfigError, match="critic_lr must be positive"):
        PPOTrainerConfig(critic_lr=0.0)
    assert PPOTrainerConfig(value_coef=0.25).value_loss_weight == 0.25
    assert PPOTrainerConfig(critic="separate", value_coef=0.25).value_loss_weight == 1.0


# ---------------------------------------------------------------------------- the other algorithm's fields
def test_a_keyword_of_the_other_algorithm_is_refused_with_its_name_and_algorithm():
    with pytest.raises(WrongAlgorithmError, match=r"critic is a PPO field \(PPOTrainerConfig") as caught:
        GRPOTrainerConfig(critic="separate")
    assert (caught.value.field, caught.value.owner, caught.value.adv_estimator) == ("critic", "ppo", "grpo")
    with pytest.raises(WrongAlgorithmError, match="grpo_return is a GRPO field.*this config is PPO"):
        PPOTrainerConfig(grpo_return="turn")
    with pytest.raises(WrongAlgorithmError, match="gae_lambda is a PPO field"):
        TrainerConfig.from_preset("tiny-cpu", gae_lambda=0.9)
    with pytest.raises(WrongAlgorithmError, match="grpo_scale_by_std is a GRPO field"):
        TrainerConfig.from_dict({"adv_estimator": "ppo"}, grpo_scale_by_std=False)


def test_a_file_with_a_set_field_of_the_other_algorithm_is_refused_with_the_file_named(tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("adv_estimator: grpo\ncritic_lr: 1.0e-4\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"mine\.yaml: critic_lr is a PPO field .*set adv_estimator: ppo"):
        TrainerConfig.from_yaml(path)
    with pytest.raises(ConfigError, match="critic is a PPO field"):
        TrainerConfig.from_dict({"critic": "separate"})  # no adv_estimator: grpo


def test_a_flag_of_the_other_algorithm_is_refused_in_the_command_lines_words(capsys):
    from rlver_baselines.llm import train

    with pytest.raises(ConfigError, match=r"^--critic is a PPO option \(--adv-estimator ppo\), but this run is GRPO.*add --adv-estimator ppo"):
        parse_args(["--preset", "tiny-cpu", "--critic", "separate"])
    with pytest.raises(ConfigError, match="^--grpo-return is a GRPO option"):
        parse_args(["--preset", "rlver-7b", "--grpo-return", "turn"])
    assert train.main(["--preset", "tiny-cpu", "--gae-lambda", "0.9"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --gae-lambda is a PPO option") and err.count("\n") == 1


def test_help_groups_each_algorithms_options():
    from rlver_baselines.llm.train import build_parser

    text = build_parser().format_help().split("options:", 1)[1]  # past the usage line
    grpo, ppo = text.index("GRPO only (--adv-estimator grpo)"), text.index("PPO only (--adv-estimator ppo)")
    assert grpo < text.index("--grpo-return") < ppo < text.index("--critic-lr")
    assert "--adv-estimator {grpo,ppo}" in text


# ---------------------------------------------------------------------------- presets and switching
def test_presets_give_the_class_of_their_adv_estimator_and_keep_every_value():
    for name in available_presets():
        cfg = TrainerConfig.from_preset(name)
        assert type(cfg) is config_class(cfg.adv_estimator), name
        # Every value the preset writes (and those of the preset it extends) is in the config.
        data = cfg.to_dict()
        text = (REPO / "baselines" / "llm" / "presets" / f"{name}.yaml").read_text(encoding="utf-8")
        written = yaml.safe_load(text)
        written.pop("extends", None)
        assert {k: data[k] for k in written} == written, name
    assert TrainerConfig.from_preset("tiny-cpu").adv_estimator == "grpo"
    assert TrainerConfig.from_preset("rlver-7b").adv_estimator == "ppo"


def test_an_override_switches_the_algorithm_and_leaves_the_files_own_fields_out():
    ppo = TrainerConfig.from_preset("tiny-cpu", adv_estimator="ppo", group_size=1)
    tiny = TrainerConfig.from_preset("tiny-cpu").to_dict()
    assert isinstance(ppo, PPOTrainerConfig) and ppo.critic == "head"
    assert {k for k, v in ppo.to_dict().items() if tiny.get(k, v) != v} == {"adv_estimator", "group_size"}
    grpo = TrainerConfig.from_preset("rlver-7b", adv_estimator="grpo", group_size=4)  # the preset's own comment
    assert isinstance(grpo, GRPOTrainerConfig) and grpo.critic is None and grpo.group_size == 4
    switched = parse_args(["--preset", "tiny-cpu", "--adv-estimator", "ppo", "--group-size", "1", "--critic", "separate"])
    assert isinstance(switched, PPOTrainerConfig) and switched.critic == "separate" and switched.max_turns == 3
    assert PPOTrainerConfig.from_preset("tiny-cpu", adv_estimator="ppo") == TrainerConfig.from_preset("tiny-cpu", adv_estimator="ppo")
    with pytest.raises(ConfigError, match="PPOTrainerConfig is adv_estimator 'ppo', and this config is 'grpo'"):
        PPOTrainerConfig.from_preset("tiny-cpu")


def test_yaml_round_trip_keeps_the_class():
    for cfg in (GRPOTrainerConfig(grpo_return="turn"), PPOTrainerConfig(critic="separate", group_size=1)):
        again = TrainerConfig.from_dict(yaml.safe_load(cfg.to_yaml()))
        assert again == cfg and type(again) is type(cfg)


# ---------------------------------------------------------------------------- files of the one config that held both
@pytest.mark.parametrize("path", COMMITTED_RUN_CONFIGS, ids=lambda p: str(p.parent.name))
def test_committed_run_configs_load_as_their_algorithm_with_every_value(path):
    written = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert GRPO_FIELDS | PPO_FIELDS <= set(written)  # a file of the one config that held both
    cfg = TrainerConfig.from_yaml(path)
    assert type(cfg) is config_class(written["adv_estimator"])
    data = cfg.to_dict()
    assert {k: written[k] for k in data if k in written} == {k: data[k] for k in data if k in written}
    assert set(written) - set(data) == (PPO_FIELDS if cfg.adv_estimator == "grpo" else GRPO_FIELDS)


def test_a_checkpoints_single_config_loads_when_the_other_algorithms_fields_hold_their_defaults(tmp_path):
    for cfg in (TrainerConfig.from_preset("tiny-cpu"), TrainerConfig.from_preset("rlver-7b")):
        folder = tmp_path / cfg.adv_estimator
        folder.mkdir()
        as_single_config_file(cfg, folder / "config.yaml")
        assert checkpoint_config(folder) == cfg
    assert checkpoint_config(tmp_path) is None  # no config.yaml
    # A value of the other algorithm that was set, though it did nothing, does not map cleanly: it is named.
    as_single_config_file(TrainerConfig.from_preset("tiny-cpu"), tmp_path / "grpo" / "config.yaml", critic="separate")
    with pytest.raises(ConfigError, match=r"config\.yaml: critic is a PPO field"):
        checkpoint_config(tmp_path / "grpo")


def test_resume_refuses_a_checkpoint_of_the_other_algorithm(tmp_path):
    pytest.importorskip("torch")
    from types import SimpleNamespace

    from rlver_baselines.llm.trainer import Trainer

    as_single_config_file(TrainerConfig.from_preset("tiny-cpu"), tmp_path / "config.yaml")
    with pytest.raises(ConfigError, match="is a checkpoint of grpo, and this run is ppo with critic 'head': resume it with adv_estimator grpo"):
        Trainer._check_same_algorithm(SimpleNamespace(cfg=PPOTrainerConfig(group_size=1)), tmp_path)
    Trainer._check_same_algorithm(SimpleNamespace(cfg=GRPOTrainerConfig()), tmp_path)  # the same algorithm: resumes
    (tmp_path / "config.yaml").write_text(PPOTrainerConfig(critic="separate").to_yaml(), encoding="utf-8")
    with pytest.raises(ConfigError, match="resume it with adv_estimator ppo and critic separate"):
        Trainer._check_same_algorithm(SimpleNamespace(cfg=PPOTrainerConfig()), tmp_path)
