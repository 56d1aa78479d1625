"""Tolerant parsing of the LLM simulator's answers, validated with JSON Schema.

A model asked for JSON may wrap it in prose or a code fence, use a neighbouring key name,
write the change as ``"+5"``, or fall back to SAGE's own section format::

    Content:
    [what the other person meant] ...
    TargetCompletion: ...
    Activity: ...
    Analyse: ...
    Change: -5

:func:`parse_appraisal` and :func:`parse_user_reply` accept all of these, normalise the keys,
coerce the values, and validate the result against the schema. What cannot be read raises
:class:`ParseError`, with a message meant to be shown to the model when it is asked again. The
emotion change is never guessed: without a readable integer the answer is rejected.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Callable
from importlib import resources
from typing import Any

import jsonschema

from rlver_env.backends.json_text import THINK_BLOCK, extract_json_objects
from rlver_env.simulators.llm.goodbye import says_goodbye

APPRAISAL_SCHEMA = "appraisal.schema.json"
USER_REPLY_SCHEMA = "user_reply.schema.json"

# Canonical field -> accepted spellings (compared lower-case, without spaces, _ and -).
APPRAISAL_KEYS: dict[str, tuple[str, ...]] = {
    "agent_meaning": ("agentmeaning", "content", "meaning", "npcmeaning", "understanding", "intent", "对方意图"),
    "goal_fit": ("goalfit", "targetcompletion", "target", "goal", "needfit", "fit", "reason", "目的达成"),
    "inner_activity": ("inneractivity", "activity", "thoughts", "innerthoughts", "psychology", "心理活动"),
    "feeling": ("feeling", "feelings", "analyse", "analysis", "analyze", "emotion", "reaction", "感受"),
    "change": ("change", "emotionchange", "delta", "score", "emotiondelta", "changes", "变化", "情绪变化"),
}
USER_REPLY_KEYS: dict[str, tuple[str, ...]] = {
    "attitude": ("attitude", "stance", "态度"),
    "goal": ("goal", "target", "aim", "目标"),
    "tone": ("tone", "style", "manner", "toneandmanner", "语气"),
    "draft": ("draft", "origin", "original", "firstdraft", "初稿", "草稿"),
    "reply": (
        "reply", "response", "final", "finalreply", "text", "rewrite", "rewritten", "answer", "utterance", "message",
        "回复", "改写",
    ),
    "goodbye": ("goodbye", "bye", "end", "ends", "leave", "endconversation", "告别"),
}
# SAGE-style section headers (any case, optional markdown) -> canonical field.
_SECTION_ALIASES_APPRAISAL = {**{a: k for k, v in APPRAISAL_KEYS.items() for a in v}}
# SAGE's reply format also has "Thinking:" (the analysis) and "Change:" (how the draft was
# reworked): sections of their own, which no field takes.
_SECTION_ALIASES_REPLY = {**{a: k for k, v in USER_REPLY_KEYS.items() for a in v}, "thinking": "", "change": ""}

_HEADER = re.compile(r"^[\s>#*\-\d.()]*\**\s*([A-Za-z\u4e00-\u9fff][A-Za-z\u4e00-\u9fff _-]{0,30}?)\s*\**\s*[:：]\s*\**(.*)$")
_LABEL = re.compile(r"^\s*\[[^\]\n]{0,40}\]\s*")
_BRACKETED = re.compile(r"\[([^\[\]]*)\]", re.DOTALL)
_NUMBER = re.compile(r"[+-]?\s*\d+(?:\.\d+)?")
_TRUE = {"true", "yes", "y", "1", "是", "对", "真"}
_FALSE = {"false", "no", "n", "0", "否", "不", "假", "", "none", "null"}




class ParseError(ValueError):
    """An answer could not be read as the expected structure."""


@functools.cache
def load_schema(name: str) -> dict[str, Any]:
    """Returns a JSON Schema shipped in :mod:`rlver_env.schemas` (checked once)."""
    schema = json.loads(resources.files("rlver_env.schemas").joinpath(name).read_text("utf-8"))
    jsonschema.validators.validator_for(schema).check_schema(schema)
    return schema


@functools.lru_cache(maxsize=1024)
def _key(name: str) -> str:
    return re.sub(r"[\s_\-]", "", str(name)).lower()


def parse_sections(text: str, aliases: dict[str, str]) -> dict[str, str]:
    """Reads ``Header: value`` sections (SAGE's format); ``aliases`` maps header keys to fields.

    A header that maps to ``""`` starts a section that is dropped.
    """
    sections: dict[str, list[str]] = {}
    current: str | None = None
    for line in THINK_BLOCK.sub("", text).splitlines():
        match = _HEADER.match(line)
        field = aliases.get(_key(match.group(1))) if match else None
        if match and field is not None:
            current = field
            sections.setdefault(current, [])
            if match.group(2).strip():
                sections[current].append(match.group(2))
        elif current is not None:
            sections[current].append(line)
    return {k: _unlabel("\n".join(v)) for k, v in sections.items() if k}


def _unlabel(value: str) -> str:
    """A section's value without a template label before it, or unwrapped from SAGE's brackets.

    SAGE's format shows each value as ``[...]``; a model may echo the label and then write the
    value (``[Final reply]\nFine.``), or put the value itself in the brackets (``[Fine.]``).
    """
    value = value.strip().strip("*").strip()
    whole = _BRACKETED.fullmatch(value)
    if whole is not None:
        return whole.group(1).strip()
    return _LABEL.sub("", value)


def coerce_change(value: Any) -> int:
    """Reads an integer emotion change from an int, an integral float or a string like ``"+5"``.

    Raises:
        ParseError: If there is no finite number in it.
    """
    if isinstance(value, bool):
        raise ParseError(f"'change' must be an integer, got {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ParseError(f"'change' must be a finite integer, got {value!r}")
        return round(value)
    if isinstance(value, str):
        match = _NUMBER.search(value)
        if match:
            number = float(match.group(0).replace(" ", ""))
            return round(number)
    raise ParseError(f"'change' must be an integer, got {value!r}")


def coerce_bool(value: Any) -> bool:
    """Reads a yes/no answer."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value)
    text = str(value).strip().strip(".").lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ParseError(f"'goodbye' must be true or false, got {value!r}")


def _alias_lookup(keys: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """Maps every normalised field name and alias to its field."""
    return {alias: field for field, aliases in keys.items() for alias in (_key(field), *aliases)}


def _normalise(raw: dict[str, Any], lookup: dict[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, value in raw.items():
        field = lookup.get(_key(name))
        if field is not None and field not in out:
            out[field] = value
    return out


def _best(
    candidates: list[dict[str, Any]], lookup: dict[str, str], required: str, fields: frozenset[str]
) -> dict[str, Any] | None:
    if len(candidates) == 1 and candidates[0].keys() <= fields:
        # The usual answer, one object under the schema's own names, which name themselves:
        # normalising it would rebuild the same dict.
        only = candidates[0]
        return only if required in only else None
    scored = [(required in n, len(n), -i, n) for i, n in enumerate(_normalise(c, lookup) for c in candidates)]
    if not scored:
        return None
    best = max(scored, key=lambda item: item[:3])
    return best[3] if best[0] else None


@functools.lru_cache(maxsize=8)
def _validator(schema_name: str) -> jsonschema.protocols.Validator:
    return jsonschema.Draft202012Validator(load_schema(schema_name))


# Exact types: a subclass (bool of int, above all) gets "ask jsonschema", which decides.
_FLAT_TYPES: dict[str, frozenset[type]] = {
    "string": frozenset({str}),
    "integer": frozenset({int}),
    "boolean": frozenset({bool}),
    "number": frozenset({int, float}),
}
_ANNOTATIONS = {"$schema", "$id", "title", "description"}


@functools.lru_cache(maxsize=8)
def _fast_check(schema_name: str) -> Callable[[dict[str, Any]], bool] | None:
    """A quick sufficient test of validity for a flat object schema, or ``None`` for other schemas.

    It covers ``type: object`` with ``required``, ``additionalProperties: false`` and
    properties of a plain scalar type. ``True`` means valid; ``False`` means "ask jsonschema",
    which gives the verdict and the error message. It is a few dict lookups where the full
    validator takes about 0.1 ms, which matters at one answer per dialogue per stage.
    """
    schema = load_schema(schema_name)
    if set(schema) - _ANNOTATIONS - {"type", "required", "additionalProperties", "properties"}:
        return None
    if schema.get("type") != "object" or schema.get("additionalProperties", True) is not False:
        return None
    types: dict[str, frozenset[type]] = {}
    for name, prop in schema.get("properties", {}).items():
        if set(prop) - _ANNOTATIONS - {"type"} or prop.get("type") not in _FLAT_TYPES:
            return None
        types[name] = _FLAT_TYPES[prop["type"]]
    required = frozenset(schema.get("required", ()))
    allowed = frozenset(types)

    def check(data: dict[str, Any]) -> bool:
        # Key views compare with the sets without building a set of the keys.
        if type(data) is not dict:
            return False
        keys = data.keys()
        if not (keys >= required and keys <= allowed):
            return False
        for name, value in data.items():
            if type(value) not in types[name]:
                return False
        return True

    return check


def _validate(data: dict[str, Any], schema_name: str) -> None:
    fast = _fast_check(schema_name)
    if fast is not None and fast(data):
        return
    validator = _validator(schema_name)
    if validator.is_valid(data):
        return
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        raise ParseError(f"the answer does not match the schema at {error.json_path}: {error.message[:200]}")


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    return json.dumps(value, ensure_ascii=False)


def _texts(data: dict[str, Any], fields: tuple[str, ...]) -> dict[str, Any]:
    """``{field: _text(data.get(field))}``, with the common case (a string) inline."""
    result: dict[str, Any] = {}
    for field in fields:
        value = data.get(field)
        result[field] = value.strip() if type(value) is str else _text(value)
    return result


_APPRAISAL_LOOKUP = _alias_lookup(APPRAISAL_KEYS)
_USER_REPLY_LOOKUP = _alias_lookup(USER_REPLY_KEYS)
_APPRAISAL_FIELDS = frozenset(APPRAISAL_KEYS)
_USER_REPLY_FIELDS = frozenset(USER_REPLY_KEYS)
_APPRAISAL_TEXTS = tuple(field for field in APPRAISAL_KEYS if field != "change")
_USER_REPLY_TEXTS = tuple(field for field in USER_REPLY_KEYS if field != "goodbye")


def _json_or_sections(
    text: str, lookup: dict[str, str], fields: frozenset[str], aliases: dict[str, str], key: str, section: str
) -> dict[str, Any]:
    """The answer's best JSON object holding ``key``, else its SAGE-style sections.

    Raises:
        ParseError: If neither holds ``key``.
    """
    data = _best(extract_json_objects(text), lookup, key, fields)
    if data is None:
        data = parse_sections(text, aliases)
        if key not in data:
            raise ParseError(f"no JSON object with a '{key}' field (nor a '{section}:' section) in the answer")
    return data


def parse_appraisal(text: str) -> dict[str, Any]:
    """Reads an appraisal: the four explanation fields and the raw integer ``change``.

    Missing explanation fields become ``""``; a missing or unreadable change raises.

    Raises:
        ParseError: Saying what is wrong.
    """
    data = _json_or_sections(
        text, _APPRAISAL_LOOKUP, _APPRAISAL_FIELDS, _SECTION_ALIASES_APPRAISAL, "change", "Change"
    )
    result = _texts(data, _APPRAISAL_TEXTS)
    result["change"] = coerce_change(data["change"])
    _validate(result, APPRAISAL_SCHEMA)
    return result


def parse_user_reply(text: str) -> dict[str, Any]:
    """Reads the user's planned and rewritten reply; ``reply`` must be non-empty.

    ``goodbye`` is true when the answer says so (a JSON flag or a ``Goodbye:`` section) or when
    the reply's words say goodbye (:func:`~rlver_env.simulators.llm.goodbye.says_goodbye`), so both
    formats end a dialogue the same way.

    Raises:
        ParseError: Saying what is wrong.
    """
    data = _json_or_sections(
        text, _USER_REPLY_LOOKUP, _USER_REPLY_FIELDS, _SECTION_ALIASES_REPLY, "reply", "Reply"
    )
    result = _texts(data, _USER_REPLY_TEXTS)
    if not result["reply"]:
        raise ParseError("'reply' is empty")
    # SAGE's section format has no flag: there, as in both papers, the words say goodbye.
    result["goodbye"] = coerce_bool(data.get("goodbye", False)) or says_goodbye(result["reply"])
    _validate(result, USER_REPLY_SCHEMA)
    return result
