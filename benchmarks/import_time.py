"""How long ``import rlver_env`` takes in a fresh interpreter, against a reference checkout.

Each sample is a new ``python -c "import rlver_env"`` process timed with ``-X importtime``'s
cumulative figure for ``rlver_env`` (so interpreter start-up is left out). The checkouts are
sampled alternately, side by side, and the ratio of the medians is printed::

    python benchmarks/import_time.py --reference /path/to/older/checkout --samples 15
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def import_us(tree: Path) -> int:
    """Microseconds to import ``rlver_env`` from ``tree`` (cumulative, from ``-X importtime``)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import rlver_env"],
        cwd=tree, env=env, capture_output=True, text=True, check=True, timeout=120,
    )
    for line in done.stderr.splitlines():
        parts = [p.strip() for p in line.split("|")]
        if len(parts) == 3 and parts[2] == "rlver_env":
            return int(parts[1])
    raise RuntimeError(f"no import time for rlver_env from {tree}:\n{done.stderr[-2000:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reference", type=Path, help="another checkout to compare with")
    parser.add_argument("--samples", type=int, default=11)
    args = parser.parse_args()
    trees = {"this checkout": REPO} | ({"reference": args.reference.resolve()} if args.reference else {})
    times: dict[str, list[int]] = {name: [] for name in trees}
    for _ in range(args.samples):
        for name, tree in trees.items():
            times[name].append(import_us(tree))
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, value in medians.items():
        print(f"{name:14s} import rlver_env: median {value / 1000:7.1f} ms over {args.samples} samples")
    if args.reference:
        print(f"ratio this/reference: {medians['this checkout'] / medians['reference']:.3f}")


if __name__ == "__main__":
    main()
