"""A multi-turn ``rollout_func`` for TRL's ``GRPOTrainer`` (TRL >= 1.16) that talks to rlver-env.

TRL's GRPO samples one completion per prompt. Here a "completion" is a whole dialogue: the
policy's turns interleaved with the simulated user's answers, as one token stream. The
user's and the template's tokens are marked 0 in ``env_mask``, so TRL gives loss only to the
policy's own tokens; the dialogue's return (the sum of the emotion changes / 100) comes back
as ``env_return`` for the reward function :func:`env_return_reward`.

A dialogue the env could not finish (it ended ``truncated`` with reason ``"simulator_error"``
or ``"budget"``, see :data:`~rlver_baselines.llm.rollout.FAILED_REASONS`) is no training
signal: its ``env_mask`` is all 0 (none of its tokens reach the loss), the reward function
returns ``None`` for it (TRL's "unscorable" completion: left out of its group's baseline, its
advantage 0), and it is counted in the logged metrics ``rollout/failed_dialogues`` and
``rollout/failed_fraction``.

Each call's dialogues also go through a degeneracy monitor (:class:`rlver_env.monitor.DegeneracyMonitor`,
kept across calls): its metrics come back as the extra field ``degeneracy`` (the same dict of
floats for every dialogue of the call), and :func:`env_return_reward` logs each one as
``degeneracy/<name>`` through TRL's ``log_metric``, so they sit in TRL's logs beside ``reward``
and ``kl`` (averaged over the logging steps and the processes). When a limit stays crossed the
rollout logs a warning with one offending reply.

This path or ``environment_factory``: there the model talks to the user through a tool it calls
(:class:`rlver_env.integrations.openenv.trl_env.DialogueToolEnv`, over OpenEnv). Here it talks
to the user as in a chat, every turn, with the think scaffold available and all dialogues of a
turn stepped together; ``docs/openenv.md`` says when to take which.

Facts this relies on (TRL 1.16):

* ``rollout_func(prompts, trainer)`` receives this process's prompts **already repeated**
  ``num_generations`` times (TRL's ``RepeatSampler``), and must return one dialogue per prompt.
  Copies of one prompt (one persona) get the same env seed within a training step, so a GRPO
  group is a fair comparison.
* It returns ``prompt_ids``, ``completion_ids`` and ``logprobs`` (one per completion token,
  0.0 on env tokens), plus ``env_mask`` and extra fields that TRL forwards to the reward
  functions: ``GRPOTrainer._generate_and_score_completions`` puts item ``i`` of each list field
  into input ``i``, and ``_calculate_rewards`` passes every input column to the reward functions
  as a keyword argument, with ``log_metric`` (``GRPOTrainer._log_metric``, whose values are
  averaged per logging step and across processes in ``_generate_and_score_completions``).

Usage (see ``examples/trl_grpo.py``)::

    rollout = EnvRolloutFunc(max_turns=3, max_new_tokens=48)
    trainer = GRPOTrainer(model=..., reward_funcs=env_return_reward, train_dataset=rollout.dataset(),
                          args=GRPOConfig(num_generations=4, ...), rollout_func=rollout, peft_config=...)
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from rlver_baselines.llm.rollout import DialogueSample

from rlver_env.agents.chat_format import ChatFormat
from rlver_env.agents.hf_generator import GeneratedTurn
from rlver_env.agents.prompts import system_prompt as default_system_prompt
from rlver_env.monitor import DegeneracyMonitor, DegeneracyThresholds, penalty_codes

logger = logging.getLogger(__name__)


class EnvRolloutFunc:
    """Plays whole dialogues for TRL's GRPOTrainer.

    Args:
        env_id: A registered rlver-env id (default: training personas, SAGE rules, rule simulator).
        max_turns: Agent turns per dialogue.
        max_new_tokens: The longest turn (transformers generation; with vLLM, TRL's
            ``max_completion_length`` is the per-turn limit).
        think: Think-then-say format (env ``think_mode="required"``) and its system prompt.
        seed: The base of the env seeds (mixed with the training step and the persona).
        env_kwargs: Extra env keyword arguments (simulator, backend, rules, ...).
        max_context_tokens: A dialogue whose stream would outgrow this ends early.
        system_prompt: Overrides the system prompt.
        generation_batch_size: The most dialogues per ``generate`` call (0: all).
        degeneracy_monitor: Read each call's replies for degeneracy (the ``degeneracy`` field).
        degeneracy_thresholds: Limits that replace the monitor's defaults
            (:class:`rlver_env.monitor.DegeneracyThresholds` field names).
    """

    def __init__(
        self,
        env_id: str = "EmpathyDialogue-v0",
        *,
        max_turns: int = 4,
        max_new_tokens: int = 48,
        think: bool = False,
        seed: int = 0,
        env_kwargs: dict[str, Any] | None = None,
        max_context_tokens: int = 4096,
        system_prompt: str | None = None,
        generation_batch_size: int = 0,
        degeneracy_monitor: bool = True,
        degeneracy_thresholds: dict[str, float] | None = None,
    ) -> None:
        import rlver_env  # noqa: F401 - registers the ids
        from rlver_env.runs.pool import DialoguePool

        self.env_id = env_id
        self.max_turns = int(max_turns)
        self.max_new_tokens = int(max_new_tokens)
        self.think_mode = "required" if think else "off"
        self.seed = int(seed)
        self.max_context_tokens = int(max_context_tokens)
        self.system_prompt = system_prompt or default_system_prompt(think)
        self.generation_batch_size = int(generation_batch_size)
        self.env_kwargs = {**(env_kwargs or {}), "max_turns": self.max_turns, "think_mode": self.think_mode, "observation_format": "messages"}
        #: The dialogues' slots (one per dialogue of a call; more are added as calls need them).
        self.pool = DialoguePool.from_id(env_id, 1, **self.env_kwargs)
        self.bank = self.pool.bank
        self._persona_of: dict[str, str] = {}
        self._chat: ChatFormat | None = None
        self.calls = 0
        self.failed_dialogues = 0  # over all calls
        self.monitor = DegeneracyMonitor(DegeneracyThresholds.from_dict(degeneracy_thresholds)) if degeneracy_monitor else None

    # ------------------------------------------------------------------ the dataset
    def dataset(self, persona_ids: Sequence[str] | None = None, repeats: int = 1) -> Any:
        """A ``datasets.Dataset`` with one row per persona: the user's opening as the prompt.

        Args:
            persona_ids: The personas to train on (default: every persona of the env).
            repeats: Rows per persona.
        """
        from datasets import Dataset

        rows = []
        for persona_id in list(persona_ids or self.bank.ids):
            [(observation, _)] = self.pool.reset([0], [self.seed], [{"persona": persona_id}])
            prompt = [{"role": "user", "content": observation[-1]["content"]}]
            key = _key(prompt)
            if key in self._persona_of and self._persona_of[key] != persona_id:
                raise ValueError(f"personas {self._persona_of[key]!r} and {persona_id!r} open with the same words; train on one of them")
            self._persona_of[key] = persona_id
            rows += [{"prompt": prompt, "persona_id": persona_id}] * repeats
        return Dataset.from_list(rows)

    # ------------------------------------------------------------------ the rollout
    def __call__(self, prompts: list[Any], trainer: Any) -> dict[str, list[Any]]:
        """Plays one dialogue per prompt with the trainer's current policy.

        Returns:
            ``prompt_ids`` (system prompt, opening, assistant header), ``completion_ids`` (the
            rest of the dialogue), ``logprobs``, ``env_mask`` (1 on the policy's tokens; all 0
            for a failed dialogue), and ``env_return``, ``env_failed``, ``end_reason``,
            ``final_emotion``, ``num_turns`` and (with the monitor) ``degeneracy`` for the
            reward functions.
        """
        chat = self._chat_format(trainer)
        personas = [self._persona_for(prompt) for prompt in prompts]
        step = int(getattr(getattr(trainer, "state", None), "global_step", self.calls))
        self.calls += 1
        index_of = {pid: i for i, pid in enumerate(self.bank.ids)}
        seeds = [int(np.random.SeedSequence([self.seed, step, index_of[p]]).generate_state(1)[0]) for p in personas]
        with _generation_model(trainer, chat, self.max_new_tokens, self.generation_batch_size) as generate:
            samples = self.play(personas, seeds, chat, generate, step)
        prompt_ids, completion_ids, logprobs, env_mask = [], [], [], []
        for sample in samples:
            cut = sample.policy_mask.index(1) if 1 in sample.policy_mask else len(sample.token_ids)
            prompt_ids.append(sample.token_ids[:cut])
            completion_ids.append(sample.token_ids[cut:])
            logprobs.append(sample.logprobs[cut:])
            # A failed dialogue keeps none of its tokens in the loss: with beta > 0 the KL term,
            # and with the "dapo"/"bnpo" losses the token count that divides it, would else
            # still see them (TRL multiplies completion_mask by env_mask for both).
            mask = sample.policy_mask[cut:]
            env_mask.append([0] * len(mask) if sample.failed else mask)
        failed = [s for s in samples if s.failed]
        self.failed_dialogues += len(failed)
        if failed:
            reasons = ", ".join(sorted({str(s.reason) for s in failed}))
            logger.warning("%d of %d dialogues failed (%s); they are not scored", len(failed), len(samples), reasons)
        output = {
            "prompt_ids": prompt_ids,
            "completion_ids": completion_ids,
            "logprobs": logprobs,
            "env_mask": env_mask,
            "env_return": [s.total_return for s in samples],
            "env_failed": [s.failed for s in samples],
            "end_reason": [s.reason for s in samples],
            "final_emotion": [s.final_emotion for s in samples],
            "num_turns": [s.num_turns for s in samples],
        }
        if self.monitor is not None:
            watched = self.monitor.observe(
                [s.heard for s in samples],
                [s.penalties for s in samples],
                [None if s.failed else s.total_return for s in samples],
                contexts=[s.persona_id for s in samples],
            )
            if watched.alert:
                logger.warning("rollout %d (step %d): %s", self.calls, step, watched.message())
            # A list, one item per dialogue: TRL hands item i to input i (a lone dict would go to every input too).
            output["degeneracy"] = [watched.metrics] * len(samples)
        return output

    def play(self, personas: Sequence[str], seeds: Sequence[int], chat: ChatFormat, generate: Any, step: int) -> list[DialogueSample]:
        """Plays ``len(personas)`` dialogues side by side; one batched simulator call per turn.

        ``generate(prompts, seed)`` returns a :class:`GeneratedTurn` per prompt. Every turn up to
        ``max_turns`` calls it, even with no dialogue left, so that collective generation
        backends (vLLM in server mode) stay in step across processes.
        """
        slots = list(range(len(personas)))
        self.pool.grow_to(len(slots))
        opened = self.pool.reset(slots, list(seeds), [{"persona": pid} for pid in personas])
        samples = []
        for pid, (observation, info) in zip(personas, opened):
            sample = DialogueSample(persona_id=pid, start_emotion=int(info["emotion"]), final_emotion=int(info["emotion"]))
            sample.add_env_tokens(chat.opening_ids(observation[-1]["content"]))
            samples.append(sample)
        active = list(range(len(samples)))
        for turn in range(self.max_turns):
            turn_seed = int(np.random.SeedSequence([self.seed, step, turn, len(samples)]).generate_state(1)[0])
            outputs: list[GeneratedTurn] = generate([samples[i].token_ids for i in active], turn_seed)
            if not active:
                continue
            replies = {i: chat.decode_reply(out.token_ids) for i, out in zip(active, outputs)}
            stepped = self.pool.step(active, [replies[i] for i in active])
            still = []
            for i, output, (observation, reward, terminated, truncated, info) in zip(active, outputs, stepped):
                sample = samples[i]
                sample.add_policy_tokens(output.token_ids, output.logprobs)
                sample.replies.append(replies[i])
                sample.heard.append(str(info.get("reply", replies[i])))
                sample.penalties.append(penalty_codes(info))
                sample.turn_rewards.append(float(reward))
                sample.final_emotion = int(info["emotion"])
                if terminated or truncated:
                    sample.reason, sample.success = info["reason"], info["reason"] == "success"
                    continue
                following = chat.next_turn_ids(output.token_ids, observation[-1]["content"])
                if len(sample.token_ids) + len(following) + self.max_new_tokens > self.max_context_tokens:
                    sample.reason = "context"
                    continue
                sample.add_env_tokens(following)
                still.append(i)
            active = still
        return samples

    # ------------------------------------------------------------------ helpers
    def _chat_format(self, trainer: Any) -> ChatFormat:
        if self._chat is None:
            tokenizer = getattr(trainer, "processing_class", None) or trainer.tokenizer
            tokenizer = getattr(tokenizer, "tokenizer", tokenizer)  # a processor wraps its tokenizer
            self._chat = ChatFormat(tokenizer, self.system_prompt)
        return self._chat

    def _persona_for(self, prompt: Any) -> str:
        key = _key(prompt)
        if key not in self._persona_of:
            raise KeyError("a prompt this rollout did not make; build the training dataset with EnvRolloutFunc.dataset()")
        return self._persona_of[key]


def _key(prompt: Any) -> str:
    return json.dumps(prompt, sort_keys=True, ensure_ascii=False)


class _generation_model:
    """Yields ``generate(prompts, seed) -> list[GeneratedTurn]`` backed by the trainer's model or vLLM."""

    def __init__(self, trainer: Any, chat: ChatFormat, max_new_tokens: int, batch_size: int) -> None:
        self.trainer = trainer
        self.chat = chat
        self.max_new_tokens = max_new_tokens
        self.batch_size = batch_size
        self._context: Any = None

    def __enter__(self) -> Any:
        trainer = self.trainer
        eos = sorted(self.chat.eos_token_ids)
        if getattr(trainer, "use_vllm", False):
            return _VLLMTurns(trainer.vllm_generation, set(eos)).generate
        from trl.models import unwrap_model_for_generation

        from rlver_env.agents.hf_generator import HFGenerator

        self._context = unwrap_model_for_generation(
            trainer.model_wrapped, trainer.accelerator, gather_deepspeed3_params=trainer.args.ds3_gather_for_generation
        )
        model = self._context.__enter__()
        generator = HFGenerator(model, self.chat.tokenizer, eos, self.max_new_tokens, trainer.temperature, 0, self.batch_size)
        return generator.generate

    def __exit__(self, *exc: object) -> None:
        if self._context is not None:
            self._context.__exit__(*exc)


