"""pyproject.toml lists every package; schemas and persona data are package data found by importlib."""

from __future__ import annotations

import ast
import fnmatch
import importlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from importlib import resources
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the test extra installs tomli, the same parser under another name
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]
PACKAGE_DIRS: dict[str, str] = SETUPTOOLS.get("package-dir", {})


def _source_dir(package: str) -> Path:
    """The folder a dotted package name maps to, honouring [tool.setuptools.package-dir]."""
    parts = package.split(".")
    for i in range(len(parts), 0, -1):
        prefix = ".".join(parts[:i])
        if prefix in PACKAGE_DIRS:
            return REPO / PACKAGE_DIRS[prefix] / Path(*parts[i:])
    return REPO / Path(*parts)


def _packages_on_disk(root: Path, name: str) -> set[str]:
    found = set()
    for init in root.rglob("__init__.py"):
        if any(part.startswith(".") or part == "__pycache__" for part in init.relative_to(root).parts):
            continue
        relative = init.parent.relative_to(root)
        found.add(".".join([name, *relative.parts]) if relative.parts else name)
    return found


def test_every_rlver_env_package_is_listed():
    listed = set(SETUPTOOLS["packages"])
    on_disk = _packages_on_disk(REPO / "rlver_env", "rlver_env")
    assert "rlver_env" in on_disk
    missing = sorted(on_disk - listed)
    assert not missing, f"add these to [tool.setuptools] packages in pyproject.toml: {missing}"


def test_persona_library_is_package_data_of_rlver_env():
    """The bundled library moved under rlver_env/personas/data/; no second top-level package is left."""
    listed = set(SETUPTOOLS["packages"])
    assert "rlver_personas" not in listed and "rlver_personas" not in PACKAGE_DIRS
    assert not (REPO / "personas").exists()
    assert {"rlver_env.personas", "rlver_env.personas.generate"} <= listed
    assert not (REPO / "rlver_env" / "personas" / "data" / "__init__.py").exists(), "data/ is a data folder"


@pytest.mark.parametrize("package", SETUPTOOLS["packages"])
def test_every_listed_package_is_a_real_package(package):
    """A listed folder without __init__.py ships no code (setuptools only warns)."""
    folder = _source_dir(package)
    assert folder.is_dir(), f"{package}: {folder} does not exist"
    assert (folder / "__init__.py").is_file(), f"{package}: {folder} has no __init__.py"


@pytest.mark.parametrize("name", sorted(PYPROJECT["project"].get("scripts", {})))
def test_console_scripts_resolve(name):
    target = PYPROJECT["project"]["scripts"][name]
    module_name, _, attribute = target.partition(":")
    module = importlib.import_module(module_name)
    assert callable(getattr(module, attribute)), f"{name} = {target!r} is not callable"


def test_schema_is_package_data_reachable_with_importlib_resources():
    schema_file = resources.files("rlver_env.schemas").joinpath("persona.schema.json")
    assert schema_file.is_file()
    schema = json.loads(schema_file.read_text("utf-8"))
    assert schema["title"] == "rlver-env persona"
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["rlver_env.schemas"]
    assert any(fnmatch.fnmatch("persona.schema.json", p) for p in patterns)


def test_listener_frames_are_package_data_reachable_with_importlib_resources():
    frames_file = resources.files("rlver_env.agents").joinpath("frames.json")
    assert frames_file.is_file()
    data = json.loads(frames_file.read_text("utf-8"))
    assert data["frames"] and set(data["fallback"]) == set(data["frames"])
    assert all(group in data["frames"] for groups in data["fallback"].values() for group in groups)
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["rlver_env.agents"]
    assert any(fnmatch.fnmatch("frames.json", p) for p in patterns)


@pytest.mark.parametrize("split", ["train", "test"])
def test_bundled_personas_are_reachable_with_importlib_resources(split):
    folder = resources.files("rlver_env.personas").joinpath("data").joinpath("en").joinpath(split)
    files = [entry for entry in folder.iterdir() if entry.name.endswith(".json")]
    assert files, f"no bundled {split} personas found through importlib.resources"
    for entry in files:
        data = json.loads(entry.read_text("utf-8"))
        assert data["id"] == entry.name[: -len(".json")]


