"""Reads ESConv-format chats (thu-coai's Emotional Support Conversation data set).

An ESConv file (``ESConv.json``, or ``FailedESConv.json`` with the chats judged failed) is a
JSON list of chats. Each chat has ``situation``, ``emotion_type``, ``problem_type``,
``survey_score.seeker`` (``initial_emotion_intensity``, ``final_emotion_intensity``, ``empathy``
and ``relevance``, 1-5, as strings) and a ``dialog``: turns with ``speaker``, ``content`` and
``annotation``. Supporter turns carry an ``annotation.strategy``; every few turns a seeker turn
carries an ``annotation.feedback`` (1-5) that rates how the supporter's replies since the
previous feedback helped.

The releases name the two speakers differently (:data:`SPEAKER_NAMINGS`): the full
``ESConv.json`` calls them ``"seeker"`` and ``"supporter"``, ``FailedESConv.json`` calls them
``"speaker"`` (the seeker) and ``"listener"`` (the supporter). Each file is read in the naming
its first known speaker value shows (:attr:`ESConvFile.speaker_naming`); a file that mixes the
two is an error naming the chat and the value, and so is, for its chat, a value of neither.

:func:`read_esconv` turns each chat into an :class:`ESConvChat` shaped for a replay in our
dialogue format, where the user speaks first and the agent answers with one reply per turn:

* the **opening** is the seeker's first words (their turns before the supporter's first reply);
  supporter turns before the seeker's first words (a greeting) have nothing to answer and are
  left out, counted in :attr:`ESConvChat.greeting_turns`;
* consecutive supporter turns form one **reply** (joined with a space), and the seeker's turns
  after it (joined) are the seeker's **answer**, which the next reply answers in turn;
* each feedback closes a **window**: the replies since the previous feedback. A feedback with no
  reply since the previous one rates nothing and is counted in
  :attr:`ESConvChat.empty_feedback`; replies after the last feedback belong to no window.

Turns whose content is blank are left out. Bad input is an :class:`ESConvFormatError` naming
the file, the chat's index in the list and the field: a whole-file problem (missing, not JSON,
not a list) is raised; a bad chat is collected in :attr:`ESConvFile.errors` and skipped, and the
other chats are still read. Supporter ``strategy`` labels are checked for type only and are not
kept: nothing built from a chat may know how the supporter labelled their own replies.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from rlver_env.errors import RlverEnvError


@dataclasses.dataclass(frozen=True)
class SpeakerNaming:
    """How one ESConv release names its two speakers in ``dialog[].speaker``.

    Attributes:
        seeker: The help seeker's value.
        supporter: The supporter's value.
    """

    seeker: str
    supporter: str

    @property
    def name(self) -> str:
        """The naming as the report shows it, e.g. ``"seeker/supporter"``."""
        return f"{self.seeker}/{self.supporter}"


#: The full ``ESConv.json``'s naming.
SEEKER_SUPPORTER = SpeakerNaming("seeker", "supporter")
#: ``FailedESConv.json``'s naming.
SPEAKER_LISTENER = SpeakerNaming("speaker", "listener")
#: Every naming a file may use (one per file).
SPEAKER_NAMINGS: tuple[SpeakerNaming, ...] = (SEEKER_SUPPORTER, SPEAKER_LISTENER)

#: The survey questions kept from ``survey_score.seeker``.
SURVEY_FIELDS: tuple[str, ...] = (
    "initial_emotion_intensity",
    "final_emotion_intensity",
    "empathy",
    "relevance",
)


class ESConvFormatError(RlverEnvError):
    """One problem with an ESConv file or one of its chats.

    Attributes:
        path: The file.
        chat: The chat's 0-based index in the file's list, or ``None`` for the whole file.
        field: The offending field, e.g. ``"dialog[4].annotation.feedback"`` (``"$"`` for all).
        detail: What is wrong.
    """

    def __init__(self, path: str | Path, chat: int | None, field: str, detail: str) -> None:
        self.path = str(path)
        self.chat = chat
        self.field = field
        self.detail = detail
        where = self.path if chat is None else f"{self.path}: chat [{chat}]"
        super().__init__(f"{where}: field {field}: {detail}")


@dataclasses.dataclass(frozen=True)
class SupporterReply:
    """One agent reply of a replayed chat.

    Attributes:
        text: The supporter's consecutive turns, joined with a space.
        answer: The seeker's words after it, joined ("" when the chat ends with this reply).
        words: The number of words in ``text`` (whitespace-separated).
    """

    text: str
    answer: str
    words: int


@dataclasses.dataclass(frozen=True)
class FeedbackWindow:
    """The replies one seeker feedback rates.

    Attributes:
        feedback: The seeker's rating, 1-5.
        replies: The indices (into :attr:`ESConvChat.replies`) of the replies it rates.
        turn: The index in ``dialog`` of the seeker turn that carries it.
    """

    feedback: int
    replies: tuple[int, ...]
    turn: int


@dataclasses.dataclass(frozen=True)
class ESConvChat:
    """One ESConv chat, ready to replay.

    Attributes:
        index: The chat's 0-based index in its file.
        key: A stable key: ``"<file stem>[<index>]"``.
        path: The file it came from.
        situation: The seeker's description of their situation.
        emotion_type: The seeker's emotion, e.g. ``"anxiety"``.
        problem_type: The seeker's problem, e.g. ``"job crisis"``.
        opening: The seeker's first words.
        seeker_turns: The seeker's later turns, one string each, in order.
        replies: The supporter's replies.
        windows: The feedback windows that rate at least one reply.
        survey: The seeker's survey answers (:data:`SURVEY_FIELDS`), ``None`` where missing.
        greeting_turns: Supporter turns before the seeker's first words (not replayed).
        empty_feedback: Feedback values that rated no reply.
    """

    index: int
    key: str
    path: str
    situation: str
    emotion_type: str
    problem_type: str
    opening: str
    seeker_turns: tuple[str, ...]
    replies: tuple[SupporterReply, ...]
    windows: tuple[FeedbackWindow, ...]
    survey: Mapping[str, int | None]
    greeting_turns: int = 0
    empty_feedback: int = 0

    @property
    def intensity_drop(self) -> int | None:
        """Initial minus final emotion intensity (positive: the seeker felt better)."""
        initial = self.survey.get("initial_emotion_intensity")
        final = self.survey.get("final_emotion_intensity")
        return None if initial is None or final is None else initial - final

    @property
    def seeker_text(self) -> str:
        """Everything the seeker wrote, opening first."""
        return " ".join((self.opening, *self.seeker_turns))


@dataclasses.dataclass
class ESConvFile:
    """What :func:`read_esconv` made of one file.

    Attributes:
        path: The file.
        chats: The chats that were read.
        errors: One error per chat that was skipped.
        total: The number of chats in the file.
        speaker_naming: The naming of its speakers (one of :data:`SPEAKER_NAMINGS`), ``None``
            when no turn names a known speaker.
    """

    path: Path
    chats: list[ESConvChat]
    errors: list[ESConvFormatError]
    total: int
    speaker_naming: SpeakerNaming | None = None


def _rating(value: Any) -> int | None:
    """A 1-5 rating given as an integer or a digit string, else ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    return value if isinstance(value, int) and 1 <= value <= 5 else None


