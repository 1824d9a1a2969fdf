"""One panel per player: name and symbol, score, farmers left, the joker and extra-turn
tokens (active or used), coal and gold tiles (values only for their owner) and the cards
in hand (backs, so only the counts show)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.boards.base import SeatLook
from game.boards.kit.lettering import Painter
from game.boards.oregon.pieces import PieceBook
from game.rules.oregon.state import OregonState
from game.ui import draw, theme
from game.ui.assets import ArtBook
from game.ui.theme import FontBook


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


def panel_facts(view: OregonState, player: int, viewer: int | None) -> PanelFacts:
    """The facts of ``player``'s panel as ``viewer`` may see them."""
    n_symbols = len(view.tables.symbols)
    hand = view.hands[player]
    hidden = view.hidden[player]
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
        landscape_cards=sum(hand[:n_symbols]) + hidden[0],
        building_cards=sum(hand[n_symbols:]) + hidden[1],
        to_move=view.current_player == player,
    )


class PanelPainter(Painter):
    """Renders player panels; remembers every text it rendered and which private values."""

    def __init__(self, fonts: FontBook, art: ArtBook, pieces: PieceBook) -> None:
        super().__init__(fonts)
        self.art = art
        self.pieces = pieces
        self.private_shown: list[tuple[int, str]] = []

    def _text(
        self,
        panel: pygame.Surface,
        origin: tuple[int, int],
        content: str,
        role: str,
        size: int,
        where: dict[str, tuple[int, int]],
        colour: theme.Colour = theme.INK,
    ) -> pygame.Rect:
        return self.write(panel, self.fonts.get(role, size), content, colour, None, origin, **where)

    def render(self, rect: pygame.Rect, seat: SeatLook, facts: PanelFacts) -> pygame.Surface:
        """The panel of ``facts`` at ``rect`` (texts are recorded in window coordinates)."""
        width, height = rect.size
        radius = max(6, height // 10)
        edge = theme.GOLD if facts.to_move else theme.PAPER_EDGE
        panel = draw.paper_panel((width, height), radius, edge)
        if facts.to_move:
            pygame.draw.rect(
                panel, theme.GOLD, panel.get_rect(), max(3, height // 30), border_radius=radius
            )
        pad = max(5, height // 14)
        stripe = pygame.Rect(0, 0, max(5, width // 40), height)
        pygame.draw.rect(
            panel,
            seat.colour,
            stripe,
            border_top_left_radius=radius,
            border_bottom_left_radius=radius,
        )
        row_h = (height - 2 * pad) // 3
        text = max(11, int(row_h * 0.5 * self.text_scale))
        marker = self.pieces.marker(facts.player, int(row_h * 0.95))
        left = stripe.right + pad
        panel.blit(marker, marker.get_rect(midleft=(left, pad + row_h // 2)))
        score = str(facts.score)
        score_rect = self._text(
            panel, rect.topleft, score, "display", int(text * 1.35),
            {"midright": (width - pad, pad + row_h // 2)},
        )  # fmt: skip
        name_left = left + marker.get_width() + pad // 2
        name_font = self.fonts.fit("bold", text, seat.name, score_rect.left - name_left - pad)
        self.write(panel, name_font, seat.name, theme.INK, origin=rect.topleft, midleft=(name_left, pad + row_h // 2))
        self._second_row(panel, rect, facts, left, pad + row_h, row_h, text)
        self._third_row(panel, rect, facts, left, pad + 2 * row_h, row_h, text)
        return panel

    def _second_row(
        self,
        panel: pygame.Surface,
        rect: pygame.Rect,
        facts: PanelFacts,
        x: int,
        y: int,
        h: int,
        text: int,
    ) -> None:
        icon = int(h * 0.9)
        farmer = self.pieces.farmer(facts.player, icon)
        panel.blit(farmer, (x, y + (h - icon) // 2))
        x += icon + 2
        label = self._text(
            panel,
            rect.topleft,
            f"×{facts.farmers_left}",
            "bold",
            text,
            {"midleft": (x, y + h // 2)},
        )
        x = label.right + h // 2
        for token, active in (("joker", facts.joker), ("extra_turn", facts.extra_turn)):
            face = self.art.sprite(f"oregon/{token}.svg", (icon, icon), grey=not active)
            if not active:
                face = face.copy()
                face.set_alpha(140)
            panel.blit(face, (x, y + (h - icon) // 2))
            x += icon + h // 4
        back = (int(h * 0.62), int(h * 0.87))
        x += h // 4
        for deck, count in (
            ("landscape", facts.landscape_cards),
            ("building", facts.building_cards),
        ):
            face = self.art.sprite(f"oregon/card_back_{deck}.svg", back)
            panel.blit(face, (x, y + (h - back[1]) // 2))
            x += back[0] + 2
            label = self._text(
                panel,
                rect.topleft,
                str(count),
                "bold",
                int(text * 0.9),
                {"midleft": (x, y + h // 2)},
            )
            x = label.right + h // 4

    def _third_row(
        self,
        panel: pygame.Surface,
        rect: pygame.Rect,
        facts: PanelFacts,
        x: int,
        y: int,
        h: int,
        text: int,
    ) -> None:
        icon = int(h * 0.8)
        for kind, count, values in (
            ("coal", facts.coal_tiles, facts.coal_values),
            ("gold", facts.gold_tiles, facts.gold_values),
        ):
            face = self.art.sprite(f"oregon/{kind}.svg", (icon, icon))
            panel.blit(face, (x, y + (h - icon) // 2))
            x += icon + 2
            words = f"×{count}"
            if values is not None and count:
                shown = "+".join(str(v) for v in values)
                words += f"  ({shown} = {sum(values)})" if len(values) > 1 else f"  ({shown})"
                self.private_shown.append((facts.player, kind))
            label = self._text(
                panel, rect.topleft, words, "body", int(text * 0.9), {"midleft": (x, y + h // 2)}
            )
            x = label.right + h // 2
