"""Scores finished dialogues, ours or SAGE's, as SAGE's "Sentient" benchmark does.

For each model (one SAGE log, or one of our run directories):

* **score**: the mean final emotion, rounded half up to one decimal;
* **success**: the number of dialogues whose final emotion is at least 100;
* **failure**: the number whose final emotion is below 10;
* **n**: the number of dialogues scored, and **mean turns**: agent replies per dialogue.

Example::

    from rlver_env.bench.scoring import score_paths, format_scores

    report = score_paths(["runs/empathetic", "sage/results/gpt-4.1.jsonl"])
    text = format_scores(report.rows, "markdown")
    problems = report.errors  # "file:line: reason" for each line that could not be read
"""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from rlver_env.bench.runner import RUN_CONFIG, TRAJECTORIES
from rlver_env.bench.sage_logs import iter_numbered_jsonl, looks_like_sage, read_sage_log
from rlver_env.bench.summary import sage_score
from rlver_env.errors import RlverEnvError
from rlver_env.evaluation import SAGE_FAILURE_BELOW, SAGE_SUCCESS_AT

LogFormat = Literal["ours", "sage"]
FORMATS: tuple[str, ...] = ("ours", "sage", "auto")
OUTPUTS: tuple[str, ...] = ("markdown", "csv", "json")


@dataclasses.dataclass
class LoadedLog:
    """The dialogues of one model, read from one path.

    Attributes:
        name: The row name: the run directory's name, or the SAGE log's file stem.
        path: The path given.
        format: ``"ours"`` or ``"sage"``.
        records: The readable episode records (our record shape for both formats).
        errors: ``"file:line: reason"`` for each line that could not be read.
        run_config: Our run's ``run.json``, when there is one.
    """

    name: str
    path: Path
    format: str
    records: list[dict[str, Any]]
    errors: list[str] = dataclasses.field(default_factory=list)
    run_config: dict[str, Any] | None = None


@dataclasses.dataclass(frozen=True)
class ScoreRow:
    """One model's scores.

    Attributes:
        name: The model or run.
        format: ``"ours"`` or ``"sage"``.
        path: Where the dialogues were read from.
        n: The number of dialogues scored.
        score: The mean final emotion, rounded half up to one decimal.
        success: Dialogues whose final emotion is at least 100.
        failure: Dialogues whose final emotion is below 10.
        mean_turns: Agent replies per dialogue (two decimals), ``None`` if not known for all.
        malformed: The number of lines that could not be read (not scored).
    """

    name: str
    format: str
    path: str
    n: int
    score: float
    success: int
    failure: int
    mean_turns: float | None
    malformed: int = 0

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return dataclasses.asdict(self)


@dataclasses.dataclass
class ScoreReport:
    """What :func:`score_paths` found.

    Attributes:
        rows: One row per path with something to score, best score first.
        errors: Every line that could not be read, and every path with nothing to score.
        unscored: The paths that had no readable dialogue.
    """

    rows: list[ScoreRow]
    errors: list[str]
    unscored: list[str]


def _trajectories_path(path: Path) -> Path:
    return path / TRAJECTORIES if path.is_dir() else path


def detect_format(path: str | Path) -> LogFormat:
    """Tells our run directories (or their ``trajectories.jsonl``) from SAGE logs.

    A directory, or a file named ``trajectories.jsonl``, is ours; any other file is judged by
    its first JSON object line (``history`` and ``emo_point`` mean SAGE).

    Raises:
        RlverEnvError: If the path does not exist or holds no JSON object line.
    """
    path = Path(path)
    if path.is_dir() or path.name == TRAJECTORIES:
        return "ours"
    if not path.is_file():
        raise RlverEnvError(f"{path}: no such run directory or log file")
    for _, record in iter_numbered_jsonl(path):
        return "sage" if looks_like_sage(record) else "ours"
    raise RlverEnvError(
        f"{path}: holds no JSON object line, so its format cannot be told; pass --format"
    )


def _check_our_record(record: dict[str, Any]) -> str | None:
    """Why an episode record of ours cannot be scored, or ``None``."""
    final = record.get("final_emotion")
    if isinstance(final, bool) or not isinstance(final, (int, float)):
        return f"final_emotion must be a number, got {final!r}"
    if not 0 <= final <= 100:
        return f"final_emotion must lie in [0, 100], got {final!r}"
    if not isinstance(record.get("key"), str):
        return f"key must be a string, got {record.get('key')!r}"
    if "turns" in record and not isinstance(record["turns"], list):
        return f"turns must be a list, got {type(record['turns']).__name__}"
    return None


def read_run(
    path: str | Path, errors: list[str] | None = None
) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """Reads our run directory (or its ``trajectories.jsonl``).

    Episodes are kept once per ``key`` (the first line wins, as the runner resumes).

    Args:
        path: A run directory, or a ``trajectories.jsonl`` file.
        errors: If given, ``"file:line: reason"`` is appended for each skipped line.

    Returns:
        The readable records, in file order, and ``run.json`` if there is one.

    Raises:
        RlverEnvError: If there is no trajectories file.
    """
    path = Path(path)
    file = _trajectories_path(path)
    if not file.is_file():
        raise RlverEnvError(f"{path}: no {TRAJECTORIES} here; is it a run directory?")
    config_path = file.parent / RUN_CONFIG
    config = None
    if config_path.is_file():
        try:
            loaded = json.loads(config_path.read_text(encoding="utf-8"))
            config = loaded if isinstance(loaded, dict) else None
        except json.JSONDecodeError as exc:
            if errors is not None:
                errors.append(f"{config_path}:{exc.lineno}: invalid JSON ({exc.msg}); ignored")
    records: list[dict[str, Any]] = []
    first_line: dict[str, int] = {}
    for line_no, record in iter_numbered_jsonl(file, errors):
        problem = _check_our_record(record)
        key = record.get("key")
        if problem is None and key in first_line:
            problem = f"duplicate key {key!r} (first on line {first_line[key]}); skipped"
        if problem is not None:
            if errors is not None:
                errors.append(f"{file}:{line_no}: {problem}")
            continue
        first_line[record["key"]] = line_no
        records.append(record)
    return records, config


