"""Classification scores of labels against predictions, in plain numpy.

Per class: precision, recall, F1 and support; overall: accuracy and macro-F1 (the unweighted
mean of the classes' F1); and the confusion matrix (rows the true class, columns the
predicted one). The numbers are those of :mod:`sklearn.metrics` (``precision_recall_fscore_support``
and ``f1_score(average="macro")`` with ``labels`` and ``zero_division=0``, ``accuracy_score``,
``confusion_matrix``), so the core package needs no scikit-learn: a class never predicted has
precision 0, a class absent from the labels has recall 0, and both count in the macro mean.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np


@dataclasses.dataclass(frozen=True)
class ClassScore:
    """One class's scores.

    Attributes:
        name: The class.
        precision: Of the items predicted as the class, the share that are (0 when none is).
        recall: Of the items of the class, the share predicted as it (0 when there are none).
        f1: The harmonic mean of precision and recall (0 when both are 0).
        support: The number of items of the class.
    """

    name: str
    precision: float
    recall: float
    f1: float
    support: int


@dataclasses.dataclass(frozen=True)
class ClassificationScores:
    """How well predictions match labels.

    Attributes:
        classes: The classes, in report order.
        per_class: Each class's scores, in that order.
        accuracy: The share of items predicted right.
        macro_f1: The unweighted mean of the classes' F1.
        confusion: ``confusion[i][j]``: the items of class ``i`` predicted as class ``j``.
    """

    classes: tuple[str, ...]
    per_class: tuple[ClassScore, ...]
    accuracy: float
    macro_f1: float
    confusion: tuple[tuple[int, ...], ...]

    @property
    def total(self) -> int:
        """The number of items scored."""
        return sum(map(sum, self.confusion))

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return {
            "classes": list(self.classes),
            "per_class": [dataclasses.asdict(c) for c in self.per_class],
            "accuracy": self.accuracy,
            "macro_f1": self.macro_f1,
            "confusion": [list(row) for row in self.confusion],
        }


def _ratio(numerator: float, denominator: float) -> float:
    return float(numerator / denominator) if denominator else 0.0


def classification_scores(
    labels: Sequence[str], predicted: Sequence[str], classes: Sequence[str]
) -> ClassificationScores:
    """Scores ``predicted`` against ``labels``.

    Args:
        labels: The true class of each item.
        predicted: The predicted class of each item.
        classes: Every class, in report order; the macro mean is over all of them.

    Returns:
        The scores.

    Raises:
        ValueError: If the sequences differ in length or are empty, ``classes`` repeats a
            class, or a label or prediction is not one of ``classes``.
    """
    if len(labels) != len(predicted):
        raise ValueError(f"{len(labels)} labels but {len(predicted)} predictions")
    if not labels:
        raise ValueError("nothing to score: no labels")
    order = {name: i for i, name in enumerate(classes)}
    if len(order) != len(classes):
        raise ValueError(f"classes repeat a class: {list(classes)}")
    unknown = sorted({*labels, *predicted} - set(order))
    if unknown:
        raise ValueError(f"not among the classes {list(classes)}: {unknown}")
    confusion = np.zeros((len(classes), len(classes)), dtype=np.int64)
    np.add.at(confusion, ([order[x] for x in labels], [order[x] for x in predicted]), 1)
    correct = np.diag(confusion)
    per_class = []
    for i, name in enumerate(classes):
        precision = _ratio(correct[i], confusion[:, i].sum())
        recall = _ratio(correct[i], confusion[i, :].sum())
        f1 = _ratio(2 * precision * recall, precision + recall)
        per_class.append(ClassScore(name, precision, recall, f1, int(confusion[i, :].sum())))
    return ClassificationScores(
        classes=tuple(classes),
        per_class=tuple(per_class),
        accuracy=_ratio(correct.sum(), confusion.sum()),
        macro_f1=float(np.mean([c.f1 for c in per_class])),
        confusion=tuple(tuple(int(v) for v in row) for row in confusion),
    )


def majority_class(labels: Sequence[str], classes: Sequence[str]) -> str:
    """The most frequent label (the earliest of ``classes`` on a tie).

    Raises:
        ValueError: If there are no labels.
    """
    if not labels:
        raise ValueError("no labels")
    counts = Counter(labels)
    return max(classes, key=lambda name: (counts[name], -list(classes).index(name)))
