"""Cheap text features of the user's words, for strategy-level agents.

Everything here reads only what a policy sees (the user's words), never the persona or its
hidden need. Two kinds of helpers live here:

* :func:`text_features`: a fixed-length vector in ``[0, 1]`` (word count, questions, reaction
  cues, request cues, need cues, ...), named by :data:`FEATURE_NAMES`;
* :func:`need_cue_counts`: how often the user's words so far carried each need cue, the
  dialogue-long memory of what the user keeps asking for;
* the attentive listener's picks that the realiser fills its templates with:
  :func:`content_keywords`, :func:`capitalised_names`, :func:`feeling_word` and
  :func:`user_acts`.

The word lists are small and generic English; they are not the rule simulator's scoring lexicon,
so a policy cannot read the reward function through them. The stop words start from
:data:`rlver_env.text.STOP_WORDS`, and the sentence splitting, the name test, the determiners,
the pronouns, the verbs that end a phrase and the feeling words from
:mod:`rlver_env.agents.user_words`, which the scripted listener reads the user with too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from rlver_env.agents.user_words import (
    FEELINGS,
    FIRST_TO_SECOND,
    PHRASE_VERBS,
    REFLECTED_DETERMINERS,
    looks_like_name,
    split_sentences,
)
from rlver_env.text import STOP_WORDS, normalise, straighten

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]")

# Words of the shared stop list that these features have always read as content: in a name
# ("Tomorrow" mid-sentence), as a keyword ("yesterday", "between") or in a phrase ("the few").
# Skipping them would change what trained strategy policies observe and what the realiser says.
_READ_AS_CONTENT = frozenset(
    """above after against anyone before below between couldn't doing during everyone few further
    having he's i'd i'll into let's made make need needed nor ok perhaps saw say see seem seems
    shall she's shouldn't sound sounds there's they're through tomorrow tonight wanted we're who's
    whose won't wouldn't yesterday you'd you'll you're you've yours yourself""".split()
)
# Chat noise the features skip on top: greetings, thanks and interjections, vague time and
# amount words ("back", "stuff", "a little"), and "says".
_CHAT_NOISE = frozenset(
    """ah eh ha hm mm uh um hello hey hi thank thanks sorry back day time week little stuff whatever
    says""".split()
)
#: The words the features and the realiser never take as the user's content.
FEATURE_STOP_WORDS: frozenset[str] = (STOP_WORDS - _READ_AS_CONTENT) | _CHAT_NOISE

# Feeling words counted here that the scripted listener does not name back: it reads "mad" only
# as "so mad" or "mad at", "unfair" as a complaint, and "lost", "alone", "upset", "ignored" and
# "invisible" say as often what happened as how it felt.
_CUE_FEELINGS = {
    "mad": "angry", "alone": "alone", "unfair": "treated unfairly", "invisible": "invisible",
    "lost": "lost", "upset": "upset", "ignored": "ignored",
}  # fmt: skip
FEELING_WORDS: dict[str, str] = {**FEELINGS, **_CUE_FEELINGS}

# Reactions: how the user took the last reply.
_POSITIVE_CUES = (
    "thank", "helps", "helpful", "useful", "exactly", "that's it", "you're right", "you understand",
    "finally", "i like that", "makes sense", "yes!", "okay, that", "good point", "i can work with",
)
_NEGATIVE_CUES = (
    "forget it", "not helpful", "whatever", "wow. okay", "right.", "sure.", "no lectures",
    "blah", "you sound like", "leave it", "never mind", "stop", "not what i",
)
_REPEAT_CUES = ("already said", "repeating yourself", "said that before")
_CONFUSED_CUES = ("what?", "don't understand", "can't follow", "even reading")
_GOODBYE_CUES = ("bye", "ciao", "see you", "take care", "i'll let you go", "talk later")
_DEFLECT_CUES = ("anyway", "it's fine", "how are you", "how's your day", "let's not", "no big")
# Requests: what the user says they want from the listener.
_ADVICE_CUES = (
    "what do i do", "what should i", "what to do", "how do i", "what can i", "plan", "steps",
    "practical", "what would you do", "advice?",
)
_LISTEN_CUES = (
    "just listen", "didn't ask for advice", "don't need advice", "no advice", "lecture",
    "i know, i know", "don't tell me", "not asking how",
)
_MOTIVE_CUES = (
    "why would", "why did he", "why did she", "why did they", "what they were thinking",
    "what she is thinking", "what he is thinking", "what was she", "what was he", "understand why",
)
_BOTH_SIDES_CUES = ("both", "sides", "side", "pros", "cons", "on the other")
_BLAME_CUES = ("my fault", "blame", "wrong", "unreasonable", "the bad guy", "was i", "am i")
_PRAISE_CUES = ("nobody noticed", "no one noticed", "nobody said", "went fine", "it went", "nice")
# Need cues: what a user says when what they came for is missing ("I didn't ask for advice",
# "what should I do, though?"). One short list per kind of need, in plain English, so that an
# agent can work out what the user wants from their own words. They are matched in the user's
# words only; nothing here reads the persona or its hidden need.
NEED_CUES: dict[str, tuple[str, ...]] = {
    "practical_advice": (
        "what should i do", "what do i do", "what can i do", "next step", "need a plan",
        "can actually do", "tell me what to do", "something concrete",
    ),
    "deep_empathy": (
        "not about fixing", "nobody gets it", "no one gets it", "how lonely", "so hurt",
        "you get how", "don't think you get", "how much it hurts", "nobody understands",
    ),
    "specific_praise": (
        "nobody noticed", "no one noticed", "how much i actually did", "work i put in",
        "nobody said thank", "no one even said", "all that work", "nobody saw",
    ),
    "self_reflection": (
        "my own part", "my part in", "understand myself", "what i did wrong", "what it says about me",
        "why i keep", "why do i always", "wondering what my",
    ),
    "venting": (
        "didn't ask for advice", "just need to say", "just listen", "off my chest", "need to vent",
        "just let me", "don't need advice", "don't want advice",
    ),
    "balanced_analysis": (
        "both sides", "weigh both", "one side", "other side", "seeing it straight", "fair to both",
        "pros and cons", "objective",
    ),
    "agreement": (
        "was i wrong", "am i wrong", "my fault", "don't think i was", "i was right", "tell me i'm not crazy",
        "i'm not crazy", "on my side",
    ),
    "others_motives": (
        "why they did", "why would they", "what were they thinking", "why would he", "why would she",
        "don't get why", "why did he", "why did she", "what was he thinking", "what was she thinking",
    ),
}
NEED_CUE_NAMES: tuple[str, ...] = tuple(f"cue_{need}" for need in NEED_CUES)
_NEGATIONS = frozenset({"not", "no", "never", "don't", "didn't", "can't", "won't", "isn't", "wasn't", "nobody"})
_FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself", "i'm", "i've", "i'd", "i'll"})

FEATURE_NAMES: tuple[str, ...] = (
    "words",
    "questions",
    "exclamations",
    "feeling_words",
    "positive_reaction",
    "negative_reaction",
    "repeat_complaint",
    "confused",
    "goodbye",
    "deflection",
    "asks_for_advice",
    "asks_to_be_heard",
    "asks_about_others",
    "mentions_sides",
    "mentions_blame",
    "downplays_achievement",
    "first_person_share",
    "names",
    "negations",
    *NEED_CUE_NAMES,
)


def _count(cues: Sequence[str], text: str) -> int:
    return sum(text.count(cue) for cue in cues)


def _squash(count: float, scale: float) -> float:
    return float(min(1.0, max(0.0, count / scale)))


def text_features(text: str) -> np.ndarray:
    """Turns the user's words into a vector in ``[0, 1]``, in the order of :data:`FEATURE_NAMES`.

    Args:
        text: The user's most recent words.

    Returns:
        A new ``float32`` array of length ``len(FEATURE_NAMES)``.
    """
    return np.asarray(_text_features(text), dtype=np.float32)


@lru_cache(maxsize=16384)
def _text_features(text: str) -> tuple[float, ...]:
    lowered = normalise(text)
    words = [w.lower() for w in _WORD.findall(straighten(text))]
    n = max(1, len(words))
    values = (
        _squash(len(words), 60.0),
        _squash(text.count("?"), 3.0),
        _squash(text.count("!"), 3.0),
        _squash(sum(1 for w in words if w in FEELING_WORDS), 3.0),
        _squash(_count(_POSITIVE_CUES, lowered), 2.0),
        _squash(_count(_NEGATIVE_CUES, lowered), 2.0),
        _squash(_count(_REPEAT_CUES, lowered), 1.0),
        _squash(_count(_CONFUSED_CUES, lowered), 1.0),
        _squash(_count(_GOODBYE_CUES, lowered), 1.0),
        _squash(_count(_DEFLECT_CUES, lowered), 2.0),
        _squash(_count(_ADVICE_CUES, lowered), 2.0),
        _squash(_count(_LISTEN_CUES, lowered), 1.0),
        _squash(_count(_MOTIVE_CUES, lowered), 1.0),
        _squash(sum(1 for w in words if w in _BOTH_SIDES_CUES), 2.0),
        _squash(_count(_BLAME_CUES, lowered), 2.0),
        _squash(_count(_PRAISE_CUES, lowered), 1.0),
        sum(1 for w in words if w in _FIRST_PERSON) / n,
        _squash(len(capitalised_names(text)), 3.0),
        _squash(sum(1 for w in words if w in _NEGATIONS), 3.0),
        *(_squash(_count(cues, lowered), 1.0) for cues in NEED_CUES.values()),
    )
    return values


def need_cue_counts(texts: Sequence[str], scale: float = 3.0) -> np.ndarray:
    """How many of the user's messages carried each need cue, squashed into ``[0, 1]``.

    A dialogue-long memory of the cues of :data:`NEED_CUES`: a need the user keeps hinting at
    scores high even on a turn whose words do not name it.

    Args:
        texts: The user's messages so far, oldest first.
        scale: The number of cued messages that maps to 1.

    Returns:
        A new ``float32`` array of length ``len(NEED_CUES)``, in the order of :data:`NEED_CUE_NAMES`.
    """
    offset = FEATURE_NAMES.index(NEED_CUE_NAMES[0])
    counts = np.zeros(len(NEED_CUES), dtype=np.float32)
    for text in texts:
        counts += np.asarray(_text_features(text)[offset:], dtype=np.float32) > 0
    return np.minimum(1.0, counts / scale).astype(np.float32)


def capitalised_names(text: str) -> list[str]:
    """Capitalised words that are not sentence-initial (likely names), in order, de-duplicated."""
    return list(_capitalised_names(text))


@lru_cache(maxsize=16384)
def _capitalised_names(text: str) -> tuple[str, ...]:
    names: list[str] = []
    for sentence in split_sentences(straighten(text)):
        for word in _WORD.findall(sentence)[1:]:
            bare = word.split("'")[0]
            if looks_like_name(bare, FEATURE_STOP_WORDS) and bare not in names:
                names.append(bare)
    return tuple(names)


def content_keywords(text: str, limit: int = 3) -> list[str]:
    """The user's most telling words: names first, then long content words (longest first)."""
    return list(_content_keywords(text, limit))


