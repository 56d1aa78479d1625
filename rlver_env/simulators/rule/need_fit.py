"""Need fit: how much a reply gives what the persona's hidden need asks for.

Each need listens for a support family of cues (:data:`rlver_env.simulators.rule.lexicon.NEED_FAMILY`)
and, in the reply's own words, for the support acts of :data:`NEED_ACTS`; on top of the
family's credit (:func:`rlver_env.simulators.rule.credit.best_two`), each need has what makes
its support real: concrete steps, feelings named about their situation, praise of specific
acts, a question, brevity for someone who needs to vent, more than one side, the other
people's motives. :func:`rlver_env.simulators.rule.scoring.appraise_reply` adds the result as
the ``need_fit`` gain.
"""

from __future__ import annotations

from collections.abc import Sequence

from rlver_env.simulators.rule import lexicon as lex
from rlver_env.simulators.rule.acts import SentenceAct
from rlver_env.simulators.rule.credit import best_two, saturating
from rlver_env.simulators.rule.features import PersonaProfile, ReplyFeatures
from rlver_env.simulators.rule.lexicon import distinct_matches
from rlver_env.simulators.rule.need_acts import reads_need
from rlver_env.text import contains_phrase

__all__ = ["NEED_ACTS", "NEED_ACT_WEIGHT", "REPEAT_FLOOR", "REPEAT_RATE", "ROTATION_WINDOW", "need_fit", "repeat_share", "rotation_share"]

#: The support acts (acts.py) that give each hidden need what it asks for, in any wording.
NEED_ACTS: dict[str, frozenset[str]] = {
    "practical_advice": frozenset({"suggestion"}),
    "deep_empathy": frozenset({"reflection"}),
    "self_reflection": frozenset({"question"}),
    "venting": frozenset({"restatement", "reflection"}),
}
#: The cue weight a need's act earns when no stock phrase of its family was said.
NEED_ACT_WEIGHT = 0.6
#: How many earlier replies the user remembers as what they have just been offered.
ROTATION_WINDOW = 4
#: The share of need fit each earlier reply that offered the need's support leaves to the next...
REPEAT_RATE = 0.7
#: ...down to this share: what the need's support still earns after many turns of it.
REPEAT_FLOOR = 0.15
_NEED_FAMILIES = frozenset(lex.NEED_FAMILY.values())


def rotation_share(need: str, earlier: Sequence[ReplyFeatures]) -> tuple[float, tuple[str, ...]]:
    """The share of need fit a reply keeps after the agent has tried one kind of support after another.

    Rotating through every need's support, one per turn, meets each need in turn without
    reading the user. So the need families other than the user's own that the last
    :data:`ROTATION_WINDOW` replies offered cost need fit past two of them: 0.35 each,
    down to 0.2. Two tries are an agent feeling its way; adapting to the user's reactions and
    then staying with what helps keeps it all.

    Returns:
        The share kept, and the other families offered (sorted).
    """
    offered = {
        cue.family
        for reply in earlier[-ROTATION_WINDOW:]
        for sentence in reply.sentences
        for clause in sentence.clause_cues
        for cue in clause
    }
    others = tuple(sorted((offered & _NEED_FAMILIES) - {lex.NEED_FAMILY[need]}))
    return max(0.2, 1.0 - 0.35 * max(0, len(others) - 2)), others


def _offers(need: str, reply: ReplyFeatures, acts: Sequence[SentenceAct], vocabulary: frozenset[str]) -> bool:
    """Whether an earlier reply offered the need's support: a cue of its family, a to-do step
    (for advice), or in any wording one of the need's acts (:data:`NEED_ACTS`,
    :func:`rlver_env.simulators.rule.need_acts.reads_need`)."""
    family = lex.NEED_FAMILY[need]
    if any(cue.family == family for sentence in reply.sentences for clause in sentence.clause_cues for cue in clause):
        return True
    if family == "advice" and any(sentence.step for sentence in reply.sentences):
        return True
    if any(act.act in NEED_ACTS.get(need, ()) and act.about_user for act in acts):
        return True
    return any(reads_need(need, sentence.words, vocabulary) for sentence in reply.sentences)


