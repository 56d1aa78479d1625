"""A served dialogue as a TRL ``environment_factory`` environment: one tool, ``reply``.

TRL's ``GRPOTrainer(environment_factory=...)`` (TRL >= 1.16) builds one environment per rollout
slot, calls ``reset(**dataset_columns)`` before each episode, exposes the environment's public
methods as tools, and, when the environment has ``get_reward``, uses it as a reward source::

    import functools
    from rlver_env.integrations.openenv.trl_env import DialogueToolEnv

    trainer = GRPOTrainer(
        model="Qwen/Qwen3-0.6B",
        train_dataset=dataset,  # a "prompt" column, and optionally "seed", "persona", "difficulty"
        environment_factory=functools.partial(DialogueToolEnv, base_url="http://127.0.0.1:8000"),
        args=GRPOConfig(max_completion_length=2048),
    )

Each instance holds one WebSocket session with ``rlver-env serve`` and reuses it across
episodes, so the server needs ``--max-sessions`` of at least the number of rollout slots.
"""

from __future__ import annotations

from typing import Any

from rlver_env.integrations.openenv import require_openenv

require_openenv("The TRL environment")

from rlver_env.integrations.openenv.client import EmpathyDialogueClient
from rlver_env.integrations.openenv.models import DialogueAction

#: Appended to the user's last words when the dialogue ends, so the model stops replying.
ENDED_NOTE = "[The conversation has ended.]"
#: The dataset columns :meth:`DialogueToolEnv.reset` passes on to the server's reset.
RESET_COLUMNS: tuple[str, ...] = ("seed", "persona", "difficulty")


class DialogueToolEnv:
    """One dialogue session with the server, shaped for TRL's ``environment_factory``.

    Its only tool is :meth:`reply`. The model's own reasoning (a thinking chat template) stays
    with the model; what it passes to ``reply`` is what the user hears.

    Args:
        base_url: The server, ``http://host:port``.
        env_kwargs: Env settings for every dialogue, within what the server lets clients set
            (for example ``{"max_turns": 6}``).

    Attributes:
        reward: The dialogue's return so far (the sum of its turn rewards).
        emotion: The user's emotion now.
        reason: Why the dialogue ended, or ``None`` while it runs.
    """

    def __init__(self, base_url: str, env_kwargs: dict[str, Any] | None = None) -> None:
        self._client = EmpathyDialogueClient(base_url=base_url).sync()
        self._env_kwargs = dict(env_kwargs or {})
        self._connected = False
        self._done = True
        self.reward = 0.0
        self.emotion: int | None = None
        self.reason: str | None = None

    def reset(self, **kwargs: Any) -> str:
        """Starts a dialogue and returns the user's opening words.

        Args:
            **kwargs: The example's dataset columns, as TRL passes them; ``seed``, ``persona``
                and ``difficulty`` choose the dialogue, and the others (``prompt``, ...) are
                the trainer's business.

        Returns:
            The user's opening words, which TRL appends to the prompt's last user message.
        """
        if not self._connected:
            self._client.connect()
            self._connected = True
        options = {key: kwargs[key] for key in RESET_COLUMNS if kwargs.get(key) is not None}
        if self._env_kwargs:
            options["env_kwargs"] = self._env_kwargs
        result = self._client.reset(**options)
        self.reward, self._done = 0.0, False
        self.emotion, self.reason = result.observation.emotion, None
        return result.observation.user_text

    def reply(self, message: str) -> str:
        """Say something to the person you are talking with, and hear their answer.

        Args:
            message: What you say to them.

        Returns:
            What they say back.
        """
        if self._done:
            raise ValueError("The conversation has ended.")
        result = self._client.step(DialogueAction(say=message))
        obs = result.observation
        self.reward += float(result.reward or 0.0)
        self.emotion, self.reason, self._done = obs.emotion, obs.reason, result.done
        return f"{obs.user_text} {ENDED_NOTE}".strip() if result.done else obs.user_text

    def get_reward(self) -> float:
        """The dialogue's return: the sum of its turn rewards (the emotion change / 100)."""
        return self.reward

    def _close(self) -> None:
        """Ends the session (TRL keeps environments for the whole run, so it never calls this)."""
        if self._connected:
            self._client.close()
            self._connected = False
