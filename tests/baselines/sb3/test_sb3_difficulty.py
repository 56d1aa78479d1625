"""The difficulty study's tables, paired differences and plot, on tiny fake data (no training)."""

from __future__ import annotations

import json

import pytest
from rlver_baselines.sb3 import difficulty
from rlver_baselines.sb3.config import SB3BaselineConfig


def _row(name: str, kind: str, train: str | None, on: str, returns: list[float]) -> dict:
    return {
        "name": name,
        "kind": kind,
        "train_difficulty": train,
        "eval_difficulty": on,
        "returns": returns,
        "mean_return": sum(returns) / len(returns),
        "stderr": difficulty.standard_error(returns),
        "mean_final_emotion": 40.0,
        "success": 1,
        "failure": 0,
        "episodes": len(returns),
        "mean_turns": 10.0,
    }


def _rows() -> list[dict]:
    rows = []
    for on, shift in (("normal", 0.0), ("hard", -0.2)):
        rows += [
            _row(
                "ppo trained on simple",
                "learned",
                "simple",
                on,
                [0.1 + shift, 0.2 + shift, 0.12 + shift, 0.1 + shift],
            ),
            _row(
                "ppo trained on normal",
                "learned",
                "normal",
                on,
                [0.3 + shift, 0.4 + shift, 0.36 + shift, 0.3 + shift],
            ),
            _row(
                "ppo trained on hard",
                "learned",
                "hard",
                on,
                [0.2 + shift, 0.3 + shift, 0.25 + shift, 0.2 + shift],
            ),
            _row(
                "random", "random", None, on, [0.0 + shift, 0.1 + shift, 0.0 + shift, 0.1 + shift]
            ),
        ]
    return rows


def _data() -> dict:
    rows = _rows()
    return {
        "command": "python -m rlver_baselines.sb3.difficulty --timesteps 10",
        "rules": "sage",
        "timesteps": 10,
        "train_seeds": [0],
        "train_personas": "bundled:train",
        "eval_personas": "bundled:test",
        "eval_persona_count": 2,
        "eval_seeds": [0, 1],
        "rows": rows,
        "paired": difficulty.paired_differences(rows),
        "runs": [{"name": "ppo_normal_seed0", "difficulty": "normal", "seed": 0, "seconds": 1.0}],
    }


def test_paired_differences_pair_every_training_difficulty_on_the_same_eval_difficulty():
    pairs = difficulty.paired_differences(_rows())
    on_normal = {(p["a"], p["b"]): p for p in pairs if p["eval_difficulty"] == "normal"}
    # Three learned rows: three pairs among them, and each against the one baseline.
    assert len(on_normal) == 6
    gap = on_normal[("ppo trained on simple", "ppo trained on normal")]
    assert gap["mean"] == pytest.approx(-0.21)
    assert gap["stderr"] == pytest.approx(0.01)
    assert gap["verdict"] == "falls short of"
    assert gap["pairs"] == 4


def test_a_baseline_is_repeated_to_pair_with_a_pooled_row_of_several_seeds():
    pooled = _row("ppo trained on normal", "learned", "normal", "hard", [0.2, 0.4, 0.3, 0.5])
    baseline = _row("random", "random", None, "hard", [0.0, 0.1])
    (pair,) = difficulty.paired_differences([pooled, baseline])
    assert pair["pairs"] == 4
    assert pair["mean"] == pytest.approx(0.3)


def test_moderate_verdicts_say_whether_normal_beats_both_other_difficulties():
    rows = _rows()
    sentences = difficulty.moderate_verdicts(rows, difficulty.paired_differences(rows))
    assert len(sentences) == 2
    assert all("holds here" in s and "does not hold" not in s for s in sentences)
    assert "Highest mean return: trained on normal" in sentences[0]


def test_study_configs_pin_the_difficulty_and_name_each_run():
    configs = difficulty.study_configs(SB3BaselineConfig(), ["simple", "hard"], [0, 1])
    assert [(c.difficulty, c.seed) for c in configs] == [
        ("simple", 0),
        ("simple", 1),
        ("hard", 0),
        ("hard", 1),
    ]
    assert configs[3].run_name == "maskable_ppo_hard_seed1"
    assert configs[0].env_kwargs()["difficulty"] == "simple"


def test_write_outputs_writes_the_table_the_json_and_the_plot(tmp_path):
    pytest.importorskip("matplotlib", reason="needs the plot extra")
    paths = difficulty.write_outputs(_data(), tmp_path / "out")
    assert [p.name for p in paths] == [
        difficulty.MARKDOWN_NAME,
        difficulty.JSON_NAME,
        difficulty.PLOT_NAME,
    ]
    markdown = paths[0].read_text(encoding="utf-8")
    assert "| policy | kind | on normal users | on hard users |" in markdown
    assert (
        "| ppo trained on normal | learned | +0.340 (0.024), score 40.0, 1/4 | +0.140 (0.024), score 40.0, 1/4 |"
        in markdown
    )
    assert (
        "| normal | ppo trained on simple | ppo trained on normal | -0.210 (0.010) | a falls short of b | 4 |"
        in markdown
    )
    assert "Rule-simulator results" in markdown and "1 training seed [0]" in markdown
    assert "python -m rlver_baselines.sb3.difficulty --timesteps 10" in markdown
    data = json.loads(paths[1].read_text(encoding="utf-8"))
    assert len(data["rows"]) == 8 and len(data["paired"]) == 12
    assert paths[2].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_saved_model_is_reused_only_when_its_configuration_matches(tmp_path):
    from rlver_baselines.sb3.algorithms import matching_model

    config = SB3BaselineConfig(
        difficulty="normal", timesteps=100, run_name="maskable_ppo_normal_seed0"
    )
    (tmp_path / "maskable_ppo_normal_seed0.zip").write_bytes(b"model")
    saved = tmp_path / "maskable_ppo_normal_seed0.json"
    saved.write_text(json.dumps({**config.to_dict(), "output_dir": "elsewhere"}), encoding="utf-8")
    assert matching_model(config, tmp_path) == tmp_path / "maskable_ppo_normal_seed0.zip"
    saved.write_text(json.dumps({**config.to_dict(), "timesteps": 200}), encoding="utf-8")
    assert matching_model(config, tmp_path) is None
    assert matching_model(config, tmp_path / "missing") is None
