"""The think-then-say scaffold: the harness writes the tags, the policy the thought and the reply."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from rlver_baselines.llm.config import ConfigError
from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
from rlver_baselines.llm.rollout import DialogueSample

from rlver_env.action_parser import parse_action
from rlver_env.agents.think_scaffold import ThinkScaffold, build_generator
from tests.baselines.llm.scripted_lm import ScriptedLM


def _ids(tokenizer: Any, text: str) -> list[int]:
    return list(tokenizer(text, add_special_tokens=False)["input_ids"])


def _scaffold(tokenizer: Any, calls: list[list[list[int]]]) -> tuple[ThinkScaffold, ScriptedLM]:
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    model = ScriptedLM(calls, len(tokenizer))
    generator = build_generator(
        model, tokenizer, [eos], max_new_tokens=32, temperature=0.7, max_sentences=2,
        scaffold=True, max_thought_tokens=32, max_thought_sentences=1,
    )
    assert isinstance(generator, ThinkScaffold)
    return generator, model


def test_the_turn_is_a_well_formed_action_with_the_tags_forced(tokenizer):
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    thought = _ids(tokenizer, " They feel left out. And more")
    reply = _ids(tokenizer, "That sounds lonely.") + [eos]
    generator, model = _scaffold(tokenizer, [[thought], [reply]])
    (turn,) = generator.generate([[1, 2, 3]], seed=0)

    kept = _ids(tokenizer, " They feel left out.")
    open_ids, close_ids = generator.open_ids, generator.close_ids
    assert turn.token_ids == open_ids + kept + close_ids + reply
    assert turn.forced == [True] * len(open_ids) + [False] * len(kept) + [True] * len(close_ids) + [False] * len(reply)
    assert len(turn.logprobs) == len(turn.token_ids) and not turn.truncated
    assert all(lp == 0.0 for lp, f in zip(turn.logprobs, turn.forced) if f)
    assert all(lp < 0.0 for lp, f in zip(turn.logprobs, turn.forced) if not f)
    # The reply phase continues the stream with the thought and the closing tag.
    assert model.prompts[0] == [[1, 2, 3] + open_ids]
    assert model.prompts[1] == [[1, 2, 3] + open_ids + kept + close_ids]
    parsed = parse_action(tokenizer.decode(turn.token_ids, skip_special_tokens=True), "required")
    assert parsed.format_ok, parsed.format_error
    assert parsed.thought == "They feel left out." and parsed.reply == "That sounds lonely."


def test_a_thought_that_ends_the_turn_or_closes_itself_gets_no_extra_tag(tokenizer):
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    ended = _ids(tokenizer, "sad") + [eos]
    closed = _ids(tokenizer, "hurt</think>")
    reply = _ids(tokenizer, "I'm here.") + [eos]
    generator, _ = _scaffold(tokenizer, [[ended, closed], [reply, reply]])
    first, second = generator.generate([[1], [2]], seed=0)
    assert eos not in first.token_ids[: -1], "the end-of-turn token inside the thought is dropped"
    assert first.token_ids == generator.open_ids + _ids(tokenizer, "sad") + generator.close_ids + reply
    assert second.token_ids == generator.open_ids + closed + reply
    for turn in (first, second):
        assert parse_action(tokenizer.decode(turn.token_ids, skip_special_tokens=True), "required").format_ok


def test_forced_tokens_get_no_mask_no_turn_and_no_logprob():
    sample = DialogueSample()
    sample.add_env_tokens([1, 2])
    sample.add_policy_tokens([10, 11, 12, 13], [-0.5, -0.1, -0.2, -0.3], [True, False, True, False])
    assert sample.policy_mask == [0, 0, 0, 1, 0, 1]
    assert sample.token_turn == [-1, -1, -1, 0, -1, 0]
    assert sample.logprobs == [0.0, 0.0, 0.0, -0.1, 0.0, -0.3]
    assert sample.reply_ends == [5] and sample.policy_tokens == 2
    with pytest.raises(ValueError, match="forced flags"):
        sample.add_policy_tokens([1, 2], [0.0, 0.0], [True])
    with pytest.raises(ValueError, match="last token"):
        sample.add_policy_tokens([1, 2], [0.0, 0.0], [False, True])


def test_config_checks_the_scaffold():
    with pytest.raises(ConfigError, match="think=true"):
        GRPOTrainerConfig(think_scaffold=True)
    with pytest.raises(ConfigError, match="transformers"):
        GRPOTrainerConfig(think=True, think_scaffold=True, generation_backend="vllm")
    cfg = GRPOTrainerConfig(think=True, think_scaffold=True, max_new_tokens=40, max_thought_tokens=24)
    assert cfg.turn_tokens == 40 + 24 + 16 and cfg.think_mode == "required"
    with pytest.raises(ConfigError, match="max_context_tokens"):
        GRPOTrainerConfig(think=True, think_scaffold=True, max_new_tokens=40, max_thought_tokens=24, max_context_tokens=64)
    assert GRPOTrainerConfig(max_new_tokens=40).turn_tokens == 40


def test_auto_generation_refuses_the_scaffold_where_it_would_pick_vllm(monkeypatch):
    import importlib.util

    from rlver_baselines.llm.trainer import Trainer

    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a, **k: object() if name == "vllm" else None)
    trainer = SimpleNamespace(cfg=GRPOTrainerConfig(think=True, think_scaffold=True), device="cuda:0")
    with pytest.raises(ConfigError, match="think_scaffold works with generation_backend 'transformers' only"):
        Trainer._make_generator(trainer)
