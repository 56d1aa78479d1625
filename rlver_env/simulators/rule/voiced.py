"""Whose words a hard sentence voices: the user's own fear, someone's report, or the speaker's verdict.

Support reflects pain in the words that hurt: "you worry that nobody will ever love you", "you said
your sister never loved you", "when he told you that everyone is better off without you, that was
cruel". The contempt constructions of :mod:`rlver_env.simulators.rule.hostility` find "nobody
will ever love you" or "better off without you" in them, but the speaker asserts none of it: the
words are the complement of a frame that gives them to the user's mind ("you feel like", "part of
you believes", "the voice telling you") or to someone else's speech ("your mum called you",
"he told you that"). MITI counts such a sentence as a reflection; its content is the client's.

:func:`framed_spans` finds those complements (from the frame to the end of its clause), and the
hostility reader reads a sentence again with them blanked out: a construction found only inside
them is voiced, not said. Unless it is *endorsed*: agreed with in the rest of the sentence ("...,
and they're right", "because you are") or by the next sentence ("They are.", "That's true.",
"Fair enough."), when the speaker makes the verdict their own (:func:`endorsed_after`,
:func:`endorses`). A frame of the speaker's own mind ("I think", "I feel like") gives nothing away,
and neither does one that opens a clause after the construction ("You're pathetic, you know
that") or a "think" of a third party ("everyone thinks you're selfish" asserts their opinion), nor
one whose complement is only a telling counted ("you've told me this a few times now"), nor "might
mean" (the speaker's inference, "it might mean the common thread is you"), nor "feeling sorry for
yourself" (self-pity ascribed to them, not a thought of theirs: round 25), nor "feel better if"
(the speaker's prediction on a condition, round 26), and "I'd hate to think" is the speaker's own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["endorsed_after", "endorses", "framed_spans", "reported_or_refused", "without_spans"]

# What the user's mind does with a thought: feels it, fears it, keeps telling themself it.
_MIND = (
    r"(?:feel|feels|felt|feeling|think|thinking|thought|believe|believing|believed|worry|worried|worrying"
    r"|fear|feared|fearing|afraid|scared|terrified|frightened|wonder|wondering|wondered|suspect|convinced"
    r"|tell yourself|telling yourself|told yourself|say|said|saying|mention|mentioned|told me|tell me"
    r"|describe|described|describing|call yourself|called yourself|calling yourself|see yourself as"
    r"|saw yourself as|imagine|imagining|picture|picturing|hear|heard|hearing|sense|sensed|worry about)"
)
# The same in the third person, for a part of them ("part of you believes").
_MIND_3RD = (
    r"(?:feels|believes|thinks|worries|fears|says|wonders|is afraid|is scared|is convinced|keeps saying"
    r"|keeps telling you|tells you|whispers)"
)
# What someone else did with words: an event told, not an opinion asserted ("thinks" is left out).
_SPEECH = (
    r"(?:said|says|saying|told you|tells you|telling you|tell you|called you|calls you|calling you"
    r"|call you|made you feel|make you feel|makes you feel|making you feel|accused you of|implied"
    r"|suggested|wrote|texted|yelled|shouted|insisted|claimed|keeps saying|kept saying|keeps telling you"
    r"|kept telling you|treated you like|treats you like|treat you like|acted like|acts like|act like"
    r"|looked at you like|looks at you like|made it sound like|makes it sound like)"
)
_SOFTENERS = (
    r"(?:been|come to|came to|started to|start to|begun to|begin to|always|sometimes|often|still|really"
    r"|kind of|sort of|just|now|also|seem to|seemed to|keep|kept|can't help but|so|very|a bit|quite|being"
    r"|even|ever|probably|maybe|might|may|must|could|do|did|don't)"
)
# Words between someone and what they said ("your mum *once* told you").
_THEN = (
    r"(?:just|always|once|even|really|actually|literally|never|has|have|had|also|then|basically|apparently"
    r"|supposedly|probably|kind of|sort of|would|used to|keeps|kept|still)"
)
FRAME = re.compile(
    rf"\b(?:you(?:'ve|'re|'d| have| are| were| had| would)?(?: {_SOFTENERS}){{0,3}} {_MIND}"
    rf"|(?:some |a |the )?part of you(?: that)?(?: \w+)? {_MIND_3RD}"
    r"|(?P<impersonal>(?:to|of|about|with|from|and|keep|kept) (?:feel|feeling|believe|believing|believed|fear"
    r"|fearing|worry|worrying|wondering) (?:like|that|as if|as though))|^feeling (?:like|that|as if|as though)"
    r"|(?:the|that|this|a) (?:voice|thought|fear|worry|belief|story|feeling|idea|sense|message|lie|words?)"
    r"(?: in your head| inside you| of yours)?(?: that)? (?:tells you|telling you|says|saying|that|of|you hear)"
    r"|\b(?:he|she|they|someone|somebody|people|everyone|everybody|others|your \w+|(?:my|his|her|their|the|a) \w+)"
    rf"(?: {_THEN}){{0,2}} {_SPEECH}"
    # What is said about them: "the story back home is that you're the wicked one".
    r"|\b(?:the|their|his|her|that) (?:story|version|narrative|rumou?r|gossip|word|impression|message|line)(?: \w+){0,3} (?:is|was|goes) that)"
    r"(?: like| that| as if| as though)?\b"
)
#: The rest of the sentence agreeing with what was voiced ("..., and they're right", "because you are").
ENDORSED = re.compile(
    r"\b(?:(?:he|she|they|you|it|that|which|this)(?:'re|'s| are| is| was| were)(?: (?!not\b|never\b|hardly\b)\w+)?"
    r" (?:right|correct|true|accurate|fair|spot on|not wrong|on to something|onto something)"
    r"|(?:because|since|as|and|cause) (?:you|it|they|he|she)(?:'re| are| is| were| was| do| does| did| don't| doesn't| didn't| won't)"
    r"(?: (?:one|that|too|indeed|really|honestly))?$"
    r"|(?:and|because) you(?:'re| are) (?:one|that)\b|(?:with|for) (?:good |a )?reason\b|\brightly(?: so)?\b"
    r"|\bi (?:agree|think so too|can see why|don't blame|can't blame|cannot blame)\b"
    r"|\b(?:has|have|had|make|makes|made) a (?:fair |good |real )?point\b|\b(?:hard|can't|cannot) (?:to )?argue\b"
    r"|\b(?:it|that) shows\b|\bno wonder\b|\bnot (?:that )?(?:wrong|far off|far from the truth)\b)"
)
#: A sentence that agrees with the one before it, said on its own ("They are.", "That's true, sadly.").
ENDORSING = re.compile(
    r"^(?:(?:and|but|honestly|frankly|sadly|well|i mean|to be honest|to be fair|yeah|yes|and yeah|tbh|maybe)\s)*"
    r"(?:(?:he|she|they|you|it|that|which)(?:'re|'s| are| is| was| were| do| does| did| have| has)"
    r"(?: (?!not\b|never\b|hardly\b)\w+)?(?: (?:right|correct|true|accurate|fair|spot on|a point|one|that))?"
    r"|you(?:'re| are) (?:one|that)|i agree(?: with (?:him|her|them|that))?|i (?:don't|can't|cannot) blame (?:him|her|them)"
    r"|(?:he|she|they) (?:has|have|had|makes?|made) a (?:fair |good )?point|(?:can't|cannot|hard to) argue with (?:that|them|him|her|it)"
    r"|(?:nobody|no one|everyone|everybody|they) (?:does|do|did|will|would|is|are|cares|could)(?: \w+)?"
    r"|fair enough|true|accurate|spot on|same|not wrong|correct|exactly|facts|fair point|yeah|yes)"
    r"(?: (?:honestly|though|really|sadly|frankly|to be honest|to be fair|tbh|too|again|as well))*$"
)
#: An endorsing sentence is short: a longer one says something of its own.
ENDORSING_WORDS = 8
#: Words that end a voiced complement before its clause does: a new clause of the speaker's begins.
_COMPLEMENT_ENDS = frozenset("but and so because though although yet which cause plus since whereas while".split())
#: Words before an agreement that doubt or deny it.
_DOUBT = frozenset("not never no unsure doubt doubtful hardly nor nothing".split())
#: A speaker in the clause before an impersonal frame makes it theirs ("I'm starting to believe ...").
_SPEAKER = frozenset("i i'm i've i'd i'll we we're we've me my".split())


def framed_spans(words: Sequence[str], clause_ends: Sequence[int]) -> list[tuple[int, int]]:
    """The word spans that a frame gives to the user's mind or to someone else's speech.

    Each span runs from the word after a frame to the end of the frame's clause.

    Args:
        words: The sentence's words (lower-cased, as :func:`rlver_env.text.words_of` gives them).
        clause_ends: Where each clause ends, as indices into ``words``.

    Returns:
        ``(start, end)`` word indices, in order, not overlapping.
    """
    spans: list[tuple[int, int]] = []
    start = 0
    for end in clause_ends or (len(words),):
        clause = " ".join(words[start:end])
        for m in FRAME.finditer(clause):
            if m.group("impersonal") and _SPEAKER.intersection(clause[: m.start()].split()):
                continue
            first = start + len(clause[: m.end()].split())
            last = next((i for i in range(first, end) if words[i] in _COMPLEMENT_ENDS), end)
            if first < last and not _object_only(words[first:last]) and not _self_pity(words[first:last]) and not _prediction(words[first:last]):
                spans.append((first, last))
            break  # the first frame of a clause governs the rest of it
        start = end
    return spans


#: Round 25: words after "this" or "that" that make it the object of a telling, not a clause told
#: ("you've told me *this a few times now*"): how often or when, which voices nobody's words.
_OBJECT_TAIL = frozenset(
    "a a few several many so twice once again already before now earlier yesterday every each more too "
    "over two three four five loads lots plenty dozens hundreds".split()
)


def _object_only(span: Sequence[str]) -> bool:
    """Whether a frame's complement is only a pronoun object and how often or when ("this a few
    times now", "that before", "the same thing five times"): a telling counted, not words voiced."""
    if list(span[:2]) == ["the", "same"] and len(span) > 2 and span[2] in ("thing", "things", "story", "stuff"):
        span = ["it", *span[3:]]  # "you've said the same thing five times"
    return span[0] in ("this", "that", "it") and (len(span) == 1 or span[1] in _OBJECT_TAIL) and "you" not in span[1:]


