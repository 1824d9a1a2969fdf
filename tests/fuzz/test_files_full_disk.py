"""A full disk (``ENOSPC``) or a file grown too large (``EFBIG``) during the autosave, in every
registered game at the real table: the match goes on, the table's prompt line says the save
failed, the last good save stays whole, and the next move saves the whole match again."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from files_helpers import Screens, built_games, count

from game.games import GameSpec
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig
from game.saves import new_save_path, read_save
from game.scenes.table.scene import new_table

REFUSALS = {
    "disk full": OSError(errno.ENOSPC, "No space left on device"),
    "file too large": OSError(errno.EFBIG, "File too large"),
}


@pytest.mark.parametrize("refusal", sorted(REFUSALS))
@pytest.mark.parametrize("spec", built_games(), ids=[spec.id for spec in built_games()])
def test_a_refused_autosave_warns_at_the_table_and_the_next_move_saves_again(
    spec: GameSpec, refusal: str, tablero_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    screens = Screens()
    players = max(2, spec.min_players)
    seats = tuple(Seat("human", name) for name in ("Ana", "Ben", "Chloé", "Dani", "Eli")[:players])
    table = screens.open(new_table(screens.ctx, MatchSetup(spec.id, GameConfig(players), 5, seats)))
    match = table.match
    table.choose(match.state.legal_moves_for(match.state.current_player)[0])
    assert match.save_path is not None
    good = match.save_path.read_bytes()
    saved_moves = read_save(match.save_path).moves

    def refuse(_fd: int) -> None:
        raise REFUSALS[refusal]

    monkeypatch.setattr(os, "fsync", refuse)
    table.take_screen()
    table.choose(match.state.legal_moves_for(match.state.current_player)[0])
    screens.frame()
    assert len(match.moves) == len(saved_moves) + 1, "the match goes on"
    assert match.save_path.read_bytes() == good, "the last good save is whole"
    assert table.prompt_text().startswith(f"Cannot save the match ({REFUSALS[refusal].strerror})")
    assert not list(match.save_path.parent.glob(".*.tmp"))
    monkeypatch.undo()
    table.take_screen()
    table.choose(match.state.legal_moves_for(match.state.current_player)[0])
    assert match.save_problem is None
    assert read_save(match.save_path).moves == tuple(match.moves)
    screens.stack.clear()
    screens.stack.apply_requests()
    count("full disk during autosave", 1)


def test_a_new_match_opens_on_a_full_disk_and_says_so(tablero_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = built_games()[0]
    screens = Screens()

    def refuse(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", refuse)
    path = new_save_path(spec.id)
    seats = (Seat("human", "Ana"), Seat("bot", "Bot", "easy"))
    table = new_table(screens.ctx, MatchSetup(spec.id, GameConfig(2), 5, seats), path)
    assert table.match.save_problem == "No space left on device"
    assert not path.exists()
    count("full disk during autosave", 1)
