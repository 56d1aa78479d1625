"""The "Degeneracy" section of a benchmark run: summary.json, summary.md, report.html and score."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from rlver_env.agents.policy import make_policy
from rlver_env.bench import run_benchmark, summarise_trajectories
from rlver_env.bench.report_html import write_html_report
from rlver_env.bench.summary import summary_markdown
from rlver_env.cli.main import main
from rlver_env.personas.model import load_bundled


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``rlver-env bench`` runs of the empathetic agent and of the fixed-line solution pusher."""
    root = tmp_path_factory.mktemp("degeneracy")
    folder = root / "personas"
    folder.mkdir()
    for persona in load_bundled("test")[:8]:
        (folder / f"{persona.id}.json").write_text(json.dumps(persona.to_dict()), encoding="utf-8")
    out = {}
    for name in ("empathetic", "solution_pusher"):
        out[name] = root / name
        args = ["bench", "--policy", f"scripted:{name}", "--out", str(out[name]), "--personas", str(folder), "--quiet"]
        assert main(args) == 0
    return out


def test_bench_writes_the_section_into_summary_and_report(runs: dict[str, Path]) -> None:
    good, bad = (json.loads((runs[n] / "summary.json").read_text(encoding="utf-8"))["degeneracy"] for n in runs)
    assert good["replies"] == 80 and good["penalties"] and good["crossed"] == []
    crossed = {row["metric"] for row in bad["crossed"]}
    assert {"repeat_rate", "distinct_2"} <= crossed  # six fixed lines, said to everyone
    assert all(row["excerpt"] for row in bad["crossed"])

    text = (runs["solution_pusher"] / "summary.md").read_text(encoding="utf-8")
    section = text[text.index("## Degeneracy") :]
    assert "| replies repeating an earlier one word for word | " in section and "**crossed**" in section
    assert "(said word for word before)" in section  # the excerpt of a repeated reply
    assert "No limit crossed." in (runs["empathetic"] / "summary.md").read_text(encoding="utf-8")

    page = (runs["solution_pusher"] / "report.html").read_text(encoding="utf-8")
    block = page[page.index('<section class="degeneracy" id="degeneracy">') :]
    block = block[: block.index("</section>")]
    assert '<tr class="crossed" data-metric="repeat_rate">' in block
    assert '<tr data-metric="unreadable_share">' in block  # a limit kept is shown too
    assert "<q>" in block and "tonight" in block  # an excerpt of the pusher's fixed lines
    calm = (runs["empathetic"] / "report.html").read_text(encoding="utf-8")
    assert 'id="degeneracy"' in calm and "No limit crossed." in calm and 'class="crossed"' not in calm


def test_the_section_escapes_replies(tmp_path: Path) -> None:
    personas = [p.to_dict() for p in load_bundled("test")[:2]]
    result = run_benchmark(make_policy("scripted:empathetic"), tmp_path / "run", env_kwargs={"personas": personas}, progress=False)
    records = json.loads(json.dumps(result.records))
    for record in records:
        for turn in record["turns"]:
            turn["reply"] = "<script>alert(1)</script> 💥💥💥💥 <b>" + turn["reply"] + "</b>"
    summary = summarise_trajectories(records)
    assert "unreadable_share" in {row["metric"] for row in summary["degeneracy"]["crossed"]}
    page = write_html_report(summary, records, tmp_path / "out", "t").read_text(encoding="utf-8")
    block = page[page.index('id="degeneracy"') :]
    assert "<script>alert" not in block[: block.index("</section>")] and "&lt;script&gt;" in block
    assert "## Degeneracy" in summary_markdown(summary)


def test_score_prints_the_degeneracy_of_each_path(runs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(runs["empathetic"]), str(runs["solution_pusher"])]
    assert main(["score", *paths]) == 0
    assert "Degeneracy" not in capsys.readouterr().out  # only when asked
    assert main(["score", "--degeneracy", *paths]) == 0
    out = capsys.readouterr().out
    table = out[out.index("## Degeneracy") :].splitlines()
    rows = {line.split(" | ")[0].strip("| "): line for line in table if line.startswith("| ") and "---" not in line}
    assert rows["empathetic"].endswith("| none |")
    assert "repeat_rate" in rows["solution_pusher"].rsplit("|", 2)[1] and "!" in rows["solution_pusher"]
    assert "- solution_pusher, repeat_rate: " in out

    assert main(["score", "--degeneracy", "--output", "json", *paths]) == 0
    data = {row["name"]: row for row in json.loads(capsys.readouterr().out)}
    assert data["empathetic"]["degeneracy"]["crossed"] == []
    assert data["solution_pusher"]["degeneracy"]["metrics"]["repeat_rate"] > 0.25

    assert main(["score", "--degeneracy", "--output", "csv", *paths]) == 0
    lines = {row["model"]: row for row in csv.DictReader(io.StringIO(capsys.readouterr().out))}
    assert float(lines["solution_pusher"]["degeneracy_repeat_rate"]) > 0.25
    assert "repeat_rate" in lines["solution_pusher"]["degeneracy_crossed"] and lines["empathetic"]["degeneracy_crossed"] == ""


def test_a_log_whose_reward_names_no_rules_counts_no_penalties(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    history = [{"role": "user", "content": "I lost my job today.", "emotion-point": 40}]
    for turn, emotion in enumerate([45, 50], start=1):
        history += [
            {"role": "assistant", "content": f"That sounds so hard, I'm sorry. What happened at work on day {turn}?"},
            {"role": "user", "content": "They just let me go.", "emotion-point": emotion, "planning": {"analyse": "ok"}},
        ]
    log = tmp_path / "model.jsonl"
    log.write_text(json.dumps({"id": "d1", "history": history, "emo_point": 50}) + "\n", encoding="utf-8")
    assert main(["score", "--degeneracy", "--output", "json", str(log)]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["degeneracy"]["penalties"] is False and "penalty_rate" not in row["degeneracy"]["metrics"]
    assert row["degeneracy"]["replies"] == 2
