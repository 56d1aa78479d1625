"""How a reply reads in its dialogue: the sentences that count, their cues, and the credit left.

A sentence counts when it is well formed (a verb, or a short scrap that reads as speech; no
list, few strange words, not too long), is not most of an earlier sentence's frame again, and
does not pile cues on cues; a sentence that chains clauses past what a sentence holds is not
well formed, and a sentence about the speaker alone carries no cue (see
:mod:`rlver_env.simulators.rule.acts`). A clause earns from one act, its first cue whatever the
user needs (so a clause that mixes every style cannot pick the one that pays), and a sentence
from two clauses at most. The cues of the sentences that count are then credited after the
dialogue's memory: a cue heard before earns less, and a support family's credit decays with
the earlier replies that used it. :func:`rlver_env.simulators.rule.scoring.appraise_reply`
builds its gains on this.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Sequence

from rlver_env.simulators.rule import lexicon as lex
from rlver_env.simulators.rule.acts import SentenceAct
from rlver_env.simulators.rule.features import CueMatch, ReplyFeatures, SentenceFeatures
from rlver_env.text import CHAT_WORDS, FUNCTION_WORDS, lemmas

# How a support family's credit decays with the number of earlier replies that used it: comfort
# heard every turn wears thin faster than help that fits.
_FAMILY_DECAY: dict[str, tuple[float, float]] = {"validation": (0.85, 0.4)}
_JOINERS = frozenset({"and", "or", "plus"})
#: The most support acts one sentence is credited with.
SENTENCE_ACTS = 2


def _spoken_fragment(sentence: SentenceFeatures, vocabulary: frozenset[str]) -> bool:
    """Whether a verbless scrap reads as speech ("Friday?", "Oh no.", "Seven weeks?!").

    It must hold a word of theirs, a function or chat word, or a feeling; a string of unrelated
    nouns ("paddle bugle easel") is not speech.
    """
    return any(
        w in FUNCTION_WORDS or w in CHAT_WORDS or k in vocabulary or lemmas(w) & lex.FEELING_WORDS
        for w, k in zip(sentence.words, sentence.keys)
    )


def _feeling_list(sentence: SentenceFeatures, vocabulary: frozenset[str]) -> bool:
    """Whether a sentence only strings feeling words together, around at most a word of theirs,
    addressed to nobody ("Impressed and abandoned?", "With Turin disrespected, drain, drained?"):
    a list, not language."""
    feelings = 0
    for word, key in zip(sentence.words, sentence.keys):
        if word in FUNCTION_WORDS:
            continue
        if lemmas(word) & lex.FEELING_WORDS:
            feelings += 1
        elif key not in vocabulary:
            return False  # a word that is neither a feeling nor theirs: more than a list
    return feelings >= 2 and not (_SECOND_PERSON | _LINKING).intersection(sentence.words)


_SECOND_PERSON = frozenset({"you", "your", "you're", "you've", "yourself", "you'd", "you'll"})
# Verbs that make feeling words a statement ("That is upsetting and stressful.").
_LINKING = frozenset(
    "is are was were be being been would will sounds sound seems seem feels feel felt must can could "
    "that's it's i'm he's she's they're".split()
)


def _chained_sentences(sentences: Sequence[SentenceFeatures]) -> set[int]:
    """The sentences that chain cues with "and"/"or": three joins, and two styles or three cues.

    A sentence that opens with a join ("... now? And where ...") continues the one before it,
    so a chain cut by question marks is still one chain.
    """
    chained: set[int] = set()
    units: list[list[int]] = []
    for i, sentence in enumerate(sentences):
        if units and sentence.words and sentence.words[0] in _JOINERS:
            units[-1].append(i)
        else:
            units.append([i])
    for unit in units:
        joins = sum(1 for i in unit for w in sentences[i].words if w in _JOINERS)
        cues = [c for i in unit for clause in sentences[i].clause_cues for c in clause]
        if joins >= 3 and (len({c.family for c in cues}) >= 2 or len(cues) >= 3):
            chained.update(unit)
    return chained


def _framed(sentence: SentenceFeatures) -> bool:
    """Whether a sentence has a frame worth comparing (not a lone stock phrase like "I'm sorry.")."""
    return len(sentence.shingles) >= 2


def _reused(frame: frozenset[tuple[str, str, str]], earlier_frames: Sequence[frozenset]) -> bool:
    """Whether one earlier sentence already had most of this sentence's frame."""
    if not frame:
        return False
    need = max(1, min(2, len(frame) - 1), math.ceil(0.6 * len(frame)))
    return any(len(frame & e) >= need for e in earlier_frames)


def _clauses(sentence: SentenceFeatures) -> list[tuple[str, ...]]:
    """The sentence's clauses of two words or more, as word tuples (what an opener is matched against)."""
    return [
        sentence.words[start:end] for start, end in itertools.pairwise((0, *sentence.clause_ends)) if end - start >= 2
    ]


#: The longest opening clause read as a reaction ("I hear how angry you are", "that's so unfair").
OPENER_WORDS = 7


