"""Training baselines for rlver-env, installed as the ``rlver_baselines`` package.

* :mod:`rlver_baselines.llm`: GRPO and PPO trainers for LLM policies.
* :mod:`rlver_baselines.verl`: a verl recipe for RLVER-scale training.
* :mod:`rlver_baselines.sb3`: strategy-level agents (ESConv strategies) trained with
  sb3-contrib's MaskablePPO and RecurrentPPO on CPU.

Each subpackage imports its heavy dependencies lazily; importing this package needs none.
"""
