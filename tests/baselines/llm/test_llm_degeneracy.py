"""The degeneracy monitor in the LLM trainer: TensorBoard scalars, the warning, stop_on_degeneracy and resume.

The policy is the trainer tests' tiny randomly initialised Llama with the SmolLM2 tokenizer,
against the rule user: it writes token soup ("error homeworkFuture telljoiceascii"), which is
exactly what the monitor is for, so a real two-step run crosses its default limits.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("peft")

from rlver_baselines.llm.config import ConfigError, TrainerConfig
from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
from rlver_baselines.llm.train import parse_args

from tests.baselines.llm.test_llm_trainer import tiny_config, tiny_model_dir  # noqa: F401 - the fixture is used by name


def test_config_validates_the_monitor_options() -> None:
    with pytest.raises(ConfigError, match="stop_on_degeneracy needs the monitor"):
        GRPOTrainerConfig(stop_on_degeneracy=True, degeneracy_monitor=False)
    with pytest.raises(ConfigError, match=r"degeneracy_thresholds: unknown degeneracy thresholds \['max_repeats'\]"):
        GRPOTrainerConfig(degeneracy_thresholds={"max_repeats": 0.3})
    with pytest.raises(ConfigError, match="degeneracy_patience must be at least 1"):
        GRPOTrainerConfig(degeneracy_patience=0)
    cfg = parse_args(["--stop-on-degeneracy", "true", "--degeneracy-thresholds", json.dumps({"max_repeat_rate": 0.3})])
    assert cfg.stop_on_degeneracy and cfg.degeneracy_thresholds == {"max_repeat_rate": 0.3}
    assert TrainerConfig.from_preset("tiny-cpu").degeneracy_monitor  # on by default, stop off
    assert not TrainerConfig.from_preset("tiny-cpu").stop_on_degeneracy


@pytest.mark.slow
def test_the_monitor_numbers_are_in_tensorboard_and_metrics(tiny_model_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    pytest.importorskip("tensorboard")
    from rlver_baselines.llm.trainer import Trainer
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    trainer = Trainer(tiny_config(tiny_model_dir, tmp_path, env_kwargs={}, tensorboard=True))
    history = trainer.train()
    trainer.close()
    events = EventAccumulator(str(tmp_path / "tensorboard"))
    events.Reload()
    tags = set(events.Tags()["scalars"])
    for name in ("distinct_2", "distinct_2_within", "repeat_rate", "unreadable_share", "cue_density", "penalty_rate",
                 "penalty/parroting", "words_per_reply", "return", "alert"):
        tag = f"degeneracy/{name}"
        assert tag in tags, (tag, sorted(t for t in tags if t.startswith("degeneracy/")))
        logged = [(e.step, e.value) for e in events.Scalars(tag)]
        assert logged == [(i + 1, pytest.approx(row[tag], abs=1e-6)) for i, row in enumerate(history)]
    # The run-level signals need the first three batches: not in a two-step run.
    assert "degeneracy/length_ratio" not in tags
    rows = [json.loads(line) for line in (tmp_path / "metrics.jsonl").read_text().splitlines()]
    assert rows[0]["degeneracy/replies"] == 4.0 * 2  # 4 dialogues of 2 turns
    assert 0.0 <= rows[0]["degeneracy/distinct_2"] <= 1.0


@pytest.mark.slow
def test_stop_on_degeneracy_ends_the_run_with_a_checkpoint_that_resumes(
    tiny_model_dir: Path,  # noqa: F811
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    from rlver_baselines.llm.checkpoint import latest_checkpoint, load_checkpoint
    from rlver_baselines.llm.trainer import Trainer

    cfg = tiny_config(tiny_model_dir, tmp_path, env_kwargs={}, total_steps=6, stop_on_degeneracy=True)
    trainer = Trainer(cfg)
    with caplog.at_level(logging.WARNING, logger="rlver_baselines.llm.trainer"):
        history = trainer.train()
    trainer.close()
    # The token soup crosses a limit from the first step; with patience 2 the run stops at step 2.
    assert trainer.step == len(history) == 2
    assert trainer.stop_reason and trainer.stop_reason.startswith("step 2: degeneracy: ")
    assert history[0]["degeneracy/crossings"] > 0 and history[0]["degeneracy/alert"] == 0.0
    assert history[1]["degeneracy/alert"] == 1.0
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert any(m.startswith("step 2: degeneracy: ") and "; e.g. '" in m for m in warnings), warnings
    assert any("stopping the run (stop_on_degeneracy)" in m and "checkpoints/step_2" in m for m in warnings), warnings

    folder = latest_checkpoint(tmp_path)
    assert folder is not None and folder.name == "step_2"
    state = load_checkpoint(folder)
    assert state["step"] == 2 and state["stop_reason"] == trainer.stop_reason
    assert state["degeneracy_monitor"]["batches"] == 2

    # Resume the stopped run without the stop: it goes on from step 2 with the monitor's memory.
    resumed = Trainer(tiny_config(tiny_model_dir, tmp_path, env_kwargs={}, total_steps=4, resume="auto"))
    assert resumed.step == 2 and resumed.monitor is not None and resumed.monitor.batches == 2
    assert len(resumed.monitor.memory) == 2 * 4 * 2  # two batches of 4 dialogues x 2 turns, remembered
    rest = resumed.train()
    resumed.close()
    assert resumed.step == 4 and len(rest) == 4 and resumed.stop_reason is None
    assert [row["step"] for row in rest] == [1.0, 2.0, 3.0, 4.0]
    assert rest[2]["degeneracy/alert"] == 1.0  # still soup, and the streak went on from the checkpoint
    assert (tmp_path / "checkpoints" / "step_4" / "state.pt").is_file()
