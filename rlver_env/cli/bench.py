"""``rlver-env bench``: score a policy on the evaluation preset and write a run directory.

The run directory holds ``run.json``, ``trajectories.jsonl`` (one episode per line),
``summary.json``, ``summary.md``, ``emotion_by_turn.png``, ``score_by_need.png``, a static
``report.html`` and, when anything was logged, ``bench.log``. Re-running the same command
resumes: finished episodes are skipped, and episodes the policy failed are played again.

A policy that fails to answer is never scored: its episodes are written as policy errors, the
run stops once the policy fails a whole batch, and the command exits with status 1 after one
line on standard error.

The policy is handed each dialogue's observations (the user's and its own words) and a seed that
is the same for every persona of a repetition; never the reset's or the steps' ``info``.
``--think-scaffold`` plays an ``hf:`` or ``smollm2`` model as the trainers play a model trained
with ``think_scaffold``: one token stream per dialogue, the think tags written for it, and the
env parsing actions in think mode ``required``.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.agents.think_scaffold import (
    DEFAULT_MAX_THOUGHT_SENTENCES,
    DEFAULT_MAX_THOUGHT_TOKENS,
)
from rlver_env.cli.arguments import positive_int
from rlver_env.cli.table import format_table
from rlver_env.cli.wording import counted

#: The file of the run directory that receives the library's warnings and errors.
LOG_FILE = "bench.log"

#: Unreadable lines of ``trajectories.jsonl`` shown one by one before the rest are counted.
SHOWN_BAD_LINES = 3

DESCRIPTION = (
    "Score a policy on the evaluation preset (SAGE rules, held-out test personas) and write a "
    "run directory: run.json, trajectories.jsonl, summary.json, summary.md, plots and "
    "report.html. Re-running the same command resumes the run. A policy that fails to answer "
    "is not scored: its episodes are logged as errors and the command exits with status 1."
)


def _non_negative_int(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be at least 0, got {value}")
    return value


def _positive_float(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be above 0, got {text}")
    return value


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers ``bench``."""
    parser = subparsers.add_parser(
        "bench",
        help="score a policy on the evaluation preset (SAGE rules, test personas)",
        description=DESCRIPTION,
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
    parser.add_argument("--seed", type=int, default=0,
                        help="run seed: the users' seeds come from it, the repetition and the persona, the "
                        "policy's from it and the repetition only (default: 0)")
    parser.add_argument("--concurrency", type=positive_int, default=8, help="dialogues run side by side (default: 8)")
    parser.add_argument("--simulator", choices=("rule", "llm"), default="rule", help="simulated user (default: rule)")
    parser.add_argument("--sim-backend", default="openai", help="LLM simulator backend (default: openai)")
    parser.add_argument("--sim-base-url", default=None, help="LLM simulator server URL(s), comma-separated")
    parser.add_argument("--sim-model", default=None, help="LLM simulator model name or path")
    parser.add_argument("--think", action=argparse.BooleanOptionalAction, default=True,
                        help="chat policies: think-then-say system prompt (default: on)")
    parser.add_argument("--temperature", type=float, default=None, help="chat policies: sampling temperature")
    parser.add_argument("--max-new-tokens", type=positive_int, default=None, help="chat policies: tokens per turn")
    parser.add_argument("--system-prompt", default=None, metavar="TEXT",
                        help="chat policies: the system prompt (default: the project's, for --think or --no-think)")
    parser.add_argument("--think-scaffold", action="store_true",
                        help="hf: and smollm2 policies: write the <think> tags for the model and keep each dialogue "
                        "as one token stream, as the trainer's think_scaffold does (needs --think)")
    parser.add_argument("--max-thought-tokens", type=positive_int, default=None, metavar="N",
                        help=f"--think-scaffold: the longest thought (default: {DEFAULT_MAX_THOUGHT_TOKENS})")
    parser.add_argument("--max-thought-sentences", type=_non_negative_int, default=None, metavar="N",
                        help=f"--think-scaffold: end the thought after N sentences, 0: off (default: {DEFAULT_MAX_THOUGHT_SENTENCES})")
    parser.add_argument("--max-reply-sentences", type=_non_negative_int, default=None, metavar="N",
                        help="--think-scaffold: end the reply after N sentences, 0: off (default: 0)")
    parser.add_argument("--policy-retries", type=_non_negative_int, default=None, metavar="N",
                        help="openai: policies: retries per request before the turn fails (default: 3)")
    parser.add_argument("--policy-timeout", type=_positive_float, default=None, metavar="SECONDS",
                        help="openai: policies: connect and read timeout per request (default: 10 s and 120 s)")
    parser.add_argument("--no-report", action="store_true", help="skip the plots and the HTML report")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=run)


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-")[:80] or "policy"


