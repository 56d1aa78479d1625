"""Adapters that run rlver-env's dialogues inside other training frameworks.

Each adapter lives in a module of its own and imports its framework lazily, so importing
``rlver_env.integrations`` needs nothing beyond rlver-env's core dependencies.
"""
