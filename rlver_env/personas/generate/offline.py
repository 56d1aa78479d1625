"""Persona generators: an offline compositional one, and one driven by a language model.

:func:`generate_personas` composes English personas from the typed parts in
:mod:`rlver_env.persona_parts` (a hidden need, a disposition, a domain and one of its stories,
the people in it, traits, a speaking style and a difficulty). Every persona carries what the
rule simulator reads: story beats, voice lines, concerns whose keywords occur in the beats,
praiseworthy acts and triggers. Generation is deterministic: persona ``i`` of seed ``s`` depends
only on ``(s, i)`` and on personas ``0..i-1`` (whose names it avoids), so a longer run extends a
shorter one. Needs, dispositions, stories and styles are dealt in shuffled rounds, so any
``len(options)`` consecutive personas use each option once.

:func:`generate_personas_llm` asks any object with a ``complete(messages, schema)`` method
(:class:`CompletionBackend`) for schema-conforming JSON, validates each reply, retries a bounded
number of times with the reason fed back, and returns only valid personas plus the rejects.

:func:`near_duplicate_pairs` finds near-duplicate personas by Jaccard similarity of word 5-gram
sets, with MinHash signatures to skip the pairs that cannot be close.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np

from rlver_env import persona_parts as parts
from rlver_env.errors import BackendError, PersonaError, PersonaValidationError
from rlver_env.needs import (
    DIFFICULTIES,
    DIFFICULTY_DESCRIPTIONS,
    DISPOSITION_DESCRIPTIONS,
    DISPOSITIONS,
    HIDDEN_NEED_DESCRIPTIONS,
    HIDDEN_NEEDS,
)
from rlver_env.persona import Persona, persona_schema, validate_persona
from rlver_env.simulators.rule_features import contains_phrase, normalise, stem, words_of

logger = logging.getLogger(__name__)

# Salts that keep the independent draws of one seed apart.
_SALT_PERSONA, _SALT_NEED, _SALT_DISPOSITION, _SALT_EVENT, _SALT_STYLE = range(5)
_PRONOUNS = {"female": ("she", "her", "her"), "male": ("he", "him", "his"), "non-binary": ("they", "them", "their")}
_SMALL = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


# ----------------------------------------------------------------------------- composition
class _Slots(dict):
    """A template context that names the missing slot instead of raising a bare KeyError."""

    def __missing__(self, key: str) -> str:
        raise PersonaError(f"persona part tables: a template uses the unknown slot {{{key}}}")


def _cap(text: str) -> str:
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :]
    return text


def _words(n: int) -> str:
    if n < 20:
        return _SMALL[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_SMALL[ones]}" if ones else "")
    return f"{n:,}"


def _article(phrase: str) -> str:
    first = phrase.split()[0] if phrase else ""
    if first.isupper() and len(first) > 1:
        vowel_sound = first[0] in "AEFHILMNORSX"
    else:
        vowel_sound = first[:1].lower() in "aeio"
    return ("an " if vowel_sound else "a ") + phrase


def _pick(rng: np.random.Generator, options: Sequence[Any]) -> Any:
    return options[int(rng.integers(len(options)))]


def _sample(rng: np.random.Generator, options: Sequence[Any], k: int) -> list[Any]:
    """``k`` distinct options, in table order."""
    chosen = sorted(rng.choice(len(options), size=min(k, len(options)), replace=False).tolist())
    return [options[i] for i in chosen]


def _dealt(seed: int, salt: int, index: int, options: Sequence[Any]) -> Any:
    """The option for ``index`` when options are dealt in shuffled rounds."""
    round_no, position = divmod(index, len(options))
    order = np.random.default_rng([seed, salt, round_no]).permutation(len(options))
    return options[int(order[position])]


def _phrase(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in words_of(normalise(text)))


def _present(keywords: Iterable[str], story: tuple[str, ...]) -> list[str]:
    """The keywords (lower case) that occur in the story's stems, in order, without repeats."""
    kept: list[str] = []
    for keyword in keywords:
        keyword = keyword.lower()
        if keyword not in kept and contains_phrase(story, _phrase(keyword)):
            kept.append(keyword)
    return kept


