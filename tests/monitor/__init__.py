"""Tests of the degeneracy monitor (rlver_env.monitor)."""
