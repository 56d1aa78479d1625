"""``rlver-env personas generate``: compose personas offline, or ask an LLM for them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rlver_env.errors import PersonaError
from rlver_env.personas.generate.llm import BackendCompleter, generate_personas_llm
from rlver_env.personas.generate.offline import generate_personas
from rlver_env.personas.generate.parts import domain_names
from rlver_env.personas.importers import write_personas
from rlver_env.personas.needs import DISPOSITIONS, HIDDEN_NEEDS


def _csv(text: str) -> list[str]:
    return [item.strip() for item in text.split(",") if item.strip()]


def add_parser(group: argparse._SubParsersAction) -> None:
    """Registers ``personas generate``."""
    parser = group.add_parser(
        "generate",
        help="generate English personas (offline and deterministic, or with an LLM)",
        description=(
            "Compose valid, distinct English personas from typed parts (need, disposition, domain, "
            "event, people, traits, speaking style, difficulty); the same seed gives the same "
            "personas. With --llm-backend, ask a language model instead: replies are validated "
            "against the schema, retried within bounds, and only valid personas are written."
        ),
    )
    parser.add_argument("output", type=Path, help="a .jsonl file, a .json file or a folder")
    parser.add_argument("-n", "--count", type=int, default=50, help="how many personas (default: 50)")
    parser.add_argument("--seed", type=int, default=0, help="seed (default: 0)")
    parser.add_argument("--needs", type=_csv, default=None, help=f"comma-separated subset of {', '.join(HIDDEN_NEEDS)}")
    parser.add_argument("--dispositions", type=_csv, default=None, help=f"comma-separated subset of {', '.join(DISPOSITIONS)}")
    parser.add_argument("--domains", type=_csv, default=None, help=f"comma-separated subset of {', '.join(domain_names())}")
    parser.add_argument("--llm-backend", default=None, help="openai | transformers | smollm2 | vllm (default: offline)")
    parser.add_argument("--base-url", default=None, help="server URL for --llm-backend openai")
    parser.add_argument("--model", default=None, help="model name or path for the LLM backend")
    parser.add_argument("--api-key-env", default=None, help="environment variable holding the API key")
    parser.add_argument("--max-retries", type=int, default=2, help="extra attempts per persona (default: 2)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Generates and writes personas; the LLM mode reports its rejects."""
    choices = (
        ("--needs", "need", args.needs, HIDDEN_NEEDS),
        ("--dispositions", "disposition", args.dispositions, DISPOSITIONS),
        ("--domains", "domain", args.domains, domain_names()),
    )
    for flag, name, given, known in choices:
        unknown = [g for g in given or [] if g not in known]
        if unknown or given == []:
            what = f"unknown {name}(s) {unknown}" if unknown else f"no {name} given"
            raise PersonaError(f"{flag}: {what}; choose from {', '.join(known)}")
    if args.count < 1:
        print("--count must be at least 1", file=sys.stderr)
        return 2
    filters = {"needs": args.needs, "dispositions": args.dispositions, "domains": args.domains}
    if args.llm_backend is None:
        personas = generate_personas(args.count, args.seed, **filters)
        rejects = []
    else:
        from rlver_env.backends import make_backend

        kwargs = {k: v for k, v in (("base_url", args.base_url), ("model", args.model), ("api_key_env", args.api_key_env)) if v}
        backend = make_backend(args.llm_backend, **kwargs)
        try:
            personas, rejects = generate_personas_llm(
                BackendCompleter(backend), args.count, args.seed, max_retries=args.max_retries, **filters
            )
        finally:
            backend.close()
        for reject in rejects:
            print(f"rejected: {reject}", file=sys.stderr)
    if personas:
        write_personas(personas, args.output)
    print(f"wrote {len(personas)} personas to {args.output}; {len(rejects)} replies rejected")
    return 0 if personas else 1
