"""Every refusal a game's rules can give, read from the rules' source: the templates of the
``Reason(...)`` calls, and any ``IllegalMove(...)`` raised without one."""

from __future__ import annotations

import ast
from pathlib import Path

from game.paths import install_root


def _calls(game: str) -> list[tuple[str, ast.Call]]:
    folder = Path(install_root()) / "game" / "rules" / game
    found: list[tuple[str, ast.Call]] = []
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                found.append((f"{path.name}:{node.lineno}", node))
    return found


def reason_templates(game: str) -> set[str]:
    """The template of every ``Reason("...")`` the rules of ``game`` can make."""
    templates: set[str] = set()
    for where, call in _calls(game):
        if call.func.id != "Reason":  # type: ignore[attr-defined]
            continue
        first = call.args[0] if call.args else None
        assert isinstance(first, ast.Constant) and isinstance(first.value, str), where
        templates.add(first.value)
    return templates


def bare_refusals(game: str) -> list[str]:
    """Where the rules of ``game`` raise ``IllegalMove`` by hand (no template to translate)."""
    return [where for where, call in _calls(game) if call.func.id == "IllegalMove"]  # type: ignore[attr-defined]
