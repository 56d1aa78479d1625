#!/usr/bin/env bash
# RLVER-scale PPO or GRPO on an unmodified verl 0.9.x (>=0.9,<0.10), with rlver-env's agent loop
# (rlver_env.integrations.verl_agent_loop) playing the simulated user.
#
# Usage: bash baselines/verl/train.sh [options] [-- extra verl overrides]
#
# Every option has a default that mirrors RLVER (RLVER, arXiv 2507.03112): PPO with GAE,
# actor lr 1e-6, critic lr 5e-6, no KL; or GRPO with 4 samples per prompt; temperature 1.0,
# 8 turns, 32 dialogues per batch; Qwen2.5-7B-Instruct; thinking on. Run --help for the list.
#
# One node:      bash baselines/verl/train.sh --algo ppo --thinking on
# Several nodes: start a Ray cluster first (on the head: `ray start --head --port=6379`; on each
#                other node: `ray start --address=<head-ip>:6379`), then on the head:
#                bash baselines/verl/train.sh --nnodes 4 --gpus-per-node 8
set -euo pipefail

PYTHON=python3
ALGO=ppo
THINKING=on
MODEL=Qwen/Qwen2.5-7B-Instruct
NNODES=1
GPUS_PER_NODE=8
DATA_DIR=verl_data
REBUILD_DATA=0
RULES=rlver
TURNS=8
DIFFICULTY=
DIALOGUES_PER_PERSONA=8
SIMULATOR=rule
SIMULATOR_URLS=()
SIMULATOR_MODEL=Qwen/Qwen2.5-72B-Instruct
SIMULATOR_API_KEY_ENV=
SIMULATOR_MAX_CONCURRENCY=64
AGENT_WORKERS=8
ENGINE=vllm
TP=2
GPU_MEMORY_UTILIZATION=0.6
TRAIN_BATCH_SIZE=32
ROLLOUT_N=
MICRO_BATCH_PER_GPU=1
ACTOR_LR=1e-6
CRITIC_LR=5e-6
GAMMA=1.0
LAM=1.0
TEMPERATURE=1.0
MAX_PROMPT_LENGTH=1024
MAX_RESPONSE_LENGTH=
EPOCHS=10
SAVE_FREQ=50
TEST_FREQ=10
PROJECT=rlver-env
EXPERIMENT=
LOGGER="['console','tensorboard']"
CHECKPOINT_DIR=
DRY_RUN=0