class _CountingFileHandler(logging.FileHandler):
    """A file handler that counts what it wrote."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, encoding="utf-8", delay=True)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1
        super().emit(record)


@contextlib.contextmanager
def _library_log_to(path: Path) -> Iterator[_CountingFileHandler]:
    """Sends the library's warnings and errors (with tracebacks) to ``path``, not to stderr."""
    handler = _CountingFileHandler(path)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    library = logging.getLogger("rlver_env")
    library.addHandler(handler)
    try:
        yield handler
    finally:
        library.removeHandler(handler)
        handler.close()


def _policy_kwargs(args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, Any]]:
    """The policy's options that shape its replies, and those that only say how to reach it."""
    shaping: dict[str, Any] = {}
    reaching: dict[str, Any] = {}
    chat = not args.policy.startswith("scripted:")
    if chat:
        shaping["think"] = args.think
        if args.temperature is not None:
            shaping["temperature"] = args.temperature
        if args.max_new_tokens is not None:
            shaping["max_new_tokens"] = args.max_new_tokens
        if args.system_prompt is not None:
            shaping["system_prompt"] = args.system_prompt
    scaffold = {
        "max_thought_tokens": args.max_thought_tokens,
        "max_thought_sentences": args.max_thought_sentences,
        "max_reply_sentences": args.max_reply_sentences,
    }
    if args.think_scaffold:
        if not chat:
            raise ValueError(f"--think-scaffold applies to hf: and smollm2 policies, not {args.policy!r}")
        defaults = {"max_thought_tokens": DEFAULT_MAX_THOUGHT_TOKENS, "max_thought_sentences": DEFAULT_MAX_THOUGHT_SENTENCES,
                    "max_reply_sentences": 0}  # fmt: skip
        # Written out in run.json, defaults included, so a run is resumed only with the same scaffold.
        shaping["think_scaffold"] = True
        shaping.update({name: defaults[name] if value is None else value for name, value in scaffold.items()})
    elif any(value is not None for value in scaffold.values()):
        given = [f"--{name.replace('_', '-')}" for name, value in scaffold.items() if value is not None]
        raise ValueError(f"{', '.join(given)} apply only with --think-scaffold")
    if not chat and args.system_prompt is not None:
        raise ValueError(f"--system-prompt applies to chat-model policies, not {args.policy!r}")
    if args.policy_retries is not None:
        reaching["max_retries"] = args.policy_retries
    if args.policy_timeout is not None:
        reaching["connect_timeout"] = reaching["read_timeout"] = args.policy_timeout
    if reaching and not args.policy.startswith("openai:"):
        raise ValueError(f"--policy-retries and --policy-timeout apply to openai: policies, not {args.policy!r}")
    return shaping, reaching


