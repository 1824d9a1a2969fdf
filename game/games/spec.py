"""What one game is, for everything outside its own folders: its :class:`GameSpec`.

A spec holds the plain facts directly (id, name, player counts, variants, title tile, where
its rules reference lives) and reaches each part of the game through a small loader
function: the rules (the ``RULES`` its rules package exports), the content loader, the board
kit and what the bots know of it.  The loaders import their part only when it is first
asked for, so the title screen reads every spec without importing pydantic, the rules or
pygame boards, and a headless command never imports a board.

A game whose rules are not built yet is *coming*: it has no loaders, and the title screen
shows its tile as "coming soon".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.boards.base import BoardKit
    from game.bots.knowledge import BotKit
    from game.rules.core import GameRules

ContentLoader = Callable[[Path, Path | None], Any]
"""``load(content_root, sprites_root)``: the game's frozen content, or ``ContentErrors``."""


@dataclass(frozen=True)
class Variant:
    """A variant flag of a game's rules and the English label the new-game screen shows
    (translated when drawn)."""

    id: str
    label: str


@dataclass(frozen=True)
class GameSpec:
    """One game's registration: everything the program outside the game's folders asks of it.

    ``name``, ``blurb`` and the variants' labels are English source strings (gettext keys,
    translated where they are drawn); ``art`` is the title tile's picture under ``sprites/``
    and ``accent`` its colour (``#rrggbb``); ``rules_pages`` the folder under ``content/``
    holding the rules reference, one YAML file per language (empty: none written yet);
    ``board_words`` the file under ``content/`` holding its board's words and ``board_look``
    the one holding its colours and shapes, ``cues`` the one saying how the table marks each
    event: its sound and log icon (empty: none); ``tutorial`` the guided first game
    (:mod:`game.content.tutorial`; empty: none); ``default_variants`` the variants the
    new-game screen ticks when the game is chosen.

    ``rules``, ``content``, ``board`` and ``bots`` are the loaders of the game's parts; all
    are ``None`` for a game that is coming.
    """

    id: str
    name: str
    players: tuple[int, int]
    blurb: str
    art: str
    accent: str
    variants: tuple[Variant, ...] = ()
    default_variants: tuple[str, ...] = ()
    rules_pages: str = ""
    board_words: str = ""
    board_look: str = ""
    cues: str = ""
    tutorial: str = ""
    rules: Callable[[], GameRules[Any]] | None = None
    content: Callable[[], ContentLoader] | None = None
    board: Callable[[], BoardKit] | None = None
    bots: Callable[[], BotKit] | None = None

    @property
    def built(self) -> bool:
        """Whether the game can be played (its rules exist); otherwise it is coming."""
        return self.rules is not None

    @property
    def min_players(self) -> int:
        """Fewest players the game allows."""
        return self.players[0]

    @property
    def max_players(self) -> int:
        """Most players the game allows."""
        return self.players[1]

    @property
    def accent_rgb(self) -> tuple[int, int, int]:
        """The tile's accent colour as three 0-255 components."""
        return int(self.accent[1:3], 16), int(self.accent[3:5], 16), int(self.accent[5:7], 16)

    @classmethod
    def shipped(
        cls,
        id: str,
        name: str,
        players: tuple[int, int],
        blurb: str,
        accent: str,
        *,
        rules: Callable[[], GameRules[Any]],
        content: Callable[[], ContentLoader],
        board: Callable[[], BoardKit],
        bots: Callable[[], BotKit],
        variants: tuple[Variant, ...] = (),
        default_variants: tuple[str, ...] = (),
    ) -> GameSpec:
        """A built game whose files stand where every shipped game keeps them: its title tile
        ``sprites/tiles/<id>.svg`` and, under ``content/<id>/``, its rules pages (``rules/``),
        board words and look (``board_words.yaml``, ``board_look.yaml``), cues (``cues.yaml``)
        and guided first game (``tutorial.yaml``).  A game's module then says only its facts
        and where its four parts live."""
        return cls(
            id=id, name=name, players=players, blurb=blurb, art=f"tiles/{id}.svg", accent=accent,
            variants=variants, default_variants=default_variants, rules_pages=f"{id}/rules",
            board_words=f"{id}/board_words.yaml", board_look=f"{id}/board_look.yaml",
            cues=f"{id}/cues.yaml", tutorial=f"{id}/tutorial.yaml",
            rules=rules, content=content, board=board, bots=bots,
        )

    def variant_label(self, variant_id: str, fallback: str) -> str:
        """The English label of ``variant_id`` (``fallback`` when the spec names none)."""
        for variant in self.variants:
            if variant.id == variant_id:
                return variant.label
        return fallback
