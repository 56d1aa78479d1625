"""PNG charts of a benchmark run: the emotion trajectory and the score per hidden need.

matplotlib is an optional dependency (the ``plot`` extra). It is imported inside
:func:`write_plots` and drawn through the Agg canvas directly, so writing the charts never
touches pyplot's global state or the user's interactive backend.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rlver_env.errors import MissingDependencyError
from rlver_env.runs.evaluation import SAGE_FAILURE_BELOW, SAGE_SUCCESS_AT

EMOTION_BY_TURN_PNG = "emotion_by_turn.png"
SCORE_BY_NEED_PNG = "score_by_need.png"

_DPI = 120
_MEAN_COLOUR = "#2563eb"
_BAND_COLOUR = "#93c5fd"
_PATH_COLOUR = "#94a3b8"
_SUCCESS_COLOUR = "#16a34a"
_FAILURE_COLOUR = "#dc2626"
_BAR_COLOUR = "#3b82f6"
_TEXT_COLOUR = "#1f2937"
_MUTED_COLOUR = "#6b7280"


def _emotion_paths(records: Sequence[dict[str, Any]]) -> list[list[int]]:
    return [
        [int(r["start_emotion"])] + [int(t["emotion"]) for t in r.get("turns", [])] for r in records
    ]


def _style_axes(ax: Any) -> None:
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    for side in ("left", "bottom"):
        ax.spines[side].set_color("#9ca3af")
    ax.tick_params(colors=_TEXT_COLOUR, labelsize=9)
    ax.title.set_color(_TEXT_COLOUR)


def _plot_emotion_by_turn(
    figure_cls: Any,
    canvas_cls: Any,
    summary: dict[str, Any],
    records: Sequence[dict[str, Any]],
    path: Path,
) -> None:
    by_turn = summary.get("emotion_by_turn") or {"mean": [], "low": [], "high": []}
    mean, low, high = by_turn["mean"], by_turn["low"], by_turn["high"]
    turns = list(range(len(mean)))

    fig = figure_cls(figsize=(8, 4.5), dpi=_DPI, layout="constrained")
    canvas_cls(fig)
    ax = fig.add_subplot()
    _style_axes(ax)
    # Individual dialogues stay faint context; too many lines would only make a grey blur.
    paths = _emotion_paths(records)
    if 0 < len(paths) <= 200:
        for emotion_path in paths:
            ax.plot(
                range(len(emotion_path)),
                emotion_path,
                color=_PATH_COLOUR,
                alpha=0.18,
                linewidth=0.8,
                zorder=1,
            )
    if mean:
        ax.fill_between(
            turns,
            low,
            high,
            color=_BAND_COLOUR,
            alpha=0.45,
            linewidth=0,
            label="25th–75th percentile",
            zorder=2,
        )
        ax.plot(
            turns,
            mean,
            color=_MEAN_COLOUR,
            linewidth=2.2,
            marker="o",
            markersize=3.5,
            label="mean",
            zorder=3,
        )
        ax.annotate(
            f"{mean[-1]:.1f}",
            (turns[-1], mean[-1]),
            xytext=(6, 0),
            textcoords="offset points",
            va="center",
            fontsize=9,
            color=_MEAN_COLOUR,
            fontweight="bold",
        )
    ax.axhline(SAGE_SUCCESS_AT, color=_SUCCESS_COLOUR, linestyle="--", linewidth=1.1, zorder=0)
    ax.axhline(SAGE_FAILURE_BELOW, color=_FAILURE_COLOUR, linestyle="--", linewidth=1.1, zorder=0)
    ax.text(
        0.005,
        SAGE_SUCCESS_AT - 1.5,
        f"success ({SAGE_SUCCESS_AT})",
        transform=ax.get_yaxis_transform(),
        color=_SUCCESS_COLOUR,
        fontsize=8,
        va="top",
    )
    ax.text(
        0.005,
        SAGE_FAILURE_BELOW + 1.5,
        f"failure (< {SAGE_FAILURE_BELOW})",
        transform=ax.get_yaxis_transform(),
        color=_FAILURE_COLOUR,
        fontsize=8,
        va="bottom",
    )

    ax.set_ylim(0, 104)
    ax.set_xlim(0, max(1, len(turns) - 1) + 0.6)
    ax.set_xlabel("turn (0 = opening)", color=_TEXT_COLOUR, fontsize=10)
    ax.set_ylabel("emotion", color=_TEXT_COLOUR, fontsize=10)
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.grid(axis="y", color="#e5e7eb", linewidth=0.8, zorder=0)
    ax.set_axisbelow(True)
    episodes = summary.get("episodes", len(records))
    ax.set_title(
        f"Emotion by turn ({episodes} dialogues)", fontsize=12, loc="left", fontweight="bold"
    )
    if mean:
        # Upper left stays clear: every dialogue starts there at the same emotion.
        ax.legend(loc="upper left", bbox_to_anchor=(0.0, 0.93), frameon=False, fontsize=9)
    fig.savefig(path, dpi=_DPI, facecolor="white")


def _plot_score_by_need(
    figure_cls: Any, canvas_cls: Any, summary: dict[str, Any], path: Path
) -> None:
    by_need: dict[str, dict[str, Any]] = summary.get("by_need") or {}
    names = list(by_need)
    # Horizontal bars: need names such as "balanced_analysis" are long and read badly rotated.
    height = max(2.6, 0.9 + 0.42 * len(names))
    fig = figure_cls(figsize=(8, height), dpi=_DPI, layout="constrained")
    canvas_cls(fig)
    ax = fig.add_subplot()
    _style_axes(ax)
    ax.spines["left"].set_visible(False)
    ax.tick_params(axis="y", length=0)
    positions = list(range(len(names)))[::-1]  # first need at the top
    scores = [float(by_need[n]["score"]) for n in names]
    bars = ax.barh(positions, scores, color=_BAR_COLOUR, height=0.62, zorder=2)
    for bar, name in zip(bars, names, strict=True):
        row = by_need[name]
        middle = bar.get_y() + bar.get_height() / 2
        score = float(row["score"])
        notes = [f"n={row['count']}"]
        if row.get("success"):
            notes.append(f"{row['success']} success")
        if row.get("failure"):
            notes.append(f"{row['failure']} failure")
        if score >= 12:  # the value fits inside the bar
            ax.text(
                score - 1.2,
                middle,
                f"{score:.1f}",
                va="center",
                ha="right",
                fontsize=9,
                color="white",
                fontweight="bold",
                zorder=4,
            )
        else:
            notes.insert(0, f"{score:.1f}")
        # A white box keeps the note readable where the overall-score line runs behind it.
        ax.text(
            score + 1.2,
            middle,
            " · ".join(notes),
            va="center",
            fontsize=9,
            color=_MUTED_COLOUR,
            zorder=4,
            bbox={"facecolor": "white", "edgecolor": "none", "pad": 1.0},
        )
    ax.set_yticks(positions, [n.replace("_", " ") for n in names], fontsize=10)
    overall = summary.get("score")
    if overall is not None:
        ax.axvline(
            float(overall), color=_TEXT_COLOUR, linestyle=":", linewidth=1.2, zorder=1
        )  # behind the bars
        ax.text(
            float(overall),
            1.0,
            f" overall {float(overall):.1f}",
            transform=ax.get_xaxis_transform(),
            va="bottom",
            ha="center",
            fontsize=8,
            color=_MUTED_COLOUR,
        )
    ax.set_xlim(0, 135)  # room for the value labels beyond a score of 100
    ax.set_xticks([0, 20, 40, 60, 80, 100])
    ax.spines["bottom"].set_bounds(0, 100)
    ax.set_xlabel("score (mean final emotion)", color=_TEXT_COLOUR, fontsize=10)
    ax.grid(axis="x", color="#e5e7eb", linewidth=0.8, zorder=0)
    ax.set_axisbelow(True)
    ax.set_title("Score by hidden need", fontsize=12, loc="left", fontweight="bold", pad=14)
    if not names:
        ax.text(
            0.5,
            0.5,
            "no dialogues",
            transform=ax.transAxes,
            ha="center",
            va="center",
            color=_MUTED_COLOUR,
        )
    fig.savefig(path, dpi=_DPI, facecolor="white")


def write_plots(
    summary: dict[str, Any], records: Sequence[dict[str, Any]], out_dir: str | Path
) -> list[Path]:
    """Writes the run's charts as PNG files.

    * ``emotion_by_turn.png``: the mean emotion at each turn with the 25th-75th percentile band
      shaded, each dialogue as a faint line, and dashed lines at the success (100) and failure
      (10) thresholds;
    * ``score_by_need.png``: the score of each hidden need as a bar, labelled with its count.

    Args:
        summary: The summary of the run (:func:`rlver_env.bench.summary.summarise_trajectories`).
        records: The finished episodes (the lines of ``trajectories.jsonl``).
        out_dir: The folder to write into (created if missing).

    Returns:
        The paths of the files written.

    Raises:
        MissingDependencyError: If matplotlib is not installed.
    """
    try:
        import matplotlib  # noqa: F401  (checked first so a missing package names itself)
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError as exc:
        raise MissingDependencyError("matplotlib", "plot", "Writing the benchmark charts") from exc

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    emotion_path = out / EMOTION_BY_TURN_PNG
    need_path = out / SCORE_BY_NEED_PNG
    _plot_emotion_by_turn(Figure, FigureCanvasAgg, summary, records, emotion_path)
    _plot_score_by_need(Figure, FigureCanvasAgg, summary, need_path)
    return [emotion_path, need_path]
