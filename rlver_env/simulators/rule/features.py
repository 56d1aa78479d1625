"""Text features for the rule-based simulator: words, lemmas, sentences, cues, persona profile."""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from rlver_env.personas.model import Persona
from rlver_env.simulators.rule.lexicon import (
    ACTION_VERBS,
    SUPPORT_GROUPS,
    SUPPORT_RE,
)
from rlver_env.text import FUNCTION_WORDS, normalise, raw_words, straighten, word_key, words_of

#: Prepositions whose object a stock phrase can be: a cue after one is part of its sentence.
_GOVERNING = frozenset("for about of with on over at by from to".split())
# Words that may open a clause before its verb ("Tonight, write ..." / "Maybe ask ...").
_STEP_LEADS = frozenset({"maybe", "perhaps", "first", "then", "tonight", "tomorrow", "today", "just", "so", "and", "also", "next", "finally", "or"})
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def cjk_share(text: str) -> float:
    """The share of non-space characters that are CJK."""
    chars = [c for c in text if not c.isspace()]
    if not chars:
        return 0.0
    return len(_CJK.findall(text)) / len(chars)


@dataclasses.dataclass(frozen=True)
class CueMatch:
    """One support cue found in a clause: its family, its id within the family, the words."""

    family: str
    index: int
    text: str


@dataclasses.dataclass(frozen=True)
class SentenceFeatures:
    """What the rule simulator reads from one sentence of a reply.

    Attributes:
        words: The sentence's words, lower-cased.
        keys: Their lemmas (see :func:`word_key`).
        clause_cues: For each clause, the support cues found in it (the scorer counts one).
        bare_cues: How many clauses hold a cue and nothing else of substance ("tell me more").
        heavy_cues: How many clauses are at least half cue words.
        fused_cues: How many clauses run cues of different styles together and little else, plus
            one when the same cue comes twice in the sentence.
        fragments: How many clauses have two words or fewer.
        listy: Whether the sentence enumerates items ("the X and the Y and the Z").
        has_verb: Whether any word can be a verb.
        step: Whether a clause opens with an action verb ("write a short note to ...").
        unknown: Words the English word list lacks and that are not capitalised mid-sentence.
        shingles: Word trigrams of the sentence's frame: content words masked as ``_`` and each
            run of cue words as ``<cue>``, so new words in the same slots make the same frame.
        question: Whether the sentence asks something.
        last_clause_start: The first word of its last clause ("what" in "So, what happened?").
        misfits: Words that cannot stand where they stand: after a determiner, a word that can
            be neither noun nor adjective ("the presented", "your actually"), or an adjective
            that nothing follows ("about the complicated."). A slot filled with any word the
            user said leaves these behind.
        clause_ends: Where each clause ends, as an index into ``words`` (the last is ``len(words)``).
        clause_shingles: Each clause's own frame, as ``shingles`` is the sentence's.
    """

    words: tuple[str, ...]
    keys: tuple[str, ...]
    clause_cues: tuple[tuple[CueMatch, ...], ...]
    bare_cues: int
    heavy_cues: int
    fused_cues: int
    fragments: int
    listy: bool
    has_verb: bool
    step: bool
    unknown: tuple[str, ...]
    shingles: frozenset[tuple[str, str, str]]
    question: bool
    last_clause_start: str = ""
    misfits: tuple[str, ...] = ()
    clause_ends: tuple[int, ...] = ()
    clause_shingles: tuple[frozenset[tuple[str, str, str]], ...] = ()


def _frame(masked: list[str]) -> frozenset[tuple[str, str, str]]:
    """Trigrams of a masked frame; those that are mostly masked say nothing about the wording."""
    if len(masked) >= 3:
        return frozenset(t for t in zip(masked, masked[1:], masked[2:]) if t.count("_") <= 1)
    return frozenset({tuple(masked + ["", ""])[:3]} if masked else ())