#: Round 25: degree words between "feeling" and "sorry for yourself" ("you're feeling *a bit* sorry ...").
_PITY_DEGREE = frozenset("so very really a bit little kind sort of quite rather just".split())


def _self_pity(span: Sequence[str]) -> bool:
    """Whether a frame's complement is self-pity ascribed ("it sounds like you're feeling *sorry
    for yourself again*"): "feel sorry for yourself" is no thought of theirs told but the speaker's
    verdict on them, so it is not voiced (round 25)."""
    rest = [w for w in span[:6] if w not in _PITY_DEGREE]
    return rest[:3] == ["sorry", "for", "yourself"]


#: Round 26: how someone would feel, then the condition for it ("you'd feel *better if* you listened
#: to me"): the speaker's prediction, not a thought of theirs told.
_PREDICTED = frozenset("better worse happier calmer safer lighter".split())
_CONDITIONS = frozenset("if when once after".split())


def _prediction(span: Sequence[str]) -> bool:
    """Whether a frame's complement is a feeling predicted on a condition ("you'd feel better if
    you listened to me instead of them"): the condition is the speaker's, so it is not voiced."""
    return len(span) > 1 and span[0] in _PREDICTED and span[1] in _CONDITIONS


def without_spans(words: Sequence[str], spans: Sequence[tuple[int, int]]) -> list[str]:
    """``words`` with each span replaced by one neutral word (``"that"``)."""
    kept: list[str] = []
    cursor = 0
    for start, end in spans:
        kept += [*words[cursor:start], "that"]
        cursor = end
    return kept + list(words[cursor:])