usage() {
  cat <<EOF
Usage: bash baselines/verl/train.sh [options] [-- extra verl overrides]

Algorithm and model
  --algo ppo|grpo             PPO with GAE and a critic, or GRPO (default: $ALGO)
  --thinking on|off           think inside <think></think> before replying (default: $THINKING)
  --model NAME_OR_PATH        policy (and critic) model (default: $MODEL)
  --actor-lr LR               actor learning rate (default: $ACTOR_LR)
  --critic-lr LR              critic learning rate, PPO only (default: $CRITIC_LR)
  --gamma G, --lam L          GAE discount and lambda, PPO only (default: $GAMMA, $LAM)
  --rollout-n N               samples per prompt (default: 1 for ppo, 4 for grpo)
  --temperature T             rollout sampling temperature (default: $TEMPERATURE)
  --train-batch-size N        dialogues (prompts) per batch (default: $TRAIN_BATCH_SIZE)
  --micro-batch-per-gpu N     micro batch per GPU for updates and log-probs (default: $MICRO_BATCH_PER_GPU)
  --max-prompt-length N       tokens of system prompt + opening (default: $MAX_PROMPT_LENGTH)
  --max-response-length N     tokens of the whole dialogue after the prompt
                              (default: 8192 with thinking, 4096 without)
  --epochs N                  passes over the training rows (default: $EPOCHS)

Environment
  --rules rlver|sage          emotion rules (default: $RULES)
  --turns N                   agent turns per dialogue (default: $TURNS)
  --difficulty D              simple|normal|hard for every dialogue (default: each persona's own)
  --dialogues-per-persona N   training rows per persona (default: $DIALOGUES_PER_PERSONA)
  --data-dir DIR              where the parquet files and agent_loop.yaml live; built when
                              missing (default: $DATA_DIR)
  --rebuild-data              rebuild them even if they exist
  --simulator rule|llm        rule-based user (offline) or an LLM user (default: $SIMULATOR)
  --simulator-url URL         OpenAI-compatible simulator server; repeat for several replicas
                              (default: http://127.0.0.1:8000/v1)
  --simulator-model NAME      model name the simulator server serves (default: $SIMULATOR_MODEL)
  --simulator-api-key-env VAR environment variable holding the server's API key (default: none)
  --simulator-max-concurrency N  requests in flight per verl agent-loop worker (default: $SIMULATOR_MAX_CONCURRENCY)
  --agent-workers N           verl agent-loop workers, each with its own simulator client
                              (default: $AGENT_WORKERS)

Cluster
  --nnodes N                  nodes in the Ray cluster (default: $NNODES)
  --gpus-per-node N           GPUs per node (default: $GPUS_PER_NODE)
  --engine vllm|sglang        rollout engine (default: $ENGINE)
  --tp N                      rollout tensor parallel size (default: $TP)
  --gpu-memory-utilization F  rollout engine's share of GPU memory (default: $GPU_MEMORY_UTILIZATION)

Bookkeeping
  --project NAME              trainer.project_name (default: $PROJECT)
  --experiment NAME           trainer.experiment_name (default: <algo>-think-<on|off>-<model>)
  --logger LIST               trainer.logger (default: $LOGGER)
  --save-freq N, --test-freq N  checkpoint and validation every N steps (default: $SAVE_FREQ, $TEST_FREQ)
  --checkpoint-dir DIR        trainer.default_local_dir (default: checkpoints/<project>/<experiment>)
  --python EXE                Python with rlver-env[verl] installed (default: $PYTHON)
  --dry-run                   print the commands instead of running them
  -h, --help                  this text

Anything after -- is passed to verl as Hydra overrides.
EOF
}

EXTRA=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --algo) ALGO=$2; shift 2 ;;
    --thinking) THINKING=$2; shift 2 ;;
    --model) MODEL=$2; shift 2 ;;
    --actor-lr) ACTOR_LR=$2; shift 2 ;;
    --critic-lr) CRITIC_LR=$2; shift 2 ;;
    --gamma) GAMMA=$2; shift 2 ;;
    --lam) LAM=$2; shift 2 ;;
    --rollout-n) ROLLOUT_N=$2; shift 2 ;;
    --temperature) TEMPERATURE=$2; shift 2 ;;
    --train-batch-size) TRAIN_BATCH_SIZE=$2; shift 2 ;;
    --micro-batch-per-gpu) MICRO_BATCH_PER_GPU=$2; shift 2 ;;
    --max-prompt-length) MAX_PROMPT_LENGTH=$2; shift 2 ;;
    --max-response-length) MAX_RESPONSE_LENGTH=$2; shift 2 ;;
    --epochs) EPOCHS=$2; shift 2 ;;
    --rules) RULES=$2; shift 2 ;;
    --turns) TURNS=$2; shift 2 ;;
    --difficulty) DIFFICULTY=$2; shift 2 ;;
    --dialogues-per-persona) DIALOGUES_PER_PERSONA=$2; shift 2 ;;
    --data-dir) DATA_DIR=$2; shift 2 ;;
    --rebuild-data) REBUILD_DATA=1; shift ;;
    --simulator) SIMULATOR=$2; shift 2 ;;
    --simulator-url) SIMULATOR_URLS+=("$2"); shift 2 ;;
    --simulator-model) SIMULATOR_MODEL=$2; shift 2 ;;
    --simulator-api-key-env) SIMULATOR_API_KEY_ENV=$2; shift 2 ;;
    --simulator-max-concurrency) SIMULATOR_MAX_CONCURRENCY=$2; shift 2 ;;
    --agent-workers) AGENT_WORKERS=$2; shift 2 ;;
    --nnodes) NNODES=$2; shift 2 ;;
    --gpus-per-node) GPUS_PER_NODE=$2; shift 2 ;;
    --engine) ENGINE=$2; shift 2 ;;
    --tp) TP=$2; shift 2 ;;
    --gpu-memory-utilization) GPU_MEMORY_UTILIZATION=$2; shift 2 ;;
    --project) PROJECT=$2; shift 2 ;;
    --experiment) EXPERIMENT=$2; shift 2 ;;
    --logger) LOGGER=$2; shift 2 ;;
    --save-freq) SAVE_FREQ=$2; shift 2 ;;
    --test-freq) TEST_FREQ=$2; shift 2 ;;
    --checkpoint-dir) CHECKPOINT_DIR=$2; shift 2 ;;
    --python) PYTHON=$2; shift 2 ;;
    --dry-run) DRY_RUN=1; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; EXTRA=("$@"); break ;;
    *) echo "error: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

