"""The offline compositional persona generator, the similarity check, and the LLM generator."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401  (registers the env ids)
from rlver_env.agents import make_agent
from rlver_env.errors import BackendError
from rlver_env.personas.generate.dedupe import jaccard, near_duplicate_pairs, persona_text, shingles
from rlver_env.personas.generate.llm import CompletionBackend, generate_personas_llm
from rlver_env.personas.generate.offline import generate_personas
from rlver_env.personas.generate.parts import part_tables
from rlver_env.personas.model import Persona
from rlver_env.personas.needs import DISPOSITIONS, HIDDEN_NEEDS
from rlver_env.simulators import RuleBasedSimulator
from rlver_env.text import contains_phrase, normalise, word_key, words_of

SEED = 2024
PARTS = part_tables()


@pytest.fixture(scope="module")
def five_hundred() -> list[dict[str, Any]]:
    return generate_personas(500, SEED)


def _stems(text: str) -> tuple[str, ...]:
    return tuple(word_key(w) for w in words_of(normalise(text)))


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


# --------------------------------------------------------------------------- determinism
def test_same_seed_same_personas_and_longer_runs_extend_shorter_ones() -> None:
    first = generate_personas(24, 7)
    assert first == generate_personas(24, 7)
    assert generate_personas(10, 7) == first[:10]
    assert [p["name"] for p in generate_personas(24, 8)] != [p["name"] for p in first]


def test_bad_arguments_are_rejected() -> None:
    assert generate_personas(0, 1) == []
    with pytest.raises(ValueError, match="seed"):
        generate_personas(3, -1)
    with pytest.raises(ValueError, match="needs"):
        generate_personas(3, 1, needs=["world_peace"])
    with pytest.raises(ValueError, match="domains"):
        generate_personas(3, 1, domains=["space"])
    with pytest.raises(ValueError, match="difficulty_weights"):
        generate_personas(3, 1, difficulty_weights={"hard": -1.0})


def test_filters_restrict_the_parts() -> None:
    personas = generate_personas(12, 3, needs=["venting"], dispositions=["passive", "avoidant"], domains=["work"],
                                 difficulty_weights={"hard": 1.0})
    assert {p["hidden_need"]["kind"] for p in personas} == {"venting"}
    assert {p["disposition"] for p in personas} == {"passive", "avoidant"}
    assert {p["domain"] for p in personas} == {"work"}
    assert {p["default_difficulty"] for p in personas} == {"hard"}


# --------------------------------------------------------------------------- 500 personas
@pytest.mark.slow
def test_five_hundred_personas_are_valid_unique_and_balanced(five_hundred: list[dict[str, Any]]) -> None:
    simulator = RuleBasedSimulator()
    for index, persona in enumerate(five_hundred):
        loaded = Persona(persona)
        simulator.check_persona(loaded)
        assert persona["id"] == f"gen-{SEED}-{index}-{persona['domain']}"
    assert len({p["id"] for p in five_hundred}) == 500
    assert len({p["name"] for p in five_hundred}) == 500
    needs = Counter(p["hidden_need"]["kind"] for p in five_hundred)
    assert set(needs) == set(HIDDEN_NEEDS) and max(needs.values()) - min(needs.values()) <= 1
    dispositions = Counter(p["disposition"] for p in five_hundred)
    assert set(dispositions) == set(DISPOSITIONS) and max(dispositions.values()) - min(dispositions.values()) <= 1
    events = Counter(p["source"]["original"]["event"] for p in five_hundred)
    assert set(events) == {e.key for e in PARTS.events}
    assert set(Counter(p["default_difficulty"] for p in five_hundred)) == {"simple", "normal", "hard"}


@pytest.mark.slow
def test_five_hundred_personas_are_pairwise_distinct(five_hundred: list[dict[str, Any]]) -> None:
    assert near_duplicate_pairs(five_hundred, threshold=0.4) == []


@pytest.mark.slow
def test_rule_simulator_data_is_coherent(five_hundred: list[dict[str, Any]]) -> None:
    for persona in five_hundred:
        sim = persona["rule_sim"]
        story = _stems(" ".join([persona["first_utterance"], *sim["story_beats"]]))
        assert 5 <= len(sim["story_beats"]) <= 8
        assert 4 <= len(sim["concerns"]) <= 6, persona["id"]
        for concern in sim["concerns"]:
            assert 1 <= len(concern["keywords"]) <= 6
            for keyword in concern["keywords"]:
                assert keyword == keyword.lower()
                assert contains_phrase(story, _stems(keyword)), (persona["id"], keyword)
        assert 2 <= len(sim["praiseworthy_acts"]) <= 5, persona["id"]
        assert all(contains_phrase(story, _stems(act)) for act in sim["praiseworthy_acts"])
        assert 1 <= len(sim["triggers"]) <= 3
        assert any(t["delta"] < 0 for t in sim["triggers"]) or any(t["delta"] > 0 for t in sim["triggers"])
        for person in persona["people"]:
            assert contains_phrase(story, _stems(person["name"])), (persona["id"], person["name"])
        assert "bye" in persona["voice"]["goodbye_success"].lower()
        assert "bye" in persona["voice"]["goodbye_failure"].lower()
        for text in _strings({k: v for k, v in persona.items() if k != "source"}):
            assert "{" not in text and "}" not in text, text
            assert not re.search(r"\b[Aa] [aeioAEIO]", text), text


@pytest.mark.parametrize("domain", list(PARTS.domains))
def test_every_event_renders_with_every_need(domain: str) -> None:
    # Three personas per (domain, need) deal the domain's three stories and three dispositions.
    for offset, need in enumerate(HIDDEN_NEEDS):
        personas = generate_personas(3, 100 + offset, domains=[domain], needs=[need])
        assert {p["source"]["original"]["event"] for p in personas} == {e.key for e in PARTS.events_by_domain[domain]}
        for persona in personas:
            assert len(persona["rule_sim"]["concerns"]) >= 4, persona["id"]
            assert len(persona["rule_sim"]["praiseworthy_acts"]) >= 2, persona["id"]


# ------------------------------------------------------------------------------ similarity
def test_similarity_check_finds_near_duplicates() -> None:
    personas = generate_personas(6, 11)
    twin = copy.deepcopy(personas[2])
    twin["id"] = "twin"
    twin["name"] = "Someone Else"
    twin["rule_sim"]["story_beats"][0] = "This one sentence is different from the original beat."
    pairs = near_duplicate_pairs([*personas, twin])
    assert [(i, j) for i, j, _ in pairs] == [(2, 6)]
    assert pairs[0][2] > 0.8
    a, b = shingles("one two three four five six"), shingles("one two three four five seven")
    assert len(a) == 2 and jaccard(a, b) == pytest.approx(1 / 3)
    assert jaccard(set(), set()) == 0.0
    assert "gen-11-2" not in persona_text(personas[2])  # ids and source are not prose


# ------------------------------------------------------------------ playing the rule simulator
def _final_emotions(personas: list[dict[str, Any]], agent_name: str) -> list[int]:
    env = gym.make("EmpathyDialogue-v0", personas=personas)
    finals = []
    for index, persona in enumerate(personas):
        agent = make_agent(agent_name)
        agent.reset(index)
        observation, info = env.reset(seed=index, options={"persona": persona["id"]})
        done = False
        while not done:
            observation, _, terminated, truncated, info = env.step(agent.act(observation))
            done = terminated or truncated
        finals.append(info["emotion"])
    env.close()
    return finals


def test_generated_personas_play_sensibly_with_the_rule_simulator() -> None:
    personas = generate_personas(16, 5, difficulty_weights={"normal": 1.0})
    empathetic = _final_emotions(personas, "empathetic")
    dismissive = _final_emotions(personas, "dismissive")
    assert all(e > d for e, d in zip(empathetic, dismissive)), (empathetic, dismissive)
    assert sum(empathetic) / len(empathetic) >= 50
    assert sum(dismissive) / len(dismissive) < 20


# ---------------------------------------------------------------------------- LLM generator
Reply = str | Callable[[list[dict[str, str]]], str] | Exception


class FakeBackend:
    """Replays scripted replies; a callable reply is given the messages, an exception is raised."""

    def __init__(self, replies: list[Reply], repeat_last: bool = False) -> None:
        self.replies = list(replies)
        self.repeat_last = repeat_last
        self.calls: list[list[dict[str, str]]] = []
        self.schemas: list[dict[str, Any] | None] = []

    def complete(self, messages: list[dict[str, str]], schema: dict[str, Any] | None) -> str:
        self.calls.append(messages)
        self.schemas.append(schema)
        reply = self.replies[0] if self.repeat_last and len(self.replies) == 1 else self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply(messages) if callable(reply) else reply


def valid_reply(messages: list[dict[str, str]], seed: int = 99) -> str:
    """A valid persona that meets the brief in the last request, in a code fence."""
    request = next(m["content"] for m in messages if m["role"] == "user")

    def field(name: str) -> str:
        return re.search(rf'"{re.escape(name)}": "([a-z_]+)"', request).group(1)

    persona = generate_personas(
        1, seed, needs=[field("hidden_need.kind")], dispositions=[field("disposition")], domains=[field("domain")],
        difficulty_weights={field("default_difficulty"): 1.0},
    )[0]
    persona["id"] = "whatever-the-model-says"
    return "```json\n" + json.dumps(persona) + "\n```"


def test_llm_generator_rejects_bad_replies_and_returns_only_valid_ones() -> None:
    backend = FakeBackend(["this is not json {", '["a", "list"]', '{"name": "Wrong Shape"}', valid_reply])
    assert isinstance(backend, CompletionBackend)
    personas, rejects = generate_personas_llm(backend, 1, seed=4, max_retries=3)
    assert len(backend.calls) == 4
    assert [r.attempt for r in rejects] == [1, 2, 3]
    assert "not valid JSON" in rejects[0].reason
    assert "JSON object" in rejects[1].reason and "list" in rejects[1].reason
    assert rejects[2].reason.startswith("schema:")
    assert rejects[0].reply == "this is not json {"
    assert len(personas) == 1
    persona = personas[0]
    Persona(persona)
    assert persona["id"] == f"llm-4-0-{persona['domain']}"
    assert backend.schemas[0]["title"] == "rlver-env persona"
    # Each retry carries the refused reply and the reason back to the model.
    retry = backend.calls[1]
    assert retry[-2] == {"role": "assistant", "content": "this is not json {"}
    assert "refused" in retry[-1]["content"] and "not valid JSON" in retry[-1]["content"]


def test_llm_generator_retries_are_bounded() -> None:
    backend = FakeBackend(['{"oops": true}'], repeat_last=True)
    personas, rejects = generate_personas_llm(backend, 2, seed=1, max_retries=2)
    assert personas == []
    assert len(backend.calls) == 6 and len(rejects) == 6
    assert [(r.index, r.attempt) for r in rejects] == [(0, 1), (0, 2), (0, 3), (1, 1), (1, 2), (1, 3)]


def test_llm_generator_checks_the_brief_duplicates_and_backend_errors() -> None:
    brief = {"needs": ["venting"], "dispositions": ["passive"], "domains": ["work"], "difficulty_weights": {"normal": 1.0}}

    def wrong_need(messages: list[dict[str, str]]) -> str:
        data = json.loads(valid_reply(messages).strip("`json\n"))
        data["hidden_need"]["kind"] = "agreement"
        return json.dumps(data)

    same_every_time = valid_reply(
        [{"role": "user", "content": '"hidden_need.kind": "venting" "disposition": "passive" "domain": "work" "default_difficulty": "normal"'}]
    )
    # Persona 0: wrong need, backend error, then accepted. Persona 1: the same text three times.
    backend = FakeBackend([wrong_need, BackendError("HTTP 503"), *[same_every_time] * 4])
    personas, rejects = generate_personas_llm(backend, 2, seed=3, max_retries=2, **brief)
    assert len(personas) == 1 and len(backend.calls) == 6
    reasons = [r.reason for r in rejects]
    assert "hidden_need.kind" in reasons[0] and "'venting' was asked for" in reasons[0]
    assert reasons[1] == "backend error: HTTP 503"
    assert [(r.index, r.attempt) for r in rejects] == [(0, 1), (0, 2), (1, 1), (1, 2), (1, 3)]
    assert all("near-duplicate of accepted persona #0" in r for r in reasons[2:])


def test_llm_generator_argument_checks() -> None:
    with pytest.raises(TypeError, match="complete"):
        generate_personas_llm(object(), 1, seed=0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="max_retries"):
        generate_personas_llm(FakeBackend([]), 1, seed=0, max_retries=-1)
    assert generate_personas_llm(FakeBackend([]), 0, seed=0) == ([], [])


def test_llm_generator_reads_replies_with_the_simulators_tolerant_json_reader() -> None:
    """Thinking, prose, a small example object and a trailing comma around the persona are fine."""

    def chatty(messages: list[dict[str, str]]) -> str:
        persona = valid_reply(messages).strip("`json\n")
        with_trailing_comma = persona[:-1] + ",}"
        return (
            '<think>They want {"a": "persona"}.</think> Sure! A key looks like {"id": "x"}. '
            f"Here is the persona:\n{with_trailing_comma}\nHope that helps."
        )

    backend = FakeBackend([chatty])
    personas, rejects = generate_personas_llm(backend, 1, seed=6, max_retries=0)
    assert rejects == [] and len(personas) == 1
    assert personas[0]["id"] == f"llm-6-0-{personas[0]['domain']}"
    Persona(personas[0])


def test_llm_generator_refuses_a_persona_cut_off_before_its_end() -> None:
    def cut(messages: list[dict[str, str]]) -> str:
        return valid_reply(messages).strip("`json\n")[:900]

    personas, rejects = generate_personas_llm(FakeBackend([cut]), 1, seed=6, max_retries=0)
    assert personas == [] and len(rejects) == 1
    assert rejects[0].reason.startswith("schema:") and "required" in rejects[0].reason