def endorsed_after(words: Sequence[str], spans: Sequence[tuple[int, int]]) -> bool:
    """Whether the sentence agrees, after its last voiced span, with what was voiced."""
    if not spans:
        return False
    rest = " ".join(words[spans[-1][1] :])
    for m in ENDORSED.finditer(rest):
        before = rest[: m.start()].split()
        if not any(w in _DOUBT or w.endswith("n't") for w in before):  # "but I'm not sure that's fair"
            return True
    return False


def endorses(words: Sequence[str]) -> bool:
    """Whether a short sentence agrees with the one before it ("They are.", "That's true.")."""
    return 0 < len(words) <= ENDORSING_WORDS and bool(ENDORSING.match(" ".join(words)))


# --- the word-level reading, for constructions read without their clauses -------------------------
#: Verbs that report someone's words or thoughts: "he called you a failure", "you said you're a
#: burden" tell what was said, not what the speaker says of them.
_REPORTING = frozenset(
    "said say says saying told tell tells telling called call calls calling think thinks thought "
    "believe believes claimed claims wrote write writes texted accused accusing implied meant mean "
    "labelled labeled branded insisted suggested feel feels felt feeling story version narrative rumour rumor "
    "sneer sneered sneering scoffed scoffing snapped snapping mocked mocking quipped joked".split()
)
#: Words before a dismissive phrase that refuse it or tell it as someone else's ("I'm not going to
#: tell you to get over it", "whoever told you you're overreacting was wrong").
_REFUSING = frozenset("not never won't refuse refusing disagree nobody shouldn't isn't aren't wasn't didn't don't".split())