def _opener_reused(
    sentence: SentenceFeatures, earlier_frames: Sequence[frozenset], earlier_clauses: set[tuple[str, ...]]
) -> bool:
    """Whether the sentence opens with a clause said before, and no later clause carries a cue.

    The opening clause is where a sentence's reaction to them sits ("I hear how angry you are,
    and ..."); said before, word for word or as a frame, and followed only by clauses with no
    stock cue, the sentence is that reaction again: a new clause riding beside it does not make
    it new, so text that earns nothing cannot buy a reply out of the repetition check.
    """
    ends = sentence.clause_ends
    if len(ends) < 2 or any(sentence.clause_cues[1:]):
        return False
    opener = sentence.words[: ends[0]]
    if len(opener) >= 2 and opener in earlier_clauses:
        return True
    # As a frame, only a short opener is a reaction said again; a longer clause is a sentence's
    # own content ("you could write a short email about ..., and keep a copy").
    frame = sentence.clause_shingles[0] if sentence.clause_shingles else frozenset()
    return len(opener) <= OPENER_WORDS and len(frame) >= 2 and _reused(frame, earlier_frames)


@dataclasses.dataclass
class ReplyReading:
    """How one reply reads in its dialogue: which sentences count, which cues, what is reused.

    Attributes:
        ok: Per sentence, whether it is well formed.
        reused: Per sentence, whether an earlier sentence already had most of its frame.
        stacked: Per sentence, whether it piles cues on cues.
        pseudo: The reply's strange words (unknown, and not the user's).
        cues: The cues of the sentences that count, each with its sentence index and its weight
            before the dialogue's memory.
        reused_share: The share of reused words among the words of the support sentences and
            of the reused ones: a fresh inert sentence does not dilute it, nor does a fresh move
            with no stock cue that names nothing of theirs and asks nothing, and a reused inert
            one counts as much as any. A sentence whose opening clause was said before, with no
            cue after it, is reused ("I hear how angry you are, and <anything new>").
        ok_share: The share of the reply's words in well-formed sentences.
        self_talk: Per sentence, whether it is about the speaker alone (it earns nothing).
        support: Per sentence, whether it makes a support move to the user (a question,
            reflection, restatement, affirmation or suggestion about them, or a cue). The others
            are inert: they earn nothing, and they change nothing of how the rest is judged (its
            repetition, what it talks about, what it names), so text that earns nothing cannot
            buy a reply out of the checks that hold the rest ("a fresh sentence every turn keeps
            the reused share under the cut-off").
    """

    ok: list[bool]
    reused: list[bool]
    stacked: list[bool]
    pseudo: list[str]
    cues: list[tuple[CueMatch, int, float]]  # cue, sentence index, weight before memory
    reused_share: float
    ok_share: float
    self_talk: list[bool] = dataclasses.field(default_factory=list)
    support: list[bool] = dataclasses.field(default_factory=list)


#: The acts that make a sentence a support move when it is about the user (acts.py's ``ACTS``).
SUPPORT_ACTS: frozenset[str] = frozenset({"question", "reflection", "restatement", "affirmation", "suggestion"})


