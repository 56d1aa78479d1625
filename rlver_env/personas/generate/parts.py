"""The typed part tables of the offline persona generator, read from package data.

The generator (:mod:`rlver_env.personas.generate.offline`) reads them from package data:
``rlver_env/personas/data/parts/`` holds ``common.json`` (name pools, cities, hobbies, habits,
traits, general strains, speaking styles, difficulties and the domain order), ``needs.json``,
``dispositions.json`` and one ``domains/<domain>.json`` per life domain (its strains and its
stories). Each file is checked against a ``$defs`` entry of ``schemas/persona_parts.schema.json``
when it is loaded, and :func:`part_tables` turns them into the frozen dataclasses below. JSON
lists become tuples and JSON objects keep their order, which the generator's draws depend on.

A generated persona is composed from typed parts: a :class:`NeedPart` (the hidden need), a
:class:`DispositionPart`, a :class:`DomainPart` and one of its :class:`EventPart` stories, the
people the event names (drawn from the name pools), traits, a :class:`StylePart` (how they
talk) and a :class:`DifficultyPart`. The generator draws and fills.

Texts are ``str.format`` templates. Every template may use these slots:

* the user: ``{first}`` (first name), ``{name}``, ``{pos}``/``{obj}`` (her/his/their,
  her/him/them; the user's subject pronoun is never used, so verbs always agree), ``{age}``,
  ``{occupation}`` (``{an_occupation}`` with its article), ``{city}``, ``{currency}``;
* the event's two people: ``{A}`` (first name), ``{A_rel}`` (relation, e.g. ``manager``),
  ``{A_sub}``/``{A_obj}``/``{A_pos}`` (he/him/his or she/her/her), and the same for ``B``;
* time: ``{day}`` and ``{day2}`` (two different weekdays), ``{month}``;
* the event's slots (``{thing}``, ``{stake}``, ...), numbers (as words; a number slot whose
  name starts with ``money`` renders as ``1,850 pounds`` in the city's currency);
* need slots (``{goal}``, ``{dilemma}``, ``{incident}``, ``{other_action}``, ``{feeling}``)
  and the chosen efforts (``{effort1}``, ``{effort2}``) in need, voice and trigger texts.

Any slot written with a capital first letter (``{Thing}``, ``{A_Sub}``) is the same text,
capitalised. Slot fills are ``(text, keywords)`` pairs: the keywords become the persona's
``rule_sim.concerns`` and are kept only when they appear in the story beats.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jsonschema

from rlver_env.errors import PersonaError
from rlver_env.personas.needs import DIFFICULTIES, DISPOSITIONS, HIDDEN_NEEDS

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

SCHEMA_RESOURCE = "persona_parts.schema.json"

Fill = tuple[str, tuple[str, ...]]


@dataclasses.dataclass(frozen=True)
class Role:
    """A person an event needs.

    Attributes:
        relations: Relations to the user to choose from (``"manager"``, ``"older sister"``);
            the last word decides the person's gender when it is gendered and is the concern
            keyword.
        story: The person's ``role_in_story`` (a template).
    """

    relations: tuple[str, ...]
    story: str


@dataclasses.dataclass(frozen=True)
class EventPart:
    """One story a user can be in the middle of.

    Attributes:
        key: A short id, unique across events.
        domain: The life domain (a key of :attr:`PartTables.domains`).
        ages: The user's age range (inclusive).
        occupations: The user's occupation, one drawn.
        roles: Exactly two people, ``A`` (the main other person) and ``B``.
        slots: Named fills (each ``(text, keywords)``); ``thing`` and ``stake`` are required.
        numbers: Named integer ranges (inclusive), rendered as words.
        summary: Variants of the background summary (third person).
        timeline: The timeline entries, in order.
        conflict: Variants of the main conflict.
        attempts: Variants of what the user already tried.
        current_state: Variants of where things stand.
        openers: Variants of the first utterance (first person).
        beats: Ordered story beats; each a tuple of first-person variants.
        efforts: Praiseworthy things the user did: ``(beat, praise keywords, third-person
            phrase)``; two are drawn and told as beats.
        incident: The incident as a concern: ``(topic, keywords)``.
        need_slots: ``goal``, ``dilemma``, ``incident``, ``other_action`` and ``feeling``.
        triggers: Event-specific triggers.
    """

    key: str
    domain: str
    ages: tuple[int, int]
    occupations: tuple[str, ...]
    roles: tuple[Role, Role]
    slots: dict[str, tuple[Fill, ...]]
    numbers: dict[str, tuple[int, int]]
    summary: tuple[str, ...]
    timeline: tuple[str, ...]
    conflict: tuple[str, ...]
    attempts: tuple[str, ...]
    current_state: tuple[str, ...]
    openers: tuple[str, ...]
    beats: tuple[tuple[str, ...], ...]
    efforts: tuple[tuple[str, tuple[str, ...], str], ...]
    incident: Fill
    need_slots: dict[str, str]
    triggers: tuple[TriggerPart, ...]


@dataclasses.dataclass(frozen=True)
class TriggerPart:
    """Phrases in a reply that sting (negative delta) or soothe (positive delta)."""

    phrases: tuple[str, ...]
    delta: int
    reason: str


@dataclasses.dataclass(frozen=True)
class NeedPart:
    """A hidden need: how it is phrased, hinted at, met, missed, and said goodbye to."""

    kind: str
    texts: tuple[str, ...]
    hint_beats: tuple[str, ...]
    need_met: tuple[str, ...]
    need_missed: tuple[str, ...]
    goodbye_success: tuple[str, ...]
    triggers: tuple[TriggerPart, ...]


@dataclasses.dataclass(frozen=True)
class DispositionPart:
    """A disposition: its trait words, personality notes and voice by emotion band."""

    kind: str
    traits: tuple[str, ...]
    personality: tuple[str, ...]
    style_notes: tuple[str, ...]
    high: tuple[str, ...]
    medium: tuple[str, ...]
    low: tuple[str, ...]
    goodbye_failure: tuple[str, ...]
    triggers: tuple[TriggerPart, ...]


@dataclasses.dataclass(frozen=True)
class StylePart:
    """A speaking style: its description and the interjections that colour the user's lines."""

    key: str
    description: str
    interjections: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class DifficultyPart:
    """A difficulty: its default weight and extra voice lines."""

    kind: str
    weight: float
    extra_high: tuple[str, ...] = ()
    extra_low: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class DomainPart:
    """A life domain: the strain it puts on daily life, as first-person beats with keywords."""

    key: str
    strains: tuple[Fill, ...]


