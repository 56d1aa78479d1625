"""Reads ESConv's strategy files: supporter responses labelled with the strategy they use.

The ESConv authors' dev and test splits (``devWithStrategy_short.tsv``,
``testWithStrategy_short.tsv``) hold one supporter response per line, with the dialogue before
it. A line is segments joined by ``" EOS "``; each segment is ``<flag> <role> <index> <text>``,
role ``0`` the seeker and ``1`` the supporter, and a supporter's text begins with its
human-annotated strategy in brackets (``[Questions] How are you feeling?``). The last segment is
the response the line is about.

:func:`read_strategies` gives each line as a :class:`LabelledResponse`: the response without
its label, the label's support act (:data:`STRATEGY_ACTS`, the acts of
:mod:`rlver_env.simulators.rule.acts`), and the seeker's last message before it as context
(``""`` when the line's window holds none). A malformed line is a
:class:`StrategiesFormatError` naming the file and the line; blank lines are skipped.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from rlver_env.errors import RlverEnvError

#: ESConv's eight strategies and the support act each one is, in report order.
STRATEGY_ACTS: dict[str, str] = {
    "Questions": "question",
    "Providing Suggestions": "suggestion",
    "Reflection of feelings": "reflection",
    "Restatement or Paraphrasing": "restatement",
    "Self-disclosure": "self_disclosure",
    "Affirmation and Reassurance": "affirmation",
    "Information": "information",
    "Other": "other",
}
#: What joins a line's segments.
SEGMENT_SEPARATOR = " EOS "
#: The role of the seeker's segments; the supporter's is ``"1"``.
SEEKER_ROLE = "0"
SUPPORTER_ROLE = "1"

_SEGMENT = re.compile(
    r"(?P<flag>\d+(?:\.\d+)?) (?P<role>[01]) (?P<index>\d+)(?: (?P<text>.*))?", re.S
)
_LABEL = re.compile(r"\[(?P<label>[^\]]*)\]\s*(?P<text>.*)", re.S)


class StrategiesFormatError(RlverEnvError):
    """A problem with a strategy file or one of its lines.

    Attributes:
        path: The file.
        line: The 1-based line number, or ``None`` for the whole file.
        detail: What is wrong.
    """

    def __init__(self, path: str | Path, line: int | None, detail: str) -> None:
        self.path = str(path)
        self.line = line
        self.detail = detail
        where = self.path if line is None else f"{self.path}:{line}"
        super().__init__(f"{where}: {detail}")


@dataclasses.dataclass(frozen=True)
class LabelledResponse:
    """One supporter response and the strategy people labelled it with.

    Attributes:
        line: Its 1-based line number in the file.
        strategy: The label, one of :data:`STRATEGY_ACTS`.
        act: The label's support act.
        response: The response's text, without the label.
        context: The seeker's last message before it (``""`` when the line holds none).
    """

    line: int
    strategy: str
    act: str
    response: str
    context: str


def parse_line(text: str) -> tuple[str, str, str]:
    """One line's last supporter response: its strategy label, its text and the seeker's context.

    Args:
        text: The line, without its line break.

    Returns:
        ``(strategy, response, context)``.

    Raises:
        ValueError: If the line is malformed, saying how.
    """
    segments = text.split(SEGMENT_SEPARATOR)
    parsed: list[tuple[str, str]] = []
    for number, segment in enumerate(segments, 1):
        match = _SEGMENT.fullmatch(segment.strip())
        if match is None:
            raise ValueError(
                f"segment {number} of {len(segments)} is not '<flag> <role> <index> <text>' "
                f"(role 0 or 1): {segment.strip()[:60]!r}"
            )
        parsed.append((match["role"], " ".join((match["text"] or "").split())))
    role, last = parsed[-1]
    if role != SUPPORTER_ROLE:
        raise ValueError(
            f"the last segment is the seeker's (role {role}), not a supporter response"
        )
    labelled = _LABEL.fullmatch(last)
    if labelled is None:
        raise ValueError(f"the response does not begin with a [strategy] label: {last[:60]!r}")
    strategy, response = labelled["label"].strip(), labelled["text"].strip()
    if strategy not in STRATEGY_ACTS:
        known = ", ".join(STRATEGY_ACTS)
        raise ValueError(f"unknown strategy {strategy!r}; expected one of: {known}")
    if not response:
        raise ValueError(f"the [{strategy}] response is empty")
    context = next((t for r, t in reversed(parsed[:-1]) if r == SEEKER_ROLE), "")
    return strategy, response, context


def read_strategies(path: str | Path) -> list[LabelledResponse]:
    """Reads a strategy file.

    Args:
        path: ``devWithStrategy_short.tsv``, ``testWithStrategy_short.tsv`` or a file in their
            format.

    Returns:
        One :class:`LabelledResponse` per non-blank line, in file order.

    Raises:
        StrategiesFormatError: If the file is missing, not UTF-8 or holds no response, or for
            the first malformed line (naming it).
    """
    path = Path(path)
    if not path.is_file():
        raise StrategiesFormatError(path, None, "no such file")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise StrategiesFormatError(path, None, f"not UTF-8 text ({exc.reason})") from None
    responses: list[LabelledResponse] = []
    for number, text in enumerate(lines, 1):
        if not text.strip():
            continue
        try:
            strategy, response, context = parse_line(text)
        except ValueError as exc:
            raise StrategiesFormatError(path, number, str(exc)) from None
        responses.append(
            LabelledResponse(number, strategy, STRATEGY_ACTS[strategy], response, context)
        )
    if not responses:
        raise StrategiesFormatError(path, None, "no labelled response (the file is empty)")
    return responses


def looks_like_strategies(path: str | Path) -> bool:
    """Whether a file looks like a strategy file: its first line parses as one.

    A guess for ``--format auto``, not a check.
    """
    path = Path(path)
    if not path.is_file():
        return False
    try:
        with path.open("r", encoding="utf-8", errors="replace") as handle:
            first = handle.readline(1 << 20).rstrip("\n")
    except OSError:
        return False
    try:
        parse_line(first)
    except ValueError:
        return False
    return True
