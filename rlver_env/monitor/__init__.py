"""Degeneracy of a policy's replies: what a policy drifting toward its reward says, read batch by batch.

A policy trained with RL drifts toward whatever its reward pays; that can mean repetition, word
salad, stock phrases, hidden characters or the penalties it keeps paying. The monitor reads the
policy's replies only (never the simulator's internals), so it works the same with the rule user
and the LLM user. It tracks:

* distinct-1/2 over the batch (size-corrected) and inside each dialogue (:mod:`.diversity`);
* exact and near repeats of earlier replies (:mod:`.repeats`);
* reply length, and its drift from the run's first batches (:mod:`.monitor`);
* empty replies, and the share of characters a reader cannot read, of words that are not
  English, of function words (word salad has few) and of words inside stock support phrases
  (:mod:`.reply_signals`);
* the reward's own penalty codes, when the step names them (:mod:`.penalties`);
* the return against distinct-2: a return that rises while distinct-2 falls (:mod:`.monitor`).

The parts: :func:`degeneracy_metrics` (one batch in, a flat dict of named floats out: the hook for
any trainer), :class:`DegeneracyMonitor` (a run: baseline, trend, patience and alerts with an
excerpt), :class:`DegeneracyThresholds` (the limits, with defaults a sincere policy stays within)
and :func:`run_degeneracy` (a finished run's section for the benchmark report).
"""

from __future__ import annotations

from rlver_env.monitor.batch import (
    DIALOGUE_KEYS,
    BatchReading,
    ReplyReading,
    degeneracy_metrics,
    dialogue_degeneracy,
    read_batch,
)
from rlver_env.monitor.diversity import (
    DISTINCT_SAMPLE,
    distinct_n,
    looping_rate,
    loops,
    ngrams,
    rarefied_distinct_n,
    repetition_rate,
    words,
)
from rlver_env.monitor.monitor import DegeneracyMonitor, MonitorStep
from rlver_env.monitor.penalties import DEGENERACY_PENALTIES, FORMAT_PENALTY, penalty_codes
from rlver_env.monitor.repeats import Repeat, ReplyMemory, normal_form
from rlver_env.monitor.reply_signals import ReplySignals, reply_signals
from rlver_env.monitor.run_report import run_degeneracy
from rlver_env.monitor.thresholds import SIGNALS, Crossing, DegeneracyThresholds, Signal, crossings

__all__ = [
    "DEGENERACY_PENALTIES",
    "DIALOGUE_KEYS",
    "DISTINCT_SAMPLE",
    "FORMAT_PENALTY",
    "SIGNALS",
    "BatchReading",
    "Crossing",
    "DegeneracyMonitor",
    "DegeneracyThresholds",
    "MonitorStep",
    "Repeat",
    "ReplyMemory",
    "ReplyReading",
    "ReplySignals",
    "Signal",
    "crossings",
    "degeneracy_metrics",
    "dialogue_degeneracy",
    "distinct_n",
    "looping_rate",
    "loops",
    "ngrams",
    "normal_form",
    "penalty_codes",
    "rarefied_distinct_n",
    "read_batch",
    "repetition_rate",
    "reply_signals",
    "run_degeneracy",
    "words",
]
