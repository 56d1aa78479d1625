"""The agent loop's ``env/`` values in verl's training metrics, through verl 0.9.1's own code.

verl's V1 trainer (the default, and what ``baselines/verl/train.sh`` runs) merges what its replay
buffer's ``sample()`` returns into the step's metrics (``PPOTrainer._step_once``), combines them
with ``MetricsAggregator`` (``PPOTrainer.step``) and logs that dict. The recipe's replay buffer is
``EnvMetricsReplayBuffer``. These tests run real rollouts of the agent loop through verl's
storage format, verl's replay buffer, verl's ``AgentLoopWorkerTQ`` and ``PPOTrainerSync.step``
on a CPU. Two things are stood in for: TransferQueue's key-value store (a Ray service there;
:class:`MemoryTransferQueue` keeps the ``kv_*`` calls verl makes in a dict) and the GPU work of a
step (log-probs, advantages, the update), which passes the batch on unchanged.
"""

from __future__ import annotations

import asyncio
import math
import uuid
from collections import defaultdict
from typing import Any

import pytest

from rlver_env.integrations.dialogue_sessions import clear_shared_sessions
from rlver_env.integrations.verl_config import END_REASONS
from tests.integrations.test_verl_agent_loop import (
    REPLIES,
    TokenStub,
    _import_or_skip,
    agent_loop_module,
    recipe_config,
    rollout,
    tokenizer,
)
from tests.support import GOOD_REPLY, StubSimulator

__all__ = ["agent_loop_module", "tokenizer"]  # fixtures, shared with the agent-loop tests

KV_CALLS = (
    "init",
    "kv_put",
    "kv_batch_put",
    "async_kv_put",
    "async_kv_batch_put",
    "kv_list",
    "kv_clear",
    "kv_batch_get",
)


class MemoryTransferQueue:
    """TransferQueue 0.1.11's key-value calls over dicts, in one process.

    Each key of a partition has a tag, merged on every put (a put without fields only updates
    the tag, as TransferQueue documents), and the row of the fields last put for it.
    ``kv_batch_get`` stacks the selected fields of the keys it is given, in their order.
    """

    def __init__(self) -> None:
        self.tags: dict[str, dict[str, dict]] = defaultdict(dict)
        self.rows: dict[str, dict[str, Any]] = defaultdict(dict)

    def init(self, conf: Any = None) -> None:
        return None

    def kv_batch_put(
        self, keys: list[str], partition_id: str, fields: Any = None, tags: list[dict] | None = None
    ) -> None:
        for i, key in enumerate(keys):
            self.tags[partition_id].setdefault(key, {}).update(tags[i] if tags else {})
            if fields is not None:
                self.rows[partition_id][key] = fields[i]

    def kv_put(
        self, key: str, partition_id: str, fields: Any = None, tag: dict | None = None
    ) -> None:
        if fields is not None:
            raise NotImplementedError("single-key puts with fields are not used by verl's V1 path")
        self.kv_batch_put([key], partition_id, tags=[tag or {}])

    async def async_kv_put(self, **kwargs: Any) -> None:
        self.kv_put(**kwargs)

    async def async_kv_batch_put(self, **kwargs: Any) -> None:
        self.kv_batch_put(**kwargs)

    def kv_list(self, partition_id: str | None = None) -> dict[str, dict[str, dict]]:
        return {
            pid: {key: dict(tag) for key, tag in tags.items()}
            for pid, tags in self.tags.items()
            if partition_id in (None, pid)
        }

    def kv_clear(self, keys: list[str] | str, partition_id: str) -> None:
        for key in [keys] if isinstance(keys, str) else keys:
            self.tags[partition_id].pop(key, None)
            self.rows[partition_id].pop(key, None)

    def kv_batch_get(
        self, keys: list[str], partition_id: str, select_fields: list[str] | None = None
    ) -> Any:
        import torch

        rows = [self.rows[partition_id][key] for key in keys]
        if select_fields:
            rows = [row.select(*select_fields) for row in rows]
        return torch.stack(rows)


@pytest.fixture
def memory_tq(agent_loop_module: Any, monkeypatch: pytest.MonkeyPatch) -> MemoryTransferQueue:
    """TransferQueue's calls, as verl's modules and ours look them up, served from memory."""
    transfer_queue = _import_or_skip("transfer_queue")
    store = MemoryTransferQueue()
    for name in KV_CALLS:
        monkeypatch.setattr(transfer_queue, name, getattr(store, name))
    return store


