"""Parses the agent's raw text into a private thought and the reply the user hears.

RLVER's "think then say" format wraps the thought in ``<think>...</think>`` before the reply; the
paper's text also speaks of ``<thought>...</thought>``. Both are accepted, case-insensitively.

The think mode decides what a missing or malformed thought means:

* ``"required"``: the action must be ``<think>thought</think>reply``. A missing thought is a
  format error (the whole text becomes the reply).
* ``"optional"``: a thought may be given; without one the whole text is the reply. Malformed tags
  are still a format error.
* ``"off"``: nothing is parsed; the whole text is the reply. Think tags in it are a format error,
  since the user would see them.

Further rules, whatever the mode:

* A thought that opens but never closes takes the rest of the text: the reply is empty.
* A closing tag with no opening tag (as when a chat template pre-fills ``<think>``) closes a
  thought that started at the beginning of the text. This is well formed.
* Text before the opening tag, a second or nested tag, mismatched tag names, and an empty reply
  after the thought are format errors. Stray tags are removed from the reply.
"""

from __future__ import annotations

import dataclasses
import re
from rlver_env.errors import InvalidActionError

THINK_MODES: tuple[str, ...] = ("required", "optional", "off")

#: An opening or closing thought tag; group 1 is ``"/"`` for a closing one.
THINK_TAG = re.compile(r"<\s*(/?)\s*(think|thought)\s*>", re.IGNORECASE)


@dataclasses.dataclass(frozen=True)
class ParsedAction:
    """The result of parsing one action.

    Attributes:
        thought: The private thought, or ``None`` when there was none.
        reply: What the user hears (stripped of surrounding whitespace and of stray tags).
        format_ok: Whether the action followed the format the think mode asks for.
        format_error: Why the format was wrong, or ``None``.
    """

    thought: str | None
    reply: str
    format_ok: bool
    format_error: str | None


def _strip_tags(text: str) -> str:
    if "<" not in text:  # every tag starts with "<": the usual reply has none
        return text
    # Repeat: removing one tag can join the pieces of another ("</<think>think>").
    while True:
        stripped = THINK_TAG.sub("", text)
        if stripped == text:
            return text
        text = stripped


def parse_action(text: object, think_mode: str = "optional") -> ParsedAction:
    """Splits an action into thought and reply.

    Args:
        text: The policy's raw output.
        think_mode: ``"required"``, ``"optional"`` or ``"off"``.

    Returns:
        The parsed action. Never raises for any string input.

    Raises:
        InvalidActionError: If ``text`` is not a string.
        ValueError: If ``think_mode`` is unknown.
    """
    if not isinstance(text, str):
        raise InvalidActionError(
            f"an action must be a string (the policy's raw text), got {type(text).__name__}"
        )
    if think_mode not in THINK_MODES:
        raise ValueError(f"unknown think_mode {think_mode!r}; choose one of {list(THINK_MODES)}")

    if think_mode != "off" and text.startswith("<think>"):
        # The usual action, "<think>thought</think>reply" with no other "<" (so no other tag):
        # what the general reading below gives for it, without the regex.
        close = text.find("</think>", 7)
        if close >= 0 and text.find("<", 7, close) < 0 and text.find("<", close + 8) < 0:
            thought, reply = text[7:close].strip(), text[close + 8 :].strip()
            if reply and (thought or think_mode != "required"):
                return ParsedAction(thought, reply, True, None)

    tags = list(THINK_TAG.finditer(text)) if "<" in text else []
    if think_mode == "off":
        if tags:
            return ParsedAction(None, text.strip(), False, "think tags present with think_mode='off'")
        return ParsedAction(None, text.strip(), True, None)

    if not tags:
        reply = text.strip()
        if think_mode == "required":
            return ParsedAction(None, reply, False, "missing <think>...</think> before the reply")
        if not reply:
            return ParsedAction(None, "", False, "empty reply")
        return ParsedAction(None, reply, True, None)

    first = tags[0]
    errors: list[str] = []
    if first.group(1):  # the first tag closes: the thought began at the start of the text
        thought_raw = text[: first.start()]
        rest = text[first.end() :]
        remaining = tags[1:]
    else:
        before = text[: first.start()]
        if before.strip():
            errors.append("text before the opening thought tag")
        name = first.group(2).lower()
        # One pass over the later tags: the first closing one, and whether an opening one
        # comes before it (tags are in text order).
        close = None
        nested = False
        for position, tag in enumerate(tags[1:], start=2):
            if tag.group(1):
                close = tag
                break
            nested = True
        if close is None:
            thought = _strip_tags(text[first.end() :]).strip()
            leftover = before.strip()
            return ParsedAction(
                thought, leftover, False, f"unclosed <{name}>: the rest of the text became the thought"
            )
        if close.group(2).lower() != name:
            errors.append(f"<{name}> closed by </{close.group(2).lower()}>")
        if nested:
            errors.append("nested thought tags")
        thought_raw = text[first.end() : close.start()]
        rest = before + " " + text[close.end() :] if before.strip() else text[close.end() :]
        remaining = tags[position:]
    if remaining:
        errors.append("thought tags inside the reply")
    thought = _strip_tags(thought_raw).strip()
    reply = _strip_tags(rest).strip()
    if not reply:
        errors.append("empty reply after the thought")
    if not thought and think_mode == "required":
        errors.append("empty thought")
    return ParsedAction(thought, reply, not errors, "; ".join(errors) or None)
