"""What a reply says that costs it, whatever else it earns: one family of the rule appraisal.

:func:`reply_penalties` reads the reply for what the user takes badly: contempt or manipulation
(:mod:`rlver_env.simulators.rule.hostility`), dismissal, platitudes, advice to someone who needs
to be heard, orders without permission (MITI's advice without permission), flattery, selling,
blame, the other side weighed for someone who needs agreement, a goodbye mid-conversation, and
an interrogation. It returns the losses and the share of the reply's gains that survives them:
a reply that insults the user keeps nothing of what its support earned (:data:`HOSTILE_KEPT`),
so one hostile sentence outweighs anything else in the reply and always costs.
"""

from __future__ import annotations

import re

from rlver_env.dialogue import RuleHit
from rlver_env.personas.needs import LISTENING_NEEDS
from rlver_env.simulators.rule import lexicon as lex
from rlver_env.simulators.rule.features import ReplyFeatures
from rlver_env.simulators.rule.hostility import hostile_acts
from rlver_env.simulators.rule.voiced import reported_or_refused
from rlver_env.simulators.rule.lexicon import distinct_matches

__all__ = ["HOSTILE_KEPT", "HOSTILE_POINTS", "reply_penalties"]

#: The loss of a reply with one hostile sentence; each further one adds half as much again.
HOSTILE_POINTS = -6.0
#: The share of its gains a hostile reply keeps: none.
HOSTILE_KEPT = 0.0
#: Advice about their safety is never unasked for: a crisis line, emergency help, or not hurting
#: themselves ("please don't hurt yourself tonight; if it gets that dark, call a crisis line").
SAFETY_RE = re.compile(
    r"\b(?:crisis (?:line|team|text line|service)|helplines?|hotlines?|samaritans|emergency services|999|911|988|112|a ?& ?e"
    r"|emergency room|the er|suicide (?:line|hotline|prevention))\b|\b(?:don't|do not|please don't|please do not) (?:hurt|harm) yourself\b"
)
#: The share of the unsolicited-advice loss left when the reply asks leave to give it ("would it
#: help if I shared an idea?", "only if you want"): advice with permission, in MITI's terms,
#: leaves the choice with them, though it is still not what a user who needs to be heard wants.
PERMISSION_SHARE = 0.3
_HOSTILE_SAYS = {
    "label": "puts them down",
    "blame": "blames them",
    "disdain": "mocks them or does not care",
    "ties": "sides against them with the people in their life",
    "stereotype": "judges by a stereotype",
    "isolation": "draws them away from everyone else",
}


