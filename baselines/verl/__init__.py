"""verl recipe: dataset builder, interaction config and launch script for RLVER-scale training."""
