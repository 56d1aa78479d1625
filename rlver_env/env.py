"""``EmpathyDialogue-v0``: a simulated user with a hidden need, and an agent that talks to them."""

from __future__ import annotations

import dataclasses
import sys
from typing import Any, SupportsFloat

import gymnasium as gym

from rlver_env.action_parser import THINK_MODES, ParsedAction, parse_action
from rlver_env.dialogue import Appraisal, DialogueState, Turn, format_transcript, render_ansi
from rlver_env.errors import PersonaError, SimulatorError
from rlver_env.personas.bank import PersonaBank
from rlver_env.personas.model import Persona
from rlver_env.personas.needs import check_difficulty
from rlver_env.rules import EmotionRules, emotion_band, resolve_rules
from rlver_env.simulators.base import Opening, Simulator, SimulatorStep
from rlver_env.simulators.factory import make_simulator
from rlver_env.spaces import (
    MAX_TRANSCRIPT_CHARS,
    action_space,
    chat_observation_space,
    sanitise,
    transcript_observation_space,
)

REWARD_MODES = ("dense", "sparse")
OBSERVATION_FORMATS = ("messages", "text")


#: The constructor arguments that build the simulator. Envs that share one simulator (the vector
#: env's sub-envs, the benchmark's slots) pass ``simulator=<instance>`` and leave these out.
SIMULATOR_ARGS: tuple[str, ...] = ("simulator", "simulator_kwargs", "backend", "base_url", "model")


def simulator_options(simulator_kwargs: dict[str, Any] | None, **shortcuts: Any) -> dict[str, Any]:
    """The simulator's keyword arguments: ``simulator_kwargs`` plus the LLM shortcuts that are set.

    Args:
        simulator_kwargs: The env's ``simulator_kwargs``.
        **shortcuts: ``backend``, ``base_url`` and ``model`` as the env received them.

    Raises:
        ValueError: If a shortcut is also set in ``simulator_kwargs`` (say which one wins by
            setting it once).
    """
    options = dict(simulator_kwargs or {})
    for name, value in shortcuts.items():
        if value is None:
            continue
        if name in options:
            raise ValueError(f"{name} is given twice, as the env argument {name}= and in simulator_kwargs; set it once")
        options[name] = value
    return options


