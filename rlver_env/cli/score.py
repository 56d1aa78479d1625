"""``rlver-env score``: SAGE's score, success and failure counts for runs and SAGE logs.

One row per path, best score first::

    rlver-env score runs/empathetic runs/pusher
    rlver-env score --format sage sage/results/*.jsonl --output csv
    rlver-env score --degeneracy runs/empathetic   # and how degenerate each one's replies are

Lines that cannot be read are reported on standard error with their file and line number (the
first few per path, then how many more); the other lines are scored. A path with nothing to
score is described, so that it is clear what it holds instead of dialogues.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from typing import Any

from rlver_env.bench.scoring import FORMATS, OUTPUTS, ScoreRow, format_scores, load_log, score_paths

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
    parser.add_argument(
        "--degeneracy",
        action="store_true",
        help=(
            "also read each path's replies for degeneracy (repetition, diversity, unreadable text, word "
            "salad, stock phrases, the reward's penalties): a Degeneracy table after the scores in "
            "markdown, a 'degeneracy' object per row in json, degeneracy_* columns in csv"
        ),
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
        if args.degeneracy:
            text = _with_degeneracy(text, report.rows, args.format, args.output)
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 1 if report.unscored else 0


def _with_degeneracy(text: str, rows: list[ScoreRow], format: str, output: str) -> str:
    """The score table with each row's degeneracy (:func:`rlver_env.monitor.run_degeneracy`) added."""
    from rlver_env.monitor import SIGNALS, run_degeneracy

    sections = [run_degeneracy(load_log(row.path, format).records) for row in rows]
    metrics = [s.metric for s in SIGNALS if not s.training_only]
    if output == "json":
        data = json.loads(text)
        for item, section in zip(data, sections):
            item["degeneracy"] = section
        return json.dumps(data, indent=2, ensure_ascii=False)
    if output == "csv":
        table = list(csv.reader(io.StringIO(text)))
        table[0] += [f"degeneracy_{m}" for m in metrics] + ["degeneracy_crossed"]
        for line, section in zip(table[1:], sections):
            line += [_value(section, m) for m in metrics] + [" ".join(r["metric"] for r in section["crossed"])]
        buffer = io.StringIO()
        csv.writer(buffer, lineterminator="\n").writerows(table)
        return buffer.getvalue()
    head = ["model", *metrics, "crossed"]
    lines = [text, "", "## Degeneracy", "", "| " + " | ".join(head) + " |", "|---|" + "---:|" * len(metrics) + "---|"]
    for row, section in zip(rows, sections):
        crossed = {r["metric"] for r in section["crossed"]}
        cells = [_value(section, m) + ("!" if m in crossed else "") for m in metrics]
        lines.append(f"| {row.name} | {' | '.join(cells)} | {', '.join(sorted(crossed)) or 'none'} |")
    limits = {r["metric"]: f"{r['metric']} {'≥' if r['op'] == '<' else '≤'} {r['threshold']:g}" for s in sections for r in s["signals"]}
    lines += ["", f"A value marked ! is past its limit ({', '.join(limits.values())})."]
    excerpts = [f"- {row.name}, {r['metric']}: {r['excerpt']}" for row, section in zip(rows, sections) for r in section["crossed"]]
    if excerpts:
        lines += ["", "One reply per limit crossed:", "", *excerpts]
    return "\n".join(lines)


def _value(section: dict[str, Any], metric: str) -> str:
    value = section["metrics"].get(metric)
    return "" if value is None else f"{value:.3f}"