def _person(rng: np.random.Generator, relation: str, taken: set[str]) -> tuple[str, str]:
    tokens = re.split(r"[\s-]+", relation.lower())
    gender = next((parts.GENDERED_RELATIONS[t] for t in tokens if t in parts.GENDERED_RELATIONS), None)
    gender = gender or ("f" if rng.random() < 0.5 else "m")
    pool = parts.FEMALE_NAMES if gender == "f" else parts.MALE_NAMES
    name = _pick(rng, [n for n in pool if n not in taken])
    return name, "female" if gender == "f" else "male"


@dataclasses.dataclass(frozen=True)
class _Plan:
    """The typed parts of one persona slot: what it must be, before any text is written."""

    index: int
    need: str
    disposition: str
    event: parts.EventPart
    style: parts.StylePart
    difficulty: str


def _rule_sim_concerns(candidates: list[tuple[str, Sequence[str]]], story: tuple[str, ...]) -> list[dict[str, Any]]:
    """Up to six concerns, each keeping only the keywords the story really uses."""
    concerns = []
    for topic, keywords in candidates:
        kept = _present(keywords, story)
        if kept and len(concerns) < 6:
            concerns.append({"topic": topic, "keywords": kept})
    return concerns


def _rule_sim_triggers(chosen: Sequence[parts.TriggerPart], render: Callable[[str], str]) -> list[dict[str, Any]]:
    """The chosen triggers, rendered, with no phrase in two of them."""
    triggers, seen = [], set()
    for trigger in chosen:
        phrases = [p for p in dict.fromkeys(render(x).lower() for x in trigger.phrases) if p not in seen]
        seen.update(phrases)
        if phrases:
            triggers.append({"phrases": phrases, "delta": trigger.delta, "reason": render(trigger.reason)})
    return triggers


def _voice(
    rng: np.random.Generator,
    need_part: parts.NeedPart,
    disp_part: parts.DispositionPart,
    difficulty_part: parts.DifficultyPart,
    render: Callable[[str], str],
) -> dict[str, Any]:
    """Band lines from the disposition (plus the difficulty's extras) and need reactions."""
    high = [render(x) for x in _sample(rng, disp_part.high, 2)]
    low = [render(x) for x in _sample(rng, disp_part.low, 2)]
    if difficulty_part.extra_high:
        high.append(_pick(rng, difficulty_part.extra_high))
    if difficulty_part.extra_low:
        low.append(_pick(rng, difficulty_part.extra_low))
    return {
        "high": high,
        "medium": [render(x) for x in _sample(rng, disp_part.medium, 2)],
        "low": low,
        "need_met": [render(x) for x in _sample(rng, need_part.need_met, 2)],
        "need_missed": [render(x) for x in _sample(rng, need_part.need_missed, 2)],
        "goodbye_success": render(_pick(rng, need_part.goodbye_success)),
        "goodbye_failure": render(_pick(rng, disp_part.goodbye_failure)),
    }


