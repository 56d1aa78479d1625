"""The generator's part tables: package data checked by a JSON Schema, and the output they give."""

from __future__ import annotations

import hashlib
import json
import shutil
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rlver_env.errors import PersonaError
from rlver_env.personas.generate.offline import generate_personas
from rlver_env.personas.generate.parts import (
    domain_names,
    load_part_tables,
    part_tables,
    parts_schema,
)

PARTS = Path(str(resources.files("rlver_env.personas").joinpath("data").joinpath("parts")))

#: sha256 of ``generate_personas(n, seed, **filters)`` written one JSON object a line
#: (``json.dumps(p, ensure_ascii=False)``), recorded from the generator before its tables moved
#: from Python literals to JSON. A change to a table, to its
#: order or to the composer changes these; update them only for a change meant to change the
#: generated personas.
GOLDEN = [
    (200, 0, {}, "9222c3a5a58cca49d8ec9c4127c555080c6f20b929eb86f7a330d8d15deb3005"),
    (64, 7, {}, "b9efca9914c302d44a812ebf99c1d920988a63454fe5a4e814bec696db673613"),
    (40, 123, {"needs": ["venting", "agreement"], "domains": ["work", "loss"]},
     "83e2b1d6de5a28fc9ad2cd2ad5a8e46143aaed877f4c25115ddb15fd27a279cb"),
]


@pytest.mark.parametrize(("n", "seed", "filters", "digest"), GOLDEN, ids=[f"seed{s}-n{n}" for n, s, _, _ in GOLDEN])
def test_generated_personas_are_byte_identical_to_the_python_tables(n: int, seed: int, filters: dict[str, Any], digest: str) -> None:
    text = "".join(json.dumps(p, ensure_ascii=False) + "\n" for p in generate_personas(n, seed, **filters))
    assert hashlib.sha256(text.encode("utf-8")).hexdigest() == digest


def _definition(name: str) -> str:
    return {"common.json": "common_file", "needs.json": "needs_file", "dispositions.json": "dispositions_file"}.get(
        name, "domain_file"
    )


def test_every_table_file_validates_against_its_schema_definition() -> None:
    schema = parts_schema()
    files = sorted(PARTS.rglob("*.json"))
    assert len(files) == 3 + len(domain_names())
    for path in files:
        validator = jsonschema.Draft202012Validator(
            {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": f"#/$defs/{_definition(path.name)}"}
        )
        errors = list(validator.iter_errors(json.loads(path.read_text("utf-8"))))
        assert not errors, f"{path.name}: {errors[0].json_path}: {errors[0].message}"


def test_bundled_tables_load_in_the_listed_domain_order() -> None:
    tables = part_tables()
    assert tuple(tables.domains) == domain_names()
    assert [e.domain for e in tables.events] == sorted((e.domain for e in tables.events), key=domain_names().index)
    assert {d: tuple(e.key for e in es) for d, es in tables.events_by_domain.items()} == {
        d: tuple(e["key"] for e in json.loads((PARTS / "domains" / f"{d}.json").read_text("utf-8"))["events"])
        for d in domain_names()
    }
    event = tables.events[0]
    assert isinstance(event.ages, tuple) and isinstance(event.slots["thing"][0][1], tuple)
    assert load_part_tables(PARTS) == tables


@pytest.fixture
def tables_copy(tmp_path: Path) -> Path:
    root = tmp_path / "parts"
    shutil.copytree(PARTS, root)
    return root


def _edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_schema_error_names_the_file_and_the_field(tables_copy: Path) -> None:
    _edit(tables_copy / "domains" / "loss.json", lambda d: d["events"][1].pop("openers"))
    with pytest.raises(PersonaError, match=r"domains/loss\.json: field \$\.events\[1\]: 'openers' is a required"):
        load_part_tables(tables_copy)


def test_a_bad_trigger_delta_is_refused(tables_copy: Path) -> None:
    _edit(tables_copy / "needs.json", lambda d: d["venting"]["triggers"][0].update(delta="-3"))
    with pytest.raises(PersonaError, match=r"needs\.json: field \$\.venting\.triggers\[0\]\.delta"):
        load_part_tables(tables_copy)


def test_invalid_json_names_the_line(tables_copy: Path) -> None:
    (tables_copy / "dispositions.json").write_text('{"negative": \n', encoding="utf-8")
    with pytest.raises(PersonaError, match=r"dispositions\.json: invalid JSON at line 2"):
        load_part_tables(tables_copy)


def test_domain_files_and_the_domain_list_must_agree(tables_copy: Path) -> None:
    shutil.copy(tables_copy / "domains" / "work.json", tables_copy / "domains" / "gardening.json")
    with pytest.raises(PersonaError, match="domains/ holds .*gardening"):
        load_part_tables(tables_copy)
    _edit(tables_copy / "common.json", lambda d: d["domains"].append("gardening"))
    with pytest.raises(PersonaError, match=r"domains/gardening\.json: field \$\.key is 'work', not 'gardening'"):
        load_part_tables(tables_copy)
    _edit(tables_copy / "domains" / "gardening.json", lambda d: d.update(key="gardening"))
    with pytest.raises(PersonaError, match="event keys used twice: .*'credit-grab'"):
        load_part_tables(tables_copy)


def test_needs_must_be_the_vocabulary(tables_copy: Path) -> None:
    _edit(tables_copy / "needs.json", lambda d: d.update(hugs=d.pop("venting")))
    with pytest.raises(PersonaError, match=r"needs\.json must hold exactly .*'venting'.*; it holds .*'hugs'"):
        load_part_tables(tables_copy)


def test_a_missing_file_is_named(tables_copy: Path) -> None:
    (tables_copy / "common.json").unlink()
    with pytest.raises(PersonaError, match="common.json is missing"):
        load_part_tables(tables_copy)
