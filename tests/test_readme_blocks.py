"""The READMEs' Python code runs verbatim.

Every fenced ``python`` block of ``README.md`` and of ``baselines/*/README.md`` runs, in order,
in one namespace per file, in a fresh working directory. A block that needs something a test
machine lacks (a server, a hub model, the reader's own files) carries an HTML comment on the
line just before its fence, ``<!-- skip: why -->``, and is not run; a block that takes minutes
carries ``<!-- slow -->`` and runs only in the ``slow`` test. The marked blocks are listed below,
so a new block cannot be skipped without this file saying so.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gymnasium as gym
import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
READMES: tuple[str, ...] = (
    "README.md",
    *sorted(str(p.relative_to(REPO_ROOT)) for p in (REPO_ROOT / "baselines").glob("*/README.md")),
)

_FENCE = re.compile(r"^```python[ \t]*\n(?P<code>.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
_MARKER = re.compile(r"^<!--\s*(?P<kind>skip|slow)\s*(?::\s*(?P<why>.*?))?\s*-->$")


@dataclasses.dataclass(frozen=True)
class Block:
    """One ``python`` block of a README."""

    readme: str
    line: int  # of the first code line
    code: str
    skip: str | None  # why it is not run, if it is marked so
    slow: bool

    @property
    def first_line(self) -> str:
        """The block's first code line: how the lists below name it."""
        return self.code.splitlines()[0]


def read_blocks(readme: str) -> list[Block]:
    """The ``python`` blocks of one README, with their markers."""
    text = (REPO_ROOT / readme).read_text(encoding="utf-8")
    blocks = []
    for match in _FENCE.finditer(text):
        before = text[: match.start()].rstrip("\n").splitlines()
        marker = _MARKER.match(before[-1].strip()) if before else None
        kind = marker["kind"] if marker else None
        blocks.append(
            Block(
                readme=readme,
                line=text.count("\n", 0, match.start("code")) + 1,
                code=match["code"],
                skip=(marker["why"] or "no reason given") if kind == "skip" else None,
                slow=kind == "slow",
            )
        )
    return blocks


#: The blocks each README marks ``skip``: first code line -> the marker's reason.
EXPECTED_SKIPS: dict[str, dict[str, str]] = {
    "README.md": {
        'env = gym.make("EmpathyDialogue-v0", personas="my_personas/")          # a folder':
            "needs your persona files",
        "env = gym.make(": "needs a server",
        "from rlver_env.integrations.openenv.client import EmpathyDialogueClient": "needs a server",
        "import functools": "needs a server",
    },
    "baselines/llm/README.md": {"from peft import LoraConfig": "needs a hub model"},
    "baselines/sb3/README.md": {},
    "baselines/verl/README.md": {},
}
#: The blocks each README marks ``slow`` (first code lines).
EXPECTED_SLOW: dict[str, set[str]] = {
    "README.md": set(),
    "baselines/llm/README.md": {"from rlver_baselines.llm.config import TrainerConfig"},
    "baselines/sb3/README.md": set(),
    "baselines/verl/README.md": set(),
}


def _check_usage(namespace: dict[str, Any]) -> None:
    """The usage example talks with the persona whose story its reply answers."""
    env = namespace["env"]
    persona = env.unwrapped.state.persona
    assert persona.id == "work-maya-launch"
    assert "Priya" in {person["name"] for person in persona.data["people"]}
    assert "Priya" in namespace["action"]
    assert namespace["info"]["turn"] == 1 and namespace["info"]["appraisal"]["hits"]


def _check_vector(namespace: dict[str, Any]) -> None:
    envs = namespace["envs"]
    assert len(namespace["rewards"]) == envs.num_envs == len(namespace["actions"])


def _check_trainer(namespace: dict[str, Any]) -> None:
    assert Path("my.yaml").is_file()
    history = namespace["history"]
    assert len(history) == namespace["cfg"].total_steps == 2
    assert all(math.isfinite(step["train/policy_loss"]) for step in history)


#: Checks run right after a block (named by README and first code line), on the namespace.
CHECKS: dict[tuple[str, str], Callable[[dict[str, Any]], None]] = {
    ("README.md", "import gymnasium as gym"): _check_usage,
    (
        "README.md",
        (
            'envs = gym.make_vec("EmpathyDialogue-v0", num_envs=64, '
            'vectorization_mode="vector_entry_point",'
        ),
    ): _check_vector,
    ("baselines/llm/README.md", "from rlver_baselines.llm.config import TrainerConfig"): _check_trainer,
}


def test_every_readme_is_listed() -> None:
    assert set(READMES) == set(EXPECTED_SKIPS) == set(EXPECTED_SLOW)


@pytest.mark.parametrize("readme", READMES)
def test_the_marked_blocks_are_the_expected_ones(readme: str) -> None:
    blocks = read_blocks(readme)
    skipped = {b.first_line: b.skip for b in blocks if b.skip is not None}
    assert skipped == EXPECTED_SKIPS[readme]
    assert {b.first_line for b in blocks if b.slow} == EXPECTED_SLOW[readme]
    for readme_name, first_line in CHECKS:
        if readme_name == readme:
            assert any(b.first_line == first_line and b.skip is None for b in blocks), first_line


def _run_blocks(readme: str, with_slow: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, Any] = {"__name__": "__readme__"}
    ran = 0
    try:
        for block in read_blocks(readme):
            if block.skip is not None or (block.slow and not with_slow):
                continue
            code = compile(block.code, f"{readme}:{block.line}", "exec")
            exec(code, namespace)  # noqa: S102 - running the README's own code is the test
            ran += 1
            check = CHECKS.get((readme, block.first_line))
            if check is not None:
                check(namespace)
    finally:
        for value in namespace.values():
            if isinstance(value, (gym.Env, gym.vector.VectorEnv)):
                value.close()
    return ran


def _fast_params() -> list[Any]:
    return [
        pytest.param(r, id=r)
        for r in READMES
        if any(b.skip is None and not b.slow for b in read_blocks(r))
    ]


def _slow_params() -> list[Any]:
    return [pytest.param(r, id=r) for r in READMES if any(b.slow for b in read_blocks(r))]


@pytest.mark.parametrize("readme", _fast_params())
def test_readme_blocks_run(
    readme: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    ran = _run_blocks(readme, with_slow=False, tmp_path=tmp_path, monkeypatch=monkeypatch)
    assert ran == sum(1 for b in read_blocks(readme) if b.skip is None and not b.slow)


@pytest.mark.slow
# The LLM README's trainer block (two SmolLM2 steps on the CPU) ran past the suite's 600 s default
# in a run at low priority on two shared cores.
@pytest.mark.timeout(1800)
@pytest.mark.parametrize("readme", _slow_params())
def test_readme_blocks_run_with_the_slow_ones(
    readme: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    ran = _run_blocks(readme, with_slow=True, tmp_path=tmp_path, monkeypatch=monkeypatch)
    assert ran == sum(1 for b in read_blocks(readme) if b.skip is None)


@pytest.mark.parametrize("readme", READMES)
def test_even_the_skipped_blocks_are_valid_python(readme: str) -> None:
    for block in read_blocks(readme):
        compile(block.code, f"{readme}:{block.line}", "exec")
