"""The sb3-contrib baselines: configuration, masks, policies, a short training run that learns."""

from __future__ import annotations

import json

import numpy as np
import pytest
from rlver_baselines.sb3.config import SB3BaselineConfig

from rlver_env.simulators.rule.version import REWARD_VERSION
from rlver_env.wrappers import STRATEGY_KEYS
from rlver_env.wrappers.strategy_realiser import AFFIRMATION, SELF_DISCLOSURE
from tests.support import make_persona, write_json

pytest.importorskip("sb3_contrib", reason="needs the sb3 extra: pip install 'rlver-env[sb3]'")

# After the skip: these modules need stable-baselines3 and sb3-contrib at call time.
from rlver_baselines.sb3 import evaluate as sb3_evaluate
from rlver_baselines.sb3 import train as sb3_train

#: Four users with one story and four hidden needs: the policy must tell them apart by how they
#: react. Our own personas, so the test does not move when the bundled library changes.
NEEDS = ("practical_advice", "deep_empathy", "venting", "specific_praise")
EVAL_SEEDS = (0, 1, 2, 3, 4)


@pytest.fixture
def persona_file(tmp_path):
    personas = [
        make_persona(id=f"tests-maya-{need.replace('_', '-')}", hidden_need={"kind": need, "text": "hidden"})
        for need in NEEDS
    ]
    return str(write_json(tmp_path / "personas.json", personas))


def _config(persona_file: str, tmp_path, **overrides) -> SB3BaselineConfig:
    values = {
        "train_personas": persona_file,
        "eval_personas": persona_file,
        "n_envs": 2,
        "n_steps": 128,
        "batch_size": 128,
        "eval_seeds": list(EVAL_SEEDS),
        "output_dir": str(tmp_path / "runs"),
        "tensorboard": False,
        "save_model": False,
    }
    values.update(overrides)
    return SB3BaselineConfig(**values)


# ---------------------------------------------------------------------------- configuration
def test_config_defaults_are_valid_and_name_the_run():
    config = SB3BaselineConfig()
    assert config.algo == "maskable_ppo" and config.run_name == "maskable_ppo_seed0"
    assert SB3BaselineConfig(algo="recurrent_ppo", oracle=True, seed=3).run_name == "recurrent_ppo_oracle_seed3"


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"algo": "dqn"}, "--algo"),
        ({"timesteps": 0}, "--timesteps"),
        ({"batch_size": 100}, "divides"),
        ({"batch_size": 4096}, "--batch-size"),
        ({"eval_seeds": []}, "--eval-seeds"),
        ({"eval_seeds": [1, 1]}, "repeat"),
        ({"difficulty": "extreme"}, "difficulty"),
        ({"net_arch": [64, 0]}, "--net-arch"),
        ({"rules": "gem"}, "rules"),
    ],
)
def test_config_rejects_bad_values_with_a_fix(overrides, message):
    with pytest.raises(ValueError, match=message):
        SB3BaselineConfig(**overrides)


def test_every_config_field_has_help_and_a_flag():
    parser = sb3_train.build_parser()
    args = parser.parse_args(
        ["--algo", "recurrent_ppo", "--net-arch", "32", "32", "--no-tensorboard", "--eval-seeds", "4", "5", "--timesteps", "10"]
    )
    config = SB3BaselineConfig(**vars(args))
    assert config.algo == "recurrent_ppo" and config.net_arch == [32, 32] and config.eval_seeds == [4, 5]
    assert config.tensorboard is False and config.timesteps == 10
    help_text = parser.format_help()
    for field in ("--lstm-hidden-size", "--oracle", "--persona-ids", "--torch-threads"):
        assert field in help_text


# ---------------------------------------------------------------------------- masks and policies
def test_maskable_ppo_never_picks_a_masked_strategy(persona_file, tmp_path):
    config = _config(persona_file, tmp_path)
    env = sb3_train.make_train_env(config)
    model = sb3_train.build_model(config, env)
    wrapped = sb3_evaluate.make_strategy_env(sb3_evaluate.persona_bank(persona_file), config)
    wrapped.reset(seed=0)
    wrapped.step(SELF_DISCLOSURE)
    observation = wrapped._observe()
    mask = wrapped.action_masks()
    assert not mask[SELF_DISCLOSURE]
    # An untrained policy samples every strategy; with the mask it never picks a masked one.
    only = np.zeros(8, dtype=bool)
    only[[1, 4]] = True
    for _ in range(200):
        action, _ = model.predict(observation, action_masks=mask, deterministic=False)
        assert mask[int(action)]
        action, _ = model.predict(observation, action_masks=only, deterministic=False)
        assert int(action) in (1, 4)
    env.close()