class _VLLMTurns:
    """One turn per prompt through TRL's own vLLM engine (weights already synced by TRL)."""

    def __init__(self, vllm_generation: Any, eos: set[int]) -> None:
        self.vllm = vllm_generation
        self.eos = eos

    def generate(self, prompts: list[list[int]], seed: int) -> list[GeneratedTurn]:
        _, completions, logprobs, _ = self.vllm.generate(prompts=[list(p) for p in prompts], images=None, num_generations=1)
        turns = []
        for ids, lps in zip(completions, logprobs):
            values = [float(lp[0]) if lp and lp[0] is not None else 0.0 for lp in lps]
            truncated = not ids or ids[-1] not in self.eos
            turns.append(GeneratedTurn(list(ids), values, truncated))
        return turns


def env_return_reward(
    prompts: list[Any],
    completions: list[Any],
    env_return: list[float],
    env_failed: list[bool] | None = None,
    log_metric: Callable[[str, float], None] | None = None,
    degeneracy: list[dict[str, float]] | None = None,
    **kwargs: Any,
) -> list[float | None]:
    """TRL reward function: the dialogue's return from the env (emotion change / 100).

    A failed dialogue (``env_failed``: the env ended it with a simulator error or a spent
    token budget) gets ``None``, not its partial return. TRL 1.16 treats ``None`` as "no
    reward": ``GRPOTrainer._calculate_rewards`` (trl/trainer/grpo_trainer.py) turns it into
    NaN; ``GRPOTrainer._generate_and_score_completions`` marks a row whose every reward is NaN
    unscorable (``unscorable_mask``), leaves it out of its group's ``nanmean``/``nanstd``
    baseline, sets its advantage to 0 (``torch.nan_to_num(advantages, nan=0.0)``) and leaves it
    out of the logged ``reward``/``reward_std``. (With several reward functions, each must
    return ``None`` for the row to be unscorable.)

    Args:
        prompts, completions: As TRL passes them (unused).
        env_return: Each dialogue's return, from :class:`EnvRolloutFunc`.
        env_failed: Whether each dialogue failed (``None``: none did).
        log_metric: TRL's ``log_metric(name, value)`` (TRL >= 1.16 passes it to reward
            functions): ``rollout/failed_dialogues`` (this process's count in the batch) and
            ``rollout/failed_fraction`` are logged with TRL's own metrics, and so is each
            ``degeneracy`` metric, as ``degeneracy/<name>``.
        degeneracy: Per dialogue, the rollout's degeneracy metrics for its batch (the same dict
            for every dialogue of a rollout call; ``None``: no monitor).
    """
    failed = [bool(f) for f in env_failed] if env_failed is not None else [False] * len(env_return)
    if log_metric is not None:
        log_metric("rollout/failed_dialogues", float(sum(failed)))
        log_metric("rollout/failed_fraction", sum(failed) / max(1, len(failed)))
        # One rollout call scores one batch, and every dialogue of it carries the call's dict.
        for name, value in (degeneracy[0] if degeneracy else {}).items():
            log_metric(f"degeneracy/{name}", float(value))
    return [None if bad else float(r) for r, bad in zip(env_return, failed)]
