"""verl 0.9 training metrics from the agent loop's per-dialogue ``env/`` values.

The agent loop (:mod:`rlver_env.integrations.verl_agent_loop`) returns each dialogue's named
values in ``extra_fields["reward_extra_info"]``. verl 0.9 logs those only in validation
(``val-aux/<data source>/<key>/mean@N``); its training step logs its own metrics and nothing of
``reward_extra_info``. verl's V1 trainer (``trainer.use_v1=True``, the default, and what
``baselines/verl/train.sh`` runs) has one hook that returns training metrics from the rollouts:
the replay buffer. Its ``sample()`` returns the batch and a dict of metrics, which the trainer
merges into the step's metrics (``PPOTrainer._step_once``), combines over the step's
mini-batches (``MetricsAggregator``) and logs with ``trainer.logger``. Its class is a setting::

    trainer.v1.sampler.custom_sampler.path=pkg://rlver_env.integrations.verl_env_metrics
    trainer.v1.sampler.custom_sampler.name=EnvMetricsReplayBuffer

:class:`EnvMetricsReplayBuffer` (``trainer.v1.trainer_mode=sync``) and
:class:`EnvMetricsReplayBufferAsync` (the two async modes) are verl's own replay buffers; after
verl samples a training batch they read its trajectories' ``extra_fields`` from TransferQueue
(as verl's DAPO group filter reads ``reward_extra_info``) and add
:func:`~rlver_env.integrations.dialogue_outcome.outcome_metrics` of their ``reward_extra_info``.
Trajectories of other agent loops carry no ``env/unscorable`` and are left out.

Limits: verl hands a custom sampler neither ``algorithm.filter_groups`` (DAPO's group filter)
nor ``trainer.v1.sampler.sync_refill_failed_groups``, so those are off with it (the recipe uses
neither). The legacy trainer (``trainer.use_v1=False``) has no sampler; with it these metrics
are not logged in training. Importing this module imports verl's V1 trainer package, which
needs TransferQueue and torchdata (``verl[verl-core]``, which ``verl[vllm]`` includes); a
missing one raises :class:`~rlver_env.errors.MissingDependencyError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rlver_env.errors import MissingDependencyError
from rlver_env.integrations.dialogue_outcome import UNSCORABLE_KEY, outcome_metrics

try:
    import transfer_queue as tq
    from transfer_queue import KVBatchMeta
    from verl.trainer.ppo.v1.replay_buffer import ReplayBuffer, ReplayBufferAsync
except ImportError as exc:  # verl, or TransferQueue/torchdata that its V1 trainer imports
    raise MissingDependencyError(
        (exc.name or "verl").split(".")[0],
        "verl",
        "The verl training metrics (rlver_env.integrations.verl_env_metrics; verl's V1 trainer "
        "also needs TransferQueue and torchdata, which 'verl[verl-core]' brings)",
    ) from exc

#: The ``trainer.v1.sampler.custom_sampler.path`` that names this module.
SAMPLER_PATH = "pkg://rlver_env.integrations.verl_env_metrics"
#: The partition verl keeps training trajectories in (validation uses ``"val"``).
TRAIN_PARTITION = "train"


def dialogue_values(extra_fields: Iterable[Any]) -> list[dict[str, float]]:
    """The ``reward_extra_info`` of each trajectory the rlver agent loop produced.

    Args:
        extra_fields: Each trajectory's ``extra_fields`` as TransferQueue returns them (dicts,
            or ``NonTensorData`` holding one).

    Returns:
        One dict per trajectory whose ``reward_extra_info`` holds ``env/unscorable`` (the
        agent loop's outcome values), in order; other trajectories are skipped.
    """
    rows = []
    for value in extra_fields:
        fields = getattr(value, "data", value)  # a NonTensorData on some TransferQueue backends
        info = fields.get("reward_extra_info") if isinstance(fields, Mapping) else None
        if isinstance(info, Mapping) and UNSCORABLE_KEY in info:
            rows.append({str(key): float(value) for key, value in info.items()})
    return rows


def batch_env_metrics(batch: KVBatchMeta) -> dict[str, float]:
    """The ``env/`` metrics of a sampled batch, read from TransferQueue.

    Returns:
        :func:`~rlver_env.integrations.dialogue_outcome.outcome_metrics` of the batch's
        dialogues; empty when the batch holds none of the agent loop's trajectories.
    """
    if not batch.keys:
        return {}
    # Read as verl's own DAPO group filter reads reward_extra_info in training.
    data = tq.kv_batch_get(
        keys=batch.keys, partition_id=batch.partition_id, select_fields=["extra_fields"]
    )
    rows = dialogue_values(list(data["extra_fields"]))
    return outcome_metrics(rows) if rows else {}


class _EnvMetricsMixin:
    """Adds the sampled training batch's ``env/`` metrics to what verl's ``sample()`` returns."""

    #: The trainer modes the replay buffer serves (verl picks its sync or async buffer by mode).
    trainer_modes: tuple[str, ...] = ()

    def __init__(self, trainer_mode: str, *args: Any, **kwargs: Any) -> None:
        if trainer_mode not in self.trainer_modes:
            other = (
                "EnvMetricsReplayBuffer"
                if trainer_mode == "sync"
                else "EnvMetricsReplayBufferAsync"
            )
            raise ValueError(
                f"{type(self).__name__} serves trainer.v1.trainer_mode {list(self.trainer_modes)}, "
                f"not {trainer_mode!r}; set trainer.v1.sampler.custom_sampler.name={other}"
            )
        super().__init__(trainer_mode, *args, **kwargs)

    def sample(self, global_steps: int, partition_id: str, batch_size: int) -> tuple[Any, dict]:
        """verl's sample, plus :func:`batch_env_metrics` of a training batch.

        Args:
            global_steps: The trainer's step.
            partition_id: ``"train"`` or ``"val"`` (verl drops the metrics of a validation
                sample and logs ``reward_extra_info`` under ``val-aux/`` itself).
            batch_size: The number of prompt groups to sample.

        Returns:
            The sampled batch and verl's metrics with the ``env/`` metrics added.
        """
        sample = super().sample  # type: ignore[misc]
        batch, metrics = sample(global_steps, partition_id, batch_size)
        if partition_id == TRAIN_PARTITION:
            metrics = {**metrics, **batch_env_metrics(batch)}
        return batch, metrics


class EnvMetricsReplayBuffer(_EnvMetricsMixin, ReplayBuffer):
    """verl's sync replay buffer that also returns the training batch's ``env/`` metrics."""

    trainer_modes = ("sync",)


class EnvMetricsReplayBufferAsync(_EnvMetricsMixin, ReplayBufferAsync):
    """verl's async replay buffer that also returns each training mini-batch's ``env/`` metrics."""

    trainer_modes = ("colocate_async", "separate_async")


__all__ = [
    "SAMPLER_PATH",
    "EnvMetricsReplayBuffer",
    "EnvMetricsReplayBufferAsync",
    "batch_env_metrics",
    "dialogue_values",
]
