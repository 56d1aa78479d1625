"""The offline persona generator: English personas composed from typed part tables.

:func:`generate_personas` composes personas from the parts in
:mod:`rlver_env.personas.generate.parts` (a hidden need, a disposition, a domain and one of its
stories, the people in it, traits, a speaking style and a difficulty). Every persona carries
what the rule simulator reads: story beats, voice lines, concerns whose keywords occur in the
beats, praiseworthy acts and triggers. Generation is deterministic: persona ``i`` of seed ``s``
depends only on ``(s, i)`` and on personas ``0..i-1`` (whose names it avoids), so a longer run
extends a shorter one. Needs, dispositions, stories and styles are dealt in shuffled rounds
(:func:`plan_personas`, which the LLM generator shares), so any ``len(options)`` consecutive
personas use each option once.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from rlver_env.errors import PersonaError
from rlver_env.personas.generate.parts import (
    DifficultyPart,
    DispositionPart,
    EventPart,
    NeedPart,
    PartTables,
    StylePart,
    TriggerPart,
    part_tables,
)
from rlver_env.personas.model import validate_persona
from rlver_env.personas.needs import DIFFICULTIES, DISPOSITIONS, HIDDEN_NEEDS
from rlver_env.text import contains_phrase, normalise, word_key, words_of

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


def story_stems(text: str) -> tuple[str, ...]:
    """The stems of a text's words, as the rule simulator matches them."""
    return tuple(word_key(w) for w in words_of(normalise(text)))


def keywords_in_story(keywords: Iterable[str], story: tuple[str, ...]) -> list[str]:
    """The keywords (lower case) that occur in the story's stems, in order, without repeats."""
    kept: list[str] = []
    for keyword in keywords:
        keyword = keyword.lower()
        if keyword not in kept and contains_phrase(story, story_stems(keyword)):
            kept.append(keyword)
    return kept


def _person(rng: np.random.Generator, tables: PartTables, relation: str, taken: set[str]) -> tuple[str, str]:
    tokens = re.split(r"[\s-]+", relation.lower())
    gender = next((tables.gendered_relations[t] for t in tokens if t in tables.gendered_relations), None)
    gender = gender or ("f" if rng.random() < 0.5 else "m")
    pool = tables.female_names if gender == "f" else tables.male_names
    name = _pick(rng, [n for n in pool if n not in taken])
    return name, "female" if gender == "f" else "male"


@dataclasses.dataclass(frozen=True)
class PersonaPlan:
    """The typed parts of one persona slot: what it must be, before any text is written.

    Attributes:
        index: The persona's position in the run (0-based).
        need: The hidden-need kind.
        disposition: The disposition.
        event: The story, which fixes the domain.
        style: The speaking style.
        difficulty: The default difficulty.
    """

    index: int
    need: str
    disposition: str
    event: EventPart
    style: StylePart
    difficulty: str


def _rule_sim_concerns(candidates: list[tuple[str, Sequence[str]]], story: tuple[str, ...]) -> list[dict[str, Any]]:
    """Up to six concerns, each keeping only the keywords the story really uses."""
    concerns = []
    for topic, keywords in candidates:
        kept = keywords_in_story(keywords, story)
        if kept and len(concerns) < 6:
            concerns.append({"topic": topic, "keywords": kept})
    return concerns


def _rule_sim_triggers(chosen: Sequence[TriggerPart], render: Callable[[str], str]) -> list[dict[str, Any]]:
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
    need_part: NeedPart,
    disp_part: DispositionPart,
    difficulty_part: DifficultyPart,
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


