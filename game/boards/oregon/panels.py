"""One panel per player: name and symbol, score, farmers left, the joker and extra-turn
tokens (active or used), coal and gold tiles (values only for their owner, and for everyone
once the game is over) and the cards in hand (backs, so only the counts show)."""

from __future__ import annotations

import pygame

from game.boards.base import SeatLook
from game.boards.kit.panels import Fact, PanelHead, PanelPainter, Picture
from game.boards.kit.pieces import SeatPieces
from game.rules.oregon.state import OregonState
from game.ui.assets import ArtBook


def hand_sizes(view: OregonState, player: int) -> tuple[int, int]:
    """How many landscape and building cards ``player`` holds (cards hidden from the view
    counted too)."""
    symbols = len(view.tables.symbols)
    hand, hidden = view.hands[player], view.hidden[player]
    return sum(hand[:symbols]) + hidden[0], sum(hand[symbols:]) + hidden[1]


def tiles_of(view: OregonState, player: int, viewer: int | None) -> dict[str, tuple[list[int], bool]]:
    """``player``'s coal and gold tiles, each with whether ``viewer`` may see their values."""
    shown = view.phase_name == "over" or (viewer == player and view.viewer in (None, player))
    return {"coal": (view.coal[player], shown), "gold": (view.gold[player], shown)}


def private_values(view: OregonState, player: int, viewer: int | None) -> list[tuple[int, str]]:
    """The private things ``player``'s panel shows ``viewer``, as ``(owner, what)``: coal or
    gold values."""
    return [(player, kind) for kind, (tiles, shown) in tiles_of(view, player, viewer).items() if shown and tiles]


def panel_rows(view: OregonState, player: int, viewer: int | None, art: ArtBook,
               pieces: SeatPieces) -> list[list[Fact]]:
    """The two rows under the name: farmers left, the joker and extra-turn tokens (greyed
    once used) and the cards in hand; then the coal and gold tiles (their values only where
    :func:`tiles_of` shows them)."""

    def sprite(name: str, share: float, grey: bool = False) -> Picture:
        def paint(h: int) -> pygame.Surface:
            face = art.sprite(f"oregon/{name}.svg", (int(h * share), int(h * share)), grey=grey)
            if grey:
                face = face.copy()
                face.set_alpha(140)
            return face

        return paint

    def back(deck: str) -> Picture:
        return lambda h: art.sprite(f"oregon/card_back_{deck}.svg", (int(h * 0.62), int(h * 0.87)))

    tokens = [Fact(sprite(token, 0.9, not active), after=0.25)
              for token, active in (("joker", view.joker[player]), ("extra_turn", view.extra[player]))]
    # the card backs stand a little further from the tokens than the tokens from each other
    cards = [Fact(back(deck), str(count), size=0.9, before=0.25 if deck == "landscape" else 0.0, after=0.25)
             for deck, count in zip(("landscape", "building"), hand_sizes(view, player), strict=True)]
    farmers = Fact(lambda h: pieces.figure(player, int(h * 0.9)), f"×{view.supply[player]}")
    tiles = [Fact(sprite(kind, 0.8), _tile_words(tiles, shown), "body", 0.9)
             for kind, (tiles, shown) in tiles_of(view, player, viewer).items()]
    return [[farmers, *tokens, *cards], tiles]


def _tile_words(values: list[int], shown: bool) -> str:
    """"×2", or with the values shown "×2  (3+5 = 8)"."""
    words = f"×{len(values)}"
    if shown and values:
        added = "+".join(str(v) for v in values)
        words += f"  ({added} = {sum(values)})" if len(values) > 1 else f"  ({added})"
    return words


def render_panel(painter: PanelPainter, rect: pygame.Rect, seat: SeatLook, view: OregonState, player: int,
                 viewer: int | None, art: ArtBook, pieces: SeatPieces, score: int | None = None) -> pygame.Surface:
    """``player``'s panel as ``viewer`` may see it, painted at ``rect``, showing ``score``
    (counting up to the player's score) or the score itself."""
    shown = view.score[player] if score is None else score
    head = PanelHead(lambda side: pieces.marker(player, side), str(shown),
                     view.current_player == player)  # fmt: skip
    return painter.render(rect, seat, head, panel_rows(view, player, viewer, art, pieces))