def _compose(seed: int, plan: _Plan, used_names: set[str]) -> dict[str, Any]:
    """Writes one persona from its plan; every random choice comes from ``(seed, plan.index)``."""
    rng = np.random.default_rng([seed, _SALT_PERSONA, plan.index])
    event, style = plan.event, plan.style
    need_part, disp_part = parts.NEEDS[plan.need], parts.DISPOSITIONS[plan.disposition]

    # Who the user is, who else is in the story, and when it happens.
    gender = str(rng.choice(["female", "male", "non-binary"], p=[0.47, 0.47, 0.06]))
    pool = {"female": parts.FEMALE_NAMES, "male": parts.MALE_NAMES, "non-binary": parts.NEUTRAL_NAMES}[gender]
    for _ in range(100):
        first, surname = _pick(rng, pool), _pick(rng, parts.SURNAMES)
        if f"{first} {surname}" not in used_names:
            break
    _, obj, pos = _PRONOUNS[gender]
    city, currency = _pick(rng, parts.CITIES)
    age = int(rng.integers(event.ages[0], event.ages[1] + 1))
    days = rng.choice(len(parts.WEEKDAYS), size=2, replace=False)
    ctx = _Slots(
        first=first, name=f"{first} {surname}", pos=pos, obj=obj, age=str(age), city=city, currency=currency,
        day=parts.WEEKDAYS[days[0]], day2=parts.WEEKDAYS[days[1]], month=_pick(rng, parts.MONTHS),
    )
    people = []
    taken = {first}
    for key, role in zip("AB", event.roles):
        relation = _pick(rng, role.relations)
        person, person_gender = _person(rng, relation, taken)
        taken.add(person)
        sub_p, obj_p, pos_p = _PRONOUNS[person_gender]
        ctx.update({key: person, f"{key}_rel": relation, f"{key}_sub": sub_p, f"{key}_obj": obj_p, f"{key}_pos": pos_p,
                    f"{key}_Sub": _cap(sub_p), f"{key}_Pos": _cap(pos_p)})
        people.append((person, relation, role.story))
    for name, (low, high) in event.numbers.items():
        value = int(rng.integers(low, high + 1))
        ctx[name] = f"{value:,} {currency}" if name.startswith("money") else _words(value)

    def render(template: str) -> str:
        return template.format_map(ctx)

    slot_fills: dict[str, tuple[str, Sequence[str]]] = {}
    for name, fills in event.slots.items():
        text, keywords = _pick(rng, fills)
        slot_fills[name] = (render(text), keywords)
        ctx[name] = slot_fills[name][0]
    occupation = render(_pick(rng, event.occupations))
    ctx.update(occupation=occupation, an_occupation=_article(occupation))
    ctx.update({k: render(v) for k, v in event.need_slots.items()})
    efforts = _sample(rng, event.efforts, 2)
    ctx.update(effort1=render(efforts[0][2]), effort2=render(efforts[1][2]))
    ctx.update({_cap(k): _cap(v) for k, v in list(ctx.items()) if k[:1].islower() and not k.startswith(("A_", "B_"))})

    # The story the user tells, one beat per turn: the event, two efforts, a strain, a hint.
    beats = [render(_pick(rng, variants)) for variants in event.beats]
    beats.insert(1, render(efforts[0][0]))
    beats.insert(4, render(efforts[1][0]))
    strains = parts.DOMAINS[event.domain].strains if rng.random() < 0.6 else parts.GENERAL_STRAINS
    strain_text, strain_keywords = _pick(rng, strains)
    ending = [render(strain_text), render(_pick(rng, need_part.hint_beats))]
    beats += ending[::-1] if rng.random() < 0.5 else ending
    opener = render(_pick(rng, event.openers))
    if rng.random() < 0.5:
        opener = f"{_pick(rng, style.interjections)} {opener}"
    if rng.random() < 0.5:
        at = int(rng.integers(len(beats)))
        beats[at] = f"{_pick(rng, style.interjections)} {beats[at]}"
    story = _phrase(" ".join([opener, *beats]))

    # What the rule simulator matches replies against.
    candidates = [slot_fills["thing"]]
    candidates += [(f"{person} ({relation})", (person, relation)) for person, relation, _ in people]
    candidates += [(render(event.incident[0]), event.incident[1]), slot_fills["stake"]]
    candidates += [(f"how it is wearing {obj} down", strain_keywords)]
    candidates += [fill for name, fill in slot_fills.items() if name not in ("thing", "stake")]
    chosen_triggers = [_pick(rng, need_part.triggers), _pick(rng, event.triggers)]
    if rng.random() < 0.5:
        chosen_triggers.append(_pick(rng, disp_part.triggers))
    rule_sim = {
        "concerns": _rule_sim_concerns(candidates, story),
        "story_beats": beats,
        "praiseworthy_acts": _present([k for effort in efforts for k in effort[1]], story),
        "triggers": _rule_sim_triggers(chosen_triggers, render),
    }

    traits = [_pick(rng, disp_part.traits)] + _sample(rng, parts.GENERAL_TRAITS, 2)
    personality = (
        f"{first} ({age}) is {_article(occupation)} in {city} who {_pick(rng, parts.HOBBIES)}. "
        f"{_pick(rng, parts.HABITS)} {_pick(rng, disp_part.personality)}"
    )
    persona_id = f"gen-{seed}-{plan.index}-{event.domain}"
    return {
        "schema_version": 1,
        "id": persona_id,
        "language": "en",
        "name": f"{first} {surname}",
        "demographics": {"age": age, "gender": gender, "occupation": occupation, "location": city},
        "domain": event.domain,
        "personality": personality,
        "speaking_style": f"{style.description} {_pick(rng, disp_part.style_notes)}",
        "background": {
            "summary": render(_pick(rng, event.summary)),
            "timeline": [_cap(render(t)) for t in event.timeline],
            "conflict": render(_pick(rng, event.conflict)),
            "attempts": render(_pick(rng, event.attempts)),
            "current_state": render(_pick(rng, event.current_state)),
        },
        "people": [{"name": p, "relation": r, "role_in_story": render(s)} for p, r, s in people],
        "disposition": plan.disposition,
        "traits": list(dict.fromkeys(traits)),
        "hidden_need": {"kind": plan.need, "text": render(_pick(rng, need_part.texts))},
        "first_utterance": opener,
        "default_difficulty": plan.difficulty,
        "voice": _voice(rng, need_part, disp_part, parts.DIFFICULTIES[plan.difficulty], render),
        "rule_sim": rule_sim,
        "tags": ["generated", event.domain, event.key],
        "source": {
            "format": "generated",
            "id": persona_id,
            "original": {"seed": seed, "index": plan.index, "need": plan.need, "disposition": plan.disposition,
                         "domain": event.domain, "event": event.key, "style": style.key, "difficulty": plan.difficulty},
        },
    }


