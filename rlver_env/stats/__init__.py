"""Statistics in plain numpy, shared by the benchmark and the calibration.

:mod:`~rlver_env.stats.correlation` holds ranks and the Pearson, Spearman and Kendall
correlations; :mod:`~rlver_env.stats.bootstrap` the cluster bootstrap of rank correlations and
the percentile interval. Callers import from those modules.
"""
