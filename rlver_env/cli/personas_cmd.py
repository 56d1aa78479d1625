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
from rlver_env.errors import PersonaError
from rlver_env.persona import Persona, load_personas
from rlver_env.persona_bank import PersonaBank

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
        help="check persona files against the schema",
        description=(
            "Validate persona files and folders against the persona schema. Prints OK with "
            "counts per path, or the error naming the file, persona id and field; exits 1 if "
            "any path fails."
        ),
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="a .json/.jsonl file or a folder")
    parser.set_defaults(handler=run_validate)


def run_validate(args: argparse.Namespace) -> int:
    """Validates each path; returns 1 if any fails (ids must also be unique across paths)."""
    failed = 0
    seen: dict[str, str] = {}
    for path in args.paths:
        try:
            personas = load_personas(path)
        except PersonaError as exc:
            failed += 1
            print(f"FAIL {path}\n  {exc}", file=sys.stderr)
            continue
        # The same file reached twice (a folder and a file in it) is not a duplicate.
        duplicates = [p for p in personas if p.id in seen and seen[p.id] != p.source]
        if duplicates:
            failed += 1
            first = duplicates[0]
            detail = f"duplicate persona id {first.id!r} in {seen[first.id]} and {first.source}"
            print(f"FAIL {path}\n  {detail}", file=sys.stderr)
            continue
        seen.update((p.id, p.source) for p in personas)
        print(f"OK {path}: {_summary(personas)}")
    total = len(args.paths)
    if failed:
        print(f"{failed} of {total} path(s) failed validation", file=sys.stderr)
        return 1
    print(f"all {total} path(s) valid: {len(seen)} personas")
    return 0


def _summary(personas: list[Persona]) -> str:
    counts = PersonaBank(personas).counts()
    needs = ", ".join(f"{k} {v}" for k, v in counts["hidden_need"].items())
    dispositions = ", ".join(f"{k} {v}" for k, v in counts["disposition"].items())
    noun = "persona" if len(personas) == 1 else "personas"
    return f"{len(personas)} {noun} (needs: {needs}; dispositions: {dispositions})"
