"""Gymnasium wrappers over EmpathyDialogue-v0."""