def read_reply(
    features: ReplyFeatures,
    vocabulary: frozenset[str],
    earlier: Sequence[ReplyFeatures],
    topics: frozenset[str] = frozenset(),
    acts: Sequence[SentenceAct] = (),
) -> ReplyReading:
    """Reads a reply sentence by sentence against the dialogue before it.

    Args:
        features: The reply's features.
        vocabulary: The user's own words (keys) in the dialogue so far.
        earlier: The features of the agent's earlier replies, oldest first.
        topics: Word keys of the persona's situation that make a sentence about them.
        acts: Each sentence's act (:func:`rlver_env.simulators.rule.acts.sentence_acts`); a
            chained sentence is not well formed, and self talk carries no cue.

    Returns:
        Which sentences count and the cues they carry.
    """
    n_words = max(1, len(features.words))
    earlier_frames = [sentence.shingles for e in earlier for sentence in e.sentences if _framed(sentence)]
    earlier_sentences = {sentence.words for e in earlier for sentence in e.sentences if len(sentence.words) >= 3}
    earlier_clauses = {clause for e in earlier for sentence in e.sentences for clause in _clauses(sentence)}
    ok: list[bool] = []
    reused: list[bool] = []
    stacked: list[bool] = []
    talks_of_self: list[bool] = []
    pseudo: list[str] = []
    cues: list[tuple[CueMatch, int, float]] = []
    bare_total = sum(s.bare_cues for s in features.sentences)
    clause_total = sum(len(s.clause_cues) for s in features.sentences)
    bare_heavy = bare_total >= 4 and bare_total >= 0.6 * clause_total
    reused_words = ok_words = 0
    support: list[bool] = []
    dilutes: list[bool] = []
    stock_credited = False
    chains = _chained_sentences(features.sentences)
    for i, sentence in enumerate(features.sentences):
        act = acts[i] if i < len(acts) else None
        strange = [w for w in sentence.unknown if w not in vocabulary]
        pseudo += strange
        size = max(1, len(sentence.words))
        well_formed = (
            (sentence.has_verb or (size <= 4 and _spoken_fragment(sentence, vocabulary)))
            and not sentence.listy
            and not _feeling_list(sentence, vocabulary)
            and len(strange) <= 0.15 * size
            and sentence.fragments < 3
            and size <= 60
            and not (act is not None and act.chained)
            and i not in chains
            and not sentence.misfits
        )
        # A sentence said before, word for word, says nothing new, however short it is.
        again = sentence.words in earlier_sentences or (_framed(sentence) and _reused(sentence.shingles, earlier_frames))
        if not again and _opener_reused(sentence, earlier_frames, earlier_clauses):
            again = True  # "I hear how angry you are, and <anything new>": the reaction said before
        earlier_clauses.update(_clauses(sentence))
        if len(sentence.words) >= 3:
            earlier_sentences.add(sentence.words)
        if _framed(sentence):
            earlier_frames.append(sentence.shingles)  # saying it twice in one reply counts too
        piled = sentence.heavy_cues >= 3 or sentence.fused_cues >= 1 or (bare_heavy and sentence.bare_cues >= 1)
        ok.append(well_formed)
        talks_of_self.append(act is not None and act.self_talk)
        reused.append(again)
        stacked.append(piled)
        moves = act is not None and act.about_user and not act.self_talk and act.act in SUPPORT_ACTS
        support.append(any(sentence.clause_cues) or bool(sentence.step) or moves)
        # What may dilute the reused share: a move without a stock cue only when it is about their
        # situation (their words or its things) or asks ("I think they'd understand once ..." is
        # not: a fresh sentence that says nothing of theirs cannot hide the rest's repetition).
        about_them = any((k in vocabulary or k in topics) and k not in FUNCTION_WORDS for k in sentence.keys)
        dilutes.append(
            any(sentence.clause_cues) or bool(sentence.step) or (moves and (about_them or act.act == "question"))
        )
        if again:
            reused_words += len(sentence.words)
        if well_formed:
            ok_words += len(sentence.words)
        if not well_formed or again or piled or talks_of_self[-1]:
            continue
        # What makes a sentence about *them*: their own words or the things of their situation (a
        # feeling they voiced counts, a guessed one does not).
        substance = any((k in vocabulary or k in topics) and k not in FUNCTION_WORDS for k in sentence.keys)
        weight = 1.0 if substance else 0.6
        # One act per clause, its first cue whatever the need (a clause that mixes styles does
        # not get to pick the one the user needs), and two clauses' acts per sentence at most.
        taken = 0
        for clause in sentence.clause_cues:
            if not clause or taken == SENTENCE_ACTS:
                continue
            if not substance:
                if stock_credited:
                    continue  # one stock phrase per reply is warmth; more is a formula
                stock_credited = True
            cues.append((clause[0], i, weight))
            taken += 1
        if sentence.step and taken < SENTENCE_ACTS:
            cues.append((CueMatch("advice", -1, "a to-do step"), i, weight))
    # A fresh inert sentence does not dilute the reused share; a reused one, inert or not, counts.
    read = sum(len(s.words) for s, moves, again in zip(features.sentences, dilutes, reused) if moves or again)
    reused_share = reused_words / read if read else 0.0
    return ReplyReading(ok, reused, stacked, pseudo, cues, reused_share, ok_words / n_words, talks_of_self, support)


def credited_cues(reading: ReplyReading, earlier: Sequence[ReplyFeatures]) -> dict[str, list[tuple[str, float]]]:
    """The cue credit of each family after dialogue memory: one credit per cue id, decaying."""
    used_ids: set[tuple[str, int]] = set()
    family_turns: dict[str, int] = {}
    comfort_alone = 0  # earlier replies that offered validation and nothing else
    for e in earlier:
        families = set()
        for sentence in e.sentences:
            for clause in sentence.clause_cues:
                for cue in clause:
                    used_ids.add((cue.family, cue.index))
                    families.add(cue.family)
            if sentence.step:
                families.add("advice")
        for family in families:
            family_turns[family] = family_turns.get(family, 0) + 1
        if families == {"validation"}:
            comfort_alone += 1
    credited: dict[str, list[tuple[str, float]]] = {}
    seen: set[tuple[str, int]] = set()
    for cue, _, weight in reading.cues:
        key = (cue.family, cue.index)
        if key in seen and cue.index >= 0:
            continue
        seen.add(key)
        if key in used_ids and cue.index >= 0:
            weight *= 0.3
        rate, floor = _FAMILY_DECAY.get(cue.family, (0.88, 0.45))
        weight *= max(floor, rate ** family_turns.get(cue.family, 0))
        if cue.family == "validation":
            weight *= max(0.3, 0.7**comfort_alone)  # comfort alone, heard every turn, wears thin
        credited.setdefault(cue.family, []).append((cue.text, weight))
    return credited
