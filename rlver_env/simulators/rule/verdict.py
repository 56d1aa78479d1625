"""Whether a hard construction found in a sentence is the speaker's own verdict.

The contempt readers (:mod:`.hostility`, :mod:`.ties`) find constructions that put the user down;
these guards decide whether the speaker says it: not negated in the words before it ("I don't
think you're a lot to handle"), not the user's fear ("you're worried that everyone is tired of
you"), and not told as someone's speech ("your dad said ...", :func:`.voiced.reported_or_refused`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rlver_env.simulators.rule.voiced import reported_or_refused

__all__ = ["NEGATIONS", "TOLD", "negated", "said_as_verdict", "said_plainly", "their_fear"]

NEGATIONS = frozenset(
    {"not", "never", "no", "nothing", "hardly", "none", "nobody"}
    # Chat spelling drops the apostrophe ("it wasnt your fault").
    | set("wasnt isnt dont didnt doesnt arent werent wont cant couldnt shouldnt wouldnt havent hasnt hadnt aint".split())
)


def negated(words: Sequence[str]) -> bool:
    """Whether any of the words negates ("not", "never", a word in "n't", chat's "dont")."""
    return any(w in NEGATIONS or w.endswith("n't") for w in words)

#: Words before a construction that tell it as someone's speech ("he said ...", "whoever told you
#: ..."), not a thought: round 25's judgements follow a reflection of what the user feels ("it's
#: okay to feel this way, even if ..."), which gives the judgement after it to nobody.
TOLD = frozenset(
    "said says saying told tells telling called calls claimed claims accused wrote texted insisted implied suggested "
    "sneered scoffed snapped mocked joked quipped whoever".split()
)


def said_plainly(match: re.Match[str] | None, text: str) -> bool:
    """Whether a round-25 judgement found in ``text`` is the speaker's: not negated in the few words
    before it ("I don't think you're a lot to handle"), not the user's fear ("you're worried that
    everyone would be tired of you"), and not told as someone's speech ("your dad said ...")."""
    if match is None:
        return False
    before = text[: match.start()].split()
    return not (negated(before[-5:]) or their_fear(before) or TOLD.intersection(before))


#: Words before such a sentence that make it their fear or a doubt of it, not the speaker's verdict.
THEIR_FEAR = frozenset("worried worry worries fear fears afraid scared wonder wondering doubt sounds seems imagine".split())


def said_as_verdict(match: re.Match[str] | None, text: str) -> bool:
    """Whether a construction found in ``text`` is the speaker's own verdict: not told as someone's
    words, negated or made the user's fear ("it sounds like you're worried they're tired of you")."""
    if match is None:
        return False
    before = re.sub(r"\b(?:no|small) (?:wonder|surprise|doubt)\b|\bnot (?:surprising|surprised)\b|^oh no\b", " ", text[: match.start()]).split()
    return not (reported_or_refused(before) or negated(before) or their_fear(before))


def their_fear(before: Sequence[str]) -> bool:
    """Whether a word of fear or doubt before a construction is the user's ("you're worried that
    ..."), not the speaker's ("I wonder if ...", "it sounds like ...")."""
    return "doubt" in before or any(  # the speaker's doubt of it refuses it ("I doubt your friends were relieved")
        word in THEIR_FEAR and YOU.intersection(before[max(0, j - 3) : j]) for j, word in enumerate(before)
    )


#: Words that make a word of fear the user's when they stand just before it.
YOU = frozenset("you you're you've you'd your part".split())
