"""The games whose bots' judgement is data (:mod:`game.bots.judgement`), and the check of
their files that ``python -m game validate`` runs."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from game.bots.judgement import display_name, judgement_path, read_judgement
from game.bots.value_file import display_name as value_name
from game.bots.value_file import read_value, value_path
from game.content.base import run_checks

if TYPE_CHECKING:
    from game.bots.evaluation.learned import LearnedValue


def _agricola() -> Mapping[str, type]:
    from game.bots.evaluation.agricola_weights import SECTIONS

    return SECTIONS


def _fields_of_green() -> Mapping[str, type]:
    from game.bots.evaluation.fields_of_green_weights import SECTIONS

    return SECTIONS


def _oregon() -> Mapping[str, type]:
    from game.bots.evaluation.oregon_weights import SECTIONS

    return SECTIONS


JUDGED_GAMES: dict[str, Callable[[], Mapping[str, type]]] = {
    "agricola": _agricola, "fields_of_green": _fields_of_green, "oregon": _oregon,
}
"""The games whose judgement is data, each with its sections (section name → dataclass),
declared by the game's judgement module (Porto's two numbers are not data yet)."""


def _agricola_value(content_root: Path) -> None:
    from game.bots.evaluation.agricola_value import FEATURES, FORMS, NORMAL_FORMS, STAGES

    run_checks([
        partial(read_value, value_path("agricola", content_root), FEATURES, FORMS, STAGES, value_name("agricola")),
        partial(read_value, value_path("agricola", content_root, "normal"), FEATURES, NORMAL_FORMS, STAGES,
                value_name("agricola", "normal")),
    ])


def _learned(value: LearnedValue, content_root: Path) -> None:
    run_checks(partial(read_value, value_path(value.game, content_root, level), value.features, value.forms,
                       value.stages, value_name(value.game, level))
               for level in value.levels)


def _porto_value(content_root: Path) -> None:
    from game.bots.evaluation.porto_value import VALUE

    _learned(VALUE, content_root)


def _fields_of_green_value(content_root: Path) -> None:
    from game.bots.evaluation.fields_of_green_value import VALUE

    _learned(VALUE, content_root)


def _oregon_value(content_root: Path) -> None:
    from game.bots.evaluation.oregon_value import VALUE

    _learned(VALUE, content_root)


LEARNED_GAMES: dict[str, Callable[[Path], None]] = {
    "agricola": _agricola_value,
    "fields_of_green": _fields_of_green_value,
    "oregon": _oregon_value,
    "porto": _porto_value,
}
"""The games whose bots judge with a learned value model (:mod:`game.bots.value_file`), each
with the check that reads its file."""


def check_content(content_root: Path, sprites_root: Path | None = None) -> None:
    """``validate``: every judged game's judgement file and every learned value model under
    ``content_root`` reads."""
    run_checks([
        *(partial(read_judgement, judgement_path(game_id, content_root), sections_of(), display_name(game_id))
          for game_id, sections_of in JUDGED_GAMES.items()),
        *(partial(check, content_root) for check in LEARNED_GAMES.values()),
    ])