@dataclasses.dataclass(frozen=True)
class ReplyFeatures:
    """What the rule simulator reads from one reply."""

    text: str
    words: tuple[str, ...]
    stems: tuple[str, ...]
    content_stems: frozenset[str]
    function_ratio: float
    wordlike_ratio: float
    letter_ratio: float
    cjk_ratio: float
    questions: int
    sentences: tuple[SentenceFeatures, ...] = ()


# Three items chained with "and"/"or" ("Jordan and the band and the label"), or four with commas.
_ITEM = r"(?:(?:the|a|an|my|your|his|her|their|some|all)\s+)?[a-z'-]+"
_LIST_RE = re.compile(
    rf"(?<![\w'])(?:(?:{_ITEM}\s+(?:and|or)\s+){{2,}}{_ITEM}|(?:{_ITEM}\s*,\s*){{3,}}{_ITEM})(?![\w'])"
)


# Words after which a noun phrase must follow ("her" and "this" are left out: they are as often
# pronouns).
_DETERMINERS = frozenset("the a an your my his their our every each".split())
# Adjectives and ordinals that stand alone as a noun phrase ("the same", "the worst", "a third").
_STANDALONE = frozenset(
    "same other others rest whole last first second third fourth fifth next best worst latest former latter defensive".split()
)
_NUMBER = re.compile(r"\d[\d,.:%]*")
# The determiners that are never pronouns themselves ("each of them", "the choice was his" are fine).
_ARTICLES = frozenset("the a an your my our their".split())
# Function words that never head or open a noun phrase, so never follow a determiner ("the that",
# "the while", "your his", "the somebody"); "the one", "the other", "the most", "the few" do.
_NEVER_AFTER_DETERMINER = frozenset(
    """
    the a an and or but if so because as than then that this these those there here what which who
    whom whose when where why how i me my mine myself you your yours yourself we us our they them
    their he him his she her it its is am are was were be been being have has had do does did will
    would shall should can could may might must not nor to of in on at by for with about against
    between into through during from again further also even yet really maybe perhaps i'm you're
    it's that's don't can't isn't wasn't didn't doesn't won't wouldn't couldn't shouldn't i've
    you've i'd you'd i'll you'll we're they're he's she's let's what's there's who's ever never
    somebody someone anybody anyone everybody everyone whatever whoever whenever although
    though unless until whether
    """.split()
)
# Closed-class words: after "the <adjective>", one of these (or the clause's end) means no noun came.
_CLOSED = frozenset(
    """
    the a an and or but so to of in on at for with about from by into over is are was were be been
    this that these those there here it you i he she they we me him her them us my your his their our
    now then too again if when as than not
    """.split()
)
#: Words said three times running as emphasis or a sound, not as a stutter ("number" and "thing"
#: stand for digits and quoted words: a phone number is no stutter).
_SAID_AGAIN = frozenset("no yes yeah ha haha la very really so much please sorry oh ok okay bye number thing".split())
_PREPOSITIONS = frozenset("about with for of by through on from into at over after before without against".split())
_QUOTED = re.compile(r"\"[^\"]*\"")


