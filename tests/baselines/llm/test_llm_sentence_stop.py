"""The sentence stop: a turn ends after ``max_sentences`` sentence ends and is not counted as truncated."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from rlver_env.agents.hf_generator import HFGenerator, _SentenceStop, sentence_end_mask
from tests.baselines.llm.scripted_lm import ScriptedLM


def test_sentence_end_mask_marks_sentence_ends_only(tokenizer):
    mask = sentence_end_mask(tokenizer, len(tokenizer))
    ids = lambda text: tokenizer(text, add_special_tokens=False)["input_ids"]  # noqa: E731
    assert all(mask[i] for i in (ids(".")[-1], ids("!")[-1], ids("?")[-1]))
    assert not any(mask[i] for i in ids(" hello world, and"))


def test_sentence_stop_counts_per_row():
    mask = torch.tensor([False, True, False])  # token 1 ends a sentence
    stop = _SentenceStop(mask, limit=2)
    rows = [torch.tensor([[1], [0]]), torch.tensor([[0], [1]]), torch.tensor([[1], [0]])]
    done = [stop(ids, None).tolist() for ids in rows]
    assert done == [[False, False], [False, False], [True, False]]


def test_generator_cuts_after_the_second_sentence_and_not_as_truncated(tokenizer):
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    one = tokenizer("I hear you. That sounds hard. What happened next", add_special_tokens=False)["input_ids"]
    two = tokenizer("So sorry", add_special_tokens=False)["input_ids"] + [eos]
    width = max(len(one), len(two))
    rows = [one + [eos] * (width - len(one)), two + [eos] * (width - len(two))]
    model = ScriptedLM([rows], len(tokenizer))
    generator = HFGenerator(model, tokenizer, [eos], max_new_tokens=width, temperature=0.7, max_sentences=2)
    first, second = generator.generate([[1, 2, 3], [4, 5]], seed=0)
    assert tokenizer.decode(first.token_ids) == "I hear you. That sounds hard."
    assert not first.truncated and len(first.logprobs) == len(first.token_ids)
    assert second.token_ids == two and not second.truncated
    assert "stopping_criteria" in model.calls[0]
    plain = HFGenerator(ScriptedLM([[one]], len(tokenizer)), tokenizer, [eos], max_new_tokens=len(one), temperature=0.7)
    (whole,) = plain.generate([[1, 2, 3]], seed=0)
    assert whole.token_ids == one and whole.truncated
