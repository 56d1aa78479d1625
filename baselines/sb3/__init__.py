"""Strategy-level agents trained with stable-baselines3-contrib."""