def _misfits(clauses: list[str]) -> tuple[str, ...]:
    """Words that break the phrase they stand in (see :attr:`SentenceFeatures.misfits`).

    After a determiner, a pronoun, conjunction or auxiliary ("the that", "your his") and an adverb
    alone ("the actually") never fit; a verb or adjective with no
    noun reading fits only when a noun-like word follows ("the dropped baton", not "the presented
    there"). A quoted word is a name for itself ("the "anyway" lets on") and is skipped.
    """
    from rlver_env.text import _lemmatiser

    found: list[str] = []
    for clause in clauses:
        # A number is a word of its own ("an 88 on top"), which the word list does not keep.
        words = words_of(normalise(_NUMBER.sub(" number ", _QUOTED.sub(" thing ", straighten(clause)))))
        # A content word said three times running is a stutter, not emphasis (round 25: "it
        # sounds hard hard hard hard"); "no no no", "so so so", "ha ha ha" are function words or
        # sounds and stay.
        found += [
            f"{w} {w} {w}"
            for i, w in enumerate(words[2:], 2)
            if w == words[i - 1] == words[i - 2] and w not in FUNCTION_WORDS and w not in _SAID_AGAIN
            and (i + 1 == len(words) or words[i + 1] != w)
        ]
        for i, (det, word) in enumerate(zip(words, words[1:])):
            after = words[i + 2] if i + 2 < len(words) else ""
            if det in _ARTICLES and word in _NEVER_AFTER_DETERMINER:
                found.append(f"{det} {word}")
                continue
            if word in FUNCTION_WORDS or word.endswith("ing") or word in _STANDALONE:
                continue
            if det in _PREPOSITIONS:
                # After a preposition, a manner adverb alone ("about mostly") never fits.
                parts = _lemmatiser()(word)
                if word.endswith("ly") and parts and set(parts) <= {"ADV"}:
                    found.append(f"{det} {word}")
                continue
            if det not in _DETERMINERS:
                continue
            parts = _lemmatiser()(word)
            if not parts or "NOUN" in parts or "PROPN" in parts:
                continue
            if not ({"ADJ", "VERB"} & set(parts)) or after in _CLOSED or not after:
                found.append(f"{det} {word}")
    return tuple(found)


def _sentence_features(raw: str) -> SentenceFeatures:
    from rlver_env.text import can_be_verb, clauses_of, is_known_word

    words: list[str] = []
    clause_cues: list[tuple[CueMatch, ...]] = []
    masked: list[str] = []
    unknown: list[str] = []
    bare = heavy = fused = fragments = 0
    ids_here: set[tuple[str, int]] = set()
    echoed_cue = False
    last_start = ""
    step = False
    clause_ends: list[int] = []
    clause_frames: list[frozenset[tuple[str, str, str]]] = []
    for clause_index, clause in enumerate(clauses_of(raw)):
        clause_start = len(masked)
        lower = normalise(clause)
        cue_words: set[int] = set()
        cues = []
        governed = 0  # cues that are the object of a preposition ("not to blame *for what happened*")
        for m in SUPPORT_RE.finditer(lower):
            family, index = SUPPORT_GROUPS[m.lastindex - 1]
            cues.append(CueMatch(family, index, m.group(0)))
            before = words_of(lower[: m.start()])
            start = len(before)
            cue_words.update(range(start, start + len(words_of(m.group(0)))))
            if cues[:-1] and before and before[-1] in _GOVERNING:
                governed += 1
        clause_words = words_of(lower)
        written = raw_words(clause)
        for i, word in enumerate(clause_words):
            if not is_known_word(word):
                capitalised = i < len(written) and written[i][:1].isupper() and (i > 0 or clause_index > 0)
                if not capitalised:
                    unknown.append(word)
            if i in cue_words:
                if not masked or masked[-1] != "<cue>":
                    masked.append("<cue>")  # any stock phrase fills the same slot of a frame
            else:
                masked.append(word if word in FUNCTION_WORDS else "_")
        substance = [w for i, w in enumerate(clause_words) if i not in cue_words and w not in FUNCTION_WORDS]
        if cues and not substance:
            bare += 1
        if cues and len(cue_words) >= 0.5 * len(clause_words):
            heavy += 1
        if len({c.family for c in cues}) >= 2 and not governed and len(cue_words) >= 0.85 * len(clause_words):
            fused += 1  # "that's thoughtful how have you been": stock phrases run together
        if len(clause_words) <= 2:
            fragments += 1
        if clause_words and not cues:
            lead = 1 if clause_words[0] in _STEP_LEADS and len(clause_words) > 1 else 0
            if clause_words[lead] in ACTION_VERBS:
                step = True
        ids = [(c.family, c.index) for c in cues]
        # The same stock phrase twice in one clause ("a small step is ... and a small step is ...");
        # two wordings of one cue ("the cost of ..., the risk of ...") are a sentence's own.
        said_twice = len({c.text for c in cues}) < len(cues)
        if any(i in ids_here for i in ids) or said_twice:
            echoed_cue = True  # "on the one hand, on one hand": the same stock phrase twice
        ids_here.update(ids)
        clause_cues.append(tuple(cues))
        clause_frames.append(_frame(masked[clause_start:]))
        words += clause_words
        clause_ends.append(len(words))
        if clause_words:
            last_start = clause_words[0]
    shingles = _frame(masked)
    return SentenceFeatures(
        words=tuple(words),
        keys=tuple(word_key(w) for w in words),
        clause_cues=tuple(clause_cues),
        bare_cues=bare,
        heavy_cues=heavy,
        fused_cues=fused + echoed_cue,
        fragments=fragments,
        listy=bool(_LIST_RE.search(normalise(raw))),
        has_verb=any(can_be_verb(w) for w in words),
        step=step,
        unknown=tuple(unknown),
        shingles=shingles,
        question=raw.rstrip().endswith("?"),
        last_clause_start=last_start,
        misfits=_misfits(clauses_of(raw)),
        clause_ends=tuple(clause_ends),
        clause_shingles=tuple(clause_frames),
    )


