"""One panel per player: name and symbol, score, farmers left, the joker and extra-turn
tokens (active or used), coal and gold tiles (values only for their owner) and the cards
in hand (backs, so only the counts show)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.boards.base import SeatLook
from game.boards.kit.panels import Fact, PanelHead, PanelPainter, Picture
from game.boards.oregon.pieces import PieceBook
from game.rules.oregon.state import OregonState
from game.ui.assets import ArtBook


@dataclass(frozen=True)
class PanelFacts:
    """What one player's panel shows.  ``coal_values``/``gold_values`` are filled only for
    the player at the screen; for everyone else they stay ``None``."""

    player: int
    score: int
    farmers_left: int
    joker: bool
    extra_turn: bool
    coal_tiles: int
    gold_tiles: int
    coal_values: tuple[int, ...] | None
    gold_values: tuple[int, ...] | None
    landscape_cards: int
    building_cards: int
    to_move: bool


def hand_sizes(view: OregonState, player: int) -> tuple[int, int]:
    """How many landscape and building cards ``player`` holds (cards hidden from the view
    counted too)."""
    symbols = len(view.tables.symbols)
    hand, hidden = view.hands[player], view.hidden[player]
    return sum(hand[:symbols]) + hidden[0], sum(hand[symbols:]) + hidden[1]


def panel_facts(view: OregonState, player: int, viewer: int | None) -> PanelFacts:
    """The facts of ``player``'s panel as ``viewer`` may see them."""
    landscapes, buildings = hand_sizes(view, player)
    own = viewer is not None and viewer == player and view.viewer in (None, player)
    over = view.phase_name == "over"
    show_values = own or over
    return PanelFacts(
        player=player,
        score=view.score[player],
        farmers_left=view.supply[player],
        joker=view.joker[player],
        extra_turn=view.extra[player],
        coal_tiles=len(view.coal[player]),
        gold_tiles=len(view.gold[player]),
        coal_values=tuple(view.coal[player]) if show_values else None,
        gold_values=tuple(view.gold[player]) if show_values else None,
        landscape_cards=landscapes,
        building_cards=buildings,
        to_move=view.current_player == player,
    )


def panel_rows(facts: PanelFacts, art: ArtBook, pieces: PieceBook) -> list[list[Fact]]:
    """The two rows under the name: farmers left, the joker and extra-turn tokens (greyed
    once used) and the cards in hand; then the coal and gold tiles (their values only when
    :class:`PanelFacts` holds them)."""

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
              for token, active in (("joker", facts.joker), ("extra_turn", facts.extra_turn))]
    # the card backs stand a little further from the tokens than the tokens from each other
    cards = [Fact(back(deck), str(count), size=0.9, before=0.25 if deck == "landscape" else 0.0, after=0.25)
             for deck, count in (("landscape", facts.landscape_cards), ("building", facts.building_cards))]
    farmers = Fact(lambda h: pieces.farmer(facts.player, int(h * 0.9)), f"×{facts.farmers_left}")
    tiles = [Fact(sprite(kind, 0.8), _tile_words(count, values), "body", 0.9)
             for kind, count, values in (("coal", facts.coal_tiles, facts.coal_values),
                                         ("gold", facts.gold_tiles, facts.gold_values))]
    return [[farmers, *tokens, *cards], tiles]


def _tile_words(count: int, values: tuple[int, ...] | None) -> str:
    """"×2", or with the values shown "×2  (3+5 = 8)"."""
    words = f"×{count}"
    if values is not None and count:
        shown = "+".join(str(v) for v in values)
        words += f"  ({shown} = {sum(values)})" if len(values) > 1 else f"  ({shown})"
    return words


def render_panel(painter: PanelPainter, rect: pygame.Rect, seat: SeatLook, facts: PanelFacts,
                 art: ArtBook, pieces: PieceBook) -> pygame.Surface:
    """``facts`` painted as a player panel at ``rect``."""
    head = PanelHead(lambda side: pieces.marker(facts.player, side), str(facts.score), facts.to_move)
    return painter.render(rect, seat, head, panel_rows(facts, art, pieces))


def private_values(facts: PanelFacts) -> list[tuple[int, str]]:
    """The private things ``facts`` shows, as ``(owner, what)``: coal or gold values."""
    return [(facts.player, kind) for kind, count, values in (("coal", facts.coal_tiles, facts.coal_values),
                                                            ("gold", facts.gold_tiles, facts.gold_values))
            if values is not None and count]
