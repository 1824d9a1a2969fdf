"""Typed game content: one dispatcher in front of every game's loader.

Each game has a module ``game.content.<game id>`` with
``load(content_root: Path, sprites_root: Path | None = None)`` returning its frozen content
object, or raising :class:`~game.content.base.ContentErrors`.  Callers never import those
modules directly::

    content = load_game_content("oregon")           # shipped content, cached
    problems = validate_content(Path("my_content"))  # every loader, every problem

Content shared by every game (the catalogue and player palette, the screen layouts, the
rules references) lives in a module listed in ``EXTRA_CONTENT_MODULES`` that offers
``check_content(content_root, sprites_root)``; tests and tools may add a checker with
:func:`register_checker`.  ``validate`` runs them all.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import paths

if TYPE_CHECKING:
    # imported where used: the title screen reads the catalogue without loading pydantic
    from game.content.base import ContentError

Loader = Callable[[Path, Path | None], Any]

EXTRA_CONTENT_MODULES: tuple[str, ...] = ("catalogue", "layouts", "rules_text", "card_text")
"""Modules of ``game.content`` whose ``check_content`` checks content shared by all games."""

_cache: dict[tuple[str, Path, Path | None], Any] = {}
_loaders: dict[str, Loader] = {}
_checkers: dict[str, Loader] = {}


def register_loader(game_id: str, loader: Loader) -> None:
    """Use ``loader`` for ``game_id`` instead of ``game.content.<game_id>.load`` (tests, tools).

    Clears any cached content of that game.
    """
    _loaders[game_id] = loader
    for key in [k for k in _cache if k[0] == game_id]:
        del _cache[key]


def register_checker(name: str, checker: Loader) -> None:
    """Add a content checker (called like a loader) that :func:`validate_content` runs."""
    _checkers[name] = checker


def clear_cache() -> None:
    """Forget every loaded content object (after content files changed on disk)."""
    _cache.clear()


def game_loader(game_id: str) -> Loader:
    """The loader of ``game_id``; ``LookupError`` when the game has no content module yet."""
    if game_id in _loaders:
        return _loaders[game_id]
    module_name = f"game.content.{game_id}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise LookupError(f"{game_id} has no content loader") from None
    load: Loader = module.load
    return load


def load_game_content(
    game_id: str, content_root: Path | None = None, sprites_root: Path | None = None
) -> Any:
    """The content of ``game_id``, loaded once per process for a given pair of folders.

    ``content_root`` defaults to the shipped ``content/`` and ``sprites_root`` to the shipped
    ``sprites/``.  Raises ``ContentErrors`` for invalid content and ``LookupError`` for a game
    without a content loader.
    """
    root = (content_root or paths.content_dir()).resolve()
    sprites = (sprites_root or paths.sprites_dir()).resolve()
    key = (game_id, root, sprites)
    if key not in _cache:
        _cache[key] = game_loader(game_id)(root, sprites)
    return _cache[key]


def content_games() -> list[str]:
    """Ids of the games that have a content loader, in title-screen order."""
    from game.rules.registry import GAME_IDS

    found = []
    for game_id in GAME_IDS:
        try:
            game_loader(game_id)
        except LookupError:
            continue
        found.append(game_id)
    return found + [g for g in _loaders if g not in GAME_IDS]


def _extra_checkers() -> dict[str, Loader]:
    checkers = dict(_checkers)
    for name in EXTRA_CONTENT_MODULES:
        module = importlib.import_module(f"game.content.{name}")
        checkers.setdefault(name, module.check_content)
    return checkers


def validate_content(
    content_root: Path | None = None, sprites_root: Path | None = None
) -> list[ContentError]:
    """Run every game's loader and every content checker; return all problems found.

    Nothing is cached.  A loader that raises a single :class:`ContentError` or a
    :class:`ContentErrors` list contributes its errors; an empty list means the content is
    valid.  ``sprites_root`` defaults to the shipped ``sprites/``.
    """
    from game.content.base import ContentError, ContentErrors

    root = content_root or paths.content_dir()
    sprites = sprites_root or paths.sprites_dir()
    if not root.is_dir():
        return [ContentError(root, None, "", "content folder not found")]
    loaders = {g: game_loader(g) for g in content_games()}
    loaders.update(_extra_checkers())
    problems: list[ContentError] = []
    for loader in loaders.values():
        try:
            loader(root, sprites)
        except ContentErrors as exc:
            problems.extend(exc.errors)
        except ContentError as exc:
            problems.append(exc)
    return problems