def _choices(name: str, given: Sequence[str] | None, known: Sequence[str]) -> list[str]:
    if given is None:
        return list(known)
    values = [given] if isinstance(given, str) else list(dict.fromkeys(given))
    unknown = [v for v in values if v not in known]
    if unknown or not values:
        raise ValueError(f"unknown or empty {name} {unknown or values}; choose from {list(known)}")
    return values


def _check_seed(seed: int) -> int:
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ValueError(f"seed must be a non-negative integer, got {seed!r}")
    return int(seed)


def _plans(
    n: int,
    seed: int,
    needs: Sequence[str] | None,
    dispositions: Sequence[str] | None,
    domains: Sequence[str] | None,
    difficulty_weights: Mapping[str, float] | None,
) -> list[_Plan]:
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise ValueError(f"n must be a non-negative integer, got {n!r}")
    seed = _check_seed(seed)
    need_list = _choices("needs", needs, HIDDEN_NEEDS)
    disp_list = _choices("dispositions", dispositions, DISPOSITIONS)
    domain_list = _choices("domains", domains, tuple(parts.DOMAINS))
    events = [e for e in parts.EVENTS if e.domain in domain_list]
    weights = dict(difficulty_weights) if difficulty_weights is not None else {k: p.weight for k, p in parts.DIFFICULTIES.items()}
    bad = [k for k, w in weights.items() if k not in DIFFICULTIES or not w >= 0]
    if bad or sum(weights.values()) <= 0:
        raise ValueError(f"difficulty_weights must map {list(DIFFICULTIES)} to non-negative weights, not all zero; got {weights}")
    levels = sorted(weights)
    probs = np.array([weights[k] for k in levels], dtype=float)
    probs /= probs.sum()
    plans = []
    for index in range(int(n)):
        rng = np.random.default_rng([seed, _SALT_PERSONA, index, 1])
        plans.append(_Plan(
            index=index,
            need=_dealt(seed, _SALT_NEED, index, need_list),
            disposition=_dealt(seed, _SALT_DISPOSITION, index, disp_list),
            event=_dealt(seed, _SALT_EVENT, index, events),
            style=_dealt(seed, _SALT_STYLE, index, parts.STYLES),
            difficulty=levels[int(rng.choice(len(levels), p=probs))],
        ))
    return plans


