"""What a reply's sentences do for the user: the support act of each sentence, and whose it is.

The acts are the helping skills that emotional-support research names (Hill's helping skills,
as ESConv's strategies; EPITOME's emotional reactions, interpretations and explorations; MITI's
reflections, questions and advice): ``question``, ``restatement``, ``reflection``,
``self_disclosure``, ``affirmation``, ``suggestion``, ``information`` and ``other``. They are
read from each sentence's wording with the rules below, written from those definitions.

Two properties decide whether a sentence's act can earn anything in the appraisal
(:mod:`rlver_env.simulators.rule.scoring`):

* **about the user**: the sentence addresses them ("you", "your", their own words or the
  people of their story) or reacts to what they said ("that sounds exhausting"). A sentence
  about the speaker alone ("I felt so lost when my dad left") is *self talk*: it earns only
  when another sentence of the reply turns it back to the user.
* **coherent**: a sentence reads as language, not as a chain of stock phrases joined by "and"
  ("I hear you and that sounds hard and you could try and what do you think"). A chained
  sentence earns nothing, whatever its cues.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from rlver_env.text import normalise, sentences_of, words_of

__all__ = [
    "ACTS",
    "SECOND_PERSON",
    "SentenceAct",
    "reply_act",
    "sentence_act",
    "sentence_acts",
]

#: The support acts, in the order the reply-level act prefers them.
ACTS: tuple[str, ...] = (
    "question",
    "suggestion",
    "reflection",
    "restatement",
    "self_disclosure",
    "affirmation",
    "information",
    "other",
)

#: Words that address the user.
SECOND_PERSON: frozenset[str] = frozenset(
    "you your yours yourself yourselves you're you've you'd you'll ya u ur".split()
)
_FIRST_PERSON: frozenset[str] = frozenset("i me my mine myself i'm i've i'd i'll we us our ours we're we've".split())
# Leading words that do not change who a sentence is about ("honestly, I ...").
_LEADS: frozenset[str] = frozenset("and but so oh well honestly actually also and yeah yes no ok okay hmm".split())
# Coordinators that chain clauses.
_CHAINERS: frozenset[str] = frozenset({"and", "or", "plus"})

# Reactions to what the user said: warmth about their situation, not self talk.
_REACTION_RE = re.compile(
    r"(?<![\w'])(?:i'm (?:so |really |truly |very )?(?:sorry|glad|happy|proud|here)|i am (?:so |really )?(?:sorry|glad|here)"
    r"|i (?:can |totally |completely )?(?:hear|understand|see|imagine|get|feel for)(?: you| that| how| why| what| it)"
    r"|i can't imagine|i'm with you|i'm listening|that (?:sounds|must|seems)|this (?:sounds|must|seems)"
    r"|it (?:sounds|must|seems)|what a|how (?:awful|hard|painful|frustrating|scary|lonely|sad)"
    r"|(?:oh|ugh|wow|oof)\b)"
)
_WARMTH_RE = re.compile(
    r"(?<![\w'])(?:sorry|glad|proud|here for you|with you|care about|hear you|understand|must be|must have been"
    r"|sounds (?:so |really |incredibly |very )?(?:hard|tough|painful|awful|exhausting|lonely|scary|difficult|frustrating|overwhelming|heavy|rough|upsetting|stressful)"
    r"|makes sense|understandable|natural|normal|okay to|ok to|valid|not alone|not your fault|you matter)(?![\w'])"
)
_SUGGESTION_RE = re.compile(
    r"(?<![\w'])(?:you (?:should|could|might|may want to|can try|need to|have to|must (?!feel|be|have))|try (?:to |and )?"
    r"|why don't you|why not|how about|what if you|have you (?:tried|thought about|considered)|maybe (?:you|try|start|talk|ask|write|call)"
    r"|perhaps (?:you|try)|i (?:would |'d )?(?:suggest|recommend|advise)|i'd (?:suggest|recommend|advise)|my advice|it (?:might|could|would|may) help"
    r"|consider|one (?:option|idea|thing you could)|a good idea|it'?s worth|make sure|don't forget|let's|do you want to try)"
)
_REFLECTION_RE = re.compile(
    r"(?<![\w'])(?:(?:it )?sounds like you|you(?:'re| are) feeling|you feel|you felt|you must (?:feel|be|have)|you seem"
    r"|you(?:'re| are) (?:so |really |very |quite )?(?:hurt|angry|upset|sad|scared|afraid|anxious|worried|stressed|frustrated"
    r"|lonely|overwhelmed|exhausted|tired|confused|lost|stuck|heartbroken|depressed|nervous|ashamed|guilty|disappointed)"
    r"|that (?:must|sounds|seems) (?:be |have been |feel )?(?:so |really |very |incredibly )?[a-z]+|i can (?:hear|tell|see) (?:that|how)"
    r"|feeling (?:like|so|very|really)|part of you)"
)
_RESTATEMENT_RE = re.compile(
    r"(?<![\w'])(?:so (?:you|your|it sounds|what i'?m hearing)|if i understand|what i(?:'m| am) hearing|in other words|you(?:'re| are) saying"
    r"|you said|you mentioned|it sounds like|sounds like|so basically|you(?:'ve| have) been|you(?:'re| are) (?:dealing|going through|having|trying|worried|thinking))"
)
_AFFIRMATION_RE = re.compile(
    r"(?<![\w'])(?:you(?:'re| are| were) (?:not alone|doing|strong|brave|right|capable|allowed)|you can (?:do|get|handle|make|overcome)"
    r"|you(?:'ll| will) (?:be|get|find|make)|it(?:'s| is) (?:okay|ok|normal|natural|understandable|fine|valid|not your fault)"
    r"|(?:that's|that is) (?:great|good|wonderful|amazing|brave|understandable)|good (?:for you|job|luck)|well done|proud of you"
    r"|i (?:believe|know) (?:in )?you|i'm sure|i am sure|don't be (?:so )?hard on yourself|you deserve|keep (?:it up|going)"
    r"|hang in there|things will|it will get|you've got this|you matter|take care of yourself)"
)
_INFORMATION_RE = re.compile(
    r"(?<![\w'])(?:many people|a lot of people|most people|it is common|it's common|research|studies|study shows|statistics"
    r"|there are (?:many|some|lots of)|resources|hotline|website|online|according to|for example|usually|typically|often"
    r"|it is (?:known|important|possible)|it's (?:important|possible)|there is (?:a|an|help))"
)
_SELF_RE = re.compile(
    r"(?<![\w'])(?:i (?:was|had|have had|have been|went|lost|felt|used to|remember|also|too|once|got|did|know what it'?s like)"
    r"|i've (?:been|had|felt|gone|also|lost)|when i|my (?:own|mom|dad|mother|father|wife|husband|son|daughter|friend|sister|brother|family|boss|job|ex|partner|experience)"
    r"|me too|same here|i'm (?:also|going through|in the same)|i am (?:also|going through)|happened to me)"
)
_GREETING_RE = re.compile(
    r"(?<![\w'])(?:hi|hello|hey|good (?:morning|evening|afternoon|night)|thank(?:s| you)|you're welcome|bye|goodbye|take care|nice to)(?![\w'])"
)


@dataclasses.dataclass(frozen=True)
class SentenceAct:
    """One sentence's support act and whose it is.

    Attributes:
        act: One of :data:`ACTS`.
        about_user: Whether the sentence addresses the user or reacts to what they said.
        self_talk: Whether it is about the speaker alone.
        chained: Whether it chains clauses with "and"/"or" past what a sentence holds (three or
            more coordinators with two or more support acts, or five or more coordinators).
        warm: Whether it carries an emotional reaction to the user or reassurance (EPITOME's
            emotional reactions: sympathy, concern, encouragement; "oof, that's rough").
    """

    act: str
    about_user: bool
    self_talk: bool
    chained: bool
    warm: bool


def _opening_words(words: list[str]) -> list[str]:
    i = 0
    while i < len(words) and words[i] in _LEADS:
        i += 1
    return words[i:]


@lru_cache(maxsize=65536)
def sentence_act(sentence: str, context: str = "") -> SentenceAct:
    """Reads one sentence's act.

    Args:
        sentence: One raw sentence of a reply.
        context: What the user said before it (their words make a sentence about them).

    Returns:
        The sentence's :class:`SentenceAct`.
    """
    text = normalise(sentence)
    words = words_of(text)
    theirs = frozenset(w for w in words_of(normalise(context)) if len(w) >= 4)
    second = bool(SECOND_PERSON.intersection(words))
    first = bool(_FIRST_PERSON.intersection(words))
    reacts = bool(_REACTION_RE.search(text))
    opening = _opening_words(words)
    self_subject = bool(opening) and opening[0] in _FIRST_PERSON and not reacts
    picks_up = bool(theirs.intersection(words))
    self_talk = first and not second and not reacts and (self_subject or bool(_SELF_RE.search(text)))
    question = sentence.rstrip().endswith("?")
    # A question put to the user is about them unless it asks about the speaker ("Do I ...?").
    about_user = (second or reacts or picks_up or (question and not self_subject)) and not self_talk
    kinds = sum(
        bool(p.search(text)) for p in (_SUGGESTION_RE, _REFLECTION_RE, _AFFIRMATION_RE, _WARMTH_RE, _RESTATEMENT_RE)
    ) + text.rstrip().endswith("?")
    coordinators = sum(1 for w in words if w in _CHAINERS)
    chained = (coordinators >= 3 and kinds >= 2) or coordinators >= 5
    warm = (bool(_WARMTH_RE.search(text)) or reacts) and not self_talk
    if question and not _SUGGESTION_RE.match(text):
        act = "question"
    elif _SUGGESTION_RE.search(text) and second or (opening and opening[0] in _IMPERATIVES):
        act = "suggestion"
    elif question:
        act = "suggestion"
    elif self_talk or (_SELF_RE.search(text) and not second):
        act = "self_disclosure"
    elif _REFLECTION_RE.search(text):
        act = "reflection"
    elif _RESTATEMENT_RE.search(text):
        act = "restatement"
    elif _AFFIRMATION_RE.search(text) or warm:
        act = "affirmation"
    elif _INFORMATION_RE.search(text):
        act = "information"
    elif _GREETING_RE.search(text) or len(words) <= 3:
        act = "other"
    elif second and picks_up:
        act = "restatement"
    else:
        act = "information" if not first else "other"
    return SentenceAct(act=act, about_user=about_user, self_talk=self_talk, chained=chained, warm=warm)


# Verbs that open an imperative suggestion ("Write down ...", "Talk to ...").
_IMPERATIVES: frozenset[str] = frozenset(
    """
    write call phone ring ask book send email text draft list plan schedule bring check apply contact
    visit look find pick put start try make note arrange request register sign save share buy jot
    prepare rehearse reach message talk tell go take give let keep stop focus remember think breathe
    get spend set join see consider speak seek
    """.split()
)


def sentence_acts(reply: str, context: str = "") -> tuple[SentenceAct, ...]:
    """The act of every sentence of a reply, in order."""
    return tuple(sentence_act(s, context) for s in sentences_of(reply[:4000]))


def reply_act(reply: str, context: str = "") -> str:
    """The reply's main support act: its sentences' acts, the first of :data:`ACTS` that occurs.

    Args:
        reply: The supporter's reply.
        context: What the user said before it.

    Returns:
        One of :data:`ACTS` (``"other"`` for an empty reply).
    """
    found = {a.act for a in sentence_acts(reply, context)}
    return next((act for act in ACTS if act in found), "other")
