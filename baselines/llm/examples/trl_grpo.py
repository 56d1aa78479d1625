"""Multi-turn GRPO with TRL's GRPOTrainer on rlver-env, through a rollout function.

On a CPU, with the bundled SmolLM2-135M-Instruct and LoRA (a few minutes per step on 2 cores)::

    python baselines/llm/examples/trl_grpo.py --max_steps 2

On GPUs, with vLLM colocated and several processes::

    accelerate launch --num_processes 8 baselines/llm/examples/trl_grpo.py \\
        --model Qwen/Qwen2.5-7B-Instruct --use_vllm --max_turns 8 --num_generations 4 \\
        --per_device_train_batch_size 4 --max_steps 500 --bf16

Each prompt of the dataset is one training persona's opening line; TRL repeats it
``num_generations`` times and the rollout function plays each copy as a whole dialogue with
the simulated user (same persona, same seed within a group). The reward is the dialogue's
return: the sum of the emotion changes / 100.
"""

from __future__ import annotations

import argparse
import os


def main() -> None:
    """Parses the options and trains."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="smollm2", help="A model folder or hub id; 'smollm2' is the bundled SmolLM2-135M-Instruct.")
    parser.add_argument("--env_id", default="EmpathyDialogue-v0")
    parser.add_argument("--max_turns", type=int, default=3)
    parser.add_argument("--max_new_tokens", type=int, default=48, help="Tokens per turn.")
    parser.add_argument("--think", action="store_true", help="Think-then-say format.")
    parser.add_argument("--num_generations", type=int, default=4, help="GRPO group size.")
    parser.add_argument("--per_device_train_batch_size", type=int, default=8)
    parser.add_argument("--max_steps", type=int, default=20)
    parser.add_argument("--learning_rate", type=float, default=2e-4)
    parser.add_argument("--lora_rank", type=int, default=16)
    parser.add_argument("--temperature", type=float, default=1.0)
    parser.add_argument("--use_vllm", action="store_true", help="Generate with vLLM (colocated); needs a GPU.")
    parser.add_argument("--bf16", action="store_true")
    parser.add_argument("--output_dir", default="runs/trl-grpo")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    import torch
    from peft import LoraConfig
    from rlver_baselines.llm.modeling import load_tokenizer, resolve_model_path
    from rlver_baselines.llm.trl_rollout import EnvRolloutFunc, env_return_reward
    from trl import GRPOConfig, GRPOTrainer

    model_path = resolve_model_path(args.model)
    rollout = EnvRolloutFunc(
        args.env_id, max_turns=args.max_turns, max_new_tokens=args.max_new_tokens, think=args.think, seed=args.seed
    )
    config = GRPOConfig(
        output_dir=args.output_dir,
        num_generations=args.num_generations,
        per_device_train_batch_size=args.per_device_train_batch_size,
        max_steps=args.max_steps,
        learning_rate=args.learning_rate,
        temperature=args.temperature,
        max_completion_length=args.max_new_tokens,  # the per-turn limit when vLLM generates
        beta=0.0,  # RLVER used no KL
        logging_steps=1,
        save_strategy="no",
        report_to="none",
        use_cpu=not torch.cuda.is_available(),
        bf16=args.bf16,
        use_vllm=args.use_vllm,
        vllm_mode="colocate",
        seed=args.seed,
    )
    trainer = GRPOTrainer(
        model=model_path,
        reward_funcs=env_return_reward,
        args=config,
        train_dataset=rollout.dataset(),
        processing_class=load_tokenizer(model_path),
        peft_config=LoraConfig(r=args.lora_rank, lora_alpha=2 * args.lora_rank, target_modules="all-linear", task_type="CAUSAL_LM"),
        rollout_func=rollout,
    )
    trainer.train()
    trainer.save_model(args.output_dir)
    print(f"saved the adapters to {args.output_dir}")


if __name__ == "__main__":
    main()