def generate_personas(
    n: int,
    seed: int,
    *,
    needs: Sequence[str] | None = None,
    dispositions: Sequence[str] | None = None,
    domains: Sequence[str] | None = None,
    difficulty_weights: Mapping[str, float] | None = None,
) -> list[dict[str, Any]]:
    """Composes ``n`` valid, distinct English personas from the part tables, offline.

    Args:
        n: How many personas.
        seed: A non-negative integer; the same seed and arguments give the same personas.
        needs: Restrict the hidden needs (default: all eight, dealt evenly).
        dispositions: Restrict the dispositions (default: all three, dealt evenly).
        domains: Restrict the life domains (default: all of :data:`persona_parts.DOMAINS`).
        difficulty_weights: Sampling weights per difficulty (default: simple 0.2, normal
            0.55, hard 0.25).

    Returns:
        Persona dicts with ids ``"gen-<seed>-<index>-<domain>"``, each valid against the
        schema and playable by the rule simulator.

    Raises:
        ValueError: For a bad ``n``, ``seed``, filter value or weight.
    """
    personas: list[dict[str, Any]] = []
    used_names: set[str] = set()
    for plan in _plans(n, seed, needs, dispositions, domains, difficulty_weights):
        persona = _compose(int(seed), plan, used_names)
        validate_persona(persona, f"<generated persona #{plan.index}>")
        used_names.add(persona["name"])
        personas.append(persona)
    return personas


# ------------------------------------------------------------------------------ similarity
_SKIP_KEYS = frozenset({"id", "source", "tags", "schema_version", "language", "kind", "disposition", "default_difficulty", "domain"})


def persona_text(persona: Mapping[str, Any] | Persona) -> str:
    """All the prose of a persona (every string value except ids, enums, tags and source)."""
    data = persona.data if isinstance(persona, Persona) else persona
    out: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, Mapping):
            for key, item in value.items():
                if key not in _SKIP_KEYS:
                    walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)

    walk(data)
    return "\n".join(out)


def shingles(text: str, k: int = 5) -> set[int]:
    """The 64-bit hashes of the word ``k``-grams of a text (lower-cased words and numbers)."""
    words = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower())
    grams = [" ".join(words[i : i + k]) for i in range(max(1, len(words) - k + 1))] if words else []
    return {int.from_bytes(hashlib.blake2b(g.encode(), digest_size=8).digest(), "little") for g in grams}


def jaccard(a: set[int], b: set[int]) -> float:
    """The Jaccard similarity of two sets (0 when both are empty)."""
    union = len(a | b)
    return len(a & b) / union if union else 0.0


def _minhash(sets: Sequence[set[int]], num_perm: int) -> np.ndarray:
    rng = np.random.default_rng(0x5EED)
    mult = rng.integers(1, 2**63, size=num_perm, dtype=np.uint64) | np.uint64(1)
    add = rng.integers(0, 2**63, size=num_perm, dtype=np.uint64)
    signatures = np.full((len(sets), num_perm), np.iinfo(np.uint64).max, dtype=np.uint64)
    with np.errstate(over="ignore"):
        for row, values in enumerate(sets):
            if values:
                x = np.fromiter(values, dtype=np.uint64, count=len(values))
                # Multiply-shift hashing: wrap-around multiplication is the point.
                hashed = (np.outer(mult, x) + add[:, None]) >> np.uint64(32)
                signatures[row] = hashed.min(axis=1)
    return signatures