def test_every_persona_data_file_is_covered_by_package_data():
    """The library, the part tables and the prompts under rlver_env/personas/data/ all ship."""
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["rlver_env.personas"]
    root = REPO / "rlver_env" / "personas"
    files = [p.relative_to(root).as_posix() for p in (root / "data").rglob("*") if p.is_file()]
    assert len([f for f in files if f.startswith("data/en/")]) >= 100
    assert {"data/splits.json", "data/parts/common.json", "data/prompts/llm_system.txt"} <= set(files)
    uncovered = [f for f in files if not any(fnmatch.fnmatch(f, p) for p in patterns)]
    assert not uncovered, f"not shipped in the wheel: {uncovered}"


def test_persona_parts_schema_is_package_data():
    schema = json.loads(resources.files("rlver_env.schemas").joinpath("persona_parts.schema.json").read_text("utf-8"))
    assert schema["title"] == "rlver-env persona part tables"
    assert {"common_file", "needs_file", "dispositions_file", "domain_file"} <= set(schema["$defs"])


@pytest.mark.parametrize("name", ["report.css", "report.js"])
def test_report_templates_are_package_data(name):
    """The HTML report reads its style sheet and script from rlver_env.bench's templates folder."""
    entry = resources.files("rlver_env.bench").joinpath("templates").joinpath(name)
    assert entry.is_file() and entry.read_text("utf-8").strip()
    patterns = SETUPTOOLS["package-data"]["rlver_env.bench"]
    assert any(fnmatch.fnmatch(f"templates/{name}", p) for p in patterns)
    assert f"rlver_env/bench/templates/{name}" in _declared_data_files()


def test_every_package_data_pattern_matches_a_file():
    """A pattern that matches nothing is a stale declaration (a folder that moved or never was)."""
    stale = []
    for package, patterns in SETUPTOOLS["package-data"].items():
        root = _source_dir(package)
        for pattern in patterns:
            if not any(p.is_file() and "__pycache__" not in p.parts for p in root.glob(pattern)):
                stale.append(f"{package}: {pattern}")
    assert not stale, f"package-data patterns that match no file: {stale}"


def test_core_dependencies_are_minimal():
    deps = " ".join(PYPROJECT["project"]["dependencies"]).lower()
    for heavy in ("torch", "transformers", "vllm", "trl", "stable-baselines3"):
        assert heavy not in deps, f"{heavy} must be an optional extra, not a core dependency"
    assert "test" in PYPROJECT["project"]["optional-dependencies"]


def test_py_typed_marker_is_shipped():
    assert resources.files("rlver_env").joinpath("py.typed").is_file()
    assert "py.typed" in PYPROJECT["tool"]["setuptools"]["package-data"]["rlver_env"]


#: The module each core dependency is imported as, where the names differ.
IMPORT_NAMES = {"pyspellchecker": "spellchecker", "vadersentiment": "vaderSentiment"}


def _requirement_name(requirement: str) -> str:
    return re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0].lower()


def _imported_top_level_modules(root: Path) -> set[str]:
    found: set[str] = set()
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def test_every_core_dependency_is_imported_by_the_library():
    imported = _imported_top_level_modules(REPO / "rlver_env")
    unused = []
    for requirement in PYPROJECT["project"]["dependencies"]:
        name = _requirement_name(requirement)
        if IMPORT_NAMES.get(name, name.replace("-", "_")) not in imported:
            unused.append(name)
    assert not unused, f"core dependencies no rlver_env module imports (move them to an extra): {unused}"


def test_test_extra_installs_what_the_tests_import():
    test_extra = {_requirement_name(r) for r in PYPROJECT["project"]["optional-dependencies"]["test"]}
    # httpx: tests/simulators/llm/test_llm_real_server.py; scipy: the cross-check in
    # tests/calibration/test_calibrate.py; tomli: this file on Python 3.10.
    assert {"pytest", "hypothesis", "httpx", "scipy", "tomli"} <= test_extra
    tomli = next(r for r in PYPROJECT["project"]["optional-dependencies"]["test"] if r.startswith("tomli"))
    assert "python_version < '3.11'" in tomli


#: Markers that pytest and pytest-timeout define themselves.
BUILTIN_MARKERS = {"parametrize", "skip", "skipif", "xfail", "usefixtures", "filterwarnings", "timeout"}


