"""What a reply's reading counts as said before: reuse by the opening clause, and what dilutes it (reading.py)."""

from __future__ import annotations

from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.acts import sentence_acts
from rlver_env.simulators.rule.features import reply_features
from rlver_env.simulators.rule.reading import read_reply
from rlver_env.simulators.rule.scoring import appraise_reply
from rlver_env.text import lemmas


def _reading(reply: str, earlier: list[str], said: str = ""):
    vocabulary = frozenset((*reply_features(said).words, *lemmas(said))) if said else frozenset()
    return read_reply(
        reply_features(reply), vocabulary, [reply_features(e) for e in earlier], frozenset(), sentence_acts(reply)
    )


def test_a_sentence_opening_with_a_clause_said_before_is_reused_whatever_follows():
    earlier = ["I hear how frustrated you are, and I think the insurance company can afford it."]
    reading = _reading("I hear how angry you are, and I think they'd understand once they've had a taste of it.", earlier)
    assert reading.reused == [True]
    fresh = _reading("I hear how angry you are, and I think they'd understand once they've had a taste of it.", [])
    assert fresh.reused == [False]


def test_a_stock_opener_said_before_word_for_word_is_reused_with_a_new_clause():
    earlier = ["That's so unfair. What happened next?"]
    reading = _reading("That's so unfair, and the clinic can wait for a month or two.", earlier)
    assert reading.reused == [True]


def test_a_new_clause_with_a_cue_of_its_own_keeps_the_sentence_new():
    earlier = ["I hear how frustrated you are. What happened next?"]
    reading = _reading("I hear how angry you are, and you have every right to feel that way about the house.", earlier)
    assert reading.reused == [False]


def test_a_fresh_move_that_names_nothing_of_theirs_does_not_dilute_the_reused_share():
    earlier = ["It sounds like the discharge letter has been weighing on you all week."]
    said = "The discharge letter came and I haven't opened it."
    repeated = "It sounds like the discharge letter has been weighing on you all week."
    alone = _reading(repeated, earlier, said).reused_share
    padded = _reading(repeated + " I think they'd finally understand once they've had a taste of it.", earlier, said)
    assert padded.reused_share == alone == 1.0
    theirs = _reading(repeated + " What does the discharge letter say about the first week?", earlier, said)
    assert theirs.reused_share < 1.0


def test_a_harmful_clause_cannot_buy_a_repeated_opener_out_of_the_repetition_check():
    persona = load_bundled("test")[0]
    said = "I don't know how to cope with all of it."
    first = "I hear how frustrated you are. What feels heaviest right now?"
    second = "I hear how frustrated you are."
    padded = second[:-1] + ", and I think they'd finally understand once they've had a taste of your fists."

    def delta(text: str) -> int:
        appraisal, _, _ = appraise_reply(persona, text, said, [first], "normal")
        return appraisal.delta

    assert delta(padded) <= delta(second)
