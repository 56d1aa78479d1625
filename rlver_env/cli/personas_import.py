"""``rlver-env personas import``: convert the official RLVER/SAGE profile files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rlver_env.personas.importers import import_profiles, write_personas


def add_parser(group: argparse._SubParsersAction) -> None:
    """Registers ``personas import``."""
    parser = group.add_parser(
        "import",
        help="convert official RLVER/SAGE profiles (JSONL) into personas",
        description=(
            "Convert the official RLVER or SAGE profile file into personas (language 'zh'), keeping "
            "all original text. Bad lines are reported with their line number and field; the rest "
            "still convert. Imported personas run with the LLM simulator."
        ),
    )
    parser.add_argument("--format", choices=("rlver", "sage"), required=True, help="the input's format")
    parser.add_argument("input", type=Path, help="the profile file (.jsonl)")
    parser.add_argument("output", type=Path, help="a .jsonl file, a .json file or a folder")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Imports, writes, and prints the summary (errors on stderr)."""
    result = import_profiles(args.input, args.format)
    for error in result.errors:
        print(f"error: {error}", file=sys.stderr)
    if not result.personas:
        print(f"no persona converted from {args.input}", file=sys.stderr)
        return 1
    written = write_personas(result.personas, args.output)
    print(result.summary())
    print(f"wrote {len(result.personas)} personas to {args.output} ({len(written)} file(s))")
    return 0 if not result.errors else 1
