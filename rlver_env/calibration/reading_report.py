"""How the rule user reads support: its support act of each reply against ESConv's human label.

The rule simulator reads the kind of support a reply gives with
:func:`rlver_env.simulators.rule.acts.reply_act` (question, suggestion, reflection,
restatement, self-disclosure, affirmation, information, other), the helping skills ESConv's
eight strategies name. ESConv's strategy files (:mod:`rlver_env.calibration.esconv_strategies`) hold
supporter responses that people labelled with those strategies. :func:`reading_report` reads
each response with the seeker's last message before it as context and scores the reader's act
against the label (:mod:`rlver_env.calibration.classification`): per-class precision, recall, F1 and
support, macro-F1, accuracy and the confusion matrix, beside a majority-class baseline (every
response read as the file's most frequent label) for reference.

Example::

    from rlver_env.calibration.reading_report import reading_report

    report = reading_report("devWithStrategy_short.tsv")
    print(report.to_markdown())
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rlver_env.calibration.classification import (
    ClassificationScores,
    classification_scores,
    majority_class,
)
from rlver_env.calibration.esconv_strategies import STRATEGY_ACTS, LabelledResponse, read_strategies
from rlver_env.simulators.rule.acts import reply_act

#: The files :func:`write_reading_report` writes into its folder.
MARKDOWN_FILE = "reading_report.md"
JSON_FILE = "reading_report.json"
#: The act of each strategy's label, and the strategy of each act.
STRATEGY_OF_ACT: dict[str, str] = {act: strategy for strategy, act in STRATEGY_ACTS.items()}


@dataclasses.dataclass(frozen=True)
class ReadingReport:
    """The reader's acts scored against the human labels of one strategy file.

    Attributes:
        path: The file read.
        responses: The number of labelled responses.
        scores: The reader's scores.
        baseline_act: The majority class: the act of the file's most frequent label.
        baseline: The scores of reading every response as ``baseline_act``.
        acts: The reader's act of each response, in file order.
    """

    path: str
    responses: int
    scores: ClassificationScores
    baseline_act: str
    baseline: ClassificationScores
    acts: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict (without the per-response acts)."""
        return {
            "format": "strategies",
            "path": self.path,
            "responses": self.responses,
            "strategies": dict(STRATEGY_ACTS),
            "reader": self.scores.to_dict(),
            "baseline": {
                "act": self.baseline_act,
                "accuracy": self.baseline.accuracy,
                "macro_f1": self.baseline.macro_f1,
            },
        }

    def to_markdown(self) -> str:
        """Per-class scores, the overall lines and the confusion matrix, as Markdown."""
        lines = [
            "| act (ESConv strategy) | precision | recall | F1 | support |",
            "|---|---:|---:|---:|---:|",
        ]
        for c in self.scores.per_class:
            lines.append(
                f"| {c.name} ({STRATEGY_OF_ACT[c.name]}) | {c.precision:.3f} | {c.recall:.3f} | "
                f"{c.f1:.3f} | {c.support} |"
            )
        base = self.baseline
        lines += [
            "",
            f"responses: {self.responses} ({self.path})",
            (
                f"macro-F1: {self.scores.macro_f1:.3f}; accuracy: {self.scores.accuracy:.3f}; "
                f"majority baseline (every reply read as {self.baseline_act}): macro-F1 "
                f"{base.macro_f1:.3f}, accuracy {base.accuracy:.3f}"
            ),
            "",
            "confusion matrix (rows: the human label; columns: the reader's act)",
            "",
            "| label \\ act | " + " | ".join(self.scores.classes) + " |",
            "|---|" + "---:|" * len(self.scores.classes),
        ]
        for name, row in zip(self.scores.classes, self.scores.confusion):
            lines.append(f"| {name} | " + " | ".join(str(v) for v in row) + " |")
        return "\n".join(lines)


def score_responses(
    responses: Sequence[LabelledResponse], path: str | Path = "<responses>"
) -> ReadingReport:
    """Reads each response's act and scores the acts against the labels.

    Args:
        responses: The labelled responses.
        path: Where they came from, for the report.

    Returns:
        The report.

    Raises:
        ValueError: If there are no responses.
    """
    if not responses:
        raise ValueError(f"{path}: no labelled response to score")
    classes = tuple(STRATEGY_ACTS.values())
    labels = [r.act for r in responses]
    acts = tuple(reply_act(r.response, r.context) for r in responses)
    majority = majority_class(labels, classes)
    return ReadingReport(
        path=str(path),
        responses=len(responses),
        scores=classification_scores(labels, acts, classes),
        baseline_act=majority,
        baseline=classification_scores(labels, [majority] * len(labels), classes),
        acts=acts,
    )


def reading_report(path: str | Path) -> ReadingReport:
    """Reads a strategy file and scores the rule user's reading of its responses.

    Args:
        path: An ESConv strategy file (``devWithStrategy_short.tsv`` or one in its format).

    Returns:
        The report.

    Raises:
        rlver_env.calibration.esconv_strategies.StrategiesFormatError: If the file is missing or
            malformed, naming the line.
    """
    return score_responses(read_strategies(path), path)


def write_reading_report(report: ReadingReport, folder: str | Path) -> list[Path]:
    """Writes the report as :data:`MARKDOWN_FILE` and :data:`JSON_FILE` into ``folder``.

    Returns:
        The files written.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    markdown, data = folder / MARKDOWN_FILE, folder / JSON_FILE
    markdown.write_text(report.to_markdown() + "\n", encoding="utf-8")
    data.write_text(json.dumps(report.to_dict(), indent=2) + "\n", encoding="utf-8")
    return [markdown, data]
