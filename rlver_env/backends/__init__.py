"""Inference backends for the LLM simulator."""