def _compose(seed: int, plan: PersonaPlan, used_names: set[str]) -> dict[str, Any]:
    """Writes one persona from its plan; every random choice comes from ``(seed, plan.index)``."""
    rng = np.random.default_rng([seed, _SALT_PERSONA, plan.index])
    tables = part_tables()
    event, style = plan.event, plan.style
    need_part, disp_part = tables.needs[plan.need], tables.dispositions[plan.disposition]

    # Who the user is, who else is in the story, and when it happens.
    gender = str(rng.choice(["female", "male", "non-binary"], p=[0.47, 0.47, 0.06]))
    pool = {"female": tables.female_names, "male": tables.male_names, "non-binary": tables.neutral_names}[gender]
    for _ in range(100):
        first, surname = _pick(rng, pool), _pick(rng, tables.surnames)
        if f"{first} {surname}" not in used_names:
            break
    _, obj, pos = _PRONOUNS[gender]
    city, currency = _pick(rng, tables.cities)
    age = int(rng.integers(event.ages[0], event.ages[1] + 1))
    days = rng.choice(len(tables.weekdays), size=2, replace=False)
    ctx = _Slots(
        first=first, name=f"{first} {surname}", pos=pos, obj=obj, age=str(age), city=city, currency=currency,
        day=tables.weekdays[days[0]], day2=tables.weekdays[days[1]], month=_pick(rng, tables.months),
    )
    people = []
    taken = {first}
    for key, role in zip("AB", event.roles):
        relation = _pick(rng, role.relations)
        person, person_gender = _person(rng, tables, relation, taken)
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
    strains = tables.domains[event.domain].strains if rng.random() < 0.6 else tables.general_strains
    strain_text, strain_keywords = _pick(rng, strains)
    ending = [render(strain_text), render(_pick(rng, need_part.hint_beats))]
    beats += ending[::-1] if rng.random() < 0.5 else ending
    opener = render(_pick(rng, event.openers))
    if rng.random() < 0.5:
        opener = f"{_pick(rng, style.interjections)} {opener}"
    if rng.random() < 0.5:
        at = int(rng.integers(len(beats)))
        beats[at] = f"{_pick(rng, style.interjections)} {beats[at]}"
    story = story_stems(" ".join([opener, *beats]))

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
        "praiseworthy_acts": keywords_in_story([k for effort in efforts for k in effort[1]], story),
        "triggers": _rule_sim_triggers(chosen_triggers, render),
    }

    traits = [_pick(rng, disp_part.traits)] + _sample(rng, tables.general_traits, 2)
    personality = (
        f"{first} ({age}) is {_article(occupation)} in {city} who {_pick(rng, tables.hobbies)}. "
        f"{_pick(rng, tables.habits)} {_pick(rng, disp_part.personality)}"
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
        "voice": _voice(rng, need_part, disp_part, tables.difficulties[plan.difficulty], render),
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


def plan_personas(
    n: int,
    seed: int,
    needs: Sequence[str] | None,
    dispositions: Sequence[str] | None,
    domains: Sequence[str] | None,
    difficulty_weights: Mapping[str, float] | None,
) -> list[PersonaPlan]:
    """The typed parts of ``n`` persona slots, dealt from the part tables.

    Needs, dispositions, stories and styles are dealt in shuffled rounds; the difficulty is
    drawn with ``difficulty_weights``. Plan ``i`` depends only on ``seed``, ``i`` and the
    filters, so a longer run extends a shorter one.

    Args:
        n: How many slots.
        seed: A non-negative integer.
        needs: Restrict the hidden needs (``None``: all).
        dispositions: Restrict the dispositions (``None``: all).
        domains: Restrict the life domains (``None``: all).
        difficulty_weights: Sampling weights per difficulty (``None``: the tables' weights).

    Raises:
        ValueError: For a bad ``n``, ``seed``, filter value or weight.
    """
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise ValueError(f"n must be a non-negative integer, got {n!r}")
    seed = _check_seed(seed)
    tables = part_tables()
    need_list = _choices("needs", needs, HIDDEN_NEEDS)
    disp_list = _choices("dispositions", dispositions, DISPOSITIONS)
    domain_list = _choices("domains", domains, tuple(tables.domains))
    events = [e for e in tables.events if e.domain in domain_list]
    weights = dict(difficulty_weights) if difficulty_weights is not None else {k: p.weight for k, p in tables.difficulties.items()}
    bad = [k for k, w in weights.items() if k not in DIFFICULTIES or not w >= 0]
    if bad or sum(weights.values()) <= 0:
        raise ValueError(f"difficulty_weights must map {list(DIFFICULTIES)} to non-negative weights, not all zero; got {weights}")
    levels = sorted(weights)
    probs = np.array([weights[k] for k in levels], dtype=float)
    probs /= probs.sum()
    plans = []
    for index in range(int(n)):
        rng = np.random.default_rng([seed, _SALT_PERSONA, index, 1])
        plans.append(PersonaPlan(
            index=index,
            need=_dealt(seed, _SALT_NEED, index, need_list),
            disposition=_dealt(seed, _SALT_DISPOSITION, index, disp_list),
            event=_dealt(seed, _SALT_EVENT, index, events),
            style=_dealt(seed, _SALT_STYLE, index, tables.styles),
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
        domains: Restrict the life domains (default: every domain of the part tables).
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
    for plan in plan_personas(n, seed, needs, dispositions, domains, difficulty_weights):
        persona = _compose(int(seed), plan, used_names)
        validate_persona(persona, f"<generated persona #{plan.index}>")
        used_names.add(persona["name"])
        personas.append(persona)
    return personas
