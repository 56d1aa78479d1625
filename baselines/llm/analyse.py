"""What a trained policy learned: degeneracy, diversity and dialogue excerpts, before vs after.

Reads the evaluation episode logs the trainer writes (``<run>/eval_before/trajectories.jsonl``
and ``<run>/eval_after/trajectories.jsonl``) and reports, for each side:

* the rule simulator's degeneracy hits recorded in every turn's appraisal
  (the degeneracy monitor's :data:`~rlver_env.monitor.DEGENERACY_PENALTIES`: parroting, formulaic, nonwords, incoherent,
  signs_off and the other penalties that say a reply games, breaks or harms the reward rather
  than helps);
* diversity: distinct-1 and distinct-2 over all replies (:func:`~rlver_env.monitor.diversity.distinct_n`), the share of
  replies that repeat an earlier one word for word (:func:`~rlver_env.monitor.diversity.repetition_rate`) and the share that
  loop inside themselves (:func:`looping_rate`), all from :mod:`rlver_env.monitor.diversity`;
* the red team's word overlap of each reply with the user's words just before it
  (:func:`rlver_env.red_team.jaccard`), a parroting measure that does not rely on the
  simulator;
* reply length in words, and the mean final emotion;

and writes ``analysis.json`` and ``analysis.md`` (with before/after dialogue excerpts on the
same personas and seeds) into the output folder::

    python -m rlver_baselines.llm.analyse runs/tiny-cpu --out baselines/llm/results/tiny-cpu
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from rlver_env.jsonl import read_jsonl
from rlver_env.monitor import DEGENERACY_PENALTIES, penalty_codes
from rlver_env.monitor.diversity import distinct_n, looping_rate, repetition_rate
from rlver_env.red_team import jaccard, word_count, word_set
from rlver_env.runs.record import reward_version_of


def load_episodes(path: str | Path) -> list[dict[str, Any]]:
    """The finished episodes of a trajectories file, keyed and ordered by their benchmark key.

    Raises:
        FileNotFoundError: If ``path`` does not exist.
    """
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"{path}: no episode log (run the trainer with evaluate on)")
    records = {r["key"]: r for r in read_jsonl(path) if r.get("key") and r.get("reason") != "policy_error"}
    return [records[k] for k in sorted(records)]


def _hit_names(turn: dict[str, Any]) -> list[str]:
    appraisal = turn.get("appraisal") or {}
    return [str(h.get("name", "")) for h in appraisal.get("hits", [])]


def side_stats(episodes: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Degeneracy, diversity, overlap and outcome statistics of one evaluation."""
    turns = [t for e in episodes for t in e["turns"]]
    replies = [str(t.get("reply", "")) for t in turns]
    hits = Counter(name for t in turns for name in _hit_names(t))
    codes = Counter(code for t in turns for code in penalty_codes(t))  # the hits' penalties, and broken formats
    degenerate = {name: codes.get(name, 0) for name in DEGENERACY_PENALTIES}
    flagged = sum(any(n in DEGENERACY_PENALTIES for n in penalty_codes(t)) for t in turns)
    overlaps = []
    for episode in episodes:
        heard = str(episode.get("opening", ""))
        for turn in episode["turns"]:
            overlaps.append(jaccard(word_set(str(turn.get("reply", ""))), word_set(heard)))
            heard = str(turn.get("user_text", "")) or heard
    finals = [float(e["final_emotion"]) for e in episodes]
    return {
        "episodes": len(episodes),
        "turns": len(turns),
        "mean_final_emotion": float(np.mean(finals)) if finals else float("nan"),
        "successes": sum(e.get("reason") == "success" for e in episodes),
        "mean_return": float(np.mean([float(e["total_reward"]) for e in episodes])) if episodes else float("nan"),
        "words_per_reply": float(np.mean([word_count(r) for r in replies])) if replies else 0.0,
        "distinct_1": distinct_n(replies, 1),
        "distinct_2": distinct_n(replies, 2),
        "repetition_rate": repetition_rate(replies),
        "looping_rate": looping_rate(replies),
        "mean_overlap_with_user": float(np.mean(overlaps)) if overlaps else 0.0,
        "degenerate_turns": flagged,
        "degenerate_turn_share": flagged / len(turns) if turns else 0.0,
        "degeneracy_hits": degenerate,
        "all_hits": dict(sorted(hits.items())),
    }


def pick_excerpts(before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]], count: int = 6) -> list[str]:
    """Keys of ``count`` episodes spread evenly over the paired change in return (worst to best).

    Spreading over the whole range, rather than taking the best, shows what typically changed.
    """
    after_by_key = {e["key"]: e for e in after}
    pairs = sorted(
        (float(after_by_key[e["key"]]["total_reward"]) - float(e["total_reward"]), e["key"]) for e in before if e["key"] in after_by_key
    )
    if len(pairs) <= count:
        return [k for _, k in pairs]
    positions = np.linspace(0, len(pairs) - 1, count).round().astype(int)
    return [pairs[i][1] for i in positions]


def _dialogue_lines(episode: dict[str, Any]) -> list[str]:
    lines = []
    for number, turn in enumerate(episode["turns"], 1):
        names = [n.removeprefix("penalty:") for n in penalty_codes(turn) if n in DEGENERACY_PENALTIES]
        flag = f" — flagged: {', '.join(names)}" if names else ""
        reply = " ".join(str(turn.get("reply", "")).split())
        if turn.get("thought"):
            lines.append(f"> *agent {number}, thinking (the user does not see this)*: {' '.join(str(turn['thought']).split())}")
            lines.append(">")
        lines.append(f"> **agent {number}** ({int(turn.get('emotion_delta', 0)):+d}{flag}): {reply}")
        lines.append(">")
        if number < len(episode["turns"]) and turn.get("user_text"):
            lines.append(f"> *user*: {' '.join(str(turn['user_text']).split())}")
            lines.append(">")
    return lines[:-1] if lines else lines


