"""Scores finished dialogues, ours or SAGE's, as SAGE's "Sentient" benchmark does.

For each model (one SAGE log, or one of our run directories):

* **score**: the mean final emotion, rounded half up to one decimal;
* **success**: the number of dialogues whose final emotion is at least 100;
* **failure**: the number whose final emotion is below 10;
* **n**: the number of dialogues scored, and **mean turns**: agent replies per dialogue;
* **reward**: the reward version the dialogues were scored under (``"rule/3"``, ``"llm/..."``;
  ``"sage"`` for SAGE's logs), so that rows made by different rewards are told apart.

Example::

    from rlver_env.bench.scoring import score_paths, format_scores

    report = score_paths(["runs/empathetic", "sage/results/gpt-4.1.jsonl"])
    text = format_scores(report.rows, "markdown")
    problems = report.errors  # "file:line: reason" for each line that could not be read
    warnings = report.warnings(limit=3)  # the same, at most 3 lines per path, then a count

Episodes that a policy failed (``reason`` ``"policy_error"`` in our runs) are not finished
dialogues: they are never scored, and a later line of the same key (the re-run) replaces them.
A path with nothing to score is described (a persona file, a JSON array, not JSON lines, ...), so
that it is clear what was given instead of a log.
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
from rlver_env.runs.episode_log import is_failed
from rlver_env.runs.evaluation import SAGE_FAILURE_BELOW, SAGE_SUCCESS_AT
from rlver_env.runs.record import reward_version_of, turn_count

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
        policy_errors: Our episodes that ended in a policy error and were not re-run since
            (not in ``records``).
    """

    name: str
    path: Path
    format: str
    records: list[dict[str, Any]]
    errors: list[str] = dataclasses.field(default_factory=list)
    run_config: dict[str, Any] | None = None
    policy_errors: int = 0


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
        policy_errors: Episodes that ended in a policy error (not scored).
        reward_version: The reward version of the dialogues
            (:func:`~rlver_env.runs.record.reward_version_of`), ``None`` when unrecorded.
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
    policy_errors: int = 0
    reward_version: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return dataclasses.asdict(self)


