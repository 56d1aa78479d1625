"""Rollouts: the policy talks to a batch of simulated users through the vector env.

Each dialogue is kept as one token stream, exactly as the policy saw and produced it::

    [system + user's opening + assistant header]   template and user: mask 0
    [thought + reply + end-of-turn token]           the policy's own:  mask 1
    [rest of the turn's closing + next user turn + assistant header]   mask 0
    [thought + reply + end-of-turn token]                               mask 1
    ...

The stream is built incrementally from the token ids the model generated (never by
re-tokenising the decoded text), so the log-probabilities computed in the update are those of
the very tokens that were sampled. The env keeps only the *reply* in the user's history; the
policy's own stream keeps its thoughts, so a whole dialogue is one sequence.
"""

from __future__ import annotations

import dataclasses
import logging
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rlver_env.agents.chat_format import ChatFormat
from rlver_env.agents.hf_generator import Generator
from rlver_env.dialogue import last_user_text
from rlver_env.monitor import penalty_codes

if TYPE_CHECKING:
    import torch

logger = logging.getLogger(__name__)

#: End reasons that say the environment could not finish the dialogue: the simulator failed after
#: its retries, or its token budget ran out. Such a dialogue's return is partial through no act
#: of the policy, so it is no training signal: the trainers leave it out of advantages and loss,
#: and count it.
FAILED_REASONS = frozenset({"simulator_error", "budget"})

@dataclasses.dataclass
class DialogueSample:
    """One dialogue as a token stream with its masks, log-probabilities and rewards.

    Attributes:
        token_ids: The whole dialogue as the policy saw it.
        policy_mask: 1 on the policy's own tokens (thought, reply, end-of-turn), else 0.
        logprobs: The sampling log-probability of each policy token, 0 elsewhere.
        token_turn: The turn a policy token belongs to, -1 elsewhere.
        reply_ends: The position of each turn's last policy token (where its reward goes).
        turn_rewards: The env's reward for each turn (dense: emotion change / 100).
        replies: The decoded text of each turn (for logs).
        group: The GRPO group (dialogues of a group share a persona and a seed).
        persona_id: The simulated user.
        start_emotion, final_emotion: The emotion before the first and after the last turn.
        reason: Why the dialogue ended (the env's reason, or ``"context"`` when the stream
            outgrew ``max_context_tokens``).
        success: The env ended it with ``"success"``.
        truncated_turns: Turns that hit ``max_new_tokens``.
        heard: Each turn's reply as the user got it (the env's ``info["reply"]``: thought removed).
        penalties: Each turn's penalty codes (:func:`rlver_env.monitor.penalty_codes`).
        failed: (property) The env could not finish it (a reason in :data:`FAILED_REASONS`).
    """

    token_ids: list[int] = dataclasses.field(default_factory=list)
    policy_mask: list[int] = dataclasses.field(default_factory=list)
    logprobs: list[float] = dataclasses.field(default_factory=list)
    token_turn: list[int] = dataclasses.field(default_factory=list)
    reply_ends: list[int] = dataclasses.field(default_factory=list)
    turn_rewards: list[float] = dataclasses.field(default_factory=list)
    replies: list[str] = dataclasses.field(default_factory=list)
    group: int = 0
    persona_id: str = ""
    start_emotion: int = 0
    final_emotion: int = 0
    reason: str | None = None
    success: bool = False
    truncated_turns: int = 0
    heard: list[str] = dataclasses.field(default_factory=list)
    penalties: list[list[str]] = dataclasses.field(default_factory=list)

    def add_env_tokens(self, ids: Sequence[int]) -> None:
        """Appends template or user tokens (no loss)."""
        self.token_ids.extend(ids)
        self.policy_mask.extend([0] * len(ids))
        self.logprobs.extend([0.0] * len(ids))
        self.token_turn.extend([-1] * len(ids))

    def add_policy_tokens(self, ids: Sequence[int], logprobs: Sequence[float], forced: Sequence[bool] | None = None) -> None:
        """Appends the policy's tokens for the next turn.

        Args:
            ids: The turn's tokens.
            logprobs: Their sampling log-probabilities.
            forced: Per token, written by the harness (mask 0, no turn index) rather than
                sampled; ``None``: all sampled.
        """
        if len(ids) != len(logprobs):
            raise ValueError(f"{len(ids)} tokens but {len(logprobs)} log-probabilities")
        if forced is not None and len(forced) != len(ids):
            raise ValueError(f"{len(ids)} tokens but {len(forced)} forced flags")
        if forced is not None and ids and forced[-1]:
            raise ValueError("a turn's last token must be the policy's own (its reward goes there)")
        turn = len(self.reply_ends)
        sampled = [True] * len(ids) if forced is None else [not f for f in forced]
        self.token_ids.extend(ids)
        self.policy_mask.extend(int(s) for s in sampled)
        self.logprobs.extend(float(x) if s else 0.0 for x, s in zip(logprobs, sampled))
        self.token_turn.extend(turn if s else -1 for s in sampled)
        self.reply_ends.append(len(self.token_ids) - 1)

    @property
    def num_turns(self) -> int:
        """The number of policy turns."""
        return len(self.reply_ends)

    @property
    def total_return(self) -> float:
        """The sum of the turn rewards (dense rewards: (final - start) emotion / 100)."""
        return float(sum(self.turn_rewards))

    @property
    def failed(self) -> bool:
        """The env could not finish the dialogue (simulator error, spent token budget): no training signal."""
        return self.reason in FAILED_REASONS

    @property
    def policy_tokens(self) -> int:
        """The number of tokens the policy generated."""
        return int(sum(self.policy_mask))


