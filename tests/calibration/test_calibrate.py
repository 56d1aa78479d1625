"""Tests of simulator calibration: the correlation helpers, judge-mode replay, the CLI."""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from rlver_env.agents.policy import make_policy
from rlver_env.bench import run_benchmark
from rlver_env.bench.scoring import load_log
from rlver_env.calibration.calibrate import (
    calibrate,
    load_sage_profiles,
    sage_persona,
    simulated_final,
)
from rlver_env.cli.main import main
from rlver_env.dialogue import Appraisal, DialogueState
from rlver_env.errors import PersonaError, UnsupportedLanguageError
from rlver_env.personas.model import load_bundled
from rlver_env.rules import SAGE_RULES
from rlver_env.simulators import RuleBasedSimulator
from rlver_env.simulators.base import Opening, Simulator, SimulatorStep
from rlver_env.stats.correlation import kendall_tau, pearson, rankdata, spearman
from tests.bench.test_scoring import SAGE_LOGS, SAGE_RESULTS, _sage_line, _write_lines, needs_sage

SAGE_PROFILES = SAGE_RESULTS.parent / "simulator_profile_withfirsttalk.jsonl"


class LengthJudge(Simulator):
    """A scripted judge: the change follows the reply's length, and it notes what it was shown."""

    name = "length-judge"

    def __init__(self) -> None:
        self.seen: list[dict[str, Any]] = []

    def open_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        return [Opening(text="(unused)") for _ in states]

    def step_batch(
        self, states: Sequence[DialogueState], replies: Sequence[str]
    ) -> list[SimulatorStep]:
        steps = []
        for state, reply in zip(states, replies):
            self.seen.append(
                {
                    "persona": state.persona.id,
                    "emotion": state.emotion,
                    "user": state.last_user_text,
                    "reply": reply,
                }
            )
            delta = len(reply) % 23 - 11  # -11..11: the SAGE rules clamp the ends
            steps.append(
                SimulatorStep(Appraisal(delta=delta, explanation="by length"), "(discarded)", False)
            )
        return steps


def _is_correlation(value: float | None) -> bool:
    return value is not None and math.isfinite(value) and -1.0 <= value <= 1.0


# -------------------------------------------------------------------------------------- stats
def test_rankdata_averages_ties() -> None:
    assert rankdata([10, 20, 20, 5]).tolist() == [2.0, 3.5, 3.5, 1.0]
    assert rankdata([3, 3, 3]).tolist() == [2.0, 2.0, 2.0]


def test_correlations_on_known_values() -> None:
    assert pearson([1, 2, 3], [2, 4, 6]) == 1.0
    assert pearson([1, 2, 3], [3, 2, 1]) == -1.0
    assert pearson([1, 2, 3, 4], [1, 3, 2, 4]) == pytest.approx(0.8)
    assert spearman([1, 2, 3, 4], [1, 2, 2, 4]) == pytest.approx(0.9486832980505138)
    assert spearman([1, 10, 100], [1, 2, 3]) == 1.0
    assert kendall_tau([1, 2, 3], [1, 3, 2]) == pytest.approx(1 / 3)
    assert kendall_tau([1, 2, 3, 4], [1, 1, 2, 2]) == pytest.approx(4 / math.sqrt(6 * 4))
    assert math.isnan(pearson([1, 1, 1], [1, 2, 3]))
    assert math.isnan(spearman([5], [5]))
    assert math.isnan(kendall_tau([1, 1], [1, 2]))
    with pytest.raises(ValueError, match="same length"):
        pearson([1, 2], [1, 2, 3])


def test_correlations_match_scipy_when_it_is_installed() -> None:
    stats = pytest.importorskip(
        "scipy.stats", reason="scipy is optional; the numpy versions stand alone"
    )
    rng = np.random.default_rng(0)
    for _ in range(50):
        x = rng.integers(-5, 6, size=30).astype(float)
        y = x + rng.integers(-4, 5, size=30)
        assert pearson(x, y) == pytest.approx(stats.pearsonr(x, y)[0], abs=1e-12)
        assert spearman(x, y) == pytest.approx(stats.spearmanr(x, y)[0], abs=1e-12)
        assert kendall_tau(x, y) == pytest.approx(stats.kendalltau(x, y)[0], abs=1e-12)


def test_simulated_final_follows_the_rules() -> None:
    assert simulated_final(SAGE_RULES, 40, [25, 5, -3]) == 52  # +25 is clamped to +10
    assert simulated_final(SAGE_RULES, 95, [10, -10]) == 100  # success ends the dialogue
    assert simulated_final(SAGE_RULES, 15, [-10, 10]) == 5  # so does failure


