"""Evaluating strategy-level policies: a trained SB3 model, random strategies, fixed strategies.

Every policy plays every evaluation persona once per evaluation seed, with the env and the
policy reset with that seed, so all policies meet the same users in the same order and a run is
reproducible. The table reports the mean return (the emotion change / 100, summed over the
dialogue), SAGE's score (the mean final emotion), successes (final emotion >= 100) and failures
(< 10).

The "best fixed strategy" is chosen on the *training* personas and then reported on the
evaluation personas, like the learned policy; the table lists every fixed strategy, so the best
one on the evaluation personas is visible too.

Command line (evaluates a saved model against the baselines; ``--per-need`` adds the mean
return per hidden need, the per-need oracle and paired differences with standard errors)::

    python -m rlver_baselines.sb3.evaluate --model runs/sb3/maskable_ppo_seed0.zip
    python -m rlver_baselines.sb3.evaluate --model runs/sb3/*.zip --per-need --markdown report.md --json report.json
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import gymnasium as gym
import numpy as np
from rlver_baselines.sb3.config import SB3BaselineConfig

import rlver_env  # noqa: F401 - registers the env ids
from rlver_env.errors import MissingDependencyError
from rlver_env.personas.bank import PersonaBank
from rlver_env.runs.evaluation import round_half_up, summarise
from rlver_env.runs.record import EpisodeRecord, reward_version_of
from rlver_env.wrappers import STRATEGIES, STRATEGY_KEYS, StrategyWrapper


class StrategyPolicy(Protocol):
    """What the evaluation needs from a policy over strategies."""

    name: str

    def reset(self, seed: int | None = None) -> None:
        """Starts a new dialogue."""

    def act(self, observation: np.ndarray, action_mask: np.ndarray) -> int:
        """Returns a strategy index for this observation."""


class FixedStrategyPolicy:
    """Always the same strategy; where it is masked the wrapper substitutes the next allowed one."""

    def __init__(self, strategy: int) -> None:
        if not 0 <= strategy < len(STRATEGIES):
            raise ValueError(f"strategy must be in [0, {len(STRATEGIES)}), got {strategy}")
        self.strategy = strategy
        self.name = f"fixed:{STRATEGY_KEYS[strategy]}"

    def reset(self, seed: int | None = None) -> None:
        """Nothing to reset."""

    def act(self, observation: np.ndarray, action_mask: np.ndarray) -> int:
        """Returns the fixed strategy."""
        return self.strategy


class RandomStrategyPolicy:
    """A uniformly random allowed strategy, from a generator seeded at every reset."""

    name = "random"

    def __init__(self) -> None:
        self.rng = np.random.default_rng(0)

    def reset(self, seed: int | None = None) -> None:
        """Reseeds the generator."""
        self.rng = np.random.default_rng(seed)

    def act(self, observation: np.ndarray, action_mask: np.ndarray) -> int:
        """Draws one allowed strategy."""
        allowed = np.flatnonzero(action_mask)
        return int(self.rng.choice(allowed))


class SB3StrategyPolicy:
    """A trained MaskablePPO, RecurrentPPO or PPO model, acting deterministically.

    MaskablePPO gets the action masks; RecurrentPPO carries its LSTM state through the dialogue;
    PPO sees the observation only (for both, masked choices are substituted by the wrapper).
    """

    def __init__(self, model: Any, algo: str, name: str | None = None) -> None:
        self.model = model
        self.algo = algo
        self.name = name or algo
        self._state: Any = None
        self._episode_start = np.ones((1,), dtype=bool)

    def reset(self, seed: int | None = None) -> None:
        """Clears the recurrent state."""
        self._state = None
        self._episode_start = np.ones((1,), dtype=bool)

    def act(self, observation: np.ndarray, action_mask: np.ndarray) -> int:
        """The model's most likely strategy."""
        if self.algo == "maskable_ppo":
            action, _ = self.model.predict(observation, action_masks=action_mask, deterministic=True)
        elif self.algo == "ppo":
            action, _ = self.model.predict(observation, deterministic=True)
        else:
            action, self._state = self.model.predict(
                observation, state=self._state, episode_start=self._episode_start, deterministic=True
            )
            self._episode_start = np.zeros((1,), dtype=bool)
        return int(np.asarray(action).item())