def assemble_dialogue(chat: ChatFormat, opening: str, turns: Sequence[tuple[Sequence[int], str | None]]) -> DialogueSample:
    """Builds the token stream of a dialogue from the policy's tokens and the user's answers.

    The collection loop does the same step by step; this form is for tests and tools.

    Args:
        chat: The chat format.
        opening: The user's first words.
        turns: ``(generated token ids, user's answer or None after the last turn)`` pairs.
    """
    sample = DialogueSample()
    sample.add_env_tokens(chat.opening_ids(opening))
    for generated, user_text in turns:
        sample.add_policy_tokens(generated, [0.0] * len(generated))
        if user_text is not None:
            sample.add_env_tokens(chat.next_turn_ids(generated, user_text))
    return sample


def _info(infos: dict[str, Any], key: str, index: int, default: Any = None) -> Any:
    """Sub-env ``index``'s value of ``key`` in Gymnasium's batched info dict."""
    mask = infos.get(f"_{key}")
    if key not in infos or mask is None or not mask[index]:
        return default
    value = infos[key][index]
    return value.item() if hasattr(value, "item") else value


def collect_dialogues(
    envs: Any,
    generator: Generator,
    chat: ChatFormat,
    seed: int,
    max_new_tokens: int,
    max_context_tokens: int,
    progress: bool = False,
) -> list[DialogueSample]:
    """Plays one dialogue in every sub-env of ``envs`` to its end.

    Args:
        envs: An ``EmpathyDialogueVectorEnv`` with messages observations. With ``group_size=k``
            each run of ``k`` sub-envs shares a persona and a seed. Sub-envs whose dialogue has
            ended are not stepped again.
        generator: Samples the policy's turns.
        chat: Builds the token streams.
        seed: Seeds the env reset and, per turn, the sampling.
        max_new_tokens: Used to stop a dialogue whose next turn would not fit.
        max_context_tokens: The longest stream the policy may see; a dialogue that would
            outgrow it ends with reason ``"context"``.
        progress: Show a progress bar over turns.

    Returns:
        One :class:`DialogueSample` per sub-env, in sub-env order.
    """
    import numpy as np
    from tqdm.auto import tqdm

    num = envs.num_envs
    group_size = int(getattr(envs.unwrapped, "group_size", 1))
    observations, infos = envs.reset(seed=seed)
    samples = []
    for i in range(num):
        sample = DialogueSample(group=i // group_size)
        sample.persona_id = str(_info(infos, "persona_id", i, ""))
        sample.start_emotion = sample.final_emotion = int(_info(infos, "emotion", i, 0))
        sample.add_env_tokens(chat.opening_ids(last_user_text(observations[i], strict=True)))
        samples.append(sample)
    active = [True] * num
    bar = tqdm(desc="turns", unit="turn", leave=False, disable=not progress, file=sys.stderr)
    turn = 0
    try:
        while any(active):
            indices = [i for i in range(num) if active[i]]
            turn_seed = int(np.random.SeedSequence([seed, turn]).generate_state(1)[0])
            outputs = generator.generate([samples[i].token_ids for i in indices], seed=turn_seed)
            actions = [""] * num  # finished sub-envs are not stepped (see _step_active)
            for i, output in zip(indices, outputs):
                samples[i].add_policy_tokens(output.token_ids, output.logprobs, output.forced)
                samples[i].truncated_turns += int(output.truncated)
                reply = chat.decode_reply(output.token_ids)
                samples[i].replies.append(reply)
                actions[i] = reply
            stepped = _step_active(envs, indices, actions)
            for i, output in zip(indices, outputs):
                sample = samples[i]
                observation, reward, terminated, truncated, info = stepped[i]
                sample.turn_rewards.append(float(reward))
                sample.heard.append(str(info.get("reply", sample.replies[-1])))
                sample.penalties.append(penalty_codes(info))
                sample.final_emotion = int(info.get("emotion", sample.final_emotion))
                if terminated or truncated:
                    sample.reason = info.get("reason")
                    sample.success = sample.reason == "success"
                    active[i] = False
                    continue
                following = chat.next_turn_ids(output.token_ids, last_user_text(observation, strict=True))
                if len(sample.token_ids) + len(following) + max_new_tokens > max_context_tokens:
                    sample.reason = "context"
                    active[i] = False
                    continue
                sample.add_env_tokens(following)
            turn += 1
            bar.update(1)
    finally:
        bar.close()
    return samples


def _step_active(envs: Any, indices: list[int], actions: list[str]) -> dict[int, tuple[Any, float, bool, bool, dict[str, Any]]]:
    """Steps only the sub-envs in ``indices``; returns each one's ``(obs, reward, terminated, truncated, info)``.

    A vector env steps every sub-env, so a dialogue that has ended would be reset and then
    played with an empty reply while the others finish: with an LLM simulator, real requests
    for nothing. Our vector env steps a subset of its sub-envs
    (:meth:`~rlver_env.vector_env.EmpathyDialogueVectorEnv.step_subset`: one batched simulator
    call for the active ones). Other vector envs are stepped whole.
    """
    from rlver_env.vector_env import unbatch_info

    step_subset = getattr(getattr(envs, "unwrapped", envs), "step_subset", None)
    if step_subset is None:
        observations, rewards, terminations, truncations, infos = envs.step(actions)
        return {
            i: (observations[i], float(rewards[i]), bool(terminations[i]), bool(truncations[i]), unbatch_info(infos, i))
            for i in indices
        }
    return dict(zip(indices, step_subset(indices, [actions[i] for i in indices])))


# ---------------------------------------------------------------------------- batching
def collate(samples: Sequence[DialogueSample], pad_token_id: int, device: Any = "cpu") -> dict[str, torch.Tensor]:
    """Pads dialogues (on the right) into tensors aligned by token position.

    Returns:
        ``input_ids``, ``attention_mask``, ``policy_mask``, ``old_logprobs`` and
        ``token_turn`` (``[batch, length]``); ``reply_ends``, ``turn_rewards`` and
        ``turn_mask`` (``[batch, turns]``).
    """
    import torch

    batch = len(samples)
    length = max(len(s.token_ids) for s in samples)
    turns = max(1, max(s.num_turns for s in samples))
    input_ids = torch.full((batch, length), pad_token_id, dtype=torch.long)
    attention_mask = torch.zeros(batch, length, dtype=torch.long)
    policy_mask = torch.zeros(batch, length, dtype=torch.float32)
    old_logprobs = torch.zeros(batch, length, dtype=torch.float32)
    token_turn = torch.full((batch, length), -1, dtype=torch.long)
    reply_ends = torch.zeros(batch, turns, dtype=torch.long)
    turn_rewards = torch.zeros(batch, turns, dtype=torch.float32)
    turn_mask = torch.zeros(batch, turns, dtype=torch.float32)
    for row, s in enumerate(samples):
        n = len(s.token_ids)
        input_ids[row, :n] = torch.tensor(s.token_ids, dtype=torch.long)
        attention_mask[row, :n] = 1
        policy_mask[row, :n] = torch.tensor(s.policy_mask, dtype=torch.float32)
        old_logprobs[row, :n] = torch.tensor(s.logprobs, dtype=torch.float32)
        token_turn[row, :n] = torch.tensor(s.token_turn, dtype=torch.long)
        t = s.num_turns
        if t:
            reply_ends[row, :t] = torch.tensor(s.reply_ends, dtype=torch.long)
            rewards = (list(s.turn_rewards) + [0.0] * t)[:t]  # a dialogue still being assembled has none yet
            turn_rewards[row, :t] = torch.tensor(rewards, dtype=torch.float32)
            turn_mask[row, :t] = 1.0
    tensors = {
        "input_ids": input_ids,
        "attention_mask": attention_mask,
        "policy_mask": policy_mask,
        "old_logprobs": old_logprobs,
        "token_turn": token_turn,
        "reply_ends": reply_ends,
        "turn_rewards": turn_rewards,
        "turn_mask": turn_mask,
    }
    return {k: v.to(device) for k, v in tensors.items()}