@pytest.fixture
def env_metrics_module(memory_tq: MemoryTransferQueue) -> Any:
    return _import_or_skip("rlver_env.integrations.verl_env_metrics")


@pytest.fixture(autouse=True)
def _fresh_sessions() -> Any:
    clear_shared_sessions()
    yield
    clear_shared_sessions()


def expected_env_metrics(dialogues: list[dict], turn_scores: list[list[float]]) -> dict[str, float]:
    """The batch metrics worked out from the dialogues' own records, not their env/ values."""
    scorable = [i for i, d in enumerate(dialogues) if not d["unscorable"]]

    def mean(values: list[float]) -> float:
        return sum(values) / len(values)

    expected = {
        "env/dialogues": float(len(dialogues)),
        "env/unscorable/mean": 1 - len(scorable) / len(dialogues),
        "env/final_emotion/mean": mean([dialogues[i]["final_emotion"] for i in scorable]),
        "env/final_emotion/min": min(dialogues[i]["final_emotion"] for i in scorable),
        "env/final_emotion/max": max(dialogues[i]["final_emotion"] for i in scorable),
        "env/emotion_change/mean": mean(
            [dialogues[i]["final_emotion"] - dialogues[i]["start_emotion"] for i in scorable]
        ),
        "env/return/mean": mean([sum(turn_scores[i]) for i in scorable]),
        "env/turns/mean": mean([len(turn_scores[i]) for i in scorable]),
        "env/success/mean": mean([dialogues[i]["end_reason"] == "success" for i in scorable]),
        "env/format_errors/mean": mean(
            [sum(t["format_ok"] is False for t in dialogues[i]["turns"]) for i in scorable]
        ),
    }
    for reason in END_REASONS:
        share = mean([d["end_reason"] == reason for d in dialogues])
        expected[f"env/end_reason/{reason}/mean"] = share
    return expected


def replay_buffer_kwargs(trainer_mode: str = "sync") -> dict[str, Any]:
    """What verl's ``PPOTrainer._build_replay_buffer`` passes a custom sampler."""
    return {
        "trainer_mode": trainer_mode,
        "trainer_config": {},
        "max_off_policy_threshold": None,
        "max_off_policy_strategy": "drop",
        "sampler_kwargs": {},
        "refill_fn": None,
    }


