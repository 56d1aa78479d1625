"""Reads SAGE's result logs (``results/<model>.jsonl``) into our episode record shape.

A SAGE log line is one dialogue::

    {"id": ..., "emo_point": 60, "player": ..., "scene": ..., "character": "负面型",
     "topic": ..., "task": ..., "history": [
        {"role": "user", "content": ..., "emotion-point": 40},
        {"role": "assistant", "content": ..., "think": ...},
        {"role": "user", "content": ..., "emotion-point": 50, "thinking": ...,
         "planning": {"activity", "TargetCompletion", "content", "analyse", "change"}},
        ...]}

It becomes a record like those :func:`rlver_env.bench.runner.run_benchmark` writes: ``key`` is
the ``id``, ``final_emotion`` the ``emo_point``, ``start_emotion`` the first user turn's
``emotion-point``, and each agent reply that the user answered is a turn holding the reply, the
user's answer and the emotion recorded after it. SAGE stops at its turn cap right after the
agent's last reply, without appraising it; that reply is kept as ``final_reply`` and counted
in ``num_turns`` (the number of agent replies), but it is not a turn because no emotion was
recorded for it. ``sage_profile`` keeps the scenario fields (``player``, ``scene``, ``task``,
...) so that the persona can be rebuilt for calibration.

Lines that cannot be read are reported as ``"file:line: reason"`` and skipped; the other lines
still convert.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from rlver_env.errors import RlverEnvError
from rlver_env.jsonl import read_numbered_jsonl
from rlver_env.personas.importers import DISPOSITION_MAP, need_kind_of
from rlver_env.rules import SAGE_RULES
from rlver_env.runs.evaluation import SAGE_FAILURE_BELOW, SAGE_SUCCESS_AT

#: The fields of a SAGE log line that describe the scenario (copied into ``sage_profile``).
PROFILE_FIELDS: tuple[str, ...] = ("player", "scene", "character", "topic", "task")


class SageLogError(RlverEnvError):
    """One line of a SAGE log that cannot be read.

    Attributes:
        path: The log file.
        line: The 1-based line number.
        detail: What is wrong, naming the field.
    """

    def __init__(self, path: str | Path, line: int, detail: str) -> None:
        self.path = str(path)
        self.line = line
        self.detail = detail
        super().__init__(f"{self.path}:{line}: {detail}")


#: Numbered JSON-object lines of a log, bad lines skipped and reported (:mod:`rlver_env.jsonl`).
iter_numbered_jsonl = read_numbered_jsonl


def _emotion(value: Any, field: str) -> int | float:
    """An emotion value (int, integral float or numeric string) checked to lie in [0, 100]."""
    number: int | float
    if isinstance(value, bool):
        raise TypeError(f"{field} must be a number, got a boolean")
    if isinstance(value, int):
        number = value
    elif isinstance(value, float):
        number = int(value) if value.is_integer() else value
    elif isinstance(value, str):
        try:
            parsed = float(value.strip())
        except ValueError:
            raise ValueError(f"{field} must be a number, got {value!r}") from None
        number = int(parsed) if parsed.is_integer() else parsed
    else:
        raise TypeError(f"{field} must be a number, got {type(value).__name__}")
    if not math.isfinite(number) or not 0 <= number <= 100:
        raise ValueError(f"{field} must lie in [0, 100], got {value!r}")
    return number


def _text(entry: dict[str, Any], field: str, where: str) -> str:
    value = entry.get(field)
    if not isinstance(value, str):
        raise TypeError(f"{where}.{field} must be a string, got {type(value).__name__}")
    return value


def _end_reason(final: float, replies: int) -> str:
    """The end reason SAGE's rules imply (SAGE logs do not record one)."""
    if final >= SAGE_SUCCESS_AT:
        return "success"
    if final < SAGE_FAILURE_BELOW:
        return "failure"
    if replies >= SAGE_RULES.max_turns:
        return "max_turns"
    return "goodbye"


