"""Tests of the reading report: ESConv strategy files, the reader's acts against the labels, the CLI.

The unit tests write small strategy files of invented responses to ``tmp_path``. One test reads
the real dev split (CC BY-NC, never copied here) from ``../shared/data/esconv/strategies`` and
skips when it is absent.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rlver_env.calibration.esconv_strategies import (
    STRATEGY_ACTS,
    StrategiesFormatError,
    looks_like_strategies,
    read_strategies,
)
from rlver_env.calibration.reading_report import (
    JSON_FILE,
    MARKDOWN_FILE,
    reading_report,
)
from rlver_env.cli.main import main
from rlver_env.simulators.rule.acts import ACTS

DEV_SPLIT = (
    Path(__file__).resolve().parents[3]
    / "shared" / "data" / "esconv" / "strategies" / "devWithStrategy_short.tsv"
)  # fmt: skip

SEEKER = "0.0 0 0 I have been so stressed since I lost my job."
#: Invented lines: (label, response); the reader reads each as its label but the fourth.
RESPONSES = [
    ("Questions", "How long have you felt this way?"),
    ("Questions", "Can you tell me more about your job?"),
    ("Providing Suggestions", "You could try writing your thoughts in a journal."),
    ("Reflection of feelings", "Why do you feel so angry?"),  # read as a question
    ("Self-disclosure", "I lost my job last year too."),
    ("Other", "Hello"),
]


def _line(history: list[str], label: str, response: str) -> str:
    last = f"1.0 1 {len(history)} [{label}] {response}"
    return " EOS ".join([*history, last])


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def small_file(tmp_path: Path) -> Path:
    lines = [_line([SEEKER, "0.0 1 1 [Other] Hi there."], *RESPONSES[0])]
    lines += [_line([SEEKER], *r) for r in RESPONSES[1:5]]
    lines.append("")  # blank lines are skipped
    lines.append(_line([], *RESPONSES[5]))  # no seeker message in the window
    return _write(tmp_path / "small.tsv", lines)


def test_strategies_name_every_act_once() -> None:
    assert sorted(STRATEGY_ACTS.values()) == sorted(ACTS)


def test_responses_labels_and_context_are_read(small_file: Path) -> None:
    responses = read_strategies(small_file)
    assert [r.line for r in responses] == [1, 2, 3, 4, 5, 7]
    assert [(r.strategy, r.response) for r in responses] == RESPONSES
    assert responses[2].act == "suggestion" and responses[4].act == "self_disclosure"
    assert responses[0].context == "I have been so stressed since I lost my job."
    assert responses[5].context == ""
    assert looks_like_strategies(small_file)


def test_known_labels_give_known_scores(small_file: Path) -> None:
    report = reading_report(small_file)
    assert report.acts == (
        "question", "question", "suggestion", "question", "self_disclosure", "other",
    )  # fmt: skip
    scores = {c.name: c for c in report.scores.per_class}
    # question: 2 right of 3 read so, both found; reflection: its one response read as a question.
    assert (scores["question"].precision, scores["question"].recall) == pytest.approx((2 / 3, 1))
    assert scores["question"].f1 == pytest.approx(0.8)
    for act in ("suggestion", "self_disclosure", "other"):
        assert (scores[act].precision, scores[act].recall, scores[act].f1) == (1.0, 1.0, 1.0)
    for act in ("reflection", "restatement", "affirmation", "information"):
        assert scores[act].f1 == 0.0
    assert [scores[a].support for a in STRATEGY_ACTS.values()] == [2, 1, 1, 0, 1, 0, 0, 1]
    assert report.scores.macro_f1 == pytest.approx(3.8 / 8)
    assert report.scores.accuracy == pytest.approx(5 / 6)
    assert report.scores.confusion[2] == (1, 0, 0, 0, 0, 0, 0, 0)  # reflection -> question
    # The majority baseline reads everything as a question: F1 1/2 for it, 0 for the rest.
    assert report.baseline_act == "question"
    assert report.baseline.macro_f1 == pytest.approx(0.5 / 8)
    assert report.baseline.accuracy == pytest.approx(2 / 6)
    markdown = report.to_markdown()
    assert "| question (Questions) | 0.667 | 1.000 | 0.800 | 2 |" in markdown
    assert "macro-F1: 0.475; accuracy: 0.833; majority baseline (every reply read as " in markdown
    assert "| reflection | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |" in markdown
    data = json.loads(json.dumps(report.to_dict()))
    assert data["format"] == "strategies" and data["responses"] == 6
    assert data["reader"]["macro_f1"] == pytest.approx(0.475)
    assert data["baseline"] == {"act": "question", "accuracy": 2 / 6, "macro_f1": 0.0625}


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("hello there", "segment 1 of 1 is not '<flag> <role> <index> <text>'"),
        (f"{SEEKER} EOS 1.0 2 1 [Other] Hi", "segment 2 of 2 is not"),
        (SEEKER, "the last segment is the seeker's (role 0)"),
        ("1.0 1 1 Hello there", "does not begin with a [strategy] label"),
        ("1.0 1 1 [Hugs] There there.", "unknown strategy 'Hugs'; expected one of: Questions,"),
        ("1.0 1 1 [Other]  ", "the [Other] response is empty"),
    ],
)
def test_a_malformed_line_is_an_error_naming_file_and_line(
    tmp_path: Path, line: str, message: str
) -> None:
    path = _write(tmp_path / "bad.tsv", [_line([SEEKER], *RESPONSES[0]), line])
    with pytest.raises(StrategiesFormatError) as info:
        read_strategies(path)
    assert info.value.line == 2
    assert str(info.value).startswith(f"{path}:2: ") and message in str(info.value)
    assert not looks_like_strategies(_write(tmp_path / "first.tsv", [line]))


def test_a_missing_or_empty_file_is_an_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(StrategiesFormatError, match="absent.tsv: no such file"):
        read_strategies(tmp_path / "absent.tsv")
    with pytest.raises(StrategiesFormatError, match="empty.tsv: no labelled response"):
        read_strategies(_write(tmp_path / "empty.tsv", ["", "  "]))


# ------------------------------------------------------------------------------------ CLI
def test_cli_prints_the_report_and_writes_it(
    small_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "reports"
    base = ["calibrate", "--format", "strategies", str(small_file), "--simulator", "rule"]
    assert main([*base, "--out", str(out)]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines()[0] == (
        "| act (ESConv strategy) | precision | recall | F1 | support |"
    )
    assert "macro-F1: 0.475" in captured.out
    assert f"wrote {out / MARKDOWN_FILE}" in captured.err
    assert (out / MARKDOWN_FILE).read_text(encoding="utf-8") == captured.out
    written = json.loads((out / JSON_FILE).read_text(encoding="utf-8"))
    # --format auto recognises the file; --output json prints what the JSON file holds.
    assert main(["calibrate", str(small_file), "--simulator", "rule", "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == written


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--simulator", "llm"], "--format strategies scores the rule simulator's reading"),
        (["--simulator", "rule", "--need", "venting"], "--need: not used with an ESConv strategy"),
        (["--simulator", "rule", "--limit", "3"], "--limit: not used with an ESConv strategy"),
        (["--simulator", "rule", "--model", "m"], "--model: only used with --simulator llm"),
    ],
)
def test_cli_options_that_do_not_apply_are_errors(
    small_file: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    assert main(["calibrate", "--format", "strategies", str(small_file), *extra]) == 2
    assert message in capsys.readouterr().err


def test_cli_errors_name_the_file_and_line(
    small_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = _write(tmp_path / "bad.tsv", [_line([SEEKER], *RESPONSES[0]), SEEKER])
    assert main(["calibrate", "--format", "strategies", str(bad), "--simulator", "rule"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"rlver-env calibrate: error: {bad}:2: the last segment")
    assert len(err.splitlines()) == 1
    both = ["calibrate", "--format", "strategies", str(small_file), str(small_file)]
    assert main([*both, "--simulator", "rule"]) == 2
    assert "reads one strategy file, got 2" in capsys.readouterr().err
    logs = tmp_path / "logs.jsonl"
    logs.write_text("{}\n", encoding="utf-8")
    assert main(["calibrate", str(small_file), str(logs), "--simulator", "rule"]) == 2
    assert "some paths look like ESConv strategy files and some do not" in capsys.readouterr().err
    assert main(["calibrate", str(logs), "--simulator", "rule", "--out", str(tmp_path)]) == 2
    assert "--out: only used with an ESConv strategy file" in capsys.readouterr().err


# ------------------------------------------------------------------------------ real data
@pytest.mark.skipif(not DEV_SPLIT.is_file(), reason=f"the ESConv dev split is not at {DEV_SPLIT}")
def test_the_reader_beats_the_majority_baseline_on_the_dev_split() -> None:
    report = reading_report(DEV_SPLIT)
    assert report.responses == 2985
    assert report.scores.macro_f1 > report.baseline.macro_f1
    assert report.scores.accuracy > report.baseline.accuracy
    # The act rules read the dev split at macro-F1 0.44 when they were written; a change that
    # loses much of that reads support worse.
    assert report.scores.macro_f1 >= 0.40