case "$ALGO" in
  ppo) ADV_ESTIMATOR=gae; ROLLOUT_N=${ROLLOUT_N:-1} ;;
  grpo) ADV_ESTIMATOR=grpo; ROLLOUT_N=${ROLLOUT_N:-4} ;;
  *) echo "error: --algo must be ppo or grpo, got '$ALGO'" >&2; exit 2 ;;
esac
case "$THINKING" in
  on) MAX_RESPONSE_LENGTH=${MAX_RESPONSE_LENGTH:-8192} ;;
  off) MAX_RESPONSE_LENGTH=${MAX_RESPONSE_LENGTH:-4096} ;;
  *) echo "error: --thinking must be on or off, got '$THINKING'" >&2; exit 2 ;;
esac
if [[ ${#SIMULATOR_URLS[@]} -eq 0 ]]; then SIMULATOR_URLS=(http://127.0.0.1:8000/v1); fi
# Ray workers do not share this shell's working directory: hand verl absolute paths.
case "$DATA_DIR" in /*) ;; *) DATA_DIR="$PWD/$DATA_DIR" ;; esac
EXPERIMENT=${EXPERIMENT:-${ALGO}-think-${THINKING}-$(basename "$MODEL")}
CHECKPOINT_DIR=${CHECKPOINT_DIR:-checkpoints/${PROJECT}/${EXPERIMENT}}

run() {
  if [[ $DRY_RUN -eq 1 ]]; then printf '%q ' "$@"; printf '\n'; else "$@"; fi
}

# 1. The data and the agent-loop config, written together so that they agree.
BUILD=("$PYTHON" -m rlver_baselines.verl.build_dataset --out-dir "$DATA_DIR" --thinking "$THINKING"
       --rules "$RULES" --max-turns "$TURNS" --dialogues-per-persona "$DIALOGUES_PER_PERSONA"
       --simulator "$SIMULATOR" --simulator-model "$SIMULATOR_MODEL"
       --simulator-max-concurrency "$SIMULATOR_MAX_CONCURRENCY")
for url in "${SIMULATOR_URLS[@]}"; do BUILD+=(--simulator-base-url "$url"); done
if [[ -n $DIFFICULTY ]]; then BUILD+=(--difficulty "$DIFFICULTY"); fi
if [[ -n $SIMULATOR_API_KEY_ENV ]]; then BUILD+=(--simulator-api-key-env "$SIMULATOR_API_KEY_ENV"); fi
if [[ $REBUILD_DATA -eq 1 || ! -f $DATA_DIR/train.parquet || ! -f $DATA_DIR/agent_loop.yaml ]]; then
  run "${BUILD[@]}"
fi

# 2. The cluster: several nodes need a running Ray cluster whose head is this machine.
if [[ $NNODES -gt 1 && $DRY_RUN -eq 0 ]]; then
  if ! ray status >/dev/null 2>&1; then
    echo "error: --nnodes $NNODES needs a Ray cluster: run 'ray start --head --port=6379' here and" >&2
    echo "       'ray start --address=<this-node-ip>:6379' on the other $((NNODES - 1)) node(s) first" >&2
    exit 2
  fi
  export RAY_ADDRESS=${RAY_ADDRESS:-auto}
fi

# 3. verl, unmodified. The rows' agent_name picks rlver-env's agent loop from agent_loop.yaml;
#    the env ends each dialogue itself (its turn cap is --turns). The loop sets reward_score,
#    so verl's reward function only runs for rollouts that have none; it is rlver-env's anyway.
#    The replay buffer is verl's own, extended to add the batch's env/ metrics to each step's log.
COMMON=(
  algorithm.adv_estimator="$ADV_ESTIMATOR"
  algorithm.use_kl_in_reward=False
  algorithm.gamma="$GAMMA"
  algorithm.lam="$LAM"
  data.train_files="$DATA_DIR/train.parquet"
  data.val_files="$DATA_DIR/val.parquet"
  data.train_batch_size="$TRAIN_BATCH_SIZE"
  data.max_prompt_length="$MAX_PROMPT_LENGTH"
  data.max_response_length="$MAX_RESPONSE_LENGTH"
  data.filter_overlong_prompts=True
  data.truncation=error
  data.return_raw_chat=True
  actor_rollout_ref.model.path="$MODEL"
  actor_rollout_ref.model.use_remove_padding=True
  actor_rollout_ref.model.enable_gradient_checkpointing=True
  actor_rollout_ref.actor.optim.lr="$ACTOR_LR"
  actor_rollout_ref.actor.ppo_mini_batch_size="$TRAIN_BATCH_SIZE"
  actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu="$MICRO_BATCH_PER_GPU"
  actor_rollout_ref.actor.use_kl_loss=False
  actor_rollout_ref.actor.entropy_coeff=0
  actor_rollout_ref.rollout.name="$ENGINE"
  actor_rollout_ref.rollout.mode=async
  actor_rollout_ref.rollout.tensor_model_parallel_size="$TP"
  actor_rollout_ref.rollout.gpu_memory_utilization="$GPU_MEMORY_UTILIZATION"
  actor_rollout_ref.rollout.n="$ROLLOUT_N"
  actor_rollout_ref.rollout.temperature="$TEMPERATURE"
  actor_rollout_ref.rollout.log_prob_micro_batch_size_per_gpu="$MICRO_BATCH_PER_GPU"
  actor_rollout_ref.rollout.agent.default_agent_loop=rlver
  actor_rollout_ref.rollout.agent.agent_loop_config_path="$DATA_DIR/agent_loop.yaml"
  actor_rollout_ref.rollout.agent.num_workers="$AGENT_WORKERS"
  reward.custom_reward_function.path=pkg://rlver_env.integrations.verl_reward
  reward.custom_reward_function.name=compute_score
  trainer.v1.sampler.custom_sampler.path=pkg://rlver_env.integrations.verl_env_metrics
  trainer.v1.sampler.custom_sampler.name=EnvMetricsReplayBuffer
  trainer.nnodes="$NNODES"
  trainer.n_gpus_per_node="$GPUS_PER_NODE"
  trainer.project_name="$PROJECT"
  trainer.experiment_name="$EXPERIMENT"
  trainer.logger="$LOGGER"
  trainer.total_epochs="$EPOCHS"
  trainer.save_freq="$SAVE_FREQ"
  trainer.test_freq="$TEST_FREQ"
  trainer.critic_warmup=0
  trainer.default_local_dir="$CHECKPOINT_DIR"
)
if [[ $ALGO == ppo ]]; then
  COMMON+=(
    critic.model.path="$MODEL"
    critic.optim.lr="$CRITIC_LR"
    critic.ppo_micro_batch_size_per_gpu="$MICRO_BATCH_PER_GPU"
    critic.model.use_remove_padding=True
    critic.model.enable_gradient_checkpointing=True
  )
fi

run "$PYTHON" -m verl.trainer.main_ppo "${COMMON[@]}" "${EXTRA[@]}"