def convert_sage_record(
    raw: dict[str, Any], model: str = "", file_name: str = "", line: int = 0
) -> dict[str, Any]:
    """Converts one parsed SAGE log line into our episode record.

    Args:
        raw: The parsed line.
        model: The model the log belongs to (recorded as ``policy``).
        file_name: The log file's name, kept in ``source``.
        line: The 1-based line number, kept in ``source``.

    Returns:
        The record (see the module docstring).

    Raises:
        TypeError: Naming the field that has the wrong type.
        ValueError: Naming the field that is missing or out of range.
    """
    dialogue_id = raw.get("id")
    if not isinstance(dialogue_id, str) or not dialogue_id.strip():
        raise ValueError(f"id must be a non-empty string, got {dialogue_id!r}")
    if "emo_point" not in raw:
        raise ValueError("emo_point is missing")
    final = _emotion(raw["emo_point"], "emo_point")
    history = raw.get("history")
    if not isinstance(history, list) or not history:
        raise ValueError("history must be a non-empty list of turns")
    for index, entry in enumerate(history):
        if not isinstance(entry, dict):
            raise TypeError(f"history[{index}] must be an object, got {type(entry).__name__}")
        if entry.get("role") not in ("user", "assistant"):
            raise ValueError(
                f"history[{index}].role must be 'user' or 'assistant', got {entry.get('role')!r}"
            )
    if history[0]["role"] != "user":
        raise ValueError("history[0] must be the user's opening turn")
    if "emotion-point" not in history[0]:
        raise ValueError("history[0].emotion-point is missing")
    opening = _text(history[0], "content", "history[0]")
    start = _emotion(history[0]["emotion-point"], "history[0].emotion-point")

    turns: list[dict[str, Any]] = []
    final_reply: str | None = None
    replies = 0
    before = start
    index = 1
    while index < len(history):
        entry = history[index]
        where = f"history[{index}]"
        if entry["role"] != "assistant":
            raise ValueError(
                f"{where} is a user turn after a user turn; expected the agent's reply"
            )
        reply = _text(entry, "content", where)
        replies += 1
        if index + 1 == len(history):
            final_reply = reply  # SAGE's cap: the last reply is never appraised
            break
        answer = history[index + 1]
        answer_where = f"history[{index + 1}]"
        if answer["role"] != "user":
            raise ValueError(
                f"{answer_where} is an agent turn after an agent turn; expected the user's answer"
            )
        if "emotion-point" not in answer:
            raise ValueError(f"{answer_where}.emotion-point is missing")
        after = _emotion(answer["emotion-point"], f"{answer_where}.emotion-point")
        planning = answer.get("planning")
        planning = planning if isinstance(planning, dict) else {}
        change = after - before
        think = entry.get("think")
        turns.append(
            {
                "thought": think if isinstance(think, str) else None,
                "reply": reply,
                "format_ok": True,
                "user_text": _text(answer, "content", answer_where),
                "emotion": after,
                "emotion_delta": change,
                "reward": change / 100.0,
                "appraisal": {
                    "delta": change,
                    "explanation": str(planning.get("analyse", "")),
                    "hits": [],
                    "fields": dict(planning),
                },
                "usage": {},
            }
        )
        before = after
        index += 2

    character = raw.get("character")
    task = raw.get("task")
    profile = {field: raw.get(field) for field in PROFILE_FIELDS if field in raw}
    profile.update(id=dialogue_id, first_talk=opening)
    return {
        "key": dialogue_id,
        "persona_id": f"sage-{dialogue_id}",
        "repeat": 0,
        "seed": None,
        "policy": model,
        "hidden_need": need_kind_of(task)[0] if isinstance(task, str) and task.strip() else None,
        "disposition": DISPOSITION_MAP.get(character.strip(), character)
        if isinstance(character, str)
        else None,
        "difficulty": None,
        "rules": SAGE_RULES.name,
        "simulator": "sage",
        "reward_version": "sage",
        "opening": opening,
        "start_emotion": start,
        "turns": turns,
        "final_emotion": final,
        "total_reward": (final - start) / 100.0,
        "reason": _end_reason(final, replies),
        "error": None,
        "num_turns": replies,
        "final_reply": final_reply,
        "sage_profile": profile,
        "source": {"format": "sage", "file": file_name, "line": line},
    }


def read_sage_log(path: str | Path, errors: list[str] | None = None) -> list[dict[str, Any]]:
    """Reads a SAGE result log into episode records, skipping (and reporting) bad lines.

    Args:
        path: A SAGE ``results/<model>.jsonl`` file; its stem is taken as the model name.
        errors: If given, ``"file:line: reason"`` is appended for each skipped line (invalid
            JSON, a missing or ill-typed field, a repeated ``id``).

    Returns:
        The records of the readable lines, in file order.

    Raises:
        RlverEnvError: If ``path`` is not a file.
    """
    path = Path(path)
    if not path.is_file():
        raise RlverEnvError(f"{path}: no such SAGE log file")
    records: list[dict[str, Any]] = []
    first_line: dict[str, int] = {}
    for line_no, raw in iter_numbered_jsonl(path, errors):
        try:
            record = convert_sage_record(raw, path.stem, path.name, line_no)
        except (TypeError, ValueError) as exc:
            if errors is not None:
                errors.append(str(SageLogError(path, line_no, str(exc))))
            continue
        key = record["key"]
        if key in first_line:
            if errors is not None:
                detail = f"duplicate id {key!r} (first on line {first_line[key]}); skipped"
                errors.append(str(SageLogError(path, line_no, detail)))
            continue
        first_line[key] = line_no
        records.append(record)
    return records


def looks_like_sage(record: dict[str, Any]) -> bool:
    """Whether a parsed JSON line has the shape of a SAGE log line."""
    return "history" in record and "emo_point" in record
