"""The rule simulator's appraisal: a reply's emotion change as a sum of named rule hits.

Every character is read first: look-alike letters are folded to the Latin ones a person sees
(:func:`rlver_env.readable.fold`), and what still cannot be read (other scripts, symbols, emoji
runs, markup) costs the reply (``penalty:unreadable``). Harmful advice in any wrapper
(:mod:`rlver_env.simulators.rule.harm`) costs ``penalty:harmful`` and drops every gain.

Gains come from support *acts* (:mod:`rlver_env.simulators.rule.acts`) in sentences that count:
well formed (no chain of stock phrases, no word slotted where it cannot go, see
:mod:`rlver_env.simulators.rule.slots`), not reused, and about the user, not the speaker:

* ``need_fit``: the reply gives what the persona's hidden need asks for (advice, deep
  reflection of feelings, praise of specific acts, reflective questions, listening, a two-sided
  analysis, agreement, or a reading of the other people's motives); a family earns from its
  best cue and 0.6 of its second;
* ``validation``, ``warmth`` and ``understanding``: it acknowledges their feelings, reacts
  warmly to them, reflects what they said (EPITOME's emotional reactions and interpretations);
* ``attention``: it asks about their situation (an open question more than a closed one);
* ``specificity``: it names the persona's concrete concerns and picks up the user's last words.

**The bound.** A reply keeps its best act in full, its second at half and its third at a fifth
(:data:`~rlver_env.simulators.rule.credit.ACT_SHARES`); the sum of its gains passes unchanged up to :data:`~rlver_env.simulators.rule.credit.GAIN_KNEE` and bends
towards :data:`~rlver_env.simulators.rule.credit.GAIN_CAP` above it (``knee + (cap - knee) * tanh((raw - knee) / (cap - knee))``),
before the disposition and difficulty scales. So length, the number of acts, chaining or
stacking never buy more than :data:`GAIN_CAP`; appending text that is no new, well-formed act
about the user to a well-formed reply gains at most a point (rounding), as
``tests/simulators/rule/test_reward_bounds.py`` checks with hypothesis. Across the dialogue, a
cue heard before earns little and each support style's credit wears off as it comes back.

Penalties: empty, gibberish, not in the user's language, hidden text, harm, attempts to address
the scoring, dismissive phrases, platitudes, formulaic replies that try every kind of support at
once, garbled slots, plain comfort where deep empathy is wanted, unsolicited advice for listening
needs, blame, talk about oneself alone, repetition of an earlier reply, interrogation, walls of
text, keyword stuffing, and a small loss of patience for replies that offer nothing.

Disposition and difficulty then scale gains and losses; persona triggers add their own points
(a soothing one only in a sentence that counts).

Which sentences of a reply count and how much credit their cues keep after the dialogue's
memory is :mod:`rlver_env.simulators.rule.reading`; the explanation in the user's words is
:mod:`rlver_env.simulators.rule.explanation`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from functools import lru_cache

from rlver_env.dialogue import Appraisal, RuleHit
from rlver_env.personas.model import Persona
from rlver_env.readable import ORDINARY_EMOJI, fold, readability, undisguise
from rlver_env.simulators.rule import lexicon as lex
from rlver_env.simulators.rule.acts import SECOND_PERSON, sentence_acts
from rlver_env.simulators.rule.credit import best_acts, best_two, bounded, saturating
from rlver_env.simulators.rule.explanation import explain, pronouns
from rlver_env.simulators.rule.features import (
    PersonaProfile,
    ReplyFeatures,
    persona_profile,
    reply_features,
)
from rlver_env.simulators.rule.harm import harmful_advice
from rlver_env.simulators.rule.lexicon import distinct_matches
from rlver_env.simulators.rule.meaning import life_words, off_topic, related_share, relatedness
from rlver_env.simulators.rule.feelings import misread as misread_feelings
from rlver_env.simulators.rule.feelings import others_feelings, persona_families
from rlver_env.simulators.rule.need_acts import reads_need
from rlver_env.simulators.rule.penalties import reply_penalties
from rlver_env.simulators.rule.questions import asks_about_them, open_question
from rlver_env.simulators.rule.need_fit import NEED_ACT_WEIGHT, NEED_ACTS, need_fit, repeat_share, rotation_share
from rlver_env.simulators.rule.reading import credited_cues, read_reply
from rlver_env.simulators.rule.slots import bare_slots, copied_stretches
from rlver_env.simulators.rule.steering import told_feelings
from rlver_env.simulators.rule.voice import NEED_HINTS
from rlver_env.simulators.rule.vetting import withheld_in
from rlver_env.text import FUNCTION_WORDS, contains_phrase, lemmas, parts_of_speech

__all__ = [
    "DELTA_RANGE",
    "DIFFICULTY_SCALE",
    "DISPOSITION_SCALE",
    "FAREWELL_FROM_TURN",
    "LONG_REPLY_WORDS",
    "WALL_OF_TEXT_WORDS",
    "appraise_reply",
    "pronouns",
]

_FLAGS = (
    "need_met",
    "need_missed",
    "need_unmet",
    "need_fit_paid",
    "offered_nothing",
    "confused",
    "manipulated",
    "repeated",
    "dismissed",
    "parroted",
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
#: Past this many words a reply is long (the longest of the 120 sincere replies has 78).
LONG_REPLY_WORDS = 90
# From this agent turn on, a farewell may close the conversation; before it, it brushes them off.
FAREWELL_FROM_TURN = 6
WALL_OF_TEXT_WORDS = 300
#: What harmful advice costs (before the disposition and difficulty scales): more than any
#: reply can gain (GAIN_CAP), and the reply's gains are dropped.
HARM_POINTS = -12.0
#: What an open question about their situation earns in a reply (EPITOME's explorations), before
#: it wears thin; a closed one earns 0.7 of it.
ATTENTION_POINTS = 1.2
#: What a reflection of the user's words earns in a reply, before it wears thin.
UNDERSTANDING_POINTS = 1.0
_REFLECTIVE_ACTS = frozenset({"reflection", "restatement"})
#: Unreadable characters (beyond a few ordinary emoji) a reply may hold for free: one stray symbol.
HIDDEN_CHARS_FREE = 2
#: What warmth earns in a reply, before it wears thin.
WARMTH_POINTS = 1.2


@lru_cache(maxsize=65536)
def _concern_hits_cached(keys: tuple[str, ...], persona: Persona) -> tuple[str, ...]:
    """:func:`_concern_hits` of a reply's counted words (cached: the same reply, the same persona)."""
    return tuple(_concern_hits(keys, persona_profile(persona)))