def load_log(path: str | Path, format: str = "auto") -> LoadedLog:
    """Reads one path's dialogues into our record shape.

    Args:
        path: Our run directory or its ``trajectories.jsonl``, or a SAGE-format ``.jsonl`` log.
        format: ``"ours"``, ``"sage"`` or ``"auto"`` (see :func:`detect_format`).

    Raises:
        ValueError: For an unknown format.
        RlverEnvError: If the path does not exist or is not of the format asked for.
    """
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}; choose one of {list(FORMATS)}")
    path = Path(path)
    fmt = detect_format(path) if format == "auto" else format
    errors: list[str] = []
    if fmt == "sage":
        if path.is_dir():
            raise RlverEnvError(f"{path}: is a directory; a SAGE log is a .jsonl file")
        return LoadedLog(path.stem, path, "sage", read_sage_log(path, errors), errors)
    records, config = read_run(path, errors)
    name = (
        path.name
        if path.is_dir()
        else (path.parent.name if path.name == TRAJECTORIES else path.stem)
    )
    return LoadedLog(name or str(path), path, "ours", records, errors, config)


def score_records(
    name: str,
    records: Sequence[dict[str, Any]],
    format: str = "ours",
    path: str = "",
    malformed: int = 0,
) -> ScoreRow:
    """Scores a set of finished dialogues with SAGE's definitions.

    Args:
        name: The row name.
        records: Records with ``final_emotion``; ``num_turns`` or ``turns`` give the turn count.
        format: The records' source format, kept in the row.
        path: Where they came from, kept in the row.
        malformed: The number of lines that could not be read, kept in the row.

    Raises:
        ValueError: If ``records`` is empty.
    """
    finals = [r["final_emotion"] for r in records]
    turn_counts = [_turn_count(r) for r in records]
    known = [t for t in turn_counts if t is not None]
    mean_turns = (
        round(sum(known) / len(known), 2) if known and len(known) == len(turn_counts) else None
    )
    return ScoreRow(
        name=name,
        format=format,
        path=path,
        n=len(finals),
        score=sage_score(finals),
        success=sum(f >= SAGE_SUCCESS_AT for f in finals),
        failure=sum(f < SAGE_FAILURE_BELOW for f in finals),
        mean_turns=mean_turns,
        malformed=malformed,
    )


def _turn_count(record: dict[str, Any]) -> int | None:
    if isinstance(record.get("num_turns"), int):
        return int(record["num_turns"])
    if isinstance(record.get("turns"), list):
        return len(record["turns"])
    return None


def sort_rows(rows: Sequence[ScoreRow]) -> list[ScoreRow]:
    """Best score first; ties by more successes, fewer failures, then name."""
    return sorted(rows, key=lambda r: (-r.score, -r.success, r.failure, r.name))


def score_paths(paths: Sequence[str | Path], format: str = "auto") -> ScoreReport:
    """Scores every path (one row each), keeping going past unreadable lines.

    Args:
        paths: Our run directories (or their ``trajectories.jsonl``) and SAGE-format logs.
        format: ``"ours"``, ``"sage"`` or ``"auto"`` (decided per path).

    Returns:
        The rows, best score first, and every problem found.

    Raises:
        ValueError: For an unknown format, or no paths.
        RlverEnvError: If a path does not exist or is not of the format asked for.
    """
    if not paths:
        raise ValueError("no paths to score")
    rows: list[ScoreRow] = []
    errors: list[str] = []
    unscored: list[str] = []
    for path in paths:
        log = load_log(path, format)
        errors.extend(log.errors)
        if not log.records:
            errors.append(f"{path}: no readable dialogue, nothing to score")
            unscored.append(str(path))
            continue
        rows.append(score_records(log.name, log.records, log.format, str(path), len(log.errors)))
    return ScoreReport(sort_rows(rows), errors, unscored)


_COLUMNS = ("model", "n", "score", "success", "failure", "mean turns")


def _cells(row: ScoreRow) -> list[str]:
    turns = "" if row.mean_turns is None else f"{row.mean_turns:.2f}"
    return [row.name, str(row.n), f"{row.score:.1f}", str(row.success), str(row.failure), turns]


def format_scores(rows: Sequence[ScoreRow], output: str = "markdown") -> str:
    """Renders score rows as a Markdown table, CSV or JSON (no trailing newline for Markdown).

    Args:
        rows: The rows, in the order to show them.
        output: ``"markdown"``, ``"csv"`` or ``"json"``.

    Raises:
        ValueError: For an unknown output.
    """
    if output == "markdown":
        lines = ["| " + " | ".join(_COLUMNS) + " |", "|---|" + "---:|" * (len(_COLUMNS) - 1)]
        lines += ["| " + " | ".join(_cells(row)) + " |" for row in rows]
        return "\n".join(lines)
    if output == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["model", "n", "score", "success", "failure", "mean_turns"])
        writer.writerows(_cells(row) for row in rows)
        return buffer.getvalue()
    if output == "json":
        return json.dumps([row.to_dict() for row in rows], indent=2, ensure_ascii=False)
    raise ValueError(f"unknown output {output!r}; choose one of {list(OUTPUTS)}")