def test_pytest_has_a_per_test_timeout_and_registers_every_marker_the_tests_use():
    ini = PYPROJECT["tool"]["pytest"]["ini_options"]
    assert 60 <= float(ini["timeout"]) <= 1800, "a per-test timeout that lets slow tests finish"
    assert ini["timeout_method"] in ("signal", "thread")
    assert "pytest-timeout" in {_requirement_name(r) for r in PYPROJECT["project"]["optional-dependencies"]["test"]}
    registered = {line.split(":")[0].strip() for line in ini["markers"]}
    assert {"slow", "gpu"} <= registered
    used: dict[str, set[str]] = {}
    for path in sorted((REPO / "tests").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            # pytest.mark.<name>, as a decorator, a pytestmark value or a pytest.param mark
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                    and node.value.attr == "mark" and isinstance(node.value.value, ast.Name)
                    and node.value.value.id == "pytest"):
                used.setdefault(node.attr, set()).add(path.name)
    assert {"slow", "gpu"} <= set(used), "the slow and gpu markers are in use"
    unknown = {name: sorted(files) for name, files in used.items() if name not in registered | BUILTIN_MARKERS}
    assert not unknown, f"markers used but not registered in [tool.pytest.ini_options] markers: {unknown}"


def _copy_source(target: Path) -> None:
    """The files a wheel is built from, without caches, build folders or run outputs."""
    caches = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build")

    def ignore(folder: str, names: list[str]) -> set[str]:
        # Run outputs land in results/ and runs/ folders; a package of that name (rlver_env.runs) ships.
        outputs = {n for n in names if n in ("results", "runs") and not (Path(folder) / n / "__init__.py").is_file()}
        return set(caches(folder, names)) | outputs

    shutil.copy2(REPO / "pyproject.toml", target / "pyproject.toml")
    shutil.copy2(REPO / "README.md", target / "README.md")
    for folder in {path.split("/")[0] for path in PACKAGE_DIRS.values()}:
        shutil.copytree(REPO / folder, target / folder, ignore=ignore)


def _declared_data_files() -> set[str]:
    """Every file under a package folder that [tool.setuptools.package-data] names, as wheel paths."""
    declared = set()
    for package, patterns in SETUPTOOLS["package-data"].items():
        root = _source_dir(package)
        prefix = package.replace(".", "/")
        for pattern in patterns:
            for path in root.glob(pattern):
                if path.is_file() and "__pycache__" not in path.parts:
                    declared.add(f"{prefix}/{path.relative_to(root).as_posix()}")
    return declared


@pytest.mark.slow
def test_wheel_builds_quietly_with_every_data_file(tmp_path):
    """A data folder that setuptools takes for an undeclared package prints a screenful of warnings."""
    pytest.importorskip("setuptools")
    pytest.importorskip("wheel")
    source = tmp_path / "source"
    source.mkdir()
    _copy_source(source)
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "--no-build-isolation", "-w", str(tmp_path / "dist"),
         "--disable-pip-version-check", "-v"],
        check=False, capture_output=True, text=True, timeout=300,
    )
    log = done.stdout + done.stderr
    assert done.returncode == 0, log[-3000:]
    assert "would be ignored" not in log, log[log.find("would be ignored") - 400:][:1500]
    (wheel,) = (tmp_path / "dist").glob("rlver_env-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        shipped = set(archive.namelist())
    data = _declared_data_files()
    assert len([f for f in data if f.startswith("rlver_env/personas/data/en/")]) >= 100
    assert {"rlver_env/py.typed", "rlver_env/simulators/llm/prompts/en/pack.json", "rlver_baselines/llm/presets/tiny-cpu.yaml",
            "rlver_env/personas/data/splits.json", "rlver_env/schemas/persona.schema.json",
            "rlver_env/schemas/persona_parts.schema.json", "rlver_env/personas/data/parts/domains/work.json",
            "rlver_env/personas/data/prompts/llm_brief.txt", "rlver_env/agents/frames.json",
            "rlver_env/bench/templates/report.css", "rlver_env/bench/templates/report.js"} <= data
    assert not data - shipped, f"declared data files missing from the wheel: {sorted(data - shipped)[:10]}"
    for package in SETUPTOOLS["packages"]:
        assert f"{package.replace('.', '/')}/__init__.py" in shipped, package
