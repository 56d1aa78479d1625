"""``rlver-env demo``: the built-in scripted agents against every test persona, scored as SAGE.

Each agent plays ``--episodes-per-persona`` dialogues with every persona of the env (the
held-out test personas under ``EmpathyDialogue-Eval-v0``), and the command prints one row per
agent: the score (mean final emotion, rounded half up to one decimal), the number of successes
(final emotion >= 100) and failures (< 10), and the mean number of turns, best score first.

Dialogues are seeded as ``rlver-env bench`` seeds them
(:data:`rlver_env.runs.evaluation.SEEDING`: the env from the run seed, the repetition and the
persona's id, the agent from the run seed and the repetition only), so ``demo --agents
empathetic`` and ``bench --policy scripted:empathetic`` give the same score on the same
personas and seed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import gymnasium as gym
from tqdm import tqdm

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.agents import AGENTS, make_agent
from rlver_env.cli.arguments import positive_int
from rlver_env.cli.table import format_table
from rlver_env.cli.wording import counted
from rlver_env.runs.evaluation import SEEDING, evaluate, summarise

DEFAULT_AGENTS = "empathetic,solution_pusher,dismissive,platitude,random_text"


def _csv(text: str) -> list[str]:
    items = [item.strip() for item in text.split(",") if item.strip()]
    if not items:
        raise argparse.ArgumentTypeError("expected a comma-separated list with at least one name")
    return items


def _agent_list(text: str) -> list[str]:
    names = _csv(text)
    unknown = [n for n in names if n not in AGENTS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown {'agent' if len(unknown) == 1 else 'agents'} {', '.join(unknown)}; "
            f"choose from {', '.join(sorted(AGENTS))}"
        )
    return names



def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers ``demo``."""
    parser = subparsers.add_parser(
        "demo",
        help="score the scripted agents against the test personas",
        description=(
            "Play each scripted agent against every persona of the env (the held-out test "
            "personas by default) and print, per agent, the score (mean final emotion, rounded "
            "half up to one decimal), successes (final >= 100), failures (final < 10) and the "
            "mean number of turns, best score first. Dialogues are seeded as rlver-env bench "
            "seeds them, so the same agent scores the same in both."
        ),
    )
    parser.add_argument(
        "--episodes-per-persona",
        type=positive_int,
        default=1,
        metavar="N",
        help="dialogues per persona and agent (default: 1)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="N",
        help="run seed; each dialogue's user is seeded from it, the repetition and the persona "
        "id, and the agent from it and the repetition only, as rlver-env bench seeds them "
        "(default: 0)",
    )
    parser.add_argument(
        "--env-id",
        default="EmpathyDialogue-Eval-v0",
        metavar="ID",
        help="registered env id (default: %(default)s)",
    )
    parser.add_argument(
        "--agents",
        type=_agent_list,
        default=DEFAULT_AGENTS,
        metavar="NAME[,NAME...]",
        help=f"comma-separated scripted agents (default: {DEFAULT_AGENTS})",
    )
    parser.add_argument(
        "--persona-ids",
        type=_csv,
        default=None,
        metavar="ID[,ID...]",
        help="only these personas (default: every persona of the env)",
    )
    parser.add_argument(
        "--json", type=Path, default=None, metavar="PATH", help="also write every episode as JSON"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=run)


def summary_rows(summaries: dict[str, dict[str, Any]]) -> list[tuple[Any, ...]]:
    """Table rows, best score first (ties: fewer failures, then name)."""
    ordered = sorted(
        summaries.items(), key=lambda item: (-item[1]["score"], item[1]["failure"], item[0])
    )
    return [
        (
            name,
            f"{s['score']:.1f}",
            f"{s['success']}/{s['episodes']}",
            f"{s['failure']}/{s['episodes']}",
            f"{s['mean_turns']:.1f}",
        )
        for name, s in ordered
    ]


def run(args: argparse.Namespace) -> int:
    """Plays every agent against every persona and prints the table."""
    env = gym.make(args.env_id)
    try:
        reward_version = env.unwrapped.reward_version
        bank = env.unwrapped.bank
        persona_ids = list(args.persona_ids) if args.persona_ids else bank.ids
        for persona_id in persona_ids:
            bank.get(persona_id)  # fails early, naming an unknown id
        total = len(args.agents) * len(persona_ids) * args.episodes_per_persona
        quiet = args.quiet or not sys.stderr.isatty()
        episodes: list[dict[str, Any]] = []
        summaries: dict[str, dict[str, Any]] = {}
        with tqdm(total=total, desc="demo", unit="dialogue", file=sys.stderr, disable=quiet) as bar:
            for name in args.agents:
                bar.set_postfix_str(name)
                agent_episodes = evaluate(
                    env,
                    make_agent(name),
                    persona_ids,
                    episodes_per_persona=args.episodes_per_persona,
                    seed=args.seed,
                    on_episode=lambda _episode: bar.update(1),
                )
                episodes.extend(agent_episodes)
                summaries[name] = summarise(agent_episodes)
    finally:
        env.close()

    print(
        f"{args.env_id}: {counted(len(persona_ids), 'persona')} x "
        f"{counted(args.episodes_per_persona, 'episode')} per agent, seed {args.seed}"
    )
    print(
        format_table(
            ("agent", "score", "success", "failure", "mean turns"),
            summary_rows(summaries),
            right_align=(1, 2, 3, 4),
        )
    )
    print("score: mean final emotion (0-100); success: final >= 100; failure: final < 10")
    print(f"reward: {reward_version}")
    if args.json is not None:
        report = {
            "env_id": args.env_id,
            "seed": args.seed,
            "seeding": SEEDING,
            "reward_version": reward_version,
            "episodes_per_persona": args.episodes_per_persona,
            "persona_ids": persona_ids,
            "summaries": summaries,
            "episodes": episodes,
        }
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")
    return 0