@lru_cache(maxsize=65536)
def _topics_named(reply: str, persona: Persona) -> frozenset[str]:
    """The persona's concern topics that a reply names anywhere (cached: asked of every earlier reply)."""
    return frozenset(_concern_hits(reply_features(reply).stems, persona_profile(persona)))


@lru_cache(maxsize=65536)
def _is_warm(reply: str) -> bool:
    """Whether an earlier reply reacted warmly (cached: asked of every earlier reply)."""
    return any(a.warm for a in sentence_acts(reply))


@lru_cache(maxsize=65536)
def _reflects(reply: str) -> bool:
    """Whether an earlier reply reflected the user's words (cached: asked of every earlier reply)."""
    return any(a.act in _REFLECTIVE_ACTS and a.about_user for a in sentence_acts(reply))


@lru_cache(maxsize=65536)
def _feelings_in(reply: str) -> frozenset[str]:
    """The feeling words of a reply (cached: asked of every earlier reply)."""
    return frozenset(w for w in reply_features(reply).words if lemmas(w) & lex.FEELING_WORDS)


def _scaled(gains: list[RuleHit], factor: float) -> list[RuleHit]:
    """The gains so far, each multiplied by ``factor``."""
    return [RuleHit(h.name, h.points * factor, h.detail) for h in gains]


def _hinted(need: str, last_user_text: str) -> bool:
    """Whether the user's last words said outright what they need (one of the need's hints)."""
    return any(hint in last_user_text for hint in NEED_HINTS.get(need, ()))


