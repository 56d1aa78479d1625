"""One agent system prompt: the trainer, the TRL rollout, the verl dataset and the bench agree."""

from __future__ import annotations

import pytest

from rlver_env.agents.chat import ChatModelPolicy
from rlver_env.agents.prompts import NO_THINK_SYSTEM_PROMPT, THINK_SYSTEM_PROMPT, system_prompt


@pytest.mark.parametrize("think", [True, False])
def test_trainer_and_bench_send_the_same_default_prompt(think: bool) -> None:
    from rlver_baselines.llm.grpo_config import GRPOTrainerConfig

    bench = ChatModelPolicy(backend=None, name="hf:model", think=think)
    trainer = GRPOTrainerConfig(think=think, system_prompt="")
    sent = bench.messages_for([{"role": "user", "content": "hi"}])[0]
    assert sent == {"role": "system", "content": trainer.agent_system_prompt}
    assert trainer.agent_system_prompt == system_prompt(think)


def test_the_two_prompts_differ_only_by_the_think_instruction() -> None:
    assert "<think>" in THINK_SYSTEM_PROMPT and "<think>" not in NO_THINK_SYSTEM_PROMPT
    shared = NO_THINK_SYSTEM_PROMPT.rsplit("\n\n", 1)[0]
    assert THINK_SYSTEM_PROMPT.startswith(shared)


def test_verl_dataset_uses_the_agent_prompt() -> None:
    pytest.importorskip("pandas")
    from rlver_baselines.verl import build_dataset

    assert build_dataset.SYSTEM_PROMPTS == {"on": system_prompt(True), "off": system_prompt(False)}


def test_trl_rollout_defaults_to_the_agent_prompt() -> None:
    pytest.importorskip("trl")
    from rlver_baselines.llm.trl_rollout import EnvRolloutFunc

    rollout = EnvRolloutFunc(max_turns=1, think=True)
    assert rollout.system_prompt == system_prompt(True)
