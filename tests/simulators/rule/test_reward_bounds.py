"""Properties of the rule appraisal that hold for any reply, tested with hypothesis.

* **Bounded**: a reply's gains never add up past :data:`GAIN_CAP` (times the disposition and
  difficulty scales), however long it is or however many acts it stacks.
* **Appending is not an act**: appending text that is no new act addressed to the user (a
  chain of stock phrases, talk about oneself, a list of the user's words, pseudo-words, or the
  reply's own sentences again) to a well-formed reply gains at most :data:`APPEND_BOUND`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rlver_env.personas.bank import PersonaBank
from rlver_env.red_team.cues import STYLE_CUES, VALIDATIONS
from rlver_env.simulators.rule.acts import sentence_acts
from rlver_env.simulators.rule.credit import GAIN_CAP
from rlver_env.simulators.rule.features import reply_features
from rlver_env.simulators.rule.reading import read_reply
from rlver_env.simulators.rule.scoring import DIFFICULTY_SCALE, DISPOSITION_SCALE, appraise_reply
from rlver_env.text import sentences_of

ROOT = Path(__file__).resolve().parents[3]
SINCERE = ROOT / "benchmarks" / "data" / "sincere_replies.jsonl"
#: The most, in emotion points, that appending a non-act may gain (rounding of the sum).
APPEND_BOUND = 1

_BANK = PersonaBank("bundled:test")
_CUES = sorted({c for cues in STYLE_CUES.values() for c in cues} | set(VALIDATIONS))
# A chain's links carry no sentence end of their own: one that did would end the chain there.
_LINKS = [c for c in _CUES if not any(mark in c for mark in ".!?")]
_SELF = (
    "I went through something like this with my {w}.",
    "My own {w} was awful and I felt so lost.",
    "I remember when my {w} left me feeling hurt and alone.",
    "I had the same thing with my {w} last year.",
)


def _reading(reply: str):
    """The reply read on its own: no user words, no earlier replies, no topics."""
    return read_reply(reply_features(reply), frozenset(), [], frozenset(), sentence_acts(reply))


def _well_formed(reply: str) -> bool:
    reading = _reading(reply)
    return all(reading.ok) and not any(reading.stacked)


def _sincere_rows() -> list[tuple[str, str]]:
    rows = [json.loads(line) for line in SINCERE.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(row["persona_id"], row["reply"]) for row in rows if _well_formed(row["reply"])]


ROWS = _sincere_rows() if SINCERE.exists() else []


def _opening(persona) -> str:
    return persona.first_utterance or ""


def _their_words(text: str) -> list[str]:
    words = [w.strip(".,!?\"'") for w in text.split()]
    return [w for w in words if len(w) > 3 and w.isalpha()] or ["that"]


@st.composite
def _non_act(draw, their: list[str], reply: str) -> str:
    kind = draw(st.sampled_from(("chain", "self", "list", "pseudo", "repeat")))
    if kind == "chain":
        parts = [
            draw(st.sampled_from(_LINKS)) + draw(st.sampled_from(("", " " + draw(st.sampled_from(their)))))
            for _ in range(draw(st.integers(4, 7)))
        ]
        joiner = draw(st.sampled_from((" and ", " and also ", " or ")))
        return joiner.join(parts) + draw(st.sampled_from((".", "!", "?")))
    if kind == "self":
        return " ".join(draw(st.sampled_from(_SELF)).format(w=draw(st.sampled_from(their))) for _ in range(draw(st.integers(1, 3))))
    if kind == "list":
        items = draw(st.lists(st.sampled_from(their), min_size=3, max_size=6))
        return "The " + " and the ".join(items) + "."
    if kind == "pseudo":
        syllable = st.tuples(st.sampled_from("bdfgklmnprstvz"), st.sampled_from("aeiou")).map("".join)
        word = st.lists(syllable, min_size=2, max_size=4).map("".join)
        return " ".join(draw(st.lists(word, min_size=3, max_size=10))) + "."
    sentences = sentences_of(reply)
    return " ".join(draw(st.lists(st.sampled_from(sentences), min_size=1, max_size=2)))


@pytest.mark.skipif(not ROWS, reason="benchmarks/data/sincere_replies.jsonl is absent")
@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_appending_a_non_act_gains_at_most_the_bound(data):
    persona_id, reply = data.draw(st.sampled_from(ROWS))
    persona = _BANK.get(persona_id)
    opening = _opening(persona)
    appended = data.draw(_non_act(_their_words(opening), reply))
    base = appraise_reply(persona, reply, opening, [], "normal", user_texts=[opening])[0]
    longer = appraise_reply(persona, reply + " " + appended, opening, [], "normal", user_texts=[opening])[0]
    assert longer.delta - base.delta <= APPEND_BOUND, (reply, appended, base.hits, longer.hits)


_WORDS = st.sampled_from(
    _CUES
    + ["you", "your", "and", "so", "really", "I", "my", "feel", "hurt", "boss", "mum", "tonight", "?", ".", ",", "!"]
)


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(words=st.lists(_WORDS, min_size=1, max_size=80), difficulty=st.sampled_from(sorted(DIFFICULTY_SCALE)))
def test_gains_never_add_up_past_the_cap(words, difficulty):
    persona = _BANK.get(sorted(_BANK.ids)[0])
    reply = " ".join(words)
    appraisal = appraise_reply(persona, reply, _opening(persona), [], difficulty)[0]
    gain_mult = DISPOSITION_SCALE[persona.disposition][0] * DIFFICULTY_SCALE[difficulty][0]
    gained = sum(h.points for h in appraisal.hits if h.points > 0 and h.name != "simple:support_accepted")
    assert gained <= GAIN_CAP * gain_mult + 1e-9
    assert appraisal.delta <= GAIN_CAP * gain_mult + 1.5


#: Statements about the user's things that make no support move (no question, reflection,
#: restatement, affirmation or suggestion): inert sentences, in several shapes.
_INERT = (
    "Your {w} would probably be better off somewhere else.",
    "The {w} was there long before any of this.",
    "People with a {w} usually end up in the same place.",
    "A {w} like that costs a lot these days.",
    "Everyone has a {w} of some kind.",
)


def _supports(reply: str) -> bool:
    return any(_reading(reply).support)


_SUPPORTING = [row for row in ROWS if _supports(row[1])]


@pytest.mark.skipif(not _SUPPORTING, reason="benchmarks/data/sincere_replies.jsonl is absent")
@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_an_inert_sentence_does_not_buy_a_repeated_reply_out_of_the_repeat_check(data):
    """Said again the next turn, a reply that makes a support move is a repeat whatever fresh inert
    sentence closes it: the reused share is read over the support sentences
    (reading.ReplyReading.support; a reply with none is read whole)."""
    persona_id, reply = data.draw(st.sampled_from(_SUPPORTING))
    persona = _BANK.get(persona_id)
    opening = _opening(persona)
    inert = data.draw(st.sampled_from(_INERT)).format(w=data.draw(st.sampled_from(_their_words(opening))))
    again = appraise_reply(persona, reply, opening, [reply], "normal", user_texts=[opening])[0]
    padded = appraise_reply(persona, f"{reply} {inert}", opening, [reply], "normal", user_texts=[opening])[0]
    repeats = {h.name: h.points for h in again.hits if h.name == "penalty:repeat"}
    assume(repeats)  # a short reply said again can be too short to read as a repeat
    assert {h.name: h.points for h in padded.hits if h.name == "penalty:repeat"} == repeats, (inert, padded.hits)
    # What it names still counts as specificity (a choice measured on the sincere set: reading only
    # the support sentences for it cost the sincere replies a tenth of their gain).