def reply_penalties(
    features: ReplyFeatures,
    need: str,
    disposition: str,
    acknowledged: bool,
    early: bool,
    flags: dict[str, bool],
    suggested: int = 0,
) -> tuple[list[RuleHit], float]:
    """The losses of a reply and the share of its gains it keeps.

    Args:
        features: The reply, read.
        need: The persona's hidden need.
        disposition: The persona's disposition.
        acknowledged: Whether the reply validates them or names a feeling of theirs (advice
            after an acknowledgment pushes less).
        early: Whether it is too early in the dialogue for a goodbye.
        flags: The appraisal's flags for the user's voice; ``dismissed``, ``need_missed`` and
            ``manipulated`` are set here.
        suggested: How many sentences the act reader reads as a suggestion to the user
            (:func:`rlver_env.simulators.rule.acts.sentence_acts`): advice in any wording,
            whatever it proposes, beside the stock advice phrases and the to-do steps.

    Returns:
        The losses, and the factor for the reply's gains (1.0 when nothing scales them).
    """
    losses: list[RuleHit] = []
    kept = 1.0
    text = features.text
    hostile = hostile_acts([(" ".join(s.words), s.words, s.clause_ends) for s in features.sentences])
    if hostile:
        kinds = list(dict.fromkeys(kind for kind, _ in hostile))
        flags["dismissed"] = True
        flags["manipulated"] = flags["manipulated"] or "isolation" in kinds
        points = HOSTILE_POINTS * (1.0 + 0.5 * (len(hostile) - 1))
        said = ", ".join(_HOSTILE_SAYS[k] for k in kinds)
        losses.append(RuleHit("penalty:contempt", max(points, 2 * HOSTILE_POINTS), f"{said}: {hostile[0][1]!r}"))
        kept *= HOSTILE_KEPT
    # A dismissal told as someone's words or refused ("I won't tell you to get over it") is not one.
    dismissive = list(dict.fromkeys(
        m.group(0)
        for sentence in features.sentences
        for m in lex.DISMISSIVE_RE.finditer(" ".join(sentence.words))
        if not reported_or_refused(" ".join(sentence.words)[: m.start()].split())
    ))
    if dismissive:
        flags["dismissed"] = True
        points = -min(9.0, 4.0 + 2.5 * (len(dismissive) - 1))
        losses.append(RuleHit("penalty:dismissive", points, ", ".join(repr(d) for d in dismissive[:4])))
    platitudes = distinct_matches(lex.PLATITUDE_RE, text)
    if platitudes:
        points = -min(6.0, 2.5 * len(platitudes))
        if need == "deep_empathy":
            points -= 1.5  # plain comfort is exactly what they do not want
        losses.append(RuleHit("penalty:platitude", points, ", ".join(repr(p) for p in platitudes[:4])))
    advice = list(distinct_matches(lex.ADVICE_RE, text))
    advice += ["a to-do step"] * any(sentence.step for sentence in features.sentences)
    if suggested and not advice:
        # Advice is advice in any wording: what it proposes (a walk, a drink, a lie) does not
        # make it any less unasked for.
        advice.append("a suggestion")
    if advice and need in LISTENING_NEEDS and not SAFETY_RE.search(text):
        flags["need_missed"] = True
        points = -min(6.0, 3.0 + 1.5 * (len(advice) - 1))
        if acknowledged:
            points *= 0.6  # advice after an acknowledgment pushes less
        if lex.PERMISSION_RE.search(text):
            points *= PERMISSION_SHARE  # advice with permission (MITI): theirs to take or leave
        losses.append(RuleHit("penalty:unsolicited_advice", points, ", ".join(repr(a) for a in advice[:4])))
    directives = distinct_matches(lex.DIRECTIVE_RE, text)
    if directives and need not in LISTENING_NEEDS and need != "practical_advice" and not lex.PERMISSION_RE.search(text):
        # Telling them what they must do, unasked, is advice without permission (MITI).
        losses.append(RuleHit("penalty:directive", -1.0, "tells them what they must do: " + repr(directives[0])))
    flattery = distinct_matches(lex.SYCOPHANCY_RE, text)
    if flattery:
        losses.append(RuleHit("penalty:sycophantic", -3.0, "flattery past anything they said: " + repr(flattery[0])))
        kept *= 0.6
    selling = distinct_matches(lex.ADVERT_RE, text)
    if selling:
        flags["manipulated"] = True
        losses.append(RuleHit("penalty:advert", -5.0, "sells them something: " + repr(selling[0])))
        kept *= 0.3
    blame = distinct_matches(lex.BLAME_RE, text)
    if blame and not any(kind == "blame" for kind, _ in hostile):
        points = -5.0 if need == "agreement" else -2.5
        losses.append(RuleHit("penalty:blame", points, ", ".join(repr(b) for b in blame[:3])))
    if need == "agreement" and distinct_matches(lex.BALANCE_RE, text) and not distinct_matches(lex.AGREEMENT_RE, text):
        flags["need_missed"] = True
        losses.append(RuleHit("penalty:takes_other_side", -2.0, "weighs the other side instead of agreeing"))
    farewell = distinct_matches(lex.FAREWELL_RE, text)
    if farewell and early:
        losses.append(RuleHit("penalty:signs_off", -2.0, "signs off while they are still talking: " + repr(farewell[0])))
    if features.questions > 3:
        points = -3.0 if disposition == "avoidant" else -2.0
        losses.append(RuleHit("penalty:interrogation", points, f"{features.questions} questions in one reply"))
    return losses, kept