# ---------------------------------------------------------------------- the replay buffer
def test_the_replay_buffer_returns_the_env_metrics_of_a_sampled_batch(
    agent_loop_module, tokenizer, memory_tq, env_metrics_module
):
    from verl.trainer.ppo.v1.utils import MetricsAggregator
    from verl.utils.tensordict_utils import list_of_dict_to_tensordict

    async def scenario() -> list:
        return [
            # Sentient rules: 40 -> 50 -> ... -> 100, success on the sixth turn.
            await rollout(
                agent_loop_module, tokenizer, TokenStub(tokenizer, [GOOD_REPLY]),
                simulator=StubSimulator(deltas=(10,)), rules="sage",
            ),
            await rollout(
                agent_loop_module, tokenizer, TokenStub(tokenizer, [GOOD_REPLY]),
                simulator=StubSimulator(deltas=(2,)), max_turns=3,
            ),
            # No <think> while thinking is required: two format errors.
            await rollout(
                agent_loop_module, tokenizer, TokenStub(tokenizer, ["I hear you. Go on."]),
                simulator=StubSimulator(deltas=(-3,)), max_turns=2, think_mode="required",
            ),
            # The simulator fails on turn 2: unscorable.
            await rollout(
                agent_loop_module, tokenizer, TokenStub(tokenizer, [GOOD_REPLY]),
                simulator=StubSimulator(deltas=(5,), error_at=2),
            ),
        ]  # fmt: skip

    outputs = asyncio.run(scenario())
    dialogues = [o.extra_fields["dialogue"] for o in outputs]
    assert [d["end_reason"] for d in dialogues] == [
        "success", "max_turns", "max_turns", "simulator_error"
    ]  # fmt: skip
    # What verl's AgentLoopWorkerTQ stores per trajectory (agent_loop_tq.py): output.as_dict()
    # stacked with list_of_dict_to_tensordict; one prompt group per dialogue, plus a group of
    # another agent loop whose reward_extra_info is not the env's.
    other = outputs[1].as_dict()
    other["extra_fields"] = {"reward_extra_info": {"acc": 1.0}}
    fields = list_of_dict_to_tensordict([o.as_dict() for o in outputs] + [other])
    uids = [uuid.uuid4().hex for _ in range(len(outputs) + 1)]
    prompt_tag = {"is_prompt": True, "status": "finished", "global_steps": 1}
    memory_tq.kv_batch_put(uids, "train", tags=[dict(prompt_tag) for _ in uids])
    memory_tq.kv_batch_put(
        [f"{uid}_0_0" for uid in uids], "train", fields=fields,
        tags=[{"status": "success", "global_steps": 1} for _ in uids],
    )  # fmt: skip

    buffer = env_metrics_module.EnvMetricsReplayBuffer(**replay_buffer_kwargs())
    batch, sampled = buffer.sample(global_steps=1, partition_id="train", batch_size=len(uids))
    assert sorted(batch.keys) == sorted(f"{uid}_0_0" for uid in uids)
    # PPOTrainer.step combines each sample's metrics with MetricsAggregator into the step's.
    aggregator = MetricsAggregator()
    aggregator.add_step_metrics(sampled, sample_count=len(batch.keys))
    metrics = aggregator.get_aggregated_metrics()

    expected = expected_env_metrics(dialogues, [o.extra_fields["turn_scores"] for o in outputs])
    assert expected["env/success/mean"] == pytest.approx(1 / 3)
    assert expected["env/format_errors/mean"] == pytest.approx(2 / 3)
    assert expected["env/unscorable/mean"] == 0.25
    for key, value in expected.items():
        assert metrics[key] == pytest.approx(value), key
    assert not any(key.startswith("acc") for key in metrics)
    assert sum(metrics[f"env/end_reason/{r}/mean"] for r in END_REASONS) == pytest.approx(1.0)
    # The failed dialogue's partial return is no policy signal: the return averages leave it out.
    assert metrics["env/return/max"] == pytest.approx(
        max(sum(o.extra_fields["turn_scores"]) for o in outputs[:3])
    )
    # The degeneracy monitor's per-dialogue values ride along: every scorable dialogue repeats
    # its one reply (5 of 6, 2 of 3 and 1 of 2 turns repeat an earlier one), and only the third
    # breaks the format, on both of its turns.
    assert metrics["degeneracy/self_repeat_rate/mean"] == pytest.approx((5 / 6 + 2 / 3 + 1 / 2) / 3)
    assert metrics["degeneracy/penalty_rate/mean"] == pytest.approx(1 / 3)
    assert metrics["degeneracy/empty_rate/max"] == 0.0


def test_validation_samples_and_foreign_batches_add_no_env_metrics(
    agent_loop_module, tokenizer, memory_tq, env_metrics_module
):
    from verl.utils.tensordict_utils import list_of_dict_to_tensordict

    output = asyncio.run(rollout(agent_loop_module, tokenizer, TokenStub(tokenizer, REPLIES)))
    fields = list_of_dict_to_tensordict([output.as_dict()])
    buffer = env_metrics_module.EnvMetricsReplayBuffer(**replay_buffer_kwargs())
    for partition in ("val", "train"):
        memory_tq.kv_batch_put(
            ["p"], partition, tags=[{"is_prompt": True, "status": "finished", "global_steps": 1}]
        )
        memory_tq.kv_batch_put(["p_0_0"], partition, fields=fields, tags=[{"status": "success"}])
    _, val_metrics = buffer.sample(global_steps=1, partition_id="val", batch_size=1)
    assert not any(key.startswith("env/") for key in val_metrics)  # verl logs val-aux/ itself
    _, train_metrics = buffer.sample(global_steps=1, partition_id="train", batch_size=1)
    assert train_metrics["env/dialogues"] == 1.0
    # A batch of another agent loop's trajectories (no env/ values) adds nothing.
    assert env_metrics_module.dialogue_values([{"reward_extra_info": {"acc": 1.0}}, None]) == []


