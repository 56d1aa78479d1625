"""The LLM simulated user in SAGE's style: the simulator, its reply parsing and its prompt packs."""
