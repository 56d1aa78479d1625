"""A batched vector env: one ``step`` advances every dialogue with one simulator call.

RLVER's rollout called its simulator serially, two blocking calls per dialogue per turn. Here a
step parses every sub-env's action, then hands the whole batch of replies to the simulator at
once (:meth:`Simulator.step_batch`): the LLM simulator sends the requests concurrently or as one
batched ``generate``; the rule simulator loops. Openings of sub-envs that reset are batched too.
The sub-envs are the slots of a :class:`~rlver_env.runs.pool.DialoguePool`, which does the
batching; this class adds Gymnasium's side: seeding, autoreset and batched ``info``.

Reach it through Gymnasium::

    envs = gym.make_vec("EmpathyDialogue-v0", num_envs=8, vectorization_mode="vector_entry_point")

With ``autoreset_mode="Disabled"`` nothing resets by itself: the trainer resets the sub-envs it
chooses with ``reset(options={"reset_mask": mask})``, as Gymnasium's ``SyncVectorEnv`` does.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv

from rlver_env.env import EmpathyDialogueEnv
from rlver_env.errors import PersonaError
from rlver_env.personas.model import Persona
from rlver_env.personas.needs import check_difficulty
from rlver_env.runs.pool import DialoguePool
from rlver_env.simulators.base import Simulator
from rlver_env.spaces import action_space as single_action_space
from rlver_env.spaces import chat_observation_space, transcript_observation_space


class EmpathyDialogueVectorEnv(VectorEnv):
    """``num_envs`` dialogues that share one simulator and one persona bank.

    Args:
        num_envs: The number of dialogues run side by side.
        group_size: If ``k > 1``, each run of ``k`` consecutive sub-envs is a *group* (for GRPO):
            its members face the same persona with the same seed in every episode. Episode ``e``
            of group ``g`` is seeded from ``(seed, g, e)``, so members stay aligned even when
            they finish at different steps. ``num_envs`` must be a multiple of ``k``.
        autoreset_mode: ``"NextStep"`` (Gymnasium's default: the step after an episode ends
            resets that sub-env and ignores its action), ``"SameStep"`` (the sub-env resets in
            the same step; ``info["final_obs"]`` and ``info["final_info"]`` hold the last ones)
            or ``"Disabled"`` (no sub-env resets by itself: reset finished ones with
            ``reset(options={"reset_mask": mask})`` before the next ``step``).
        **env_kwargs: Keyword arguments of :class:`EmpathyDialogueEnv` (personas, rules,
            simulator, ...), shared by every sub-env.

    Observations are a tuple with one observation per sub-env; ``info`` is batched the
    Gymnasium way (an array per key plus a ``_key`` mask).

    Raises:
        ValueError: For a bad ``num_envs``, ``group_size`` or ``autoreset_mode``.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": ["ansi"]}

    def __init__(
        self,
        num_envs: int,
        group_size: int = 1,
        autoreset_mode: str | AutoresetMode = AutoresetMode.NEXT_STEP,
        **env_kwargs: Any,
    ) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1, got {num_envs}")
        if group_size < 1 or num_envs % group_size:
            raise ValueError(f"num_envs ({num_envs}) must be a positive multiple of group_size ({group_size})")
        try:
            mode = autoreset_mode if isinstance(autoreset_mode, AutoresetMode) else AutoresetMode(autoreset_mode)
        except ValueError:
            choices = [m.value for m in AutoresetMode]
            raise ValueError(f"unknown autoreset_mode {autoreset_mode!r}; choose one of {choices}") from None
        self._pool = DialoguePool.create(num_envs, **env_kwargs)
        first = self._pool.envs[0]
        self._indices = list(range(num_envs))
        self.num_envs = num_envs
        self.group_size = group_size
        self.autoreset_mode = mode
        self.metadata = dict(self.metadata, autoreset_mode=mode)
        self.render_mode = env_kwargs.get("render_mode")
        self.single_observation_space = first.observation_space
        self.single_action_space = first.action_space
        # Gymnasium's batch_space deep-copies each sub-space; a deep copy of a Text space over
        # 63k characters is large, and 64 of them slow every garbage collection. Shallow copies
        # (see rlver_env.spaces.text_space) share the immutable character tables.
        make_obs = chat_observation_space if first.observation_format == "messages" else transcript_observation_space
        self.observation_space = spaces.Tuple([make_obs() for _ in range(num_envs)])
        self.action_space = spaces.Tuple([single_action_space() for _ in range(num_envs)])
        self._autoreset = np.zeros(num_envs, dtype=np.bool_)
        self._episode_index = np.zeros(num_envs, dtype=np.int64)
        self._base_seed: int | None = None
        # Each sub-env's reset options; they also apply to its automatic resets.
        self._env_options: list[dict[str, Any] | None] = [None] * num_envs
        # The observations last returned (a masked reset returns them for the others).
        self._observations: tuple[Any, ...] | None = None

    @property
    def envs(self) -> tuple[EmpathyDialogueEnv, ...]:
        """The sub-envs, in order (read them; reset and step them through this vector env)."""
        return self._pool.envs

    @property
    def simulator(self) -> Simulator:
        """The simulator every sub-env shares."""
        return self._pool.simulator

    @property
    def reward_version(self) -> str:
        """The shared simulator's reward version (each sub-env's ``info["reward_version"]``)."""
        return self._pool.reward_version

    # ------------------------------------------------------------------ seeding
    def _seed_for(self, index: int, first: bool, seed: int | None) -> int | None:
        """The seed of sub-env ``index``'s next episode.

        ``first`` is true for an explicit reset (full or masked), false for an automatic one.
        """
        if self.group_size == 1:
            # Gymnasium's convention: seed + i at an explicit reset, then each sub-env's own stream.
            return None if (seed is None or not first) else seed + index
        group = index // self.group_size
        base = self._base_seed if seed is None else seed
        sequence = np.random.SeedSequence([base, group, int(self._episode_index[index])])
        return int(sequence.generate_state(1)[0])

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[tuple[Any, ...], dict[str, Any]]:
        """Resets every sub-env, or with ``options["reset_mask"]`` only the chosen ones.

        Args:
            seed: Sub-env ``i`` is seeded with ``seed + i`` (groups: see the class docstring;
                a masked reset seeds group ``g``'s members from ``(seed, g, episode)``).
            options: Reset options of the sub-envs; they also apply to their later automatic
                resets.

                * ``"persona"``, ``"difficulty"``: a single value goes to every sub-env; a list
                  (or tuple, or array) of ``num_envs`` values gives sub-env ``i`` the ``i``-th
                  (``None``: draw from the bank / the env's difficulty). The members of a group
                  must get equal values.
                * ``"reset_mask"``: a boolean array of shape ``(num_envs,)`` with at least one
                  ``True``, as in Gymnasium's ``SyncVectorEnv``. Only the masked sub-envs are
                  reset, with the other options (list entries of the others are checked but
                  not used); the others keep their episode, and the returned tuple holds the
                  observation they last returned, while ``info`` has entries for the masked
                  ones only (their ``_key`` masks are false elsewhere). Unlike Gymnasium, the
                  caller's ``options`` dict is left unchanged.

        Raises:
            TypeError: If ``reset_mask`` is not a NumPy array of dtype ``bool``.
            ValueError: For a ``reset_mask`` of the wrong shape or with no ``True``, a list option
                of the wrong length or with a bad difficulty, or a group given different values.
            PersonaError: For an unknown or invalid persona in a list option.
            gymnasium.error.ResetNeeded: For a masked reset that leaves out a sub-env that was
                never reset.
        """
        options = dict(options) if options else {}
        mask = self._check_reset_mask(options.pop("reset_mask")) if "reset_mask" in options else None
        env_options = self._per_env_options(options)
        if mask is not None and not mask.all() and self._observations is None:
            raise gym.error.ResetNeeded(
                f"sub-envs {np.flatnonzero(~mask).tolist()} have never been reset: call reset() "
                "without options['reset_mask'] first"
            )
        if mask is None or self._base_seed is None:
            if seed is None:
                self._base_seed = int(np.random.SeedSequence().entropy % (2**63))
            else:
                self._base_seed = int(seed)
        if mask is None:
            self._episode_index[:] = 0
            self._autoreset[:] = False
            indices = list(range(self.num_envs))
        else:
            self._autoreset[mask] = False
            indices = np.flatnonzero(mask).tolist()
        for i in indices:
            self._env_options[i] = env_options[i]
        results = self._reset_indices(indices, first=True, seed=seed)
        # Sub-envs left out of a masked reset: the observation they last returned, no info.
        previous = self._observations or (None,) * self.num_envs
        everyone = range(self.num_envs)
        self._observations = tuple(results[i][0] if i in results else copy.deepcopy(previous[i]) for i in everyone)
        infos = [results[i][1] if i in results else {} for i in everyone]
        return self._observations, batch_infos(infos, self.num_envs)

    def _check_reset_mask(self, mask: Any) -> np.ndarray:
        """Checks ``options["reset_mask"]`` as Gymnasium's ``SyncVectorEnv.reset`` does."""
        if not isinstance(mask, np.ndarray):
            raise TypeError(f"options['reset_mask'] must be a numpy array, got {type(mask).__name__}: {mask!r}")
        if mask.shape != (self.num_envs,):
            raise ValueError(f"options['reset_mask'] must have shape ({self.num_envs},), got {mask.shape}")
        if mask.dtype != np.bool_:
            raise TypeError(f"options['reset_mask'] must have dtype bool, got {mask.dtype}: {mask!r}")
        if not mask.any():
            raise ValueError(f"options['reset_mask'] must have at least one True value, got {mask!r}")
        return mask

    def _per_env_options(self, options: dict[str, Any]) -> list[dict[str, Any] | None]:
        """Splits ``options`` into one dict per sub-env, checking its list-valued entries."""
        if not options:
            return [None] * self.num_envs
        per_env = [dict(options) for _ in range(self.num_envs)]
        for key in ("persona", "difficulty"):
            value = options.get(key)
            if not isinstance(value, (list, tuple, np.ndarray)):
                continue  # one value for every sub-env: the sub-envs check it
            values = list(value)
            if len(values) != self.num_envs:
                raise ValueError(
                    f"options[{key!r}] must have one entry per sub-env ({self.num_envs}), "
                    f"got {len(values)}: {values!r}"
                )
            resolved = [self._resolve_option(key, i, v) for i, v in enumerate(values)]
            k = self.group_size
            for start in range(0, self.num_envs, k) if k > 1 else ():
                members = resolved[start : start + k]
                if any(member != members[0] for member in members[1:]):
                    raise ValueError(
                        f"options[{key!r}] gives different values to group {start // k} "
                        f"(sub-envs {list(range(start, start + k))}): {values[start : start + k]!r}; "
                        f"the members of a group must face the same {key}"
                    )
            for i, entry in enumerate(resolved):
                per_env[i][key] = entry
        return per_env

    def _resolve_option(self, key: str, index: int, value: Any) -> Any:
        """Entry ``index`` of a list-valued option, checked (personas become :class:`Persona`)."""
        if value is None:
            return None
        if key == "difficulty":
            try:
                return check_difficulty(value)
            except ValueError as error:
                raise ValueError(f"options['difficulty'][{index}]: {error}") from None
        if isinstance(value, Persona):
            return value
        if isinstance(value, str):
            try:
                return self._pool.bank.get(value)
            except PersonaError as error:
                raise PersonaError(f"options['persona'][{index}]: {error}") from None
        if isinstance(value, dict):
            return Persona(value, f"<reset options['persona'][{index}]>")
        raise PersonaError(
            f"options['persona'][{index}] must be an id, a dict, a Persona or None, got {type(value).__name__}: {value!r}"
        )

    def _reset_indices(self, indices: list[int], first: bool, seed: int | None = None) -> dict[int, tuple[Any, dict[str, Any]]]:
        if not indices:
            return {}
        seeds = [self._seed_for(i, first, seed) for i in indices]
        results = self._pool.reset(indices, seeds, [self._env_options[i] for i in indices])
        self._episode_index[indices] += 1
        return dict(zip(indices, results))

    # ------------------------------------------------------------------ stepping
    def step(self, actions: Any) -> tuple[tuple[Any, ...], np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Advances every dialogue; the simulator answers all of them in one batched call.

        Raises:
            ValueError: If there is not one action per sub-env.
            gymnasium.error.ResetNeeded: With ``autoreset_mode="Disabled"``, if a sub-env whose
                episode ended was not reset (before any sub-env is stepped; the message names
                them).
        """
        actions = list(actions)
        if len(actions) != self.num_envs:
            raise ValueError(f"expected {self.num_envs} actions, got {len(actions)}")
        observations: list[Any] = [None] * self.num_envs
        rewards = np.zeros(self.num_envs, dtype=np.float64)
        terminations = np.zeros(self.num_envs, dtype=np.bool_)
        truncations = np.zeros(self.num_envs, dtype=np.bool_)
        per_env_info: list[dict[str, Any]] = [{} for _ in range(self.num_envs)]

        if self._autoreset.any():
            resetting = np.flatnonzero(self._autoreset).tolist()
            stepping = np.flatnonzero(~self._autoreset).tolist()
        else:
            resetting, stepping = [], self._indices
        if resetting and self.autoreset_mode == AutoresetMode.DISABLED:
            raise gym.error.ResetNeeded(
                f"sub-envs {resetting} have ended and autoreset_mode is Disabled: reset them with "
                "reset(options={'reset_mask': mask}) before step()"
            )
        for i, (obs, info) in self._reset_indices(resetting, first=False).items():
            observations[i], per_env_info[i] = obs, info

        stepped = self._pool.step(stepping, actions if stepping is self._indices else [actions[i] for i in stepping])
        for i, (obs, reward, terminated, truncated, info) in zip(stepping, stepped):
            observations[i], rewards[i], terminations[i], truncations[i] = obs, reward, terminated, truncated
            per_env_info[i] = info

        self._autoreset = np.logical_or(terminations, truncations)
        if self.autoreset_mode == AutoresetMode.SAME_STEP:
            done = [i for i in range(self.num_envs) if self._autoreset[i]]
            for i, (obs, info) in self._reset_indices(done, first=False).items():
                per_env_info[i] = {**info, "final_obs": observations[i], "final_info": per_env_info[i]}
                observations[i] = obs
            self._autoreset[:] = False

        self._observations = tuple(observations)
        return self._observations, rewards, terminations, truncations, batch_infos(per_env_info, self.num_envs)

    def step_subset(self, indices: Sequence[int], actions: Sequence[Any]) -> list[tuple[Any, float, bool, bool, dict[str, Any]]]:
        """Steps only the sub-envs in ``indices``, with one batched simulator call.

        For a caller that plays each dialogue once to its end (a rollout): a vector step would
        reset the sub-envs that have ended and play them again, with real simulator requests
        for nothing. No sub-env resets here: one whose episode ends here is reset by the next
        :meth:`step` (which ignores its action), or, with ``autoreset_mode="Disabled"``, needs a
        masked :meth:`reset` first.

        Args:
            indices: The sub-envs to step (each at most once).
            actions: One action per index.

        Returns:
            ``(observation, reward, terminated, truncated, info)`` per index, in order (each
            ``info`` a sub-env's own, not batched).

        Raises:
            gymnasium.error.ResetNeeded: For a sub-env whose episode has ended or that was
                never reset (before any sub-env is stepped; the message names it).
        """
        indices = [int(i) for i in indices]
        stepped = self._pool.step(indices, list(actions))
        observations = list(self._observations or (None,) * self.num_envs)
        for i, (obs, _, terminated, truncated, _) in zip(indices, stepped):
            observations[i] = obs
            self._autoreset[i] = terminated or truncated
        self._observations = tuple(observations)
        return stepped

    def render(self) -> tuple[str | None, ...] | None:
        """The ANSI rendering of every sub-env (with ``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        return tuple(self._pool.render(i) for i in self._indices)

    def close_extras(self, **kwargs: Any) -> None:
        """Closes the shared simulator."""
        self._pool.close()

    @property
    def np_random_seed(self) -> int | None:  # type: ignore[override]
        """The base seed of the last reset."""
        return self._base_seed


def unbatch_info(infos: dict[str, Any], index: int) -> dict[str, Any]:
    """Sub-env ``index``'s own info out of a batched info dict (the inverse of :func:`batch_infos`).

    Keys whose ``_key`` mask is false for ``index`` are left out; nested dicts are unbatched
    too, and NumPy scalars become Python ones.
    """
    info: dict[str, Any] = {}
    for key, value in infos.items():
        if key.startswith("_"):
            continue
        mask = infos.get(f"_{key}")
        if mask is None or not mask[index]:
            continue
        if isinstance(value, dict):
            info[key] = unbatch_info(value, index)
        else:
            item = value[index]
            info[key] = item.item() if isinstance(item, np.generic) else item
    return info


def batch_infos(infos: list[dict[str, Any]], num_envs: int) -> dict[str, Any]:
    """Batches per-env infos exactly as :meth:`VectorEnv._add_info` does, in one pass.

    Every key becomes an array over the sub-envs (numeric for ints, floats and bools, object
    otherwise) with a boolean ``_key`` mask of the sub-envs that have it; nested dicts are
    batched recursively; ``final_obs`` stays an object array. Keys keep the order in which they
    first appear. Gymnasium's version allocates a mask per key per sub-env, which dominates a
    64-env step.
    """
    columns: dict[str, tuple[list[int], Sequence[Any]]] = {}
    keys = tuple(infos[0]) if len(infos) == num_envs and infos else None
    if keys is not None and list(map(tuple, infos)).count(keys) == num_envs:
        # Every sub-env has the same keys in the same order (a step where none resets): the
        # columns are the rows of values transposed, in C.
        everyone = list(range(num_envs))
        columns = {key: (everyone, values) for key, values in zip(keys, zip(*[info.values() for info in infos]))}
    else:
        for index, info in enumerate(infos):
            for key, value in info.items():
                column = columns.get(key)
                if column is None:
                    column = columns[key] = ([], [])
                column[0].append(index)
                column[1].append(value)
    batched: dict[str, Any] = {}
    all_true = _all_true(num_envs)
    for key, (present, values) in columns.items():
        if len(present) == num_envs:
            mask = all_true.copy()  # a copy is cheaper than np.ones
        else:
            mask = np.zeros(num_envs, dtype=np.bool_)
            mask[present] = True
        first = values[0]
        if isinstance(first, dict) and key != "final_obs":
            if len(present) == num_envs:
                nested = [value if isinstance(value, dict) else {} for value in values]
            else:
                nested = [{}] * num_envs
                for index, value in zip(present, values):
                    if isinstance(value, dict):
                        nested[index] = value
            array: Any = batch_infos(nested, num_envs)
        elif key != "final_obs" and (type(first) in (int, float, bool) or isinstance(first, np.number)):
            array = _scatter(np.fromiter(values, dtype=type(first), count=len(values)), present, num_envs, 0)
        elif key != "final_obs" and isinstance(first, np.ndarray):
            array = np.zeros((num_envs, *first.shape), dtype=first.dtype)
            for index, value in zip(present, values):
                array[index] = value
        else:
            # fromiter keeps each value whole (a tuple observation is one element, not a row).
            array = _scatter(np.fromiter(values, dtype=object, count=len(values)), present, num_envs, None)
        batched[key] = array
        batched[f"_{key}"] = mask
    return batched


@functools.lru_cache(maxsize=16)
def _all_true(num_envs: int) -> np.ndarray:
    mask = np.ones(num_envs, dtype=np.bool_)
    mask.flags.writeable = False
    return mask


def _scatter(values: np.ndarray, present: list[int], num_envs: int, fill: Any) -> np.ndarray:
    """``values`` placed at the ``present`` sub-envs of an array over all of them (``fill`` elsewhere)."""
    if len(present) == num_envs:
        return values
    array = np.full(num_envs, fill_value=fill, dtype=values.dtype)
    array[present] = values
    return array
