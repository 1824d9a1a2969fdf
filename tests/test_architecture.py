"""The rules package stays pure: no drawing, no files, no global random.

The rule, checked on the source (AST) of every module under ``game/rules``:

1. At run time a rules module imports only ``game.rules.*`` (absolute or relative) and the
   Python standard library, minus the modules that reach the file system, other processes,
   the network or a global random source (:data:`FORBIDDEN_STDLIB`).  No third-party package
   (pygame, yaml, pydantic, platformdirs...) and no other ``game`` package
   (``game.ui``, ``game.scenes``, ``game.content``, ``game.bots``...).
2. ``game.content.*`` may be imported only inside ``if TYPE_CHECKING:`` — for the type of the
   content object a game receives — because the content modules read files.
3. No call to the builtins that do I/O or run code from text: ``open``, ``input``, ``print``,
   ``eval``, ``exec``, ``compile``, ``breakpoint``, ``__import__``.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "game" / "rules"

FORBIDDEN_STDLIB = frozenset({
    "os", "io", "pathlib", "shutil", "tempfile", "glob", "fileinput", "subprocess", "socket",
    "ssl", "urllib", "http", "ftplib", "smtplib", "sqlite3", "pickle", "shelve", "dbm",
    "random", "secrets", "multiprocessing", "threading", "asyncio", "signal", "ctypes",
    "logging", "builtins",
})
FORBIDDEN_CALLS = frozenset({
    "open", "input", "print", "eval", "exec", "compile", "breakpoint", "__import__",
})


def rules_modules() -> list[Path]:
    return sorted(RULES.rglob("*.py"))


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def resolve(path: Path, node: ast.ImportFrom) -> str:
    """The absolute module name of a ``from ... import`` (relative ones included)."""
    if not node.level:
        return node.module or ""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package.pop()
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def type_checking_nodes(tree: ast.Module) -> set[int]:
    """Ids of the nodes inside ``if TYPE_CHECKING:`` blocks."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", "")
            if name == "TYPE_CHECKING":
                for child in node.body:
                    inside.update(id(n) for n in ast.walk(child))
    return inside


def imports(path: Path) -> Iterator[tuple[int, str, bool]]:
    """``(line, imported module, only for type checking)`` of every import in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    typing_only = type_checking_nodes(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, id(node) in typing_only
        elif isinstance(node, ast.ImportFrom):
            yield node.lineno, resolve(path, node), id(node) in typing_only


def import_problem(module: str, typing_only: bool) -> str | None:
    top = module.split(".")[0]
    if module == "game.rules" or module.startswith("game.rules."):
        return None
    if module.startswith("game.content.") or module == "game.content":
        return None if typing_only else "imports content loaders (they read files) at run time"
    if top == "game":
        return "imports from outside game.rules"
    if top == "__future__":
        return None
    if top in FORBIDDEN_STDLIB:
        return "imports a module that does I/O or global randomness"
    if top not in sys.stdlib_module_names:
        return "imports a third-party package"
    return None


def problems_in(path: Path) -> list[str]:
    where = path.relative_to(ROOT)
    found = []
    for line, module, typing_only in imports(path):
        problem = import_problem(module, typing_only)
        if problem:
            found.append(f"{where}:{line}: {problem}: {module}")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in FORBIDDEN_CALLS):
            found.append(f"{where}:{node.lineno}: calls {node.func.id}()")
    return found


def test_the_rules_package_has_modules_to_check() -> None:
    assert RULES / "core.py" in rules_modules()


@pytest.mark.parametrize("path", rules_modules(), ids=lambda p: str(p.relative_to(RULES)))
def test_a_rules_module_imports_no_drawing_no_files_and_no_global_random(path: Path) -> None:
    assert problems_in(path) == []


@pytest.mark.parametrize(
    ("source", "problem"),
    [
        ("import pygame", "third-party"),
        ("from game.ui import widgets", "outside game.rules"),
        ("from game.scenes.table import TableScene", "outside game.rules"),
        ("from game.content.oregon import load", "content loaders"),
        ("import random", "global randomness"),
        ("from pathlib import Path", "I/O"),
        ("import os.path", "I/O"),
        ("data = open('board.txt').read()", "calls open()"),
        ("from ...content import oregon", "content loaders"),
    ],
)
def test_the_checker_catches_each_kind_of_mistake(tmp_path: Path, source: str, problem: str) -> None:
    fake = ROOT / "game" / "rules" / "oregon" / "fake.py"
    path = tmp_path / "fake.py"
    path.write_text(source + "\n", encoding="utf-8")
    found = [p for line, module, typing_only in imports_as(path, fake)
             if (p := import_problem(module, typing_only))]
    tree = ast.parse(source)
    found += [f"calls {n.func.id}()" for n in ast.walk(tree)
              if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in FORBIDDEN_CALLS]
    assert any(problem in p for p in found), found


def test_content_types_may_be_imported_for_type_checking_only(tmp_path: Path) -> None:
    fake = ROOT / "game" / "rules" / "oregon" / "fake.py"
    path = tmp_path / "fake.py"
    path.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from game.content.oregon import OregonContent\n"
        "from game.rules.core import Rng\nimport itertools\n",
        encoding="utf-8",
    )
    assert [import_problem(m, t) for _line, m, t in imports_as(path, fake)] == [None] * 4


def imports_as(path: Path, pretend: Path) -> Iterator[tuple[int, str, bool]]:
    """The imports of ``path`` as if the file lived at ``pretend`` (for relative imports)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = type_checking_nodes(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, id(node) in typing_only
        elif isinstance(node, ast.ImportFrom):
            yield node.lineno, resolve(pretend, node), id(node) in typing_only
