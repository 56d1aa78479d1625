"""Test support: a valid persona of our own, and a scripted stub simulator.

The tests use their own persona (not a bundled file) wherever a specific persona is needed, so
they keep passing while the bundled library grows.
"""

from __future__ import annotations

import copy
import functools
import json
import statistics
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rlver_env.dialogue import Appraisal, DialogueState, RuleHit
from rlver_env.simulators.base import Opening, Simulator, SimulatorStep

VALID_PERSONA: dict[str, Any] = {
    "schema_version": 1,
    "id": "tests-maya-launch",
    "language": "en",
    "name": "Maya Chen",
    "demographics": {"age": 29, "gender": "female", "occupation": "product designer", "location": "Toronto"},
    "domain": "work",
    "personality": "Perfectionist who sketches on every napkin and keeps a bullet journal she never finishes.",
    "speaking_style": "Fast, a little sarcastic; short clipped sentences when she feels unheard.",
    "background": {
        "summary": (
            "Maya redesigned the onboarding flow for her company's app. Two days before launch her "
            "manager Daniel presented the work to the CEO as his own idea and then blamed Maya for a bug."
        ),
        "timeline": ["March: Maya builds the prototype.", "Monday: Daniel presents it as his own."],
        "conflict": "She wants credit but fears pushing back will cost her the promotion.",
        "attempts": "She messaged Daniel; he replied with a thumbs-up.",
        "current_state": "Launch is Friday and she is barely sleeping.",
    },
    "people": [
        {"name": "Daniel", "relation": "manager", "role_in_story": "took credit for her redesign"},
        {"name": "Priya", "relation": "CEO"},
    ],
    "disposition": "negative",
    "traits": ["perfectionist", "resentful", "anxious"],
    "hidden_need": {
        "kind": "practical_advice",
        "text": "She wants concrete, realistic steps to get credit for her work.",
    },
    "first_utterance": "So my manager just presented my whole redesign to the CEO like it was his idea. Cool.",
    "default_difficulty": "normal",
    "voice": {
        "high": ["Okay, that actually helps.", "Huh. Yeah. I can work with that."],
        "medium": ["I mean, maybe. I don't know.", "Sure, but it's more complicated than that."],
        "low": ["Right. Whatever.", "You sound like Daniel.", "Forget it."],
        "need_met": ["A plan. Finally someone gives me an actual plan."],
        "need_missed": ["I don't need a hug, I need to know what to do before Friday."],
        "goodbye_success": "Okay. I'm going to write to Priya tonight. Thanks, really. Bye!",
        "goodbye_failure": "Forget it, I'll figure it out myself. Bye.",
    },
    "rule_sim": {
        "concerns": [
            {"topic": "credit for the redesign", "keywords": ["credit", "redesign", "onboarding", "prototype"]},
            {"topic": "the manager", "keywords": ["daniel", "manager", "boss"]},
            {"topic": "the launch deadline", "keywords": ["launch", "friday", "deadline"]},
            {"topic": "the promotion", "keywords": ["promotion", "review", "june"]},
        ],
        "story_beats": [
            "I built the prototype on my own weekends, back in March.",
            "The user tests showed sign-ups up eighteen percent.",
            "Then Daniel says in stand-up that 'design missed it'.",
            "I messaged Daniel asking to co-present next time. He sent a thumbs-up.",
            "My promotion review is in June.",
        ],
        "praiseworthy_acts": ["prototype", "weekends", "user tests"],
        "triggers": [
            {"phrases": ["let it go", "pick your battles"], "delta": -3, "reason": "Feels like Daniel winning."},
            {"phrases": ["document", "paper trail"], "delta": 2, "reason": "Evidence makes her feel less powerless."},
        ],
    },
    "tags": ["credit", "workplace-conflict"],
}

GOOD_REPLY = (
    "<think>She wants a plan, not comfort.</think>That's so unfair, and you have every right to be "
    "angry about the credit for your redesign. Here's one concrete step: before Friday, document the "
    "prototype dates and the user test results, then send Priya a short email and ask to co-present "
    "the launch results. What do you think?"
)
BAD_REPLY = "Honestly, it's not a big deal. You're overreacting. Just get over it."
NEUTRAL_REPLY = "Okay."


def make_persona(**overrides: Any) -> dict[str, Any]:
    """A deep copy of :data:`VALID_PERSONA` with top-level fields replaced."""
    data = copy.deepcopy(VALID_PERSONA)
    data.update(copy.deepcopy(overrides))
    return data


def write_json(path: Path, data: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


class StubSimulator(Simulator):
    """A scripted simulator: each step proposes the next delta of ``deltas`` (cycling).

    Lets tests drive the emotion exactly, independent of the rule simulator's scoring.
    """

    name = "stub"

    def __init__(
        self,
        deltas: Sequence[int] = (0,),
        user_text: str = "Go on.",
        opening: str = "Hi. Rough week.",
        goodbye_at: int | None = None,
        error_at: int | None = None,
        open_error: str | None = None,
        farewells: dict[str, str] | None = None,
    ) -> None:
        self.deltas = list(deltas)
        self.farewells = dict(farewells or {})
        self.user_text = user_text
        self.opening = opening
        self.goodbye_at = goodbye_at
        self.error_at = error_at
        self.open_error = open_error
        self.replies: list[str] = []
        self.closed = False

    def open_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        return [Opening(text=self.opening, error=self.open_error) for _ in states]

    def step_batch(self, states: Sequence[DialogueState], replies: Sequence[str]) -> list[SimulatorStep]:
        results = []
        for state, reply in zip(states, replies):
            self.replies.append(reply)
            turn = state.turn + 1  # the turn being played, 1-based
            if self.error_at is not None and turn == self.error_at:
                results.append(SimulatorStep(appraisal=None, user_text="", goodbye=False, error="boom"))
                continue
            delta = self.deltas[(turn - 1) % len(self.deltas)]
            appraisal = Appraisal(delta=delta, explanation=f"stub {delta:+d}", hits=(RuleHit("stub", float(delta)),))
            goodbye = self.goodbye_at is not None and turn == self.goodbye_at
            results.append(
                SimulatorStep(appraisal=appraisal, user_text=self.user_text, goodbye=goodbye, farewells=self.farewells)
            )
        return results

    def close(self) -> None:
        self.closed = True


def one_line_error(capsys: Any, command: str) -> str:
    """The one ``rlver-env COMMAND: error: ...`` line a refused command wrote to stderr (no traceback)."""
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"rlver-env {command}: error: "), err
    assert "Traceback" not in err
    return lines[0]


