"""Token masks: only the policy's own tokens (thought, reply, end-of-turn) get loss.

A hand-built two-turn dialogue in SmolLM2's chat template: the user's words, the system prompt
and the template's tokens must all be masked, and the loss must send no gradient to them.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from rlver_baselines.llm import advantages as adv
from rlver_baselines.llm.modeling import forward_tokens
from rlver_baselines.llm.rollout import assemble_dialogue, collate

from rlver_env.agents.chat_format import ChatFormat

SYSTEM = "You are a kind friend."
OPENING = "I lost my job today."
REPLY_1 = "That sounds awful. I'm so sorry."
USER_2 = "Yeah. It was so sudden."
TURN_2 = "<think>She is in shock.</think>Do you want to talk about it?"


def _ids(tokenizer: Any, text: str) -> list[int]:
    return tokenizer(text, add_special_tokens=False)["input_ids"]


def test_chat_format_knows_the_template_closing(tokenizer: Any) -> None:
    chat = ChatFormat(tokenizer, SYSTEM)
    assert chat.assistant_closing == "<|im_end|>\n"
    assert tokenizer.convert_tokens_to_ids("<|im_end|>") in chat.eos_token_ids


def test_mask_covers_exactly_the_policy_tokens(tokenizer: Any) -> None:
    chat = ChatFormat(tokenizer, SYSTEM)
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    generated_1 = _ids(tokenizer, REPLY_1) + [eos]  # ended with the end-of-turn token
    generated_2 = _ids(tokenizer, TURN_2)  # hit max_new_tokens: no end-of-turn token
    sample = assemble_dialogue(chat, OPENING, [(generated_1, USER_2), (generated_2, None)])

    ids = torch.tensor(sample.token_ids)
    mask = torch.tensor(sample.policy_mask).bool()
    assert ids[mask].tolist() == generated_1 + generated_2
    assert sample.policy_tokens == len(generated_1) + len(generated_2)

    # The stream is the chat template's rendering of the dialogue, followed by the second turn.
    conversation = [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": OPENING},
        {"role": "assistant", "content": REPLY_1},
        {"role": "user", "content": USER_2},
    ]
    rendered = tokenizer.apply_chat_template(conversation, tokenize=False, add_generation_prompt=True)
    assert tokenizer.decode(sample.token_ids) == rendered + TURN_2

    # Everything else is masked: the system prompt, both user turns and the template tokens.
    masked_text = tokenizer.decode(ids[~mask].tolist())
    for text in (SYSTEM, OPENING, USER_2, "<|im_start|>user", "<|im_start|>assistant"):
        assert text in masked_text
    assert REPLY_1 not in masked_text and "She is in shock" not in masked_text
    # The template's newline after the generated <|im_end|> is not the policy's.
    end = sample.reply_ends[0]
    assert sample.token_ids[end] == eos and sample.policy_mask[end] == 1
    assert sample.policy_mask[end + 1] == 0

    # Turn bookkeeping: token turns and reply ends (where the turn rewards go).
    first = len(chat.opening_ids(OPENING))
    assert sample.token_turn[first : first + len(generated_1)] == [0] * len(generated_1)
    assert sample.token_turn[-len(generated_2) :] == [1] * len(generated_2)
    assert sample.reply_ends == [first + len(generated_1) - 1, len(sample.token_ids) - 1]
    assert all(t == -1 for t, m in zip(sample.token_turn, sample.policy_mask) if not m)


def test_a_truncated_turn_gets_the_template_closing_masked(tokenizer: Any) -> None:
    chat = ChatFormat(tokenizer, SYSTEM)
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    generated = _ids(tokenizer, "I hear")  # cut off mid-sentence
    sample = assemble_dialogue(chat, OPENING, [(generated, USER_2)])
    after = sample.reply_ends[0] + 1
    assert sample.token_ids[after] == eos
    assert sample.policy_mask[after] == 0
    conversation = [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": OPENING},
        {"role": "assistant", "content": "I hear"},
        {"role": "user", "content": USER_2},
    ]
    rendered = tokenizer.apply_chat_template(conversation, tokenize=False, add_generation_prompt=True)
    assert tokenizer.decode(sample.token_ids) == rendered


def test_loss_sends_gradient_only_to_policy_tokens(tokenizer: Any) -> None:
    chat = ChatFormat(tokenizer, SYSTEM)
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    sample = assemble_dialogue(chat, OPENING, [(_ids(tokenizer, REPLY_1) + [eos], USER_2), (_ids(tokenizer, TURN_2), None)])
    batch = collate([sample], tokenizer.pad_token_id)
    length, vocab = batch["input_ids"].shape[1], len(tokenizer)
    generator = torch.Generator().manual_seed(0)
    logits = torch.randn(1, length, vocab, generator=generator, requires_grad=True)
    fake_model = lambda **kwargs: SimpleNamespace(logits=logits)

    out = forward_tokens(fake_model, batch["input_ids"], batch["attention_mask"], batch["policy_mask"], temperature=1.0)
    mask = batch["policy_mask"]
    assert (out["logprobs"][mask == 0] == 0).all()
    # A policy token's log-probability is read from the logits one position earlier.
    p = sample.reply_ends[0]
    expected = torch.log_softmax(logits[0, p - 1].detach(), dim=-1)[sample.token_ids[p]]
    assert out["logprobs"][0, p].item() == pytest.approx(expected.item(), abs=1e-5)

    loss, _ = adv.clipped_policy_loss(out["logprobs"], out["logprobs"].detach(), torch.ones_like(mask) * 0.7, mask)
    loss.backward()
    touched = logits.grad.abs().sum(dim=-1)[0]  # [length]
    predicts_policy_token = torch.zeros(length, dtype=torch.bool)
    predicts_policy_token[:-1] = mask[0, 1:].bool()
    assert (touched[~predicts_policy_token] == 0).all()
    assert (touched[predicts_policy_token] > 0).all()


def test_rollout_steps_only_the_dialogues_still_running(tokenizer: Any) -> None:
    import gymnasium as gym
    from rlver_baselines.llm.rollout import collect_dialogues

    from rlver_env.agents.hf_generator import GeneratedTurn

    chat = ChatFormat(tokenizer, SYSTEM)
    end = tokenizer.convert_tokens_to_ids("<|im_end|>")
    replies = [
        "That sounds really hard. What happened after that?",
        "whatever, get over it",  # dismissive: ends in failure early
    ]

    class Scripted:
        def generate(self, prompts, seed):
            return [
                GeneratedTurn(_ids(tokenizer, replies[i % 2]) + [end], [0.0] * (len(_ids(tokenizer, replies[i % 2])) + 1), False)
                for i, _ in enumerate(prompts)
            ]

    envs = gym.make_vec(
        "EmpathyDialogue-v0", num_envs=4, vectorization_mode="vector_entry_point", observation_format="messages"
    )
    stepped: list[int] = []
    simulator = envs.unwrapped.simulator
    original = simulator.step_batch
    simulator.step_batch = lambda states, texts: stepped.append(len(states)) or original(states, texts)
    samples = collect_dialogues(envs, Scripted(), chat, seed=0, max_new_tokens=32, max_context_tokens=100_000)
    turns = [len(s.turn_rewards) for s in samples]
    assert all(s.reason for s in samples) and len(set(turns)) > 1  # they end at different turns
    assert sum(stepped) == sum(turns)  # no step for a dialogue that had ended
    envs.close()
