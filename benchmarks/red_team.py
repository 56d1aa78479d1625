"""Red team for the embedded reward: adversarial policies against the evaluation preset.

Plays every scripted attack of :mod:`rlver_env.bench.red_team` and a black-box template
optimiser (fitted on the train personas, scored on the held-out test personas) against
``EmpathyDialogue-Eval-v0``, one dialogue per test persona, next to the sincere references: the
scripted ``empathetic`` agent and the hand-written sincere first replies in
``benchmarks/data/sincere_replies.jsonl``. Policies see only observations and their own
rewards. Prints a Markdown table and a verdict::

    python benchmarks/red_team.py              # every attack, optimiser budget 200
    python benchmarks/red_team.py --quick      # one attack per family, budget 40
    python benchmarks/red_team.py --output json
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from pathlib import Path

# Measure this checkout, whether or not the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gymnasium as gym

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.bench import red_team as rt

SINCERE_SET = Path(__file__).resolve().parent / "data" / "sincere_replies.jsonl"


def main(argv: list[str] | None = None) -> int:
    """Runs the red team and prints the table; returns 1 when an attack games the reward."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="one attack per family, small optimiser budget")
    parser.add_argument("--budget", type=int, default=None, help="optimiser evaluations (default 200, 40 with --quick)")
    parser.add_argument("--seed", type=int, default=0, help="episode and optimiser seed (default 0)")
    parser.add_argument("--output", choices=("markdown", "json"), default="markdown")
    args = parser.parse_args(argv)
    budget = args.budget if args.budget is not None else (40 if args.quick else 200)
    started = time.perf_counter()
    env = gym.make(rt.EVAL_ENV_ID)
    reference = rt.run_policy(rt.empathetic_reference(), env, seed=args.seed)
    names = rt.QUICK_ATTACKS if args.quick else rt.ATTACK_NAMES
    attacks = [rt.run_policy(policy, env, seed=args.seed) for policy in rt.scripted_attacks(names)]
    fitted = rt.optimise_template(budget=budget, personas_per_eval=6 if args.quick else 12, seed=args.seed)
    attacks.append(rt.run_policy(fitted.policy(), env, seed=args.seed))
    sincere = rt.sincere_first_turn(SINCERE_SET, env, seed=args.seed) if SINCERE_SET.exists() else None
    env.close()
    broken = rt.verdict(attacks, reference)
    seconds = time.perf_counter() - started
    if args.output == "json":
        print(json.dumps({
            "reference": dataclasses.asdict(reference),
            "attacks": [dataclasses.asdict(a) for a in attacks],
            "optimiser": {"fitness_on_train": fitted.fitness, "evaluations": fitted.evaluations, "example": fitted.example},
            "sincere_first_turn": dataclasses.asdict(sincere) if sincere else None,
            "broken": broken,
            "seconds": round(seconds, 1),
        }, indent=2))
        return 1 if broken else 0
    print("| policy | family | score | successes | failures | mean return | words/reply |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for row in [reference, *attacks]:
        print(
            f"| {row.policy} | {row.family} | {row.score:.1f} | {row.successes} | {row.failures} | "
            f"{row.mean_return:+.3f} | {row.words_per_reply:.1f} |"
        )
    print()
    if sincere is not None:
        print(
            f"sincere set (first turn): {sincere.replies} replies, mean gain {sincere.mean_first_turn_gain:+.2f}, "
            f"non-negative {sincere.non_negative_share:.0%}"
        )
    print(f"optimiser: {fitted.evaluations} evaluations, train fitness {fitted.fitness:+.3f}; example: {fitted.example!r}")
    if broken:
        print("verdict: the reward is gamed:")
        for line in broken:
            print(f"  {line}")
    else:
        print("verdict: every attack ends below 50 mean final emotion, with 0 successes, below the reference")
    print(f"({seconds:.0f} s)")
    return 1 if broken else 0


if __name__ == "__main__":
    raise SystemExit(main())