@lru_cache(maxsize=16384)
def _content_keywords(text: str, limit: int = 3) -> tuple[str, ...]:
    words = _WORD.findall(straighten(text))
    content = sorted(
        {
            w.lower()
            for w in words
            if w.lower() not in FEATURE_STOP_WORDS and len(w) > 4 and "'" not in w
        },
        key=lambda w: (-len(w), w),
    )
    picked: list[str] = []
    for word in [*capitalised_names(text), *content]:
        if word.lower() not in (p.lower() for p in picked):
            picked.append(word)
        if len(picked) == limit:
            break
    return tuple(picked)


# The realiser's phrases open at "this" and "that" too ("this job" -> "that job").
_DETERMINERS = {**REFLECTED_DETERMINERS, "this": "that", "that": "that"}
_PHRASE_ENDERS = PHRASE_VERBS | {"asked", "let", "runs"}
_PHRASE_TOKEN = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]|[^\sA-Za-z]")


def noun_phrases(text: str, max_words: int = 2) -> list[str]:
    """Short noun phrases of the user's, said back to them (``"at my job"`` -> ``"your job"``).

    A phrase starts at a determiner (``the``, ``a``, ``my``, ...) and runs over up to
    ``max_words`` content words, stopping at punctuation or a function word. ``a``/``an`` become
    ``the`` and ``my``/``our`` become ``your``, since the listener refers back to something said.
    """
    return list(_noun_phrases(text, max_words))


