"""``rlver-env calibrate``: how well a simulator agrees with recorded dialogues.

Replays SAGE logs or our runs through a simulator in judge mode (recorded history, recorded
replies; only the simulator's emotion changes are taken) and reports Spearman's correlation of
the per-turn changes, Pearson's correlation of the final emotions and, for several logs,
Kendall's tau between the model rankings::

    rlver-env calibrate runs/empathetic runs/pusher --simulator rule
    rlver-env calibrate sage/results/*.jsonl --simulator llm --backend openai \\
        --base-url http://127.0.0.1:8000/v1 --model Qwen2.5-7B-Instruct --limit 20

The rule simulator speaks English only, so SAGE's Chinese dialogues need ``--simulator llm``.

``--format esconv`` replays ESConv chats (``ESConv.json``; see
:mod:`rlver_env.calibration.esconv_calibrate`) and correlates the simulator with the seekers' own
ratings (per-window feedback, end-of-chat survey), beside a reply-length baseline, each with a
cluster-bootstrap confidence interval::

    rlver-env calibrate --format esconv ESConv.json --simulator rule

Both speaker namings are read: the full ``ESConv.json``'s ``seeker``/``supporter`` and
``FailedESConv.json``'s ``speaker``/``listener`` (one per file); the report says which it found.

``--format strategies`` scores how the rule user reads support: the support act it reads in each
supporter response of an ESConv strategy file (``devWithStrategy_short.tsv``; see
:mod:`rlver_env.calibration.reading_report`) against the strategy people labelled it with, as
per-class precision, recall and F1, macro-F1, accuracy and a confusion matrix beside a
majority-class baseline; ``--out DIR`` also writes the report there as Markdown and JSON::

    rlver-env calibrate --format strategies devWithStrategy_short.tsv --simulator rule --out reports
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rlver_env.bench.scoring import FORMATS, load_log
from rlver_env.calibration.calibrate import CalibrationReport, calibrate, load_sage_profiles
from rlver_env.calibration.esconv import looks_like_esconv, read_esconv
from rlver_env.calibration.esconv_calibrate import calibrate_esconv
from rlver_env.calibration.esconv_strategies import looks_like_strategies
from rlver_env.calibration.reading_report import reading_report, write_reading_report
from rlver_env.cli.simulator_args import add_simulator_arguments, build_simulator, llm_settings
from rlver_env.errors import RlverEnvError
from rlver_env.personas.needs import HIDDEN_NEEDS
from rlver_env.rules import RULE_PRESETS

#: The ``--format`` of ESConv chat files.
ESCONV = "esconv"
#: The ``--format`` of ESConv strategy files (labelled supporter responses).
STRATEGIES = "strategies"


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers ``calibrate``."""
    parser = subparsers.add_parser(
        "calibrate",
        help="replay recorded dialogues through a simulator and correlate its emotion changes",
        description=(
            "Replay recorded dialogues (SAGE logs, our run directories or ESConv chats) through "
            "a simulator in judge mode and compare its emotion changes with the recorded ones "
            "(for ESConv: with the seekers' feedback and survey ratings). With an ESConv "
            "strategy file, score the rule user's reading of each supporter response's support "
            "act against its human strategy label."
        ),
    )
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help=(
            "SAGE-format .jsonl logs, our run directories, ESConv-format .json files, or one "
            "ESConv strategy file (devWithStrategy_short.tsv)"
        ),
    )
    add_simulator_arguments(parser, help="the simulator to calibrate", required=True)
    parser.add_argument(
        "--format",
        choices=(*FORMATS, ESCONV, STRATEGIES),
        default="auto",
        help="the logs' format; 'auto' decides per path (default: %(default)s)",
    )
    parser.add_argument(
        "--need",
        choices=HIDDEN_NEEDS,
        default=None,
        help=(
            "for ESConv chats: give every persona this hidden need (default: inferred from "
            "the seeker's words, practical_advice or deep_empathy)"
        ),
    )
    parser.add_argument(
        "--resamples",
        type=int,
        default=1000,
        metavar="N",
        help="for ESConv chats: bootstrap resamples per interval (default: %(default)s)",
    )
    parser.add_argument(
        "--personas",
        default=None,
        metavar="SOURCE",
        help=(
            "for our runs: the persona source holding their persona ids "
            "(default: the run's own source, else bundled:all)"
        ),
    )
    parser.add_argument(
        "--profiles",
        default=None,
        metavar="FILE",
        help=(
            "for SAGE logs: SAGE's profile file, for full personas "
            "(default: built from each log line)"
        ),
    )
    parser.add_argument(
        "--rules",
        choices=sorted(RULE_PRESETS),
        default=None,
        help="the emotion rules (default: each record's own; SAGE's for ESConv chats)",
    )
    parser.add_argument(
        "--limit",
        type=int,
        default=None,
        metavar="N",
        help="replay only the first N dialogues of each log",
    )
    parser.add_argument(
        "--batch-size",
        type=int,
        default=32,
        metavar="N",
        help="dialogues replayed side by side (default: %(default)s)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="N",
        help="seed for records without one (default: %(default)s)",
    )
    parser.add_argument(
        "--output",
        choices=("markdown", "json"),
        default="markdown",
        help="how to print the report (default: %(default)s)",
    )
    parser.add_argument(
        "--details", action="store_true", help="with --output json: include every dialogue"
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="for a strategy file: also write the report into DIR as Markdown and JSON",
    )
    parser.set_defaults(handler=run)


