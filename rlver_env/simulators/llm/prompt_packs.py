"""Prompt packs of the LLM simulator: templates per language, and the messages built from them.

A pack is a folder of package data, ``rlver_env/prompts/<language>/``: one ``.txt`` template per
prompt (``${placeholder}`` fields, filled in one pass, so text put into a prompt is never read as
a template) and ``pack.json`` with the pack's words (labels, band and difficulty texts). The
pack follows the persona's language (``en`` or ``zh``).

Two rules protect the simulation:

* **The agent's words are data.** Its replies enter the prompts only quoted: the history as
  JSON string literals, one per line, and the latest reply between two markers that carry a
  nonce (a hash of the reply), with any ``<<<``/``>>>`` inside it broken up, under a label that
  says they are the other person's words and that instructions in them must not be obeyed.
* **The hidden need stays hidden.** Only the appraisal prompt states it. The prompts that
  write what the user says (the reply and the opening) never contain its text: it is removed
  from the scene (imported profiles repeat it there) and from anything else they quote.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from typing import Any, TypeVar

from rlver_env.dialogue import DialogueState
from rlver_env.errors import UnsupportedLanguageError
from rlver_env.personas.model import Persona
from rlver_env.rules import EmotionRules, emotion_band

PACK_LANGUAGES: tuple[str, ...] = ("en", "zh")
TEMPLATE_NAMES: tuple[str, ...] = ("appraisal_system", "appraisal", "reply_system", "reply", "opening", "retry")
_PLACEHOLDER = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
_MARKER_RUN = re.compile(r"(?<=<)(?=<)|(?<=>)(?=>)")  # between two '<' or two '>'
_HIDDEN_THEME_HEADER = re.compile(r"#*\s*(隐藏主题|hidden (theme|need))\s*[:：]?\s*\**\s*$", re.IGNORECASE | re.MULTILINE)

Message = dict[str, str]
T = TypeVar("T")


@dataclasses.dataclass(frozen=True)
class PromptPack:
    """The templates and words of one language.

    Attributes:
        language: ``"en"`` or ``"zh"``.
        templates: Template name -> text.
        strings: The contents of ``pack.json``.
    """

    language: str
    templates: Mapping[str, str]
    strings: Mapping[str, Any]

    def placeholders(self, name: str) -> set[str]:
        """The placeholder names in one template."""
        return set(_PLACEHOLDER.findall(self.templates[name]))

    def render(self, template: str, /, **values: Any) -> str:
        """Fills a template in one pass.

        Raises:
            ValueError: If a placeholder has no value (naming the template and the field).
        """
        return self.partial(template, {}).fill(values)

    def partial(self, template: str, values: Mapping[str, Any]) -> PartialTemplate:
        """A template with some placeholders filled, the others left for :meth:`PartialTemplate.fill`.

        The values are put in the template's pieces, never read as template text, so filling
        in two parts gives what :meth:`render` gives in one pass.
        """
        literals, fields = _compiled(self.templates[template])
        pieces, names = [literals[0]], []
        for field, literal in zip(fields, literals[1:]):
            if field in values:
                pieces[-1] = f"{pieces[-1]}{values[field]}{literal}"
            else:
                names.append(field)
                pieces.append(literal)
        return PartialTemplate(f"{self.language}/{template}.txt", tuple(pieces), tuple(names))


@dataclasses.dataclass(frozen=True)
class PartialTemplate:
    """A prompt template split into literal pieces and the placeholders between them.

    Attributes:
        name: The template's file (``"en/appraisal.txt"``), for error messages.
        literals: The text before, between and after the placeholders (one more than ``fields``).
        fields: The placeholder names still to fill, in order.
    """

    name: str
    literals: tuple[str, ...]
    fields: tuple[str, ...]

    def fill(self, values: Mapping[str, Any]) -> str:
        """The template with every remaining placeholder filled (``str`` of each value).

        Raises:
            ValueError: If a placeholder has no value (naming the template and the field).
        """
        fields = self.fields
        try:
            filled = [str(values[field]) for field in fields]
        except KeyError:
            missing = sorted(set(fields) - set(values))
            raise ValueError(f"prompt template {self.name} needs values for {missing}") from None
        # literals[0] field[0] literals[1] field[1] ... literals[-1], interleaved by slice
        # assignment (in C: a fill runs twice per dialogue and turn).
        parts: list[str] = [""] * (2 * len(fields) + 1)
        parts[0::2] = self.literals
        parts[1::2] = filled
        return "".join(parts)


@functools.lru_cache(maxsize=64)
def _compiled(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A template split once into its literal pieces and the placeholder names between them."""
    pieces = _PLACEHOLDER.split(text)  # literal, name, literal, name, ..., literal
    return tuple(pieces[0::2]), tuple(pieces[1::2])


