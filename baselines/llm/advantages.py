"""The math of the trainers: masked means, advantages, returns, KL and the clipped losses.

Pure torch functions on padded ``[batch, length]`` tensors, each with unit tests
(``tests/baselines/llm/test_llm_advantages.py``). A *mask* marks the policy's own tokens (1) against
padding, template and user tokens (0). Turn-level quantities are ``[batch, turns]`` tensors
with a ``turn_mask`` for dialogues that ended early.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import torch

LOSS_AGG_MODES = ("token-mean", "seq-mean-token-mean")
KL_ESTIMATORS = ("k1", "k2", "k3")


# ---------------------------------------------------------------------------- masked reductions
def masked_sum(values: torch.Tensor, mask: torch.Tensor, dim: int | None = None) -> torch.Tensor:
    """The sum of ``values`` where ``mask`` is 1."""
    return (values * mask).sum() if dim is None else (values * mask).sum(dim=dim)


def masked_mean(values: torch.Tensor, mask: torch.Tensor, dim: int | None = None) -> torch.Tensor:
    """The mean of ``values`` where ``mask`` is 1 (0 for an empty mask, never NaN)."""
    mask = mask.to(values.dtype)
    count = mask.sum() if dim is None else mask.sum(dim=dim)
    return masked_sum(values, mask, dim) / count.clamp(min=1.0)


def masked_var(values: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """The unbiased variance of ``values`` where ``mask`` is 1 (0 with fewer than two)."""
    mask = mask.to(values.dtype)
    count = mask.sum()
    mean = masked_mean(values, mask)
    squares = masked_sum((values - mean) ** 2, mask)
    return squares / (count - 1).clamp(min=1.0)


def masked_whiten(values: torch.Tensor, mask: torch.Tensor, shift_mean: bool = True, eps: float = 1e-8) -> torch.Tensor:
    """Scales ``values`` to unit variance (and zero mean) over the masked entries; zero elsewhere."""
    mean = masked_mean(values, mask)
    whitened = (values - mean) * (masked_var(values, mask) + eps).rsqrt()
    if not shift_mean:
        whitened = whitened + mean
    return whitened * mask.to(values.dtype)


def aggregate_loss(per_token: torch.Tensor, mask: torch.Tensor, mode: str = "token-mean") -> torch.Tensor:
    """Reduces a per-token loss to a scalar.

    Args:
        per_token: ``[batch, length]`` losses.
        mask: ``[batch, length]``, 1 where the token counts.
        mode: ``"token-mean"`` (every token of the batch weighs the same; verl's default) or
            ``"seq-mean-token-mean"`` (each dialogue weighs the same, its tokens averaged).
    """
    if mode == "token-mean":
        return masked_mean(per_token, mask)
    if mode == "seq-mean-token-mean":
        mask = mask.to(per_token.dtype)
        per_sequence = masked_mean(per_token, mask, dim=-1)
        has_tokens = (mask.sum(dim=-1) > 0).to(per_token.dtype)
        return (per_sequence * has_tokens).sum() / has_tokens.sum().clamp(min=1.0)
    raise ValueError(f"unknown loss aggregation {mode!r}; choose one of {list(LOSS_AGG_MODES)}")


# ---------------------------------------------------------------------------- GRPO
def group_normalise(
    returns: torch.Tensor,
    group_size: int,
    scale_by_std: bool = True,
    eps: float = 1e-6,
    valid: torch.Tensor | None = None,
) -> torch.Tensor:
    """GRPO's advantage: each return minus its group's mean, over the group's std.

    Args:
        returns: ``[batch]`` returns; each run of ``group_size`` consecutive entries is a group.
        group_size: The dialogues per group (they share a persona and a seed).
        scale_by_std: Divide by the group's standard deviation (off: Dr. GRPO's unscaled form).
        eps: Added to the std, so a group with equal returns gets zero advantages.
        valid: ``[batch]``, 1 for the dialogues that count (``None``: all). The others (failed
            dialogues) get advantage 0 and are left out of their group's mean and std, as TRL
            does with unscorable completions; a group with one valid dialogue has no baseline,
            so that one gets 0 too.
    """
    if returns.dim() != 1 or returns.numel() % group_size:
        raise ValueError(f"returns must be 1-D with a multiple of group_size={group_size} entries, got {tuple(returns.shape)}")
    if valid is not None:
        return _masked_group_normalise(returns, valid, group_size, scale_by_std, eps)
    grouped = returns.view(-1, group_size)
    centred = grouped - grouped.mean(dim=1, keepdim=True)
    if scale_by_std and group_size > 1:
        centred = centred / (grouped.std(dim=1, keepdim=True) + eps)
    return centred.reshape(-1)


def _masked_group_normalise(
    returns: torch.Tensor, valid: torch.Tensor, group_size: int, scale_by_std: bool, eps: float
) -> torch.Tensor:
    if valid.shape != returns.shape:
        raise ValueError(f"valid must have the shape of returns {tuple(returns.shape)}, got {tuple(valid.shape)}")
    weight = valid.to(returns.dtype).view(-1, group_size)
    grouped = returns.view(-1, group_size) * weight  # a failed dialogue's return may be anything
    count = weight.sum(dim=1, keepdim=True)
    centred = (grouped - grouped.sum(dim=1, keepdim=True) / count.clamp(min=1.0)) * weight
    if scale_by_std and group_size > 1:
        std = ((centred**2).sum(dim=1, keepdim=True) / (count - 1).clamp(min=1.0)).sqrt()
        centred = centred / (std + eps)
    return centred.reshape(-1)


def return_to_go(turn_rewards: torch.Tensor, turn_mask: torch.Tensor, gamma: float = 1.0) -> torch.Tensor:
    """The discounted sum of this and later turns' rewards, per turn (0 past a dialogue's end)."""
    import torch

    mask = turn_mask.to(turn_rewards.dtype)
    rewards = turn_rewards * mask
    out = torch.zeros_like(rewards)
    running = rewards[:, -1] * 0
    for t in range(rewards.shape[1] - 1, -1, -1):
        running = rewards[:, t] + gamma * running
        out[:, t] = running
    return out * mask


def grpo_turn_advantages(
    turn_rewards: torch.Tensor,
    turn_mask: torch.Tensor,
    group_size: int,
    gamma: float = 1.0,
    scale_by_std: bool = True,
    eps: float = 1e-6,
) -> torch.Tensor:
    """GRPO's per-turn variant: each turn's return-to-go, normalised within its group at that turn.

    The baseline of turn ``t`` is the mean return-to-go at turn ``t`` over the group's
    dialogues that reached turn ``t`` (and the scale their std), so a reply is judged against
    the replies its siblings gave at the same point.

    Returns:
        ``[batch, turns]`` advantages (0 where ``turn_mask`` is 0).
    """
    import torch

    rtg = return_to_go(turn_rewards, turn_mask, gamma)
    batch, turns = rtg.shape
    if batch % group_size:
        raise ValueError(f"batch {batch} is not a multiple of group_size={group_size}")
    mask = turn_mask.to(rtg.dtype).view(-1, group_size, turns)
    grouped = rtg.view(-1, group_size, turns)
    count = mask.sum(dim=1, keepdim=True)
    mean = (grouped * mask).sum(dim=1, keepdim=True) / count.clamp(min=1.0)
    centred = (grouped - mean) * mask
    if scale_by_std:
        var = (centred**2).sum(dim=1, keepdim=True) / (count - 1).clamp(min=1.0)
        centred = centred / (var.sqrt() + eps)
    # A turn that only one sibling reached has no baseline to compare with.
    centred = torch.where(count > 1, centred, torch.zeros_like(centred))
    return centred.reshape(batch, turns)


# ---------------------------------------------------------------------------- turns <-> tokens
def turns_to_tokens(turn_values: torch.Tensor, token_turn: torch.Tensor) -> torch.Tensor:
    """Spreads a per-turn value over that turn's tokens.

    Args:
        turn_values: ``[batch, turns]``.
        token_turn: ``[batch, length]`` long tensor: the turn a token belongs to, -1 for none.
    """
    import torch

    index = token_turn.clamp(min=0)
    spread = torch.gather(turn_values, 1, index)
    return torch.where(token_turn >= 0, spread, torch.zeros_like(spread))


def place_turn_rewards(turn_rewards: torch.Tensor, reply_ends: torch.Tensor, turn_mask: torch.Tensor, length: int) -> torch.Tensor:
    """Puts each turn's reward on the last token of that turn's reply.

    Args:
        turn_rewards: ``[batch, turns]``.
        reply_ends: ``[batch, turns]`` long: the position of each reply's last token.
        turn_mask: ``[batch, turns]``, 1 for turns that happened.
        length: The token length of the padded batch.

    Returns:
        ``[batch, length]`` token rewards, zero except at reply ends.
    """
    import torch

    rewards = torch.zeros(turn_rewards.shape[0], length, dtype=turn_rewards.dtype, device=turn_rewards.device)
    values = turn_rewards * turn_mask.to(turn_rewards.dtype)
    positions = torch.where(turn_mask.bool(), reply_ends, torch.zeros_like(reply_ends))
    rewards.scatter_add_(1, positions, values)
    return rewards


# ---------------------------------------------------------------------------- PPO
def gae(
    token_rewards: torch.Tensor, values: torch.Tensor, mask: torch.Tensor, gamma: float = 1.0, lam: float = 0.95
) -> tuple[torch.Tensor, torch.Tensor]:
    """Generalised advantage estimation over the policy's tokens only.

    Masked positions (template, user and padding tokens) are skipped: the step after a reply's
    last token is the first token of the next reply, so a turn's reward flows back through the
    earlier replies as if the user's words were part of the environment's transition.

    Args:
        token_rewards: ``[batch, length]``, the rewards (non-zero on reply ends).
        values: ``[batch, length]``, the critic's values at the policy's tokens.
        mask: ``[batch, length]``, 1 on the policy's tokens.
        gamma: The discount per policy token.
        lam: GAE's lambda.

    Returns:
        ``(advantages, returns)``, both ``[batch, length]`` and zero where ``mask`` is 0.
    """
    import torch

    mask = mask.to(values.dtype)
    batch, length = values.shape
    advantages = torch.zeros_like(values)
    next_value = torch.zeros(batch, dtype=values.dtype, device=values.device)
    next_advantage = torch.zeros_like(next_value)
    for t in range(length - 1, -1, -1):
        m = mask[:, t]
        delta = token_rewards[:, t] + gamma * next_value - values[:, t]
        advantage = delta + gamma * lam * next_advantage
        advantages[:, t] = advantage * m
        # Carry the next policy token's value and advantage across masked positions.
        next_value = m * values[:, t] + (1 - m) * next_value
        next_advantage = m * advantage + (1 - m) * next_advantage
    returns = (advantages + values) * mask
    return advantages, returns


def clipped_value_loss(
    values: torch.Tensor, old_values: torch.Tensor, returns: torch.Tensor, mask: torch.Tensor, clip: float, mode: str = "token-mean"
) -> tuple[torch.Tensor, torch.Tensor]:
    """PPO's clipped value loss: ``0.5 * max((v - R)^2, (clip(v, v_old +- c) - R)^2)``.

    Returns:
        ``(loss, clip_fraction)``.
    """
    import torch

    clipped = old_values + torch.clamp(values - old_values, -clip, clip)
    unclipped_error = (values - returns) ** 2
    clipped_error = (clipped - returns) ** 2
    loss = 0.5 * aggregate_loss(torch.maximum(unclipped_error, clipped_error), mask, mode)
    clip_fraction = masked_mean((clipped_error > unclipped_error).to(values.dtype), mask)
    return loss, clip_fraction


# ---------------------------------------------------------------------------- policy loss and KL
def clipped_policy_loss(
    logprobs: torch.Tensor,
    old_logprobs: torch.Tensor,
    advantages: torch.Tensor,
    mask: torch.Tensor,
    clip_low: float = 0.2,
    clip_high: float = 0.2,
    mode: str = "token-mean",
) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    """The clipped ratio objective of PPO and GRPO (as a loss to minimise).

    Args:
        logprobs: ``[batch, length]`` log-probabilities under the policy being trained.
        old_logprobs: The same under the policy that generated the tokens.
        advantages: ``[batch, length]`` per-token advantages.
        mask: 1 on the policy's tokens.
        clip_low, clip_high: The ratio is clipped to ``[1 - clip_low, 1 + clip_high]``
            (DAPO's asymmetric "clip-higher" when they differ).
        mode: See :func:`aggregate_loss`.

    Returns:
        ``(loss, stats)`` with ``clip_fraction`` and ``approx_kl`` (k3 of old against new).
    """
    import torch

    log_ratio = logprobs - old_logprobs
    ratio = torch.exp(log_ratio)
    unclipped = -advantages * ratio
    clipped = -advantages * torch.clamp(ratio, 1.0 - clip_low, 1.0 + clip_high)
    loss = aggregate_loss(torch.maximum(unclipped, clipped), mask, mode)
    with torch.no_grad():
        stats = {
            "clip_fraction": masked_mean((clipped > unclipped).to(logprobs.dtype), mask),
            "approx_kl": masked_mean(kl_estimate(old_logprobs, logprobs, "k3"), mask),
        }
    return loss, stats


def kl_estimate(logprobs: torch.Tensor, ref_logprobs: torch.Tensor, estimator: str = "k3") -> torch.Tensor:
    """A per-token estimate of KL(policy || reference) from samples of the policy.

    ``k1`` is ``log p - log q`` (unbiased, can be negative), ``k2`` is ``0.5 (log p - log q)^2``
    and ``k3`` is ``q/p - 1 - log(q/p)`` (unbiased, never negative, low variance; GRPO's).
    """
    import torch

    log_ratio = logprobs - ref_logprobs
    if estimator == "k1":
        return log_ratio
    if estimator == "k2":
        return 0.5 * log_ratio**2
    if estimator == "k3":
        # Clamp as verl does, so one wild token cannot blow the loss up.
        return torch.clamp(torch.exp(-log_ratio) - 1.0 + log_ratio, min=-10.0, max=10.0)
    raise ValueError(f"unknown KL estimator {estimator!r}; choose one of {list(KL_ESTIMATORS)}")


def entropy_from_logits(logits: torch.Tensor) -> torch.Tensor:
    """The entropy of the softmax over the last dimension."""
    import torch

    log_z = torch.logsumexp(logits, dim=-1)
    probs = torch.softmax(logits, dim=-1)
    return log_z - (probs * logits).sum(dim=-1)