@dataclasses.dataclass(frozen=True)
class PartTables:
    """Every part table, as the generator reads them.

    Attributes:
        female_names: First names for women and for female relations.
        male_names: First names for men and for male relations.
        neutral_names: First names for non-binary users.
        surnames: Family names.
        cities: ``(city, currency word)`` pairs.
        weekdays: The days of the week.
        months: The months.
        gendered_relations: Last words of relations that fix a person's gender (``"f"``/``"m"``).
        hobbies: Third-person hobbies (``"... who <hobby>."``).
        habits: One-sentence habits.
        general_traits: Traits any persona may have.
        general_strains: Strains any story can put on daily life, as first-person fills.
        domains: The life domains, in generation order.
        needs: The hidden needs by kind.
        dispositions: The dispositions by kind.
        styles: The speaking styles.
        difficulties: The difficulties by kind.
        events: Every story, domain by domain in :attr:`domains` order.
        events_by_domain: The stories of each domain.
    """

    female_names: tuple[str, ...]
    male_names: tuple[str, ...]
    neutral_names: tuple[str, ...]
    surnames: tuple[str, ...]
    cities: tuple[tuple[str, str], ...]
    weekdays: tuple[str, ...]
    months: tuple[str, ...]
    gendered_relations: dict[str, str]
    hobbies: tuple[str, ...]
    habits: tuple[str, ...]
    general_traits: tuple[str, ...]
    general_strains: tuple[Fill, ...]
    domains: dict[str, DomainPart]
    needs: dict[str, NeedPart]
    dispositions: dict[str, DispositionPart]
    styles: tuple[StylePart, ...]
    difficulties: dict[str, DifficultyPart]
    events: tuple[EventPart, ...]
    events_by_domain: dict[str, tuple[EventPart, ...]]


