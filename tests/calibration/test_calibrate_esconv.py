"""Tests of ESConv calibration: reading chats, personas, judge-mode replay, statistics, the CLI.

The unit tests use small ESConv-format files of invented chats written to ``tmp_path``. One test
replays the real FailedESConv.json (CC BY-NC, never copied here) from ``../shared/data/esconv``
and skips when it is absent.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from rlver_env.calibration.calibrate import simulated_final
from rlver_env.calibration.esconv import (
    SEEKER_SUPPORTER,
    SPEAKER_LISTENER,
    ESConvFormatError,
    looks_like_esconv,
    read_esconv,
)
from rlver_env.calibration.esconv_calibrate import calibrate_esconv
from rlver_env.calibration.esconv_persona import esconv_persona, infer_need
from rlver_env.cli import simulator_args
from rlver_env.cli.main import main
from rlver_env.dialogue import DialogueState
from rlver_env.errors import RlverEnvError
from rlver_env.personas.model import validate_persona
from rlver_env.rules import SAGE_RULES
from rlver_env.simulators import RuleBasedSimulator
from rlver_env.simulators.base import SimulatorStep
from rlver_env.stats.bootstrap import (
    cluster_weights,
    percentile_interval,
    weighted_kendall_tau,
    weighted_spearman,
)
from rlver_env.stats.correlation import kendall_tau, spearman
from tests.calibration.test_calibrate import LengthJudge

FAILED_ESCONV = (
    Path(__file__).resolve().parents[3] / "shared" / "data" / "esconv" / "FailedESConv.json"
)
STATISTICS = [
    f"{name}_{kind}"
    for name in ("window", "empathy", "intensity_drop")
    for kind in ("spearman", "kendall")
]


def _turn(speaker: str, content: str, feedback: Any = None, strategy: str = "Others") -> dict:
    if speaker == "listener":
        return {"speaker": "listener", "annotation": {"strategy": strategy}, "content": content}
    annotation = {} if feedback is None else {"feedback": feedback}
    return {"speaker": "speaker", "annotation": annotation, "content": content + "\n"}


def _chat(
    dialog: list[dict], emotion: str, problem: str, situation: str, survey: dict[str, Any]
) -> dict:
    return {
        "experience_type": "Current Experience",
        "emotion_type": emotion,
        "problem_type": problem,
        "situation": situation,
        "survey_score": {"seeker": survey, "supporter": {}},
        "dialog": dialog,
    }


def _survey(initial: Any, final: Any, empathy: Any) -> dict[str, Any]:
    return {
        "initial_emotion_intensity": initial,
        "final_emotion_intensity": final,
        "empathy": empathy,
        "relevance": None if empathy is None else "4",
    }


BAKERY = _chat(
    [
        _turn("speaker", "Hi, I lost my job at the bakery last week."),
        _turn("listener", "Hello."),
        _turn(
            "listener", "I'm sorry to hear about your job. How are you coping?", strategy="Question"
        ),
        _turn("speaker", "Not well. Rent is due soon and I feel useless.", feedback="4"),
        _turn("listener", "Losing the bakery job sounds frightening, with rent due so soon."),
        _turn("speaker", "Do you have any suggestions for what I should do next?"),
        _turn("listener", "You could call your landlord this week and ask for a short extension."),
        _turn("listener", "Then update your CV tonight."),
        _turn("speaker", "That helps, thank you.", feedback="5"),
        _turn("listener", "Good luck!"),
    ],
    "anxiety",
    "job crisis",
    "I was let go from the bakery where I worked for six years.",
    _survey("5", "2", "5"),
)
FRIEND = _chat(
    [
        _turn("listener", "Hi there, how can I help?"),
        _turn("speaker", "My best friend stopped talking to me."),
        _turn("speaker", "It hurts.", feedback="2"),
        _turn("listener", "That must hurt a lot.", strategy="Providing Suggestions"),
        _turn("speaker", "It does. We were friends for ten years. Thanks for the advice.", "3"),
        _turn("listener", "Ten years is a long friendship to lose."),
        _turn("speaker", "Yes."),
    ],
    "sadness",
    "problems with friends",
    "My closest friend Dana has ignored my messages for a month.",
    _survey("4", "3", "3"),
)
EXAMS = _chat(
    [
        _turn("speaker", "Exams start on Monday and I cannot focus."),
        _turn("listener", "Exams are stressful."),
        _turn("speaker", "Obviously.", feedback="1"),
        _turn("listener", "Maybe try studying in short blocks with breaks between them?"),
        _turn("speaker", "I could try that.", feedback="3"),
    ],
    "anxiety",
    "academic pressure",
    "My final exams are close and my mind keeps wandering.",
    _survey("3", None, None),
)


def _write(path: Path, chats: Sequence[Any]) -> Path:
    path.write_text(json.dumps(list(chats)), encoding="utf-8")
    return path


@pytest.fixture
def small_file(tmp_path: Path) -> Path:
    return _write(tmp_path / "chats.json", [BAKERY, FRIEND, EXAMS])


def _varied_chats(count: int) -> list[dict]:
    """Invented chats with varied reply lengths, feedback and survey answers."""
    words = ["you", "sound", "worn", "out", "and", "that", "makes", "sense", "given", "all"]
    words += ["of", "this", "pressure"]
    chats = []
    for i in range(count):
        dialog = [_turn("speaker", f"My manager keeps criticising my reports, week {i}.")]
        for j in range(3 + i % 3):
            dialog.append(_turn("listener", " ".join(words[: 2 + (i * 3 + j * 5) % 12])))
            dialog.append(_turn("speaker", f"Maybe so, part {j}.", feedback=str(1 + (i + j) % 5)))
        survey = _survey(str(1 + i % 5), str(1 + (i * 2) % 5), str(1 + (i * 3) % 5))
        chats.append(_chat(dialog, "anger", "job crisis", "My manager criticises my work.", survey))
    return chats


# -------------------------------------------------------------------------------- reading
def test_replies_answers_and_feedback_windows(small_file: Path) -> None:
    loaded = read_esconv(small_file)
    assert loaded.errors == [] and loaded.total == 3
    bakery, friend, exams = loaded.chats
    assert bakery.key == "chats[0]"
    assert bakery.opening == "Hi, I lost my job at the bakery last week."
    assert [r.text for r in bakery.replies] == [
        "Hello. I'm sorry to hear about your job. How are you coping?",
        "Losing the bakery job sounds frightening, with rent due so soon.",
        (
            "You could call your landlord this week and ask for a short extension. "
            "Then update your CV tonight."
        ),
        "Good luck!",
    ]
    assert [r.answer for r in bakery.replies] == [
        "Not well. Rent is due soon and I feel useless.",
        "Do you have any suggestions for what I should do next?",
        "That helps, thank you.",
        "",
    ]
    assert [(w.feedback, w.replies, w.turn) for w in bakery.windows] == [
        (4, (0,), 3),
        (5, (1, 2), 8),
    ]
    assert bakery.replies[2].words == 18
    assert bakery.survey["empathy"] == 5 and bakery.intensity_drop == 3
    # A greeting before the seeker speaks is not replayed; a feedback with no reply rates nothing.
    assert friend.greeting_turns == 1 and friend.empty_feedback == 1
    assert friend.opening == "My best friend stopped talking to me. It hurts."
    assert [(w.feedback, w.replies) for w in friend.windows] == [(3, (0,))]
    assert exams.survey["empathy"] is None and exams.intensity_drop is None
    assert [(w.feedback, w.replies) for w in exams.windows] == [(1, (0,)), (3, (1,))]


def _renamed(chat: dict, seeker: str = "seeker", supporter: str = "supporter") -> dict:
    """The chat with its speakers named ``seeker``/``supporter`` (the full ESConv.json's way)."""
    names = {"speaker": seeker, "listener": supporter}
    renamed = json.loads(json.dumps(chat))
    for turn in renamed["dialog"]:
        turn["speaker"] = names[turn["speaker"]]
    return renamed


def test_both_speaker_namings_read_alike(small_file: Path, tmp_path: Path) -> None:
    full = _write(tmp_path / "ESConv.json", [_renamed(c) for c in (BAKERY, FRIEND, EXAMS)])
    failed, renamed = read_esconv(small_file), read_esconv(full)
    assert failed.speaker_naming == SPEAKER_LISTENER
    assert renamed.speaker_naming == SEEKER_SUPPORTER
    assert [n.name for n in (SPEAKER_LISTENER, SEEKER_SUPPORTER)] == [
        "speaker/listener",
        "seeker/supporter",
    ]
    assert renamed.errors == [] and len(renamed.chats) == 3
    for a, b in zip(failed.chats, renamed.chats):
        assert dataclasses.replace(b, key=a.key, path=a.path) == a


def test_a_file_mixing_the_namings_is_an_error_naming_chat_and_value(tmp_path: Path) -> None:
    path = _write(tmp_path / "mixed.json", [_renamed(BAKERY), FRIEND, _renamed(EXAMS)])
    with pytest.raises(ESConvFormatError) as info:
        read_esconv(path)
    assert info.value.chat == 1 and info.value.field == "dialog[0].speaker"
    message = str(info.value)
    assert message.startswith(f"{path}: chat [1]: field dialog[0].speaker: speaker 'listener'")
    assert "speaker/listener naming" in message and "names its speakers seeker/supporter" in message


def test_an_unknown_speaker_names_the_file_chat_and_value(tmp_path: Path) -> None:
    bad = _renamed(EXAMS)
    bad["dialog"][2]["speaker"] = "helper"
    path = _write(tmp_path / "full.json", [_renamed(BAKERY), bad])
    loaded = read_esconv(path)
    assert loaded.speaker_naming == SEEKER_SUPPORTER and [c.index for c in loaded.chats] == [0]
    (error,) = loaded.errors
    assert str(error) == (
        f"{path}: chat [1]: field dialog[2].speaker: unknown speaker 'helper'; this file names "
        "its speakers seeker/supporter: expected 'seeker' (the seeker) or 'supporter' (the "
        "supporter)"
    )
    nobody = _write(tmp_path / "nobody.json", [_renamed(EXAMS, "client", "helper")])
    loaded = read_esconv(nobody)
    assert loaded.speaker_naming is None and loaded.chats == []
    assert "unknown speaker 'client'; no turn of this file names a known speaker" in str(
        loaded.errors[0]
    )


def _bad(field_path: str, value: Any) -> dict:
    chat = json.loads(json.dumps(EXAMS))
    *parents, last = field_path.split(".")
    target: Any = chat
    for part in parents:
        target = target[int(part)] if part.isdigit() else target[part]
    if value is KeyError:
        del target[last]
    else:
        target[int(last) if last.isdigit() else last] = value
    return chat


@pytest.mark.parametrize(
    ("field_path", "value", "message"),
    [
        ("dialog", KeyError, "chat [1]: field dialog: expected a list of turns, got missing"),
        ("dialog.2.speaker", "bot", "field dialog[2].speaker: unknown speaker 'bot'"),
        (
            "dialog.2.annotation.feedback",
            "7",
            "field dialog[2].annotation.feedback: expected 1-5, got '7'",
        ),
        ("dialog.1.content", None, "field dialog[1].content: expected a string, got missing"),
        ("dialog.3", "hello", "field dialog[3]: expected a turn object, got a str"),
        ("survey_score.seeker.empathy", "high", "field survey_score.seeker.empathy: expected 1-5"),
        ("emotion_type", 3, "field emotion_type: expected a string, got a int"),
        ("dialog", [_turn("speaker", "Only me here.")], "no supporter reply"),
    ],
)
def test_a_bad_chat_is_reported_with_its_field_and_skipped(
    tmp_path: Path, field_path: str, value: Any, message: str
) -> None:
    path = _write(tmp_path / "bad.json", [BAKERY, _bad(field_path, value), FRIEND])
    loaded = read_esconv(path)
    assert [c.index for c in loaded.chats] == [0, 2]
    (error,) = loaded.errors
    assert isinstance(error, ESConvFormatError) and error.chat == 1
    assert str(error).startswith(f"{path}: chat [1]: ") and message in str(error)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[{", "invalid JSON at line 1"),
        ('{"dialog": []}', "expected a JSON list of chats, got a dict"),
    ],
)
def test_a_bad_file_is_an_error_naming_it(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ESConvFormatError, match="broken.json: field \\$: ") as info:
        read_esconv(path)
    assert message in str(info.value)
    with pytest.raises(ESConvFormatError, match="no such file"):
        read_esconv(tmp_path / "absent.json")


def test_esconv_files_are_recognised(small_file: Path, tmp_path: Path) -> None:
    assert looks_like_esconv(small_file)
    other = tmp_path / "other.json"
    other.write_text('[{"history": []}]', encoding="utf-8")
    assert not looks_like_esconv(other) and not looks_like_esconv(tmp_path)


# ------------------------------------------------------------------------------- personas
def test_personas_validate_and_the_rule_simulator_accepts_them(small_file: Path) -> None:
    simulator = RuleBasedSimulator()
    for chat in read_esconv(small_file).chats:
        persona = esconv_persona(chat)
        validate_persona(persona.data)
        simulator.check_persona(persona)
        assert persona.language == "en" and persona.first_utterance == chat.opening
        assert persona.disposition == "passive" and persona.default_difficulty == "normal"
        assert persona.data["rule_sim"]["story_beats"] == list(chat.seeker_turns)
        assert persona.data["people"] == []
    bakery = read_esconv(small_file).chats[0]
    persona = esconv_persona(bakery)
    keywords = {k for c in persona.data["rule_sim"]["concerns"] for k in c["keywords"]}
    assert {"job", "bakery", "rent", "anxious"} <= keywords
    assert persona.domain == "work" and persona.data["traits"] == ["anxious"]


def test_the_need_comes_from_the_seeker_never_the_supporter(small_file: Path) -> None:
    bakery, friend, exams = read_esconv(small_file).chats
    assert infer_need(bakery) == "practical_advice"  # "any suggestions for what I should do"
    # The supporter's "Providing Suggestions" label and the seeker's thanks ask for nothing.
    assert infer_need(friend) == "deep_empathy"
    assert infer_need(exams) == "deep_empathy"
    keywords = {
        k for c in esconv_persona(friend).data["rule_sim"]["concerns"] for k in c["keywords"]
    }
    assert not keywords & {"providing", "suggestions"}
    assert esconv_persona(friend, need="venting").hidden_need == "venting"
    with pytest.raises(ValueError, match="unknown hidden need 'hugs'"):
        esconv_persona(friend, need="hugs")


# --------------------------------------------------------------------------------- replay
class NotingJudge(LengthJudge):
    """The length judge, failing on one persona's dialogues when told to."""

    def __init__(self, fail_on: str | None = None) -> None:
        super().__init__()
        self.fail_on = fail_on

    def step_batch(
        self, states: Sequence[DialogueState], replies: Sequence[str]
    ) -> list[SimulatorStep]:
        steps = super().step_batch(states, replies)
        return [
            SimulatorStep(None, "", False, error="backend down")
            if state.persona.id == self.fail_on
            else step
            for state, step in zip(states, steps)
        ]


def test_the_replay_appraises_recorded_replies_from_the_simulated_emotion(
    small_file: Path,
) -> None:
    judge = NotingJudge()
    report = calibrate_esconv([read_esconv(small_file)], judge, resamples=50)
    bakery = read_esconv(small_file).chats[0]
    replies = [r.text for r in bakery.replies]
    deltas = [len(r) % 23 - 11 for r in replies]
    emotions = [40]
    for delta in deltas[:-1]:
        emotions.append(SAGE_RULES.apply(emotions[-1], delta))
    seen = [s for s in judge.seen if s["persona"] == "esconv-chats-0"]
    assert [s["reply"] for s in seen] == replies
    assert [s["user"] for s in seen] == [bakery.opening] + [r.answer for r in bakery.replies[:-1]]
    assert [s["emotion"] for s in seen] == emotions
    replay = report.dialogues[0]
    assert replay.proposed_deltas == deltas
    assert replay.changes == [SAGE_RULES.apply(e, d) - e for e, d in zip(emotions, deltas)]
    assert replay.simulated_final == simulated_final(SAGE_RULES, 40, deltas)
    assert [w["change"] for w in replay.windows] == [
        replay.changes[0],
        replay.changes[1] + replay.changes[2],
    ]
    # The length baseline: the supporter's words in each window, and in the chat.
    assert [w["words"] for w in replay.windows] == [12, 11 + 18]
    assert sum(replay.reply_words) == 12 + 11 + 18 + 2
    assert report.chats == 3 and report.replies == 8 and report.windows == 5


def test_statistics_are_finite_deterministic_and_named(tmp_path: Path) -> None:
    path = _write(tmp_path / "varied.json", _varied_chats(14))
    files = [read_esconv(path)]
    report = calibrate_esconv(files, LengthJudge(), resamples=300, seed=3)
    assert [s.name for s in report.statistics] == STATISTICS
    for stat in report.statistics:
        for value, interval in (
            (stat.simulator, stat.simulator_ci),
            (stat.baseline, stat.baseline_ci),
        ):
            assert value is not None and -1.0 <= value <= 1.0
            assert interval is not None and -1.0 <= interval[0] <= interval[1] <= 1.0
    window = report.statistic("window_spearman")
    assert window.n == report.windows == sum(3 + i % 3 for i in range(14)) and window.chats == 14
    windows = [w for d in report.dialogues for w in d.windows]
    feedback = [w["feedback"] for w in windows]
    assert window.simulator == round(spearman(feedback, [w["change"] for w in windows]), 4)
    assert window.baseline == round(spearman(feedback, [w["words"] for w in windows]), 4)
    assert window.baseline != window.simulator
    empathy = report.statistic("empathy_kendall")
    ratings = [d.survey["empathy"] for d in report.dialogues]
    assert empathy.simulator == round(
        kendall_tau(ratings, [d.simulated_final for d in report.dialogues]), 4
    )
    assert empathy.baseline == round(
        kendall_tau(ratings, [sum(d.reply_words) for d in report.dialogues]), 4
    )
    drop = report.statistic("intensity_drop_spearman")
    drops = [
        d.survey["initial_emotion_intensity"] - d.survey["final_emotion_intensity"]
        for d in report.dialogues
    ]
    assert drop.simulator == round(
        spearman(drops, [d.simulated_final for d in report.dialogues]), 4
    )
    assert report.statistic("empathy_kendall").n == 14
    again = calibrate_esconv(files, LengthJudge(), resamples=300, seed=3)
    assert again.to_dict() == report.to_dict()
    other_seed = calibrate_esconv(files, LengthJudge(), resamples=300, seed=4)
    assert other_seed.statistic("window_spearman").simulator == window.simulator
    assert other_seed.statistic("window_spearman").simulator_ci != window.simulator_ci


def test_a_chat_the_simulator_fails_on_is_skipped_and_named(small_file: Path) -> None:
    report = calibrate_esconv(
        [read_esconv(small_file)], NotingJudge("esconv-chats-1"), resamples=20
    )
    assert report.chats == 2 and report.skipped == 1
    (error,) = report.errors
    assert "chat [1]" in error and "backend down" in error
    assert report.statistic("window_spearman").n == 4  # the two other chats' windows


def test_limit_counts_chats_by_their_place_in_the_file(tmp_path: Path) -> None:
    path = _write(tmp_path / "chats.json", [BAKERY, _bad("dialog", KeyError), FRIEND, EXAMS])
    report = calibrate_esconv([read_esconv(path)], LengthJudge(), limit=2, resamples=20)
    assert [d.key for d in report.dialogues] == ["chats[0]"]
    assert report.skipped == 1 and "chat [1]" in report.errors[0]
    with pytest.raises(
        RlverEnvError, match="no ESConv chat to replay .*chat \\[0\\]: field dialog"
    ):
        calibrate_esconv([read_esconv(_write(path, [_bad("dialog", KeyError)]))], LengthJudge())


def test_a_forced_need_reaches_every_persona(small_file: Path) -> None:
    report = calibrate_esconv(
        [read_esconv(small_file)], LengthJudge(), need="venting", resamples=20
    )
    assert report.hidden_needs == {"venting": 3}


# ------------------------------------------------------------------------------ bootstrap
def test_weighted_correlations_equal_those_of_the_expanded_resample() -> None:
    rng = np.random.default_rng(7)
    x = rng.integers(1, 6, size=40).astype(float)
    y = x + rng.integers(-3, 4, size=40)
    clusters = rng.integers(0, 9, size=40)
    weights = cluster_weights(clusters, resamples=40, seed=1)
    # Each resample draws as many clusters as there are, so items of one cluster share a count.
    per_cluster = {int(c): weights[:, clusters == c] for c in np.unique(clusters)}
    assert all((w == w[:, :1]).all() for w in per_cluster.values())
    rhos, taus = weighted_spearman(x, y, weights), weighted_kendall_tau(x, y, weights)
    for row, rho, tau in zip(weights, rhos, taus):
        expanded = np.repeat(np.arange(40), row.astype(int))
        expected_rho = spearman(x[expanded], y[expanded])
        expected_tau = kendall_tau(x[expanded], y[expanded])
        assert (math.isnan(rho) and math.isnan(expected_rho)) or rho == pytest.approx(
            expected_rho, abs=1e-12
        )
        assert (math.isnan(tau) and math.isnan(expected_tau)) or tau == pytest.approx(
            expected_tau, abs=1e-12
        )
    ones = np.ones((1, 40))
    assert weighted_spearman(x, y, ones)[0] == pytest.approx(spearman(x, y), abs=1e-12)
    assert weighted_kendall_tau(x, y, ones)[0] == pytest.approx(kendall_tau(x, y), abs=1e-12)
    assert math.isnan(weighted_spearman(np.ones(4), np.arange(4.0), np.ones((1, 4)))[0])
    assert percentile_interval([np.nan] * 3 + [0.5]) is None
    assert percentile_interval([0.1, 0.2, 0.3, np.nan]) == pytest.approx((0.105, 0.295))


# ------------------------------------------------------------------------------------ CLI
def test_cli_prints_the_table(
    small_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path / "mixed.json", _varied_chats(6) + [_bad("dialog.2.speaker", "bot")])
    args = [
        "calibrate",
        "--format",
        "esconv",
        str(path),
        "--simulator",
        "rule",
        "--resamples",
        "100",
    ]
    assert main(args) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0] == "| statistic | simulator (95% CI) | length baseline (95% CI) | n |"
    assert lines[2].startswith("| feedback ~ window: Spearman | ")
    assert lines[2].endswith(f"| {sum(3 + i % 3 for i in range(6))} windows / 6 chats |")
    assert "chats replayed: 6 (skipped: 1)" in captured.out
    assert f"speaker naming: {path}: speaker/listener" in captured.out
    assert "warning: " in captured.err and "chat [6]: field dialog[2].speaker" in captured.err
    # --format auto recognises the file; --output json gives the same numbers.
    assert main(["calibrate", str(small_file), "--simulator", "rule", "--output", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["format"] == "esconv" and data["chats"] == 3 and data["windows"] == 5
    assert data["speaker_namings"] == {str(small_file): "speaker/listener"}
    assert [s["name"] for s in data["statistics"]] == STATISTICS
    direct = calibrate_esconv([read_esconv(small_file)], RuleBasedSimulator())
    assert data["statistics"] == [s.to_dict() for s in direct.statistics]
    # The full ESConv.json's naming takes the same path and gives the same numbers.
    full = _write(tmp_path / "ESConv.json", [_renamed(c) for c in (BAKERY, FRIEND, EXAMS)])
    assert main(["calibrate", "--format", "esconv", str(full), "--simulator", "rule",
                 "--output", "json"]) == 0  # fmt: skip
    renamed = json.loads(capsys.readouterr().out)
    assert renamed["speaker_namings"] == {str(full): "seeker/supporter"}
    assert renamed["statistics"] == data["statistics"]


def test_cli_options_that_do_not_apply_are_errors(
    small_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["calibrate", "--format", "esconv", str(small_file), "--simulator", "rule"]
    assert main([*base, "--personas", "bundled:all"]) == 2  # a wrong value
    assert "--personas: not used with ESConv chats" in capsys.readouterr().err
    assert main([*base, "--need", "hugs"]) == 2
    assert main([*base, "--need", "venting", "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["hidden_needs"] == {"venting": 3}
    assert (
        main(
            [
                "calibrate",
                str(small_file),
                "--format",
                "sage",
                "--simulator",
                "rule",
                "--need",
                "venting",
            ]
        )
        == 2
    )
    assert "--need: only used with ESConv chats" in capsys.readouterr().err


def test_cli_llm_simulator_takes_the_same_path(
    small_file: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    built: list[tuple[str, dict[str, Any]]] = []

    def fake_make_simulator(name: str, **kwargs: Any) -> LengthJudge:
        built.append((name, kwargs))
        return LengthJudge()

    monkeypatch.setattr(simulator_args, "make_simulator", fake_make_simulator)
    args = [
        "calibrate", "--format", "esconv", str(small_file), "--simulator", "llm",
        "--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "judge",
        "--output", "json", "--details",
    ]  # fmt: skip
    assert main(args) == 0
    assert built == [
        ("llm", {"backend": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "judge"})
    ]
    data = json.loads(capsys.readouterr().out)
    assert data["simulator"] == "length-judge" and data["chats"] == 3
    assert [len(d["changes"]) for d in data["dialogues"]] == [4, 2, 2]


# ------------------------------------------------------------------------------ real data
@pytest.mark.skipif(
    not FAILED_ESCONV.is_file(), reason=f"FailedESConv.json is not at {FAILED_ESCONV}"
)
def test_the_failed_esconv_chats_read_in_their_speaker_naming() -> None:
    loaded = read_esconv(FAILED_ESCONV)
    assert loaded.speaker_naming == SPEAKER_LISTENER
    assert loaded.total == 196 and len(loaded.chats) > 150
    assert not any("speaker" in e.field for e in loaded.errors)


@pytest.mark.skipif(
    not FAILED_ESCONV.is_file(), reason=f"FailedESConv.json is not at {FAILED_ESCONV}"
)
def test_the_failed_esconv_chats_replay_with_finite_statistics() -> None:
    loaded = read_esconv(FAILED_ESCONV)
    report = calibrate_esconv([loaded], RuleBasedSimulator())
    assert report.chats > 100 and report.windows > 300
    assert report.chats + report.skipped == loaded.total
    for stat in report.statistics:
        assert stat.simulator is not None and math.isfinite(stat.simulator)
        assert stat.baseline is not None and math.isfinite(stat.baseline)
        assert stat.simulator_ci is not None and stat.baseline_ci is not None
    assert report.statistic("empathy_spearman").n > 100
    assert set(report.hidden_needs) == {"practical_advice", "deep_empathy"}
