"""The trainers' command lines: one dataclass-to-CLI bridge, kebab-case flags, clean --help."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from rlver_baselines.dataclass_cli import format_default
from rlver_baselines.llm.config import TrainerConfig
from rlver_baselines.llm.train import parse_args
from rlver_baselines.sb3 import train as sb3_train
from rlver_baselines.sb3.config import SB3BaselineConfig

REPO = Path(__file__).resolve().parents[2]
TRAINERS = ["rlver_baselines.llm.train", "rlver_baselines.sb3.train"]


def _help(module: str) -> str:
    env = {**os.environ, "COLUMNS": "100"}
    done = subprocess.run([sys.executable, "-m", module, "--help"], check=False, capture_output=True, text=True, env=env, cwd=REPO, timeout=120)
    assert done.returncode == 0, done.stderr
    assert not done.stderr.strip(), done.stderr
    return done.stdout


@pytest.mark.parametrize("module", TRAINERS)
def test_help_exits_0_without_formatting_artefacts(module):
    text = _help(module)
    assert "%(" not in text and "{'" not in text, "argparse %-formatting leaked into --help"
    # One "(default: ...)" per option: split the options part into one block per flag.
    options = text.split("options:", 1)[1]
    blocks = re.split(r"\n  (?=--)", options)
    assert len(blocks) > 20
    for block in blocks:
        assert block.count("(default:") <= 1, block
    # kebab-case only.
    flags = re.findall(r"^  (--[\w-]+)", options, flags=re.MULTILINE)
    assert flags and not [flag for flag in flags if "_" in flag]


def test_llm_help_keeps_the_percent_sign():
    text = " ".join(_help("rlver_baselines.llm.train").split())
    assert "~30% slower" in text
    assert "--gradient-checkpointing [BOOL]" in text


def test_format_default_reads_like_the_command_line():
    assert format_default("") == '""'
    assert format_default(None) == "unset"
    assert format_default(True) == "true"
    assert format_default([64, 64]) == "64 64"
    assert format_default({"rules": "rlver"}) == '{"rules": "rlver"}'


def test_llm_flags_parse_in_kebab_case_and_refuse_snake_case(tmp_path, capsys):
    kebab = parse_args([
        "--learning-rate", "3e-4", "--think", "--adam-betas", "0.8", "0.9", "--env-kwargs", '{"rules": "rlver"}',
        "--num-dialogues", "4", "--no-use-lora", "--output-dir", str(tmp_path),
    ])
    assert capsys.readouterr().err == ""
    assert kebab.learning_rate == 3e-4 and kebab.think is True and kebab.use_lora is False
    assert kebab.adam_betas == [0.8, 0.9] and kebab.env_kwargs == {"rules": "rlver"} and kebab.num_dialogues == 4
    with pytest.raises(SystemExit):
        parse_args(["--learning_rate", "3e-4"])
    assert "unrecognized arguments: --learning_rate" in capsys.readouterr().err


def test_llm_flags_override_only_what_is_given():
    tiny = TrainerConfig.from_preset("tiny-cpu")
    assert parse_args(["--preset", "tiny-cpu"]) == tiny
    assert parse_args(["--preset", "tiny-cpu", "--total-steps", "3"]) == TrainerConfig.from_preset("tiny-cpu", total_steps=3)
    assert parse_args(["--think", "false"]).think is False


def test_sb3_flags_parse_in_kebab_case_and_refuse_snake_case(capsys):
    parser = sb3_train.build_parser()
    kebab = SB3BaselineConfig(**vars(parser.parse_args(["--n-envs", "2", "--net-arch", "32", "32", "--no-tensorboard", "--eval-seeds", "4"])))
    assert capsys.readouterr().err == ""
    assert kebab.n_envs == 2 and kebab.net_arch == [32, 32] and kebab.tensorboard is False and kebab.eval_seeds == [4]
    assert SB3BaselineConfig(**vars(parser.parse_args(["--tensorboard", "false"]))).tensorboard is False
    assert SB3BaselineConfig(**vars(parser.parse_args([]))) == SB3BaselineConfig()
    with pytest.raises(SystemExit):
        parser.parse_args(["--n_envs", "2"])
    assert "unrecognized arguments: --n_envs" in capsys.readouterr().err


def test_bad_values_are_argparse_errors(capsys):
    parser = sb3_train.build_parser()
    for argv in (["--algo", "dqn"], ["--timesteps", "many"], ["--oracle", "maybe"]):
        with pytest.raises(SystemExit) as exit_info:
            parser.parse_args(argv)
        assert exit_info.value.code == 2
    with pytest.raises(SystemExit):
        parse_args(["--env-kwargs", "[1, 2]"])
    assert "must be a JSON object" in capsys.readouterr().err


def test_llm_train_reports_a_bad_combination_in_one_line(capsys):
    from rlver_baselines.llm import train

    assert train.main(["--num-dialogues", "10", "--group-size", "4"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: num_dialogues (10) must be a multiple of group_size (4)") and err.count("\n") == 1
