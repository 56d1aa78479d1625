"""How much a reply's gains can add up to: diminishing returns, the best acts, the bound.

Every gain of the rule appraisal passes through here, so that credit is bounded and concave by
construction, whatever a reply holds:

* within a support family, :func:`best_two` keeps the best cue and 0.6 of the second;
* a gain that counts things (cues, topics, echoed words) grows along :func:`saturating`;
* across the kinds of support, :func:`best_acts` keeps a reply's best act in full, its second
  at half and its third at a fifth (:data:`ACT_SHARES`);
* the sum, :func:`bounded`, passes unchanged up to :data:`GAIN_KNEE` and bends towards
  :data:`GAIN_CAP` above it: ``knee + (cap - knee) * tanh((raw - knee) / (cap - knee))``.

The disposition and difficulty scales apply after the bound.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rlver_env.dialogue import RuleHit

__all__ = ["ACT_GAINS", "ACT_SHARES", "GAIN_CAP", "GAIN_KNEE", "best_acts", "best_two", "bounded", "saturating"]

#: The most a reply's gains can add up to, before the disposition and difficulty scales.
GAIN_CAP = 10.0
#: Up to this sum, a reply's gains pass unchanged; above it they bend towards GAIN_CAP.
GAIN_KNEE = 6.0
#: The gains that reward a kind of support act; a reply keeps its best ones at ACT_SHARES.
ACT_GAINS = frozenset({"need_fit", "validation", "warmth", "understanding", "attention"})
#: The share of its points each act keeps, best first: the third act adds little, later ones nothing.
ACT_SHARES = (1.0, 0.5, 0.2)

def saturating(count: float, cap: float, rate: float) -> float:
    """A gain that grows with ``count`` but never beyond ``cap``."""
    return cap * (1.0 - math.exp(-max(0.0, count) / rate))


def best_two(cues: Sequence[tuple[str, float]]) -> float:
    """A family's credit: its best cue, plus 0.6 of its second best; more cues add nothing."""
    weights = sorted((w for _, w in cues), reverse=True)
    return sum(w * share for w, share in zip(weights, (1.0, 0.6)))


def best_acts(gains: list[RuleHit]) -> list[RuleHit]:
    """Keeps a reply's best support acts: the best in full, the next ones at :data:`ACT_SHARES`.

    The acts are the gains that reward a kind of support (:data:`ACT_GAINS`); specificity and
    the persona's triggers say how well the reply fits, not what it does, and pass unchanged.
    So a reply that stacks warmth, validation, understanding, a question and the need's cue
    earns about what its best two acts earn.
    """
    ranked = sorted((i for i, h in enumerate(gains) if h.name in ACT_GAINS and h.points > 0), key=lambda i: -gains[i].points)
    share = {i: ACT_SHARES[rank] if rank < len(ACT_SHARES) else 0.0 for rank, i in enumerate(ranked)}
    kept = []
    for i, h in enumerate(gains):
        if i not in share:
            kept.append(h)
        elif share[i] > 0:
            kept.append(RuleHit(h.name, h.points * share[i], h.detail))
    return kept


def bounded(gains: list[RuleHit]) -> list[RuleHit]:
    """Scales a reply's gains so that their sum never exceeds :data:`GAIN_CAP`.

    The raw sum passes unchanged up to :data:`GAIN_KNEE`; above it, the rest is squashed with
    ``tanh`` towards the cap. The result is concave in the raw credit and bounded (before the
    disposition and difficulty scales), however many acts, cues or words a reply holds.
    """
    raw = sum(h.points for h in gains if h.points > 0)
    if raw <= GAIN_KNEE:
        return gains
    room = GAIN_CAP - GAIN_KNEE
    scale = (GAIN_KNEE + room * math.tanh((raw - GAIN_KNEE) / room)) / raw
    return [RuleHit(h.name, h.points * scale, h.detail) if h.points > 0 else h for h in gains]
