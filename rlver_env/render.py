"""Text renderings of a dialogue: the plain transcript and the ANSI view with an emotion bar."""

from __future__ import annotations

from collections.abc import Sequence

from rlver_env.rules import emotion_band

ROLE_LABELS = {"user": "User", "assistant": "Agent", "system": "System"}


def format_transcript(messages: Sequence[dict[str, str]]) -> str:
    """Formats chat messages as ``"User: ...\\n\\nAgent: ..."``."""
    return "\n\n".join(f"{ROLE_LABELS.get(m['role'], m['role'])}: {m['content']}" for m in messages)


def emotion_bar(emotion: int, width: int = 20) -> str:
    """A fixed-width bar such as ``[########------------]  40 B``."""
    filled = max(0, min(width, round(emotion / 100 * width)))
    return f"[{'#' * filled}{'-' * (width - filled)}] {emotion:3d} {emotion_band(emotion)}"


def render_ansi(
    messages: Sequence[dict[str, str]],
    emotions: Sequence[int],
    persona_name: str,
    appraisal: str | None = None,
    end_reason: str | None = None,
) -> str:
    """The transcript, with the emotion bar after each user turn and the last appraisal.

    Args:
        messages: The dialogue, user first.
        emotions: The emotion after each user turn (same count as user messages).
        persona_name: Shown as the user's label.
        appraisal: The simulator's last explanation, if any.
        end_reason: Why the dialogue ended, if it did.
    """
    lines: list[str] = []
    user_index = 0
    for message in messages:
        if message["role"] == "user":
            emotion = emotions[min(user_index, len(emotions) - 1)] if emotions else 0
            lines.append(f"\x1b[1m{persona_name}\x1b[0m {emotion_bar(emotion)}")
            lines.append(f"  {message['content']}")
            user_index += 1
        else:
            lines.append("\x1b[1mAgent\x1b[0m")
            lines.append(f"  {message['content']}")
    if appraisal:
        lines.append(f"\x1b[2m(appraisal) {appraisal}\x1b[0m")
    if end_reason:
        lines.append(f"-- dialogue ended: {end_reason} --")
    return "\n".join(lines) + "\n"
