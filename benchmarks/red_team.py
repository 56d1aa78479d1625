"""Red team for the embedded reward: can adversarial policies game the rule simulator?

Plays every scripted attack of :mod:`rlver_env.red_team` (parroting, cue salad,
rotating-slot templates, padding, need-probing bandits, very short replies, injections,
echo-stuffing, need formulas, slot bandits, need snipers, the reference agent's replies with one
insincere sentence added, an evolved schedule of stock sentences) and a black-box hill climber over
templates harvested from the simulator's own lexicon (fitted on the train personas, then scored on
the held-out test personas) against ``EmpathyDialogue-Eval-v0``: one dialogue per test persona,
SAGE rules, 10 turns at most. Policies see only the observations and their own rewards, never
``info``.

The sincere references sit in the same table: the scripted ``empathetic`` agent, and the
hand-written sincere first replies of ``benchmarks/data/sincere_replies.jsonl`` (first turn
only; skipped when the file is absent). The verdict says whether every attack ended below 50
mean final emotion, with 0 successes, below the empathetic agent's score and, with the sincere
set, below its mean first-turn gain.

Usage:
    python benchmarks/red_team.py                  # every attack, optimiser budget 400 on all train personas
    python benchmarks/red_team.py --quick          # one attack per family, optimiser budget 40 on 12 personas
    python benchmarks/red_team.py --output json
    python benchmarks/red_team.py --strict         # exit status 1 when an attack games the reward
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
# Measure this checkout, whether or not the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gymnasium as gym

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env import red_team as rt

SINCERE_SET = Path(__file__).resolve().parent / "data" / "sincere_replies.jsonl"
HEADER = "| policy | family | score | successes | failures | mean return | words/reply |"


def _row(stats: rt.PolicyStats) -> str:
    return (
        f"| {stats.policy} | {stats.family} | {stats.score:.1f} | {stats.successes} | {stats.failures} | "
        f"{stats.mean_return:+.3f} | {stats.words_per_reply:.1f} |"
    )


def main(argv: list[str] | None = None) -> int:
    """Runs the red team and prints the table; returns 1 under ``--strict`` when the reward is gamed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="one attack per family and a small optimiser budget")
    parser.add_argument("--budget", type=int, default=None, help="optimiser candidate evaluations (default 400; 40 with --quick)")
    parser.add_argument(
        "--personas-per-eval",
        type=int,
        default=None,
        help="train personas per optimiser evaluation (default: all of them; 12 with --quick)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the dialogues, the attacks and the optimiser (default 0)")
    parser.add_argument("--output", choices=("markdown", "json"), default="markdown", help="the report's format")
    parser.add_argument("--sincere", type=Path, default=SINCERE_SET, help="the sincere first replies (JSON lines)")
    parser.add_argument("--strict", action="store_true", help="exit with status 1 when an attack games the reward")
    args = parser.parse_args(argv)
    budget = args.budget if args.budget is not None else (40 if args.quick else 400)
    per_eval = args.personas_per_eval if args.personas_per_eval is not None else (12 if args.quick else None)
    if budget < 1 or (per_eval is not None and per_eval < 1):
        parser.error("--budget and --personas-per-eval must be at least 1")

    started = time.perf_counter()
    env = gym.make(rt.EVAL_ENV_ID)
    reward_version = env.unwrapped.reward_version
    reference = rt.run_policy(rt.empathetic_reference(), env, seed=args.seed)
    names = rt.QUICK_ATTACKS if args.quick else rt.ATTACK_NAMES
    attacks = [rt.run_policy(policy, env, seed=args.seed) for policy in rt.scripted_attacks(names)]
    fitted_at = time.perf_counter()
    fitted = rt.optimise_template(budget=budget, personas_per_eval=per_eval, seed=args.seed)
    fit_seconds = time.perf_counter() - fitted_at
    attacks.append(rt.run_policy(fitted.policy(), env, seed=args.seed))
    sincere = rt.sincere_first_turn(args.sincere, env, seed=args.seed)
    env.close()
    broken = rt.verdict(attacks, reference, sincere)
    seconds = time.perf_counter() - started

    if args.output == "json":
        report = {
            "reward_version": reward_version,
            "reference": reference.as_dict(),
            "attacks": [a.as_dict() for a in attacks],
            "optimiser": {
                "evaluations": fitted.evaluations,
                "train_personas": len(fitted.persona_ids),
                "fitness_on_train": fitted.fitness,
                "history": fitted.history,
                "best": fitted.best.describe(),
                "example": fitted.example,
                "seconds": round(fit_seconds, 1),
            },
            "sincere_first_turn": sincere.as_dict() if sincere else None,
            "verdict": {"holds": not broken, "broken": broken},
            "seconds": round(seconds, 1),
        }
        print(json.dumps(report, indent=2))
        return 1 if broken and args.strict else 0

    print(HEADER)
    print("|---|---|---:|---:|---:|---:|---:|")
    for stats in [reference, *attacks]:
        print(_row(stats))
    print()
    if sincere is None:
        print(f"sincere set: {args.sincere} is absent, row skipped")
    else:
        print(
            f"sincere set (first turn only): {sincere.replies} replies, mean first-turn gain "
            f"{sincere.mean_first_turn_gain:+.2f}, non-negative {sincere.non_negative_share:.0%} "
            f"(attacks' first-turn gain: {min(a.first_turn_gain for a in attacks):+.2f} to "
            f"{max(a.first_turn_gain for a in attacks):+.2f}; empathetic {reference.first_turn_gain:+.2f})"
        )
    print(
        f"optimiser: {fitted.evaluations} evaluations on {len(fitted.persona_ids)} train personas in "
        f"{fit_seconds:.0f} s, train fitness (mean return) {fitted.fitness:+.3f}"
    )
    print(f"optimiser best candidate: {fitted.best.describe()}")
    print(f"optimiser example reply: {fitted.example}")
    if broken:
        print(f"verdict: GAMED, {len(broken)} of {len(attacks)} attacks reach 50, a success or a reference:")
        for line in broken:
            print(f"  - {line}")
    else:
        print(
            f"verdict: HOLDS, every one of the {len(attacks)} attacks ended below 50 mean final emotion, "
            "with 0 successes, below the references"
        )
    print(f"reward: {reward_version}")
    print(f"run time: {seconds:.1f} s")
    return 1 if broken and args.strict else 0


if __name__ == "__main__":
    raise SystemExit(main())
