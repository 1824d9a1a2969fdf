"""Every dependency pyproject declares does a job: the program imports each run-time one, and
the test extra holds what the tests import (Hypothesis among them)."""

from __future__ import annotations

import ast
import re
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


def _declared(extra: str | None = None) -> set[str]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)["project"]
    requirements = project["dependencies"] if extra is None else project["optional-dependencies"][extra]
    return {_normalise(m.group(1)) for r in requirements if (m := _NAME.match(r))}


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _top_level_imports(folder: Path) -> set[str]:
    found: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def _distributions_of(modules: set[str]) -> set[str]:
    owners = metadata.packages_distributions()
    return {_normalise(dist) for module in modules for dist in owners.get(module, ())}


def test_every_run_time_dependency_is_imported_by_the_program() -> None:
    used = _distributions_of(_top_level_imports(ROOT / "game"))
    unused = _declared() - used
    assert not unused, f"declared in pyproject but never imported by game/: {sorted(unused)}"


def test_pygame_gui_is_neither_declared_nor_imported() -> None:
    assert "pygame-gui" not in _declared()
    assert "pygame_gui" not in _top_level_imports(ROOT / "game")


def test_the_test_extra_declares_every_third_party_module_the_tests_import() -> None:
    imported = _distributions_of(_top_level_imports(ROOT / "tests"))
    missing = imported - _declared("test") - _declared() - {"tablero"}
    assert not missing, f"imported by tests/ but not declared: {sorted(missing)}"
    assert "hypothesis" in _declared("test")
