"""The reward's own penalty codes of a turn, as the step's ``info`` (or a turn record) carries them.

The rule user names every penalty it applies (``info["appraisal"]["hits"]``, names that start
with ``penalty:``); the env adds :data:`FORMAT_PENALTY` here for a turn whose action broke the
think-then-say format (``info["format_ok"]`` false). The LLM user names no rules, so with it only
format errors show: the monitor reports what the step returned and nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["DEGENERACY_PENALTIES", "FORMAT_PENALTY", "penalty_codes"]

#: The code of a turn whose action broke the think-then-say format (not a simulator rule).
FORMAT_PENALTY = "penalty:format"

#: Penalty codes that say a reply games, breaks or harms the reward rather than helps the user:
#: parroting, stock phrases stacked, pseudo-words, word lists, garbled or unreadable text,
#: signing off early, reuse, keyword stuffing, every support at once, gibberish, empty or
#: not understood replies, attempts to address the scorer, walls of text, harm, broken format.
#: Penalties for support that misses (advice to someone who needs to be heard, a platitude) are
#: counted per code but are not degeneracy.
DEGENERACY_PENALTIES: tuple[str, ...] = (
    "penalty:parroting",
    "penalty:formulaic",
    "penalty:nonwords",
    "penalty:incoherent",
    "penalty:garbled",
    "penalty:unreadable",
    "penalty:signs_off",
    "penalty:repeat",
    "penalty:keyword_stuffing",
    "penalty:scattershot",
    "penalty:gibberish",
    "penalty:not_understood",
    "penalty:empty",
    "penalty:scoring_attempt",
    "penalty:wall_of_text",
    "penalty:harmful",
    FORMAT_PENALTY,
)


def penalty_codes(step: Mapping[str, Any]) -> list[str]:
    """The penalty codes of one turn, in the order the appraisal lists them, each once.

    Args:
        step: A step's ``info`` or a turn of an episode record (both hold ``appraisal`` and
            ``format_ok``); an appraisal object with ``hits`` attributes works too.
    """
    appraisal = step.get("appraisal") or {}
    hits = appraisal.get("hits") if isinstance(appraisal, Mapping) else getattr(appraisal, "hits", ())
    codes: list[str] = []
    for hit in hits or ():
        name = str(hit.get("name", "") if isinstance(hit, Mapping) else getattr(hit, "name", ""))
        if name.startswith("penalty:") and name not in codes:
            codes.append(name)
    if step.get("format_ok") is False and FORMAT_PENALTY not in codes:
        codes.append(FORMAT_PENALTY)
    return codes
