"""The rule simulator's appraisal: a reply's emotion change as a sum of named rule hits.

Gains (each with diminishing returns, so piling up cue words does not pay):

* ``need_fit``: the reply gives what the persona's hidden need asks for (advice, deep
  reflection of feelings, praise of specific acts, reflective questions, listening, a two-sided
  analysis, agreement, or a reading of the other people's motives);
* ``specificity``: it names the persona's concrete concerns and picks up the user's last words;
* ``validation``: it acknowledges the user's feelings.

Gains are scaled by a coherence factor (function-word share and keyword density), so a bag of
persona keywords earns nothing.

Penalties: empty, gibberish, not in the user's language, attempts to address the scoring,
dismissive phrases, platitudes, formulaic replies that try every kind of support at once, plain comfort where deep empathy is wanted, unsolicited advice
for listening needs, blame, repetition of an earlier reply, interrogation, walls of text,
keyword stuffing, and a small loss of patience for replies that offer nothing.

Disposition and difficulty then scale gains and losses; persona triggers add their own points.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rlver_env.dialogue import Appraisal, RuleHit
from rlver_env.needs import LISTENING_NEEDS
from rlver_env.persona import Persona
from rlver_env.simulators import rule_lexicon as lex
from rlver_env.simulators.rule_features import (
    PersonaProfile,
    ReplyFeatures,
    contains_phrase,
    persona_profile,
    reply_features,
)

# Gains and losses are multiplied by these, per disposition and per difficulty.
DISPOSITION_SCALE: dict[str, tuple[float, float]] = {
    "negative": (0.85, 1.3),
    "passive": (0.9, 1.0),
    "avoidant": (0.9, 1.15),
}
DIFFICULTY_SCALE: dict[str, tuple[float, float]] = {
    "simple": (1.3, 0.7),
    "normal": (1.0, 1.0),
    "hard": (0.75, 1.4),
}
# The rule simulator's own range for one change (the active rules may clamp further).
DELTA_RANGE = (-15, 15)
LONG_REPLY_WORDS = 120
WALL_OF_TEXT_WORDS = 300


def _saturating(count: float, cap: float, rate: float) -> float:
    """A gain that grows with ``count`` but never beyond ``cap``."""
    return cap * (1.0 - math.exp(-max(0.0, count) / rate))


def _distinct_matches(pattern, text: str) -> list[str]:  # noqa: ANN001 - a compiled pattern
    return sorted({m.group(0) for m in pattern.finditer(text)})


def _similarity(a: ReplyFeatures, b: ReplyFeatures) -> float:
    sa, sb = set(a.stems), set(b.stems)
    if not sa or not sb:
        return 0.0
    return len(sa & sb) / len(sa | sb)


def _concern_hits(features: ReplyFeatures, profile: PersonaProfile) -> list[str]:
    topics = []
    for topic, phrases in profile.concerns:
        if any(contains_phrase(features.stems, p) for p in phrases):
            topics.append(topic)
    return topics


def _keyword_density(features: ReplyFeatures, profile: PersonaProfile) -> float:
    if not features.stems:
        return 0.0
    return sum(1 for s in features.stems if s in profile.keyword_stems) / len(features.stems)


def _need_fit(
    need: str, features: ReplyFeatures, profile: PersonaProfile, concern_topics: list[str]
) -> tuple[float, str]:
    """Returns the need-fit points (before coherence) and what earned them."""
    text = features.text
    cues = _distinct_matches(lex.NEED_CUES[need], text)
    count = float(len(cues))
    extra: list[str] = []
    if need == "practical_advice":
        concrete = _distinct_matches(lex.CONCRETE_RE, text)
        if cues and concrete:
            count += min(2, len(concrete)) * 0.5
            extra.append("concrete: " + ", ".join(concrete[:3]))
        if cues and concern_topics:
            count += 0.5
    elif need == "deep_empathy":
        feelings = sorted({m.group(0) for m in lex.FEELING_RE.finditer(text)})
        count += min(2, len(feelings)) * 0.6
        if feelings:
            extra.append("feelings named: " + ", ".join(feelings[:3]))
        if not concern_topics:
            count *= 0.5  # empathy that does not touch their situation feels generic
    elif need == "specific_praise":
        acts = [" ".join(p) for p in profile.praiseworthy if contains_phrase(features.stems, p)]
        if cues and (acts or concern_topics):
            count += 1.0
            extra.append("praises specific acts" + (": " + ", ".join(acts[:3]) if acts else ""))
        elif cues:
            count *= 0.5  # praise with nothing specific rings hollow
    elif need == "self_reflection":
        if cues and features.questions == 0:
            count *= 0.6
    elif need == "venting":
        if len(features.words) <= 70:
            count += 0.5 if cues or features.questions <= 1 else 0.0
    elif need == "balanced_analysis":
        if len(cues) >= 2:
            count += 0.5
            extra.append("weighs more than one side")
    elif need == "agreement":
        pass
    elif need == "others_motives":
        named = [" ".join(p) for p in profile.people if p[0] in features.stems]
        if cues and named:
            count += 1.0
            extra.append("considers " + ", ".join(named[:3]))
    if not cues and not extra:
        return 0.0, ""
    detail = ", ".join(repr(c) for c in cues[:4])
    if extra:
        detail = "; ".join(x for x in [detail, *extra] if x)
    return _saturating(count, 5.5, 1.3), detail


def appraise_reply(
    persona: Persona,
    reply: str,
    last_user_text: str,
    earlier_replies: Sequence[str],
    difficulty: str,
    fired_triggers: frozenset[int] = frozenset(),
) -> tuple[Appraisal, frozenset[int], dict[str, bool]]:
    """Appraises one reply.

    Args:
        persona: The simulated user (English, with ``rule_sim`` data).
        reply: The agent's reply (thought already stripped).
        last_user_text: The user's most recent words.
        earlier_replies: The agent's earlier replies in this dialogue.
        difficulty: ``"simple"``, ``"normal"`` or ``"hard"``.
        fired_triggers: Indices of soothing triggers that already paid in this dialogue.

    Returns:
        The appraisal (its ``delta`` is the rounded sum of its hits, within
        :data:`DELTA_RANGE`), the updated set of fired triggers, and flags for the user's
        voice (``need_met``, ``need_missed``, ``confused``, ``manipulated``, ``repeated``,
        ``dismissed``).
    """
    profile = persona_profile(persona)
    need = persona.hidden_need
    features = reply_features(reply)
    gains: list[RuleHit] = []
    losses: list[RuleHit] = []
    flags = dict.fromkeys(("need_met", "need_missed", "confused", "manipulated", "repeated", "dismissed"), False)
    n_words = len(features.words)

    # --- replies that cannot be engaged with at all -------------------------------------------
    if not reply.strip():
        flags["confused"] = True
        return _finish(persona, difficulty, [], [RuleHit("penalty:empty", -6.0, "the reply is empty")], flags, fired_triggers)
    if features.cjk_ratio > 0.3 or (n_words == 0 and features.letter_ratio < 0.5):
        flags["confused"] = True
        hit = RuleHit("penalty:not_understood", -6.0, "the reply is not in English")
        return _finish(persona, difficulty, [], [hit], flags, fired_triggers)
    gibberish = n_words == 0 or features.letter_ratio < 0.6 or (
        n_words >= 2 and features.wordlike_ratio < 0.6 and features.function_ratio < 0.15
    )
    if gibberish:
        flags["confused"] = True
        hit = RuleHit("penalty:gibberish", -7.0, "the reply does not read as language")
        return _finish(persona, difficulty, [], [hit], flags, fired_triggers)

    injections = _distinct_matches(lex.INJECTION_RE, features.text)
    if injections:
        flags["manipulated"] = True
        detail = "the reply talks to the scoring, not to the user: " + ", ".join(repr(x) for x in injections[:3])
        return _finish(persona, difficulty, [], [RuleHit("penalty:scoring_attempt", -9.0, detail)], flags, fired_triggers)

    # --- repetition ----------------------------------------------------------------------------
    gain_scale = 1.0
    best_similarity = max((_similarity(features, reply_features(r)) for r in earlier_replies), default=0.0)
    if best_similarity >= 0.75:
        flags["repeated"] = True
        losses.append(RuleHit("penalty:repeat", -6.0, f"repeats an earlier reply ({best_similarity:.0%} the same words)"))
        gain_scale = 0.0
    elif best_similarity >= 0.5:
        flags["repeated"] = True
        losses.append(RuleHit("penalty:repeat", -2.0, f"much like an earlier reply ({best_similarity:.0%} the same words)"))
        gain_scale = 0.5

    # --- coherence and keyword stuffing ---------------------------------------------------------
    density = _keyword_density(features, profile)
    fw_factor = min(1.0, max(0.0, (features.function_ratio - 0.12) / 0.18))
    density_factor = min(1.0, max(0.0, (0.6 - density) / 0.2))
    coherence = min(fw_factor, density_factor) if n_words >= 4 else 0.6
    if n_words >= 4 and coherence < 0.5:
        losses.append(
            RuleHit("penalty:keyword_stuffing", -5.0, f"words strung together without sense (coherence {coherence:.2f})")
        )
    gain_scale *= coherence

    # --- length ----------------------------------------------------------------------------------
    if n_words > WALL_OF_TEXT_WORDS:
        losses.append(RuleHit("penalty:wall_of_text", -8.0, f"{n_words} words: the user cannot take it in"))
        gain_scale *= LONG_REPLY_WORDS / n_words
    elif n_words > LONG_REPLY_WORDS:
        points = -min(4.0, 1.0 + (n_words - LONG_REPLY_WORDS) / 60)
        losses.append(RuleHit("penalty:long", points, f"{n_words} words is a lot to read"))
        gain_scale *= 0.8

    # --- formulaic replies that try every kind of support at once ---------------------------------
    styles = sorted(kind for kind, pattern in lex.NEED_CUES.items() if pattern.search(features.text))
    if len(styles) >= 4:
        losses.append(RuleHit("penalty:scattershot", -3.0, "tries every kind of support at once: " + ", ".join(styles)))
        gain_scale *= 0.6

    # --- gains -----------------------------------------------------------------------------------
    concern_topics = _concern_hits(features, profile)
    last = reply_features(last_user_text) if last_user_text else None
    echoed = sorted(features.content_stems & last.content_stems) if last else []
    fit, fit_detail = _need_fit(need, features, profile, concern_topics)
    if fit > 0:
        gains.append(RuleHit("need_fit", fit * gain_scale, f"{need}: {fit_detail}"))
    specificity = _saturating(len(concern_topics), 3.0, 1.5) + _saturating(len(echoed), 1.5, 2.0)
    if specificity > 0:
        parts = []
        if concern_topics:
            parts.append("names " + ", ".join(concern_topics[:3]))
        if echoed:
            parts.append("picks up " + ", ".join(echoed[:4]))
        gains.append(RuleHit("specificity", specificity * gain_scale, "; ".join(parts)))
    validations = _distinct_matches(lex.VALIDATION_RE, features.text)
    feelings = sorted({m.group(0) for m in lex.FEELING_RE.finditer(features.text)})
    validation = _saturating(len(validations) + 0.5 * min(2, len(feelings)), 3.0, 1.5)
    if validation > 0:
        detail = ", ".join(repr(v) for v in (validations + feelings)[:4])
        gains.append(RuleHit("validation", validation * gain_scale, detail))

    # --- penalties -------------------------------------------------------------------------------
    dismissive = _distinct_matches(lex.DISMISSIVE_RE, features.text)
    if dismissive:
        flags["dismissed"] = True
        points = -min(9.0, 4.0 + 2.5 * (len(dismissive) - 1))
        losses.append(RuleHit("penalty:dismissive", points, ", ".join(repr(d) for d in dismissive[:4])))
    platitudes = _distinct_matches(lex.PLATITUDE_RE, features.text)
    if platitudes:
        points = -min(6.0, 2.5 * len(platitudes))
        if need == "deep_empathy":
            points -= 1.5  # plain comfort is exactly what they do not want
        losses.append(RuleHit("penalty:platitude", points, ", ".join(repr(p) for p in platitudes[:4])))
    advice = _distinct_matches(lex.ADVICE_RE, features.text)
    if advice and need in LISTENING_NEEDS:
        flags["need_missed"] = True
        points = -min(6.0, 3.0 + 1.5 * (len(advice) - 1))
        losses.append(RuleHit("penalty:unsolicited_advice", points, ", ".join(repr(a) for a in advice[:4])))
    blame = _distinct_matches(lex.BLAME_RE, features.text)
    if blame:
        points = -5.0 if need == "agreement" else -2.5
        losses.append(RuleHit("penalty:blame", points, ", ".join(repr(b) for b in blame[:3])))
    if need == "agreement" and _distinct_matches(lex.BALANCE_RE, features.text) and not _distinct_matches(lex.AGREEMENT_RE, features.text):
        flags["need_missed"] = True
        losses.append(RuleHit("penalty:takes_other_side", -2.0, "weighs the other side instead of agreeing"))
    if features.questions > 3:
        points = -3.0 if persona.disposition == "avoidant" else -2.0
        losses.append(RuleHit("penalty:interrogation", points, f"{features.questions} questions in one reply"))

    # --- persona triggers ------------------------------------------------------------------------
    fired = set(fired_triggers)
    for index, (phrases, delta, reason) in enumerate(profile.triggers):
        if any(contains_phrase(features.stems, p) for p in phrases):
            if delta < 0:
                losses.append(RuleHit("trigger", float(delta), reason))
            elif index not in fired and gain_scale > 0.25:
                fired.add(index)
                gains.append(RuleHit("trigger", float(delta), reason))

    total_gain = sum(h.points for h in gains)
    if fit * gain_scale >= 2.5:
        flags["need_met"] = True
    elif total_gain < 1.0 and not losses:
        losses.append(RuleHit("penalty:nothing_offered", -2.0, "the reply offers the user nothing to hold on to"))
    if not flags["need_met"] and total_gain > 0 and difficulty == "hard":
        flags["need_missed"] = True
        losses.append(RuleHit("penalty:need_not_met", -2.0, "a hard user accepts only replies that meet their need"))
    return _finish(persona, difficulty, gains, losses, flags, frozenset(fired))


def _finish(
    persona: Persona,
    difficulty: str,
    gains: list[RuleHit],
    losses: list[RuleHit],
    flags: dict[str, bool],
    fired: frozenset[int],
) -> tuple[Appraisal, frozenset[int], dict[str, bool]]:
    gain_scale_d, loss_scale_d = DISPOSITION_SCALE[persona.disposition]
    gain_scale_h, loss_scale_h = DIFFICULTY_SCALE[difficulty]
    gain_mult = gain_scale_d * gain_scale_h
    loss_mult = loss_scale_d * loss_scale_h
    hits = [RuleHit(h.name, h.points * gain_mult, h.detail) for h in gains]
    hits += [RuleHit(h.name, h.points * loss_mult, h.detail) for h in losses]
    if difficulty == "simple" and any(h.name == "validation" and h.points >= 0.5 for h in gains):
        hits.append(RuleHit("simple:support_accepted", 1.0, "an easy-going user welcomes any support"))
    raw = sum(h.points for h in hits)
    delta = int(max(DELTA_RANGE[0], min(DELTA_RANGE[1], math.floor(raw + 0.5))))
    explanation = _explain(persona, difficulty, hits, delta, gain_mult, loss_mult)
    return Appraisal(delta=delta, explanation=explanation, hits=tuple(hits)), fired, flags


_HIT_PHRASES = {
    "need_fit": "it gives them what they are really after",
    "specificity": "it engages with their actual situation",
    "validation": "it acknowledges how they feel",
    "trigger": "it touches a sensitive point",
    "penalty:empty": "there is nothing to respond to",
    "penalty:not_understood": "they cannot understand it",
    "penalty:gibberish": "it makes no sense",
    "penalty:scoring_attempt": "it tries to manipulate them instead of talking to them",
    "penalty:repeat": "it repeats what was already said",
    "penalty:keyword_stuffing": "it strings words together without meaning",
    "penalty:wall_of_text": "it is far too long to take in",
    "penalty:long": "it is long-winded",
    "penalty:dismissive": "it dismisses their feelings",
    "penalty:platitude": "it offers empty platitudes",
    "penalty:unsolicited_advice": "it pushes advice when they want to be heard",
    "penalty:blame": "it puts blame on them",
    "penalty:takes_other_side": "it seems to take the other side",
    "penalty:interrogation": "it fires too many questions",
    "penalty:nothing_offered": "it offers nothing to hold on to",
    "penalty:need_not_met": "it misses what they need",
    "penalty:scattershot": "it sounds formulaic, trying every kind of support at once",
    "simple:support_accepted": "they welcome any support",
}


def _explain(
    persona: Persona, difficulty: str, hits: list[RuleHit], delta: int, gain_mult: float, loss_mult: float
) -> str:
    name = persona.name.split()[0]
    good = [_HIT_PHRASES.get(h.name, h.name) for h in hits if h.points > 0]
    bad = [_HIT_PHRASES.get(h.name, h.name) for h in hits if h.points < 0]
    parts = []
    if good:
        parts.append(f"{name} warms to the reply: " + "; ".join(dict.fromkeys(good)) + ".")
    if bad:
        parts.append(f"{name} is put off: " + "; ".join(dict.fromkeys(bad)) + ".")
    if not parts:
        parts.append(f"The reply leaves {name} unmoved.")
    parts.append(
        f"Change {delta:+d} ({persona.disposition} disposition, {difficulty} difficulty: "
        f"gains x{gain_mult:.2f}, losses x{loss_mult:.2f})."
    )
    return " ".join(parts)
