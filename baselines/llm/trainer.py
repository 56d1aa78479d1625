"""GRPO and PPO for an LLM policy that talks to the simulated users of rlver-env.

One loop, two algorithms, each with its own config (``adv_estimator``, as in verl):

* ``grpo`` (:class:`~rlver_baselines.llm.grpo_config.GRPOTrainerConfig`): ``group_size``
  dialogues share a persona and a seed. A dialogue's advantage is its return minus the group's
  mean, over the group's std, on every policy token (or, with ``grpo_return="turn"``, each
  turn's return-to-go normalised per turn index).
* ``ppo`` (:class:`~rlver_baselines.llm.ppo_config.PPOTrainerConfig`): a critic (a value head
  on the policy, or a separate backbone as RLVER) values every policy token; each turn's reward
  (the emotion change / 100) sits on the last token of its reply; GAE over the policy's tokens;
  a clipped value loss.

The config computes its algorithm's advantages (``cfg.advantages``) and says which critic to
train (``cfg.critic``: ``None`` for GRPO); the loop itself is the same for both.

Both use the clipped ratio objective, optionally with a KL to a frozen reference policy. Each
step reads top to bottom: collect dialogues, compute advantages, update, log, checkpoint.

The degeneracy monitor (:mod:`rlver_env.monitor`) reads each step's replies as the users heard
them, with the reward's penalty codes and the returns, and logs ``degeneracy/*`` metrics; when a
limit stays crossed it warns with one offending reply, and with ``stop_on_degeneracy`` the run
ends there: a checkpoint is saved, the reason is logged and kept in the checkpoint
(``stop_reason``), and ``resume`` continues the run.

    trainer = Trainer(TrainerConfig.from_preset("tiny-cpu"))
    history = trainer.train()
"""

from __future__ import annotations

import json
import logging
import sys
import time
from pathlib import Path
from typing import Any

from rlver_baselines.llm import advantages as adv
from rlver_baselines.llm.checkpoint import (
    checkpoint_config,
    checkpoint_dir,
    latest_checkpoint,
    load_checkpoint,
    rng_state,
    save_checkpoint,
    set_rng_state,
)
from rlver_baselines.llm.config import ConfigError, TrainerConfig
from rlver_baselines.llm.modeling import (
    Critic,
    ValueHead,
    forward_tokens,
    frozen_copy,
    hidden_size_of,
    load_backbone,
    load_causal_lm,
    load_tokenizer,
    load_trainable_state_dict,
    prepare_for_training,
    require,
    resolve_device,
    resolve_dtype,
    resolve_model_path,
    trainable_state_dict,
)
from rlver_baselines.llm.rollout import DialogueSample, collate, collect_dialogues

from rlver_env.agents.chat_format import ChatFormat
from rlver_env.agents.hf_generator import HFGenerator
from rlver_env.agents.think_scaffold import ThinkScaffold, build_generator
from rlver_env.monitor import DegeneracyMonitor, DegeneracyThresholds, MonitorStep

logger = logging.getLogger(__name__)

METRICS_FILE = "metrics.jsonl"


def step_seed(seed: int, step: int) -> int:
    """The seed of training step ``step``'s env reset and sampling."""
    import numpy as np

    return int(np.random.SeedSequence([seed, step]).generate_state(1)[0])


