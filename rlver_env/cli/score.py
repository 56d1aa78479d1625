"""``rlver-env score``: SAGE's score, success and failure counts for runs and SAGE logs.

One row per path, best score first::

    rlver-env score runs/empathetic runs/pusher
    rlver-env score --format sage sage/results/*.jsonl --output csv

Lines that cannot be read are reported on standard error with their file and line number (the
first few per path, then how many more); the other lines are scored. A path with nothing to
score is described, so that it is clear what it holds instead of dialogues.
"""

from __future__ import annotations

import argparse
import sys

from rlver_env.bench.scoring import FORMATS, OUTPUTS, format_scores, score_paths

#: Unreadable lines shown per path before the rest are counted.
SHOWN_LINE_ERRORS = 3


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers ``score``."""
    parser = subparsers.add_parser(
        "score",
        help="score benchmark runs and SAGE logs the way SAGE does",
        description=(
            "Score finished dialogues as SAGE's Sentient benchmark does: score = mean final "
            "emotion rounded half up to one decimal, success = final emotion >= 100, "
            "failure = final emotion < 10. One row per path, best score first."
        ),
    )
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="our run directories (or their trajectories.jsonl) and SAGE-format .jsonl logs",
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        default="auto",
        help="the logs' format; 'auto' decides per path (default: %(default)s)",
    )
    parser.add_argument(
        "--output",
        choices=OUTPUTS,
        default="markdown",
        help="how to print the table (default: %(default)s)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Scores the paths and prints the table; returns the exit code.

    Returns:
        0 when every path had something to score (unreadable lines are reported, not fatal),
        1 when a path had no readable dialogue at all.
    """
    report = score_paths(args.paths, args.format)
    for problem in report.warnings(limit=SHOWN_LINE_ERRORS):
        print(f"rlver-env score: warning: {problem}", file=sys.stderr)
    if report.rows:
        text = format_scores(report.rows, args.output)
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 1 if report.unscored else 0
