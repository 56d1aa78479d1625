"""How often contempt costs a sound reply, in any wording: the hand-written sets of ``tests/data/contempt``.

Each sentence is appended to one sound reply ("It makes sense that this has been weighing on
you. How are you holding up with it?") and played as the first reply to the first personas of
the test split (seed 0). A sentence *costs* when the mean emotion change drops by more than a
point against the sound reply alone. A hostile sentence (label 1) should cost; a kind one
(label 0: reflected pain, negated labels, pushback against someone's dismissal, others' cruelty
told, advice, questions) should not. ``dev.jsonl`` is what the hostility reader was developed
against, ``heldout.jsonl`` was written separately and measured after.

Run::

    python benchmarks/contempt_sets.py [--personas 8] [--show 0]
"""

from __future__ import annotations

import argparse
import collections
import json
from pathlib import Path

import gymnasium as gym

import rlver_env  # noqa: F401  (registers the ids)

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "contempt"
BASE = "It makes sense that this has been weighing on you. How are you holding up with it?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--personas", type=int, default=8, help="how many test personas each sentence is played to")
    parser.add_argument("--show", type=int, default=0, help="print this many misread sentences of each set and label")
    args = parser.parse_args()
    env = gym.make("EmpathyDialogue-Eval-v0")
    ids = list(env.unwrapped.bank.ids)[: args.personas]

    def mean_delta(reply: str) -> float:
        deltas = []
        for pid in ids:
            env.reset(seed=0, options={"persona": pid})
            deltas.append(env.step(reply)[4]["emotion_delta"])
        return sum(deltas) / len(deltas)

    base = mean_delta(BASE)
    print(f"reward {env.unwrapped.reward_version}; the sound reply alone: {base:+.2f} on {len(ids)} personas")
    for name in ("dev.jsonl", "heldout.jsonl"):
        rows = [json.loads(line) for line in (DATA / name).open(encoding="utf-8") if line.strip()]
        by_kind: dict[tuple[int, str], list[bool]] = collections.defaultdict(list)
        wrong: dict[int, list[str]] = {0: [], 1: []}
        for row in rows:
            costs = mean_delta(BASE + " " + row["text"]) < base - 1.0
            by_kind[(row["label"], row["kind"])].append(costs)
            if costs != (row["label"] == 1):
                wrong[row["label"]].append(row["text"])
        for label, what in ((1, "hostile sentences that cost"), (0, "kind sentences that cost")):
            kinds = sorted(k for k in by_kind if k[0] == label)
            every = [c for k in kinds for c in by_kind[k]]
            print(f"{name}: {what}: {sum(every)}/{len(every)} ({sum(every) / len(every):.1%})")
            print("   " + ", ".join(f"{k[1]} {sum(by_kind[k])}/{len(by_kind[k])}" for k in kinds))
            for text in wrong[label][: args.show]:
                print("     misread:", text)


if __name__ == "__main__":
    main()