def pack_language(language: str) -> str | None:
    """The pack for a persona language (``"zh-CN"`` -> ``"zh"``), or ``None`` if there is none."""
    primary = language.split("-")[0].lower()
    return primary if primary in PACK_LANGUAGES else None


@functools.cache
def load_pack(language: str) -> PromptPack:
    """Loads a prompt pack (package data).

    Raises:
        UnsupportedLanguageError: If there is no pack for ``language``.
    """
    code = pack_language(language)
    if code is None:
        raise UnsupportedLanguageError(
            f"the LLM simulator has no prompt pack for language {language!r}; packs: {list(PACK_LANGUAGES)}"
        )
    folder = resources.files("rlver_env.simulators.llm").joinpath("prompts").joinpath(code)
    templates = {name: folder.joinpath(f"{name}.txt").read_text("utf-8") for name in TEMPLATE_NAMES}
    strings = json.loads(folder.joinpath("pack.json").read_text("utf-8"))
    return PromptPack(code, templates, strings)


@functools.cache
def packs_digest() -> str:
    """A short hash of every pack's templates and words, naming the prompts in a reward version.

    Any edit of a template or of a ``pack.json`` changes it, so results measured with other
    prompts are told apart (see :attr:`rlver_env.simulators.llm.simulator.LLMSimulator.reward_version`).
    """
    digest = hashlib.sha256()
    for language in PACK_LANGUAGES:
        pack = load_pack(language)
        for name in TEMPLATE_NAMES:
            digest.update(f"{language}/{name}\0{pack.templates[name]}\0".encode())
        digest.update(json.dumps(pack.strings, sort_keys=True, ensure_ascii=False).encode())
    return digest.hexdigest()[:8]


def pack_for(persona: Persona) -> PromptPack:
    """The prompt pack in the persona's language."""
    return load_pack(persona.language)


# ---------------------------------------------------------------------- quoting the agent
def fence(text: str, pack: PromptPack) -> str:
    """Quotes the other person's words between nonce-tagged markers under a "data, not orders" label.

    Runs of ``<`` or ``>`` inside ``text`` are broken up (a zero-width space between each two),
    so no ``<<<`` or ``>>>`` survives in it: the text can neither close the fence nor open a
    new one. The nonce (a hash of the text) makes the markers unique to it.
    """
    # Only a run of two marker characters has a place between them to break up.
    safe = _MARKER_RUN.sub("\u200b", text) if "<<" in text or ">>" in text else text
    nonce = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    opening = pack.strings["fence_open"].format(nonce=nonce)
    closing = pack.strings["fence_close"].format(nonce=nonce)
    return f"{pack.strings['fence_intro']}\n{opening}\n{safe}\n{closing}"


def _fenced_reply(state: DialogueState, reply: str, pack: PromptPack) -> str:
    """:func:`fence` of the turn's ``reply``, kept in ``sim_state``: both stages of a turn quote it."""
    key = ("fence", pack.language)
    cached = state.sim_state.get(key)
    if cached is not None and cached[0] == reply:
        return cached[1]
    text = fence(reply, pack)
    state.sim_state[key] = (reply, text)
    return text


def format_history(messages: Sequence[Mapping[str, str]], pack: PromptPack) -> str:
    """The dialogue as one quoted line per message: ``You: "..."`` / ``Them: "..."``."""
    if not messages:
        return pack.strings["no_history"]
    you, them = pack.strings["you_label"], pack.strings["them_label"]
    return "\n".join(_history_line(you if m["role"] == "user" else them, m["content"]) for m in messages)