def test_each_replay_buffer_serves_its_trainer_modes(env_metrics_module):
    module = env_metrics_module
    with pytest.raises(ValueError, match="custom_sampler.name=EnvMetricsReplayBufferAsync"):
        module.EnvMetricsReplayBuffer(**replay_buffer_kwargs("separate_async"))
    with pytest.raises(ValueError, match="custom_sampler.name=EnvMetricsReplayBuffer$"):
        module.EnvMetricsReplayBufferAsync(**replay_buffer_kwargs("sync"))
    assert (
        module.EnvMetricsReplayBufferAsync(**replay_buffer_kwargs("colocate_async")).trainer_mode
        == "colocate_async"
    )


# ---------------------------------------------------------------------- the trainer's step
class InProcessAgentLoopManager:
    """verl's ``AgentLoopManagerTQ`` without Ray: one ``AgentLoopWorkerTQ``, run to the end."""

    def __init__(self, worker: Any, store: MemoryTransferQueue) -> None:
        self.worker = worker
        self.store = store

    def generate_sequences(self, prompts: Any) -> None:
        async def run() -> None:
            await self.worker.generate_sequences(prompts)
            await asyncio.gather(*list(self.worker.background_tasks))

        asyncio.run(run())
        # A group that did not finish would leave verl's sampler polling forever: fail instead.
        statuses = {self.store.tags["train"][uid]["status"] for uid in prompts["uid"]}
        assert statuses == {"finished"}, f"rollouts did not finish: {statuses}"


@pytest.mark.slow
def test_verls_training_step_logs_the_env_metrics_of_the_recipe(
    agent_loop_module, tokenizer, memory_tq, env_metrics_module, tmp_path
):
    """train.sh's config, its rows, verl's TQ worker and PPOTrainerSync.step, on a CPU."""
    from verl.trainer.ppo.v1 import PPOTrainerSync
    from verl.trainer.ppo.v1.agent_loop_tq import AgentLoopWorkerTQ
    from verl.utils.dataset.rl_dataset import collate_fn

    _, config, dataset = recipe_config(
        tmp_path, tokenizer, ["data.train_batch_size=3", "actor_rollout_ref.rollout.n=2"]
    )

    class CpuStep(PPOTrainerSync):
        """verl's sync trainer; the GPU work of a step passes the batch on unchanged."""

        def on_sample_end(self) -> None:  # sleeps the rollout replicas
            return None

        def _balance_batch(self, batch: Any, metrics: dict, **kwargs: Any) -> Any:
            return batch

        def _compute_old_log_prob(self, batch: Any, metrics: dict) -> Any:
            return batch

        def _compute_advantage(self, batch: Any, metrics: dict) -> Any:
            return batch

        def _update_actor(self, batch: Any, metrics: dict) -> Any:
            metrics["actor/pg_loss"] = 0.5
            return batch

    trainer = CpuStep(config)
    # verl built the recipe's replay buffer from trainer.v1.sampler.custom_sampler.
    assert type(trainer.replay_buffer) is env_metrics_module.EnvMetricsReplayBuffer
    worker = AgentLoopWorkerTQ.__ray_actor_class__(config, TokenStub(tokenizer, REPLIES))
    trainer.agent_loop_manager = InProcessAgentLoopManager(worker, memory_tq)
    trainer.reward_loop_manager = type("Streaming", (), {"reward_loop_worker_handles": []})()
    trainer.train_dataloader = [collate_fn([dataset[i] for i in range(3)])]
    trainer.train_dataloader_it = None
    trainer.global_steps = 1

    metrics: dict[str, Any] = {}
    batch = trainer.step(metrics, timing_raw={})

    assert len(batch.keys) == 6  # 3 prompts x rollout.n 2
    stored = memory_tq.kv_batch_get(batch.keys, "train", select_fields=["extra_fields"])
    extra = [getattr(value, "data", value) for value in stored["extra_fields"]]
    expected = expected_env_metrics(
        [fields["dialogue"] for fields in extra], [fields["turn_scores"] for fields in extra]
    )
    assert expected["env/dialogues"] == 6 and expected["env/unscorable/mean"] == 0
    for key, value in expected.items():
        assert metrics[key] == pytest.approx(value), key
    assert metrics["actor/pg_loss"] == 0.5  # verl's own step metrics are all still there
    assert all(isinstance(value, float) and not math.isinf(value) for value in metrics.values())
