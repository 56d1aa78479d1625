"""Baseline trainers for rlver-env (installed as the ``rlver_baselines`` package)."""
