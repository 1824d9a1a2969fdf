"""Typed game content: loading it once, and checking all of it.

Each game has a loader ``load(content_root, sprites_root)`` returning its frozen content
object or raising :class:`~game.content.base.ContentErrors`; the game's registration
(``game/games/``) names it, and ``game.games.load_game_content(game_id)`` is how the program
asks for a game's content.  This package only keeps what was loaded and runs the checks::

    content = load_content("oregon", load)                        # cached per folders
    problems = validate_content(root, sprites, {"oregon": load})   # every problem at once

The content every game shares — the player palette (:mod:`.catalogue`), the screen layouts
(:mod:`.layouts`) and the rules references (:mod:`.rules_text`) — has its checks in
:func:`shared_checks`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import paths

if TYPE_CHECKING:
    # imported where used: the title screen starts without loading pydantic
    from game.content.base import ContentError

Loader = Callable[[Path, Path | None], Any]

_cache: dict[tuple[str, Path, Path], Any] = {}


def load_content(
    game_id: str, loader: Loader, content_root: Path | None = None, sprites_root: Path | None = None
) -> Any:
    """What ``loader`` reads for ``game_id``, loaded once per process for a pair of folders.

    ``content_root`` defaults to the shipped ``content/`` and ``sprites_root`` to the shipped
    ``sprites/``.  Raises ``ContentErrors`` for invalid content.
    """
    root = (content_root or paths.content_dir()).resolve()
    sprites = (sprites_root or paths.sprites_dir()).resolve()
    key = (game_id, root, sprites)
    if key not in _cache:
        _cache[key] = loader(root, sprites)
    return _cache[key]


def forget_content(game_id: str) -> None:
    """Forget what was loaded for ``game_id`` (its loader or its files changed)."""
    for key in [k for k in _cache if k[0] == game_id]:
        del _cache[key]


def clear_cache() -> None:
    """Forget every loaded content object (after content files changed on disk)."""
    _cache.clear()


def shared_checks(rules_pages: Sequence[str] = (), seats: int = 0) -> dict[str, Loader]:
    """The checks of the content every game shares, by name: the player palette (a colour for
    each of ``seats`` players at least), the screen layouts and the rules references in the
    ``rules_pages`` folders."""
    from game.content import catalogue, layouts, rules_text

    def check_rules_pages(content_root: Path, sprites_root: Path | None) -> None:
        rules_text.check_content(content_root, sprites_root, rules_pages)

    def check_players(content_root: Path, sprites_root: Path | None) -> None:
        catalogue.check_content(content_root, sprites_root, seats)

    return {"players": check_players, "layouts": layouts.check_content, "rules": check_rules_pages}


def validate_content(
    content_root: Path | None, sprites_root: Path | None, checks: Mapping[str, Loader]
) -> list[ContentError]:
    """Run every check in ``checks`` (each called like a loader: the games' loaders and
    :func:`shared_checks`) on the content; return every problem found.

    Nothing is cached.  A check that raises a single :class:`ContentError` or a
    :class:`ContentErrors` list contributes its errors; an empty list means the content is
    valid.  ``sprites_root`` defaults to the shipped ``sprites/``.
    """
    from game.content.base import ContentError, ContentErrors

    root = content_root or paths.content_dir()
    sprites = sprites_root or paths.sprites_dir()
    if not root.is_dir():
        return [ContentError(root, None, "", "content folder not found")]
    problems: list[ContentError] = []
    for check in checks.values():
        try:
            check(root, sprites)
        except ContentErrors as exc:
            problems.extend(exc.errors)
        except ContentError as exc:
            problems.append(exc)
    return problems