@lru_cache(maxsize=8192)
def reply_features(reply: str) -> ReplyFeatures:
    """Computes the features of a reply."""
    from rlver_env.text import is_known_word, sentences_of

    text = normalise(reply)
    words = tuple(words_of(text))
    stems = tuple(word_key(w) for w in words)
    n = max(1, len(words))
    function_count = sum(1 for w in words if w in FUNCTION_WORDS)
    wordlike = sum(1 for w in words if is_known_word(w))
    visible = [c for c in reply if not c.isspace()]
    letters = sum(1 for c in visible if c.isalpha() or c in "'.,!?;:-\"()")
    content = frozenset(s for w, s in zip(words, stems) if w not in FUNCTION_WORDS and len(s) >= 3)
    return ReplyFeatures(
        text=text,
        words=words,
        stems=stems,
        content_stems=content,
        function_ratio=function_count / n,
        wordlike_ratio=wordlike / n,
        letter_ratio=letters / max(1, len(visible)),
        cjk_ratio=cjk_share(reply),
        questions=reply.count("?"),
        sentences=tuple(_sentence_features(s) for s in sentences_of(reply[:4000])),
    )


def _phrase_stems(phrase: str) -> tuple[str, ...]:
    return tuple(word_key(w) for w in words_of(normalise(phrase)))


@dataclasses.dataclass(frozen=True)
class PersonaProfile:
    """A persona's rule-simulator data, pre-processed for fast matching."""

    concerns: tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]
    keyword_stems: frozenset[str]
    people: tuple[tuple[str, ...], ...]
    praiseworthy: tuple[tuple[str, ...], ...]
    triggers: tuple[tuple[tuple[tuple[str, ...], ...], int, str], ...]


@lru_cache(maxsize=4096)
def _profile_cached(persona: Persona) -> PersonaProfile:
    sim = persona.rule_sim
    concerns = tuple(
        (c["topic"], tuple(p for p in (_phrase_stems(k) for k in c["keywords"]) if p))
        for c in sim["concerns"]
    )
    people = tuple(
        p for p in (_phrase_stems(person["name"].split()[0]) for person in persona.people) if p
    )
    keyword_stems = frozenset(s for _, phrases in concerns for p in phrases for s in p) | frozenset(
        s for p in people for s in p
    )
    praiseworthy = tuple(p for p in (_phrase_stems(k) for k in sim.get("praiseworthy_acts", [])) if p)
    triggers = tuple(
        (tuple(p for p in (_phrase_stems(x) for x in t["phrases"]) if p), int(t["delta"]), t["reason"])
        for t in sim.get("triggers", [])
    )
    return PersonaProfile(concerns, keyword_stems, people, praiseworthy, triggers)


def persona_profile(persona: Persona) -> PersonaProfile:
    """Returns the (cached) pre-processed rule data of a persona."""
    return _profile_cached(persona)
