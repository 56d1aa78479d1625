"""What four hidden needs ask for, read in any wording from how a sentence is built.

ESConv's eight strategies (:mod:`rlver_env.simulators.rule.acts`) name the support that a
practical, an empathic, a reflective and a venting user need, so :data:`.need_fit.NEED_ACTS`
credits those acts in the reply's own words. The other four needs ask for support that no
ESConv strategy names, and a stock phrase of the cue lexicon was their only way in: a sincere
"I wonder if they felt cornered" earned nothing while "they probably" did. Each reader below
asks what the sentence does, from its parts, not which phrase it holds:

* :func:`guesses_motive` (others' motives): a third person, a state of mind and a hedge, in
  that order: "maybe they felt cornered", "I wonder if she was scared", "people often go quiet
  when they feel guilty". A verdict ("they were jealous") is not a guess at their reasons.
* :func:`takes_their_side` (agreement): the user, and blame denied to them ("you haven't done
  anything wrong", "you're not the problem") or their right affirmed ("you had every right").
* :func:`recognises_act` (specific praise): the user as the one who did something, in their own
  words ("you put in grab bars"), with a word that gives it weight ("it matters", "that took").
* :func:`weighs_sides` (balanced analysis): two options set against each other in one sentence
  ("staying means ..., but moving would ...").

Each is a property of the sentence, so one of them earns once per reply, through the need's
family, like any other act (:func:`rlver_env.simulators.rule.scoring.appraise_reply`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rlver_env.simulators.rule.lexicon import FEELING_WORDS
from rlver_env.text import FUNCTION_WORDS, lemmas

__all__ = ["guesses_motive", "reads_need", "recognises_act", "takes_their_side", "weighs_sides"]

_THIRD = frozenset({"they", "he", "she", "people", "someone", "somebody", "others", "them", "him", "her"})
_YOU = frozenset({"you", "you're", "you've", "you'd", "you'll", "your", "yourself"})
#: States of mind, as lemmas: what someone may have felt, wanted, feared or not known.
_MIND = frozenset(
    """
    feel think know realise realize mean want intend try expect assume believe worry fear care
    protect panic cope handle pressure stress embarrass threaten corner jealous insecure guilty
    ashamed afraid scared nervous overwhelm hurt defensive awkward unsure confused stuck trap
    envy resent struggle carry hide avoid
    """.split()
)
_HEDGES = frozenset(
    """
    maybe perhaps might may could possibly probably likely guess wonder imagine suspect sometimes
    often seems seem seemed
    """.split()
)
_NEGATIONS = frozenset({"not", "no", "never", "nothing", "nobody", "none"})
_BLAME = frozenset(
    """
    wrong fault problem blame overreacting unreasonable selfish crazy petty dramatic oversensitive
    ungrateful difficult bad mistake
    """.split()
)
_RIGHT = (("every", "right"), ("were", "right"), ("are", "right"), ("you're", "right"), ("on", "your", "side"), ("with", "you"))
#: Words that give something the user did its weight.
_WEIGHT = frozenset(
    """
    matters matter mattered took takes effort work care careful thoughtful thorough skill real
    proud credit noticed notice yours counts count impressive remarkable dedication commitment
    patience patient brave courage strength hard lot achievement deliberate planning planned
    """.split()
)
_CONTRAST = frozenset({"but", "whereas", "while", "though", "although", "yet", "hand"})
_OPTIONS = frozenset({"if", "either", "or", "staying", "going", "option", "options", "choice", "side", "sides", "both", "means", "mean", "would"})


def _negated(word: str) -> bool:
    return word in _NEGATIONS or word.endswith("n't")


def _is_mind(word: str) -> bool:
    return word in FEELING_WORDS or bool(lemmas(word) & _MIND)


def guesses_motive(words: Sequence[str]) -> bool:
    """Whether a sentence guesses at another person's reasons: a third person, then a state of
    mind, with a hedge anywhere ("maybe they felt cornered", "I wonder if she was scared")."""
    if not _HEDGES.intersection(words) and "wonder" not in words:
        return False
    for i, word in enumerate(words):
        if word in _THIRD:
            after = words[i + 1 : i + 7]
            if any(_is_mind(w) for w in after) and not _YOU.intersection(after[:2]):
                return True
    return False


def takes_their_side(words: Sequence[str]) -> bool:
    """Whether a sentence denies the user blame or affirms their right ("you haven't done
    anything wrong", "it wasn't your fault", "you had every right")."""
    if not _YOU.intersection(words):
        return False
    for i, word in enumerate(words):
        if word in _BLAME and any(_negated(w) for w in words[max(0, i - 5) : i]):
            return True
    joined = " " + " ".join(words) + " "
    return any(" " + " ".join(p) + " " in joined for p in _RIGHT)


#: Pairs of words that give an act its weight by setting it apart ("not everyone would have done
#: that", "few people would", "I want to point out that you ..."; round 25 found the scripted
#: reference's own praise unread for want of one).
_WEIGHT_PAIRS = frozenset({("not", "everyone"), ("not", "everybody"), ("not", "many"), ("few", "people"), ("point", "out"), ("worth", "saying")})


def recognises_act(words: Sequence[str], vocabulary: frozenset[str]) -> bool:
    """Whether a sentence names something the user did, in their words, and gives it weight
    ("it matters that you put in grab bars yourself")."""
    if not _WEIGHT.intersection(words) and not _WEIGHT_PAIRS.intersection(zip(words, words[1:])):
        return False
    for i, word in enumerate(words):
        if word in ("you", "you've"):
            act = [w for w in words[i + 1 : i + 8] if w not in FUNCTION_WORDS]
            if act and any(w in vocabulary for w in act) and not any(_negated(w) for w in words[i + 1 : i + 3]):
                return True
    return False


def weighs_sides(words: Sequence[str]) -> bool:
    """Whether a sentence sets two options against each other ("staying means ..., but moving
    would ...")."""
    return bool(_CONTRAST.intersection(words)) and len(_OPTIONS.intersection(words)) >= 2


def reads_need(need: str, words: Sequence[str], vocabulary: frozenset[str]) -> bool:
    """Whether a sentence gives ``need`` its support by one of the readers above (``False``
    for the needs whose support ESConv's acts name)."""
    if need == "others_motives":
        return guesses_motive(words)
    if need == "agreement":
        return takes_their_side(words)
    if need == "specific_praise":
        return recognises_act(words, vocabulary)
    if need == "balanced_analysis":
        return weighs_sides(words)
    return False
