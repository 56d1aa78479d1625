"""verl >= 0.9 agent loop: one ``EmpathyDialogue`` episode per rollout, the simulator as the user.

verl 0.8 removed ``verl.interactions``; multi-turn rollouts are now agent loops.
:class:`EmpathyDialogueAgentLoop` subclasses verl's ``AgentLoopBase`` (tested against
:data:`TESTED_VERL`) and, for each dataset row:

1. starts a dialogue in the process's shared
   :class:`~rlver_env.integrations.dialogue_sessions.DialogueSessions` (persona, seed and
   difficulty from the row's ``interaction_kwargs``), so every loop a verl worker runs at once
   shares one simulator, its HTTP clients and its concurrency limit;
2. tokenizes the row's ``raw_prompt`` (system prompt and the user's opening) with verl's
   continuous-token builder, then alternates: the policy generates through
   ``server_manager.generate`` (its tokens get ``response_mask`` 1), the env plays the decoded
   reply and the simulator answers, and the answer is appended as a user message (its tokens
   and the chat template's get ``response_mask`` 0), until the env ends the dialogue or the
   dialogue fills ``rollout.response_length``. The last tokens are always the policy's, so the
   reward verl puts on the last token lands on the agent's final turn (RLVER's placement);
3. returns an ``AgentLoopOutput`` whose ``reward_score`` is the dialogue's score (settings
   ``score``: the final emotion / 100 by default), with the per-turn rewards in
   ``extra_fields["turn_scores"]``, the env's end reason, emotions and per-turn ``info`` in
   ``extra_fields["dialogue"]``, and the dialogue's numeric ``env/`` values
   (:meth:`~rlver_env.integrations.dialogue_outcome.DialogueOutcome.reward_extra_info`) in
   ``extra_fields["reward_extra_info"]``, where verl's validation and
   :mod:`rlver_env.integrations.verl_env_metrics` (training) read them.

A dialogue that ends with one of the settings' ``unscorable_reasons`` (by default
``simulator_error`` and ``budget``) is no training signal: verl has no "unscorable" flag (a
``reward_score`` of ``None`` asks verl's reward loop to score the rollout instead), so its
``response_mask`` is all zeros, which every verl loss aggregation skips (``agg_loss`` masks
by it and excludes fully masked sequences), it scores 0.0, and ``env/unscorable`` is 1.

Configure it with an agent-loop YAML (``baselines/verl/agent_loop.yaml``, passed as
``actor_rollout_ref.rollout.agent.agent_loop_config_path``): each entry's ``dialogue:`` block is
a :class:`~rlver_env.integrations.verl_config.VerlInteractionConfig`; dataset rows pick an entry
with their ``agent_name``. Importing this module imports verl; a missing verl raises
:class:`~rlver_env.errors.MissingDependencyError` naming the ``verl`` extra.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Mapping
from typing import Any

from rlver_env.errors import MissingDependencyError
from rlver_env.integrations.dialogue_outcome import DialogueOutcome
from rlver_env.integrations.dialogue_sessions import INTERACTION_KWARGS, shared_sessions
from rlver_env.integrations.verl_config import VerlInteractionConfig
from rlver_env.monitor import dialogue_degeneracy, penalty_codes

try:
    import verl
    from verl.experimental.agent_loop.agent_loop import (
        AgentLoopBase,
        AgentLoopMetrics,
        AgentLoopOutput,
        register,
    )
except ImportError as exc:  # verl itself, or a package verl imports
    raise MissingDependencyError(
        exc.name or "verl", "verl", "The verl agent loop (rlver_env.integrations.verl_agent_loop)"
    ) from exc

logger = logging.getLogger(__name__)

#: The verl release this loop is tested against; any 0.9.x should work (``rlver-env[verl]``
#: pins ``verl>=0.9,<0.10``).
TESTED_VERL = "0.9.1"
#: The name the loop is registered under in verl's agent-loop registry, with default settings
#: (bundled:train); ``agent_loop.yaml``'s entry of that name replaces them.
AGENT_NAME = "rlver"

if not str(getattr(verl, "__version__", "")).startswith("0.9."):
    logger.warning(
        "verl %s is installed; this agent loop is tested against verl %s (0.9.x)",
        getattr(verl, "__version__", "?"),
        TESTED_VERL,
    )


@register(AGENT_NAME)
class EmpathyDialogueAgentLoop(AgentLoopBase):
    """A verl agent loop that plays one ``EmpathyDialogue`` episode per dataset row.

    verl builds one per rollout with ``hydra.utils.instantiate`` from an agent-loop YAML entry,
    passing the entry's keys (``name``, ``dialogue``) along with its own arguments.

    Args:
        *args: verl's ``AgentLoopBase`` arguments (trainer config, server manager, tokenizer...).
        name: The entry's name (the rows' ``agent_name``); it names the dialogue settings.
        dialogue: The dialogue settings: the fields of
            :class:`~rlver_env.integrations.verl_config.VerlInteractionConfig`.
        tools: verl's tool list (unused: the simulated user is the only other party).
        **kwargs: Further ``AgentLoopBase`` arguments.

    Raises:
        ValueError: For an unknown key or a bad value in ``dialogue``.
    """

    def __init__(
        self,
        *args: Any,
        name: str = AGENT_NAME,
        dialogue: Mapping[str, Any] | None = None,
        tools: Any = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.settings = VerlInteractionConfig.from_mapping({**(dialogue or {}), "name": name})
        self.sessions = shared_sessions(self.settings)
        self.response_length = int(self.rollout_config.response_length)

    async def run(self, sampling_params: dict[str, Any], **kwargs: Any) -> AgentLoopOutput:
        """Rolls out one dialogue.

        Args:
            sampling_params: verl's sampling parameters for the policy.
            **kwargs: The row's fields: ``raw_prompt`` (needs ``data.return_raw_chat=True``)
                and ``interaction_kwargs`` (``name``, ``persona_id``, ``seed``,
                ``difficulty``); the others are ignored.

        Raises:
            ValueError: For unknown ``interaction_kwargs`` or a ``name`` that is not this
                loop's.
        """
        interaction_kwargs = dict(kwargs.get("interaction_kwargs") or {})
        unknown = sorted(set(interaction_kwargs) - set(INTERACTION_KWARGS))
        if unknown:
            raise ValueError(
                f"unknown interaction_kwargs {unknown}; allowed: {list(INTERACTION_KWARGS)}"
            )
        row_name = interaction_kwargs.get("name")
        if row_name is not None and row_name != self.settings.name:
            raise ValueError(
                f"interaction_kwargs name {row_name!r} does not match the agent loop "
                f"{self.settings.name!r}; give the row agent_name={row_name!r}"
            )
        messages = [dict(message) for message in kwargs["raw_prompt"]]
        instance_id = uuid.uuid4().hex
        await self.sessions.start(
            instance_id,
            persona_id=interaction_kwargs.get("persona_id"),
            seed=interaction_kwargs.get("seed"),
            difficulty=interaction_kwargs.get("difficulty"),
        )
        try:
            return await self._play(instance_id, messages, sampling_params)
        finally:
            self.sessions.finalize(instance_id)

    async def _play(
        self, instance_id: str, messages: list[dict[str, Any]], sampling_params: dict[str, Any]
    ) -> AgentLoopOutput:
        scale = float(self.settings.reward_scale)
        start_emotion = round(self.sessions.score(instance_id) * scale)
        timing = {"generate_sequences": 0.0, "tool_calls": 0.0}
        prompt_ids = await self.ct_build_initial_tokens(messages)
        runtime_ids = list(prompt_ids)
        response_mask: list[int] = []
        logprobs: list[float] = []
        turn_scores: list[float] = []
        turns: list[dict[str, Any]] = []
        heard: list[str] = []
        penalties: list[list[str]] = []
        emotion, end_reason, assistant_turns, user_turns = start_emotion, None, 0, 0
        preempted = -1
        while end_reason is None:
            started = time.perf_counter()
            output = await self.server_manager.generate(
                request_id=instance_id, prompt_ids=runtime_ids, sampling_params=sampling_params
            )
            timing["generate_sequences"] += time.perf_counter() - started
            if output.num_preempted is not None:
                preempted = max(preempted, 0) + int(output.num_preempted)
            merged, response_mask, aligned = await self.ct_merge_assistant_token(
                runtime_ids,
                list(output.token_ids),
                response_mask,
                logprobs if (logprobs or output.log_probs) else None,
                assistant_logprobs=list(output.log_probs) if output.log_probs else None,
            )
            runtime_ids, logprobs = merged.token_ids, aligned or []
            assistant_turns += 1
            text = self.tokenizer.decode(output.token_ids, skip_special_tokens=True)
            messages.append({"role": "assistant", "content": text})

            started = time.perf_counter()
            ended, user_text, turn_score, info = await self.sessions.respond(instance_id, messages)
            timing["tool_calls"] += time.perf_counter() - started
            turn_scores.append(float(turn_score))
            turns.append(_turn_record(info))
            heard.append(str(info.get("reply", text)))
            penalties.append(penalty_codes(info))
            emotion = int(info.get("emotion", emotion))
            if ended:
                end_reason = str(info["reason"])
                break
            if len(response_mask) >= self.response_length:
                end_reason = "response_length"
                break
            previous = list(messages)
            messages.append({"role": "user", "content": user_text})
            merged, extended_mask, aligned = await self.ct_merge_context_msg(
                previous, messages, runtime_ids, response_mask, logprobs or None
            )
            if len(extended_mask) >= self.response_length:
                # The user's answer does not fit: the dialogue ends on the policy's last turn.
                end_reason = "response_length"
                break
            runtime_ids, response_mask, logprobs = merged.token_ids, extended_mask, aligned or []
            user_turns += 1

        outcome = DialogueOutcome(
            end_reason=end_reason,
            start_emotion=start_emotion,
            final_emotion=emotion,
            turn_scores=tuple(turn_scores),
            reward_scale=scale,
            unscorable=end_reason in self.settings.unscorable_reasons,
            format_errors=sum(1 for turn in turns if turn.get("format_ok") is False),
            extra=dialogue_degeneracy(heard, penalties),
        )
        if outcome.unscorable:
            logger.warning(
                "dialogue %s ended with %r: it scores 0 and its response_mask is zeroed",
                instance_id,
                end_reason,
            )
            response_mask = [0] * len(response_mask)
        n_response = len(response_mask)
        prompt_part = runtime_ids[: len(runtime_ids) - n_response]
        response_part = runtime_ids[len(runtime_ids) - n_response :]
        limit = self.response_length
        return AgentLoopOutput(
            prompt_ids=prompt_part,
            response_ids=response_part[:limit],
            response_mask=response_mask[:limit],
            response_logprobs=logprobs[:limit] if logprobs else None,
            reward_score=outcome.score(self.settings.score),
            num_turns=user_turns + assistant_turns + 1,
            metrics=AgentLoopMetrics(
                generate_sequences=timing["generate_sequences"],
                tool_calls=timing["tool_calls"],
                num_preempted=preempted,
            ),
            extra_fields={
                "turn_scores": turn_scores,
                "reward_extra_info": outcome.reward_extra_info(),
                "dialogue": {
                    "end_reason": end_reason,
                    "unscorable": outcome.unscorable,
                    "start_emotion": start_emotion,
                    "final_emotion": emotion,
                    "user_reply": user_text,
                    "turns": turns,
                },
            },
        )


def _turn_record(info: Mapping[str, Any]) -> dict[str, Any]:
    """The parts of a turn's ``info`` worth keeping with the rollout (all JSON-friendly)."""
    keys = ("turn", "emotion", "emotion_delta", "reason", "error", "format_ok", "reply")
    record = {key: info[key] for key in keys if key in info}
    appraisal = info.get("appraisal")
    if isinstance(appraisal, Mapping):
        record["appraisal"] = appraisal.get("explanation")
    return record


__all__ = ["AGENT_NAME", "TESTED_VERL", "EmpathyDialogueAgentLoop"]
