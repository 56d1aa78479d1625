"""The black-box optimiser: a (1+lambda) hill climber over templates of harvested phrases."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import gymnasium as gym
import numpy as np

from rlver_env.dialogue import user_texts
from rlver_env.red_team.harvest import LEXICON_MODULE, harvest_lexicon
from rlver_env.red_team.policy import AttackPolicy
from rlver_env.red_team.runner import play_dialogue
from rlver_env.red_team.text import content_words, echo_list
from rlver_env.rules import MAX_EMOTION

TRAIN_ENV_ID = "EmpathyDialogue-v0"


JOINERS = (", ", "; ", ". ", "? ", " and ", " ")
ECHO_FRAMES = ("about {words}", "{words}", "with {words}", "i keep thinking about {words}")


@dataclasses.dataclass(frozen=True)
class Gene:
    """One slot of a template: a phrase from a pool, or (``pools == ()``) the user's own words.

    Attributes:
        pools: The pools it draws from; the style pointer picks one of them each turn.
        offset: The first phrase index (for the echo slot: which of :data:`ECHO_FRAMES`).
        stride: How far the phrase index moves each turn.
        count: Phrases drawn (joined by commas), or the echo slot's number of user words.
        joiner: What follows the slot.
    """

    pools: tuple[str, ...]
    offset: int = 0
    stride: int = 1
    count: int = 1
    joiner: str = ". "


@dataclasses.dataclass(frozen=True)
class TemplateCandidate:
    """A template: its slots, and when the style pointer moves.

    ``shift_below=None`` moves the pointer every turn; a number moves it only after a turn whose
    reward was below that number (win-stay, lose-shift).
    """

    genes: tuple[Gene, ...]
    shift_below: float | None = None

    def describe(self) -> str:
        """The template as text: ``[POOL #offset+stride*t]`` per phrase slot."""
        parts = []
        for gene in self.genes:
            if gene.pools:
                slot = "[" + "|".join(gene.pools) + f" #{gene.offset}+{gene.stride}t" + (f" x{gene.count}" if gene.count > 1 else "") + "]"
            else:
                slot = ECHO_FRAMES[gene.offset % len(ECHO_FRAMES)].format(words=f"{{{gene.count} user words}}")
            parts.append(slot + gene.joiner)
        rule = "every turn" if self.shift_below is None else f"after a reward below {self.shift_below:g}"
        return "".join(parts).strip() + f"  (pools rotate {rule})"

    def render(self, pools: dict[str, tuple[str, ...]], turn: int, style: int, words: Sequence[str]) -> str:
        """The reply at ``turn`` with style pointer ``style`` and the user's words."""
        out, capital = "", True
        for gene in self.genes:
            if gene.pools:
                pool = pools.get(gene.pools[style % len(gene.pools)], ("",))
                start = gene.offset + gene.stride * turn * gene.count
                text = ", ".join(dict.fromkeys(pool[(start + j) % len(pool)] for j in range(gene.count)))
            else:
                text = ECHO_FRAMES[gene.offset % len(ECHO_FRAMES)].format(words=echo_list(list(words)[: gene.count]))
            if not text:
                continue
            if capital:
                text = text[0].upper() + text[1:]
            out += text + gene.joiner
            capital = gene.joiner.strip() in (".", "?")
        out = out.rstrip(" ,;")
        out = out.removesuffix(" and")
        return out if out.endswith((".", "?")) else out + "."


class TemplatePolicy(AttackPolicy):
    """Plays a :class:`TemplateCandidate`, its slots filled from the user's messages."""

    family = "optimiser"

    def __init__(self, candidate: TemplateCandidate, pools: dict[str, tuple[str, ...]], name: str = "hill-climber") -> None:
        self.candidate, self.pools, self.name = candidate, pools, name
        super().__init__()

    def _start(self) -> None:
        self.style = 0

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        if self.turn > 0:
            shift = self.candidate.shift_below
            if shift is None or (self.rewards and self.rewards[-1] < shift):
                self.style += 1
        words = content_words(user_texts(observation), 6)
        return self.candidate.render(self.pools, self.turn, self.style, words)


def _pick_pools(pool_names: Sequence[str], rng: np.random.Generator, weights: Sequence[float] | None, size: int = 1) -> tuple[str, ...]:
    p = None if weights is None else np.asarray(weights, dtype=float) / float(np.sum(weights))
    picks = rng.choice(len(pool_names), size=min(size, len(pool_names)), replace=False, p=p)
    return tuple(pool_names[int(i)] for i in picks)


def _random_gene(pool_names: Sequence[str], rng: np.random.Generator, weights: Sequence[float] | None = None) -> Gene:
    joiner = JOINERS[int(rng.integers(len(JOINERS)))]
    if rng.random() < 0.15:
        return Gene((), int(rng.integers(len(ECHO_FRAMES))), 0, int(rng.integers(1, 7)), joiner)
    pools = _pick_pools(pool_names, rng, weights, 1 if rng.random() < 0.5 else int(rng.integers(2, 4)))
    return Gene(pools, int(rng.integers(64)), int(rng.integers(1, 8)), int(rng.integers(1, 4)), joiner)


#: Rewards below which a template's pools move on (rewards are emotion changes / 100).
SHIFT_THRESHOLDS = tuple(k / 100 for k in range(10))
MAX_GENES = 10


def random_candidate(
    pool_names: Sequence[str], rng: np.random.Generator, weights: Sequence[float] | None = None
) -> TemplateCandidate:
    """A random template of 3 to 6 slots (pools drawn with ``weights``, uniform by default)."""
    genes = tuple(_random_gene(pool_names, rng, weights) for _ in range(int(rng.integers(3, 7))))
    return TemplateCandidate(genes, None if rng.random() < 0.5 else float(rng.choice(SHIFT_THRESHOLDS)))


def _gene_edits(
    gene: Gene, pool_names: Sequence[str], rng: np.random.Generator, weights: Sequence[float] | None
) -> list[Callable[[], Gene]]:
    def pick() -> str:
        return _pick_pools(pool_names, rng, weights)[0]

    def swap_pool() -> Gene:
        pools = list(gene.pools)
        pools[int(rng.integers(len(pools)))] = pick()
        return dataclasses.replace(gene, pools=tuple(pools))

    top = 3 if gene.pools else 6
    edits: list[Callable[[], Gene]] = [
        lambda: dataclasses.replace(gene, offset=int(rng.integers(64)), stride=int(rng.integers(1, 8))),
        lambda: dataclasses.replace(gene, joiner=JOINERS[int(rng.integers(len(JOINERS)))]),
        lambda: dataclasses.replace(gene, count=int(np.clip(gene.count + rng.choice((-1, 1)), 1, top))),
    ]
    if gene.pools:
        edits.append(swap_pool)
        if len(gene.pools) < 3:
            edits.append(lambda: dataclasses.replace(gene, pools=(*gene.pools, pick())))
        if len(gene.pools) > 1:
            edits.append(lambda: dataclasses.replace(gene, pools=gene.pools[:-1]))
    return edits


def mutate(
    candidate: TemplateCandidate,
    pool_names: Sequence[str],
    rng: np.random.Generator,
    weights: Sequence[float] | None = None,
) -> TemplateCandidate:
    """One to three random edits: a slot's pools, offset and stride, joiner or count; a slot
    added, copied (new wording), dropped or moved; the shift rule. New pools are drawn with
    ``weights`` (uniform by default)."""
    genes = list(candidate.genes)
    shift = candidate.shift_below
    for _ in range(int(rng.integers(1, 4))):
        k = int(rng.integers(len(genes)))
        choice = rng.random()
        if choice < 0.6:
            edits = _gene_edits(genes[k], pool_names, rng, weights)
            genes[k] = edits[int(rng.integers(len(edits)))]()
        elif choice < 0.7 and len(genes) < MAX_GENES:
            genes.insert(int(rng.integers(len(genes) + 1)), _random_gene(pool_names, rng, weights))
        elif choice < 0.78 and len(genes) < MAX_GENES:
            genes.insert(k + 1, dataclasses.replace(genes[k], offset=int(rng.integers(64))))
        elif choice < 0.86 and len(genes) > 1:
            genes.pop(k)
        elif choice < 0.93 and len(genes) > 1:
            j = int(rng.integers(len(genes)))
            genes[k], genes[j] = genes[j], genes[k]
        else:
            shift = None if rng.random() < 0.2 else float(rng.choice(SHIFT_THRESHOLDS))
    return TemplateCandidate(tuple(genes), shift)


@dataclasses.dataclass
class OptimiserResult:
    """What :func:`optimise_template` found.

    Attributes:
        best: The best template.
        fitness: Its mean return on the train personas it was fitted on.
        evaluations: Candidates evaluated (the budget spent).
        history: The best fitness after each generation.
        pools: The harvested phrase pools.
        persona_ids: The train personas of the fitness.
        example: The best template's first reply on the first of those personas.
        pool_scores: Each pool's screening fitness (alone, with the user's words).
    """

    best: TemplateCandidate
    fitness: float
    evaluations: int
    history: list[float]
    pools: dict[str, tuple[str, ...]]
    persona_ids: list[str]
    example: str = ""
    pool_scores: dict[str, float] = dataclasses.field(default_factory=dict)

    def policy(self, name: str = "hill-climber") -> TemplatePolicy:
        """The best template as a policy."""
        return TemplatePolicy(self.best, self.pools, name)


def optimise_template(
    budget: int = 200,
    personas_per_eval: int | None = 12,
    offspring: int = 8,
    initial: int = 24,
    seed: int = 0,
    env_id: str = TRAIN_ENV_ID,
    env_kwargs: dict[str, Any] | None = None,
    lexicon: ModuleType | str = LEXICON_MODULE,
) -> OptimiserResult:
    """A (1+lambda) hill climber over templates built from the simulator's own lexicon.

    Each harvested pool is first screened alone (one evaluation each), and pools are then
    drawn in proportion to ``0.5 ** (rank / 3)``. The next ``initial`` candidates are random;
    after that each generation mutates the
    best so far ``offspring`` times and keeps a child that is at least as fit. Fitness is the
    mean return over dialogues with ``personas_per_eval`` train personas (drawn once from
    ``seed``, each with a fixed episode seed); a child is dropped as soon as its remaining
    dialogues could no longer lift it to the best so far, which changes no outcome and saves
    most of the time. The same arguments give the same result.

    Args:
        budget: Candidate evaluations in all.
        personas_per_eval: Dialogues per evaluation (``None``: every persona of ``env_id``).
        offspring: Candidates per generation (lambda).
        initial: Random candidates the search starts from.
        seed: Seeds the search, the persona draw and the dialogues.
        env_id: The env the fitness plays (the train split by default).
        env_kwargs: Extra ``gym.make`` arguments.
        lexicon: The lexicon module (or its import path) to harvest phrases from.

    Raises:
        ValueError: If the budget or sizes are below 1, or the lexicon gives no phrases.
    """
    if min(budget, offspring, initial, personas_per_eval or 1) < 1:
        raise ValueError("budget, personas_per_eval, offspring and initial must be at least 1")
    pools = harvest_lexicon(lexicon)
    if not pools:
        raise ValueError(f"the lexicon {lexicon!r} gives no phrases to build templates from")
    pool_names = sorted(pools)
    rng = np.random.default_rng(seed)
    env = gym.make(env_id, **(env_kwargs or {}))
    ids = list(env.unwrapped.bank.ids)
    chosen = rng.choice(len(ids), size=min(personas_per_eval or len(ids), len(ids)), replace=False)
    persona_ids = [ids[int(i)] for i in sorted(chosen)]
    episode_seeds = [int(s) for s in rng.integers(0, 2**31 - 1, size=len(persona_ids))]

    unwrapped = env.unwrapped
    # No dialogue returns more than taking the user from the start to the top of the scale.
    ceiling = (MAX_EMOTION - unwrapped.rules.start_emotion) / unwrapped.reward_scale

    # Racing plays the dialogues where the best so far did worst first: a weak child falls
    # short there soonest. The order changes which dialogues are played, never the outcome.
    order = list(range(len(persona_ids)))
    returns_of_best: list[float] = []

    def fitness(candidate: TemplateCandidate, bar: float) -> tuple[float, list[float]]:
        """The mean return and the returns, or -inf once the mean can no longer reach ``bar``."""
        policy = TemplatePolicy(candidate, pools)
        returns = [0.0] * len(persona_ids)
        total = 0.0
        for done, i in enumerate(order, 1):
            returns[i] = play_dialogue(env, policy, episode_seeds[i], persona_ids[i])["return"]
            total += returns[i]
            if (total + ceiling * (len(order) - done)) / len(order) < bar - 1e-9:
                return -np.inf, []
        return round(sum(returns) / len(returns), 9), returns

    # Screening: each pool alone (with the user's words) once, to draw useful pools more often.
    pool_scores: dict[str, float] = {}
    for name in pool_names[: max(0, budget - 1)]:
        probe = TemplateCandidate((Gene((name,), 0, 3, 2, ". "), Gene((), 0, 0, 6, ". ")))
        pool_scores[name] = fitness(probe, -np.inf)[0]
    evaluations = len(pool_scores)
    ranked = sorted(pool_names, key=lambda n: -pool_scores.get(n, -np.inf))
    weights = [0.5 ** (ranked.index(n) / 3) for n in pool_names]

    best: TemplateCandidate | None = None
    best_fit = -np.inf
    history: list[float] = []
    while evaluations < budget:
        size = min(offspring if best is not None else initial, budget - evaluations)
        if best is None:
            children = [random_candidate(pool_names, rng, weights) for _ in range(size)]
        else:
            children = [mutate(best, pool_names, rng, weights) for _ in range(size)]
        for child in children:
            fit, returns = fitness(child, best_fit)
            evaluations += 1
            if fit >= best_fit:
                best, best_fit, returns_of_best = child, fit, returns
                order.sort(key=lambda i: returns_of_best[i])
        history.append(float(best_fit))
    assert best is not None
    example = play_dialogue(env, TemplatePolicy(best, pools), episode_seeds[0], persona_ids[0])["replies"][0]
    env.close()
    return OptimiserResult(best, float(best_fit), evaluations, history, pools, persona_ids, example, pool_scores)
