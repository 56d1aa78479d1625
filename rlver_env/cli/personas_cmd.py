"""``rlver-env personas``: list, show and validate persona files.

``personas`` is a command group. Each of its subcommands is registered by a function
``add_parser(subparsers) -> None`` that adds one parser and sets its default ``handler``
(parsed arguments -> exit code). The built-in ones (``list``, ``show``, ``validate``) are in
this module; others (an importer, a generator) go in modules of their own, listed in
:data:`EXTRA_SUBCOMMAND_MODULES`, so that this file need not change beyond that one line.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections import Counter

from rlver_env.cli.table import format_table
from rlver_env.personas.bank import PersonaBank
from rlver_env.personas.check import check_path
from rlver_env.personas.model import Persona
from rlver_env.simulators.factory import SIMULATOR_NAMES, simulator_check

#: Modules that each define ``add_parser(subparsers)`` for one more ``personas`` subcommand.
EXTRA_SUBCOMMAND_MODULES: tuple[str, ...] = (
    "rlver_env.cli.personas_import",
    "rlver_env.cli.personas_generate",
)

DEFAULT_SOURCE = "bundled:all"


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers the ``personas`` group and its subcommands."""
    parser = subparsers.add_parser(
        "personas",
        help="list, show, validate, import and generate personas",
        description="Inspect and check persona libraries.",
    )
    group = parser.add_subparsers(dest="personas_command", metavar="SUBCOMMAND", required=True)
    for register in (_add_list, _add_show, _add_validate):
        register(group)
    for module_name in EXTRA_SUBCOMMAND_MODULES:
        importlib.import_module(module_name).add_parser(group)


# ---------------------------------------------------------------------------------------- list
def _add_list(group: argparse._SubParsersAction) -> None:
    parser = group.add_parser(
        "list",
        help="a table of personas with counts",
        description="List the personas of a source, with counts by need, disposition and split.",
    )
    parser.add_argument(
        "source",
        nargs="?",
        default=DEFAULT_SOURCE,
        help="bundled:train|test|all, a .json/.jsonl file or a folder (default: %(default)s)",
    )
    parser.add_argument("--split", choices=("train", "test"), default=None, help="only this split")
    parser.set_defaults(handler=run_list)


def _counts_line(title: str, counts: dict[str, int]) -> str:
    return f"{title}: " + ", ".join(f"{key} {value}" for key, value in counts.items())


def run_list(args: argparse.Namespace) -> int:
    """Prints the persona table and the counts."""
    bank = PersonaBank(args.source)
    if args.split is not None:
        bank = bank.filter(split=args.split)
    rows = [
        (p.id, p.split, p.hidden_need, p.disposition, p.default_difficulty, p.domain) for p in bank
    ]
    print(format_table(("id", "split", "need", "disposition", "difficulty", "domain"), rows))
    counts = bank.counts()
    split_counts = dict(sorted(Counter(p.split or "-" for p in bank).items()))
    print()
    print(f"{len(bank)} personas")
    print(_counts_line("by need", counts["hidden_need"]))
    print(_counts_line("by disposition", counts["disposition"]))
    print(_counts_line("by split", split_counts))
    return 0


# ---------------------------------------------------------------------------------------- show
def _add_show(group: argparse._SubParsersAction) -> None:
    parser = group.add_parser(
        "show", help="one persona as JSON", description="Print one persona as indented JSON."
    )
    parser.add_argument("id", help="the persona id")
    parser.add_argument(
        "--source", default=DEFAULT_SOURCE, help="where to look for it (default: %(default)s)"
    )
    parser.set_defaults(handler=run_show)


def run_show(args: argparse.Namespace) -> int:
    """Prints one persona as pretty JSON."""
    persona = PersonaBank(args.source).get(args.id)
    print(json.dumps(persona.to_dict(), indent=2, ensure_ascii=False))
    return 0


# ------------------------------------------------------------------------------------ validate
def _add_validate(group: argparse._SubParsersAction) -> None:
    parser = group.add_parser(
        "validate",
        help="check persona files against the schema (and a simulator's needs)",
        description=(
            "Validate persona files and folders against the persona schema. Prints OK with "
            "counts per path, or FAIL with every error: each bad file, each bad line of a "
            ".jsonl file and each bad field, naming the file (and line), persona id and field. "
            "Warns where a persona is outside the ranges of docs/persona-authoring.md. Exits 1 "
            "if any path fails; warnings alone do not fail."
        ),
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="a .json/.jsonl file or a folder")
    parser.add_argument(
        "--simulator",
        choices=SIMULATOR_NAMES,
        default=None,
        help=(
            "also check what this simulator needs (rule: English, rule_sim and voice; "
            "llm: a prompt pack in the persona's language)"
        ),
    )
    parser.set_defaults(handler=run_validate)


def run_validate(args: argparse.Namespace) -> int:
    """Checks each path and prints every error and warning; returns 1 if any path fails.

    Ids must also be unique across the paths (the same file reached twice, as a folder and as
    a file in it, is not a duplicate).
    """
    failed = 0
    warned = 0
    seen: dict[str, str] = {}
    can_play = simulator_check(args.simulator) if args.simulator else None
    for path in args.paths:
        check = check_path(path, can_play)
        duplicates = [p for p in check.personas if p.id in seen and seen[p.id] != p.source]
        check.errors.extend(
            f"duplicate persona id {p.id!r} in {seen[p.id]} and {p.source}" for p in duplicates
        )
        warned += len(check.warnings)
        if not check.ok:
            failed += 1
            print(f"FAIL {path}: {_count(len(check.errors), 'error')}", file=sys.stderr)
            for line in check.errors + [f"warning: {w}" for w in check.warnings]:
                print(f"  {line}", file=sys.stderr)
            continue
        seen.update((p.id, p.source) for p in check.personas)
        print(f"OK {path}: {_summary(check.personas)}")
        for warning in check.warnings:
            print(f"  warning: {warning}")
    total = len(args.paths)
    warnings = f" ({_count(warned, 'warning')})" if warned else ""
    if failed:
        print(f"{failed} of {total} path(s) failed validation{warnings}", file=sys.stderr)
        return 1
    against = f", checked for the {args.simulator} simulator" if args.simulator else ""
    print(f"all {total} path(s) valid: {_count(len(seen), 'persona')}{against}{warnings}")
    return 0


def _count(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _summary(personas: list[Persona]) -> str:
    counts = PersonaBank(personas).counts()
    needs = ", ".join(f"{k} {v}" for k, v in counts["hidden_need"].items())
    dispositions = ", ".join(f"{k} {v}" for k, v in counts["disposition"].items())
    return f"{_count(len(personas), 'persona')} (needs: {needs}; dispositions: {dispositions})"
