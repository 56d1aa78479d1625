"""``rlver-env bench``: score a policy on the evaluation preset and write a run directory.

The run directory holds ``run.json``, ``trajectories.jsonl`` (one finished episode per line),
``summary.json``, ``summary.md``, ``emotion_by_turn.png``, ``score_by_need.png`` and a static
``report.html``. Re-running the same command resumes: finished episodes are skipped.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.cli.arguments import positive_int
from rlver_env.cli.table import format_table



def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers ``bench``."""
    parser = subparsers.add_parser(
        "bench",
        help="score a policy on the evaluation preset (SAGE rules, test personas)",
        description=__doc__.split("\n\n")[0],
    )
    parser.add_argument(
        "--policy",
        required=True,
        help="scripted:<name> | openai:<base_url>#<model> | hf:<path> | smollm2",
    )
    parser.add_argument("--out", type=Path, default=None, help="run directory (default: runs/bench-<policy>)")
    parser.add_argument("--env-id", default="EmpathyDialogue-Eval-v0", help="registered id (default: %(default)s)")
    parser.add_argument("--personas", default=None, help="override the persona source (file, folder, bundled:...)")
    parser.add_argument("--repeats", type=positive_int, default=1, help="episodes per persona (default: 1)")
    parser.add_argument("--seed", type=int, default=0, help="run seed (default: 0)")
    parser.add_argument("--concurrency", type=positive_int, default=8, help="dialogues run side by side (default: 8)")
    parser.add_argument("--simulator", choices=("rule", "llm"), default="rule", help="simulated user (default: rule)")
    parser.add_argument("--sim-backend", default="openai", help="LLM simulator backend (default: openai)")
    parser.add_argument("--sim-base-url", default=None, help="LLM simulator server URL(s), comma-separated")
    parser.add_argument("--sim-model", default=None, help="LLM simulator model name or path")
    parser.add_argument("--think", action=argparse.BooleanOptionalAction, default=True,
                        help="chat policies: think-then-say system prompt (default: on)")
    parser.add_argument("--temperature", type=float, default=None, help="chat policies: sampling temperature")
    parser.add_argument("--max-new-tokens", type=positive_int, default=None, help="chat policies: tokens per turn")
    parser.add_argument("--no-report", action="store_true", help="skip the plots and the HTML report")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=run)


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-")[:80] or "policy"


def run(args: argparse.Namespace) -> int:
    """Runs the benchmark and prints the summary table."""
    from rlver_env.bench.runner import run_benchmark
    from rlver_env.bench.summary import summarise_trajectories, write_summary
    from rlver_env.policies import make_policy

    policy_kwargs: dict[str, Any] = {}
    if not args.policy.startswith("scripted:"):
        policy_kwargs["think"] = args.think
        if args.temperature is not None:
            policy_kwargs["temperature"] = args.temperature
        if args.max_new_tokens is not None:
            policy_kwargs["max_new_tokens"] = args.max_new_tokens
    policy = make_policy(args.policy, **policy_kwargs)
    env_kwargs: dict[str, Any] = {}
    if args.personas:
        env_kwargs["personas"] = args.personas
    if args.simulator == "llm":
        env_kwargs["simulator"] = "llm"
        env_kwargs["backend"] = args.sim_backend
        if args.sim_base_url:
            urls = [u for u in args.sim_base_url.split(",") if u]
            env_kwargs["base_url"] = urls if len(urls) > 1 else urls[0]
        if args.sim_model:
            env_kwargs["model"] = args.sim_model
    out = args.out or Path("runs") / f"bench-{_slug(args.policy)}"
    result = run_benchmark(
        policy,
        out,
        env_id=args.env_id,
        env_kwargs=env_kwargs,
        repeats=args.repeats,
        seed=args.seed,
        concurrency=args.concurrency,
        progress=not args.quiet and sys.stderr.isatty(),
        describe={"policy_spec": args.policy, **{k: v for k, v in policy_kwargs.items()}},
    )
    for line in result.bad_lines:
        print(f"warning: {line}", file=sys.stderr)
    if not result.records:
        print("no finished episodes", file=sys.stderr)
        return 1
    summary = summarise_trajectories(result.records, seed=args.seed)
    title = f"{args.policy} on {args.env_id}"
    write_summary(summary, out, title=title)
    if not args.no_report:
        from rlver_env.bench.plots import write_plots
        from rlver_env.bench.report_html import write_html_report

        try:
            write_plots(summary, result.records, out)
        except ImportError as exc:
            print(f"warning: plots skipped: {exc}", file=sys.stderr)
        write_html_report(summary, result.records, out, title)
    low, high = summary["score_ci95"]
    print(f"{title}: {summary['episodes']} episodes ({result.ran} run now, {result.skipped} resumed)")
    print(
        format_table(
            ("policy", "score", "95% CI", "success", "failure", "mean turns"),
            [(args.policy, f"{summary['score']:.1f}", f"{low:.1f}-{high:.1f}", summary["success"],
              summary["failure"], f"{summary['mean_turns']:.2f}")],
            right_align=(1, 2, 3, 4, 5),
        )
    )
    print(f"run directory: {out}")
    return 0