def test_fixed_policy_is_substituted_where_masked_and_random_policy_is_seeded(persona_file, tmp_path):
    config = _config(persona_file, tmp_path)
    env = sb3_evaluate.make_strategy_env(sb3_evaluate.persona_bank(persona_file), config)
    pid = "tests-maya-venting"
    episode = sb3_evaluate.run_strategy_episode(env, sb3_evaluate.FixedStrategyPolicy(SELF_DISCLOSURE), 0, pid)
    played = episode["strategies"]
    assert played[0::2] == [STRATEGY_KEYS[SELF_DISCLOSURE]] * len(played[0::2])
    assert played[1::2] == [STRATEGY_KEYS[AFFIRMATION]] * len(played[1::2])
    runs = [sb3_evaluate.run_strategy_episode(env, sb3_evaluate.RandomStrategyPolicy(), 5, pid) for _ in range(2)]
    assert runs[0] == runs[1]
    assert len(set(runs[0]["strategies"])) > 2
    for a, b in zip(runs[0]["strategies"], runs[0]["strategies"][1:]):
        assert not (a == b and a in ("self_disclosure", "others"))


def test_format_table_reports_every_policy():
    rows = [
        {"name": "maskable_ppo", "mean_return": 0.31, "mean_final_emotion": 71.25, "success": 2, "failure": 0, "episodes": 8, "mean_turns": 9.5},
        {"name": "fixed:reflection", "mean_return": 0.2, "mean_final_emotion": 60.0, "success": 0, "failure": 1, "episodes": 8, "mean_turns": 10.0},
    ]
    table = sb3_evaluate.format_table(rows, best_fixed="fixed:reflection")
    assert "| maskable_ppo | +0.310 | 71.3 | 2/8 | 0/8 | 9.5 |" in table
    assert "fixed:reflection (best on train)" in table


def test_verdict_needs_two_standard_errors():
    gap, stderr = sb3_evaluate.paired_gap([0.3, 0.5, 0.4, 0.6], [0.1, 0.2, 0.2, 0.3])
    assert gap == pytest.approx(0.25) and stderr == pytest.approx(0.0288675, rel=1e-5)
    assert sb3_evaluate.verdict(gap, stderr) == "beats"
    assert sb3_evaluate.verdict(-gap, stderr) == "falls short of"
    assert sb3_evaluate.verdict(0.01, 0.02) == "is level with"


# ---------------------------------------------------------------------------- training
@pytest.mark.slow
def test_short_seeded_maskable_ppo_run_beats_the_random_policy(persona_file, tmp_path):
    config = _config(persona_file, tmp_path, timesteps=8192, seed=0)
    result = sb3_train.train(config)
    env = sb3_evaluate.make_strategy_env(sb3_evaluate.persona_bank(persona_file), config)
    ids = sb3_evaluate.persona_bank(persona_file).ids
    learned = sb3_evaluate.evaluate_strategy_policy(env, result.policy, ids, EVAL_SEEDS)
    random = sb3_evaluate.evaluate_strategy_policy(env, sb3_evaluate.RandomStrategyPolicy(), ids, EVAL_SEEDS)
    # Paired by (persona, seed): the same users, the same simulator draws.
    differences = np.array([a["total_reward"] - b["total_reward"] for a, b in zip(learned, random)])
    margin = max(0.05, 2.0 * differences.std(ddof=1) / np.sqrt(len(differences)))
    assert differences.mean() > margin, (differences.mean(), margin)


def test_recurrent_ppo_trains_saves_and_reloads(persona_file, tmp_path):
    config = _config(persona_file, tmp_path, algo="recurrent_ppo", timesteps=256, save_model=True, tensorboard=True)
    env = sb3_train.make_train_env(config)
    before = {k: v.clone() for k, v in sb3_train.build_model(config, env).policy.state_dict().items()}
    env.close()
    result = sb3_train.train(config)
    after = result.model.policy.state_dict()
    assert any(not np.allclose(before[k].numpy(), after[k].numpy()) for k in before)
    assert all(np.isfinite(v.numpy()).all() for v in after.values())
    assert np.isfinite(result.model.logger.name_to_value["train/loss"])
    assert result.model_path is not None and result.model_path.is_file()
    saved = json.loads(result.model_path.with_suffix(".json").read_text(encoding="utf-8"))
    assert saved["algo"] == "recurrent_ppo"
    assert list((tmp_path / "runs" / "tb").glob(f"{config.run_name}_*/events.out.tfevents.*"))
    policy = sb3_evaluate.load_policy(result.model_path, "recurrent_ppo")
    env = sb3_evaluate.make_strategy_env(sb3_evaluate.persona_bank(persona_file), config)
    episode = sb3_evaluate.run_strategy_episode(env, policy, 0, "tests-maya-venting")
    assert episode["num_turns"] == len(episode["turns"]) == 10 and set(episode["strategies"]) <= set(STRATEGY_KEYS)