def load_policy(model_path: str | Path, algo: str, name: str | None = None) -> SB3StrategyPolicy:
    """Loads a saved model as a policy (named ``name``, by default the algorithm).

    Raises:
        MissingDependencyError: If sb3-contrib is not installed.
    """
    try:
        from sb3_contrib import MaskablePPO, RecurrentPPO  # lazy: the sb3 extra
        from stable_baselines3 import PPO
    except ImportError:
        raise MissingDependencyError("sb3-contrib", "sb3", "loading an SB3 baseline") from None
    cls = {"maskable_ppo": MaskablePPO, "recurrent_ppo": RecurrentPPO, "ppo": PPO}[algo]
    return SB3StrategyPolicy(cls.load(str(model_path), device="cpu"), algo, name=name)


def persona_bank(source: str, persona_ids: Sequence[str] = ()) -> PersonaBank:
    """The personas of ``source``, limited to ``persona_ids`` when given (in that order)."""
    bank = PersonaBank(source)
    if not persona_ids:
        return bank
    return PersonaBank([bank.get(pid) for pid in persona_ids])


def make_strategy_env(bank: PersonaBank, config: SB3BaselineConfig) -> StrategyWrapper:
    """``EmpathyDialogue-v0`` over ``bank``, wrapped for strategy-level agents."""
    env = gym.make("EmpathyDialogue-v0", personas=bank, **config.env_kwargs())
    return StrategyWrapper(env, history=config.history, oracle=config.oracle, need_cues=config.need_cues)


def run_strategy_episode(env: StrategyWrapper, policy: StrategyPolicy, seed: int, persona_id: str) -> dict[str, Any]:
    """Plays one dialogue with a pinned persona; env and policy are reset with ``seed``.

    Returns:
        The episode's record (:class:`rlver_env.runs.record.EpisodeRecord` as a dict) with
        ``strategies``: the strategies played, by key.
    """
    observation, info = env.reset(seed=seed, options={"persona": persona_id})
    policy.reset(seed=seed)
    record = EpisodeRecord.start(info, policy=policy.name, seed=seed)
    strategies = []
    while not (record.terminated or record.truncated):
        action = policy.act(observation, env.action_masks())
        observation, reward, terminated, truncated, info = env.step(action)
        record.add_turn(info, float(reward), terminated, truncated)
        strategies.append(STRATEGY_KEYS[info["strategy_index"]])
    return {**record.to_dict(), "strategies": strategies}


def evaluate_strategy_policy(
    env: StrategyWrapper, policy: StrategyPolicy, persona_ids: Sequence[str], seeds: Sequence[int]
) -> list[dict[str, Any]]:
    """Plays every persona once per seed (persona-major) and returns the episodes."""
    return [run_strategy_episode(env, policy, seed, pid) for pid in persona_ids for seed in seeds]