def reported_or_refused(before: Sequence[str]) -> bool:
    """Whether the words before a phrase in its sentence tell it as someone's words or refuse it.

    A reporting word whose subject is the speaker ("I think", "I'd say", "honestly I feel")
    gives the phrase to nobody else: it is the speaker's own.
    """
    return _reported(before) or bool(_REFUSING.intersection(before)) or "whoever" in before


#: The speaker as a reporting word's subject, with the words that may stand between ("I *really* think").
_REPORTER_SPEAKER = frozenset("i we i'd we'd i'll i'm".split())
#: Words before "mean" that make it the speaker's inference, not what someone meant.
_INFERRING = frozenset("might may could must would probably surely this that it which".split())
_BETWEEN = frozenset("really just honestly actually genuinely do did would kind sort of also still".split())
#: Round 26: the speaker's stance before "to" and a reporting word ("I'd *hate to* think", "I'd
#: *like to* think", "I *want to* say"): the thought or the words are still the speaker's.
_STANCE = frozenset("hate like love want need have dare".split())


def _reported(before: Sequence[str]) -> bool:
    """Whether a reporting word before a phrase tells it as someone else's (not "I think")."""
    for j, word in enumerate(before):
        if word in _REPORTING:
            k = j - 1
            while k >= 0 and before[k] in _BETWEEN:
                k -= 1
            if k >= 1 and before[k] == "to" and before[k - 1] in _STANCE:
                k -= 2  # round 26: "I'd *hate to* think you'd ignore me ..." is the speaker's own
                while k >= 0 and before[k] in _BETWEEN:
                    k -= 1
            if j == 0:
                continue  # an imperative ("Think how ...", "Tell them ..."): nobody's words told
            if word in ("mean", "means") and before[j - 1] in _INFERRING:
                continue  # round 25: "it might mean the common thread is you" infers, nobody is told
            if k < 0 or before[k] not in _REPORTER_SPEAKER:
                return True
    return False