def near_duplicate_pairs(
    personas: Sequence[Mapping[str, Any] | Persona], threshold: float = 0.5, k: int = 5, num_perm: int = 128
) -> list[tuple[int, int, float]]:
    """Pairs of personas whose texts are near-duplicates.

    MinHash signatures estimate every pair's Jaccard similarity of word ``k``-gram sets; pairs
    estimated within 0.15 of the threshold are then measured exactly.

    Args:
        personas: Persona dicts or :class:`Persona` objects.
        threshold: The exact Jaccard similarity at or above which two personas count as
            near-duplicates.
        k: The shingle length in words.
        num_perm: The MinHash signature length.

    Returns:
        ``(i, j, similarity)`` for each near-duplicate pair, ``i < j``, by index.
    """
    sets = [shingles(persona_text(p), k) for p in personas]
    signatures = _minhash(sets, num_perm)
    pairs = []
    for i in range(len(sets) - 1):
        estimates = (signatures[i + 1 :] == signatures[i]).mean(axis=1)
        for offset in np.flatnonzero(estimates >= threshold - 0.15):
            j = i + 1 + int(offset)
            similarity = jaccard(sets[i], sets[j])
            if similarity >= threshold:
                pairs.append((i, j, similarity))
    return pairs


# ----------------------------------------------------------------------------- LLM-driven
@runtime_checkable
class CompletionBackend(Protocol):
    """The minimal interface an inference backend offers the LLM persona generator."""

    def complete(self, messages: list[dict[str, str]], schema: dict[str, Any] | None) -> str:
        """Returns the model's reply to chat ``messages``, constrained to ``schema`` if it can."""
        ...


@dataclasses.dataclass(frozen=True)
class Rejection:
    """A reply the LLM generator refused.

    Attributes:
        index: Which requested persona (0-based).
        attempt: Which attempt for it (1-based).
        reason: Why it was refused.
        reply: The start of the reply (at most 500 characters).
    """

    index: int
    attempt: int
    reason: str
    reply: str


class _Refused(Exception):
    """Internal: a reply failed a check."""


_FENCE = re.compile(r"^```[a-zA-Z]*\s*(.*?)\s*```$", re.DOTALL)

_SYSTEM_PROMPT = """You write personas: simulated users for an empathetic-dialogue environment.
Each persona is ONE JSON object that validates against the JSON Schema below. Reply with that
object only: no prose, no code fences.

What makes a good persona:
- Concrete: named people with relations, an ordered timeline, one main conflict, what the user
  already tried, where things stand now; numbers, places, objects.
- A hidden need the user never states outright; it shows in voice.need_met and voice.need_missed.
- voice: lines at high (>=70), medium (40-69) and low (<40) emotion, plus need_met, need_missed,
  goodbye_success and goodbye_failure (both goodbyes say bye).
- rule_sim.story_beats: 5-8 things the user reveals, one per turn, first person, colloquial.
- rule_sim.concerns: 4-6 topics, each with 2-6 lower-case keywords that literally occur in the
  first_utterance or the story beats; put the named people's first names in a concern.
- rule_sim.praiseworthy_acts: 2-5 keywords of things the user did well, used in the beats.
- rule_sim.triggers: 1-3 persona-specific phrases that sting (delta < 0) or soothe (delta > 0).

JSON Schema:
{schema}
"""


def _brief(plan: _Plan, seed: int, accepted_names: Sequence[str]) -> tuple[str, str]:
    persona_id = f"llm-{seed}-{plan.index}-{plan.event.domain}"
    avoid = ", ".join(accepted_names[-20:]) or "none yet"
    text = (
        f"Write persona #{plan.index + 1}. Requirements:\n"
        f'- "id": "{persona_id}", "schema_version": 1, "language": "en"\n'
        f'- "domain": "{plan.event.domain}"\n'
        f'- "hidden_need.kind": "{plan.need}" ({HIDDEN_NEED_DESCRIPTIONS[plan.need]})\n'
        f'- "disposition": "{plan.disposition}" ({DISPOSITION_DESCRIPTIONS[plan.disposition]})\n'
        f'- "default_difficulty": "{plan.difficulty}" ({DIFFICULTY_DESCRIPTIONS[plan.difficulty]})\n'
        f"- speaking style: {plan.style.description}\n"
        f"- a new story and a new name, unlike these earlier personas: {avoid}\n"
        "Include voice and rule_sim."
    )
    return persona_id, text


