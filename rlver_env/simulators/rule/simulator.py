"""The embedded, deterministic, rule-based sentient user (the default simulator).

It runs offline on a CPU, speaks English, and explains every change as a list of named rule hits
with their points (see :mod:`rlver_env.simulators.rule.scoring`). The same state, reply and
generator always give the same appraisal and the same words.

The user never leaves on their own: their goodbye lines are offered to the env as farewells, and
said when the env's rules end the dialogue (success or failure). So under RLVER's rules, which
have no success stop, a user at 100 keeps talking.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rlver_env.dialogue import DialogueState
from rlver_env.errors import PersonaError, UnsupportedLanguageError
from rlver_env.personas.model import Persona
from rlver_env.simulators.base import Opening, Simulator, SimulatorStep
from rlver_env.simulators.rule.features import cjk_share
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.simulators.rule.version import REWARD_VERSION
from rlver_env.simulators.rule.voice import goodbye_line, next_words

_GENERIC_OPENINGS = (
    "Hey. Got a minute? Things have been rough lately.",
    "Can I talk to you about something? It's been a weird week.",
)


class RuleBasedSimulator(Simulator):
    """A deterministic English user driven by the persona's ``rule_sim`` and ``voice`` data.

    Raises (from :meth:`check_persona`):
        UnsupportedLanguageError: For a persona whose language is not English.
        PersonaError: For a persona without ``rule_sim`` or ``voice`` data.
    """

    name = "rule"

    @property
    def reward_version(self) -> str:
        """:data:`~rlver_env.simulators.rule.version.REWARD_VERSION`, the rule appraisal's revision."""
        return REWARD_VERSION

    def check_persona(self, persona: Persona) -> None:
        """Checks that this simulator can play ``persona``."""
        if not persona.language.lower().startswith("en"):
            raise UnsupportedLanguageError(
                f"persona {persona.id!r} is in language {persona.language!r}, but the rule-based "
                "simulator speaks English only; use simulator='llm' for it"
            )
        story = persona.background["summary"] + (persona.first_utterance or "")
        if cjk_share(story) > 0.2:
            raise UnsupportedLanguageError(
                f"persona {persona.id!r} declares language 'en' but its text is mostly Chinese, "
                "Japanese or Korean; the rule-based simulator speaks English only"
            )
        missing = [key for key, part in (("rule_sim", persona.rule_sim), ("voice", persona.voice)) if part is None]
        if missing:
            raise PersonaError(
                f"persona {persona.id!r} ({persona.source}) lacks {', '.join(missing)}, "
                "which the rule-based simulator needs; add them or use simulator='llm'"
            )

    def open_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        """Returns each persona's first utterance (or a generic opener plus the first beat)."""
        openings = []
        for state in states:
            self.check_persona(state.persona)
            state.sim_state.setdefault("beats", 0)
            state.sim_state.setdefault("fired_triggers", frozenset())
            text = state.persona.first_utterance
            if not text:
                opener = _GENERIC_OPENINGS[int(state.rng.integers(len(_GENERIC_OPENINGS)))]
                beats = state.persona.rule_sim["story_beats"]
                text = f"{opener} {beats[0]}"
                state.sim_state["beats"] = 1
            openings.append(Opening(text=text))
        return openings

    def step_batch(self, states: Sequence[DialogueState], replies: Sequence[str]) -> list[SimulatorStep]:
        """Appraises each reply and answers it, one dialogue after another."""
        if len(states) != len(replies):
            raise ValueError(f"got {len(replies)} replies for {len(states)} dialogues")
        return [self._step_one(state, reply) for state, reply in zip(states, replies)]

    def _step_one(self, state: DialogueState, reply: str) -> SimulatorStep:
        appraisal, fired, flags = appraise_reply(
            state.persona,
            reply,
            state.last_user_text,
            state.agent_replies,
            state.difficulty,
            state.sim_state.get("fired_triggers", frozenset()),
            [m["content"] for m in state.messages if m["role"] == "user"],
            state.sim_state.get("need_paid", ()),
        )
        state.sim_state["fired_triggers"] = fired
        state.sim_state["need_paid"] = (*state.sim_state.get("need_paid", ()), flags["need_fit_paid"])
        # The user speaks in the band of the emotion the rules will give; the env applies them.
        emotion = state.rules.apply(state.emotion, appraisal.delta)
        text, beats, reaction = next_words(
            state.persona,
            state.rng,
            emotion,
            emotion - state.emotion,
            flags,
            state.sim_state.get("beats", 0),
            state.sim_state.get("last_reaction", ""),
        )
        state.sim_state["beats"] = beats
        state.sim_state["last_reaction"] = reaction
        farewells = {
            "success": goodbye_line(state.persona, success=True),
            "failure": goodbye_line(state.persona, success=False),
        }
        return SimulatorStep(appraisal=appraisal, user_text=text, goodbye=False, farewells=farewells)

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description."""
        return {"name": self.name, "kind": "rule-based", "language": "en", "reward_version": self.reward_version}
