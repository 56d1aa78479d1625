"""The trainers' math: masked reductions, GRPO advantages, return-to-go, GAE, KL and the losses."""

from __future__ import annotations

import math

import pytest

torch = pytest.importorskip("torch")

from rlver_baselines.llm import advantages as adv


def test_masked_mean_ignores_masked_entries_and_never_divides_by_zero() -> None:
    values = torch.tensor([[1.0, 2.0, 100.0], [3.0, 100.0, 100.0]])
    mask = torch.tensor([[1.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
    assert adv.masked_mean(values, mask).item() == pytest.approx(2.0)
    assert adv.masked_mean(values, mask, dim=1).tolist() == pytest.approx([1.5, 3.0])
    assert adv.masked_mean(values, torch.zeros_like(mask)).item() == 0.0


def test_masked_whiten_has_zero_mean_unit_variance_on_the_mask_only() -> None:
    values = torch.tensor([[1.0, 2.0, 3.0, 50.0], [4.0, 5.0, -7.0, 9.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0, 0.0], [1.0, 1.0, 0.0, 0.0]])
    white = adv.masked_whiten(values, mask)
    assert adv.masked_mean(white, mask).item() == pytest.approx(0.0, abs=1e-6)
    assert adv.masked_var(white, mask).item() == pytest.approx(1.0, abs=1e-4)
    assert white[0, 3].item() == 0.0 and white[1, 2].item() == 0.0


def test_token_mean_and_sequence_mean_aggregation_differ_as_documented() -> None:
    per_token = torch.tensor([[1.0, 1.0, 1.0, 1.0], [5.0, 0.0, 0.0, 0.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0, 1.0], [1.0, 0.0, 0.0, 0.0]])
    assert adv.aggregate_loss(per_token, mask, "token-mean").item() == pytest.approx(9 / 5)
    assert adv.aggregate_loss(per_token, mask, "seq-mean-token-mean").item() == pytest.approx((1 + 5) / 2)
    with pytest.raises(ValueError, match="token-mean"):
        adv.aggregate_loss(per_token, mask, "sum")


def test_group_normalise_is_per_group() -> None:
    returns = torch.tensor([1.0, 3.0, 10.0, 10.0, 0.0, 0.0, 0.0, 4.0])
    out = adv.group_normalise(returns, group_size=4)
    first = returns[:4]
    expected = (first - first.mean()) / (first.std() + 1e-6)
    assert torch.allclose(out[:4], expected)
    second = returns[4:]
    assert torch.allclose(out[4:], (second - second.mean()) / (second.std() + 1e-6))
    assert out.view(2, 4).sum(dim=1).abs().max().item() < 1e-5
    # Equal returns in a group: no signal, and no NaN.
    flat = adv.group_normalise(torch.tensor([0.2, 0.2, 0.2, 0.2]), group_size=4)
    assert torch.equal(flat, torch.zeros(4))
    unscaled = adv.group_normalise(returns, group_size=4, scale_by_std=False)
    assert torch.allclose(unscaled[:4], first - first.mean())
    with pytest.raises(ValueError, match="group_size"):
        adv.group_normalise(torch.zeros(6), group_size=4)


def test_return_to_go_sums_later_rewards_and_stops_at_the_end() -> None:
    rewards = torch.tensor([[0.1, 0.2, 0.3], [0.5, -0.1, 9.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]])
    rtg = adv.return_to_go(rewards, mask)
    assert rtg.tolist()[0] == pytest.approx([0.6, 0.5, 0.3])
    assert rtg.tolist()[1] == pytest.approx([0.4, -0.1, 0.0])
    discounted = adv.return_to_go(rewards, mask, gamma=0.5)
    assert discounted[0, 0].item() == pytest.approx(0.1 + 0.5 * 0.2 + 0.25 * 0.3)


def test_grpo_turn_advantages_compare_siblings_at_the_same_turn() -> None:
    # One group of three; the third dialogue ended after one turn.
    rewards = torch.tensor([[0.1, 0.2], [0.3, 0.0], [0.5, 0.0]])
    mask = torch.tensor([[1.0, 1.0], [1.0, 1.0], [1.0, 0.0]])
    out = adv.grpo_turn_advantages(rewards, mask, group_size=3, scale_by_std=False)
    rtg0 = torch.tensor([0.3, 0.3, 0.5])
    assert out[:, 0].tolist() == pytest.approx((rtg0 - rtg0.mean()).tolist())
    rtg1 = torch.tensor([0.2, 0.0])
    assert out[:2, 1].tolist() == pytest.approx((rtg1 - rtg1.mean()).tolist())
    assert out[2, 1].item() == 0.0
    # A turn only one sibling reached gets no advantage.
    lonely = adv.grpo_turn_advantages(torch.tensor([[0.1, 0.9], [0.2, 0.0]]), torch.tensor([[1.0, 1.0], [1.0, 0.0]]), group_size=2)
    assert lonely[0, 1].item() == 0.0


def test_turns_to_tokens_and_reward_placement() -> None:
    token_turn = torch.tensor([[-1, 0, 0, -1, 1, 1, -1]])
    values = torch.tensor([[2.0, 3.0]])
    assert adv.turns_to_tokens(values, token_turn).tolist() == [[0.0, 2.0, 2.0, 0.0, 3.0, 3.0, 0.0]]
    rewards = adv.place_turn_rewards(torch.tensor([[0.05, -0.02]]), torch.tensor([[2, 5]]), torch.tensor([[1.0, 1.0]]), length=7)
    assert rewards.tolist()[0] == pytest.approx([0, 0, 0.05, 0, 0, -0.02, 0])
    # A turn that did not happen puts nothing anywhere.
    none = adv.place_turn_rewards(torch.tensor([[0.05, 7.0]]), torch.tensor([[2, 0]]), torch.tensor([[1.0, 0.0]]), length=4)
    assert none.tolist()[0] == pytest.approx([0, 0, 0.05, 0])


def _reference_gae(rewards: list[float], values: list[float], gamma: float, lam: float) -> list[float]:
    """Textbook GAE over a plain sequence (terminal value 0)."""
    advantages = [0.0] * len(rewards)
    running = 0.0
    for t in reversed(range(len(rewards))):
        next_value = values[t + 1] if t + 1 < len(values) else 0.0
        delta = rewards[t] + gamma * next_value - values[t]
        running = delta + gamma * lam * running
        advantages[t] = running
    return advantages


def test_gae_skips_masked_tokens_as_if_they_were_not_there() -> None:
    # Policy tokens at 1, 2 (turn 1) and 5, 6 (turn 2); user/template tokens elsewhere.
    mask = torch.tensor([[0.0, 1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0]])
    values = torch.tensor([[9.0, 0.1, 0.2, 9.0, 9.0, 0.3, 0.4, 9.0]])
    rewards = torch.tensor([[0.0, 0.0, 0.05, 0.0, 0.0, 0.0, -0.02, 0.0]])
    advantages, returns = adv.gae(rewards, values, mask, gamma=0.9, lam=0.8)
    expected = _reference_gae([0.0, 0.05, 0.0, -0.02], [0.1, 0.2, 0.3, 0.4], 0.9, 0.8)
    assert advantages[0, [1, 2, 5, 6]].tolist() == pytest.approx(expected)
    assert advantages[0, [0, 3, 4, 7]].tolist() == [0.0, 0.0, 0.0, 0.0]
    assert returns[0, [1, 2, 5, 6]].tolist() == pytest.approx([a + v for a, v in zip(expected, [0.1, 0.2, 0.3, 0.4])])


def test_gae_with_lambda_one_and_zero_values_is_the_return_to_go() -> None:
    mask = torch.tensor([[1.0, 1.0, 0.0, 1.0]])
    rewards = torch.tensor([[0.0, 0.1, 0.0, 0.2]])
    advantages, _ = adv.gae(rewards, torch.zeros(1, 4), mask, gamma=1.0, lam=1.0)
    assert advantages.tolist()[0] == pytest.approx([0.3, 0.3, 0.0, 0.2])


def test_clipped_policy_loss_matches_the_formula_and_clips() -> None:
    old = torch.log(torch.tensor([[0.5, 0.5, 0.5]]))
    new = torch.log(torch.tensor([[0.5, 0.9, 0.1]]))  # ratios 1.0, 1.8, 0.2
    advantages = torch.tensor([[1.0, 1.0, -1.0]])
    mask = torch.ones(1, 3)
    loss, stats = adv.clipped_policy_loss(new, old, advantages, mask, 0.2, 0.2)
    # Positive advantage: the ratio is capped at 1.2; negative: floored at 0.8.
    assert loss.item() == pytest.approx((-1.0 - 1.2 + 0.8) / 3, abs=1e-6)
    assert stats["clip_fraction"].item() == pytest.approx(2 / 3)
    # On-policy, the gradient is -advantage per token.
    new = old.clone().requires_grad_(True)
    loss, stats = adv.clipped_policy_loss(new, old, advantages, mask)
    loss.backward()
    assert new.grad.tolist()[0] == pytest.approx([-1 / 3, -1 / 3, 1 / 3])
    assert stats["approx_kl"].item() == pytest.approx(0.0)


def test_clipped_value_loss() -> None:
    values = torch.tensor([[1.0, 0.0]])
    old = torch.tensor([[0.0, 0.0]])
    returns = torch.tensor([[0.5, 1.0]])
    loss, frac = adv.clipped_value_loss(values, old, returns, torch.ones(1, 2), clip=0.2)
    # Token 1: max((1-0.5)^2, (0.2-0.5)^2) = 0.25; token 2: max(1, 1) = 1.
    assert loss.item() == pytest.approx(0.5 * (0.25 + 1.0) / 2)
    assert frac.item() == pytest.approx(0.0)


def test_kl_estimators() -> None:
    logp = torch.tensor([math.log(0.5), math.log(0.2)])
    ref = torch.tensor([math.log(0.25), math.log(0.2)])
    assert adv.kl_estimate(logp, ref, "k1").tolist() == pytest.approx([math.log(2), 0.0])
    assert adv.kl_estimate(logp, ref, "k2").tolist() == pytest.approx([0.5 * math.log(2) ** 2, 0.0])
    assert adv.kl_estimate(logp, ref, "k3").tolist() == pytest.approx([0.5 - 1 + math.log(2), 0.0])
    assert (adv.kl_estimate(ref, logp, "k3") >= 0).all()
    with pytest.raises(ValueError, match="k3"):
        adv.kl_estimate(logp, ref, "k9")


def test_entropy_from_logits() -> None:
    uniform = torch.zeros(2, 4)
    assert adv.entropy_from_logits(uniform).tolist() == pytest.approx([math.log(4)] * 2)
    peaked = torch.tensor([[100.0, 0.0, 0.0]])
    assert adv.entropy_from_logits(peaked).item() == pytest.approx(0.0, abs=1e-6)