def _parse_reply(reply: object) -> dict[str, Any]:
    if not isinstance(reply, str):
        raise _Refused(f"the backend returned {type(reply).__name__}, not text")
    text = reply.strip()
    fenced = _FENCE.match(text)
    text = fenced.group(1) if fenced else text
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        start, end = text.find("{"), text.rfind("}")
        try:
            data = json.loads(text[start : end + 1]) if 0 <= start < end else None
        except json.JSONDecodeError:
            data = None
        if data is None:
            raise _Refused(f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    if not isinstance(data, dict):
        raise _Refused(f"expected one JSON object, got a JSON {type(data).__name__}")
    return data


def _check_reply(
    data: dict[str, Any], plan: _Plan, persona_id: str, require_rule_sim: bool, accepted: Sequence[set[int]], threshold: float
) -> set[int]:
    data["id"] = persona_id
    data.setdefault("schema_version", 1)
    try:
        validate_persona(data, f"<llm persona #{plan.index}>")
    except PersonaValidationError as exc:
        raise _Refused(f"schema: field {exc.json_path}: {exc.detail}") from None
    expected = {
        "language": (data["language"], "en"),
        "hidden_need.kind": (data["hidden_need"]["kind"], plan.need),
        "disposition": (data["disposition"], plan.disposition),
        "domain": (data.get("domain"), plan.event.domain),
        "default_difficulty": (data["default_difficulty"], plan.difficulty),
    }
    for field, (got, wanted) in expected.items():
        if got != wanted:
            raise _Refused(f"field {field} is {got!r}, but {wanted!r} was asked for")
    if require_rule_sim:
        missing = [key for key in ("voice", "rule_sim") if key not in data]
        if missing:
            raise _Refused(f"missing {', '.join(missing)}, which the rule simulator needs")
        sim = data["rule_sim"]
        story = _phrase(" ".join([data.get("first_utterance") or "", *sim["story_beats"]]))
        for i, concern in enumerate(sim["concerns"]):
            if not _present(concern["keywords"], story):
                raise _Refused(f"field rule_sim.concerns[{i}] ({concern['topic']!r}): no keyword occurs in the beats")
    own = shingles(persona_text(data))
    for other_index, other in enumerate(accepted):
        similarity = jaccard(own, other)
        if similarity >= threshold:
            raise _Refused(f"a near-duplicate of accepted persona #{other_index} (Jaccard {similarity:.2f})")
    return own


def generate_personas_llm(
    backend: CompletionBackend,
    n: int,
    seed: int,
    max_retries: int = 2,
    *,
    needs: Sequence[str] | None = None,
    dispositions: Sequence[str] | None = None,
    domains: Sequence[str] | None = None,
    difficulty_weights: Mapping[str, float] | None = None,
    require_rule_sim: bool = True,
    similarity_threshold: float = 0.5,
) -> tuple[list[dict[str, Any]], list[Rejection]]:
    """Asks a language model for ``n`` personas, keeping only valid ones.

    Each request names the persona's typed parts (need, disposition, domain, difficulty,
    style; dealt like :func:`generate_personas`), and passes the persona JSON Schema both in the
    prompt and as ``schema`` for backends that constrain decoding. A reply is refused if it is
    not one JSON object, fails the schema, differs from the requested parts, lacks rule-simulator
    data whose concern keywords occur in the beats (when ``require_rule_sim``), or is a
    near-duplicate of an accepted persona. Refusals are fed back and retried, at most
    ``max_retries`` times per persona, so the backend is called at most
    ``n * (max_retries + 1)`` times.

    Args:
        backend: Any object with ``complete(messages, schema) -> str``. A
            :class:`~rlver_env.errors.BackendError` it raises counts as a refused attempt.
        n: How many personas to ask for.
        seed: A non-negative integer that decides the requested parts.
        max_retries: Extra attempts per persona after a refusal.
        needs: Restrict the hidden needs.
        dispositions: Restrict the dispositions.
        domains: Restrict the domains.
        difficulty_weights: Sampling weights per difficulty.
        require_rule_sim: Require ``voice`` and ``rule_sim`` data.
        similarity_threshold: Word 5-gram Jaccard similarity that counts as a near-duplicate.

    Returns:
        The accepted personas (ids ``"llm-<seed>-<index>-<domain>"``; fewer than ``n`` when
        some ran out of attempts), and every refusal with its reason.

    Raises:
        TypeError: If ``backend`` has no ``complete`` method.
        ValueError: For a bad ``n``, ``seed``, ``max_retries`` or filter value.
    """
    if not callable(getattr(backend, "complete", None)):
        raise TypeError(f"backend must have a complete(messages, schema) method; got {type(backend).__name__}")
    if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
        raise ValueError(f"max_retries must be a non-negative integer, got {max_retries!r}")
    plans = _plans(n, seed, needs, dispositions, domains, difficulty_weights)
    schema = persona_schema()
    system = _SYSTEM_PROMPT.format(schema=json.dumps(schema, ensure_ascii=False))
    accepted: list[dict[str, Any]] = []
    accepted_sets: list[set[int]] = []
    rejections: list[Rejection] = []
    for plan in plans:
        persona_id, request = _brief(plan, int(seed), [p["name"] for p in accepted])
        messages = [{"role": "system", "content": system}, {"role": "user", "content": request}]
        for attempt in range(1, max_retries + 2):
            reply: object = ""
            try:
                reply = backend.complete(copy.deepcopy(messages), copy.deepcopy(schema))
                data = _parse_reply(reply)
                own = _check_reply(data, plan, persona_id, require_rule_sim, accepted_sets, similarity_threshold)
            except (_Refused, BackendError) as exc:
                reason = str(exc) if isinstance(exc, _Refused) else f"backend error: {exc}"
                text = reply if isinstance(reply, str) else repr(reply)
                rejections.append(Rejection(plan.index, attempt, reason, text[:500]))
                logger.info("persona #%d attempt %d refused: %s", plan.index, attempt, reason)
                messages = messages + [
                    {"role": "assistant", "content": text},
                    {"role": "user", "content": f"That reply was refused: {reason}. Reply again with only the corrected JSON object."},
                ]
                continue
            accepted.append(data)
            accepted_sets.append(own)
            break
    return accepted, rejections


class BackendCompleter:
    """Adapts an inference backend (:mod:`rlver_env.backends`) to :class:`CompletionBackend`.

    Args:
        backend: A :class:`rlver_env.backends.Backend`.
        temperature: Sampling temperature.
        max_tokens: The most tokens per persona.
    """

    def __init__(self, backend: Any, temperature: float = 0.8, max_tokens: int = 3000) -> None:
        self.backend = backend
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.calls = 0

    def complete(self, messages: list[dict[str, str]], schema: dict[str, Any] | None) -> str:
        """Asks the backend once; a failed completion raises ``BackendError``."""
        from rlver_env.backends import ChatRequest, SamplingParams  # noqa: PLC0415
        from rlver_env.errors import BackendError  # noqa: PLC0415

        self.calls += 1
        request = ChatRequest(
            messages=tuple(messages),
            sampling=SamplingParams(temperature=self.temperature, max_tokens=self.max_tokens, seed=self.calls),
            response_schema=schema,
            schema_name="persona",
        )
        completion = self.backend.generate([request])[0]
        if completion.error:
            raise BackendError(completion.error)
        return completion.text
