"""Tests of the classification scores: hand-computed cases, and scikit-learn's numbers."""

from __future__ import annotations

import numpy as np
import pytest

from rlver_env.calibration.classification import classification_scores, majority_class

CLASSES = ("a", "b", "c", "d")


def test_scores_of_a_small_hand_computed_case() -> None:
    labels = ["a", "a", "a", "b", "b", "c"]
    predicted = ["a", "a", "b", "b", "c", "a"]
    scores = classification_scores(labels, predicted, CLASSES)
    a, b, c, d = scores.per_class
    # a: 2 of 3 predicted right, 2 of 3 found; b: 1 of 2, 1 of 2; c: 0 of 1; d: never seen.
    assert (a.precision, a.recall, a.f1, a.support) == pytest.approx((2 / 3, 2 / 3, 2 / 3, 3))
    assert (b.precision, b.recall, b.f1, b.support) == pytest.approx((0.5, 0.5, 0.5, 2))
    assert (c.precision, c.recall, c.f1, c.support) == (0.0, 0.0, 0.0, 1)
    assert (d.precision, d.recall, d.f1, d.support) == (0.0, 0.0, 0.0, 0)
    assert scores.accuracy == pytest.approx(3 / 6)
    assert scores.macro_f1 == pytest.approx((2 / 3 + 0.5) / 4)
    assert scores.confusion == ((2, 1, 0, 0), (0, 1, 1, 0), (1, 0, 0, 0), (0, 0, 0, 0))
    assert scores.total == 6
    assert scores.to_dict()["per_class"][0] == {
        "name": "a", "precision": a.precision, "recall": a.recall, "f1": a.f1, "support": 3,
    }  # fmt: skip


def test_the_majority_class_breaks_ties_by_class_order() -> None:
    assert majority_class(["b", "c", "c", "b", "a"], CLASSES) == "b"
    assert majority_class(["d", "a", "d"], CLASSES) == "d"
    with pytest.raises(ValueError, match="no labels"):
        majority_class([], CLASSES)


@pytest.mark.parametrize(
    ("labels", "predicted", "classes", "message"),
    [
        (["a"], ["a", "b"], CLASSES, "1 labels but 2 predictions"),
        ([], [], CLASSES, "no labels"),
        (["a"], ["e"], CLASSES, "not among the classes"),
        (["a"], ["a"], ("a", "a"), "repeat a class"),
    ],
)
def test_bad_input_is_a_value_error(
    labels: list[str], predicted: list[str], classes: tuple[str, ...], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        classification_scores(labels, predicted, classes)


def test_scores_match_scikit_learn_when_it_is_installed() -> None:
    metrics = pytest.importorskip(
        "sklearn.metrics", reason="scikit-learn is optional; the numpy version stands alone"
    )
    rng = np.random.default_rng(0)
    for _ in range(30):
        size = int(rng.integers(1, 60))
        labels = [CLASSES[i] for i in rng.integers(0, 4, size=size)]
        predicted = [CLASSES[i] for i in rng.integers(0, 3, size=size)]  # "d" never predicted
        scores = classification_scores(labels, predicted, CLASSES)
        precision, recall, f1, support = metrics.precision_recall_fscore_support(
            labels, predicted, labels=list(CLASSES), zero_division=0
        )
        assert [c.precision for c in scores.per_class] == pytest.approx(precision, abs=1e-12)
        assert [c.recall for c in scores.per_class] == pytest.approx(recall, abs=1e-12)
        assert [c.f1 for c in scores.per_class] == pytest.approx(f1, abs=1e-12)
        assert [c.support for c in scores.per_class] == list(support)
        assert scores.macro_f1 == pytest.approx(
            metrics.f1_score(
                labels, predicted, labels=list(CLASSES), average="macro", zero_division=0
            ),
            abs=1e-12,
        )
        assert scores.accuracy == pytest.approx(metrics.accuracy_score(labels, predicted))
        expected = metrics.confusion_matrix(labels, predicted, labels=list(CLASSES))
        assert [list(row) for row in scores.confusion] == expected.tolist()