class EmpathyDialogueEnv(gym.Env):
    """A dialogue with a simulated user whose emotion the agent should raise.

    ## Description
    RLVER's environment (Wang et al., 2025). A simulated user with a persona (a background
    story, a personality and a hidden need) talks to the agent. After each agent reply the
    simulator appraises it, explains why, and proposes a change of the user's emotion score
    (0-100), which the env applies with the rules; the reward is the applied change. The
    explanation is in ``info["appraisal"]``, which makes the reward verifiable. The default simulator is the embedded, deterministic, rule-based English user.

    ## Observation Space
    With ``observation_format="messages"`` (default): a tuple of fresh dicts
    ``{"role": "user" | "assistant", "content": str}``, user first. User turns are the
    simulator's words; assistant turns are the agent's *replies*, thoughts stripped. With
    ``"text"``: the same dialogue as one ``"User: ...\\n\\nAgent: ..."`` transcript. Text is in
    the Basic Multilingual Plane (other characters become U+FFFD).

    ## Action Space
    ``Text``: the policy's raw output. ``<think>...</think>`` (or ``<thought>...</thought>``)
    before the reply is the private thought; ``think_mode`` decides whether one is required,
    optional or ignored (see :mod:`rlver_env.action_parser`). Any string is accepted.

    ## Rewards
    ``reward_mode="dense"`` (default): the emotion change this turn divided by
    ``reward_scale`` (default 100, RLVER's emotion/100), so the returns of a dialogue sum to
    ``(final - start) / 100``. ``"sparse"``: 0 until the end, then final emotion / 100, as
    RLVER trained. ``format_penalty`` is subtracted whenever ``info["format_ok"]`` is false.
    A simulator error gives 0 (no score is made up). ``info["reward_version"]`` names the
    simulator's reward (its :attr:`~rlver_env.simulators.base.Simulator.reward_version`, e.g.
    ``"rule/3"``): rewards of different versions are not comparable.

    ## Starting State
    A persona is drawn from ``personas`` with ``self.np_random`` (or pinned with
    ``options={"persona": ...}``); the emotion starts at the rules' start (SAGE 40, RLVER 30),
    and the user speaks first.

    ## Episode End
    ``terminated`` with ``info["reason"]``: ``"success"`` (emotion reaches the rules' success
    value: 100 under SAGE), ``"failure"`` (below 10 under SAGE, at or below 0 under RLVER) or
    ``"goodbye"`` (the user leaves). ``truncated``: ``"max_turns"`` (10 agent turns under SAGE,
    8 under RLVER), ``"budget"`` when the simulator's token budget is spent, or
    ``"simulator_error"`` when the simulator fails after its retries (the error is in
    ``info["error"]``).

    ## Arguments
    * ``personas``: ``"bundled:train"`` (default), ``"bundled:test"``, ``"bundled:all"``, a
      ``.json``/``.jsonl`` file, a folder, a list of dicts, or a :class:`PersonaBank`.
    * ``rules``: ``"sage"`` (default), ``"rlver"`` or an :class:`EmotionRules`.
    * ``difficulty``: ``"simple"``, ``"normal"``, ``"hard"`` or ``None`` (each persona's own).
    * ``simulator``: ``"rule"`` (default, the embedded English user), ``"llm"`` (the SAGE-style
      LLM user, see :class:`rlver_env.simulators.llm.simulator.LLMSimulator`) or a
      :class:`Simulator` instance.
    * ``simulator_kwargs``: keyword arguments for the named simulator.
    * ``backend``, ``base_url``, ``model``: shortcuts passed to the LLM simulator
      (``simulator="llm"``), e.g. ``backend="openai", base_url="http://127.0.0.1:8000/v1"``.
    * ``token_budget``: if set, the dialogue is truncated with reason ``"budget"`` once the
      simulator has used this many tokens (prompt + completion).
    * ``think_mode``: ``"optional"`` (default), ``"required"`` or ``"off"``.
    * ``reward_mode``, ``reward_scale``, ``format_penalty``: see Rewards.
    * ``observation_format``: ``"messages"`` (default) or ``"text"``.
    * ``max_turns``: overrides the rules' turn cap.
    * ``render_mode``: ``"ansi"`` (returns the transcript with an emotion bar) or ``"human"``
      (prints it).

    ## Version History
    * v0: initial release.
    """

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 1}

    def __init__(
        self,
        personas: Any = "bundled:train",
        rules: str | EmotionRules = "sage",
        difficulty: str | None = None,
        simulator: str | Simulator = "rule",
        simulator_kwargs: dict[str, Any] | None = None,
        backend: Any = None,
        base_url: str | list[str] | None = None,
        model: str | None = None,
        token_budget: int | None = None,
        think_mode: str = "optional",
        reward_mode: str = "dense",
        reward_scale: float = 100.0,
        format_penalty: float = 0.0,
        observation_format: str = "messages",
        max_turns: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        if think_mode not in THINK_MODES:
            raise ValueError(f"unknown think_mode {think_mode!r}; choose one of {list(THINK_MODES)}")
        if reward_mode not in REWARD_MODES:
            raise ValueError(f"unknown reward_mode {reward_mode!r}; choose one of {list(REWARD_MODES)}")
        if observation_format not in OBSERVATION_FORMATS:
            raise ValueError(
                f"unknown observation_format {observation_format!r}; choose one of {list(OBSERVATION_FORMATS)}"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"unknown render_mode {render_mode!r}; choose 'ansi', 'human' or None")
        if not reward_scale > 0:
            raise ValueError(f"reward_scale must be positive, got {reward_scale}")
        if format_penalty < 0:
            raise ValueError(f"format_penalty must be >= 0, got {format_penalty}")
        self.rules = resolve_rules(rules)
        if max_turns is not None:
            self.rules = self.rules.with_overrides(max_turns=int(max_turns))
        self.difficulty = check_difficulty(difficulty) if difficulty is not None else None
        self.bank = personas if isinstance(personas, PersonaBank) else PersonaBank(personas)
        if token_budget is not None and token_budget <= 0:
            raise ValueError(f"token_budget must be positive or None, got {token_budget}")
        self.simulator = make_simulator(simulator, **simulator_options(simulator_kwargs, backend=backend, base_url=base_url, model=model))
        self.token_budget = token_budget
        self.think_mode = think_mode
        self.reward_mode = reward_mode
        self.reward_scale = float(reward_scale)
        self.format_penalty = float(format_penalty)
        self.observation_format = observation_format
        self.render_mode = render_mode
        self.observation_space = (
            chat_observation_space() if observation_format == "messages" else transcript_observation_space()
        )
        self.action_space = action_space()
        self._state: DialogueState | None = None
        self._emotions: list[int] = []
        self._end_reason: str | None = None
        self._last_appraisal: str | None = None
        self._tokens_used = 0

    # ------------------------------------------------------------------ gymnasium API
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        """Starts a dialogue; the user speaks first.

        Args:
            seed: Seeds ``self.np_random`` (persona draw and simulator choices).
            options: ``{"persona": id | dict | Persona, "difficulty": "simple"|"normal"|"hard"}``.

        Raises:
            PersonaError: For an unknown pinned persona, or one the simulator cannot play.
            SimulatorError: If the simulator cannot produce the opening.
        """
        state = self._begin_reset(seed=seed, options=options)
        opening = self.simulator.open_batch([state])[0]
        return self._finish_reset(opening)

    def step(self, action: Any) -> tuple[Any, SupportsFloat, bool, bool, dict[str, Any]]:
        """Plays one agent turn: parse, appraise, move the emotion, and hear the user's answer.

        Raises:
            gymnasium.error.ResetNeeded: Before the first reset, after a reset that failed, or
                once the dialogue has ended.
        """
        parsed, reply = self._begin_step(action)
        assert self._state is not None
        result = self.simulator.step_batch([self._state], [reply])[0]
        return self._finish_step(parsed, reply, result)

    # The two halves of reset and step, so that a pool of dialogues
    # (:class:`~rlver_env.runs.pool.DialoguePool`) can gather the simulator work of many
    # dialogues into one batched call. Only the env and the pool call them.
    def _begin_reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> DialogueState:
        """First half of :meth:`reset`: seeds, picks the persona, builds the dialogue state."""
        # A reset that fails must not leave the previous dialogue steppable.
        self._state = None
        self._end_reason = None
        super().reset(seed=seed)
        options = dict(options or {})
        unknown = set(options) - {"persona", "difficulty"}
        if unknown:
            raise ValueError(f"unknown reset options {sorted(unknown)}; allowed: 'persona', 'difficulty'")
        persona = self._choose_persona(options.get("persona"))
        difficulty = options.get("difficulty") or self.difficulty or persona.default_difficulty
        check_difficulty(difficulty)
        self.simulator.check_persona(persona)
        self._state = DialogueState(
            persona=persona,
            rules=self.rules,
            difficulty=difficulty,
            emotion=self.rules.start_emotion,
            rng=self.np_random,
        )
        return self._state

    def _finish_reset(self, opening: Opening) -> tuple[Any, dict[str, Any]]:
        """Second half of :meth:`reset`: records the user's opening words."""
        state = self._state
        assert state is not None
        if opening.error is not None:
            self._state = None
            raise SimulatorError(f"the simulator could not open a dialogue with {state.persona.id!r}: {opening.error}")
        state.messages.append({"role": "user", "content": sanitise(opening.text)})
        self._emotions = [state.emotion]
        self._last_appraisal = None
        self._tokens_used = _total_tokens(opening.usage)
        info = self._base_info()
        info.update(user_text=state.messages[0]["content"], usage=dict(opening.usage))
        return self._observation(), info

    def _begin_step(self, action: Any) -> tuple[ParsedAction, str]:
        """First half of :meth:`step`: checks the episode is running and parses the action."""
        problem = self._not_running()
        if problem is not None:
            raise gym.error.ResetNeeded(f"call reset() before step(): {problem}")
        parsed = parse_action(action, self.think_mode)
        return parsed, sanitise(parsed.reply)

    def _not_running(self) -> str | None:
        """Why the dialogue cannot take a step now (``None`` when it can)."""
        if self._end_reason is not None:
            return f"the dialogue has ended (reason {self._end_reason!r})"
        if self._state is None or not self._state.messages:
            return "the dialogue has not started (no reset, or its reset failed)"
        return None

    def _finish_step(
        self, parsed: ParsedAction, reply: str, result: SimulatorStep
    ) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """Second half of :meth:`step`: applies the simulator's answer with the rules."""
        return self._apply(parsed, reply, result)

    def render(self) -> str | None:
        """Renders the dialogue (``"ansi"`` returns it, ``"human"`` writes it to stdout)."""
        if self.render_mode is None or self._state is None:
            return None
        text = render_ansi(
            self._state.messages, self._emotions, self._state.persona.name, self._last_appraisal, self._end_reason
        )
        if self.render_mode == "human":
            sys.stdout.write(text)
            sys.stdout.flush()
            return None
        return text

    def close(self) -> None:
        """Closes the simulator."""
        self.simulator.close()

    # ------------------------------------------------------------------ helpers
    @property
    def reward_version(self) -> str:
        """The simulator's reward version, as ``info["reward_version"]`` reports it."""
        return self.simulator.reward_version

    @property
    def state(self) -> DialogueState | None:
        """The running dialogue (read it; do not change it)."""
        return self._state

    def _choose_persona(self, pinned: Any) -> Persona:
        if pinned is None:
            return self.bank.sample(self.np_random)
        if isinstance(pinned, Persona):
            return pinned
        if isinstance(pinned, str):
            return self.bank.get(pinned)
        if isinstance(pinned, dict):
            return Persona(pinned, "<reset options>")
        raise PersonaError(f"options['persona'] must be an id, a dict or a Persona, got {type(pinned).__name__}")

    def _observation(self) -> Any:
        assert self._state is not None
        if self.observation_format == "text":
            transcript = format_transcript(self._state.messages)
            if len(transcript) > MAX_TRANSCRIPT_CHARS:  # keep the most recent part
                transcript = "\u2026" + transcript[-(MAX_TRANSCRIPT_CHARS - 1) :]
            return transcript
        # The env writes every message as a two-key dict, so a plain copy is a fresh one.
        return tuple(map(dict.copy, self._state.messages))

    def _base_info(self) -> dict[str, Any]:
        state = self._state
        assert state is not None
        return {
            "emotion": int(state.emotion),
            "emotion_delta": 0,
            "band": emotion_band(state.emotion),
            "turn": state.turn,
            "persona_id": state.persona.id,
            "hidden_need": state.persona.hidden_need,
            "disposition": state.persona.disposition,
            "difficulty": state.difficulty,
            "rules": self.rules.name,
            "simulator": self.simulator.name,
            "reward_version": self.simulator.reward_version,
            "tokens_used": int(self._tokens_used),
        }

    def _apply(self, parsed: ParsedAction, reply: str, result: SimulatorStep) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        state = self._state
        assert state is not None
        before = state.emotion
        self._tokens_used += _total_tokens(result.usage)
        info: dict[str, Any]
        if result.error is not None:
            self._end_reason = "simulator_error"
            info = self._base_info()
            info.update(
                thought=parsed.thought,
                reply=reply,
                format_ok=parsed.format_ok,
                format_error=parsed.format_error,
                user_text="",
                reason="simulator_error",
                error=result.error,
                usage=dict(result.usage),
            )
            state.messages.append({"role": "assistant", "content": reply})
            return self._observation(), 0.0, False, True, info

        appraisal: Appraisal = result.appraisal
        after = self.rules.apply(before, appraisal.delta)
        if after - before != appraisal.delta:
            limit = f"at most {self.rules.max_delta} a turn, " if self.rules.max_delta else ""
            note = (
                f" The {self.rules.name} rules apply {after - before:+d} of the proposed "
                f"{appraisal.delta:+d} ({limit}emotion within 0-100)."
            )
            appraisal = dataclasses.replace(appraisal, explanation=appraisal.explanation + note)
        # The rules alone end a dialogue; the simulator only says whether the user says goodbye.
        terminated, truncated, reason = False, False, None
        if self.rules.is_success(after):
            terminated, reason = True, "success"
        elif self.rules.is_failure(after):
            terminated, reason = True, "failure"
        elif result.goodbye:
            terminated, reason = True, "goodbye"
        elif state.turn + 1 >= self.rules.max_turns:
            truncated, reason = True, "max_turns"
        elif self.token_budget is not None and self._tokens_used >= self.token_budget:
            truncated, reason = True, "budget"
        self._end_reason = reason
        farewell = result.farewells.get(reason) if reason is not None else None
        user_text = sanitise(result.user_text if farewell is None else farewell)
        goodbye = bool(result.goodbye) or farewell is not None

        # Turn's fields in their order (index, thought, reply, format_ok, appraisal,
        # emotion_before, emotion_after, user_text, goodbye), passed by position: one per
        # dialogue and step.
        turn = Turn(state.turn, parsed.thought, reply, parsed.format_ok, appraisal, before, after, user_text, goodbye)
        state.turns.append(turn)
        state.emotion = after
        state.messages.append({"role": "assistant", "content": reply})
        state.messages.append({"role": "user", "content": user_text})
        self._emotions.append(after)
        self._last_appraisal = appraisal.explanation

        change = after - before
        if self.reward_mode == "dense":
            reward = change / self.reward_scale
        else:
            reward = after / self.reward_scale if (terminated or truncated) else 0.0
        if not parsed.format_ok:
            reward -= self.format_penalty

        # _base_info's keys in its order, then the step's: written out in one dict, the most
        # common info of all (tests/test_env.py checks that it stays _base_info's extension).
        persona = state.persona
        info = {
            "emotion": int(after),
            "emotion_delta": int(change),
            "band": emotion_band(after),
            "turn": state.turn,
            "persona_id": persona.id,
            "hidden_need": persona.hidden_need,
            "disposition": persona.disposition,
            "difficulty": state.difficulty,
            "rules": self.rules.name,
            "simulator": self.simulator.name,
            "reward_version": self.simulator.reward_version,
            "tokens_used": int(self._tokens_used),
            "proposed_delta": int(appraisal.delta),
            "thought": parsed.thought,
            "reply": reply,
            "format_ok": parsed.format_ok,
            "format_error": parsed.format_error,
            "appraisal": appraisal.to_dict(),
            "user_text": user_text,
            "goodbye": goodbye,
            "reason": reason,
            "usage": dict(result.usage),
        }
        if self.render_mode == "human":
            self.render()
        return self._observation(), float(reward), terminated, truncated, info


def _total_tokens(usage: dict[str, int]) -> int:
    return int(usage.get("prompt_tokens", 0)) + int(usage.get("completion_tokens", 0))
