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

What TRL 1.16 does with it (``trl/trainer/grpo_trainer.py``):

* It lists the public *functions of the class* (``inspect.getmembers(type(env),
  inspect.isfunction)``): ``reset`` and ``get_reward`` are special, every other public one is
  a tool whose JSON schema comes from its signature and Google docstring. So the class has
  exactly one more public function, :meth:`DialogueToolEnv.reply`; its helpers are private.
* Before each batch it calls ``reset(**row)`` on one pooled instance per rollout, with every
  column of the dataset row (``prompt`` included), and appends the returned string *as is*
  (``content + observation``) to the prompt's last user message; hence the blank line
  :data:`OPENING_SEPARATOR` in front of the user's opening words.
* A tool that raises is not fatal: TRL catches the exception and shows the model
  ``{"error": str(exception)}`` as the tool's answer (and counts it in
  ``tools/failure_frequency``). ``reset`` is not guarded: an exception there stops training.
* ``get_reward()`` is called once per rollout after generation, wrapped as the reward
  function ``DialogueToolEnv`` (weight 1, logged as ``rewards/DialogueToolEnv/mean``). ``None``
  becomes NaN; a rollout whose every reward function gave NaN is *unscorable*: TRL leaves it
  out of its group's ``nanmean``/``nanstd`` baseline and the logged reward, and sets its
  advantage to 0, so it adds nothing to the policy loss. (Its tokens still count in the loss's
  token normaliser, and in the KL term when ``beta > 0``.)

A dialogue that fails gives ``None``, never its partial return scored as if the dialogue had
been played: the connection broke, a reply did not come within ``message_timeout_s`` or the
server answered a reply with an error other than a refusal of the message
(:class:`DialogueLostError`; the next ``reset`` reconnects), or the server's env ended it
with a reason in :data:`FAILED_REASONS` (its simulator failed after its retries, or its token
budget ran out).