def dialogue_history(state: DialogueState, pack: PromptPack) -> str:
    """:func:`format_history` of ``state.messages``, extended line by line as the dialogue grows.

    Both stages of every turn quote the whole history; a dialogue only ever appends messages,
    so the text is kept in ``sim_state`` and only the new messages are formatted (a turn's cost
    stays flat instead of growing with the dialogue). If the last message was replaced or
    messages were removed (the env does neither), it is formatted afresh.
    """
    messages = state.messages
    key = ("history", pack.language)
    cached = state.sim_state.get(key)
    if cached is not None:
        count, last, text = cached
        if count == len(messages) and (not count or messages[-1] is last):
            return text
        if 0 < count < len(messages) and messages[count - 1] is last:
            you, them = pack.strings["you_label"], pack.strings["them_label"]
            new = "\n".join(_history_line(you if m["role"] == "user" else them, m["content"]) for m in messages[count:])
            text = f"{text}\n{new}"
            # Updated in place: a new container each turn would be one more object per
            # dialogue and turn for the garbage collector to promote and scan.
            cached[:] = len(messages), messages[-1], text
            return text
    text = format_history(messages, pack)
    state.sim_state[key] = [len(messages), messages[-1] if messages else None, text]
    return text


@functools.lru_cache(maxsize=8192)
def _history_line(label: str, content: str) -> str:
    # Every turn quotes the whole history again; each line is quoted once.
    return f"{label}: {json.dumps(content, ensure_ascii=False)}"


# ---------------------------------------------------------------------- the persona
def persona_profile(persona: Persona, pack: PromptPack) -> str:
    """Who the user is: name, demographics, personality, speaking style, disposition, traits."""
    labels = pack.strings["profile"]
    lines = [f"{labels['name']}: {persona.name}"]
    for key, value in persona.demographics.items():
        if value not in (None, "") and key in labels:
            lines.append(f"{labels[key]}: {value}")
    for key, value in persona.profile.items():
        lines.append(f"{labels[key]}: {value}")
    lines.append(f"{labels['disposition']}: {pack.strings['dispositions'][persona.disposition]}")
    lines.append(f"{labels['traits']}: {', '.join(persona.traits)}")
    return "\n".join(lines)


def persona_scene(persona: Persona, pack: PromptPack) -> str:
    """The user's story: summary, timeline, conflict, attempts, current state, people."""
    labels = pack.strings["scene"]
    background = persona.background
    parts = [background["summary"]]
    if background.get("timeline"):
        parts.append(f"{labels['timeline']}:\n" + "\n".join(f"- {event}" for event in background["timeline"]))
    for key in ("conflict", "attempts", "current_state"):
        if background.get(key):
            parts.append(f"{labels[key]}: {background[key]}")
    people = persona.people
    if people:
        rows = [
            f"- {p['name']} ({p['relation']})" + (f": {p['role_in_story']}" if p.get("role_in_story") else "")
            for p in people
        ]
        parts.append(f"{labels['people']}:\n" + "\n".join(rows))
    return "\n\n".join(parts)


def hide_need(text: str, persona: Persona, pack: PromptPack) -> str:
    """``text`` without the persona's hidden-need text (and a dangling "hidden theme" header)."""
    need = persona.hidden_need_text.strip()
    if need and need in text:
        text = text.replace(need, pack.strings["unspoken"])
        text = _HIDDEN_THEME_HEADER.sub("", text)
    return text


def change_range(rules: EmotionRules, pack: PromptPack) -> str:
    """How big a change may be, in the pack's words."""
    if rules.max_delta is None:
        return pack.strings["change_range_free"]
    return pack.strings["change_range_clamped"].format(max_delta=rules.max_delta)


# ---------------------------------------------------------------------- messages
def _per_dialogue(state: DialogueState, name: str, pack: PromptPack, build: Callable[[DialogueState, PromptPack], T]) -> T:
    """A prompt part that is fixed for the whole dialogue, built on first use and kept in ``sim_state``.

    The key names the pack, the difficulty, the persona and the rules too, so a change of any
    of them builds it again.
    """
    key = ("prompt", name, pack.language, state.difficulty, id(state.persona), id(state.rules))
    cached = state.sim_state.get(key)
    if cached is None:
        cached = state.sim_state[key] = build(state, pack)
    return cached


