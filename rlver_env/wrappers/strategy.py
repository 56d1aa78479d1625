"""``StrategyWrapper``: a strategy-level view of ``EmpathyDialogue-v0`` for classic RL.

The agent chooses one of ESConv's eight support strategies per turn (``Discrete(8)``); a
deterministic realiser writes the reply, and the agent observes a small vector of features
instead of the dialogue text. Classic algorithms (PPO, DQN, their masked and recurrent forms)
then train in CPU minutes.
"""

from __future__ import annotations

from typing import Any, SupportsFloat

import gymnasium as gym
import numpy as np

from rlver_env.env import EmpathyDialogueEnv
from rlver_env.errors import InvalidActionError
from rlver_env.personas.needs import DIFFICULTIES, DISPOSITIONS, HIDDEN_NEEDS
from rlver_env.wrappers.strategy_realiser import (
    OTHERS,
    SELF_DISCLOSURE,
    STRATEGIES,
    STRATEGY_KEYS,
    StrategyRealiser,
)
from rlver_env.wrappers.text_features import (
    FEATURE_NAMES,
    NEED_CUE_NAMES,
    need_cue_counts,
    text_features,
)

BANDS: tuple[str, ...] = ("S", "A", "B", "C", "F")
#: Strategies that may not be chosen twice in a row: a supporter who keeps talking about
#: themselves, or keeps making small talk, stalls the conversation.
NO_REPEAT_STRATEGIES: frozenset[int] = frozenset({SELF_DISCLOSURE, OTHERS})
#: The change scale when the rules do not clamp changes (the rule simulator's own range).
UNCLAMPED_DELTA_SCALE = 15.0
#: What :meth:`StrategyWrapper.step` does with a masked strategy.
ON_MASKED = ("substitute", "raise", "allow")


