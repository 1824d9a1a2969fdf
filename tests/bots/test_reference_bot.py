"""The frozen reference of the ladder (``bot:reference``): the hard bot of the commit
``benchmarks/reference.yaml`` names, played from that commit's own program over a pipe, seeing
only its seat's view; a ladder level that the table never offers."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from game.bots import reference
from game.bots.base import LADDER_ONLY
from game.bots.reference import (
    Reference,
    ReferenceBot,
    ReferenceUnavailable,
    materialize,
    read_reference,
)
from game.cli import main
from game.cli.parser import seat_list
from game.games import available_games
from game.match_setup import BOT_LEVELS, Seat
from game.rules.core import Rng
from game.simulate import new_state, parse_seat

ROOT = Path(__file__).resolve().parents[2]


def frozen() -> Reference:
    """The reference the checkout names, or a skip saying why it cannot be unpacked here."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed: the reference is unpacked from the repository with git")
    inside = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--git-dir"], capture_output=True, check=False)
    if inside.returncode != 0:
        pytest.skip(f"{ROOT} is not a git checkout: the reference is unpacked from its history")
    named = read_reference()
    try:
        reference.resolve(named.commit)
    except ReferenceUnavailable as error:
        if "shallow" in str(error):
            pytest.skip(str(error))
        raise  # a full history that lacks the reference's commit is a broken reference.yaml
    return named


def positions(game_id: str) -> list[Any]:
    """The start of a 2-player game and a position some random moves later."""
    start = new_state(game_id, 2, 100_003)
    later = start.clone()
    chooser = Rng(7)
    for _ in range(12):
        if later.is_over:
            break
        later.apply(chooser.choice(later.legal_moves()))
    return [start, later]


@pytest.mark.parametrize("game_id", available_games())
def test_the_frozen_program_answers_a_legal_move_from_a_seats_view_in_every_game(game_id: str) -> None:
    # the frozen program's quick level: what is checked is the pipe and that the frozen rules
    # read today's position text; the hard level is the same request
    quick = Reference(frozen().commit, level="easy")
    for state in positions(game_id):
        player = state.current_player
        assert player is not None
        move = ReferenceBot(11, quick).choose(state.view(player))
        assert move in state.legal_moves_for(player)


def test_the_reference_plays_the_hard_bot_of_its_commit() -> None:
    named = frozen()
    assert named.level == "hard"
    state = new_state("agricola", 2, 100_001, frozenset({"revised", "family"}))
    bot = ReferenceBot(3)
    move = bot.choose(state.view(0))
    assert move in state.legal_moves()
    assert bot.last_iterations > 0, "the hard bot searched"
    assert bot.last_cpu_ms > 0


def test_the_reference_is_sent_the_seats_view_never_the_full_state(monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[dict[str, Any]] = []
    state = new_state("fields_of_green", 2, 100_002)
    player = state.current_player
    assert player is not None
    legal = state.legal_moves_for(player)

    class Listening:
        def ask(self, request: dict[str, Any]) -> dict[str, Any]:
            sent.append(request)
            return {"move": str(legal[-1]), "cpu_ms": 1.0, "playouts": 0}

    monkeypatch.setattr(reference, "server_for", lambda named: Listening())
    move = ReferenceBot(5, Reference("0" * 40)).choose(state.view(player))
    assert move == legal[-1]
    assert sent[0]["view"] == state.view(player).to_position()
    assert sent[0]["view"] != state.to_position(), "the hidden cards stay hidden"
    assert (sent[0]["player"], sent[0]["seed"]) == (player, 5)


def test_an_answer_that_is_not_a_legal_move_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    class Wrong:
        def ask(self, request: dict[str, Any]) -> dict[str, Any]:
            return {"move": "fly to the moon"}

    monkeypatch.setattr(reference, "server_for", lambda named: Wrong())
    state = new_state("porto", 2, 100_004)
    with pytest.raises(ReferenceUnavailable, match="not a legal move"):
        ReferenceBot(1, Reference("0" * 40)).choose(state.view(0))


def test_the_frozen_program_is_unpacked_once_and_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    named = frozen()
    archives: list[tuple[str, ...]] = []
    real_git = reference._git

    def counting(repo: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
        if args[0] == "archive":
            archives.append(args)
        return real_git(repo, *args)

    monkeypatch.setattr(reference, "_git", counting)
    first = materialize(named.commit, cache=tmp_path)
    again = materialize(named.commit, cache=tmp_path)
    assert first == again
    assert len(archives) == 1
    assert (first / "game" / "bots" / "serve.py").is_file()
    assert (first / "content").is_dir()


def test_a_commit_the_repository_does_not_have_is_refused_in_one_line(tmp_path: Path) -> None:
    frozen()
    with pytest.raises(ReferenceUnavailable) as refused:
        materialize("0123456789abcdef0123456789abcdef01234567", cache=tmp_path)
    message = str(refused.value)
    assert "0123456789abcdef" in message and "not in the repository" in message
    assert "\n" not in message
    assert not any(tmp_path.iterdir()), "nothing is unpacked"


def test_a_reference_file_without_a_commit_is_refused_naming_the_file(tmp_path: Path) -> None:
    broken = tmp_path / "reference.yaml"
    broken.write_text("level: hard\n", encoding="utf-8")
    with pytest.raises(ReferenceUnavailable, match="reference.yaml: needs a line 'commit"):
        read_reference(broken)


def test_the_checkout_names_a_commit_and_says_why() -> None:
    named = read_reference()
    assert len(named.commit) == 40 and named.why and named.date


def test_the_new_game_screen_and_play_never_offer_the_reference(capsys: pytest.CaptureFixture[str]) -> None:
    from game.scenes.seats import LEVEL_LABELS

    assert "reference" not in BOT_LEVELS
    assert "reference" not in LEVEL_LABELS
    with pytest.raises(ValueError):
        Seat("bot", "Bot 2", "reference")
    assert main(["play", "--game", "porto", "--seats", "human,bot:reference"]) == 2
    assert "unknown seat 'bot:reference'" in capsys.readouterr().err


def test_simulate_seats_the_reference() -> None:
    assert parse_seat("bot:reference") == "reference"
    seats = seat_list("bot:reference,bot:hard", LADDER_ONLY)
    assert [seat.name for seat in seats] == ["Bot 1 (reference)", "Bot 2 (hard)"]


def test_simulate_says_in_one_line_when_the_reference_cannot_play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    frozen()
    monkeypatch.setattr(reference, "read_reference", lambda: Reference("0123456789abcdef0123456789abcdef01234567"))
    status = main(["simulate", "--game", "porto", "--seats", "bot:reference,bot:random", "--games", "1"])
    error = capsys.readouterr().err
    assert status == 2
    assert error.count("\n") == 1 and "0123456789abcdef" in error and "not in the repository" in error
