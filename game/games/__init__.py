"""The games, in title-screen order: the one list every part of the program asks.

Each game registers itself with one :class:`~game.games.spec.GameSpec` in its own module here
(``game/games/oregon.py`` …); :data:`GAMES` names them.  Adding a game is its own folders plus
one line in that list.  Nothing is found by a module's name: the command line, the saves, the
simulator, the table, the title and new-game screens and ``validate`` ask the functions
below, which ask the specs.

Importing this package imports only the specs (plain facts and loader functions), never a
game's rules, content models, boards or bots: the title screen lists the games before its
first frame without them.

Tests and tools may make a game known for a while with :func:`add_game` (it is then found by
id like a shipped one but never shown on the title screen).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.games import agricola, fields_of_green, oregon, porto
from game.games.spec import ContentLoader, GameSpec, Variant

if TYPE_CHECKING:
    from game.boards.base import BoardKit
    from game.bots.evaluation.base import Evaluation
    from game.bots.knowledge import BotKit
    from game.content.base import ContentError
    from game.content.card_text import CardTexts
    from game.rules.core import GameRules

GAMES: tuple[GameSpec, ...] = (
    oregon.SPEC,
    porto.SPEC,
    fields_of_green.SPEC,
    agricola.SPEC,
)
"""Every game the program ships, built or coming, in the order the title screen shows them."""

_added: dict[str, GameSpec] = {}

__all__ = [
    "GAMES",
    "ContentLoader",
    "GameSpec",
    "Variant",
    "add_game",
    "available_games",
    "board_kit",
    "bot_kit",
    "card_texts",
    "evaluation_for",
    "game_spec",
    "get_rules",
    "is_known",
    "known_games",
    "load_game_content",
    "remove_game",
    "validate",
]


def add_game(spec: GameSpec) -> None:
    """Make a game that is not shipped known by its id (test games, tools) until
    :func:`remove_game`; ``ValueError`` if a shipped game already has that id."""
    if any(shipped.id == spec.id for shipped in GAMES):
        raise ValueError(f"{spec.id!r} is a shipped game")
    _added[spec.id] = spec
    from game.content import forget_content

    forget_content(spec.id)


def remove_game(game_id: str) -> None:
    """Forget a game :func:`add_game` made known (nothing happens if it is not)."""
    _added.pop(game_id, None)
    from game.content import forget_content

    forget_content(game_id)


def known_games() -> tuple[GameSpec, ...]:
    """The shipped games, then any added ones."""
    return GAMES + tuple(_added.values())


def is_known(game_id: str) -> bool:
    """Whether ``game_id`` names a game of this program (built or coming); answered from the
    specs alone, so it is safe to ask about an id read from a file."""
    return any(spec.id == game_id for spec in known_games())


def game_spec(game_id: str) -> GameSpec:
    """The spec of ``game_id``; ``KeyError`` if no game has that id."""
    for spec in known_games():
        if spec.id == game_id:
            return spec
    raise KeyError(game_id)


def available_games() -> list[str]:
    """Ids of the shipped games that can be played, in title-screen order (imports nothing)."""
    return [spec.id for spec in GAMES if spec.built]


def board_games() -> list[str]:
    """Ids of the playable games whose own board is built (imports nothing)."""
    return [spec.id for spec in GAMES if spec.built and spec.board is not None]


def get_rules(game_id: str) -> GameRules[Any]:
    """The rules of ``game_id``; ``KeyError`` if it is unknown or still coming."""
    load = game_spec(game_id).rules
    if load is None:
        raise KeyError(game_id)
    return load()


def load_game_content(
    game_id: str, content_root: Path | None = None, sprites_root: Path | None = None
) -> Any:
    """The content of ``game_id``, loaded once per process for a pair of folders (default: the
    shipped ``content/`` and ``sprites/``).  ``LookupError`` for a game without a content
    loader; ``ContentErrors`` for invalid content."""
    try:
        load = game_spec(game_id).content
    except KeyError:
        load = None
    if load is None:
        raise LookupError(f"{game_id} has no content loader")
    from game.content import load_content

    return load_content(game_id, load(), content_root, sprites_root)


def board_kit(game_id: str) -> BoardKit:
    """The table's kit of ``game_id``; ``KeyError`` when the game has no board yet."""
    load = game_spec(game_id).board
    if load is None:
        raise KeyError(game_id)
    return load()


def bot_kit(game_id: str) -> BotKit:
    """What the bots know of ``game_id``: its own kit, or the generic one for a game that
    brings none (a coming game, a test game, an id no game has)."""
    load = next((spec.bots for spec in known_games() if spec.id == game_id), None)
    if load is not None:
        return load()
    from game.bots.knowledge import GENERIC_KIT

    return GENERIC_KIT


