"""JSON objects read out of a model's free text.

Models asked for JSON wrap it in prose, code fences or a thought block, quote it the Python
way, leave trailing commas, or stop at ``max_tokens`` in the middle of an object.
:func:`extract_json_objects` reads all of these; the LLM simulator's parser and the persona
generator both use it. No JSON-repair package on PyPI salvages the complete members of a cut-off
object without also guessing the cut value, which a reward must never do, hence this reader.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any

#: A private thought block (``<think>...</think>`` or ``<thought>...</thought>``) in a model's text.
THINK_BLOCK = re.compile(r"<(think|thought)>.*?</\1>", re.DOTALL | re.IGNORECASE)
_DECODER = json.JSONDecoder()


def extract_json_objects(text: str) -> list[dict[str, Any]]:
    """Every top-level JSON object in ``text``, in order (prose and code fences around are skipped).

    Single-quoted (Python-literal) objects and trailing commas are repaired when plain JSON
    fails, and an object cut off before its end yields its complete members.
    """
    if "<" in text:
        text = THINK_BLOCK.sub("", text)
    decoder = _DECODER
    found: list[dict[str, Any]] = []
    position = 0
    while True:
        start = text.find("{", position)
        if start < 0:
            return found
        obj, end = _decode_at(decoder, text, start)
        if isinstance(obj, dict):
            found.append(obj)
            position = end
        else:
            position = start + 1


def _decode_at(decoder: json.JSONDecoder, text: str, start: int) -> tuple[Any, int]:
    try:
        # JSONDecoder.raw_decode without its Python frame: it only turns the scanner's
        # StopIteration (no value at ``start``) into a JSONDecodeError.
        return decoder.scan_once(text, start)
    except (StopIteration, json.JSONDecodeError):
        pass
    end = _matching_brace(text, start)
    if end is None:
        salvaged = _salvage(text, start)
        return (salvaged, len(text)) if salvaged is not None else (None, start)
    snippet = text[start : end + 1]
    repaired = re.sub(r",\s*([}\]])", r"\1", snippet)
    for candidate in (repaired, snippet):
        try:
            return json.loads(candidate), end + 1
        except json.JSONDecodeError:
            pass
        try:
            value = ast.literal_eval(candidate.replace("true", "True").replace("false", "False").replace("null", "None"))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            continue
        return value, end + 1
    return None, start


def _salvage(text: str, start: int) -> dict[str, Any] | None:
    """The complete members of an object cut off before its end (an answer that hit max_tokens).

    Only members followed by a comma count, so a value cut in the middle (``"change": 1`` of
    ``12``) is never read.
    """
    commas = _top_level_commas(text, start)
    for comma in reversed(commas):
        try:
            value = json.loads(text[start:comma] + "}")
        except json.JSONDecodeError:
            continue
        return value if isinstance(value, dict) else None
    return None


def _top_level_commas(text: str, start: int) -> list[int]:
    found, depth, quote, escaped = [], 0, False, False
    for i in range(start, min(len(text), start + 100_000)):
        ch = text[i]
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                quote = False
        elif ch == '"':
            quote = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
        elif ch == "," and depth == 1:
            found.append(i)
    return found


def _matching_brace(text: str, start: int) -> int | None:
    depth, quote, escaped = 0, "", False
    for i in range(start, min(len(text), start + 100_000)):
        ch = text[i]
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i
    return None