# ------------------------------------------------------------------------- our runs, rule sim
@pytest.fixture(scope="module")
def rule_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Two scripted agents, each run on three bundled test personas with the rule simulator."""
    root = tmp_path_factory.mktemp("calibrate-runs")
    personas = load_bundled("test")[:3]
    runs = {}
    for agent in ("empathetic", "solution_pusher"):
        runs[agent] = root / agent
        run_benchmark(
            make_policy(f"scripted:{agent}"),
            runs[agent],
            env_kwargs={"personas": personas},
            progress=False,
        )
    return runs


def test_replaying_a_rule_run_through_the_rule_simulator_gives_identical_changes(
    rule_runs: dict[str, Path],
) -> None:
    log = load_log(rule_runs["empathetic"])
    report = calibrate([log], RuleBasedSimulator())
    (model,) = report.models
    assert report.errors == []
    assert len(model.dialogues) == len(log.records) == 3
    for replay, record in zip(model.dialogues, log.records):
        assert replay.key == record["key"] and replay.error is None
        assert replay.recorded_changes == [t["emotion_delta"] for t in record["turns"]]
        assert replay.simulated_changes == replay.recorded_changes
        assert replay.proposed_deltas == [t["appraisal"]["delta"] for t in record["turns"]]
        assert replay.simulated_final == record["final_emotion"]
    assert model.turns == sum(len(r["turns"]) for r in log.records)
    assert model.turn_spearman == 1.0
    assert model.final_pearson == 1.0
    assert model.same_change == 1.0
    assert model.simulated_score == model.recorded_score


def test_calibrating_another_simulator_gives_correlations_in_range(
    rule_runs: dict[str, Path],
) -> None:
    logs = [load_log(path) for path in rule_runs.values()]
    report = calibrate(logs, LengthJudge(), limit=2)
    assert [len(m.dialogues) for m in report.models] == [2, 2]
    for value in (report.turn_spearman, report.final_pearson, report.kendall_tau):
        assert _is_correlation(value)
    for model in report.models:
        assert _is_correlation(model.turn_spearman)
        assert model.same_change is not None and model.same_change < 1.0


def test_cli_calibrates_our_runs_with_the_rule_simulator(
    rule_runs: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    paths = [str(p) for p in rule_runs.values()]
    assert (
        main(["calibrate", *paths, "--simulator", "rule", "--limit", "2", "--output", "json"]) == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["simulator"] == "rule"
    assert report["turn_spearman"] == 1.0 and report["final_pearson"] == 1.0
    assert report["kendall_tau"] == 1.0
    assert [(m["name"], m["dialogues"]) for m in report["models"]] == [
        ("empathetic", 2),
        ("solution_pusher", 2),
    ]
    assert main(["calibrate", paths[0], "--simulator", "rule"]) == 0
    out = capsys.readouterr().out
    assert "| empathetic | 3 |" in out and "Kendall's tau (model rankings): n/a" in out


def test_unknown_personas_are_an_error(rule_runs: dict[str, Path]) -> None:
    other = load_bundled("train")[:1]
    with pytest.raises(PersonaError, match="not among the personas given"):
        calibrate([load_log(rule_runs["empathetic"])], RuleBasedSimulator(), personas=other)


# ------------------------------------------------------------------------------ SAGE format
def test_sage_format_replay_uses_the_recorded_history(tmp_path: Path) -> None:
    lines = [_sage_line("a", [45, 35, 45]), _sage_line("b", [50, 60], final_reply=False)]
    log = load_log(_write_lines(tmp_path / "model.jsonl", lines))
    judge = LengthJudge()
    report = calibrate([log], judge)
    # Judge mode: each reply is appraised from the recorded emotion and the recorded user words.
    assert [(s["emotion"], s["user"]) for s in judge.seen if s["persona"] == "sage-a"] == [
        (40, "最近真烦。"),
        (45, "用户1"),
        (35, "用户2"),
    ]
    assert [s["reply"] for s in judge.seen if s["persona"] == "sage-b"] == ["回复1", "回复2回复2"]
    replay = report.models[0].dialogues[0]
    assert replay.recorded_changes == [5, -10, 10]
    deltas = [len(r) % 23 - 11 for r in ("回复1", "回复2回复2", "回复3回复3回复3")]
    assert replay.proposed_deltas == deltas
    assert replay.simulated_changes == [
        SAGE_RULES.apply(e, d) - e for e, d in zip([40, 45, 35], deltas)
    ]
    assert replay.simulated_final == simulated_final(SAGE_RULES, 40, deltas)


def test_the_rule_simulator_refuses_sage_personas(tmp_path: Path) -> None:
    log = load_log(_write_lines(tmp_path / "model.jsonl", [_sage_line("a", [45])]))
    with pytest.raises(UnsupportedLanguageError, match="English only"):
        calibrate([log], RuleBasedSimulator())


def test_a_sage_persona_is_built_from_the_log_line(tmp_path: Path) -> None:
    log = load_log(_write_lines(tmp_path / "model.jsonl", [_sage_line("a", [45])]))
    persona = sage_persona(log.records[0])
    assert persona.id == "sage-a" and persona.language == "zh"
    assert (
        persona.name == "李雷"
        and persona.disposition == "negative"
        and persona.hidden_need == "venting"
    )
    assert persona.first_utterance == "最近真烦。"


@needs_sage
def test_calibrates_two_sage_logs_with_a_scripted_judge() -> None:
    logs = [load_log(path) for path in SAGE_LOGS[:2]]
    report = calibrate(logs, LengthJudge(), limit=3)
    assert [len(m.dialogues) for m in report.models] == [3, 3]
    assert report.errors == []
    assert report.kendall_tau in (-1.0, 1.0)  # two models, ranked the same way or not
    for value in (report.turn_spearman, report.final_pearson):
        assert _is_correlation(value)
    for model, log in zip(report.models, logs):
        assert [d.recorded_final for d in model.dialogues] == [
            r["final_emotion"] for r in log.records[:3]
        ]


@needs_sage
def test_sage_profiles_give_the_full_persona() -> None:
    if not SAGE_PROFILES.is_file():
        pytest.skip(f"SAGE's profile file is not at {SAGE_PROFILES}")
    errors: list[str] = []
    profiles = load_sage_profiles(SAGE_PROFILES, errors)
    assert errors == [] and len(profiles) == 100
    raw = {}
    for line in SAGE_PROFILES.read_text(encoding="utf-8").splitlines():
        if line.strip():
            profile = json.loads(line)
            raw[profile["id"]] = profile
    record = load_log(SAGE_LOGS[0]).records[0]
    persona = sage_persona(record, profiles)
    assert persona.id == f"sage-{record['key']}"
    assert persona.data["traits"] == raw[record["key"]]["cha_group"]
    assert persona.first_utterance == raw[record["key"]]["first_talk"] == record["opening"]
