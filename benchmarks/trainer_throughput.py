"""Our GRPO iteration against TRL's GRPOTrainer, on the same CPU workload.

The workload, identical for both: SmolLM2-135M-Instruct with LoRA (rank 16 on every linear
layer), the same two prompts (the system prompt and a training persona's opening line, from
the chat template), ``--group_size`` completions per prompt, completions of exactly
``--tokens`` tokens (end-of-turn suppressed), one optimizer step per iteration, no KL
reference, on-policy (one pass). Our trainer plays single-turn dialogues against the rule
simulator; TRL's reward function scores each completion with the same env.

Prints the time per iteration and tokens/s (prompt + completion tokens trained on) for both,
and the ratio (ours / TRL; the target is <= 1.1). The first ``--warmup`` iterations are not
timed.

    python benchmarks/trainer_throughput.py                 # ~10 minutes on 2 CPU cores
    python benchmarks/trainer_throughput.py --iterations 3 --tokens 16 --threads 1
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PERSONAS = ("addiction-bogdan-relapse", "aging-doris-village")


def persona_dicts(ids: tuple[str, ...]) -> list[dict[str, Any]]:
    """The bundled personas with these ids (train split first, then test)."""
    from rlver_env.personas.model import load_bundled

    found = {}
    for split in ("train", "test"):
        for persona in load_bundled(split):
            found.setdefault(persona.id, persona)
    missing = [i for i in ids if i not in found]
    if missing:
        available = sorted(found)[:2]
        raise SystemExit(f"personas {missing} are not bundled; pick others, e.g. {available}")
    return [found[i].data for i in ids]


def run_ours(args: argparse.Namespace, personas: list[dict[str, Any]], out: Path) -> dict[str, float]:
    from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
    from rlver_baselines.llm.trainer import Trainer

    cfg = GRPOTrainerConfig(
        model="smollm2", device="cpu", dtype="float32", use_lora=True, lora_rank=16, lora_alpha=32,
        group_size=args.group_size, num_dialogues=2 * args.group_size, max_turns=1,
        max_new_tokens=args.tokens, min_new_tokens=args.tokens, temperature=1.0, learning_rate=1e-5,
        micro_batch_size=2 * args.group_size, total_steps=args.warmup + args.iterations, tensorboard=False,
        progress=False, evaluate=False, output_dir=str(out / "ours"), seed=0, torch_threads=args.threads,
        env_kwargs={"personas": personas},
    )
    trainer = Trainer(cfg)
    history = trainer.train()
    trainer.close()
    timed = history[args.warmup :]
    step = statistics.mean(row["perf/step_s"] for row in timed)
    # Tokens trained on per iteration: every row's prompt + completion tokens.
    tokens = statistics.mean(row["perf/tokens_per_s"] * row["perf/step_s"] for row in timed)
    return {"s_per_iter": step, "tokens_per_iter": tokens, "rollout_s": statistics.mean(r["perf/rollout_s"] for r in timed),
            "update_s": statistics.mean(r["perf/update_s"] for r in timed)}


def run_trl(args: argparse.Namespace, personas: list[dict[str, Any]], out: Path) -> dict[str, float]:
    import gymnasium as gym
    import torch
    from datasets import Dataset
    from peft import LoraConfig
    from rlver_baselines.llm.modeling import load_tokenizer, resolve_model_path
    from transformers import TrainerCallback
    from trl import GRPOConfig, GRPOTrainer

    import rlver_env  # noqa: F401
    from rlver_env.agents.prompts import system_prompt

    if args.threads:
        torch.set_num_threads(args.threads)
    env = gym.make("EmpathyDialogue-v0", personas=personas, max_turns=1, think_mode="off").unwrapped
    openings = {}
    for persona in personas:
        observation, _ = env.reset(seed=0, options={"persona": persona["id"]})
        openings[observation[-1]["content"]] = persona["id"]
    rows = [{"prompt": [{"role": "system", "content": system_prompt(False)}, {"role": "user", "content": text}]} for text in openings]

    def env_reward(prompts: list[Any], completions: list[Any], **kwargs: Any) -> list[float]:
        rewards = []
        for prompt, completion in zip(prompts, completions):
            env.reset(seed=0, options={"persona": openings[prompt[-1]["content"]]})
            rewards.append(float(env.step(completion[0]["content"])[1]))
        return rewards

    class Clock(TrainerCallback):
        def __init__(self) -> None:
            self.times: list[float] = []
            self.tokens: list[float] = []
            self.last = time.perf_counter()

        def on_step_begin(self, *a: Any, **k: Any) -> None:
            self.last = time.perf_counter()

        def on_step_end(self, _args: Any, state: Any, *a: Any, **k: Any) -> None:
            self.times.append(time.perf_counter() - self.last)
            self.tokens.append(float(state.num_input_tokens_seen))

    path = resolve_model_path("smollm2")
    config = GRPOConfig(
        output_dir=str(out / "trl"), num_generations=args.group_size, per_device_train_batch_size=2 * args.group_size,
        max_steps=args.warmup + args.iterations, learning_rate=1e-5, max_completion_length=args.tokens,
        generation_kwargs={"min_new_tokens": args.tokens}, temperature=1.0, top_p=1.0, top_k=0, beta=0.0,
        logging_steps=1, save_strategy="no", report_to="none", use_cpu=True, bf16=False, seed=0, disable_tqdm=True,
        shuffle_dataset=False,
    )
    clock = Clock()
    trainer = GRPOTrainer(
        model=path, reward_funcs=env_reward, args=config, train_dataset=Dataset.from_list(rows),
        processing_class=load_tokenizer(path),
        peft_config=LoraConfig(r=16, lora_alpha=32, target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"], task_type="CAUSAL_LM"),
        callbacks=[clock],
    )
    trainer.train()
    seen = [clock.tokens[0]] + [b - a for a, b in zip(clock.tokens, clock.tokens[1:])]
    return {"s_per_iter": statistics.mean(clock.times[args.warmup :]), "tokens_per_iter": statistics.mean(seen[args.warmup :])}


def main() -> None:
    """Runs both trainers and prints the comparison."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=4, help="Timed iterations per trainer.")
    parser.add_argument("--warmup", type=int, default=1, help="Untimed iterations first.")
    parser.add_argument("--tokens", type=int, default=32, help="Completion tokens per sample.")
    parser.add_argument("--group_size", type=int, default=4, help="Completions per prompt (2 prompts per iteration).")
    parser.add_argument("--threads", type=int, default=0, help="torch CPU threads (0: torch's default).")
    parser.add_argument("--only", choices=["ours", "trl"], help="Run one side only.")
    parser.add_argument("--trl_first", action="store_true", help="Run TRL first (swap the order to check for drift in machine load).")
    parser.add_argument("--json", help="Also write the results to this file.")
    args = parser.parse_args()
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

    personas = persona_dicts(PERSONAS)
    results: dict[str, dict[str, float]] = {}
    runners = {"ours": run_ours, "trl": run_trl}
    order = ["trl", "ours"] if args.trl_first else ["ours", "trl"]
    with tempfile.TemporaryDirectory() as tmp:
        for name in order:
            if args.only in (None, name):
                results[name] = runners[name](args, personas, Path(tmp))
    print(f"workload: SmolLM2-135M + LoRA r16, 2 prompts x {args.group_size} completions x {args.tokens} tokens, "
          f"{args.iterations} timed iterations, torch threads {args.threads or 'default'}")
    for name, r in results.items():
        print(f"{name:>5}: {r['s_per_iter']:7.2f} s/iteration  {r['tokens_per_iter'] / r['s_per_iter']:8.1f} tokens/s"
              + (f"  (rollout {r['rollout_s']:.2f} s, update {r['update_s']:.2f} s)" if "rollout_s" in r else ""))
    if len(results) == 2:
        ratio = results["ours"]["s_per_iter"] / results["trl"]["s_per_iter"]
        print(f"ratio ours/TRL (time per iteration): {ratio:.3f}  (target <= 1.1: {'met' if ratio <= 1.1 else 'NOT met'})")
        results["ratio"] = {"ours_over_trl": ratio}
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
