"""Every game's rules package has the same shape (issue 12, "One house shape"): the same
modules under the same names, phases as enums, one pair of position functions, what is
decided now named by documented kinds, and refusal helpers named ``*_reason``."""

from __future__ import annotations

import ast
import importlib
from enum import IntEnum
from pathlib import Path

import pytest

from game.games import available_games

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"
HOUSE_MODULES = ("state", "moves", "setup", "turns", "legal", "scoring", "hidden", "events", "position")
GAMES = available_games()


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_package_has_every_house_module(game: str) -> None:
    present = {path.stem for path in (RULES / game).glob("*.py")}
    assert set(HOUSE_MODULES) <= present


@pytest.mark.parametrize("game", GAMES)
def test_phases_are_an_enum_that_the_position_text_names(game: str) -> None:
    phase = importlib.import_module(f"game.rules.{game}.legal").Phase
    assert issubclass(phase, IntEnum)
    names = [p.text for p in phase]
    assert len(set(names)) == len(names) and all(n and " " not in n for n in names)


@pytest.mark.parametrize("game", GAMES)
def test_the_position_is_written_and_read_by_one_pair_of_functions(game: str) -> None:
    position = importlib.import_module(f"game.rules.{game}.position")
    package = importlib.import_module(f"game.rules.{game}")
    assert callable(position.write_position) and callable(position.read_position)
    assert package.read_position is position.read_position
    assert package.RULES.from_position is position.read_position


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_kind_is_a_documented_snake_case_key(game: str) -> None:
    kinds = importlib.import_module(f"game.rules.{game}.turns").DECISION_KINDS
    assert kinds and all(k.isidentifier() and k == k.lower() and text for k, text in kinds.items())


@pytest.mark.parametrize("game", GAMES)
def test_refusal_helpers_are_named_reason(game: str) -> None:
    names = [
        node.name
        for path in sorted((RULES / game).glob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef)
    ]
    assert not [n for n in names if "refusal" in n]


@pytest.mark.parametrize("game", GAMES)
def test_random_games_decide_only_documented_kinds(game: str) -> None:
    from game.games import get_rules, load_game_content
    from game.rules.core import GameConfig, Rng

    rules = get_rules(game)
    kinds = importlib.import_module(f"game.rules.{game}.turns").DECISION_KINDS
    content = load_game_content(game)
    seen = set()
    for seed in range(3):
        state = rules.new_game(content, GameConfig(rules.min_players + seed % 2), seed)
        rng = Rng(seed)
        while not state.is_over:
            decision = state.decision()
            assert decision is not None
            seen.add(decision.kind)
            state.apply(rng.choice(state.legal_moves()))
    assert seen <= set(kinds) and len(seen) >= 2


def _sibling_imports(path: Path, game: str) -> set[str]:
    """The modules of the same game package that ``path`` imports at run time (imports
    under ``if TYPE_CHECKING:`` only name types and are left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(sub)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for stmt in node.body
        for sub in ast.walk(stmt)
    }
    prefix = f"game.rules.{game}"
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only or not isinstance(node, ast.ImportFrom) or not node.module:
            continue
        if node.module == prefix:
            found.update(alias.name for alias in node.names)
        elif node.module.startswith(prefix + "."):
            found.add(node.module.split(".")[3])
    return found


@pytest.mark.parametrize("game", GAMES)
def test_no_module_of_a_game_imports_itself_through_others(game: str) -> None:
    modules = {path.stem: path for path in (RULES / game).glob("*.py") if path.stem != "__init__"}
    graph = {name: _sibling_imports(path, game) & set(modules) for name, path in modules.items()}

    def reaches(start: str, target: str, seen: set[str]) -> bool:
        for after in graph[start] - seen:
            if after == target or reaches(after, target, seen | {after}):
                return True
        return False

    assert [name for name in graph if reaches(name, name, set())] == []