@functools.lru_cache(maxsize=1)
def parts_schema() -> dict[str, Any]:
    """Returns the part tables' JSON Schema (package data, checked once)."""
    text = resources.files("rlver_env.schemas").joinpath(SCHEMA_RESOURCE).read_text("utf-8")
    schema = json.loads(text)
    jsonschema.Draft202012Validator.check_schema(schema)
    return schema


def _read(root: Traversable | Path, name: str, definition: str) -> Any:
    """One table file (``name`` relative to ``root``), parsed and checked against ``$defs/<definition>``."""
    entry = root
    for part in name.split("/"):
        entry = entry.joinpath(part)
    try:
        data = json.loads(entry.read_text("utf-8"))
    except FileNotFoundError:
        raise PersonaError(f"persona part tables: {name} is missing") from None
    except json.JSONDecodeError as exc:
        raise PersonaError(f"persona part tables: {name}: invalid JSON at line {exc.lineno}: {exc.msg}") from None
    schema = parts_schema()
    validator = jsonschema.Draft202012Validator(
        {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": f"#/$defs/{definition}"}
    )
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        raise PersonaError(f"persona part tables: {name}: field {error.json_path}: {error.message[:300]}")
    return data


def _fill(data: Mapping[str, Any]) -> Fill:
    return data["text"], tuple(data["keywords"])


def _fills(items: Sequence[Mapping[str, Any]]) -> tuple[Fill, ...]:
    return tuple(_fill(item) for item in items)


def _triggers(items: Sequence[Mapping[str, Any]]) -> tuple[TriggerPart, ...]:
    return tuple(TriggerPart(tuple(t["phrases"]), t["delta"], t["reason"]) for t in items)


def _event(data: Mapping[str, Any], domain: str) -> EventPart:
    first, second = (Role(tuple(r["relations"]), r["story"]) for r in data["roles"])
    return EventPart(
        key=data["key"],
        domain=domain,
        ages=(data["ages"][0], data["ages"][1]),
        occupations=tuple(data["occupations"]),
        roles=(first, second),
        slots={name: _fills(fills) for name, fills in data["slots"].items()},
        numbers={name: (low, high) for name, (low, high) in data["numbers"].items()},
        summary=tuple(data["summary"]),
        timeline=tuple(data["timeline"]),
        conflict=tuple(data["conflict"]),
        attempts=tuple(data["attempts"]),
        current_state=tuple(data["current_state"]),
        openers=tuple(data["openers"]),
        beats=tuple(tuple(variants) for variants in data["beats"]),
        efforts=tuple((e["beat"], tuple(e["keywords"]), e["phrase"]) for e in data["efforts"]),
        incident=_fill(data["incident"]),
        need_slots=dict(data["need_slots"]),
        triggers=_triggers(data["triggers"]),
    )


def _same_kinds(name: str, found: Sequence[str], known: Sequence[str]) -> None:
    if set(found) != set(known):
        raise PersonaError(
            f"persona part tables: {name} must hold exactly {sorted(known)}; it holds {sorted(found)}"
        )


def load_part_tables(root: Traversable | Path) -> PartTables:
    """Reads and checks the part tables under a folder laid out like the package data.

    Args:
        root: A folder with ``common.json``, ``needs.json``, ``dispositions.json`` and
            ``domains/<domain>.json`` for each domain ``common.json`` lists.

    Returns:
        The tables.

    Raises:
        PersonaError: Naming the file and the JSON path of the first problem: a missing or
            unparsable file, a schema error, a domain file that ``common.json`` does not list
            (or the reverse), a domain file whose ``key`` is not its name, a repeated event
            key, or needs, dispositions or difficulties other than those of
            :mod:`rlver_env.personas.needs`.
    """
    common = _read(root, "common.json", "common_file")
    needs = _read(root, "needs.json", "needs_file")
    dispositions = _read(root, "dispositions.json", "dispositions_file")
    _same_kinds("needs.json", list(needs), HIDDEN_NEEDS)
    _same_kinds("dispositions.json", list(dispositions), DISPOSITIONS)
    _same_kinds("common.json difficulties", list(common["difficulties"]), DIFFICULTIES)
    folder = root.joinpath("domains")
    on_disk = sorted(e.name[: -len(".json")] for e in folder.iterdir() if e.name.endswith(".json"))
    if on_disk != sorted(common["domains"]):
        raise PersonaError(
            f"persona part tables: common.json lists the domains {sorted(common['domains'])}, "
            f"but domains/ holds {on_disk}"
        )
    domains: dict[str, DomainPart] = {}
    events: list[EventPart] = []
    for domain in common["domains"]:
        name = f"domains/{domain}.json"
        data = _read(root, name, "domain_file")
        if data["key"] != domain:
            raise PersonaError(f"persona part tables: {name}: field $.key is {data['key']!r}, not {domain!r}")
        domains[domain] = DomainPart(domain, _fills(data["strains"]))
        events.extend(_event(event, domain) for event in data["events"])
    keys = [event.key for event in events]
    repeated = sorted({key for key in keys if keys.count(key) > 1})
    if repeated:
        raise PersonaError(f"persona part tables: event keys used twice: {repeated}")
    return PartTables(
        female_names=tuple(common["female_names"]),
        male_names=tuple(common["male_names"]),
        neutral_names=tuple(common["neutral_names"]),
        surnames=tuple(common["surnames"]),
        cities=tuple((c["city"], c["currency"]) for c in common["cities"]),
        weekdays=tuple(common["weekdays"]),
        months=tuple(common["months"]),
        gendered_relations=dict(common["gendered_relations"]),
        hobbies=tuple(common["hobbies"]),
        habits=tuple(common["habits"]),
        general_traits=tuple(common["general_traits"]),
        general_strains=_fills(common["general_strains"]),
        domains=domains,
        needs={kind: NeedPart(
            kind, tuple(n["texts"]), tuple(n["hint_beats"]), tuple(n["need_met"]), tuple(n["need_missed"]),
            tuple(n["goodbye_success"]), _triggers(n["triggers"]),
        ) for kind, n in needs.items()},
        dispositions={kind: DispositionPart(
            kind, tuple(d["traits"]), tuple(d["personality"]), tuple(d["style_notes"]), tuple(d["high"]),
            tuple(d["medium"]), tuple(d["low"]), tuple(d["goodbye_failure"]), _triggers(d["triggers"]),
        ) for kind, d in dispositions.items()},
        styles=tuple(StylePart(s["key"], s["description"], tuple(s["interjections"])) for s in common["styles"]),
        difficulties={kind: DifficultyPart(kind, d["weight"], tuple(d["extra_high"]), tuple(d["extra_low"]))
                      for kind, d in common["difficulties"].items()},
        events=tuple(events),
        events_by_domain={domain: tuple(e for e in events if e.domain == domain) for domain in domains},
    )


@functools.lru_cache(maxsize=1)
def part_tables() -> PartTables:
    """The bundled part tables (``rlver_env/personas/data/parts/``), read and checked once.

    Raises:
        PersonaError: If the package data is broken (see :func:`load_part_tables`).
    """
    return load_part_tables(resources.files("rlver_env.personas").joinpath("data").joinpath("parts"))


def domain_names() -> tuple[str, ...]:
    """The bundled tables' life domains, in generation order, read without the full check.

    For help texts and argument choices, where reading and checking every table
    (:func:`part_tables`, a few tenths of a second) is more than the question needs.
    """
    common = resources.files("rlver_env.personas").joinpath("data").joinpath("parts").joinpath("common.json")
    return tuple(json.loads(common.read_text("utf-8"))["domains"])