Each instance holds one WebSocket session with ``rlver-env serve`` and reuses it across
episodes, so the server needs ``--max-sessions`` of at least the number of rollout slots.
"""

from __future__ import annotations

import logging
import threading
import time
import warnings
from typing import Any

from rlver_env.errors import RlverEnvError, SessionError
from rlver_env.integrations.openenv import require_openenv
from rlver_env.integrations.verl_config import UNSCORABLE_REASONS

require_openenv("The TRL environment")

from rlver_env.integrations.openenv.client import EmpathyDialogueClient
from rlver_env.integrations.openenv.models import DialogueAction

logger = logging.getLogger(__name__)

#: Appended to the user's last words when the dialogue ends, so the model stops replying.
ENDED_NOTE = "[The conversation has ended.]"
#: Put before the user's opening words: TRL glues them to the prompt's last user message.
OPENING_SEPARATOR = "\n\n"
#: The dataset columns :meth:`DialogueToolEnv.reset` passes on to the server's reset.
RESET_COLUMNS: tuple[str, ...] = ("seed", "persona", "difficulty")
#: End reasons of the server's env whose partial return is no training signal.
FAILED_REASONS: frozenset[str] = frozenset(UNSCORABLE_REASONS)
#: :class:`SessionError` codes that mean the connection is gone, not that a message was refused.
LOST_CODES: frozenset[str] = frozenset({"SESSION_CLOSED", "CAPACITY_REACHED"})
#: The :class:`SessionError` code of a reply the server refused before its env played it (the
#: dialogue goes on). Any other error of a reply may come after the env played the turn, whose
#: reward is then unknown, so it fails the dialogue.
REFUSED_CODE = "VALIDATION_ERROR"


class DialogueLostError(RlverEnvError, ConnectionError):
    """The server could not be reached, or a dialogue broke off with its connection."""


class DialogueToolEnv:
    """One dialogue session with the server, shaped for TRL's ``environment_factory``.

    Its only tool is :meth:`reply`. The model's own reasoning (a thinking chat template) stays
    with the model; what it passes to ``reply`` is what the user hears.

    Args:
        base_url: The server, ``http://host:port``.
        env_kwargs: Env settings for every dialogue, within what the server lets clients set
            (for example ``{"max_turns": 6}``).
        connect_timeout_s: Seconds to wait for the WebSocket connection.
        message_timeout_s: Seconds to wait for each answer of the server; a reply that takes
            longer loses the dialogue (give an LLM simulator the time its backend's timeout
            and retries take).
        reset_retries: Further tries of a ``reset`` whose connection failed, each on a new
            connection, before :class:`DialogueLostError` stops training.
        retry_delay_s: Seconds before the first retry, doubled for each next one.

    Attributes:
        base_url: The server.
        reward: The dialogue's return so far (the sum of its turn rewards).
        emotion: The user's emotion now.
        reason: Why the dialogue ended, or ``None`` while it runs.
        failure: Why the dialogue failed (it gets no reward), or ``None``.

    Raises:
        ValueError: For a timeout that is not positive or a negative retry setting.
    """

    def __init__(
        self,
        base_url: str,
        env_kwargs: dict[str, Any] | None = None,
        *,
        connect_timeout_s: float = 10.0,
        message_timeout_s: float = 60.0,
        reset_retries: int = 2,
        retry_delay_s: float = 1.0,
    ) -> None:
        if not connect_timeout_s > 0 or not message_timeout_s > 0:
            raise ValueError(
                f"connect_timeout_s and message_timeout_s must be positive, got "
                f"{connect_timeout_s} and {message_timeout_s}"
            )
        if reset_retries < 0 or retry_delay_s < 0:
            raise ValueError(
                "reset_retries and retry_delay_s must be >= 0, got "
                f"{reset_retries} and {retry_delay_s}"
            )
        self.base_url = base_url
        self._env_kwargs = dict(env_kwargs or {})
        self._timeouts = {
            "connect_timeout_s": connect_timeout_s,
            "message_timeout_s": message_timeout_s,
        }
        self._reset_retries = int(reset_retries)
        self._retry_delay_s = float(retry_delay_s)
        self._client: Any = None
        self._started = False
        self._done = True
        self.reward = 0.0
        self.emotion: int | None = None
        self.reason: str | None = None
        self.failure: str | None = None

    def reset(self, **kwargs: Any) -> str:
        """Starts a dialogue and returns the user's opening words.

        Args:
            **kwargs: The example's dataset columns, as TRL passes them; ``seed``, ``persona``
                and ``difficulty`` choose the dialogue, and the others (``prompt``, ...) are
                the trainer's business.

        Returns:
            The user's opening words after :data:`OPENING_SEPARATOR`, which TRL appends to the
            prompt's last user message.

        Raises:
            DialogueLostError: If no connection took the reset after ``reset_retries`` retries.
            SessionError: If the server refused the reset (an unknown persona, a setting it
                does not let clients change, ...).
        """
        options = {key: kwargs[key] for key in RESET_COLUMNS if kwargs.get(key) is not None}
        if "seed" not in options:
            warnings.warn(
                "the dataset row has no 'seed' column: each rollout's session draws its own "
                "dialogue, so the rollouts of a GRPO group may not play the same user",
                UserWarning,
                stacklevel=2,
            )
        if self._env_kwargs:
            options["env_kwargs"] = self._env_kwargs
        tries = self._reset_retries + 1
        last_error: Exception | None = None
        for attempt in range(tries):
            if attempt:
                time.sleep(self._retry_delay_s * 2 ** (attempt - 1))
            try:
                if self._client is None:
                    client = EmpathyDialogueClient(base_url=self.base_url, **self._timeouts)
                    self._client = client.sync()
                    self._client.connect()
                result = self._client.reset(**options)
            except SessionError as error:
                if error.code not in LOST_CODES:
                    raise
                last_error = error
            except OSError as error:  # ConnectionError, TimeoutError
                last_error = error
            else:
                self._started, self._done, self.reward, self.failure = True, False, 0.0, None
                self.emotion, self.reason = result.observation.emotion, None
                return OPENING_SEPARATOR + result.observation.user_text
            self._drop_connection()
            logger.warning(
                "reset on %s failed (try %d of %d): %s",
                self.base_url,
                attempt + 1,
                tries,
                last_error,
            )
        raise DialogueLostError(
            f"could not start a dialogue on {self.base_url} in {tries} tries: {last_error}"
        ) from last_error

    def reply(self, message: str) -> str:
        """Say something to the person you are talking with, and hear their answer.

        Args:
            message: What you say to them.

        Returns:
            What they say back.
        """
        if self.failure is not None:
            raise DialogueLostError(f"The conversation broke off: {self.failure}")
        if self._done:
            raise ValueError("The conversation has ended.")
        action = DialogueAction(say=message)
        try:
            result = self._client.step(action)
        except Exception as error:
            if isinstance(error, SessionError) and error.code == REFUSED_CODE:
                raise  # refused before the env played it: the dialogue goes on
            # A timeout, a broken connection or an error of the env: the turn may have been
            # played, and its reward is unknown.
            self._lose(error)
            raise DialogueLostError(f"The conversation broke off: {self.failure}") from error
        obs = result.observation
        self.reward += float(result.reward or 0.0)
        self.emotion, self.reason, self._done = obs.emotion, obs.reason, result.done
        if result.done and obs.reason in FAILED_REASONS:
            self.failure = f"the server's env ended it with reason {obs.reason!r}"
            logger.warning(
                "a dialogue on %s failed: %s; it gets no reward", self.base_url, self.failure
            )
        return f"{obs.user_text} {ENDED_NOTE}".strip() if result.done else obs.user_text

    def get_reward(self) -> float | None:
        """The dialogue's return (the sum of its turn rewards), or ``None`` if it failed."""
        if not self._started or self.failure is not None:
            return None
        return self.reward

    def _lose(self, error: BaseException) -> None:
        """Marks the dialogue failed and drops its connection, so the next reset opens a new one."""
        detail = str(error)
        if not detail and isinstance(error, TimeoutError):
            detail = f"no answer within message_timeout_s={self._timeouts['message_timeout_s']} s"
        self.failure = f"{type(error).__name__}: {detail}" if detail else type(error).__name__
        self._done = True
        self._drop_connection()
        logger.warning(
            "a dialogue on %s broke off: %s; it gets no reward", self.base_url, self.failure
        )

    def _drop_connection(self, wait: bool = False) -> None:
        """Closes the client, best effort: its connection may already be gone.

        Args:
            wait: Wait for the close. Otherwise it runs in a daemon thread, so that a server
                that stopped answering does not hold up the rollout for the WebSocket close
                handshake's own timeout.
        """
        client, self._client = self._client, None
        if client is None:
            return
        if wait:
            _close_quietly(client, self.base_url)
        else:
            threading.Thread(
                target=_close_quietly, args=(client, self.base_url), daemon=True
            ).start()

    def _close(self) -> None:
        """Ends the session (TRL keeps environments for the whole run, so it never calls this)."""
        self._drop_connection(wait=True)


def _close_quietly(client: Any, base_url: str) -> None:
    """Closes a client whose connection is being thrown away; its errors are only logged."""
    try:
        client.close()
    except Exception as error:  # noqa: BLE001 - the connection is being thrown away
        logger.debug("closing the session on %s: %s", base_url, error)