#: The columns of the Markdown report.
REPORT_COLUMNS: tuple[str, ...] = (
    "model",
    "dialogues",
    "turns",
    "turn Spearman",
    "final Pearson",
    "same change",
    "recorded score",
    "simulated score",
)


def _number(value: float | None, digits: int = 3) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def format_report(report: CalibrationReport) -> str:
    """The report as Markdown: one row per model, then the pooled correlations."""
    lines = [
        "| " + " | ".join(REPORT_COLUMNS) + " |",
        "|---|" + "---:|" * (len(REPORT_COLUMNS) - 1),
    ]
    for m in report.models:
        cells: list[Any] = [
            m.name,
            len(m.dialogues),
            m.turns,
            _number(m.turn_spearman),
            _number(m.final_pearson),
            _number(m.same_change, 2),
            _number(m.recorded_score, 1),
            _number(m.simulated_score, 1),
        ]
        lines.append("| " + " | ".join(str(c) for c in cells) + " |")
    lines += [
        "",
        f"simulator: {report.simulator}",
        f"turn Spearman (all logs): {_number(report.turn_spearman)}",
        f"final Pearson (all logs): {_number(report.final_pearson)}",
        "Kendall's tau (model rankings): "
        + (_number(report.kendall_tau) if len(report.models) > 1 else "n/a (give several logs)"),
    ]
    return "\n".join(lines)


def _data_format(args: argparse.Namespace) -> str:
    """The paths' format: the one asked for, else what all of them look like.

    With ``--format auto``: ``esconv`` or ``strategies`` when every path looks so, else
    ``auto`` (SAGE logs and our runs, decided per path).
    """
    if args.format != "auto":
        return str(args.format)
    for name, looks_like, kind in (
        (ESCONV, looks_like_esconv, "ESConv chat files"),
        (STRATEGIES, looks_like_strategies, "ESConv strategy files"),
    ):
        looks = [looks_like(path) for path in args.paths]
        if all(looks):
            return name
        if any(looks):
            raise RlverEnvError(
                f"some paths look like {kind} and some do not; calibrate them separately "
                "or pass --format"
            )
    return "auto"


def _not_used(args: argparse.Namespace, flags: tuple[str, ...], what: str) -> None:
    """Raises for each of ``flags`` that was given, saying it is not used with ``what``."""
    given = [
        flag
        for flag in flags
        if getattr(args, flag.lstrip("-").replace("-", "_")) not in (None, False)
    ]
    if given:
        raise RlverEnvError(f"{', '.join(given)}: not used with {what}")


