"""Importers for the official RLVER and SAGE profile files.

RLVER ships ``train_profile.jsonl`` (500 lines) and ``test_profile.jsonl`` (100 lines); SAGE
ships ``simulator_profile_withfirsttalk.jsonl`` (100 lines, the RLVER test scenarios with a
fixed opening line). Each line is one JSON object with the fields ``id``, ``player`` (the
persona), ``scene`` (the background story), ``main_cha`` (the disposition), ``cha_group``
(trait words), ``task`` (the hidden need) and, in the test and SAGE files, ``first_talk``.

:func:`import_profiles` converts each line into our persona schema, in Chinese (``"zh"``),
keeping every original text:

=====================  ==============================================================
persona field          from
=====================  ==============================================================
``id``                 ``"<format>-<id>"``
``name``               the ``姓名：`` line of ``player`` (else ``"用户<first 8 of id>"``)
``demographics``       the ``年龄：`` (digits only), ``性别：`` and ``职业：`` lines, verbatim
``personality``        the whole ``player`` text
``speaking_style``     the ``说话风格`` and ``说话方式`` sections of ``player``, when present
``background.summary`` the whole ``scene`` text
``disposition``        ``main_cha`` through :data:`DISPOSITION_MAP`
``traits``             ``cha_group``
``hidden_need``        ``kind`` from ``task`` (see :func:`need_kind_of`), ``text`` = ``task``
``first_utterance``    ``first_talk``, or ``None`` (RLVER's training file has none)
``default_difficulty`` ``"normal"``
``source``             ``{"format", "id", "line", "file", "original": the raw record}``
=====================  ==============================================================

Bad lines (invalid JSON, missing or ill-typed fields, unknown ``main_cha``, duplicate ids) are
reported as :class:`ProfileImportError` values naming the file, the line and the field; the
other lines still convert. Imported personas have no ``voice`` or ``rule_sim`` data and are in
Chinese, so only an LLM simulator can play them.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Literal

from rlver_env.errors import PersonaError, PersonaValidationError
from rlver_env.jsonl import iter_jsonl
from rlver_env.personas.model import Persona, validate_persona

ProfileFormat = Literal["rlver", "sage"]
SUPPORTED_FORMATS: tuple[str, ...] = ("rlver", "sage")

#: RLVER's ``main_cha`` values and our dispositions.
DISPOSITION_MAP: dict[str, str] = {"负面型": "negative", "被动型": "passive", "回避型": "avoidant"}

#: The eight ``task`` texts of the official files, verbatim, and their hidden-need kinds.
KNOWN_TASK_TEXTS: dict[str, str] = {
    "你想获得能真实帮助你解决当下困境的建议": "practical_advice",
    "你希望对方深刻共情你的感受，而不是简单的安慰": "deep_empathy",
    "你希望对方真诚地夸奖你在事件中的具体行为": "specific_praise",
    "你希望对方引导你针对事件进行自我反思，收获自我成长": "self_reflection",
    "你希望对方用心倾听你的情绪宣泄": "venting",
    "你希望对方辩证地分析事件中的问题": "balanced_analysis",
    "你认为自己在事件中没有任何责任和错误，你想要对方也认同你没有错": "agreement",
    "你想分析事件中其他人物这么做的原因": "others_motives",
}

#: Distinctive substrings, tried in this order, for task texts that are not verbatim one of
#: the eight (reworded, abridged or punctuated differently). The first kind with a match wins;
#: the order puts the kinds whose markers could co-occur with another kind's first.
NEED_SUBSTRINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("agreement", ("没有任何责任", "没有错", "没错", "不是我的错", "认同你")),
    ("balanced_analysis", ("辩证", "客观地分析", "全面地分析")),
    ("others_motives", ("其他人物", "这么做的原因", "别人这么做", "他人这么做")),
    ("practical_advice", ("建议", "解决当下", "解决困境")),
    ("deep_empathy", ("共情", "感同身受")),
    ("specific_praise", ("夸奖", "夸赞", "称赞", "赞美", "表扬")),
    ("self_reflection", ("反思", "自我成长")),
    ("venting", ("倾听", "宣泄", "发泄")),
)

#: The kind given to a task text that matches nothing above (counted in ``fallback_count``):
#: deep empathy is the need every RLVER user has underneath, whatever else they ask for.
FALLBACK_NEED = "deep_empathy"

_PUNCTUATION = re.compile(r"[\s。．.！!？?，,、；;：:\"'“”‘’]+")
_HEADER = re.compile(r"^\s*[*\-•]?\s*(?:\*\*)?\s*([^：:*\n]{1,12}?)\s*(?:\*\*)?\s*[：:]\s*(.*)$")
_AGE = re.compile(r"(\d{1,3})")
_ID_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$")


class ProfileImportError(PersonaError):
    """One problem with one line of a profile file.

    Attributes:
        path: The profile file.
        line: The 1-based line number, or ``None`` for a problem with the whole file.
        field: The offending field (``"$"`` for the whole record).
        detail: What is wrong.
    """

    def __init__(self, path: str | Path, line: int | None, field: str, detail: str) -> None:
        self.path = str(path)
        self.line = line
        self.field = field
        self.detail = detail
        where = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{where}: field {field!r}: {detail}")


@dataclasses.dataclass
class ImportResult:
    """What :func:`import_profiles` made of one file.

    Attributes:
        path: The profile file.
        format: ``"rlver"`` or ``"sage"``.
        personas: The converted personas (JSON dicts, each valid against the schema).
        errors: One :class:`ProfileImportError` per problem; a bad line may have several.
        fallback_count: How many personas got :data:`FALLBACK_NEED` for an unknown task text.
        fallback_lines: The line numbers of those personas.
        lines: The number of non-blank lines read.
    """

    path: Path
    format: str
    personas: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    errors: list[ProfileImportError] = dataclasses.field(default_factory=list)
    fallback_count: int = 0
    fallback_lines: list[int] = dataclasses.field(default_factory=list)
    lines: int = 0

    @property
    def failed_lines(self) -> list[int]:
        """The sorted line numbers that did not convert."""
        return sorted({e.line for e in self.errors if e.line is not None})

    def to_personas(self) -> list[Persona]:
        """The converted personas as :class:`~rlver_env.personas.model.Persona` objects."""
        return [Persona(p, f"{self.path}:{p['source']['line']}") for p in self.personas]

    def summary(self) -> str:
        """A one-paragraph account: counts, fallbacks, errors, and the need/disposition mix."""
        needs = Counter(p["hidden_need"]["kind"] for p in self.personas)
        dispositions = Counter(p["disposition"] for p in self.personas)
        with_opening = sum(1 for p in self.personas if p.get("first_utterance"))
        parts = [
            (
                f"{self.path.name} ({self.format}): {self.lines} lines, {len(self.personas)} personas "
                f"imported, {len(self.failed_lines)} lines failed ({len(self.errors)} errors), "
                f"{self.fallback_count} unknown need texts mapped to {FALLBACK_NEED!r}, "
                f"{with_opening} with a first utterance"
            ),
            "needs: " + ", ".join(f"{k} {v}" for k, v in sorted(needs.items())),
            "dispositions: " + ", ".join(f"{k} {v}" for k, v in sorted(dispositions.items())),
        ]
        text = "; ".join(parts) + "."
        if self.errors:
            shown = "; ".join(str(e) for e in self.errors[:5])
            more = f" (and {len(self.errors) - 5} more)" if len(self.errors) > 5 else ""
            text += f" Errors: {shown}{more}."
        return text


def need_kind_of(task: str) -> tuple[str, bool]:
    """Maps a ``task`` text to a hidden-need kind.

    Args:
        task: The original task text.

    Returns:
        The kind, and whether it is the fallback (no known text or marker matched).
    """
    squeezed = _PUNCTUATION.sub("", task)
    for text, kind in KNOWN_TASK_TEXTS.items():
        if squeezed == _PUNCTUATION.sub("", text):
            return kind, False
    for kind, markers in NEED_SUBSTRINGS:
        if any(marker in squeezed for marker in markers):
            return kind, False
    return FALLBACK_NEED, True


def player_sections(player: str) -> dict[str, str]:
    """Splits a ``player`` text into its ``* 标题：内容`` sections (title -> content)."""
    sections: dict[str, list[str]] = {}
    current: str | None = None
    for line in player.splitlines():
        match = _HEADER.match(line) if line.lstrip().startswith(("*", "-", "•")) else None
        if match:
            current = match.group(1).strip()
            sections.setdefault(current, [])
            if match.group(2).strip():
                sections[current].append(match.group(2).strip())
        elif current is not None and line.strip():
            sections[current].append(line.strip())
    return {title: "\n".join(lines) for title, lines in sections.items()}


def _check_fields(record: Mapping[str, Any], fmt: str) -> list[tuple[str, str]]:
    """Returns ``(field, problem)`` for every missing or ill-typed field of a record."""
    problems: list[tuple[str, str]] = []
    for field in ("id", "player", "scene", "main_cha", "task"):
        if field not in record:
            problems.append((field, "missing"))
        elif not isinstance(record[field], str):
            problems.append((field, f"must be a string, got {type(record[field]).__name__}"))
        elif not record[field].strip():
            problems.append((field, "is empty"))
    raw_id = record.get("id")
    if isinstance(raw_id, str) and raw_id.strip() and not _ID_PATTERN.match(f"{fmt}-{raw_id.strip()}"):
        problems.append(("id", f"{raw_id!r} has characters a persona id cannot hold"))
    main_cha = record.get("main_cha")
    if isinstance(main_cha, str) and main_cha.strip() and main_cha.strip() not in DISPOSITION_MAP:
        problems.append(("main_cha", f"unknown value {main_cha!r}; expected one of {list(DISPOSITION_MAP)}"))
    cha_group = record.get("cha_group")
    if "cha_group" not in record:
        problems.append(("cha_group", "missing"))
    elif not isinstance(cha_group, list):
        problems.append(("cha_group", f"must be a list of strings, got {type(cha_group).__name__}"))
    elif not cha_group:
        problems.append(("cha_group", "is an empty list"))
    elif not all(isinstance(t, str) and t.strip() for t in cha_group):
        problems.append(("cha_group", "must hold only non-empty strings"))
    first_talk = record.get("first_talk")
    if fmt == "sage" and "first_talk" not in record:
        problems.append(("first_talk", "missing (every SAGE profile has a fixed opening line)"))
    elif first_talk is not None and not isinstance(first_talk, str):
        problems.append(("first_talk", f"must be a string or null, got {type(first_talk).__name__}"))
    elif fmt == "sage" and not (first_talk or "").strip():
        problems.append(("first_talk", "is empty"))
    return problems


def convert_record(record: Mapping[str, Any], fmt: str, line: int, file_name: str = "") -> tuple[dict[str, Any], bool]:
    """Converts one checked profile record into a persona dict.

    Args:
        record: The raw record (already checked: every field present and well typed).
        fmt: ``"rlver"`` or ``"sage"``.
        line: Its 1-based line number.
        file_name: The file's name, kept in ``source``.

    Returns:
        The persona, and whether its need kind is the fallback.
    """
    player: str = record["player"]
    sections = player_sections(player)
    original_id = record["id"].strip()
    name = (sections.get("姓名") or "").splitlines()[0].strip() if sections.get("姓名") else ""
    age_match = _AGE.search(sections.get("年龄", ""))
    age = int(age_match.group(1)) if age_match and int(age_match.group(1)) <= 130 else None
    demographics = {
        "age": age,
        "gender": sections.get("性别") or None,
        "occupation": sections.get("职业") or None,
    }
    style_parts = [f"{title}：{sections[title]}" for title in ("说话风格", "说话方式") if sections.get(title)]
    kind, fell_back = need_kind_of(record["task"])
    first_talk = record.get("first_talk")
    persona: dict[str, Any] = {
        "schema_version": 1,
        "id": f"{fmt}-{original_id}",
        "language": "zh",
        "name": name or f"用户{original_id[:8]}",
        "demographics": demographics,
        "personality": player,
        "background": {"summary": record["scene"]},
        "disposition": DISPOSITION_MAP[record["main_cha"].strip()],
        "traits": list(record["cha_group"]),
        "hidden_need": {"kind": kind, "text": record["task"]},
        "first_utterance": first_talk if isinstance(first_talk, str) and first_talk.strip() else None,
        "default_difficulty": "normal",
        "tags": ["imported", fmt],
        "source": {"format": fmt, "id": original_id, "line": line, "file": file_name, "original": dict(record)},
    }
    if style_parts:
        persona["speaking_style"] = "\n".join(style_parts)
    return persona, fell_back


def import_profiles(path: str | Path, format: ProfileFormat) -> ImportResult:
    """Imports an RLVER or SAGE profile file.

    Args:
        path: A ``.jsonl`` profile file.
        format: ``"rlver"`` (``train_profile.jsonl``, ``test_profile.jsonl``) or ``"sage"``
            (``simulator_profile_withfirsttalk.jsonl``; ``first_talk`` is required).

    Returns:
        The converted personas and, for every bad line, errors naming the file, line and field.

    Raises:
        ValueError: For an unknown format.
        ProfileImportError: If the file is missing (a line that is not UTF-8 text or not JSON is
            one of the result's errors, and the other lines still convert).
    """
    if format not in SUPPORTED_FORMATS:
        raise ValueError(f"unknown profile format {format!r}; choose one of {list(SUPPORTED_FORMATS)}")
    path = Path(path)
    if not path.is_file():
        raise ProfileImportError(path, None, "$", "no such profile file")
    result = ImportResult(path=path, format=format)
    seen: dict[str, int] = {}
    for line_no, record, reason in iter_jsonl(path):
        result.lines += 1
        if reason is not None:
            result.errors.append(ProfileImportError(path, line_no, "$", reason))
            continue
        problems = _check_fields(record, format)
        original_id = record.get("id").strip() if isinstance(record.get("id"), str) else None
        if not problems and original_id in seen:
            problems.append(("id", f"duplicate id {original_id!r} (first on line {seen[original_id]})"))
        if problems:
            result.errors.extend(ProfileImportError(path, line_no, field, detail) for field, detail in problems)
            continue
        persona, fell_back = convert_record(record, format, line_no, path.name)
        try:
            validate_persona(persona, f"{path}:{line_no}")
        except PersonaValidationError as exc:
            result.errors.append(ProfileImportError(path, line_no, exc.json_path, exc.detail))
            continue
        seen[original_id] = line_no
        result.personas.append(persona)
        if fell_back:
            result.fallback_count += 1
            result.fallback_lines.append(line_no)
    return result


def write_personas(personas: Iterable[Mapping[str, Any] | Persona], out: str | Path) -> list[Path]:
    """Writes personas as a ``.jsonl`` file, a ``.json`` list, or a folder of ``<id>.json`` files.

    Every persona is validated first and ids must be unique; nothing is written otherwise.

    Args:
        personas: Persona dicts or :class:`~rlver_env.personas.model.Persona` objects.
        out: A path ending in ``.jsonl`` (one persona per line), ``.json`` (one JSON list), or
            anything else for a folder (created if needed) of one file per persona.

    Returns:
        The files written.

    Raises:
        PersonaValidationError: If a persona is invalid.
        PersonaError: For duplicate ids, or a folder path that is an existing file.
    """
    records: list[dict[str, Any]] = []
    seen: set[str] = set()
    for index, persona in enumerate(personas):
        data = persona.to_dict() if isinstance(persona, Persona) else dict(persona)
        validate_persona(data, f"<persona #{index}>")
        if data["id"] in seen:
            raise PersonaError(f"<persona #{index}>: duplicate persona id {data['id']!r}; ids must be unique")
        seen.add(data["id"])
        records.append(data)
    out = Path(out)
    if out.suffix in (".jsonl", ".json"):
        out.parent.mkdir(parents=True, exist_ok=True)
        if out.suffix == ".jsonl":
            body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
        else:
            body = json.dumps(records, ensure_ascii=False, indent=2) + "\n"
        out.write_text(body, encoding="utf-8")
        return [out]
    if out.exists() and not out.is_dir():
        raise PersonaError(f"{out}: exists and is not a folder; give a folder, or a .jsonl or .json file")
    names = [record["id"].replace(":", "_") + ".json" for record in records]
    clashes = sorted(name for name, count in Counter(names).items() if count > 1)
    if clashes:
        raise PersonaError(f"{out}: ids that differ only by ':' and '_' would share a file: {clashes[:3]}")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for record, name in zip(records, names):
        target = out / name
        target.write_text(json.dumps(record, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        written.append(target)
    return written
