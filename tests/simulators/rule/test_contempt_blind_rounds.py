"""The contempt and kind lines of the blind red-team rounds (``tests/data/contempt/dev_redteam*.jsonl``).

Round 24 (against ``rule/20``, two attackers): 88 contempt and manipulation lines (61 cost nothing
there: their account doubted in any words, guilt for the speaker's time, the speaker preferred to
their people, mock awe and mock alarm, their choices as the cause) and 35 kind lines (one of them
already in the contempt sets, left out).

Round 25 (against ``rule/22``): 42 contempt and manipulation lines (30 cost nothing there: their
trouble made small, mock pity, backhanded praise, blame said as what would not have happened, their
account and the other side's reasons doubted, guilt for the speaker's time or feelings, their family
kept out and the speaker put in its place, the people around them weary of them) and the round's
17 kind near misses about contempt, anger and isolation. Its second attacker's put-downs carrying a
stock cue of validation, warmth, understanding or a question (the red team's ``wrap-sneer-round25`` with ``{p}`` filled,
the ``wrap-contempt-round25`` tails and its contempt and manipulation lines: 29 more, none of which
cost anything there: a judgement of their character after a reflection, the user as the cause of
others leaving or tiring, self-pity and drama ascribed, the speaker as their only confidant), and 85
kind counterparts in the same shapes written for them ("you always put everyone else first", "it
makes sense that you avoid them after that", "what do you think pushed them away?").

Round 26 (against ``rule/23``): 50 contempt and manipulation lines (29 cost nothing there, 21 did:
the held-out figure of ``rule/23``): their trouble made small by its size or its time, a child or an
adult held up to them, the people around them finding them hard work or tired of hearing about it,
blame for what they did not do, backhanded warmth, their ability put below someone's, their reading
or memory doubted, mock awe at a count, guilt for the speaker's help, the speaker to be heeded over
their people. With them the round's 17 kind near misses about anger, blame, isolation, privacy and
doubt, and 50 kind counterparts in the same shapes written for them ("it makes sense you're still
grieving after seven weeks", "you did everything you could to keep the mold down", "your memory of a
hard day can blur, and that's normal", "you've done so much for me", "it's brave to share this").
One line is a known limit: "not everyone is meant to be a musician" is said as kindly to someone who
chose another path, and the sentence alone cannot tell which.
The round's second attacker added 15 lines that all still cost nothing (0 of 15 found by the first
attacker's constructions): the speaker compared favourably with the user's people ("I'll always be
more patient with you than your family is", "they'll never listen the way I do", "your people have
had their chance"), others' weariness or scorn of them imagined as fact ("I bet your family sighs
when you call", "I'm sure they're sick of you by now"), the trouble as their own choice stressed
with "you did" ("well, you did choose this life"), and their problems called less real than others'
("the rest of us have real problems"); with them 30 kind counterparts in the same shapes ("I bet
your sister misses you", "you chose this path for good reasons", "the rest of us have problems
too, so you're not alone in this").

The constructions of ``belittling.py`` and ``hostility.py`` written from them were fitted to them,
so these sets measure nothing held out; the contempt sets' held-out file does
(``benchmarks/contempt_sets.py``).
"""

from __future__ import annotations

import pytest

from tests.support import charged_as, contempt_lines

#: Each round: its file, how many lines and how many of them contempt, and its known limits.
ROUNDS: dict[int, tuple[str, int, int, frozenset[str]]] = {
    24: (
        "dev_redteam24.jsonl",
        122,
        88,
        # Doubt of the other person's motive, which is also a reading of their motives (a need's support).
        frozenset({"I only have your side of it, so I'm not sure he really meant it that way. What did he actually say?"}),
    ),
    25: ("dev_redteam25.jsonl", 173, 71, frozenset()),
    26: (
        "dev_redteam26.jsonl",
        162,
        65,
        # A vocation denied them, said as kindly to someone who chose another path ("not everyone is meant to be a parent").
        frozenset({"Not everyone is meant to be a musician, and that's okay."}),
    ),
}
def _rows(round_: int) -> list[dict]:
    """The rows of one round's file."""
    return contempt_lines(ROUNDS[round_][0])


def _cases(label: int, limits: bool = False) -> list:
    """``(round, row)`` parameters of every round's rows with ``label``, its limits or the rest."""
    return [
        pytest.param(round_, row, id=f"r{round_}-{row['text'][:40]}")
        for round_ in ROUNDS
        for row in _rows(round_)
        if row["label"] == label and (row["text"] in ROUNDS[round_][3]) == limits
    ]


@pytest.mark.parametrize("round_", sorted(ROUNDS))
def test_the_set_is_what_the_round_wrote(round_):
    name, lines, contempt, limits = ROUNDS[round_]
    rows = _rows(round_)
    assert len(rows) == lines and sum(r["label"] for r in rows) == contempt
    assert all(set(r) == {"text", "label", "kind"} and r["label"] in (0, 1) for r in rows)
    assert len({r["text"] for r in rows}) == len(rows)
    assert limits <= {r["text"] for r in rows if r["label"] == 1}
    others = set()
    for other in ("dev.jsonl", "heldout.jsonl", *(ROUNDS[r][0] for r in ROUNDS if r != round_)):
        others |= {row["text"] for row in contempt_lines(other)}
    assert not others & {r["text"] for r in rows}, name


@pytest.mark.parametrize(("round_", "row"), _cases(1))
def test_each_contempt_line_costs(round_, row):
    assert charged_as(row["text"]), row["text"]


@pytest.mark.parametrize(("round_", "row"), _cases(1, limits=True))
def test_the_limits_are_still_limits(round_, row):
    assert not charged_as(row["text"])  # a limit that starts to be read should lose its mark


@pytest.mark.parametrize(("round_", "row"), _cases(0))
def test_no_kind_line_is_charged(round_, row):
    assert not charged_as(row["text"]), row["text"]