class StrategyWrapper(gym.Wrapper):
    """Chooses a support strategy per turn; observes features of the dialogue.

    ## Action Space
    ``Discrete(8)``: an index into :data:`~rlver_env.wrappers.strategy_realiser.STRATEGIES`
    (Question, Restatement or Paraphrasing, Reflection of Feelings, Self-disclosure,
    Affirmation and Reassurance, Providing Suggestions, Information, Others). The
    :class:`~rlver_env.wrappers.strategy_realiser.StrategyRealiser` turns it into the reply.

    ## Observation Space
    ``Box(-1, 1, (n,), float32)``; :attr:`feature_names` names every entry:

    * ``emotion``: the emotion / 100;
    * ``change_1`` .. ``change_<history>``: the last changes, newest first, scaled by the
      rules' clamp (10 under SAGE);
    * ``turn``: agent turns so far / the turn cap;
    * ``band_S`` .. ``band_F``: the SAGE emotion band, one-hot;
    * ``prev_<strategy>``: the previous strategy, one-hot;
    * ``uses_<strategy>``: how often each strategy was used / the turn cap;
    * ``last_change_<strategy>``: the change the last use of each strategy brought (the
      agent's own memory of what worked);
    * ``text_<feature>``: cheap features of the user's last words
      (:data:`~rlver_env.wrappers.text_features.FEATURE_NAMES`), among them ``text_cue_<need>``:
      whether they say what a user with that need says when it goes unmet ("I didn't ask for
      advice", "what should I do, though?");
    * ``seen_cue_<need>``: how many of the user's messages so far carried that cue / 3 (what the
      user keeps asking for, over the whole dialogue; read from their words only);
    * only with ``oracle=True``: ``need_<kind>``, ``difficulty_<level>`` and
      ``disposition_<kind>``, one-hot. These reveal what the user hides; use them for upper
      bounds, never for a reported baseline.

    ## Action Masks
    :meth:`action_masks` returns a boolean array (``True`` = allowed): Self-disclosure and
    Others never twice in a row, and a strategy whose templates are all used in this dialogue
    is masked (unless that would mask every strategy). Maskable algorithms read the masks; for
    the others, ``on_masked`` decides what a masked action does: ``"substitute"`` (default)
    plays the next allowed strategy in action order (wrapping around), ``"raise"`` raises
    :class:`~rlver_env.errors.InvalidActionError`, and ``"allow"`` plays it anyway. The
    strategy chosen is ``info["chosen_strategy"]``, the one played ``info["strategy"]``, and
    ``info["masked_action"]`` says whether the choice was masked.

    ## Rewards, Starting State, Episode End
    As the wrapped env (the reward is its reward: the emotion change / 100 by default).

    ## Arguments
    * ``env``: an ``EmpathyDialogue`` env with ``observation_format="messages"``.
    * ``history``: how many past changes to observe (default 3).
    * ``oracle``: append the hidden need, difficulty and disposition (default ``False``).
    * ``on_masked``: ``"substitute"`` (default), ``"raise"`` or ``"allow"``; see Action Masks.
    * ``need_cues``: observe ``text_cue_<need>`` and ``seen_cue_<need>`` (default ``True``);
      ``False`` leaves them out (for ablations).

    ## Version History
    * v0: initial release; the need cues (``text_cue_<need>``, ``seen_cue_<need>``) were added later.
    """

    def __init__(
        self, env: gym.Env, history: int = 3, oracle: bool = False, on_masked: str = "substitute", need_cues: bool = True
    ) -> None:
        super().__init__(env)
        base = env.unwrapped
        if not isinstance(base, EmpathyDialogueEnv):
            raise TypeError(f"StrategyWrapper wraps an EmpathyDialogue env, got {type(base).__name__}")
        if base.observation_format != "messages":
            raise ValueError(
                f"StrategyWrapper needs observation_format='messages', got {base.observation_format!r}; "
                "make the env with observation_format='messages'"
            )
        if on_masked not in ON_MASKED:
            raise ValueError(f"unknown on_masked {on_masked!r}; choose one of {list(ON_MASKED)}")
        if history < 1:
            raise ValueError(f"history must be at least 1, got {history}")
        self.history = int(history)
        self.oracle = bool(oracle)
        self.need_cues = bool(need_cues)
        self.on_masked = on_masked
        self.realiser = StrategyRealiser()
        self.max_turns = base.rules.max_turns
        self.delta_scale = float(base.rules.max_delta or UNCLAMPED_DELTA_SCALE)
        self.feature_names: tuple[str, ...] = self._feature_names()
        self.action_space = gym.spaces.Discrete(len(STRATEGIES))
        self.observation_space = gym.spaces.Box(-1.0, 1.0, shape=(len(self.feature_names),), dtype=np.float32)
        self._reset_memory()

    # ------------------------------------------------------------------ gymnasium API
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """Starts a dialogue (see ``EmpathyDialogueEnv.reset``); returns the features."""
        messages, info = self.env.reset(seed=seed, options=options)
        self._reset_memory()
        state = self.env.unwrapped.state
        self.realiser.reset(state.persona)
        self._user_texts = [m["content"] for m in messages if m["role"] == "user"]
        self._emotion = int(info["emotion"])
        self._band = str(info["band"])
        info["action_mask"] = self.action_masks()
        return self._observe(), info

    def step(self, action: Any) -> tuple[np.ndarray, SupportsFloat, bool, bool, dict[str, Any]]:
        """Realises the strategy as a reply, plays it, and returns the features."""
        n = len(STRATEGIES)
        try:
            chosen = int(action)
        except (TypeError, ValueError):
            raise InvalidActionError(f"action must be a strategy index in [0, {n}), got {action!r}") from None
        if not self.action_space.contains(chosen):
            raise InvalidActionError(f"action must be a strategy index in [0, {n}), got {action!r}")
        if self.env.unwrapped.state is None:
            raise gym.error.ResetNeeded("call reset() before step()")
        mask = self.action_masks()
        masked = not bool(mask[chosen])
        strategy = chosen
        if masked and self.on_masked == "raise":
            allowed = [STRATEGIES[k] for k in np.flatnonzero(mask)]
            raise InvalidActionError(f"strategy {STRATEGIES[chosen]!r} is masked now; allowed: {allowed}")
        if masked and self.on_masked == "substitute":
            strategy = next(k % n for k in range(chosen + 1, chosen + n) if mask[k % n])
        reply = self.realiser.realise(strategy, self._user_texts)
        messages, reward, terminated, truncated, info = self.env.step(reply)
        change = int(info.get("emotion_delta", 0))
        self._user_texts = [m["content"] for m in messages if m["role"] == "user"]
        self._changes.insert(0, change)
        self._uses[strategy] += 1
        self._last_change[strategy] = change
        self._previous = strategy
        self._turn = int(info.get("turn", self._turn + 1))
        self._emotion = int(info["emotion"])
        self._band = str(info["band"])
        info.update(
            strategy=STRATEGIES[strategy],
            strategy_index=strategy,
            chosen_strategy=STRATEGIES[chosen],
            masked_action=masked,
            action_mask=self.action_masks(),
        )
        return self._observe(), reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        """The strategies allowed now, as a boolean array of length 8 (``True`` = allowed)."""
        mask = np.ones(len(STRATEGIES), dtype=bool)
        if self._previous in NO_REPEAT_STRATEGIES:
            mask[self._previous] = False
        fresh = np.array([self.realiser.has_fresh_template(k) for k in range(len(STRATEGIES))])
        if (mask & fresh).any():
            mask &= fresh
        return mask

    # ------------------------------------------------------------------ features
    def _feature_names(self) -> tuple[str, ...]:
        names = ["emotion", *(f"change_{i + 1}" for i in range(self.history)), "turn"]
        names += [f"band_{b}" for b in BANDS]
        names += [f"prev_{k}" for k in STRATEGY_KEYS]
        names += [f"uses_{k}" for k in STRATEGY_KEYS]
        names += [f"last_change_{k}" for k in STRATEGY_KEYS]
        if self.need_cues:
            names += [f"text_{f}" for f in FEATURE_NAMES]
            names += [f"seen_{f}" for f in NEED_CUE_NAMES]
        else:
            names += [f"text_{f}" for f in FEATURE_NAMES[: -len(NEED_CUE_NAMES)]]
        if self.oracle:
            names += [f"need_{n}" for n in HIDDEN_NEEDS]
            names += [f"difficulty_{d}" for d in DIFFICULTIES]
            names += [f"disposition_{d}" for d in DISPOSITIONS]
        return tuple(names)

    def _reset_memory(self) -> None:
        self._user_texts: list[str] = []
        self._changes: list[int] = []
        self._uses = [0] * len(STRATEGIES)
        self._last_change = [0] * len(STRATEGIES)
        self._previous: int | None = None
        self._turn = 0
        self._emotion = 0
        self._band = "F"

    def _observe(self) -> np.ndarray:
        n = len(STRATEGIES)
        changes = (self._changes + [0] * self.history)[: self.history]
        parts: list[np.ndarray | list[float]] = [
            [self._emotion / 100.0],
            [c / self.delta_scale for c in changes],
            [self._turn / self.max_turns],
            [float(self._band == b) for b in BANDS],
            [float(self._previous == k) for k in range(n)],
            [u / self.max_turns for u in self._uses],
            [c / self.delta_scale for c in self._last_change],
        ]
        text = text_features(self._user_texts[-1] if self._user_texts else "")
        if self.need_cues:
            parts += [text, need_cue_counts(self._user_texts)]
        else:
            parts.append(text[: -len(NEED_CUE_NAMES)])
        if self.oracle:
            state = self.env.unwrapped.state
            parts += [
                [float(state.persona.hidden_need == need) for need in HIDDEN_NEEDS],
                [float(state.difficulty == level) for level in DIFFICULTIES],
                [float(state.persona.disposition == kind) for kind in DISPOSITIONS],
            ]
        vector = np.concatenate([np.asarray(p, dtype=np.float32) for p in parts])
        return np.clip(vector, -1.0, 1.0).astype(np.float32)
