"""Whole dialogues: collecting them from vector envs, evaluating agents, and their JSONL logs."""