def run(args: argparse.Namespace) -> int:
    """Runs the benchmark and prints the summary table.

    Returns:
        0 when every episode finished, 1 when the policy failed some (they are logged as
        errors in the run directory and retried by the same command).
    """
    from rlver_env.agents.policy import make_policy
    from rlver_env.bench.runner import TRAJECTORIES, run_benchmark
    from rlver_env.bench.summary import summarise_trajectories, write_summary

    shaping, reaching = _policy_kwargs(args)
    policy = make_policy(args.policy, **shaping, **reaching)
    env_kwargs: dict[str, Any] = {}
    if args.personas:
        env_kwargs["personas"] = args.personas
    if args.think_scaffold:
        env_kwargs["think_mode"] = "required"  # as the trainer parses a scaffolded turn
    if args.simulator == "llm":
        env_kwargs["simulator"] = "llm"
        env_kwargs["backend"] = args.sim_backend
        if args.sim_base_url:
            urls = [u for u in args.sim_base_url.split(",") if u]
            env_kwargs["base_url"] = urls if len(urls) > 1 else urls[0]
        if args.sim_model:
            env_kwargs["model"] = args.sim_model
    out = args.out or Path("runs") / f"bench-{_slug(args.policy)}"
    out.mkdir(parents=True, exist_ok=True)
    log_path = out / LOG_FILE
    with _library_log_to(log_path) as log:
        result = run_benchmark(
            policy,
            out,
            env_id=args.env_id,
            env_kwargs=env_kwargs,
            repeats=args.repeats,
            seed=args.seed,
            concurrency=args.concurrency,
            progress=not args.quiet and sys.stderr.isatty(),
            describe={"policy_spec": args.policy, **shaping},
        )
    for line in result.bad_lines[:SHOWN_BAD_LINES]:
        print(f"rlver-env bench: warning: {line}", file=sys.stderr)
    if len(result.bad_lines) > SHOWN_BAD_LINES:
        more = len(result.bad_lines) - SHOWN_BAD_LINES
        print(f"rlver-env bench: warning: {counted(more, 'more unreadable line')} in {out / TRAJECTORIES}", file=sys.stderr)
    title = f"{args.policy} on {args.env_id}"
    if result.records:
        summary = summarise_trajectories(result.records + result.failed, seed=args.seed)
        write_summary(summary, out, title=title)
        if not args.no_report:
            from rlver_env.bench.plots import write_plots
            from rlver_env.bench.report_html import write_html_report

            try:
                write_plots(summary, result.records, out)
            except ImportError as exc:
                print(f"rlver-env bench: warning: plots skipped: {exc}", file=sys.stderr)
            write_html_report(summary, result.records, out, title)
        low, high = summary["score_ci95"]
        total = len(result.records) + len(result.failed) + result.not_run
        scored = counted(summary["episodes"], "episode")
        if not result.complete:
            scored = f"{summary['episodes']} of {total} episodes scored"
        print(f"{title}: {scored} ({result.ran} run now, {result.skipped} resumed)")
        print(
            format_table(
                ("policy", "score", "95% CI", "success", "failure", "mean turns"),
                [(args.policy, f"{summary['score']:.1f}", f"{low:.1f}-{high:.1f}", summary["success"],
                  summary["failure"], f"{summary['mean_turns']:.2f}")],
                right_align=(1, 2, 3, 4, 5),
            )
        )
        print(f"reward: {summary['reward_version']}")
        print(f"run directory: {out}")
    if result.complete:
        if log.count:
            print(f"rlver-env bench: warning: {counted(log.count, 'message')} logged in {log_path}", file=sys.stderr)
        return 0
    line = _failure_line(args.policy, result, out / TRAJECTORIES, log_path if log.count else None)
    print(f"rlver-env bench: error: {line}", file=sys.stderr)
    return 1


def _failure_line(policy: str, result: Any, trajectories: Path, log_path: Path | None) -> str:
    """The one line that says the policy failed, where it is recorded and how to retry."""
    if result.stopped:
        what = result.stopped
    elif result.failed:
        what = f"policy {policy!r} failed: {result.failed[0]['error']}"
    else:
        what = f"policy {policy!r}: the run stopped early"
    failed = len(result.failed)
    parts = [f"{counted(failed, 'episode')} logged as {'a policy error' if failed == 1 else 'policy errors'} in {trajectories}"]
    if result.not_run:
        parts.append(f"{result.not_run} not run")
    if not result.records:
        parts.append("nothing scored")
    where = f"; details in {log_path}" if log_path is not None else ""
    return (
        f"{what} ({', '.join(parts)}){where}; "
        "fix the policy and run the same command again to retry the episodes that did not finish"
    )