class _ChatReader:
    """Reads one chat; each problem raises :class:`ESConvFormatError` for that chat."""

    def __init__(self, path: Path, index: int, chat: Any, naming: SpeakerNaming | None) -> None:
        self.path, self.index, self.chat, self.naming = path, index, chat, naming

    def unknown_speaker(self, field: str, speaker: Any) -> ESConvFormatError:
        if self.naming is None:
            known = " or ".join(repr(n.name) for n in SPEAKER_NAMINGS)
            expected = f"no turn of this file names a known speaker; expected the namings {known}"
        else:
            expected = (
                f"this file names its speakers {self.naming.name}: expected "
                f"{self.naming.seeker!r} (the seeker) or {self.naming.supporter!r} (the supporter)"
            )
        return self.fail(field, f"unknown speaker {speaker!r}; {expected}")

    def fail(self, field: str, detail: str) -> ESConvFormatError:
        return ESConvFormatError(self.path, self.index, field, detail)

    def text_field(self, name: str, required: bool) -> str:
        value = self.chat.get(name)
        if value is None and not required:
            return ""
        if not isinstance(value, str):
            got = "missing" if name not in self.chat else f"a {type(value).__name__}"
            raise self.fail(name, f"expected a string, got {got}")
        if required and not value.strip():
            raise self.fail(name, "is empty")
        return " ".join(value.split())

    def survey(self) -> dict[str, int | None]:
        scores = self.chat.get("survey_score")
        if scores is None:
            return dict.fromkeys(SURVEY_FIELDS)
        if not isinstance(scores, dict):
            raise self.fail("survey_score", f"expected an object, got a {type(scores).__name__}")
        seeker = scores.get("seeker")
        if seeker is None:
            return dict.fromkeys(SURVEY_FIELDS)
        if not isinstance(seeker, dict):
            raise self.fail(
                "survey_score.seeker", f"expected an object, got a {type(seeker).__name__}"
            )
        survey: dict[str, int | None] = {}
        for name in SURVEY_FIELDS:
            raw = seeker.get(name)
            survey[name] = None if raw is None or raw == "" else _rating(raw)
            if raw not in (None, "") and survey[name] is None:
                raise self.fail(f"survey_score.seeker.{name}", f"expected 1-5, got {raw!r}")
        return survey

    def read(self) -> ESConvChat:
        if not isinstance(self.chat, dict):
            raise self.fail("$", f"expected a chat object, got a {type(self.chat).__name__}")
        situation = self.text_field("situation", required=False)
        emotion_type = self.text_field("emotion_type", required=True)
        problem_type = self.text_field("problem_type", required=True)
        survey = self.survey()
        dialog = self.chat.get("dialog")
        if not isinstance(dialog, list):
            got = "missing" if dialog is None else f"a {type(dialog).__name__}"
            raise self.fail("dialog", f"expected a list of turns, got {got}")
        opening: list[str] = []
        seeker_turns: list[str] = []
        replies: list[SupporterReply] = []
        windows: list[FeedbackWindow] = []
        reply: list[str] = []  # the supporter turns of the reply being read
        answer: list[str] = []  # the seeker turns after the last finished reply
        unrated: list[int] = []  # replies since the last feedback
        greeting = empty_feedback = 0

        def finish_answer() -> None:
            if replies:
                last = replies[-1]
                replies[-1] = dataclasses.replace(last, answer=" ".join(answer))

        for number, turn in enumerate(dialog):
            field = f"dialog[{number}]"
            if not isinstance(turn, dict):
                raise self.fail(field, f"expected a turn object, got a {type(turn).__name__}")
            speaker = turn.get("speaker")
            naming = self.naming
            if naming is None or speaker not in (naming.seeker, naming.supporter):
                raise self.unknown_speaker(f"{field}.speaker", speaker)
            content = turn.get("content")
            if not isinstance(content, str):
                got = "missing" if content is None else f"a {type(content).__name__}"
                raise self.fail(f"{field}.content", f"expected a string, got {got}")
            annotation = turn.get("annotation") or {}
            if not isinstance(annotation, dict):
                raise self.fail(
                    f"{field}.annotation", f"expected an object, got a {type(annotation).__name__}"
                )
            text = " ".join(content.split())
            if speaker == naming.supporter:
                if "feedback" in annotation:
                    raise self.fail(
                        f"{field}.annotation.feedback", "only the seeker's turns carry feedback"
                    )
                strategy = annotation.get("strategy")
                if strategy is not None and not isinstance(strategy, str):
                    raise self.fail(
                        f"{field}.annotation.strategy",
                        f"expected a string, got a {type(strategy).__name__}",
                    )
                if not opening:
                    greeting += 1
                elif text:
                    reply.append(text)
                continue
            if reply:  # the seeker answers: the reply is complete
                finish_answer()
                replies.append(SupporterReply(" ".join(reply), "", len(" ".join(reply).split())))
                unrated.append(len(replies) - 1)
                reply, answer = [], []
            if text:
                if not replies:
                    opening.append(text)
                else:
                    answer.append(text)
                    seeker_turns.append(text)
            if "feedback" in annotation:
                feedback = _rating(annotation["feedback"])
                if feedback is None:
                    raise self.fail(
                        f"{field}.annotation.feedback",
                        f"expected 1-5, got {annotation['feedback']!r}",
                    )
                if unrated:
                    windows.append(FeedbackWindow(feedback, tuple(unrated), number))
                else:
                    empty_feedback += 1
                unrated = []
        if reply:
            finish_answer()
            replies.append(SupporterReply(" ".join(reply), "", len(" ".join(reply).split())))
        else:
            finish_answer()
        if not opening:
            raise self.fail("dialog", "the seeker never speaks")
        if not replies:
            raise self.fail(
                "dialog", "no supporter reply after the seeker's first words; nothing to replay"
            )
        return ESConvChat(
            index=self.index,
            key=f"{self.path.stem}[{self.index}]",
            path=str(self.path),
            situation=situation,
            emotion_type=emotion_type,
            problem_type=problem_type,
            opening=" ".join(opening),
            seeker_turns=tuple(seeker_turns),
            replies=tuple(replies),
            windows=tuple(windows),
            survey=survey,
            greeting_turns=greeting,
            empty_feedback=empty_feedback,
        )