class Trainer:
    """Trains a policy with GRPO or PPO on ``cfg.env_id``.

    Args:
        cfg: The run's configuration.

    Attributes:
        step: Training steps done so far.
        history: One metrics dict per step.
        monitor: The degeneracy monitor (``None`` with ``degeneracy_monitor`` off).
        stop_reason: Why the run stopped before ``total_steps`` (``stop_on_degeneracy``), else ``None``.
    """

    def __init__(self, cfg: TrainerConfig) -> None:
        for package in ("torch", "transformers"):
            require(package)
        import gymnasium as gym
        import torch

        import rlver_env  # noqa: F401 - registers the env ids

        self.cfg = cfg
        self.out = Path(cfg.output_dir)
        self.out.mkdir(parents=True, exist_ok=True)
        self.device = resolve_device(cfg.device)
        self.dtype = resolve_dtype(cfg.dtype, self.device)
        torch.manual_seed(cfg.seed)
        if cfg.torch_threads:
            torch.set_num_threads(cfg.torch_threads)

        # The policy, its tokenizer and the chat format of the dialogues.
        self.model_path = resolve_model_path(cfg.model)
        self.tokenizer = load_tokenizer(self.model_path)
        self.chat = ChatFormat(self.tokenizer, cfg.agent_system_prompt)
        base = load_causal_lm(cfg, self.model_path, self.device, self.dtype)
        # The KL reference: the adapters switched off (LoRA), or a frozen copy of the start.
        self.reference = frozen_copy(base) if cfg.kl_coef > 0 and not cfg.use_lora else None
        self.policy = prepare_for_training(base, cfg)
        self.policy.train()

        # The critic (PPO): a value head on the policy, or a separate backbone with its own head.
        self.value_head = None
        self.critic: Critic | None = None
        if cfg.critic == "head":
            self.value_head = ValueHead.build(hidden_size_of(base), self.device, torch.float32)
        elif cfg.critic == "separate":
            backbone = load_backbone(cfg, self.model_path, self.device, self.dtype)
            backbone = prepare_for_training(backbone, cfg, task_type="FEATURE_EXTRACTION")
            head = ValueHead.build(hidden_size_of(backbone), self.device, torch.float32)
            self.critic = Critic(backbone, head)

        # Optimizers and a linear warm-up schedule.
        policy_params = [p for p in self.policy.parameters() if p.requires_grad]
        if self.value_head is not None:
            policy_params += list(self.value_head.parameters())
        self.optimizer = torch.optim.AdamW(
            policy_params, lr=cfg.learning_rate, betas=tuple(cfg.adam_betas), weight_decay=cfg.weight_decay
        )
        self.critic_optimizer = (
            torch.optim.AdamW(self.critic.parameters(), lr=cfg.critic_lr, betas=tuple(cfg.adam_betas), weight_decay=cfg.weight_decay)
            if self.critic is not None
            else None
        )
        warmup = max(1, cfg.warmup_steps)
        self.scheduler = torch.optim.lr_scheduler.LambdaLR(self.optimizer, lambda s: min(1.0, (s + 1) / warmup))
        self.shuffle_rng = torch.Generator().manual_seed(cfg.seed)

        # The environment: num_dialogues dialogues, in groups that share a persona and a seed.
        self.envs = gym.make_vec(
            cfg.env_id,
            num_envs=cfg.num_dialogues,
            vectorization_mode="vector_entry_point",
            group_size=cfg.group_size,
            max_turns=cfg.max_turns,
            think_mode=cfg.think_mode,
            observation_format="messages",
            **cfg.env_kwargs,
        )
        self.generator = self._make_generator()
        # vLLM's numerics differ from the training forward pass: recompute the old log-probabilities.
        self.recompute_old_logprobs = cfg.recompute_old_logprobs or not isinstance(self.generator, (HFGenerator, ThinkScaffold))

        self.step = 0
        self.history: list[dict[str, float]] = []
        self.monitor = (
            DegeneracyMonitor(DegeneracyThresholds.from_dict(cfg.degeneracy_thresholds), patience=cfg.degeneracy_patience)
            if cfg.degeneracy_monitor
            else None
        )
        self.stop_reason: str | None = None
        if cfg.resume:
            self._resume(cfg.resume)
        self.writer = self._make_writer()

    # ------------------------------------------------------------------ the loop
    def train(self) -> list[dict[str, float]]:
        """Runs the remaining steps up to ``cfg.total_steps``; returns every step's metrics."""
        from tqdm.auto import tqdm

        cfg = self.cfg
        bar = tqdm(total=cfg.total_steps, initial=self.step, desc=f"{cfg.adv_estimator}", unit="step", disable=not cfg.progress, file=sys.stderr)
        try:
            while self.step < cfg.total_steps:
                started = time.perf_counter()
                samples = self.collect()
                rollout_s = time.perf_counter() - started
                update_started = time.perf_counter()
                batch = self.compute_advantages(samples)
                stats = self.update(batch)
                update_s = time.perf_counter() - update_started
                self.step += 1
                metrics = self._metrics(samples, batch, stats, rollout_s, update_s, time.perf_counter() - started)
                watched = self._watch(samples, metrics)
                self._log(metrics)
                if cfg.stop_on_degeneracy and watched is not None and watched.alert:
                    self.stop_reason = f"step {self.step}: {watched.message()}"
                    folder = self.save()
                    logger.warning("stopping the run (stop_on_degeneracy) at %s; checkpoint %s", self.stop_reason, folder)
                    break
                if cfg.save_every and self.step % cfg.save_every == 0 or self.step == cfg.total_steps:
                    self.save()
                bar.update(1)
                bar.set_postfix(ret=f"{metrics['rollout/return']:+.3f}", emo=f"{metrics['rollout/final_emotion']:.1f}")
        finally:
            bar.close()
            if self.writer is not None:
                self.writer.flush()
        return self.history

    # ------------------------------------------------------------------ 1. collect
    def collect(self) -> list[DialogueSample]:
        """Plays ``num_dialogues`` dialogues with the current policy."""
        if hasattr(self.generator, "sync_weights"):
            self.generator.sync_weights(self.policy)
        return collect_dialogues(
            self.envs,
            self.generator,
            self.chat,
            seed=step_seed(self.cfg.seed, self.step),
            max_new_tokens=self.cfg.turn_tokens,
            max_context_tokens=self.cfg.max_context_tokens,
            progress=self.cfg.progress,
        )

    # ------------------------------------------------------------------ 2. advantages
    def compute_advantages(self, samples: list[DialogueSample]) -> dict[str, Any]:
        """Pads the dialogues into tensors and adds the config's advantages (``advantages``, and PPO's ``returns``).

        A failed dialogue (:attr:`DialogueSample.failed`: a simulator error, a spent token
        budget) is no training signal: its policy and turn masks are zeroed, so it is left out
        of every baseline and of the loss (policy, KL, entropy, value), and its advantage is 0.
        """
        import torch

        batch = collate(samples, self.tokenizer.pad_token_id, self.device)
        valid = torch.tensor([not s.failed for s in samples], dtype=batch["policy_mask"].dtype, device=self.device)
        batch["policy_mask"] = batch["policy_mask"] * valid[:, None]
        batch["turn_mask"] = batch["turn_mask"] * valid[:, None]
        with torch.no_grad():
            if self.recompute_old_logprobs or self.cfg.kl_coef > 0 or self.value_head is not None or self.critic is not None:
                batch.update(self._score_without_grad(batch))
            batch.update(self.cfg.advantages(batch, valid))
        return batch

    def _score_without_grad(self, batch: dict[str, Any]) -> dict[str, Any]:
        """Old log-probabilities, old values and reference log-probabilities, micro-batch by micro-batch."""
        import torch

        cfg = self.cfg
        pieces: dict[str, list[torch.Tensor]] = {}
        n = batch["input_ids"].shape[0]
        self.policy.eval()
        try:
            for start in range(0, n, cfg.micro_batch_size):
                rows = slice(start, start + cfg.micro_batch_size)
                ids, attn, mask = batch["input_ids"][rows], batch["attention_mask"][rows], batch["policy_mask"][rows]
                if self.recompute_old_logprobs or self.value_head is not None:
                    out = forward_tokens(self.policy, ids, attn, mask, cfg.temperature, value_head=self.value_head)
                    if self.recompute_old_logprobs:
                        pieces.setdefault("old_logprobs", []).append(out["logprobs"])
                    if self.value_head is not None:
                        pieces.setdefault("old_values", []).append(out["values"])
                if self.critic is not None:
                    pieces.setdefault("old_values", []).append(self.critic.values(ids, attn))
                if cfg.kl_coef > 0:
                    pieces.setdefault("ref_logprobs", []).append(self._reference_logprobs(ids, attn, mask))
        finally:
            self.policy.train()
        return {key: torch.cat(parts, dim=0) for key, parts in pieces.items()}

    def _reference_logprobs(self, ids: Any, attn: Any, mask: Any) -> Any:
        if self.reference is not None:
            return forward_tokens(self.reference, ids, attn, mask, self.cfg.temperature)["logprobs"]
        with self.policy.disable_adapter():
            return forward_tokens(self.policy, ids, attn, mask, self.cfg.temperature)["logprobs"]

    # ------------------------------------------------------------------ 3. update
    def update(self, batch: dict[str, Any]) -> dict[str, float]:
        """``ppo_epochs`` passes of ``num_minibatches`` optimizer steps over the batch."""
        import torch

        cfg = self.cfg
        n = batch["input_ids"].shape[0]
        totals: dict[str, float] = {}
        counts: dict[str, int] = {}

        def record(name: str, value: Any) -> None:
            totals[name] = totals.get(name, 0.0) + float(value)
            counts[name] = counts.get(name, 0) + 1

        for _ in range(cfg.ppo_epochs):
            order = torch.randperm(n, generator=self.shuffle_rng)
            for minibatch in order.chunk(cfg.num_minibatches):
                self.optimizer.zero_grad(set_to_none=True)
                if self.critic_optimizer is not None:
                    self.critic_optimizer.zero_grad(set_to_none=True)
                minibatch_tokens = batch["policy_mask"][minibatch].sum().clamp(min=1.0)
                for micro in minibatch.split(cfg.micro_batch_size):
                    part = _rows(batch, micro)
                    # Each micro-batch's share of the minibatch's token-mean (or sequence-mean) loss.
                    if cfg.loss_agg_mode == "token-mean":
                        weight = float(part["policy_mask"].sum() / minibatch_tokens)
                    else:
                        weight = len(micro) / len(minibatch)
                    losses = self._micro_batch_loss(part)
                    (losses["loss"] * weight).backward()
                    for name, value in losses.items():
                        record(name, value.detach())
                record("grad_norm", self._clip_and_step())
        self.scheduler.step()
        stats = {name: totals[name] / counts[name] for name in totals}
        stats["lr"] = self.scheduler.get_last_lr()[0]
        return stats

    def _micro_batch_loss(self, part: dict[str, Any]) -> dict[str, Any]:
        """The loss of one micro-batch (before its weight), with what it is made of."""
        cfg = self.cfg
        mask = part["policy_mask"]
        old_logprobs = part["old_logprobs"]
        out = forward_tokens(
            self.policy,
            part["input_ids"],
            part["attention_mask"],
            mask,
            cfg.temperature,
            with_entropy=True,
            value_head=self.value_head,
            entropy_grad=cfg.entropy_coef > 0,
        )
        policy_loss, pg = adv.clipped_policy_loss(
            out["logprobs"], old_logprobs, part["advantages"], mask, cfg.clip_ratio_low, cfg.clip_ratio_high, cfg.loss_agg_mode
        )
        entropy = adv.aggregate_loss(out["entropy"], mask, cfg.loss_agg_mode)
        loss = policy_loss - cfg.entropy_coef * entropy
        result = {"policy_loss": policy_loss, "entropy": entropy, "clip_fraction": pg["clip_fraction"], "approx_kl": pg["approx_kl"]}
        if cfg.kl_coef > 0:
            kl = adv.aggregate_loss(adv.kl_estimate(out["logprobs"], part["ref_logprobs"], cfg.kl_estimator), mask, cfg.loss_agg_mode)
            loss = loss + cfg.kl_coef * kl
            result["kl"] = kl
        if cfg.critic is not None:
            values = out["values"] if self.value_head is not None else self.critic.values(part["input_ids"], part["attention_mask"])
            value_loss, value_clip = adv.clipped_value_loss(
                values, part["old_values"], part["returns"], mask, cfg.value_clip, cfg.loss_agg_mode
            )
            loss = loss + cfg.value_loss_weight * value_loss
            result.update(value_loss=value_loss, value_clip_fraction=value_clip)
        result["loss"] = loss
        return result

    def _clip_and_step(self) -> float:
        import torch

        params = [p for group in self.optimizer.param_groups for p in group["params"]]
        norm = torch.nn.utils.clip_grad_norm_(params, self.cfg.max_grad_norm or float("inf"))
        self.optimizer.step()
        if self.critic_optimizer is not None:
            torch.nn.utils.clip_grad_norm_(self.critic.parameters(), self.cfg.max_grad_norm or float("inf"))
            self.critic_optimizer.step()
        return float(norm)

    # ------------------------------------------------------------------ 4. log
    def _metrics(
        self, samples: list[DialogueSample], batch: dict[str, Any], stats: dict[str, float], rollout_s: float, update_s: float, step_s: float
    ) -> dict[str, float]:
        import numpy as np

        # Returns of the dialogues that count; failed ones are counted apart (NaN if all failed).
        returns = np.array([s.total_return for s in samples if not s.failed])
        failed = sum(s.failed for s in samples)
        if failed:
            logger.warning(
                "step %d: %d of %d dialogues failed (simulator error or token budget); left out of the update",
                self.step, failed, len(samples),
            )
        generated = sum(s.policy_tokens for s in samples)
        turns = sum(s.num_turns for s in samples)
        all_tokens = int(batch["attention_mask"].sum())
        mask = batch["policy_mask"]
        metrics = {
            "step": float(self.step),
            "rollout/return": float(returns.mean()) if returns.size else float("nan"),
            "rollout/return_std": float(returns.std()) if returns.size else float("nan"),
            "rollout/failed_dialogues": float(failed),
            "rollout/failed_rate": failed / len(samples),
            "rollout/final_emotion": float(np.mean([s.final_emotion for s in samples])),
            "rollout/success_rate": float(np.mean([s.success for s in samples])),
            "rollout/turns": turns / len(samples),
            "rollout/reply_tokens": generated / max(1, turns),
            "rollout/truncated_turn_rate": sum(s.truncated_turns for s in samples) / max(1, turns),
            "train/advantage_abs": float(adv.masked_mean(batch["advantages"].abs(), mask)),
            "perf/rollout_s": rollout_s,
            "perf/update_s": update_s,
            "perf/step_s": step_s,
            "perf/tokens_per_s": all_tokens / step_s,
            "perf/rollout_tokens_per_s": generated / rollout_s,
            "perf/update_tokens_per_s": all_tokens * self.cfg.ppo_epochs / update_s,
        }
        for name, value in stats.items():
            metrics[f"train/{name}"] = value
        # train/kl: the KL to the reference when there is one, else how far the update moved the policy.
        metrics.setdefault("train/kl", metrics.get("train/approx_kl", 0.0))
        return metrics

    def _watch(self, samples: list[DialogueSample], metrics: dict[str, float]) -> MonitorStep | None:
        """Reads the step's replies for degeneracy; adds ``degeneracy/*`` to ``metrics`` and warns on an alert."""
        if self.monitor is None:
            return None
        watched = self.monitor.observe(
            [s.heard for s in samples],
            [s.penalties for s in samples],
            [None if s.failed else s.total_return for s in samples],
            contexts=[s.persona_id for s in samples],
        )
        metrics.update({f"degeneracy/{name}": value for name, value in watched.metrics.items()})
        if watched.alert:
            logger.warning("step %d: %s", self.step, watched.message())
        return watched

    def _log(self, metrics: dict[str, float]) -> None:
        self.history.append(metrics)
        with open(self.out / METRICS_FILE, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(metrics) + "\n")
        if self.writer is not None:
            for name, value in metrics.items():
                if name != "step":
                    self.writer.add_scalar(name, value, self.step)
        logger.info("step %d: return %.4f, final emotion %.1f", self.step, metrics["rollout/return"], metrics["rollout/final_emotion"])

    def _make_writer(self) -> Any:
        if not self.cfg.tensorboard:
            return None
        require("tensorboard")
        from torch.utils.tensorboard import SummaryWriter

        # purge_step drops events a crashed run wrote after the checkpoint we resumed from.
        return SummaryWriter(log_dir=str(self.out / "tensorboard"), purge_step=self.step + 1 if self.step else None)

    def _make_generator(self) -> Any:
        cfg = self.cfg
        backend = cfg.generation_backend
        if backend == "auto":
            import importlib.util

            backend = "vllm" if self.device.startswith("cuda") and importlib.util.find_spec("vllm") else "transformers"
        if backend == "vllm":
            # Here, not only in the config: 'auto' becomes vLLM only on a GPU with vLLM installed.
            if cfg.max_reply_sentences:
                raise ConfigError("max_reply_sentences works with generation_backend 'transformers' only; set it to 0 for vLLM")
            if cfg.think_scaffold:
                raise ConfigError("think_scaffold works with generation_backend 'transformers' only; set generation_backend: transformers")
            from rlver_baselines.llm.vllm_engine import VLLMGenerator

            return VLLMGenerator(self.model_path, cfg, self.chat.eos_token_ids)
        return build_generator(
            self.policy,
            self.tokenizer,
            self.chat.eos_token_ids,
            max_new_tokens=cfg.max_new_tokens,
            temperature=cfg.temperature,
            max_sentences=cfg.max_reply_sentences,
            min_new_tokens=cfg.min_new_tokens,
            batch_size=cfg.generation_batch_size,
            scaffold=cfg.think_scaffold,
            max_thought_tokens=cfg.max_thought_tokens,
            max_thought_sentences=cfg.max_thought_sentences,
        )

    # ------------------------------------------------------------------ 5. checkpoints
    def state_dict(self) -> dict[str, Any]:
        """Everything needed to continue exactly where this step ends."""
        state: dict[str, Any] = {
            "step": self.step,
            "policy": trainable_state_dict(self.policy),
            "optimizer": self.optimizer.state_dict(),
            "scheduler": self.scheduler.state_dict(),
            "shuffle_rng": self.shuffle_rng.get_state(),
            "rng": rng_state(),
            "history": self.history,
            "stop_reason": self.stop_reason,
        }
        if self.monitor is not None:
            state["degeneracy_monitor"] = self.monitor.state_dict()
        if self.value_head is not None:
            state["value_head"] = self.value_head.state_dict()
        if self.critic is not None:
            state["critic"] = self.critic.state_dict()
            state["critic_optimizer"] = self.critic_optimizer.state_dict()
        return state

    def save(self) -> Path:
        """Writes a checkpoint for the current step."""
        adapter = self.policy if self.cfg.use_lora else None
        return save_checkpoint(checkpoint_dir(self.out, self.step), self.state_dict(), self.cfg.to_yaml(), adapter)

    def _resume(self, where: str) -> None:
        folder = latest_checkpoint(self.out) if where == "auto" else Path(where)
        if folder is None:
            logger.info("resume='auto': no checkpoint in %s, starting fresh", self.out)
            return
        state = load_checkpoint(folder)
        self._check_same_algorithm(folder)
        load_trainable_state_dict(self.policy, state["policy"])
        self.optimizer.load_state_dict(state["optimizer"])
        self.scheduler.load_state_dict(state["scheduler"])
        self.shuffle_rng.set_state(state["shuffle_rng"])
        set_rng_state(state["rng"])
        if self.value_head is not None:
            self.value_head.load_state_dict(state["value_head"])
        if self.critic is not None:
            self.critic.load_state_dict(state["critic"])
            self.critic_optimizer.load_state_dict(state["critic_optimizer"])
        if self.monitor is not None and "degeneracy_monitor" in state:
            self.monitor.load_state_dict(state["degeneracy_monitor"])
        if state.get("stop_reason"):
            logger.info("the checkpoint's run had stopped: %s", state["stop_reason"])
        self.step = int(state["step"])
        self.history = list(state["history"])
        # Keep metrics.jsonl in step with the checkpoint.
        with open(self.out / METRICS_FILE, "w", encoding="utf-8") as handle:
            handle.writelines(json.dumps(row) + "\n" for row in self.history)
        logger.info("resumed from %s at step %d", folder, self.step)

    def _check_same_algorithm(self, folder: Path) -> None:
        """Refuses a checkpoint of another algorithm or critic, whose state would not fit this run's."""
        try:
            saved = checkpoint_config(folder)
        except (ConfigError, TypeError) as exc:
            logger.warning("%s: its config does not load (%s); resuming without comparing it with this run's", folder, exc)
            return
        if saved is None or (saved.adv_estimator, saved.critic) == (self.cfg.adv_estimator, self.cfg.critic):
            return

        def algorithm(cfg: TrainerConfig) -> str:
            return cfg.adv_estimator + (f" with critic {cfg.critic!r}" if cfg.critic else "")

        raise ConfigError(
            f"{folder} is a checkpoint of {algorithm(saved)}, and this run is {algorithm(self.cfg)}: "
            f"resume it with adv_estimator {saved.adv_estimator}" + (f" and critic {saved.critic}" if saved.critic else "")
        )

    def close(self) -> None:
        """Closes the envs and the log writer."""
        self.envs.close()
        if self.writer is not None:
            self.writer.close()


def _rows(batch: dict[str, Any], index: Any) -> dict[str, Any]:
    """The rows ``index`` of every tensor in ``batch``, trimmed to their longest sequence."""
    part = {key: value[index] for key, value in batch.items()}
    length = int(part["attention_mask"].sum(dim=1).max())
    for key in ("input_ids", "attention_mask", "policy_mask", "old_logprobs", "token_turn", "advantages", "returns", "old_values", "ref_logprobs"):
        if key in part:
            part[key] = part[key][:, :length]
    return part