def analysis_markdown(stats: dict[str, Any], before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]], keys: Sequence[str]) -> str:
    """The analysis as Markdown: the degeneracy and diversity table, then the excerpts."""
    b, a = stats["before"], stats["after"]
    rows = [
        ("episodes / turns", f"{b['episodes']} / {b['turns']}", f"{a['episodes']} / {a['turns']}"),
        ("mean final emotion", f"{b['mean_final_emotion']:.1f}", f"{a['mean_final_emotion']:.1f}"),
        ("successes", str(b["successes"]), str(a["successes"])),
        ("words per reply", f"{b['words_per_reply']:.1f}", f"{a['words_per_reply']:.1f}"),
        ("distinct-1", f"{b['distinct_1']:.3f}", f"{a['distinct_1']:.3f}"),
        ("distinct-2", f"{b['distinct_2']:.3f}", f"{a['distinct_2']:.3f}"),
        ("repeated replies (word for word)", f"{b['repetition_rate']:.1%}", f"{a['repetition_rate']:.1%}"),
        ("replies that loop (a 4-gram twice)", f"{b['looping_rate']:.1%}", f"{a['looping_rate']:.1%}"),
        ("word overlap with the user (Jaccard)", f"{b['mean_overlap_with_user']:.3f}", f"{a['mean_overlap_with_user']:.3f}"),
        ("turns with a degeneracy hit", f"{b['degenerate_turns']} ({b['degenerate_turn_share']:.1%})", f"{a['degenerate_turns']} ({a['degenerate_turn_share']:.1%})"),
    ]
    rows += [(f"&nbsp;&nbsp;{name}", str(b["degeneracy_hits"][name]), str(a["degeneracy_hits"][name])) for name in DEGENERACY_PENALTIES]
    lines = [
        "## What the policy learned: degeneracy and diversity (held-out test personas)",
        "",
        "Degeneracy hits are the rule simulator's appraisal penalties recorded in each turn; the",
        "overlap is the red team's word Jaccard of a reply with the user's message just before it.",
        "",
        "| measure | before | after |",
        "|---|---:|---:|",
        *[f"| {name} | {x} | {y} |" for name, x, y in rows],
        "",
        "## Dialogue excerpts (same persona and seed before and after)",
        "",
        f"{len(keys)} episodes spread evenly over the paired change in return, from the worst to the best;",
        "each agent turn shows its emotion change and any degeneracy hit.",
        "",
    ]
    before_by_key, after_by_key = {e["key"]: e for e in before}, {e["key"]: e for e in after}
    for key in keys:
        eb, ea = before_by_key[key], after_by_key[key]
        lines += [
            f"### {key} ({eb.get('hidden_need', '')}, {eb.get('disposition', '')}, {eb.get('difficulty', '')})",
            "",
            f"Opening: *{' '.join(str(eb.get('opening', '')).split())}*",
            "",
            f"**Before** (emotion {eb['start_emotion']} → {eb['final_emotion']}):",
            "",
            *_dialogue_lines(eb),
            "",
            f"**After** (emotion {ea['start_emotion']} → {ea['final_emotion']}):",
            "",
            *_dialogue_lines(ea),
            "",
        ]
    return "\n".join(lines)


def analyse(run_dir: str | Path, out_dir: str | Path, excerpts: int = 6) -> dict[str, Any]:
    """Analyses a run folder's evaluations and writes ``analysis.json`` and ``analysis.md`` to ``out_dir``.

    Returns:
        ``before`` and ``after`` (:func:`side_stats`), ``excerpt_keys`` and ``reward_version``
        (the evaluations' reward, :func:`rlver_env.runs.record.reward_version_of`).
    """
    run_dir, out_dir = Path(run_dir), Path(out_dir)
    before = load_episodes(run_dir / "eval_before" / "trajectories.jsonl")
    after = load_episodes(run_dir / "eval_after" / "trajectories.jsonl")
    keys = pick_excerpts(before, after, excerpts)
    stats = {
        "before": side_stats(before),
        "after": side_stats(after),
        "excerpt_keys": keys,
        "reward_version": reward_version_of([*before, *after]),
    }
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "analysis.json").write_text(json.dumps(stats, indent=2) + "\n", encoding="utf-8")
    (out_dir / "analysis.md").write_text(analysis_markdown(stats, before, after, keys), encoding="utf-8")
    return stats


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: analyse a run folder's before/after evaluations."""
    parser = argparse.ArgumentParser(prog="python -m rlver_baselines.llm.analyse", description=main.__doc__)
    parser.add_argument("run_dir", help="The trainer's run folder (with eval_before/ and eval_after/).")
    parser.add_argument("--out", help="Where analysis.json and analysis.md go (default: the run folder).")
    parser.add_argument("--excerpts", type=int, default=6, help="Before/after dialogue excerpts to show.")
    args = parser.parse_args(argv)
    stats = analyse(args.run_dir, args.out or args.run_dir, args.excerpts)
    summary = {side: {k: stats[side][k] for k in ("mean_final_emotion", "distinct_1", "distinct_2", "repetition_rate", "degenerate_turns")} for side in ("before", "after")}
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