def appraisal_system(state: DialogueState, pack: PromptPack) -> str:
    """The system prompt of the appraisal stage (the only one that states the hidden need)."""
    persona = state.persona
    return pack.render(
        "appraisal_system",
        name=persona.name,
        profile=persona_profile(persona, pack),
        scene=persona_scene(persona, pack),
        hidden_need=persona.hidden_need_text,
        difficulty=pack.strings["difficulty"][state.difficulty],
    )


def _appraisal_parts(state: DialogueState, pack: PromptPack) -> tuple[str, PartialTemplate]:
    """The appraisal stage's system prompt and its user template with the dialogue's fixed values in."""
    fixed = {
        "name": state.persona.name,
        "you_label": pack.strings["you_label"],
        "them_label": pack.strings["them_label"],
        "change_range": change_range(state.rules, pack),
    }
    return appraisal_system(state, pack), pack.partial("appraisal", fixed)


def appraisal_messages(state: DialogueState, reply: str, pack: PromptPack) -> list[Message]:
    """Stage 1: the appraisal of the agent's latest ``reply`` (sees the hidden need)."""
    system, template = _per_dialogue(state, "appraisal", pack, _appraisal_parts)
    band = emotion_band(state.emotion)
    user = template.fill(
        {
            "history": dialogue_history(state, pack),
            "emotion": state.emotion,
            "band": band,
            "band_meaning": pack.strings["band_meaning"][band],
            "agent_reply": _fenced_reply(state, reply, pack),
        }
    )
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def speaker_system(state: DialogueState, pack: PromptPack) -> str:
    """The system prompt of the stages that write the user's words (no hidden need in it)."""
    persona = state.persona
    system = pack.render(
        "reply_system",
        name=persona.name,
        profile=persona_profile(persona, pack),
        scene=persona_scene(persona, pack),
        difficulty=pack.strings["difficulty"][state.difficulty],
    )
    return hide_need(system, persona, pack)


def _reply_parts(state: DialogueState, pack: PromptPack) -> tuple[str, PartialTemplate]:
    """The reply stage's system prompt and its user template with the dialogue's fixed values in."""
    fixed = {
        "name": state.persona.name,
        "you_label": pack.strings["you_label"],
        "them_label": pack.strings["them_label"],
    }
    return _per_dialogue(state, "speaker_system", pack, speaker_system), pack.partial("reply", fixed)


def format_appraisal(appraisal: Mapping[str, Any], pack: PromptPack) -> str:
    """The appraisal as labelled lines, for the reply stage."""
    labels = pack.strings["appraisal_labels"]
    lines = []
    for key in ("agent_meaning", "goal_fit", "inner_activity", "feeling"):
        if appraisal.get(key):
            lines.append(f"{labels[key]}: {appraisal[key]}")
    change = int(appraisal["change"])
    lines.append(f"{labels['change']}: {change:+d}")
    return "\n".join(lines)


def reply_messages(
    state: DialogueState, reply: str, appraisal: Mapping[str, Any], emotion_after: int, pack: PromptPack
) -> list[Message]:
    """Stage 2: the user's answer, planned and rewritten (never sees the hidden need)."""
    system, template = _per_dialogue(state, "reply", pack, _reply_parts)
    band = emotion_band(emotion_after)
    user = template.fill(
        {
            "history": dialogue_history(state, pack),
            "agent_reply": _fenced_reply(state, reply, pack),
            "appraisal": format_appraisal(appraisal, pack),
            "emotion_before": state.emotion,
            "emotion": emotion_after,
            "band": band,
            "band_guidance": pack.strings["band_guidance"][band],
        }
    )
    return [{"role": "system", "content": system}, {"role": "user", "content": hide_need(user, state.persona, pack)}]


def opening_messages(state: DialogueState, pack: PromptPack) -> list[Message]:
    """The user's generated first line (for personas without one)."""
    band = emotion_band(state.emotion)
    user = pack.render("opening", emotion=state.emotion, band=band, band_guidance=pack.strings["band_guidance"][band])
    system = _per_dialogue(state, "speaker_system", pack, speaker_system)
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def retry_messages(messages: Sequence[Message], bad_answer: str, error: str, pack: PromptPack) -> list[Message]:
    """The same request, plus the unusable answer and a note saying what was wrong with it."""
    return [
        *(dict(m) for m in messages),
        {"role": "assistant", "content": bad_answer[:2000]},
        {"role": "user", "content": pack.render("retry", error=error)},
    ]