def repeat_share(
    need: str,
    earlier: Sequence[ReplyFeatures],
    earlier_acts: Sequence[Sequence[SentenceAct]],
    vocabulary: frozenset[str],
    paid: Sequence[bool] = (),
) -> tuple[float, int]:
    """The share of need fit a reply keeps after earlier replies already gave the need's support.

    Being given what one needs helps most the first time; the fifth step, or the fifth
    reflection of how they feel, adds less to how the user feels. So need fit is concave across
    the dialogue: each earlier reply that offered the need's support (:func:`_offers`) leaves
    :data:`REPEAT_RATE` of it, down to :data:`REPEAT_FLOOR`. A reply that earned need fit
    counts too, however it earned it (an open question to someone who needs to vent, a
    feeling named to someone who needs empathy): the decay follows what was paid, not only
    the wordings :func:`_offers` reads. Over a dialogue, ``n`` replies of
    it earn at most ``(1 - RATE**n) / (1 - RATE)`` replies' worth (3.3 for any ``n``) until the
    floor, and the floor's share of one after that.

    Args:
        need: The persona's hidden need.
        earlier: The agent's earlier replies, read.
        earlier_acts: The support act of each sentence of each earlier reply.
        vocabulary: The user's words so far.
        paid: For each earlier reply, whether it earned need fit (empty when unknown).

    Returns:
        The share kept, and the number of earlier replies that offered the need's support.
    """
    offered = sum(
        1
        for i, (reply, acts) in enumerate(zip(earlier, earlier_acts))
        if (i < len(paid) and paid[i]) or _offers(need, reply, acts, vocabulary)
    )
    return max(REPEAT_FLOOR, REPEAT_RATE**offered), offered


def need_fit(
    need: str,
    credited: dict[str, list[tuple[str, float]]],
    features: ReplyFeatures,
    ok_keys: tuple[str, ...],
    profile: PersonaProfile,
    concern_topics: Sequence[str],
    feelings: list[str],
    counted_text: str,
    listened: str = "",
) -> tuple[float, str]:
    """Returns the need-fit points (before scaling) and what earned them.

    ``counted_text`` is the text of the sentences that count: a concrete detail elsewhere (in a
    chain, in a reused sentence) earns nothing. ``listened`` is a sentence that reflects what
    they said or asks openly about it (empty when there is none).
    """
    family = lex.NEED_FAMILY[need]
    cues = credited.get(family, [])
    count = best_two(cues)
    extra: list[str] = []
    if need == "practical_advice":
        concrete = distinct_matches(lex.CONCRETE_RE, counted_text)
        if cues and concrete:
            count += min(2, len(concrete)) * 0.4
            extra.append("concrete: " + ", ".join(concrete[:3]))
        if cues and concern_topics:
            count += 0.5
    elif need == "deep_empathy":
        count += min(2, len(feelings)) * 0.6
        if feelings:
            extra.append("feelings named: " + ", ".join(feelings[:3]))
        if not concern_topics:
            count *= 0.5  # empathy that does not touch their situation feels generic
    elif need == "specific_praise":
        acts = [" ".join(p) for p in profile.praiseworthy if contains_phrase(ok_keys, p)]
        if cues and (acts or concern_topics):
            count += 1.0
            extra.append("praises specific acts" + (": " + ", ".join(acts[:3]) if acts else ""))
        elif cues:
            count *= 0.5  # praise with nothing specific rings hollow
    elif need == "self_reflection":
        if cues and features.questions == 0:
            count *= 0.6
    elif need == "venting":
        # Reflective listening is listening (MITI): a reflection or an open question about what
        # they said is what someone who needs to be heard wants, in a stock phrase or not.
        if listened and not cues:
            count += 0.8
            extra.append("listens back: " + listened)
        if (cues or listened) and len(features.words) <= 70:
            count += 0.4
    elif need == "balanced_analysis":
        if len(cues) >= 2:
            count += 0.5
            extra.append("weighs more than one side")
    elif need == "others_motives":
        named = [" ".join(p) for p in profile.people if p[0] in ok_keys]
        if cues and named:
            count += 1.0
            extra.append("considers " + ", ".join(named[:3]))
    if count <= 0:
        return 0.0, ""
    detail = ", ".join(repr(text) for text, _ in cues[:4])
    if extra:
        detail = "; ".join(x for x in [detail, *extra] if x)
    # One good act earns most of the credit; a second adds some; more add nothing.
    return saturating(count, 6.0, 0.8), detail
