"""Checkpoints that resume exactly: trainable weights, optimizers, schedulers and RNG states.

A checkpoint is a folder ``<output_dir>/checkpoints/step_<n>/`` holding ``state.pt`` (everything
needed to continue) and ``config.yaml`` (the run's config, :func:`checkpoint_config` reads it
back); with LoRA, ``adapter/`` also holds the adapters in peft's format, loadable on their own
for evaluation or serving. The folder is written under a temporary name and renamed, so a crash
never leaves half a checkpoint.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from typing import Any

from rlver_baselines.llm.config import TrainerConfig

STATE_FILE = "state.pt"
CONFIG_FILE = "config.yaml"
_STEP_DIR = re.compile(r"^step_(\d+)$")


def checkpoint_dir(output_dir: str | Path, step: int) -> Path:
    """The folder of the checkpoint taken after ``step`` steps."""
    return Path(output_dir) / "checkpoints" / f"step_{step}"


def latest_checkpoint(output_dir: str | Path) -> Path | None:
    """The checkpoint with the most steps under ``output_dir``, if any."""
    root = Path(output_dir) / "checkpoints"
    if not root.is_dir():
        return None
    found = [(int(m.group(1)), p) for p in root.iterdir() if (m := _STEP_DIR.match(p.name)) and (p / STATE_FILE).is_file()]
    return max(found)[1] if found else None


def rng_state() -> dict[str, Any]:
    """The torch CPU and CUDA RNG states."""
    import torch

    state: dict[str, Any] = {"torch": torch.get_rng_state()}
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state_all()
    return state


def set_rng_state(state: dict[str, Any]) -> None:
    """Restores :func:`rng_state`."""
    import torch

    torch.set_rng_state(state["torch"])
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda"])


def save_checkpoint(folder: str | Path, state: dict[str, Any], config_yaml: str, adapter_model: Any = None) -> Path:
    """Writes a checkpoint atomically.

    Args:
        folder: The checkpoint folder (replaced if it exists).
        state: The trainer's state (tensors and plain data), saved with ``torch.save``.
        config_yaml: The run's config, saved next to it.
        adapter_model: A peft model whose adapters are also saved in peft's format.
    """
    import torch

    folder = Path(folder)
    staging = folder.with_name(folder.name + ".tmp")
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    torch.save(state, staging / STATE_FILE)
    (staging / CONFIG_FILE).write_text(config_yaml, encoding="utf-8")
    if adapter_model is not None:
        adapter_model.save_pretrained(str(staging / "adapter"))
    if folder.exists():
        shutil.rmtree(folder)
    os.replace(staging, folder)
    return folder


def load_checkpoint(folder: str | Path) -> dict[str, Any]:
    """Reads a checkpoint's state.

    Raises:
        FileNotFoundError: If ``folder`` holds no checkpoint.
    """
    import torch

    path = Path(folder) / STATE_FILE
    if not path.is_file():
        raise FileNotFoundError(f"{folder} is not a checkpoint (no {STATE_FILE}); pass a step_<n> folder or resume='auto'")
    return torch.load(path, map_location="cpu", weights_only=False)


def checkpoint_config(folder: str | Path) -> TrainerConfig | None:
    """The config a checkpoint was saved with, as the config class of its ``adv_estimator``.

    A ``config.yaml`` that lists both algorithms' fields, as every one did while one config held
    both, loads when the other algorithm's fields hold their defaults
    (:meth:`~rlver_baselines.llm.config.TrainerConfig.from_dict`).

    Returns:
        The config, or ``None`` if the folder has no ``config.yaml``.

    Raises:
        ConfigError: If the file does not load as a config (the message names it and the field).
    """
    path = Path(folder) / CONFIG_FILE
    return TrainerConfig.from_yaml(path) if path.is_file() else None