def evaluation_for(game_id: str, deep: bool = False) -> Evaluation:
    """How the bots judge ``game_id``'s positions (the hard bot's deeper judgement when
    ``deep`` and the game has one); the current points for a game without its own."""
    kit = bot_kit(game_id)
    return kit.deep if deep else kit.evaluation


def card_texts(game_id: str) -> CardTexts:
    """The generated-text tables of ``game_id``'s shipped cards (for ``card_text``), loaded
    once; ``LookupError`` when the game has no cards with effects."""
    from game.content.card_text import shipped_texts
    from game.content.effects import EffectContent

    content = load_game_content(game_id)
    if not isinstance(content, EffectContent):
        raise LookupError(f"{game_id} has no cards with effects")
    return shipped_texts(game_id, content)


def _kept(loader: ContentLoader, loaded: dict[str, Any], game_id: str, content_root: Path, sprites_root: Path | None) -> Any:
    """``loader``'s content, kept in ``loaded`` under ``game_id`` when it loads."""
    content = loader(content_root, sprites_root)
    loaded[game_id] = content
    return content


def _kept_or_loaded(
    loader: ContentLoader, loaded: dict[str, Any], game_id: str, content_root: Path, sprites_root: Path | None
) -> Any:
    """The content ``_kept`` holds for ``game_id`` (the art is only ever an extra check), or
    ``loader``'s."""
    return loaded[game_id] if game_id in loaded else loader(content_root, sprites_root)


def validate(content_root: Path | None = None, sprites_root: Path | None = None) -> list[ContentError]:
    """Every problem in the content of every registered game and in the content they share
    (``python -m game validate``); an empty list means all is well.

    Each game's content loader, rules reference, board words and board look are checked, and with ``sprites_root``
    (default: the shipped ``sprites/``) every title tile's picture must exist.
    """
    from game import paths
    from game.boards.kit.looks import check_content as check_board_looks
    from game.boards.kit.wordbook import check_content as check_board_words
    from game.bots.evaluation.judged import check_content as check_judgements
    from game.content import shared_checks, validate_content
    from game.content.base import ContentError
    from game.content.card_text import check_content as check_card_texts
    from game.content.catalogue import most_players
    from game.content.cues import check_content as check_cues
    from game.content.tutorial import check_content as check_tutorials

    root = content_root or paths.content_dir()
    sprites = sprites_root or paths.sprites_dir()
    specs = known_games()
    loaders = {spec.id: spec.content() for spec in specs if spec.content is not None}
    loaded: dict[str, Any] = {}
    checks: dict[str, ContentLoader] = {game_id: partial(_kept, loader, loaded, game_id) for game_id, loader in loaders.items()}
    seats = most_players(specs)
    checks.update(shared_checks([spec.rules_pages for spec in specs if spec.rules_pages], seats))
    # the card texts read each game's content again only where the game's own check failed
    again = {game_id: partial(_kept_or_loaded, loader, loaded, game_id) for game_id, loader in loaders.items()}
    checks["card texts"] = partial(check_card_texts, loaders=again)
    checks["board words"] = partial(check_board_words, files=tuple(s.board_words for s in specs if s.board_words))
    checks["board looks"] = partial(check_board_looks, files=tuple(s.board_look for s in specs if s.board_look))
    checks["cues"] = partial(check_cues, files=tuple(s.cues for s in specs if s.cues))
    checks["bot judgements"] = check_judgements
    checks["tutorials"] = partial(check_tutorials, games={
        spec.id: (spec.tutorial, spec.rules, partial(load_game_content, spec.id, root, sprites))
        for spec in specs if spec.tutorial and spec.rules is not None and spec.content is not None
    })
    problems = validate_content(root, sprites, checks)
    problems += [
        ContentError(f"sprites/{spec.art}", None, "", f"the title tile of {spec.id} is missing")
        for spec in GAMES
        if not (sprites / spec.art).is_file()
    ]
    if not any(spec.built for spec in GAMES):
        problems.append(ContentError(_GAMES_FILE, _games_line(), "GAMES", "no playable game is registered"))
    return problems


_GAMES_FILE = "game/games/__init__.py"


def _games_line() -> int | None:
    """The line of this file where :data:`GAMES` is defined (for ``validate``'s message)."""
    try:
        lines = Path(__file__).read_text(encoding="utf-8").splitlines()
    except OSError:  # a bundle may ship no sources
        return None
    return next((n for n, text in enumerate(lines, start=1) if text.startswith("GAMES:")), None)