@dataclasses.dataclass
class ScoreReport:
    """What :func:`score_paths` found.

    Attributes:
        rows: One row per path with something to score, best score first.
        errors: Every line that could not be read, and every note on a path (policy errors
            left out, nothing to score and what the file looks like instead).
        unscored: The paths that had no readable dialogue.
        line_errors: The unreadable lines of each path, keyed by the path as given.
        notes: The notes on each path, keyed by the path as given.
    """

    rows: list[ScoreRow]
    errors: list[str]
    unscored: list[str]
    line_errors: dict[str, list[str]] = dataclasses.field(default_factory=dict)
    notes: dict[str, list[str]] = dataclasses.field(default_factory=dict)

    def warnings(self, limit: int = 3) -> list[str]:
        """The problems to show: per path, its first ``limit`` unreadable lines, a count of the
        others, then its notes."""
        shown: list[str] = []
        for path in dict.fromkeys([*self.line_errors, *self.notes]):
            lines = self.line_errors.get(path, [])
            shown += lines[:limit]
            if len(lines) > limit:
                more = len(lines) - limit
                shown.append(f"{path}: {more} more unreadable {'line' if more == 1 else 'lines'} not shown")
            shown += self.notes.get(path, [])
        return shown


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
        f"{path}: {describe_file(path)}; not a run or a SAGE log "
        "(pass --format to read it as one anyway)"
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
    path: str | Path, errors: list[str] | None = None, failed: list[dict[str, Any]] | None = None
) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """Reads our run directory (or its ``trajectories.jsonl``).

    Episodes are kept once per ``key`` (the first finished line wins, as the runner resumes).
    An episode that ended in a policy error is not a finished one: it is left out, and a later
    line of the same key (its re-run) counts instead.

    Args:
        path: A run directory, or a ``trajectories.jsonl`` file.
        errors: If given, ``"file:line: reason"`` is appended for each skipped line.
        failed: If given, the policy-error records whose key has no finished line are
            appended (the last one per key).

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
    failures: dict[str, dict[str, Any]] = {}
    for line_no, record in iter_numbered_jsonl(file, errors):
        if is_failed(record) and isinstance(record.get("key"), str):
            failures[record["key"]] = record
            continue
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
    if failed is not None:
        failed.extend(r for k, r in failures.items() if k not in first_line)
    return records, config


#: Bytes of a file read to describe it.
_DESCRIBE_BYTES = 4 * 1024 * 1024


def describe_file(path: str | Path) -> str:
    """What a file that holds no dialogue to score looks like, in a few words.

    For example ``"looks like a persona file (id 'work-maya-launch'): one JSON document over
    40 lines, not JSON lines with one dialogue each"`` or ``"is not JSON lines (line 1 starts
    '# Notes')"``.
    """
    path = Path(path)
    if path.is_dir():
        return f"is a folder without {TRAJECTORIES}"
    if not path.is_file():
        return "does not exist"
    with path.open("rb") as handle:
        raw = handle.read(_DESCRIBE_BYTES)
    if not raw.strip():
        return "is empty"
    if b"\x00" in raw[:4096]:
        return "is a binary file, not JSON lines"
    text = raw.decode("utf-8", errors="replace")
    lines = [line for line in text.splitlines() if line.strip()]
    try:
        document = json.loads(text)
    except json.JSONDecodeError:
        document = _NOT_JSON
    span = f"one JSON document over {len(lines)} lines" if len(lines) > 1 else "one JSON document on one line"
    if isinstance(document, dict):
        return f"looks like {_kind(document)}: {span}, not JSON lines with one dialogue each"
    if isinstance(document, list):
        items = f"a JSON array of {len(document)} {'item' if len(document) == 1 else 'items'}"
        if document and isinstance(document[0], dict):
            items += f", the first {_kind(document[0])}"
        return f"looks like {items}: {span}, not JSON lines with one dialogue each"
    if document is not _NOT_JSON:
        return f"holds a single JSON {type(document).__name__}, not JSON lines"
    for line in lines[:50]:
        try:
            first = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(first, dict):
            kind = _kind(first)
            if kind in (_SAGE_LINE, _OUR_RECORD):
                return f"holds JSON lines that look like {kind}s, but none could be read"
            return f"holds JSON lines, the first {kind}, not dialogues"
    start = lines[0].strip()
    start = start if len(start) <= 40 else start[:39] + "…"
    return f"is not JSON lines (line 1 starts {start!r})"


_NOT_JSON = object()
_SAGE_LINE = "SAGE log line"
_OUR_RECORD = "rlver-env episode record"


def _kind(obj: dict[str, Any]) -> str:
    """What a JSON object is, as far as its keys tell."""
    if looks_like_sage(obj):
        return _SAGE_LINE
    if "key" in obj and "final_emotion" in obj:
        return _OUR_RECORD
    if "hidden_need" in obj and ("background" in obj or "disposition" in obj):
        return f"a persona file (id {obj.get('id')!r})"
    if "$schema" in obj or ("properties" in obj and "type" in obj):
        return "a JSON Schema"
    if "env_id" in obj and "policy" in obj:
        return f"a run's {RUN_CONFIG} (score the folder it is in)"
    if "score" in obj and "score_ci95" in obj:
        return "a benchmark summary.json (score the folder it is in)"
    if "dialog" in obj and ("emotion_type" in obj or "survey_score" in obj):
        return "an ESConv chat (rlver-env calibrate --format esconv reads these)"
    keys = sorted(map(str, obj))
    shown = ", ".join(keys[:5]) + (", ..." if len(keys) > 5 else "")
    return f"an object with keys {shown}" if keys else "an empty object"


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
    failed: list[dict[str, Any]] = []
    records, config = read_run(path, errors, failed)
    name = (
        path.name
        if path.is_dir()
        else (path.parent.name if path.name == TRAJECTORIES else path.stem)
    )
    return LoadedLog(name or str(path), path, "ours", records, errors, config, len(failed))


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
    turn_counts = [turn_count(r) for r in records]
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
        reward_version=reward_version_of(records),
    )


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
    line_errors: dict[str, list[str]] = {}
    notes: dict[str, list[str]] = {}
    for path in paths:
        log = load_log(path, format)
        errors.extend(log.errors)
        line_errors[str(path)] = list(log.errors)
        path_notes = notes.setdefault(str(path), [])
        if log.policy_errors:
            count = log.policy_errors
            path_notes.append(
                f"{path}: {count} {'episode' if count == 1 else 'episodes'} ended in a policy error "
                f"and {'is' if count == 1 else 'are'} not scored (re-run the bench to retry)"
            )
        if not log.records:
            if log.policy_errors:
                what = "every episode ended in a policy error"
            else:
                file = _trajectories_path(Path(path))
                what = f"{'it' if file == Path(path) else file} {describe_file(file)}"
            path_notes.append(f"{path}: no readable dialogue, nothing to score; {what}")
            unscored.append(str(path))
        errors.extend(path_notes)
        if log.records:
            rows.append(
                score_records(log.name, log.records, log.format, str(path), len(log.errors))
            )
            if log.policy_errors:
                rows[-1] = dataclasses.replace(rows[-1], policy_errors=log.policy_errors)
    return ScoreReport(sort_rows(rows), errors, unscored, line_errors, notes)


_COLUMNS = ("model", "n", "score", "success", "failure", "mean turns", "reward")


def _cells(row: ScoreRow) -> list[str]:
    turns = "" if row.mean_turns is None else f"{row.mean_turns:.2f}"
    reward = row.reward_version or ""
    return [row.name, str(row.n), f"{row.score:.1f}", str(row.success), str(row.failure), turns, reward]


def format_scores(rows: Sequence[ScoreRow], output: str = "markdown") -> str:
    """Renders score rows as a Markdown table, CSV or JSON (no trailing newline for Markdown).

    Args:
        rows: The rows, in the order to show them.
        output: ``"markdown"``, ``"csv"`` or ``"json"``.

    Raises:
        ValueError: For an unknown output.
    """
    if output == "markdown":
        lines = ["| " + " | ".join(_COLUMNS) + " |", "|---|" + "---:|" * (len(_COLUMNS) - 2) + "---|"]
        lines += ["| " + " | ".join(_cells(row)) + " |" for row in rows]
        return "\n".join(lines)
    if output == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["model", "n", "score", "success", "failure", "mean_turns", "reward_version"])
        writer.writerows(_cells(row) for row in rows)
        return buffer.getvalue()
    if output == "json":
        return json.dumps([row.to_dict() for row in rows], indent=2, ensure_ascii=False)
    raise ValueError(f"unknown output {output!r}; choose one of {list(OUTPUTS)}")
