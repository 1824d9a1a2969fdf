"""The registration of the games (``game/games/``): one spec per game, complete and consistent,
and the only place the program looks a game up."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import games
from game.boards.base import BoardKit
from game.bots.knowledge import BotKit
from game.cli.parser import build_parser, game_choices
from game.games import GAMES, GameSpec
from game.paths import content_dir, sprites_dir
from game.rules.core import GameRules
from game.saves import SaveError, read_save

ROOT = Path(__file__).resolve().parent.parent
BUILT = [spec for spec in GAMES if spec.built]
COMING = [spec for spec in GAMES if not spec.built]


def test_every_game_id_is_unique_and_a_plain_lowercase_name() -> None:
    ids = [spec.id for spec in GAMES]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", game_id) for game_id in ids)


def test_each_game_registers_in_its_own_module_named_after_it() -> None:
    for spec in GAMES:
        module = sys.modules[f"game.games.{spec.id}"]
        assert module.SPEC is spec


@pytest.mark.parametrize("spec", BUILT, ids=[s.id for s in BUILT])
def test_every_part_of_a_built_game_loads_and_names_the_same_game(spec: GameSpec) -> None:
    assert spec.rules and spec.content and spec.board and spec.bots
    rules = spec.rules()
    assert isinstance(rules, GameRules) and rules.id == spec.id
    kit = spec.board()
    assert isinstance(kit, BoardKit) and kit.game_id == spec.id
    assert isinstance(spec.bots(), BotKit)
    content = games.load_game_content(spec.id)
    state = rules.new_game(content, _config(spec), 1)
    assert state.game_id == spec.id


def _config(spec: GameSpec) -> object:
    from game.rules.core import GameConfig

    return GameConfig(spec.min_players)


@pytest.mark.parametrize("spec", BUILT, ids=[s.id for s in BUILT])
def test_a_built_games_player_counts_and_variants_agree_with_its_rules(spec: GameSpec) -> None:
    assert spec.rules is not None
    rules = spec.rules()
    assert spec.players == (rules.min_players, rules.max_players)
    assert [v.id for v in spec.variants] == [v.id for v in rules.variants]


@pytest.mark.parametrize("spec", GAMES, ids=[s.id for s in GAMES])
def test_every_game_has_its_title_tile_and_a_sensible_player_range(spec: GameSpec) -> None:
    assert (sprites_dir() / spec.art).is_file()
    assert re.fullmatch(r"#[0-9a-f]{6}", spec.accent)
    assert spec.name and spec.blurb
    assert 1 <= spec.min_players <= spec.max_players <= 8


@pytest.mark.parametrize("spec", BUILT, ids=[s.id for s in BUILT])
def test_every_built_game_has_a_rules_reference_in_english(spec: GameSpec) -> None:
    assert spec.rules_pages
    assert (content_dir() / spec.rules_pages / "en.yaml").is_file()


@pytest.mark.parametrize("spec", COMING, ids=[s.id for s in COMING])
def test_a_coming_game_has_no_parts_and_cannot_be_played(spec: GameSpec) -> None:
    assert spec.content is None and spec.board is None and spec.bots is None
    assert spec.id not in games.available_games()
    with pytest.raises(KeyError):
        games.get_rules(spec.id)


def test_the_playable_games_are_the_built_ones_in_title_order() -> None:
    assert games.available_games() == [spec.id for spec in BUILT]


def test_the_command_lines_game_choices_come_from_the_registration() -> None:
    assert game_choices() == [spec.id for spec in GAMES]
    help_text = build_parser("0").format_help()
    for spec in GAMES:
        assert spec.name in help_text


def test_a_game_without_bot_knowledge_gets_the_generic_kit() -> None:
    from game.bots.knowledge import GENERIC_KIT

    assert games.bot_kit("no_such_game") is GENERIC_KIT
    for spec in COMING:
        assert games.bot_kit(spec.id) is GENERIC_KIT


def test_an_added_test_game_is_found_by_id_but_never_shown_on_the_title(pairs_game: object) -> None:
    assert games.is_known("tiny")
    assert games.get_rules("tiny").id == "tiny"
    assert "tiny" not in games.available_games()
    assert all(spec.id != "tiny" for spec in GAMES)


def test_a_shipped_game_cannot_be_added_twice() -> None:
    with pytest.raises(ValueError, match="shipped"):
        games.add_game(GAMES[0])


@pytest.mark.parametrize("named", ["antigravity", "game.rules.core", "../../etc/passwd", ""])
def test_a_save_naming_an_unknown_game_is_refused_before_anything_is_imported(
    named: str, tmp_path: Path
) -> None:
    path = tmp_path / "foreign.json"
    save = {"format": "tablero-save", "version": 1, "game": named, "content_version": "1",
            "config": {"players": 2, "variants": []}, "seed": 1, "seats": [], "moves": []}
    path.write_text(json.dumps(save), encoding="utf-8")
    before = set(sys.modules)
    with pytest.raises(SaveError, match="does not know"):
        read_save(path)
    assert set(sys.modules) == before


def test_no_module_of_the_program_imports_a_module_by_a_computed_name() -> None:
    for path in (ROOT / "game").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "import_module(" not in source and "__import__(" not in source, path
        assert "find_spec(" not in source, path


def test_reading_the_list_of_games_imports_no_game_part() -> None:
    probe = (
        "import sys\n"
        "import game.games\n"
        "loaded = [m for m in sys.modules if m.startswith(('game.rules.', 'game.content', 'game.boards',"
        " 'game.bots', 'pygame', 'pydantic'))]\n"
        "assert not loaded, loaded\n"
    )
    _passes(probe)


def test_the_bots_judge_every_game_by_their_learned_weights_without_numpy() -> None:
    """numpy fits the learned weights (tools/train) and the tests have it; the program computes
    with them in plain Python, so neither ``./play`` nor the installer needs it."""
    probe = (
        "import sys\n"
        "from game.games import GAMES, bot_kit\n"
        "from game.simulate import new_state\n"
        "for spec in GAMES:\n"
        "    if not spec.built:\n"
        "        continue\n"
        "    for players in ((1, 2) if spec.id == 'agricola' else (2,)):\n"
        "        state = new_state(spec.id, players, 7, frozenset())\n"
        "        for level in ('easy', 'normal', 'hard'):\n"
        "            bot_kit(spec.id).judgement_of(level).worth(state, 0)\n"
        "assert 'numpy' not in sys.modules, sorted(m for m in sys.modules if 'numpy' in m)\n"
    )
    _passes(probe, timeout=120)


def _passes(probe: str, timeout: float = 60) -> None:
    """Run ``probe`` in a fresh interpreter (nothing imported yet): it must end without error."""
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, result.stderr