@lru_cache(maxsize=16384)
def _noun_phrases(text: str, max_words: int = 2) -> tuple[str, ...]:
    tokens = _PHRASE_TOKEN.findall(straighten(text))
    phrases: list[str] = []
    for index, token in enumerate(tokens):
        determiner = _DETERMINERS.get(token.lower())
        if determiner is None:
            continue
        words: list[str] = []
        for word in tokens[index + 1 : index + 1 + max_words]:
            if (
                not word[0].isalpha()
                or word.lower() in FEATURE_STOP_WORDS
                or word.lower() in _PHRASE_ENDERS
                or "'" in word
            ):
                break
            if words and word.lower().endswith("ed"):
                break  # most likely the verb that follows the phrase
            words.append(word)
        if words and (phrase := f"{determiner} {' '.join(words)}") not in phrases:
            phrases.append(phrase)
    return tuple(phrases)


@lru_cache(maxsize=16384)
def feeling_word(text: str) -> str | None:
    """The first feeling the user names, as an adjective phrase (``"angry"``), or ``None``."""
    for word in _WORD.findall(normalise(text)):
        if word in FEELING_WORDS:
            return FEELING_WORDS[word]
    return None


_ACT = re.compile(
    r"\bI\s+((?:[a-z]+[^e\W]ed|went|flew|drove|made|wrote|sent|told|gave|took|kept|built|spent|paid|got|"
    r"found|brought|stood|ran|did|came|left|sat|said|bought|taught|fought|held|finished|booked|"
    r"offered|asked|called|organised|organized)\b[^.!?;,]{0,40})"
)


def user_acts(text: str) -> list[str]:
    """Things the user says they did, in the second person (``"I called Marco"`` -> ``"called Marco"``).

    Returns:
        Short verb phrases (at most seven words each), in the order they were said.
    """
    return list(_user_acts(text))


@lru_cache(maxsize=16384)
def _user_acts(text: str) -> tuple[str, ...]:
    acts = []
    for match in _ACT.finditer(straighten(text)):
        words = match.group(1).split()[:7]
        phrase = " ".join(FIRST_TO_SECOND.get(w.lower(), w) for w in words)
        phrase = phrase.rstrip(" '\"-")
        if phrase and phrase not in acts:
            acts.append(phrase)
    return tuple(acts)