def read_esconv(path: str | Path) -> ESConvFile:
    """Reads an ESConv-format file, skipping (and reporting) the chats that are malformed.

    Args:
        path: ``ESConv.json`` or a file in its format.

    Returns:
        The chats read, one :class:`ESConvFormatError` per chat skipped, and the file's speaker
        naming.

    Raises:
        ESConvFormatError: If the file is missing, unreadable, not JSON or not a list, or if it
            mixes the two speaker namings (:func:`speaker_naming`).
    """
    path = Path(path)
    if not path.is_file():
        raise ESConvFormatError(path, None, "$", "no such file")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        raise ESConvFormatError(path, None, "$", f"not UTF-8 text ({exc.reason})") from None
    except json.JSONDecodeError as exc:
        raise ESConvFormatError(
            path, None, "$", f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    if not isinstance(data, list):
        raise ESConvFormatError(
            path, None, "$", f"expected a JSON list of chats, got a {type(data).__name__}"
        )
    naming = speaker_naming(path, data)
    chats: list[ESConvChat] = []
    errors: list[ESConvFormatError] = []
    for index, chat in enumerate(data):
        try:
            chats.append(_ChatReader(path, index, chat, naming).read())
        except ESConvFormatError as exc:
            errors.append(exc)
    return ESConvFile(path, chats, errors, len(data), naming)


def _speaker_values(chats: list[Any]) -> Iterator[tuple[int, int, str]]:
    """Each chat index, turn index and ``speaker`` string of well-shaped turns, in file order."""
    for index, chat in enumerate(chats):
        dialog = chat.get("dialog") if isinstance(chat, dict) else None
        for number, turn in enumerate(dialog if isinstance(dialog, list) else ()):
            speaker = turn.get("speaker") if isinstance(turn, dict) else None
            if isinstance(speaker, str):
                yield index, number, speaker


def speaker_naming(path: str | Path, chats: list[Any]) -> SpeakerNaming | None:
    """The one speaker naming a file's chats use: that of its first known ``speaker`` value.

    Values of neither naming are left to the chat reader, which skips their chats.

    Args:
        path: The file, for the error message.
        chats: The file's JSON list.

    Returns:
        The naming, or ``None`` when no turn names a known speaker.

    Raises:
        ESConvFormatError: If the file mixes the namings, naming the first chat, turn and value
            of the other one.
    """
    found: tuple[SpeakerNaming, int, int] | None = None
    for index, number, speaker in _speaker_values(chats):
        naming = next((n for n in SPEAKER_NAMINGS if speaker in (n.seeker, n.supporter)), None)
        if naming is None:
            continue
        if found is None:
            found = (naming, index, number)
        elif naming != found[0]:
            first, first_chat, first_turn = found
            raise ESConvFormatError(
                path,
                index,
                f"dialog[{number}].speaker",
                f"speaker {speaker!r} is of the {naming.name} naming, but the file names its "
                f"speakers {first.name} (chat [{first_chat}], dialog[{first_turn}]); a file "
                "must use one naming",
            )
    return None if found is None else found[0]


def looks_like_esconv(path: str | Path) -> bool:
    """Whether a file looks like ESConv's: a ``.json`` file holding a list of chats with ``dialog``.

    Only the first 64 KiB are read, so this is a guess for ``--format auto``, not a check.
    """
    path = Path(path)
    if not path.is_file() or path.suffix.lower() != ".json":
        return False
    try:
        with path.open("r", encoding="utf-8", errors="replace") as handle:
            head = handle.read(65536)
    except OSError:
        return False
    return head.lstrip().startswith("[") and '"dialog"' in head
