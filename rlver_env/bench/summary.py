"""Scores and breakdowns of a set of finished dialogues, SAGE's way.

* **score**: the mean final emotion, rounded half up to one decimal;
* **success**: the number of dialogues whose final emotion is at least 100;
* **failure**: the number whose final emotion is below 10.

Episodes that the policy failed (``reason`` ``"policy_error"``) are not dialogues that ended:
they are counted as ``policy_errors`` and never enter a score.

The summary also reads the replies of the dialogues for degeneracy
(:func:`rlver_env.monitor.run_degeneracy`: repetition, diversity, unreadable text, word salad,
stock phrases, the reward's degeneracy penalties), shown as the "Degeneracy" section.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from rlver_env.monitor import run_degeneracy
from rlver_env.runs.episode_log import is_failed
from rlver_env.runs.evaluation import SAGE_FAILURE_BELOW, SAGE_SUCCESS_AT, round_half_up
from rlver_env.runs.record import reward_version_of
from rlver_env.stats.bootstrap import percentile_interval


def sage_score(finals: Sequence[int | float]) -> float:
    """The mean final emotion, rounded half up to one decimal (exact arithmetic)."""
    if not finals:
        raise ValueError("cannot score an empty set of dialogues")
    total = sum(Fraction(repr(float(f))) for f in finals)
    return round_half_up(total / len(finals), 1)


def bootstrap_ci(
    values: Sequence[float],
    seed: int = 0,
    resamples: int = 2000,
    confidence: float = 0.95,
    digits: int | None = 1,
) -> tuple[float, float]:
    """A percentile bootstrap confidence interval on the mean.

    This is the project's one bootstrap of a mean of independent values (the benchmark's
    ``score_ci95`` and the LLM trainer's before/after table both use it);
    :mod:`rlver_env.stats.bootstrap` resamples clusters for rank correlations.

    Args:
        values: The per-dialogue values (final emotions, returns).
        seed: Seeds the resampling, so the interval is reproducible.
        resamples: The number of bootstrap resamples.
        confidence: The interval's coverage, in (0, 1).
        digits: The decimals the bounds are rounded to; ``None`` leaves them unrounded.

    Returns:
        ``(low, high)``.

    Raises:
        ValueError: For an empty sample, a non-finite value, fewer than one resample or a
            confidence outside (0, 1).
    """
    data = np.asarray(values, dtype=np.float64)
    if data.size == 0:
        raise ValueError("cannot bootstrap an empty sample")
    if not np.isfinite(data).all():
        raise ValueError("cannot bootstrap a sample with a non-finite value (nan or inf)")
    if resamples < 1:
        raise ValueError(f"resamples must be at least 1, got {resamples}")
    rng = np.random.default_rng(seed)
    means = data[rng.integers(0, data.size, size=(resamples, data.size))].mean(axis=1)
    interval = percentile_interval(means, confidence)
    assert interval is not None, "finite values have finite resample means"
    low, high = interval
    if digits is None:
        return low, high
    return round(low, digits), round(high, digits)


def _group(records: Sequence[dict[str, Any]], key: str) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[int]] = defaultdict(list)
    for record in records:
        groups[str(record.get(key, ""))].append(int(record["final_emotion"]))
    return {
        name: {
            "count": len(finals),
            "score": sage_score(finals),
            "success": sum(f >= SAGE_SUCCESS_AT for f in finals),
            "failure": sum(f < SAGE_FAILURE_BELOW for f in finals),
        }
        for name, finals in sorted(groups.items())
    }


def emotion_by_turn(records: Sequence[dict[str, Any]]) -> dict[str, list[float]]:
    """Mean emotion at each turn (turn 0 is the start), with the 25th-75th percentile band.

    A dialogue that ended early keeps its final emotion for the later turns.
    """
    if not records:
        return {"mean": [], "low": [], "high": []}
    paths = [[int(r["start_emotion"])] + [int(t["emotion"]) for t in r["turns"]] for r in records]
    length = max(len(p) for p in paths)
    grid = np.array([p + [p[-1]] * (length - len(p)) for p in paths], dtype=np.float64)
    return {
        "mean": [round(float(x), 2) for x in grid.mean(axis=0)],
        "low": [round(float(x), 2) for x in np.percentile(grid, 25, axis=0)],
        "high": [round(float(x), 2) for x in np.percentile(grid, 75, axis=0)],
    }


def summarise_trajectories(records: Sequence[dict[str, Any]], seed: int = 0) -> dict[str, Any]:
    """Summarises finished dialogues (the records of a ``trajectories.jsonl``).

    Records the policy failed are left out of every number but ``policy_errors``.

    Returns:
        ``episodes`` (the dialogues scored), ``score``, ``score_ci95``, ``success``,
        ``failure``, ``success_rate``, ``failure_rate``, ``mean_turns``, ``reasons``,
        ``by_need``, ``by_disposition``, ``emotion_by_turn``, ``policy_errors`` (the records
        left out), ``reward_version`` (:func:`~rlver_env.runs.record.reward_version_of`:
        which reward made the score) and ``degeneracy`` (:func:`rlver_env.monitor.run_degeneracy`).

    Raises:
        ValueError: If no record is a finished dialogue.
    """
    policy_errors = sum(1 for r in records if is_failed(r))
    records = [r for r in records if not is_failed(r)]
    if not records:
        raise ValueError(f"no finished dialogue to summarise ({policy_errors} failed by the policy)")
    finals = [int(r["final_emotion"]) for r in records]
    count = len(finals)
    success = sum(f >= SAGE_SUCCESS_AT for f in finals)
    failure = sum(f < SAGE_FAILURE_BELOW for f in finals)
    return {
        "episodes": count,
        "score": sage_score(finals),
        "score_ci95": list(bootstrap_ci(finals, seed=seed)),
        "success": success,
        "failure": failure,
        "success_rate": round(success / count, 4),
        "failure_rate": round(failure / count, 4),
        "mean_turns": round(sum(len(r["turns"]) for r in records) / count, 2),
        "reasons": dict(sorted(Counter(str(r.get("reason")) for r in records).items())),
        "by_need": _group(records, "hidden_need"),
        "by_disposition": _group(records, "disposition"),
        "emotion_by_turn": emotion_by_turn(records),
        "policy_errors": policy_errors,
        "reward_version": reward_version_of(records),
        "degeneracy": run_degeneracy(records),
    }


def summary_markdown(summary: dict[str, Any], title: str = "Benchmark summary") -> str:
    """The summary as a Markdown document."""
    low, high = summary["score_ci95"]
    lines = [
        f"# {title}",
        "",
        "| episodes | score | 95% CI | success | failure | mean turns |",
        "|---:|---:|---:|---:|---:|---:|",
        (
            f"| {summary['episodes']} | {summary['score']:.1f} | {low:.1f}–{high:.1f} | {summary['success']} "
            f"| {summary['failure']} | {summary['mean_turns']:.2f} |"
        ),
        "",
    ]
    if summary.get("reward_version"):
        lines += [f"Reward: `{summary['reward_version']}`.", ""]
    errors = int(summary.get("policy_errors", 0))
    if errors:
        lines += [
            (
                f"{errors} {'episode' if errors == 1 else 'episodes'} ended in a policy error "
                f"and {'is' if errors == 1 else 'are'} not scored; re-run the same command to retry."
            ),
            "",
        ]
    for key, heading in (("by_need", "hidden need"), ("by_disposition", "disposition")):
        lines += [f"## By {heading}", "", f"| {heading} | n | score | success | failure |", "|---|---:|---:|---:|---:|"]
        for name, row in summary[key].items():
            lines.append(f"| {name} | {row['count']} | {row['score']:.1f} | {row['success']} | {row['failure']} |")
        lines.append("")
    lines += ["## End reasons", ""] + [f"- {k}: {v}" for k, v in summary["reasons"].items()] + [""]
    if summary.get("degeneracy"):
        lines += degeneracy_markdown(summary["degeneracy"])
    return "\n".join(lines)


def degeneracy_markdown(section: dict[str, Any], heading: str = "## Degeneracy") -> list[str]:
    """The lines of the "Degeneracy" section (:func:`rlver_env.monitor.run_degeneracy`'s result)."""
    metrics = section["metrics"]
    lines = [
        heading,
        "",
        (
            f"The {section['replies']} replies of these dialogues, read by the degeneracy monitor (`rlver_env.monitor`). "
            "A limit crossed means the policy repeats itself, talks in word salad or stock phrases, hides text, "
            "or keeps paying the reward's degeneracy penalties, rather than talking to the user."
        ),
        "",
        "| signal | value | limit | |",
        "|---|---:|---:|---|",
    ]
    for row in section["signals"]:
        limit = f"{'≥' if row['op'] == '<' else '≤'} {row['threshold']:g}"
        lines.append(f"| {row['label']} | {row['value']:.3f} | {limit} | {'**crossed**' if row['crossed'] else 'ok'} |")
    lines += [
        f"| words per reply | {metrics['words_per_reply']:.1f} | | |",
        f"| replies nearly repeating one said to another user (no limit) | {metrics['near_repeat_rate']:.3f} | | |",
        "",
    ]
    if not section["penalties"]:
        lines += ["The reward names no rules for these dialogues (an LLM user, SAGE's logs), so its penalties are not counted.", ""]
    if section["crossed"]:
        lines += ["Limits crossed, each with one reply that shows it:", ""]
        lines += [f"- {row['label']} ({row['metric']} {row['value']:.3f}): {row['excerpt']}" for row in section["crossed"]]
    else:
        lines.append("No limit crossed.")
    lines.append("")
    return lines


def write_summary(summary: dict[str, Any], out_dir: str | Path, title: str = "Benchmark summary") -> None:
    """Writes ``summary.json`` and ``summary.md`` into ``out_dir``."""
    out = Path(out_dir)
    (out / "summary.json").write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (out / "summary.md").write_text(summary_markdown(summary, title), encoding="utf-8")
