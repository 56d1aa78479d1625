"""A failed dialogue (simulator error, spent token budget) is no training signal for the LLM trainer.

The trainer runs against tests.fault_server: the first simulator request of a step fails with
HTTP 400 (not retried), so exactly one dialogue ends ``truncated`` with ``"simulator_error"``.
That dialogue must be counted, left out of its group's baseline and of the loss; the others
train as usual. The TRL integration's side is in tests/baselines/llm/test_trl_rollout.py.
"""

from __future__ import annotations

import json
import zlib
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("peft")

from rlver_baselines.llm import advantages as adv
from rlver_baselines.llm.rollout import FAILED_REASONS, DialogueSample

from tests.baselines.llm.test_llm_trainer import tiny_config, tiny_model_dir  # noqa: F401 - the fixture is used by name
from tests.fault_server import (
    APPRAISAL_ANSWER,
    REPLY_ANSWER,
    FaultServer,
    Ok,
    Status,
    request_stage,
)
from tests.support import make_persona


def test_failed_reasons_are_the_simulator_error_and_the_budget() -> None:
    assert FAILED_REASONS == {"simulator_error", "budget"}
    for reason, failed in [("simulator_error", True), ("budget", True), ("max_turns", False), ("context", False), (None, False)]:
        assert DialogueSample(reason=reason).failed is failed


def test_group_normalise_leaves_invalid_dialogues_out_of_the_baseline() -> None:
    returns = torch.tensor([0.3, 0.1, -9.0, 0.2, 0.5, 0.5, 0.4, 0.0])
    valid = torch.tensor([1.0, 1.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0])
    out = adv.group_normalise(returns, group_size=4, valid=valid)
    scored = returns[[0, 1, 3]]
    expected = (scored - scored.mean()) / (scored.std() + 1e-6)
    assert torch.allclose(out[[0, 1, 3]], expected)
    assert out[2] == 0.0
    # One valid dialogue: no baseline, no signal; none valid: zeros, never NaN.
    assert torch.equal(out[4:], torch.zeros(4))
    # All valid: the same as without the mask.
    assert torch.allclose(adv.group_normalise(returns, 4, valid=torch.ones(8)), adv.group_normalise(returns, 4))
    with pytest.raises(ValueError, match="valid must have the shape"):
        adv.group_normalise(returns, 4, valid=torch.ones(4))


def _varied_responder(body: dict[str, Any]) -> Ok:
    """Valid answers whose change (1..5) depends on the request, so returns differ and are never 0."""
    if request_stage(body) == "appraisal":
        change = zlib.crc32(json.dumps(body["messages"]).encode()) % 5 + 1
        return Ok(json.dumps({**APPRAISAL_ANSWER, "change": change}))
    return Ok(json.dumps(REPLY_ANSWER))


@pytest.mark.parametrize(
    "overrides",
    [{"adv_estimator": "grpo"}, {"adv_estimator": "grpo", "grpo_return": "turn"}, {"adv_estimator": "ppo", "group_size": 1}],
    ids=["grpo", "grpo-turn", "ppo"],
)
def test_a_simulator_error_is_counted_and_left_out_of_the_update(
    tiny_model_dir: Path, tmp_path: Path, overrides: dict[str, Any]  # noqa: F811
) -> None:
    from rlver_baselines.llm.trainer import Trainer

    with FaultServer(_varied_responder) as server:
        server.push(Status(400))  # the first request of the first turn: one dialogue fails
        env_kwargs = {
            "personas": [make_persona()], "simulator": "llm", "backend": "openai", "base_url": server.base_url,
            "model": "fake",
            "simulator_kwargs": {"max_retries": 0, "backend_kwargs": {"read_timeout": 2.0, "max_retries": 0}},
        }
        trainer = Trainer(tiny_config(tiny_model_dir, tmp_path, total_steps=1, env_kwargs=env_kwargs, **overrides))
        seen: dict[str, Any] = {}
        compute = trainer.compute_advantages

        def spy(samples: list[DialogueSample]) -> dict[str, Any]:
            seen["samples"], seen["batch"] = samples, compute(samples)
            return seen["batch"]

        trainer.compute_advantages = spy  # type: ignore[method-assign]
        try:
            [metrics] = trainer.train()
        finally:
            trainer.close()

    samples, batch = seen["samples"], seen["batch"]
    failed = [i for i, s in enumerate(samples) if s.failed]
    assert len(failed) == 1 and samples[failed[0]].reason == "simulator_error"
    f = failed[0]
    assert metrics["rollout/failed_dialogues"] == 1.0 and metrics["rollout/failed_rate"] == 0.25
    scored = [s.total_return for s in samples if not s.failed]
    assert metrics["rollout/return"] == pytest.approx(sum(scored) / 3)
    # No token of the failed dialogue reaches the loss, and its advantage is 0 everywhere.
    assert batch["policy_mask"][f].sum() == 0 and batch["turn_mask"][f].sum() == 0
    assert torch.count_nonzero(batch["advantages"][f]) == 0
    assert all(batch["policy_mask"][i].sum() > 0 for i in range(4) if i != f)
    if overrides["adv_estimator"] == "grpo":
        # Its sibling is alone in its group now: no baseline, so no advantage, although its
        # return (at least 0.01 a turn) would differ from the failed one's had that counted.
        sibling = f ^ 1
        assert samples[sibling].total_return > 0
        assert torch.count_nonzero(batch["advantages"][sibling]) == 0
    else:
        assert torch.count_nonzero(batch["returns"][f]) == 0
    assert torch.isfinite(torch.tensor(metrics["train/loss"]))