def test_plain_ppo_trains_reloads_and_is_substituted_where_masked(persona_file, tmp_path):
    config = _config(persona_file, tmp_path, algo="ppo", timesteps=256, save_model=True)
    result = sb3_train.train(config)
    assert type(result.model).__name__ == "PPO"
    assert np.isfinite(result.model.logger.name_to_value["train/loss"])
    policy = sb3_evaluate.load_policy(result.model_path, "ppo")
    env = sb3_evaluate.make_strategy_env(sb3_evaluate.persona_bank(persona_file), config)
    for seed in range(3):
        observation, _ = env.reset(seed=seed, options={"persona": "tests-maya-venting"})
        policy.reset(seed=seed)
        for _ in range(10):
            mask = env.action_masks()
            observation, _, terminated, truncated, info = env.step(policy.act(observation, mask))
            # Plain PPO never sees the mask; the wrapper plays an allowed strategy in its place.
            assert mask[info["strategy_index"]]
            if terminated or truncated:
                break


def test_train_command_line_prints_the_comparison_table(persona_file, tmp_path, capsys):
    argv = [
        "--algo", "maskable_ppo", "--timesteps", "256", "--n-envs", "1", "--n-steps", "128", "--batch-size", "64",
        "--train-personas", persona_file, "--eval-personas", persona_file, "--eval-seeds", "0",
        "--output-dir", str(tmp_path / "runs"), "--no-tensorboard",
    ]  # fmt: skip
    assert sb3_train.main(argv) == 0
    out = capsys.readouterr().out
    assert "| policy | mean return | score | success | failure | turns |" in out
    for name in ("maskable_ppo_seed0", "random", *(f"fixed:{k}" for k in STRATEGY_KEYS)):
        assert f"| {name}" in out
    assert "(best on train)" in out and "the best fixed strategy" in out and "standard error" in out
    model = tmp_path / "runs" / "maskable_ppo_seed0.zip"
    assert model.is_file()
    assert sb3_evaluate.main(["--model", str(model), "--eval-seeds", "1"]) == 0
    assert "| maskable_ppo_seed0 |" in capsys.readouterr().out


def test_train_command_line_rejects_a_bad_config(capsys):
    assert sb3_train.main(["--timesteps", "0"]) == 2
    assert "--timesteps" in capsys.readouterr().err


# ---------------------------------------------------------------------------- per-need report
def test_per_need_means_oracle_composition_and_gap_closed():
    assert sb3_evaluate.per_need_means([1.0, 0.0, 0.5, 0.3], ["b", "a", "b", "a"]) == {"a": 0.15, "b": 0.75}
    a = [{"hidden_need": "x", "total_reward": 0.1}, {"hidden_need": "y", "total_reward": 0.2}]
    b = [{"hidden_need": "x", "total_reward": 0.5}, {"hidden_need": "y", "total_reward": 0.0}]
    oracle = sb3_evaluate.compose_by_need([a, b], {"x": 1, "y": 0})
    assert [e["total_reward"] for e in oracle] == [0.5, 0.2]
    assert sb3_evaluate.gap_closed(0.3, 0.2, 0.4) == pytest.approx(0.5)
    assert np.isnan(sb3_evaluate.gap_closed(0.3, 0.2, 0.2))
    played = [
        {"hidden_need": "x", "strategies": ["question", "restatement"]},
        {"hidden_need": "y", "strategies": ["question"]},
    ]
    by_turn = sb3_evaluate.on_need_strategy_by_turn(played, {"x": 1, "y": 0}, 3)
    assert by_turn[:2] == [0.5, 1.0] and np.isnan(by_turn[2])


def test_need_report_lists_the_oracle_per_need_and_paired_differences(persona_file, tmp_path):
    config = _config(persona_file, tmp_path, eval_seeds=[0])
    learned = sb3_evaluate.FixedStrategyPolicy(2)
    learned.name = "learned-stand-in"
    report, data = sb3_evaluate.need_report(config, [(config, learned)])
    assert "oracle:best_fixed_per_need" in report and "gap to the oracle closed" in report
    assert data["paired"][0]["on_need_strategy_by_turn"][0] == np.mean(
        [data["strategy_by_need"][n] == "reflection" for n in data["hidden_needs"]]
    )
    rows = {row["name"]: row for row in data["rows"]}
    oracle = rows["oracle:best_fixed_per_need"]
    # In-sample (train = eval personas), the per-need oracle is at least every fixed strategy on every need.
    for key in STRATEGY_KEYS:
        for need, value in rows[f"fixed:{key}"]["per_need"].items():
            assert oracle["per_need"][need] >= value - 1e-12
    assert data["paired"][0]["vs_best_fixed"]["against"] == data["best_fixed_on_train"]
    assert set(data["strategy_by_need"]) == set(NEEDS)
    assert data["reward_version"] == REWARD_VERSION
    assert {row["reward_version"] for row in data["rows"]} == {REWARD_VERSION}