#: The harm check's data: harmful lines and near misses, one JSON object per line.
HARM_DATA = Path(__file__).resolve().parent / "data" / "harm"


def harm_lines(name: str) -> list[dict[str, Any]]:
    """The rows of ``tests/data/harm/<name>``; a line that does not parse fails the test reading it."""
    with (HARM_DATA / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


#: The contempt sets and blind rounds' contempt lines, one JSON object per line.
CONTEMPT_DATA = HARM_DATA.parent / "contempt"
#: What the contempt tests count as charged: contempt, dismissal or harm.
CHARGED = frozenset({"penalty:contempt", "penalty:dismissive", "penalty:harmful"})


def contempt_lines(name: str) -> list[dict[str, Any]]:
    """The rows of ``tests/data/contempt/<name>``; a line that does not parse fails the test reading it."""
    with (CONTEMPT_DATA / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@functools.cache
def _charging_persona() -> Any:
    from rlver_env.personas.model import load_bundled

    return next(p for p in load_bundled("test") if p.id == "work-maya-launch")


def charged_as(reply: str, penalties: frozenset[str] = CHARGED) -> set[str]:
    """Which of ``penalties`` a reply is charged, said as the first reply to one test persona
    (``work-maya-launch``, normal difficulty)."""
    from rlver_env.simulators.rule.scoring import appraise_reply

    persona = _charging_persona()
    appraisal, _, _ = appraise_reply(persona, reply, persona.first_utterance, [], "normal")
    return {h.name for h in appraisal.hits} & penalties


#: What the blind rounds' scorer-directed lines count as charged: the above, or a scoring attempt.
CHARGED_OR_SCORING = CHARGED | {"penalty:scoring_attempt"}


def harm_found(rows: Sequence[dict[str, Any]]) -> int:
    """How many of the harm rows' replies the harm check finds harmful."""
    from rlver_env.simulators.rule.harm import harmful_advice

    return sum(1 for row in rows if harmful_advice(row["reply"]))


def withheld_sentences(reply: str, said: frozenset[str] = frozenset()) -> list[bool]:
    """For each sentence of a reply, whether it earns nothing (:func:`rlver_env.simulators.rule.vetting.withheld`)."""
    from rlver_env.simulators.rule.acts import sentence_acts
    from rlver_env.simulators.rule.features import reply_features
    from rlver_env.simulators.rule.vetting import withheld

    features, acts = reply_features(reply), sentence_acts(reply)
    return [
        withheld(s.words, s.keys, s.clause_ends, a.act == "suggestion", said)
        for s, a in zip(features.sentences, acts)
    ]


def harm_flagged(rows: Sequence[dict[str, Any]]) -> list[str]:
    """The replies of the rows (near misses) that the harm check flags as harmful."""
    from rlver_env.simulators.rule.harm import harmful_advice

    return [row["reply"] for row in rows if harmful_advice(row["reply"])]


def contempt_charged(rows: Sequence[dict[str, Any]], penalties: frozenset[str] = CHARGED) -> int:
    """How many hostile rows (label 1) of a contempt set are charged one of ``penalties`` (:func:`charged_as`)."""
    return sum(1 for row in rows if row["label"] == 1 and charged_as(row["text"], penalties))


def kind_rows(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The kind rows (label 0) of a contempt set."""
    return [row for row in rows if row["label"] == 0]


def harm_replies_outside(*markers: str) -> set[str]:
    """The replies of every harm data file whose name holds none of ``markers`` (the other sets)."""
    return {
        row["reply"]
        for path in sorted(HARM_DATA.glob("*.jsonl"))
        if not any(marker in path.name for marker in markers)
        for row in harm_lines(path.name)
    }


@contextmanager
def first_reply_gains(personas: int = 8) -> Iterator[Callable[[str, bool], float]]:
    """A meter of a text's mean emotion change as the first reply to the first ``personas`` test personas.

    The meter takes the text and whether it closes the scripted empathetic reference's first reply
    (seeded with 0, as the env is) instead of standing alone.
    """
    import gymnasium as gym

    import rlver_env  # noqa: F401  (registers the envs)
    from rlver_env.agents import make_agent

    env = gym.make("EmpathyDialogue-Eval-v0")
    ids = env.unwrapped.bank.ids[:personas]
    agent, firsts = make_agent("empathetic"), {}
    for pid in ids:
        obs, _ = env.reset(seed=0, options={"persona": pid})
        agent.reset(seed=0)
        firsts[pid] = agent.act(tuple({"role": m["role"], "content": m["content"]} for m in obs))

    def gain(text: str, after_reference: bool = False) -> float:
        deltas = []
        for pid in ids:
            env.reset(seed=0, options={"persona": pid})
            deltas.append(env.step(firsts[pid] + " " + text if after_reference else text)[4]["emotion_delta"])
        return statistics.mean(deltas)

    try:
        yield gain
    finally:
        env.close()
