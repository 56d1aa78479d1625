"""English personas built from ESConv chats, for replaying them through a simulator.

An ESConv chat (see :mod:`rlver_env.calibration.esconv`) tells who the seeker is only through its
``situation``, ``emotion_type``, ``problem_type`` and the seeker's own words. :func:`esconv_persona`
turns these into a persona that passes the persona JSON Schema and the rule simulator's checks:

=====================  ==============================================================
persona field          from
=====================  ==============================================================
``id``                 ``"esconv-<file stem>-<index>"``
``background``         ``situation`` (else a sentence from the problem and emotion)
``domain``             ``problem_type``, when it names a life domain (job -> work, ...)
``traits``             the adjective of ``emotion_type`` (``anxiety`` -> ``anxious``)
``hidden_need``        inferred from the seeker's words (:func:`infer_need`), or forced
``first_utterance``    the seeker's opening turn(s)
``rule_sim.concerns``  content words of the situation, the problem, the emotion, the
                       people the seeker mentions and the seeker's most frequent words
``rule_sim.story_beats`` the seeker's later turns, in order
``voice``              generic lines (a replay discards the simulator's words)
``people``             empty: ESConv chats rarely name anyone
=====================  ==============================================================

The hidden need is read from the seeker's words only, never from the supporter's ``strategy``
labels (that would leak the supporter's own annotation into the judge): a seeker who asks for
advice, suggestions, tips or what to do wants ``practical_advice``; any other seeker wants
``deep_empathy``, the need of emotional support, which ESConv's seekers came for.

Every persona is ``passive`` at ``normal`` difficulty. ``passive`` ("low in energy, answers
briefly, hard to draw out") describes ESConv's seekers, crowd workers who type short messages
and open up when asked; it is also the disposition whose scaling of gains and losses is closest
to neutral in the rule simulator, so the judge's verdicts are not tilted by a temperament the
data never recorded. ``normal`` difficulty weighs advice and comfort without extra harshness.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from rlver_env.calibration.esconv import ESConvChat
from rlver_env.personas.model import Persona
from rlver_env.personas.needs import HIDDEN_NEED_DESCRIPTIONS, HIDDEN_NEEDS
from rlver_env.text import STOP_WORDS

DISPOSITION = "passive"
DIFFICULTY = "normal"

#: ESConv's emotion types and the trait adjective of each.
EMOTION_ADJECTIVES: dict[str, str] = {
    "anger": "angry",
    "anxiety": "anxious",
    "depression": "depressed",
    "disgust": "disgusted",
    "fear": "afraid",
    "guilt": "guilty",
    "jealousy": "jealous",
    "nervousness": "nervous",
    "pain": "hurting",
    "sadness": "sad",
    "shame": "ashamed",
}

#: Words of ESConv's problem types, tried in order, and the persona domain they mean.
PROBLEM_DOMAINS: tuple[tuple[str, str], ...] = (
    ("breakup", "romance"),
    ("partner", "romance"),
    ("job", "work"),
    ("work", "work"),
    ("friend", "friendship"),
    ("academic", "study"),
    ("school", "study"),
    ("children", "parenting"),
    ("parent", "family"),
    ("depression", "health"),
    ("alcohol", "health"),
    ("sleep", "health"),
)

#: A request for advice: asking for suggestions, tips or ideas, or what to do.
ADVICE_REQUEST = re.compile(
    r"\b(?:any|some|your|need|want|looking for|give me|offer(?: me)?)\s+(?:\w+\s+)?"
    r"(?:advice|suggestions?|tips|ideas|recommendations?)\b"
    r"|\b(?:can|could|would|will) you (?:\w+ )?(?:suggest|recommend|advise)\b"
    r"|\bwhat (?:should|can|could|do|would|shall) i (?:do|try)\b"
    r"|\bwhat would you do\b"
    r"|\bhow (?:can|do|should|could) i\b"
    r"|\bwhat do you (?:suggest|recommend|advise)\b"
    r"|\bshould i\b",
    re.IGNORECASE,
)
#: Thanks for advice already given is not a request for more.
_THANKS = re.compile(r"\b(?:thanks?|thank you|appreciate)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?]+[.!?]*")

#: Words that name the people in a seeker's story.
RELATION_WORDS: frozenset[str] = frozenset(
    """boyfriend girlfriend husband wife partner fiance fiancee spouse ex mom mum mother dad
    father parents brother sister sibling siblings son daughter kids children child family
    friend friends roommate boss manager supervisor coworker coworkers colleague colleagues
    teacher professor classmates neighbor neighbour grandmother grandfather grandma
    grandpa""".split()  # noqa: SIM905 - a word list reads as text
)

# The seeker's content words leave out the shared stop words (:data:`rlver_env.text.STOP_WORDS`)
# and the chat's greetings, fillers and words of time, and keep a few the shared list stops
# (the personas of the calibration reports were built with exactly this set).
_READ_AS_CONTENT: frozenset[str] = frozenset(
    """apparently bit cool everyone guess honestly made mean needed perhaps saw shall sound sounds
    told tomorrow tonight two yesterday""".split()  # noqa: SIM905 - a word list reads as text
)
_CHAT_WORDS: frozenset[str] = frozenset(
    """able almost already although another anymore around away back bad better bye cannot day
    days definitely done either else enough every feeling feels gets getting give goes gone good
    hard hello help hers herself hey hi himself hope however itself keep last lately least less
    let little lol lots needs new next nice often others ours ourselves past pretty put quite
    rather recently says since sometimes soon sorry take thank thanks theirs themselves though
    time try trying um until upon wants week weeks whatever whether while without worse year
    years yourselves""".split()  # noqa: SIM905 - a word list reads as text
)
_STOPWORDS: frozenset[str] = (STOP_WORDS - _READ_AS_CONTENT) | _CHAT_WORDS
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_MAX_KEYWORDS = 8

GENERIC_VOICE: dict[str, Any] = {
    "high": ["Thanks, that actually helps.", "Yeah, I think I can do that."],
    "medium": ["Maybe.", "I guess so."],
    "low": ["I don't know.", "Hm.", "Okay."],
    "need_met": ["That's what I needed to hear."],
    "need_missed": ["I'm not sure that's what I meant."],
    "goodbye_success": "Thank you, I feel better now. Bye.",
    "goodbye_failure": "Okay. I think I'll go now. Bye.",
}


def infer_need(chat: ESConvChat) -> str:
    """``"practical_advice"`` if the seeker asks for advice, else ``"deep_empathy"``.

    A sentence of the seeker's that matches :data:`ADVICE_REQUEST` and does not thank the
    supporter counts as a request for advice.
    """
    for sentence in _SENTENCE.findall(chat.seeker_text):
        if ADVICE_REQUEST.search(sentence) and not _THANKS.search(sentence):
            return "practical_advice"
    return "deep_empathy"


def content_words(text: str) -> list[str]:
    """The words of ``text`` that carry content (no function words or fillers), in order."""
    words = _WORD.findall(text.lower().replace("\u2019", "'"))
    # Contractions ("don't", "i'm") are function words.
    return [w for w in words if len(w) >= 3 and "'" not in w and w not in _STOPWORDS]


def _unique(words: list[str], used: set[str], limit: int = _MAX_KEYWORDS) -> list[str]:
    """The first ``limit`` words not in ``used`` (and not twice); marks them used."""
    kept = []
    for word in words:
        if word not in used:
            used.add(word)
            kept.append(word)
            if len(kept) == limit:
                break
    return kept


def _concerns(chat: ESConvChat, adjective: str) -> list[dict[str, Any]]:
    used: set[str] = set()
    seeker = content_words(chat.seeker_text)
    everything = content_words(chat.situation) + seeker
    frequent = [w for w, _ in Counter(seeker).most_common() if w not in RELATION_WORDS]
    candidates = (
        (chat.problem_type, content_words(chat.problem_type)),
        (f"feeling {adjective}", content_words(f"{chat.emotion_type} {adjective}")),
        ("the people involved", [w for w in everything if w in RELATION_WORDS]),
        ("their situation", [w for w in content_words(chat.situation) if w not in RELATION_WORDS]),
        ("what they keep coming back to", frequent),
    )
    concerns = []
    for topic, words in candidates:
        keywords = _unique(words, used)
        if keywords:
            concerns.append({"topic": topic, "keywords": keywords})
    if not concerns:  # an emotion and a problem made only of stop words
        concerns.append({"topic": chat.problem_type, "keywords": [chat.problem_type.lower()]})
    return concerns


def _domain(problem_type: str) -> str | None:
    lowered = problem_type.lower()
    return next((domain for word, domain in PROBLEM_DOMAINS if word in lowered), None)


def _persona_id(chat: ESConvChat) -> str:
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "-", chat.key.split("[", 1)[0]).strip("-.") or "file"
    return f"esconv-{stem}-{chat.index}"[:128]


def esconv_persona(chat: ESConvChat, need: str | None = None) -> Persona:
    """The English persona of an ESConv chat's seeker.

    Args:
        chat: The chat.
        need: A hidden-need kind to use instead of the inferred one.

    Raises:
        ValueError: For a ``need`` that is not one of :data:`rlver_env.personas.needs.HIDDEN_NEEDS`.
        PersonaValidationError: If the persona does not validate (a bug, not bad input).
    """
    if need is not None and need not in HIDDEN_NEEDS:
        raise ValueError(f"unknown hidden need {need!r}; choose one of {list(HIDDEN_NEEDS)}")
    kind = need or infer_need(chat)
    emotion = chat.emotion_type.lower()
    adjective = EMOTION_ADJECTIVES.get(emotion, emotion)
    problem = chat.problem_type.lower()
    summary = chat.situation or f"They are dealing with {problem} and feel {adjective}."
    data: dict[str, Any] = {
        "schema_version": 1,
        "id": _persona_id(chat),
        "language": "en",
        "name": f"ESConv seeker {chat.index}",
        "personality": f"Someone looking for emotional support, feeling {adjective}.",
        "speaking_style": "Types short, informal chat messages.",
        "background": {
            "summary": summary,
            "conflict": f"They are dealing with {problem}.",
            "current_state": f"They feel {adjective}.",
        },
        "people": [],
        "disposition": DISPOSITION,
        "traits": [adjective],
        "hidden_need": {
            "kind": kind,
            "text": f"Facing {problem}, the seeker {HIDDEN_NEED_DESCRIPTIONS[kind]}.",
        },
        "first_utterance": chat.opening,
        "default_difficulty": DIFFICULTY,
        "voice": GENERIC_VOICE,
        "rule_sim": {
            "concerns": _concerns(chat, adjective),
            "story_beats": list(chat.seeker_turns) or [summary],
        },
        "tags": ["esconv", emotion, problem],
        "source": {"format": "esconv", "id": chat.key, "file": chat.path, "index": chat.index},
    }
    domain = _domain(problem)
    if domain is not None:
        data["domain"] = domain
    return Persona(data, f"{chat.path}: chat [{chat.index}]")