def summarise_episodes(episodes: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """SAGE's summary (score, success, failure, ...) plus the mean return."""
    summary = summarise(episodes)
    summary["mean_return"] = float(np.mean([e["total_reward"] for e in episodes]))
    return summary


def best_fixed_strategy(env: StrategyWrapper, persona_ids: Sequence[str], seeds: Sequence[int]) -> tuple[int, list[float]]:
    """The fixed strategy with the highest mean return on these personas (ties: lowest index).

    Returns:
        The strategy index, and every strategy's mean return.
    """
    means = []
    for k in range(len(STRATEGIES)):
        episodes = evaluate_strategy_policy(env, FixedStrategyPolicy(k), persona_ids, seeds)
        means.append(float(np.mean([e["total_reward"] for e in episodes])))
    return int(np.argmax(means)), means


def compare(
    env: StrategyWrapper,
    policies: Sequence[StrategyPolicy],
    persona_ids: Sequence[str],
    seeds: Sequence[int],
) -> list[dict[str, Any]]:
    """Evaluates each policy and returns one summary row per policy.

    Each row is :func:`summarise_episodes`'s summary plus ``name`` and ``returns`` (the
    episode returns, persona-major, so rows can be compared episode by episode).
    """
    rows = []
    for policy in policies:
        episodes = evaluate_strategy_policy(env, policy, persona_ids, seeds)
        row = summarise_episodes(episodes)
        row["name"] = policy.name
        row["returns"] = [e["total_reward"] for e in episodes]
        rows.append(row)
    return rows


def paired_gap(returns: Sequence[float], baseline: Sequence[float]) -> tuple[float, float]:
    """The mean of paired differences (same persona, same seed) and its standard error."""
    differences = np.asarray(returns, dtype=float) - np.asarray(baseline, dtype=float)
    if len(differences) < 2:
        return float(differences.mean()), float("inf")
    return float(differences.mean()), float(differences.std(ddof=1) / np.sqrt(len(differences)))


def verdict(gap: float, stderr: float) -> str:
    """``"beats"``, ``"falls short of"`` or ``"is level with"``: beyond two standard errors or not."""
    if gap > 2 * stderr:
        return "beats"
    if gap < -2 * stderr:
        return "falls short of"
    return "is level with"


def format_table(rows: Sequence[dict[str, Any]], best_fixed: str | None = None) -> str:
    """A Markdown table: policy, mean return, score, success, failure, mean turns."""
    lines = [
        "| policy | mean return | score | success | failure | turns |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        name = row["name"] + (" (best on train)" if row["name"] == best_fixed else "")
        lines.append(
            f"| {name} | {row['mean_return']:+.3f} | {round_half_up(row['mean_final_emotion'], 1):.1f} | "
            f"{row['success']}/{row['episodes']} | {row['failure']}/{row['episodes']} | {row['mean_turns']:.1f} |"
        )
    return "\n".join(lines)


def comparison_report(config: SB3BaselineConfig, learned: StrategyPolicy) -> tuple[str, list[dict[str, Any]]]:
    """Compares a learned policy with random and fixed strategies on the evaluation personas.

    The best fixed strategy is picked on the training personas (same seeds).

    Returns:
        The report (a header line, the table and a verdict line) and the table's rows.
    """
    train_bank = persona_bank(config.train_personas, config.persona_ids)
    train_env = make_strategy_env(train_bank, config)
    best, _ = best_fixed_strategy(train_env, train_bank.ids, config.eval_seeds)
    train_env.close()
    eval_bank = PersonaBank(config.eval_personas)
    eval_env = make_strategy_env(eval_bank, config)
    policies: list[StrategyPolicy] = [learned, RandomStrategyPolicy()]
    policies += [FixedStrategyPolicy(k) for k in range(len(STRATEGIES))]
    rows = compare(eval_env, policies, eval_bank.ids, config.eval_seeds)
    eval_env.close()
    best_name = FixedStrategyPolicy(best).name
    best_row = next(r for r in rows if r["name"] == best_name)
    gap, stderr = paired_gap(rows[0]["returns"], best_row["returns"])
    header = (
        f"{config.eval_personas}: {len(eval_bank)} personas x {len(config.eval_seeds)} seeds "
        f"{list(config.eval_seeds)}, rules {config.rules}"
    )
    footer = (
        f"{learned.name} {verdict(gap, stderr)} the best fixed strategy ({best_name}, chosen on "
        f"{config.train_personas}): {gap:+.3f} mean return (paired standard error {stderr:.3f})."
    )
    return "\n".join([header, "", format_table(rows, best_name), "", footer]), rows


def per_need_means(returns: Sequence[float], needs: Sequence[str]) -> dict[str, float]:
    """The mean return per hidden need (episodes paired with their users' needs), needs sorted."""
    by_need: dict[str, list[float]] = {}
    for value, need in zip(returns, needs, strict=True):
        by_need.setdefault(need, []).append(float(value))
    return {need: float(np.mean(values)) for need, values in sorted(by_need.items())}


def compose_by_need(
    episodes_by_strategy: Sequence[Sequence[dict[str, Any]]], strategy_by_need: dict[str, int]
) -> list[dict[str, Any]]:
    """The episodes of the per-need oracle: for each user, the fixed strategy chosen for their need.

    The env and the fixed policies are deterministic given (persona, seed), so the oracle's
    episode for a user is the chosen fixed strategy's episode for that user.

    Args:
        episodes_by_strategy: Per strategy index, its episodes over the same personas and seeds,
            in the same order.
        strategy_by_need: The strategy index to play for each hidden need.
    """
    first = episodes_by_strategy[0]
    return [episodes_by_strategy[strategy_by_need[e["hidden_need"]]][i] for i, e in enumerate(first)]


def on_need_strategy_by_turn(
    episodes: Sequence[dict[str, Any]], strategy_by_need: dict[str, int], max_turns: int
) -> list[float]:
    """Per turn (1 to ``max_turns``), the share of dialogues that played the need's strategy then.

    Dialogues that ended earlier do not count for the later turns (``nan`` where none is left).
    """
    shares = []
    for turn in range(max_turns):
        hits = [
            e["strategies"][turn] == STRATEGY_KEYS[strategy_by_need[e["hidden_need"]]]
            for e in episodes
            if len(e["strategies"]) > turn
        ]
        shares.append(float(np.mean(hits)) if hits else float("nan"))
    return shares


def gap_closed(learned: float, baseline: float, oracle: float) -> float:
    """The share of the baseline-to-oracle gap that the learned policy closes (``nan`` with no gap)."""
    if oracle == baseline:
        return float("nan")
    return (learned - baseline) / (oracle - baseline)


def need_report(
    base: SB3BaselineConfig, learned: Sequence[tuple[SB3BaselineConfig, StrategyPolicy]]
) -> tuple[str, dict[str, Any]]:
    """The full comparison on the evaluation personas, with per-need results and paired differences.

    The best fixed strategy overall and the best fixed strategy per hidden need are chosen on
    the training personas (same seeds). The per-need oracle plays, for each user, the fixed
    strategy chosen for their hidden need: it reads the hidden need, so it is an upper bound,
    never a baseline. Learned policies trained with ``oracle=True`` observe the need too and
    are labelled as such.

    Args:
        base: Personas, seeds and rules of the comparison (the first model's configuration).
        learned: Each learned policy with its own configuration (its observation flags).

    Returns:
        A Markdown report and a JSON-compatible dict of every number in it.
    """
    n = len(STRATEGIES)
    train_bank = persona_bank(base.train_personas, base.persona_ids)
    train_env = make_strategy_env(train_bank, dataclasses.replace(base, oracle=False))
    train_fixed = [evaluate_strategy_policy(train_env, FixedStrategyPolicy(k), train_bank.ids, base.eval_seeds) for k in range(n)]
    train_env.close()
    train_means = [float(np.mean([e["total_reward"] for e in eps])) for eps in train_fixed]
    best = int(np.argmax(train_means))
    train_by_need = [per_need_means([e["total_reward"] for e in eps], [e["hidden_need"] for e in eps]) for eps in train_fixed]
    needs_seen = sorted(train_by_need[0])
    strategy_by_need = {need: int(np.argmax([m[need] for m in train_by_need])) for need in needs_seen}

    eval_bank = PersonaBank(base.eval_personas)
    ids, seeds = eval_bank.ids, base.eval_seeds
    plain_env = make_strategy_env(eval_bank, dataclasses.replace(base, oracle=False))
    fixed = [evaluate_strategy_policy(plain_env, FixedStrategyPolicy(k), ids, seeds) for k in range(n)]
    for need in {e["hidden_need"] for e in fixed[0]} - set(strategy_by_need):
        strategy_by_need[need] = best  # a need no training persona has: the best fixed strategy
    episodes: dict[str, list[dict[str, Any]]] = {}
    labels: dict[str, str] = {}
    for config, policy in learned:
        env = make_strategy_env(eval_bank, config)
        episodes[policy.name] = evaluate_strategy_policy(env, policy, ids, seeds)
        env.close()
        labels[policy.name] = (
            "learned, observes the hidden need (upper bound)"
            if config.oracle
            else "learned" if config.need_cues else "learned, without need cues (ablation)"
        )
    episodes["random"] = evaluate_strategy_policy(plain_env, RandomStrategyPolicy(), ids, seeds)
    plain_env.close()
    labels["random"] = "baseline"
    for k in range(n):
        name = FixedStrategyPolicy(k).name
        episodes[name] = fixed[k]
        labels[name] = "baseline, best fixed strategy (chosen on train)" if k == best else "baseline"
    oracle_name = "oracle:best_fixed_per_need"
    episodes[oracle_name] = compose_by_need(fixed, strategy_by_need)
    labels[oracle_name] = "reads the hidden need (upper bound)"

    needs = [e["hidden_need"] for e in fixed[0]]
    rows = []
    for name, eps in episodes.items():
        row = summarise_episodes(eps)
        row.update(name=name, label=labels[name], returns=[e["total_reward"] for e in eps])
        row["per_need"] = per_need_means(row["returns"], needs)
        rows.append(row)
    by_name = {row["name"]: row for row in rows}
    best_name = FixedStrategyPolicy(best).name
    test_best = max((FixedStrategyPolicy(k).name for k in range(n)), key=lambda m: by_name[m]["mean_return"])
    pairs = []
    for _, policy in learned:
        row = by_name[policy.name]
        entry: dict[str, Any] = {"policy": policy.name}
        for key, other in (("vs_best_fixed", best_name), ("vs_random", "random"), ("vs_oracle", oracle_name)):
            gap, stderr = paired_gap(row["returns"], by_name[other]["returns"])
            entry[key] = {"against": other, "mean": gap, "stderr": stderr, "verdict": verdict(gap, stderr)}
        entry["gap_closed"] = gap_closed(row["mean_return"], by_name[best_name]["mean_return"], by_name[oracle_name]["mean_return"])
        entry["on_need_strategy_by_turn"] = on_need_strategy_by_turn(
            episodes[policy.name], strategy_by_need, plain_env.max_turns
        )
        pairs.append(entry)

    need_counts = {need: needs.count(need) // len(seeds) for need in sorted(set(needs))}
    lines = [
        (
            f"{base.eval_personas}: {len(eval_bank)} personas x {len(seeds)} seeds {list(seeds)}, rules {base.rules}; "
            f"best fixed strategy chosen on {base.train_personas}: {best_name}; best on {base.eval_personas}: {test_best}."
        ),
        "",
        "| policy | kind | mean return | score | success | failure | turns |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        lines.append(
            f"| {row['name']} | {row['label']} | {row['mean_return']:+.3f} | {round_half_up(row['mean_final_emotion'], 1):.1f} | "
            f"{row['success']}/{row['episodes']} | {row['failure']}/{row['episodes']} | {row['mean_turns']:.1f} |"
        )
    lines += ["", "Mean return per hidden need (personas per need in brackets):", ""]
    lines.append("| policy | " + " | ".join(f"{need} ({count})" for need, count in need_counts.items()) + " |")
    lines.append("|---|" + "---:|" * len(need_counts))
    for row in rows:
        lines.append(f"| {row['name']} | " + " | ".join(f"{row['per_need'][need]:+.3f}" for need in need_counts) + " |")
    chosen = ", ".join(f"{need}: {STRATEGY_KEYS[k]}" for need, k in sorted(strategy_by_need.items()))
    lines += ["", f"The per-need oracle plays (chosen on {base.train_personas}): {chosen}.", ""]
    lines += [
        "Paired differences in mean return (paired by persona x seed; standard error in brackets):",
        "",
        f"| policy | vs {best_name} | vs random | vs {oracle_name} | gap to the oracle closed |",
        "|---|---:|---:|---:|---:|",
    ]
    for entry in pairs:
        cells = [f"{entry[k]['mean']:+.3f} ({entry[k]['stderr']:.3f})" for k in ("vs_best_fixed", "vs_random", "vs_oracle")]
        lines.append(f"| {entry['policy']} | " + " | ".join(cells) + f" | {entry['gap_closed']:.0%} |")
    turns = len(pairs[0]["on_need_strategy_by_turn"]) if pairs else 0
    lines += [
        "",
        "Share of dialogues that play the per-need oracle's strategy, by turn:",
        "",
        "| policy | " + " | ".join(str(t + 1) for t in range(turns)) + " |",
        "|---|" + "---:|" * turns,
    ]
    for entry in pairs:
        lines.append(f"| {entry['policy']} | " + " | ".join(f"{v:.2f}" for v in entry["on_need_strategy_by_turn"]) + " |")
    data = {
        "eval_personas": base.eval_personas,
        "train_personas": base.train_personas,
        "eval_seeds": list(seeds),
        "rules": base.rules,
        "reward_version": reward_version_of(rows),
        "persona_ids": list(ids),
        "hidden_needs": needs,
        "best_fixed_on_train": best_name,
        "best_fixed_on_eval": test_best,
        "train_fixed_means": dict(zip((FixedStrategyPolicy(k).name for k in range(n)), train_means)),
        "strategy_by_need": {need: STRATEGY_KEYS[k] for need, k in sorted(strategy_by_need.items())},
        "models": [{"name": p.name, "config": c.to_dict()} for c, p in learned],
        "rows": rows,
        "paired": pairs,
    }
    return "\n".join(lines), data


def _load_config(model_path: Path, args: argparse.Namespace, parser: argparse.ArgumentParser) -> SB3BaselineConfig:
    config_path = model_path.with_suffix(".json")
    if not config_path.is_file():
        parser.error(f"{config_path} not found: the model's configuration is saved next to it by the trainer")
    saved = json.loads(config_path.read_text(encoding="utf-8"))
    if args.eval_personas is not None:
        saved["eval_personas"] = args.eval_personas
    if args.eval_seeds is not None:
        saved["eval_seeds"] = args.eval_seeds
    return SB3BaselineConfig(**saved)


def main(argv: Sequence[str] | None = None) -> int:
    """Evaluates saved models against random and fixed strategies and prints the table.

    With ``--per-need`` (or ``--markdown``/``--json``), prints the full report instead: per-need
    results, the per-need oracle and paired differences with standard errors.
    """
    parser = argparse.ArgumentParser(prog="python -m rlver_baselines.sb3.evaluate", description=main.__doc__)
    parser.add_argument("--model", required=True, nargs="+", help="models saved by rlver_baselines.sb3.train (.zip)")
    parser.add_argument("--eval-personas", default=None, help="persona source to evaluate on (default: the run's)")
    parser.add_argument("--eval-seeds", type=int, nargs="+", default=None, help="evaluation seeds (default: the run's)")
    parser.add_argument("--per-need", action="store_true", help="the full report: per need, oracle, paired differences")
    parser.add_argument("--markdown", default=None, help="also write the full report to this Markdown file")
    parser.add_argument("--json", default=None, help="also write every number of the full report to this JSON file")
    args = parser.parse_args(argv)
    loaded = []
    for path in map(Path, args.model):
        config = _load_config(path, args, parser)
        loaded.append((config, load_policy(path, config.algo, name=config.run_name)))
    if not (args.per_need or args.markdown or args.json):
        for config, policy in loaded:
            report, _ = comparison_report(config, policy)
            print(report)
        return 0
    base = next((c for c, _ in loaded if not c.oracle), loaded[0][0])
    report, data = need_report(base, loaded)
    data["command"] = "python -m rlver_baselines.sb3.evaluate " + " ".join(argv if argv is not None else sys.argv[1:])
    print(report)
    if args.markdown:
        Path(args.markdown).write_text(report + "\n", encoding="utf-8")
    if args.json:
        Path(args.json).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
