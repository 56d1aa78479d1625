"""Strategy-level baselines with sb3-contrib (``pip install 'rlver-env[sb3]'``).

The agent picks one of ESConv's eight support strategies per turn through
:class:`rlver_env.wrappers.StrategyWrapper`; MaskablePPO (with the wrapper's action masks) or
RecurrentPPO (an LSTM policy) learns when to use which, in CPU minutes; plain PPO is there for
comparison. :mod:`.difficulty` and :mod:`.algorithms` run the training-difficulty and PPO-family
studies.

Train and compare from the command line::

    python -m rlver_baselines.sb3.train --algo maskable_ppo --timesteps 100000
    python -m rlver_baselines.sb3.evaluate --model runs/sb3/maskable_ppo_seed0.zip

This package's modules import stable-baselines3 and sb3-contrib lazily; :mod:`.config` needs
neither.
"""

from __future__ import annotations

from rlver_baselines.sb3.config import ALGOS, SB3BaselineConfig

__all__ = ["ALGOS", "SB3BaselineConfig"]
