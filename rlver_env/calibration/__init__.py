"""Simulator calibration: replay recorded dialogues through a simulator and compare.

:mod:`~rlver_env.calibration.calibrate` replays SAGE logs and our own runs in judge mode and
correlates the simulator's emotion changes with the recorded ones;
:mod:`~rlver_env.calibration.esconv_calibrate` does the same for ESConv's human chats (read by
:mod:`~rlver_env.calibration.esconv`, their seekers' personas built by
:mod:`~rlver_env.calibration.esconv_persona`, the statistics in
:mod:`~rlver_env.calibration.esconv_report`); :mod:`~rlver_env.calibration.reading_report` checks
the simulator's reading of a reply against the strategy people labelled it with
(:mod:`~rlver_env.calibration.esconv_strategies`, scored by
:mod:`~rlver_env.calibration.classification`). Callers import from those modules.
"""
