"""The LLM ablation study: arm configs, reuse of finished runs, and the paired report."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("yaml")

from rlver_baselines.llm import study
from rlver_baselines.llm.config import TrainerConfig


def _episode(key: str, total: float, reply: str = "That sounds hard.", format_ok: bool = True) -> dict[str, Any]:
    turn = {"reply": reply, "user_text": "Yes.", "format_ok": format_ok, "appraisal": {"hits": []}}
    return {"key": key, "persona_id": key.split("#")[0], "opening": "Rough day.", "total_reward": total,
            "final_emotion": 40 + 100 * total, "turns": [turn], "reason": "max_turns", "reward_version": "rule/3"}


def _fake_run(out: Path, arm: str, seed: int, before: list[float], after: list[float], **cfg_overrides: Any) -> Path:
    """A finished run folder as train.py leaves it, with the given per-episode returns."""
    cfg = study.arm_config(arm, 3, seed, out)
    if cfg_overrides:
        cfg = TrainerConfig.from_dict({**cfg.to_dict(), **cfg_overrides})
    folder = study.run_folder(out, arm, seed)
    folder.mkdir(parents=True)
    cfg.to_yaml(folder / "config.yaml")
    rows = [{"step": s, "rollout/return": 0.01 * s, "perf/step_s": 10.0, "rollout/truncated_turn_rate": 0.0,
             "rollout/reply_tokens": 20.0} for s in (1, 2, 3)]
    (folder / "metrics.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    for side, values in (("before", before), ("after", after)):
        (folder / f"eval_{side}").mkdir()
        episodes = [_episode(f"p{i}#0", v, format_ok=side == "before" or i > 0) for i, v in enumerate(values)]
        (folder / f"eval_{side}" / "trajectories.jsonl").write_text("".join(json.dumps(e) + "\n" for e in episodes))
    (folder / "comparison.json").write_text("{}")
    return folder


def test_arms_are_one_budget_apart_from_what_they_compare():
    grpo, ppo, think = (study.arm_config(arm, 20, 0, "runs/x").to_dict() for arm in ("grpo", "ppo", "grpo-think"))
    differing = lambda a, b: {k for k in a if k in b and a[k] != b[k]} - {"output_dir", "preset"}  # noqa: E731
    assert differing(grpo, ppo) == {"adv_estimator", "group_size"}
    # Beyond the shared fields, each has its own algorithm's (at their defaults).
    assert set(grpo) ^ set(ppo) == {"grpo_return", "grpo_scale_by_std", "critic", "critic_lr", "value_coef", "value_clip",
                                    "gae_lambda", "whiten_advantages"}  # fmt: skip
    assert {"think", "think_scaffold", "system_prompt"} <= differing(grpo, think)
    for cfg in (grpo, ppo, think):
        assert cfg["total_steps"] == 20 and cfg["num_dialogues"] == grpo["num_dialogues"] and cfg["max_turns"] == grpo["max_turns"]
    command = study.train_command("ppo", 20, 1, "runs/x")
    assert command[command.index("--adv-estimator") + 1] == "ppo" and command[command.index("--seed") + 1] == "1"
    assert "--resume" not in command
    from rlver_baselines.llm.train import parse_args

    assert parse_args(command[3:]).to_dict() == study.arm_config("ppo", 20, 1, "runs/x").to_dict()
    with pytest.raises(KeyError, match="choose from"):
        study.arm_config("reinforce", 20, 0, "runs/x")


def test_finished_runs_are_reused_and_foreign_ones_refused(tmp_path, monkeypatch):
    _fake_run(tmp_path, "grpo", 0, [0.0], [0.1])
    monkeypatch.setattr(study.subprocess, "Popen", lambda *a, **k: pytest.fail("a finished run was started again"))
    assert study.run_study(["grpo"], [0], 3, tmp_path) == [tmp_path / "grpo-s0"]
    _fake_run(tmp_path, "ppo", 0, [0.0], [0.1], learning_rate=1e-3)
    with pytest.raises(ValueError, match="learning_rate"):
        study.run_study(["ppo"], [0], 3, tmp_path)
    with pytest.raises(ValueError, match="total_steps"):
        study.run_study(["grpo"], [0], 5, tmp_path)


def test_report_pairs_episodes_within_and_across_arms(tmp_path):
    _fake_run(tmp_path, "grpo", 0, [0.0, 0.1, -0.1], [0.1, 0.1, 0.0])
    _fake_run(tmp_path, "grpo", 1, [0.0, 0.1, -0.1], [0.0, 0.3, 0.0])
    _fake_run(tmp_path, "ppo", 0, [0.0, 0.1, -0.1], [0.2, 0.2, 0.2])
    report = study.study_report(tmp_path)
    grpo, ppo = report["arms"]["grpo"], report["arms"]["ppo"]
    assert grpo["runs"] == 2 and grpo["seeds"] == [0, 1]
    # Gains pooled over both runs: (0.1, 0, 0.1) and (0, 0.2, 0.1).
    assert grpo["gain"][0] == pytest.approx(0.5 / 6)
    assert grpo["gain_per_run"] == [pytest.approx(0.2 / 3), pytest.approx(0.1)]
    assert ppo["gain"][0] == pytest.approx(0.2)  # (0.2, 0.1, 0.3)
    # Against the reference after training, on the shared seed only: (0.1, 0.1, 0.2).
    versus = report["versus"]["ppo"]
    assert versus["seeds"] == [0] and versus["episodes"] == 3
    assert versus["after_difference"][0] == pytest.approx(0.4 / 3)
    assert ppo["format_errors_after"] == pytest.approx(1 / 3)
    text = study.study_markdown(report, "python -m rlver_baselines.llm.study report")
    assert "| grpo | 2 |" in text and "| ppo | 0 | 3 |" in text and "grpo-s1" in text
    # Which reward made the numbers, for the study and for each run's before/after comparison.
    assert report["reward_version"] == "rule/3" and "Reward: `rule/3`." in text
    assert {run["comparison"]["reward_version"] for runs in report["runs"].values() for run in runs} == {"rule/3"}


def test_report_without_runs_says_how_to_make_them(tmp_path):
    with pytest.raises(FileNotFoundError, match="study run"):
        study.study_report(tmp_path)
    assert study.main(["report", "--out", str(tmp_path)]) == 2


def test_the_committed_study_tables_come_from_the_committed_runs():
    results = Path(__file__).resolve().parents[3] / "baselines" / "llm" / "results" / "study"
    if not (results / study.JSON_NAME).is_file():
        pytest.skip("no committed study results")
    committed = json.loads((results / study.JSON_NAME).read_text(encoding="utf-8"))
    report = json.loads(json.dumps(study.study_report(results)))
    assert report["arms"] == committed["arms"]
    assert report["versus"] == committed["versus"]
