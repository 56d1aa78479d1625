"""Running whole dialogues with an agent and summarising them the way SAGE scores a model.

These functions return values and never print; the command-line tools print them.

Example::

    import gymnasium as gym
    import rlver_env  # noqa: F401
    from rlver_env.agents import make_agent
    from rlver_env.runs.evaluation import evaluate, summarise

    env = gym.make("EmpathyDialogue-Eval-v0")
    episodes = evaluate(env, make_agent("empathetic"), env.unwrapped.bank.ids, seed=0)
    summary = summarise(episodes)  # {"score": 63.3, "success": 0, "failure": 0, ...}
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

import gymnasium as gym
import numpy as np

from rlver_env.agents.policy import Agent
from rlver_env.runs.record import EpisodeRecord, reward_version_of, turn_count

#: SAGE's thresholds on the final emotion (see ``docs/rlver-facts.md``).
SAGE_SUCCESS_AT = 100
SAGE_FAILURE_BELOW = 10

#: A safety stop for envs without a turn cap; the registered ids all truncate long before it.
DEFAULT_MAX_STEPS = 1000


def round_half_up(value: float | Fraction, digits: int = 1) -> float:
    """Rounds halves away from zero (half up for scores), as SAGE reports its score.

    Python's ``round`` rounds half to even (``round(13.25, 1) == 13.2``); SAGE reports 13.3.

    Args:
        value: The value to round. A :class:`~fractions.Fraction` is rounded exactly; a float is
            taken at its shortest decimal representation (``13.25`` stays ``13.25``).
        digits: The number of decimals to keep.
    """
    exact = value if isinstance(value, Fraction) else Fraction(repr(float(value)))
    scale = 10**digits
    scaled = exact * scale
    sign = -1 if scaled < 0 else 1
    rounded = Fraction(int(abs(scaled) + Fraction(1, 2)), scale)
    return float(sign * rounded)


#: How ``rlver-env demo`` and ``rlver-env bench`` seed a dialogue, as their results files record it.
SEEDING = "env: episode_seed(seed, repeat, persona_id); agent: agent_seed(seed, repeat)"

#: The spawn key of the agent's seeds, which keeps them apart from the env's.
_AGENT_STREAM = 1


def _run_seed_entropy(seed: int, repeat: int) -> list[int]:
    return [abs(int(seed)), int(seed < 0), int(repeat)]


def episode_seed(seed: int, repeat: int, persona_id: str) -> int:
    """The env's seed of one evaluation dialogue (the simulator's choices), never the agent's.

    ``rlver-env demo`` (:func:`evaluate`) and ``rlver-env bench`` seed the env of dialogue
    ``repeat`` of a persona with this, so the same agent, personas and run seed give the same
    dialogues and the same score in both. The seed depends on the persona's id, not on its
    place in a list, so scoring a subset of personas replays exactly their dialogues of the
    full run. It identifies the persona, so the agent is seeded with :func:`agent_seed` instead.

    Args:
        seed: The run seed (any integer).
        repeat: The repetition, from 0.
        persona_id: The persona's id.
    """
    digest = int.from_bytes(hashlib.sha256(persona_id.encode("utf-8")).digest()[:16], "little")
    return int(np.random.SeedSequence([*_run_seed_entropy(seed, repeat), digest]).generate_state(1)[0])


def agent_seed(seed: int, repeat: int) -> int:
    """The agent's seed in repetition ``repeat`` of a run: the same for every persona.

    It comes from the run seed and the repetition only, so it tells the agent nothing about
    whom it talks to (a seed per persona would let a policy learn seed, persona, hidden need).
    It is drawn from a stream of its own (a spawn key), apart from :func:`episode_seed`'s.

    Args:
        seed: The run seed (any integer).
        repeat: The repetition, from 0.
    """
    sequence = np.random.SeedSequence(_run_seed_entropy(seed, repeat), spawn_key=(_AGENT_STREAM,))
    return int(sequence.generate_state(1)[0])


def run_episode(
    env: gym.Env,
    agent: Agent,
    seed: int | None,
    persona_id: str | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    agent_seed: int | None = None,
) -> dict[str, Any]:
    """Plays one dialogue from reset to its end.

    The env is reset with ``seed`` and the agent with ``agent_seed`` (``seed`` when it is
    ``None``), so an episode is reproducible. The agent sees only the observations: never the
    reset's or the steps' ``info`` (the persona, its hidden need, the emotion).

    Args:
        env: An ``EmpathyDialogue`` env, wrapped by ``gym.make`` or not.
        agent: The policy; ``agent.reset(seed=agent_seed)`` is called first.
        seed: Seeds the env (persona draw, simulator choices).
        persona_id: Pins the persona (``reset(options={"persona": persona_id})``); drawn by the
            env when ``None``.
        max_steps: Stops an env that never ends; the episode's reason is then ``"step_limit"``.
        agent_seed: Seeds the agent; ``None``: ``seed``. :func:`evaluate` passes
            :func:`agent_seed`, which does not depend on the persona.

    Returns:
        The episode's record (:meth:`rlver_env.runs.record.EpisodeRecord.to_dict`): the
        persona, ``policy`` (the agent's name), ``seed`` (the env's), ``agent_seed``,
        ``start_emotion``, ``final_emotion``, ``turns`` (one dict per turn), ``num_turns``,
        ``total_reward``, ``reason``, ``terminated`` and ``truncated``.
    """
    options = {"persona": persona_id} if persona_id is not None else None
    agent_seed = seed if agent_seed is None else agent_seed
    observation, info = env.reset(seed=seed, options=options)
    agent.reset(seed=agent_seed)
    name = getattr(agent, "name", type(agent).__name__)
    record = EpisodeRecord.start(info, policy=name, seed=seed, agent_seed=agent_seed)
    while not (record.terminated or record.truncated):
        if record.num_turns >= max_steps:
            record.fail("step_limit", f"the env did not end within {max_steps} steps")
            break
        observation, reward, terminated, truncated, info = env.step(agent.act(observation))
        record.add_turn(info, float(reward), terminated, truncated)
    return record.to_dict()


def evaluate(
    env: gym.Env,
    agent: Agent,
    persona_ids: Sequence[str],
    episodes_per_persona: int = 1,
    seed: int = 0,
    on_episode: Callable[[dict[str, Any]], None] | None = None,
) -> list[dict[str, Any]]:
    """Plays ``episodes_per_persona`` dialogues with each pinned persona.

    Repetition ``r`` of persona ``p`` is played as ``rlver-env bench`` plays it (:data:`SEEDING`):
    the env is seeded with :func:`episode_seed` ``(seed, r, p)`` and the agent with
    :func:`agent_seed` ``(seed, r)``, the same for every persona. So different agents meet the
    same users and can be compared episode by episode, a scripted agent scores the same here as
    in the benchmark, and the agent's seed says nothing about the persona.

    Args:
        env: The env to play in.
        agent: The policy.
        persona_ids: The personas to pin, in order.
        episodes_per_persona: Dialogues per persona (at least 1).
        seed: The base seed.
        on_episode: Called with each finished episode (for a progress bar, say).

    Returns:
        The episodes, as :func:`run_episode` returns them, persona-major.

    Raises:
        ValueError: If ``episodes_per_persona`` is below 1 or ``persona_ids`` is empty.
    """
    if episodes_per_persona < 1:
        raise ValueError(f"episodes_per_persona must be at least 1, got {episodes_per_persona}")
    if not persona_ids:
        raise ValueError("persona_ids is empty: there is nothing to evaluate")
    episodes = []
    for persona_id in persona_ids:
        for repetition in range(episodes_per_persona):
            episode = run_episode(
                env,
                agent,
                seed=episode_seed(seed, repetition, persona_id),
                persona_id=persona_id,
                agent_seed=agent_seed(seed, repetition),
            )
            episodes.append(episode)
            if on_episode is not None:
                on_episode(episode)
    return episodes


def summarise(
    episodes: Sequence[dict[str, Any]],
    success_at: int = SAGE_SUCCESS_AT,
    failure_below: int = SAGE_FAILURE_BELOW,
) -> dict[str, Any]:
    """Scores a set of episodes as SAGE does.

    Args:
        episodes: Dicts with at least ``final_emotion``, ``num_turns`` and ``reason`` (as
            :func:`run_episode` returns them).
        success_at: A final emotion at or above this counts as a success (SAGE: 100).
        failure_below: A final emotion below this counts as a failure (SAGE: 10).

    Returns:
        ``episodes`` (the count), ``score`` (mean final emotion rounded half up to one
        decimal), ``mean_final_emotion`` (unrounded), ``success``/``failure`` (counts) and
        their ``success_rate``/``failure_rate``, ``mean_turns``, ``reasons`` (counts by end
        reason) and ``reward_version`` (:func:`~rlver_env.runs.record.reward_version_of`).

    Raises:
        ValueError: If ``episodes`` is empty.
    """
    if not episodes:
        raise ValueError("cannot summarise an empty list of episodes")
    count = len(episodes)
    finals = [int(e["final_emotion"]) for e in episodes]
    mean_final = Fraction(sum(finals), count)
    success = sum(final >= success_at for final in finals)
    failure = sum(final < failure_below for final in finals)
    reasons = Counter(str(e.get("reason")) for e in episodes)
    turns = [turn_count(e) for e in episodes]
    if None in turns:
        raise ValueError(f"episode {turns.index(None)} has no turns or num_turns field")
    return {
        "episodes": count,
        "score": round_half_up(mean_final, 1),
        "mean_final_emotion": float(mean_final),
        "success": success,
        "success_rate": success / count,
        "failure": failure,
        "failure_rate": failure / count,
        "mean_turns": sum(turns) / count,
        "reasons": dict(sorted(reasons.items())),
        "reward_version": reward_version_of(episodes),
    }