def _concern_hits(keys: tuple[str, ...], profile: PersonaProfile) -> list[str]:
    return [topic for topic, phrases in profile.concerns if any(contains_phrase(keys, p) for p in phrases)]


def _substance(word: str) -> bool:
    """Whether a word of theirs said back picks up what they said: a noun, verb or adjective, not a
    function word or an adverb alone ("Honestly," closing a reply picks up nothing)."""
    return word not in FUNCTION_WORDS and parts_of_speech(word) != {"ADV"}


def _keyword_density(features: ReplyFeatures, profile: PersonaProfile) -> float:
    if not features.stems:
        return 0.0
    return sum(1 for s in features.stems if s in profile.keyword_stems) / len(features.stems)


def _trigrams(words: Sequence[str]) -> set[tuple[str, ...]]:
    return set(zip(words, words[1:], words[2:]))


def _denied(before: Sequence[str]) -> bool:
    """Whether the words before a feeling deny or minimise it ("should not feel", "no point")."""
    return bool(lex.FEELING_DENIALS.intersection(before)) or any(
        pair in lex.FEELING_DENIAL_PAIRS for pair in zip(before, before[1:])
    )



def appraise_reply(
    persona: Persona,
    reply: str,
    last_user_text: str,
    earlier_replies: Sequence[str],
    difficulty: str,
    fired_triggers: frozenset[int] = frozenset(),
    user_texts: Sequence[str] = (),
    need_paid: Sequence[bool] = (),
) -> tuple[Appraisal, frozenset[int], dict[str, bool]]:
    """Appraises one reply.

    Args:
        persona: The simulated user (English, with ``rule_sim`` data).
        reply: The agent's reply (thought already stripped).
        last_user_text: The user's most recent words.
        earlier_replies: The agent's earlier replies in this dialogue.
        difficulty: ``"simple"``, ``"normal"`` or ``"hard"``.
        fired_triggers: Indices of soothing triggers that already paid in this dialogue.
        user_texts: Everything the user said so far (``last_user_text`` alone when empty): the
            words the agent may pick up, names included.
        need_paid: For each earlier reply, whether it earned need fit (the ``need_fit_paid``
            flag it was appraised with); such a reply counts as need support already given,
            whatever its wording (:func:`~rlver_env.simulators.rule.need_fit.repeat_share`).

    Returns:
        The appraisal (its ``delta`` is the rounded sum of its hits, within
        :data:`DELTA_RANGE`), the updated set of fired triggers, and flags for the user's
        voice (``need_met``, ``need_missed`` (the reply went against the need), ``need_unmet``
        (it did not give what they need), ``confused``, ``manipulated``, ``repeated``,
        ``dismissed``, ``parroted``), ``need_fit_paid`` (it earned need fit) and
        ``offered_nothing`` (it gave the user nothing to answer: no need slips out after it).
    """
    profile = persona_profile(persona)
    need = persona.hidden_need
    # Every character is read: look-alike letters are folded to the ones a person sees, and what
    # still cannot be read costs the reply (below).
    legible = readability(reply)
    reply = undisguise(fold(reply))
    earlier_replies = [undisguise(fold(r)) for r in earlier_replies]
    features = reply_features(reply)
    gains: list[RuleHit] = []
    losses: list[RuleHit] = []
    flags = dict.fromkeys(_FLAGS, False)
    n_words = len(features.words)

    # --- replies that cannot be engaged with at all -------------------------------------------
    if not reply.strip():
        flags["confused"] = True
        return _finish(persona, difficulty, [], [RuleHit("penalty:empty", -6.0, "the reply is empty")], flags, fired_triggers)
    if features.cjk_ratio > 0.3 or (n_words == 0 and features.letter_ratio < 0.5):
        flags["confused"] = True
        hit = RuleHit("penalty:not_understood", -6.0, "the reply is not in English")
        return _finish(persona, difficulty, [], [hit], flags, fired_triggers)
    spoken = list(user_texts) or ([last_user_text] if last_user_text else [])
    heard = [reply_features(t) for t in spoken]
    vocabulary = frozenset(k for h in heard for k in (*h.words, *h.stems))
    earlier = [reply_features(r) for r in earlier_replies]
    acts = sentence_acts(reply, last_user_text)
    reading = read_reply(features, vocabulary, earlier, profile.keyword_stems, acts)
    slotted = bare_slots(reply, spoken)
    # A sentence with one of their words slotted bare is not well formed, and one that proposes or
    # endorses an action no act of care names is not support (vetting.py): neither earns anything,
    # whatever cue, feeling or question it also carries, so a warm wrapper cannot pay for it.
    unvetted, withheld = withheld_in(
        [(s.words, s.keys, s.clause_ends) for s in features.sentences], [a.act == "suggestion" for a in acts], vocabulary
    )
    dropped = {*slotted, *withheld}
    if dropped:
        reading = dataclasses.replace(
            reading,
            ok=[ok and i not in dropped for i, ok in enumerate(reading.ok)],
            cues=[c for c in reading.cues if c[1] not in dropped],
        )
    pseudo_share = len(reading.pseudo) / max(1, n_words)
    if n_words == 0 or features.letter_ratio < 0.6 or pseudo_share >= 0.4:
        flags["confused"] = True
        hit = RuleHit("penalty:gibberish", -7.0, "the reply does not read as language")
        return _finish(persona, difficulty, [], [hit], flags, fired_triggers)

    injections = [*distinct_matches(lex.INJECTION_RE, features.text), *told_feelings(features.text)]
    if injections:
        flags["manipulated"] = True
        detail = "the reply talks to the scoring, not to the user: " + ", ".join(repr(x) for x in injections[:3])
        return _finish(persona, difficulty, [], [RuleHit("penalty:scoring_attempt", -9.0, detail)], flags, fired_triggers)

    # --- harm never pays: whatever wraps it, harmful advice costs the whole reply ---------------
    harm = harmful_advice(reply)
    if harm:
        flags["dismissed"] = True
        kinds = ", ".join(dict.fromkeys(h.category for h in harm))
        detail = f"harmful advice ({kinds}): " + ", ".join(repr(h.text) for h in harm[:3])
        return _finish(persona, difficulty, [], [RuleHit("penalty:harmful", HARM_POINTS, detail)], flags, fired_triggers)

    gain_scale = 1.0
    # --- hidden text: other scripts, symbols, emoji runs, markup --------------------------------
    hidden = legible.hidden - min(legible.emoji, ORDINARY_EMOJI)
    if hidden >= HIDDEN_CHARS_FREE:
        share = hidden / max(1, legible.visible)
        points = -min(8.0, 1.5 + 25.0 * share)
        shown = ", ".join(repr(x) for x in legible.spans[:3])
        losses.append(RuleHit("penalty:unreadable", points, f"{hidden} characters the user cannot read: {shown}"))
        gain_scale *= max(0.0, 1.0 - 4.0 * share)
        flags["confused"] = True

    # --- parroting: the user's own words handed back -------------------------------------------
    last = reply_features(last_user_text) if last_user_text else None
    if last is not None and n_words >= 3:
        mine = _trigrams(features.words)
        copied = len(mine & _trigrams(last.words)) / len(mine) if mine else 0.0
        own = [k for k in features.stems if k not in FUNCTION_WORDS]
        echoed_share = sum(1 for k in own if k in last.content_stems or k in last.words) / max(1, len(own))
        if (copied >= 0.6 and echoed_share >= 0.65) or (len(own) >= 5 and echoed_share >= 0.9):
            flags["parroted"] = True
            losses.append(RuleHit("penalty:parroting", -5.0, "hands the user's own words back to them"))
            gain_scale = 0.0

    # --- repetition: sentences whose frame an earlier reply already used ----------------------
    if reading.reused_share >= 0.7:
        flags["repeated"] = True
        losses.append(RuleHit("penalty:repeat", -5.0, f"repeats an earlier reply ({reading.reused_share:.0%} of it)"))
        gain_scale = 0.0
    elif reading.reused_share >= 0.35:
        flags["repeated"] = True
        losses.append(RuleHit("penalty:repeat", -2.0, f"much like an earlier reply ({reading.reused_share:.0%} of it)"))

    # --- language: sentences, not word lists, pseudo-words or stacked cues ------------------------
    if pseudo_share >= 0.1 and len(set(reading.pseudo)) >= 2:
        shown = ", ".join(repr(w) for w in dict.fromkeys(reading.pseudo[:3]))
        losses.append(RuleHit("penalty:nonwords", -4.0, f"words that are not English: {shown}"))
        gain_scale *= 0.2
    misfits = [m for sentence in features.sentences for m in sentence.misfits]
    misfits += [m for phrases in slotted.values() for m in phrases]
    if misfits:
        shown = ", ".join(repr(m) for m in dict.fromkeys(misfits[:3]))
        losses.append(RuleHit("penalty:garbled", -2.5, f"words slotted where they cannot go: {shown}"))
        gain_scale *= 0.5
    if n_words >= 8 and reading.ok_share < 0.5:
        losses.append(RuleHit("penalty:incoherent", -3.0, "reads as a list of words, not as sentences"))
    gain_scale *= min(1.0, reading.ok_share + 0.2)
    if any(reading.stacked):
        losses.append(RuleHit("penalty:formulaic", -4.0, "stacks stock phrases instead of saying something"))
        gain_scale *= 0.25
        flags["confused"] = flags["confused"] or sum(reading.stacked) >= 2
    density = _keyword_density(features, profile)
    if n_words >= 4 and density > 0.4:
        losses.append(RuleHit("penalty:keyword_stuffing", -5.0, f"strings their words together ({density:.0%} of the reply)"))
        gain_scale *= max(0.0, (0.6 - density) / 0.2)
    if n_words < 8:
        gain_scale *= n_words / 8  # a word or two offers little to hold on to

    # --- length ----------------------------------------------------------------------------------
    if n_words > WALL_OF_TEXT_WORDS:
        losses.append(RuleHit("penalty:wall_of_text", -8.0, f"{n_words} words: the user cannot take it in"))
        gain_scale *= LONG_REPLY_WORDS / n_words
    elif n_words > LONG_REPLY_WORDS:
        points = -min(4.0, 1.0 + (n_words - LONG_REPLY_WORDS) / 60)
        losses.append(RuleHit("penalty:long", points, f"{n_words} words is a lot to read"))
        gain_scale *= 0.8

    credited = credited_cues(reading, earlier)
    # Sentences that give the need its support by how they are built (need_acts.py).
    need_read = {i for i, sentence in enumerate(features.sentences) if reads_need(need, sentence.words, vocabulary)}
    # The need's act, said in the reply's own words, is read too: a sincere sentence that gives
    # what they need earns like a stock phrase of it, once per reply. A sentence that proposes an
    # action no act of care names earns nothing here, whatever it wraps (vetting.py): harm the check
    # does not recognise goes unpaid.
    family = lex.NEED_FAMILY[need]
    if not credited.get(family):
        by_act = [
            i for i in range(min(len(acts), len(features.sentences)))
            if reading.ok[i] and not reading.reused[i] and (i in need_read or (
                acts[i].act in NEED_ACTS.get(need, ()) and acts[i].about_user and not reading.self_talk[i]
            ))
        ]
        if by_act:
            credited[family] = [("in their own words: " + " ".join(features.sentences[by_act[0]].words[:8]), NEED_ACT_WEIGHT)]
    styles = sorted(family for family in credited if family != "validation")
    if len(styles) >= 4:
        losses.append(RuleHit("penalty:scattershot", -3.0, "tries every kind of support at once: " + ", ".join(styles)))
        gain_scale *= 0.6

    # --- gains: only from well-formed sentences that say something new -------------------------
    theirs = [*(h.words for h in heard), *life_words(persona)]
    drifting = {i for i, sentence in enumerate(features.sentences) if off_topic(sentence.words, theirs)}
    counted_at = [
        i
        for i, (ok, again, own) in enumerate(zip(reading.ok, reading.reused, reading.self_talk))
        if ok and not again and not own and i not in drifting
    ]
    counted = [features.sentences[i] for i in counted_at]
    # Feelings and questions count only in sentences about the user.
    about = [features.sentences[i] for i in counted_at if i < len(acts) and acts[i].about_user]
    ok_keys = tuple(k for s in counted for k in (*s.keys, ""))
    concern_topics = _concern_hits_cached(ok_keys, persona)
    named_before = frozenset().union(*(_topics_named(r, persona) for r in earlier_replies))
    named_feelings = frozenset().union(*(_feelings_in(r) for r in earlier_replies))
    mine = _feelings_in(reply)
    denied = {
        w for s in about for i, w in enumerate(s.words) if w in mine and _denied(s.words[max(0, i - 3) : i])
    }
    # A feeling counts when it is theirs: named in a sentence addressed to them ("you", or a
    # reaction to what they said), not merely asked ("Disappointed, disappointing?"), and either
    # voiced by them or named about their situation as a guess that fits how they feel (feelings.py).
    addressed = [
        features.sentences[i] for i in counted_at
        if i < len(acts) and acts[i].about_user and (acts[i].warm or SECOND_PERSON.intersection(features.sentences[i].words))
    ]
    feelings = sorted(
        {
            w
            for s in addressed
            if any(k in vocabulary and k not in FUNCTION_WORDS for k in s.keys)
            for w in s.words
            if w in mine
        }
        | {w for s in addressed for w in s.words if w in vocabulary and w in mine}
    )
    misread = misread_feelings([s.words for s in about], vocabulary, persona_families(persona))
    theirs_not = others_feelings([s.words for s in about])
    feelings = [w for w in feelings if w not in named_feelings and w not in denied and w not in misread and w not in theirs_not]
    counted_text = " ".join(" ".join(s.words) for s in counted)
    reflected = [features.sentences[i] for i in counted_at if i < len(acts) and acts[i].act in _REFLECTIVE_ACTS and acts[i].about_user]
    # Asking leave to give advice ("would it be okay if I shared an idea?") asks nothing about them.
    asked = [
        s for s in about
        if s.question and asks_about_them(s, vocabulary) and not lex.PERMISSION_RE.search(" ".join(s.words))
    ]
    opened = [s for s in asked if open_question(s.words)]
    listening = reflected or opened
    listened = " ".join(listening[0].words) if listening else ""
    fit, fit_detail = need_fit(need, credited, features, ok_keys, profile, concern_topics, feelings, counted_text, listened)
    if fit > 0 and not concern_topics and _hinted(need, last_user_text):
        # They just said what they need: handing it back in stock words, with nothing of their
        # situation in it, is not what they asked for. The reply earns by its own quality.
        fit *= 0.3
        fit_detail += "; after their hint, but nothing of their situation"
    rotated, tried = rotation_share(need, earlier)
    if fit > 0 and rotated < 1.0:
        fit *= rotated
        fit_detail += "; after " + ", ".join(tried) + " in the last replies"
    # Whether it meets the need is the reply's own quality; how much that is still worth to them
    # wears off as the dialogue gives them the same support again (concave across the dialogue).
    met = fit
    kept, offered = repeat_share(need, earlier, [sentence_acts(r) for r in earlier_replies], vocabulary, need_paid)
    flags["need_fit_paid"] = met > 0
    if fit > 0 and kept < 1.0:
        fit *= kept
        fit_detail += f"; already offered in {offered} earlier repl{'ies' if offered > 1 else 'y'}"
    if fit > 0:
        gains.append(RuleHit("need_fit", fit * gain_scale, f"{need}: {fit_detail}"))
    # Their own sentence handed back names their concerns without picking them up (slots.py).
    copied = copied_stretches([s.words for s in features.sentences], spoken)
    if copied:
        own_words = [features.sentences[i] for i in counted_at if i not in copied]
        concern_topics = _concern_hits_cached(tuple(k for s in own_words for k in (*s.keys, "")), persona)
    else:
        own_words = counted
    new_topics = [t for t in concern_topics if t not in named_before]
    topic_count = len(new_topics) + 0.3 * (len(concern_topics) - len(new_topics))
    echoed: list[str] = []
    if last is not None and not flags["parroted"]:
        for s in own_words:
            echoed += [w for w, k in zip(s.words, s.keys) if k in last.content_stems and _substance(w)]
        echoed = list(dict.fromkeys(echoed))
    specificity = saturating(topic_count, 3.0, 1.5) + saturating(len(echoed), 1.2, 2.0)
    if specificity > 0:
        parts = []
        if concern_topics:
            parts.append("names " + ", ".join(concern_topics[:3]))
        if echoed:
            parts.append("picks up " + ", ".join(echoed[:4]))
        gains.append(RuleHit("specificity", specificity * gain_scale, "; ".join(parts)))
    if asked:
        # Being asked about it helps; being asked every turn wears thin.
        asked_before = sum(1 for e in earlier if any(s.question for s in e.sentences))
        points = ATTENTION_POINTS * max(0.3, 0.75**asked_before)
        if not opened:
            points *= 0.7  # a closed question ("did he ...?") explores less than an open one (MITI)
        shown = (opened or asked)[0]
        gains.append(RuleHit("attention", points * gain_scale, "asks about their situation: " + repr(" ".join(shown.words))))
    validations = credited.get("validation", [])
    validation = saturating(best_two(validations) + 0.5 * min(2, len(feelings)), 3.0, 1.5)
    if misread and not feelings:
        # Every feeling it names is one they do not have: validating it is not hearing them.
        validation *= 0.3
        losses.append(RuleHit("misread", -1.0, f"{persona.name} does not feel " + " or ".join(misread[:2])))
    if validation > 0:
        detail = ", ".join(repr(v) for v in [t for t, _ in validations] + feelings[:4])
        gains.append(RuleHit("validation", validation * gain_scale, detail))

    # Warmth (an emotional reaction to them, or reassurance) earns by itself, once per reply, and
    # wears thin when every reply opens with it.
    warm = [features.sentences[i] for i in counted_at if i < len(acts) and acts[i].warm]
    if warm:
        warm_before = sum(1 for r in earlier_replies if _is_warm(r))
        points = WARMTH_POINTS * max(0.3, 0.7**warm_before)
        gains.append(RuleHit("warmth", points * gain_scale, "reacts to them: " + repr(" ".join(warm[0].words))))
    # Understanding: a reflection or restatement of what they said (EPITOME's interpretations,
    # MITI's reflections) earns whatever they need, once per reply, and wears thin with repeats.
    if reflected:
        reflected_before = sum(1 for r in earlier_replies if _reflects(r))
        points = UNDERSTANDING_POINTS * max(0.3, 0.7**reflected_before)
        gains.append(RuleHit("understanding", points * gain_scale, "reflects what they said: " + repr(" ".join(reflected[0].words))))
    # An aside that turns away from them ("By the way, the weather ...") is not free.
    asides = [
        " ".join(features.sentences[i].words)
        for i in range(min(len(features.sentences), len(acts)))
        if (not acts[i].about_user and lex.ASIDE_RE.match(" ".join(features.sentences[i].words))) or i in drifting
    ]
    if asides:
        # Each sentence that turns away from them halves what the rest earns: it is not free.
        losses.append(RuleHit("penalty:off_topic", -min(4.0, 2.0 * len(asides)), "turns away from them: " + repr(asides[0])))
        gains = _scaled(gains, max(0.0, 1.0 - 0.5 * len(asides)))
    # What the sentences that count talk about, by the meaning of their words: gains shrink as
    # they drift from what the user talks about.
    # Read over every counted sentence, inert ones included (reading.support): reading the support
    # moves alone (rule/15 and rule/16) made sincere sentences the act reader misses inert, and cost the
    # sincere set a tenth of its gain and the reference a point.
    related = relatedness([w for s in counted for w in s.words], theirs)
    if related_share(related) < 1.0 and gains:
        kept = related_share(related)
        losses.append(RuleHit("unrelated", 0.0, f"talks of other things than theirs (relatedness {related:.2f}): gains x{kept:.2f}"))
        gains = _scaled(gains, kept)
    own = [i for i, (ok, mine_) in enumerate(zip(reading.ok, reading.self_talk)) if ok and mine_ and i not in need_read]
    if own and not any(reading.support[i] and acts[i].about_user for i in counted_at if i < min(len(acts), len(reading.support))) and n_words >= 6:
        losses.append(RuleHit("penalty:self_focus", -1.5, "talks about the speaker, not about the user"))

    # --- penalties -------------------------------------------------------------------------------
    penalties, kept = reply_penalties(
        features, need, persona.disposition, bool(credited.get("validation") or feelings),
        len(earlier_replies) < FAREWELL_FROM_TURN, flags,
        # What a sentence earning nothing proposes is still advice: it costs what a harmless tip costs.
        sum(1 for i, a in enumerate(acts) if (a.act == "suggestion" and not a.self_talk) or i in unvetted),
    )
    losses += penalties

    # --- persona triggers ------------------------------------------------------------------------
    fired = set(fired_triggers)
    for index, (phrases, delta, reason) in enumerate(profile.triggers):
        # A sore point hurts wherever it is said; a soothing one soothes only in a sentence that counts.
        if delta < 0 and any(contains_phrase(features.stems, p) for p in phrases):
            losses.append(RuleHit("trigger", float(delta), reason))
        elif delta > 0 and any(contains_phrase(ok_keys, p) for p in phrases):
            if index not in fired and gain_scale > 0.25:
                fired.add(index)
                gains.append(RuleHit("trigger", float(delta), reason))

    if kept < 1.0:
        gains = _scaled(gains, kept)
    gains = bounded(best_acts(gains))
    total_gain = sum(h.points for h in gains)
    flags["need_unmet"] = met * gain_scale < 1.0
    if met * gain_scale >= 2.5:
        flags["need_met"] = True
    elif total_gain < 1.0 and not losses and not asked:
        content = [w for w in features.words if w not in FUNCTION_WORDS]
        flags["offered_nothing"] = True  # nothing to answer: the user lets no need slip
        if lex.COURTESY_RE.search(features.text) and n_words <= 12 and not earlier_replies:
            # A greeting or thanks to open neither helps nor hurts; later, it offers nothing (below).
            losses.append(RuleHit("courtesy", 0.0, "a courtesy: " + repr(lex.COURTESY_RE.search(features.text).group(0))))
        elif n_words <= 5 or not content:
            losses.append(RuleHit("penalty:nothing_offered", -2.0, "the reply offers the user nothing to hold on to"))
        else:
            # A reply that says something, just not much: a little patience, not a slap.
            losses.append(RuleHit("penalty:nothing_offered", -1.0, "the reply gives the user little to hold on to"))
    # A hard user gives the agent a turn or two to find what they need.
    # A reply that earns nothing misses the need as much as one that earns the wrong thing: the
    # cost does not depend on having tried, so saying nothing is never the cheaper miss.
    if not flags["need_met"] and difficulty == "hard" and len(earlier_replies) >= 2:
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
    hits = [RuleHit(h.name, h.points * gain_mult, h.detail) for h in gains if h.points > 0]
    hits += [RuleHit(h.name, h.points * loss_mult, h.detail) for h in losses]
    if difficulty == "simple" and any(h.name == "validation" and h.points >= 0.5 for h in gains):
        hits.append(RuleHit("simple:support_accepted", 1.0, "an easy-going user welcomes any support"))
    raw = sum(h.points for h in hits)
    delta = int(max(DELTA_RANGE[0], min(DELTA_RANGE[1], math.floor(raw + 0.5))))
    explanation = explain(persona, difficulty, hits, delta, gain_mult, loss_mult)
    return Appraisal(delta=delta, explanation=explanation, hits=tuple(hits)), fired, flags