def _run_strategies(args: argparse.Namespace) -> int:
    _not_used(
        args,
        ("--need", "--personas", "--profiles", "--rules", "--limit", "--details"),
        "an ESConv strategy file",
    )
    if args.simulator != "rule":
        raise RlverEnvError(
            "--format strategies scores the rule simulator's reading of support acts; "
            "use --simulator rule"
        )
    llm_settings(args)  # LLM flags with the rule simulator are an error
    if len(args.paths) != 1:
        raise RlverEnvError(
            f"--format strategies reads one strategy file, got {len(args.paths)}; "
            "run one command per file"
        )
    report = reading_report(args.paths[0])
    if args.output == "json":
        print(json.dumps(report.to_dict(), indent=2))
    else:
        print(report.to_markdown())
    if args.out is not None:
        for path in write_reading_report(report, args.out):
            print(f"rlver-env calibrate: wrote {path}", file=sys.stderr)
    return 0


def _run_esconv(args: argparse.Namespace) -> int:
    given = [
        flag
        for flag, value in (("--personas", args.personas), ("--profiles", args.profiles))
        if value is not None
    ]
    if given:
        raise RlverEnvError(f"{', '.join(given)}: not used with ESConv chats")
    if args.resamples < 1:
        raise RlverEnvError(f"--resamples must be at least 1, got {args.resamples}")
    files = [read_esconv(path) for path in args.paths]
    simulator = build_simulator(args)
    try:
        report = calibrate_esconv(
            files,
            simulator,
            need=args.need,
            rules=args.rules or "sage",
            limit=args.limit,
            batch_size=args.batch_size,
            seed=args.seed,
            resamples=args.resamples,
        )
    finally:
        simulator.close()
    for problem in report.errors:
        print(f"rlver-env calibrate: warning: {problem}", file=sys.stderr)
    if args.output == "json":
        print(json.dumps(report.to_dict(details=args.details), indent=2, ensure_ascii=False))
    else:
        print(report.to_markdown())
    return 0 if report.chats else 1


def run(args: argparse.Namespace) -> int:
    """Replays the logs and prints the report; returns the exit code.

    Returns:
        0 when turns were compared (dialogues whose replay failed are reported, not fatal), 1
        when the simulator failed on every dialogue.
    """
    if args.limit is not None and args.limit < 1:
        raise RlverEnvError(f"--limit must be at least 1, got {args.limit}")
    if args.batch_size < 1:
        raise RlverEnvError(f"--batch-size must be at least 1, got {args.batch_size}")
    data_format = _data_format(args)
    if data_format == STRATEGIES:
        return _run_strategies(args)
    if args.out is not None:
        raise RlverEnvError("--out: only used with an ESConv strategy file (--format strategies)")
    if data_format == ESCONV:
        return _run_esconv(args)
    if args.need is not None:
        raise RlverEnvError("--need: only used with ESConv chats (--format esconv)")
    logs = [load_log(path, args.format) for path in args.paths]
    profile_errors: list[str] = []
    profiles = load_sage_profiles(args.profiles, profile_errors) if args.profiles else None
    simulator = build_simulator(args)
    try:
        report = calibrate(
            logs,
            simulator,
            personas=args.personas,
            profiles=profiles,
            rules=args.rules,
            limit=args.limit,
            batch_size=args.batch_size,
            seed=args.seed,
        )
    finally:
        simulator.close()
    for problem in profile_errors + report.errors:
        print(f"rlver-env calibrate: warning: {problem}", file=sys.stderr)
    if args.output == "json":
        print(json.dumps(report.to_dict(details=args.details), indent=2, ensure_ascii=False))
    else:
        print(format_report(report))
    return 0 if any(m.turns for m in report.models) else 1
