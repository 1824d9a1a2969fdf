"""``validate`` plays every tutorial through the rules from its deal (issue 33): a step whose
move does not read, is not legal there, or comes while a bot still has to move, is named by
file and line; the shipped tutorials are clean."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game import paths
from game.content.base import ContentErrors
from game.content.tutorial import check_tutorial, load_tutorial
from game.games import get_rules, known_games, load_game_content, validate

SHIPPED = [spec.id for spec in known_games() if spec.tutorial]


def copy_of(game_id: str, tmp_path: Path) -> Path:
    path = tmp_path / "tutorial.yaml"
    shutil.copy(paths.content_dir() / game_id / "tutorial.yaml", path)
    return path


def lines_with(path: Path, text: str) -> list[int]:
    return [n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1) if text in line]


def problems_of(game_id: str, path: Path) -> list[str]:
    with pytest.raises(ContentErrors) as caught:
        check_tutorial(path, f"{game_id}/tutorial.yaml", game_id, get_rules(game_id), load_game_content(game_id))
    return [error.text() for error in caught.value.errors]


def test_the_shipped_tutorials_pass_validate() -> None:
    assert SHIPPED, "no game has a tutorial"
    assert not [p.text() for p in validate() if "tutorial" in p.file]


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_move_that_is_no_move_of_the_game_is_named_by_file_and_line(game_id: str, tmp_path: Path) -> None:
    path = copy_of(game_id, tmp_path)
    tutorial = load_tutorial(path, "t", game_id)
    index, step = next((n, s) for n, s in enumerate(tutorial.steps) if s.play is not None)
    path.write_text(path.read_text(encoding="utf-8").replace(f'play: "{step.play}"', 'play: "dance a jig"', 1),
                    encoding="utf-8")
    found = problems_of(game_id, path)
    line = lines_with(path, "dance a jig")[0]
    assert len(found) == 1 and found[0].startswith(f"{game_id}/tutorial.yaml:{line}: steps[{index}].play: "), found


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_persons_move_while_a_bot_is_still_to_move_is_named_by_file_and_line(game_id: str, tmp_path: Path) -> None:
    path = copy_of(game_id, tmp_path)
    tutorial = load_tutorial(path, "t", game_id)
    index = next(n for n, s in enumerate(tutorial.steps) if s.bots)
    replies = ", ".join(f'"{text}"' for text in tutorial.steps[index].bots)
    text = re.sub(r"bots: \[" + re.escape(replies) + r"\]\n( +light: \[[0-9, ]*\]\n)?", "bots: []\n",
                  path.read_text(encoding="utf-8"), count=1)
    path.write_text(text, encoding="utf-8")
    waiting = next(n for n, s in enumerate(tutorial.steps) if n >= index and s.play is not None)
    found = problems_of(game_id, path)
    assert len(found) == 1 and f"steps[{waiting}].play" in found[0] and "a bot is to move here" in found[0], found
    play = tutorial.steps[waiting].play
    assert play is not None
    line = next(n for n in lines_with(path, f'play: "{play}"') if n > lines_with(path, "bots: []")[0])
    assert found[0].startswith(f"{game_id}/tutorial.yaml:{line}:"), found


def test_a_porto_build_on_a_plot_out_of_play_is_not_legal_and_named_by_its_line(tmp_path: Path) -> None:
    path = copy_of("porto", tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('play: "build floors=b1 colour=y1 house=9"',
                                 'play: "build floors=b1 colour=y1 house=1"', 1), encoding="utf-8")
    line = lines_with(path, "house=1\"")[0]
    found = problems_of("porto", path)
    assert len(found) == 1 and found[0].startswith(f"porto/tutorial.yaml:{line}: ") and "is not legal here" in found[0]
