"""verl recipe: dataset builder, agent-loop config and launch script for RLVER-scale training."""
