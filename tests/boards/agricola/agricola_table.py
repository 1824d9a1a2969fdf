"""An Agricola board view over real rules, headless, and a hand that plays any legal move by
clicking the board and its buttons as a person would (a module of its own name, so that no
other game's ``conftest`` can stand in for it)."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.boards.agricola import AgricolaBoard  # noqa: E402
from game.boards.base import SeatLook  # noqa: E402
from game.games import load_game_content  # noqa: E402
from game.rules.agricola import new_game  # noqa: E402
from game.rules.agricola.fences import pasture_options  # noqa: E402
from game.rules.agricola.moves import Build, BuyMajor, DraftPick, Fence, Go, PlayCard, Sow, SowCard  # noqa: E402
from game.rules.agricola.state import AgricolaState  # noqa: E402
from game.rules.core import GameConfig, Move, Rng  # noqa: E402

BOARD_RECT = pygame.Rect(12, 60, 1002, 648)
"""About the board region the table gives at 1366 x 768."""


def play_until(seed: int, players: int, want: Callable[[AgricolaState], bool], variants: frozenset[str] = frozenset(),
               limit: int = 3000, prefer: tuple[str, ...] = ()) -> AgricolaState:
    """A game from ``seed`` of random moves (those starting with ``prefer`` chosen more often),
    stopped at the first position ``want`` accepts."""
    state = new_game(load_game_content("agricola"), GameConfig(players, variants), seed)
    rng = Rng(seed + 17)
    for _ in range(limit):
        if want(state):
            return state
        moves = state.legal_moves()
        if not moves:
            break
        liked = [m for m in moves if str(m).startswith(prefer)] if prefer else []
        state.apply(rng.choice(liked if liked and rng.random() < 0.8 else moves))
    raise LookupError(f"no wanted position from seed {seed}")


@dataclass
class Table:
    """A board showing ``state`` to ``viewer``."""

    board: AgricolaBoard
    state: AgricolaState
    viewer: int | None

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))

    def hover(self, pos: tuple[int, int]) -> None:
        self.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def paint(self, size: tuple[int, int] = (1366, 768)) -> pygame.Surface:
        surface = pygame.Surface(size)
        self.board.draw(surface)
        return surface

    def button(self, key: str) -> pygame.Rect | None:
        """Where the step's button ``key`` stands (``None``: not offered)."""
        found = [b for b in self.board.controls if b.key == f"agricola_{key}"]
        return found[0].rect if found else None

    def press(self, key: str) -> None:
        rect = self.button(key)
        assert rect is not None, f"no button {key}: {[b.key for b in self.board.controls]}"
        self.click(rect.center)

    def show(self, state: AgricolaState) -> None:
        """Show ``state`` to the player to move."""
        self.state = state
        who = state.current_player
        self.viewer = who
        self.board.show(state.view(who if who is not None else 0), who, who is not None)

    def play_by_hand(self, move: Move) -> Move | None:
        """Click the board and its buttons as a person would to play ``move``; the move the
        board hands over."""
        board = self.board
        if isinstance(move, Go):
            index = next(i for i, s in enumerate(board.shown.spaces) if s.id == move.space)
            self.click(board.space_rects()[index].center)
        elif isinstance(move, Build):
            self.click(board.farms[0].cell_rect(move.cell).center)
        elif isinstance(move, Sow):
            self.click(board.farms[0].cell_rect(move.cell).center)
            if board.picked_cell is not None:
                self.press(f"sow_{move.crop}")
        elif isinstance(move, SowCard):
            from game.boards.agricola.tableau import chip_rect

            rect = chip_rect(board, move.card, self.viewer if self.viewer is not None else 0)
            assert rect is not None, f"{move.card} is not on the tableau"
            self.click(rect.center)
            if board.picked_card is not None:
                self.press(f"sow_{move.crop}")
        elif isinstance(move, BuyMajor):
            at = [m.id for m in board.shown.tables.majors].index(move.major)
            self.click(board.geo.majors[at].center)
            if board.picked_major is not None:
                self.press(f"major_{move.returned or 'pay'}")
        elif isinstance(move, Fence):
            farmer = board.shown.players[self.viewer]
            option = next(o for o in pasture_options(farmer.farm, 15) if o.text == move.cells)
            for edge in range(38):
                if option.new_fences >> edge & 1:
                    start, end = board.farms[0].edge_line(edge)
                    self.click(((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))
            self.press("fence")
        elif isinstance(move, PlayCard | DraftPick):
            from game.boards.agricola.hand import laid_out

            self.click(next(card.rect.center for card in laid_out(board) if card.card == move.card))
        else:
            key = next(b.key for b in board.controls if _button_move(board, b.key) == move)
            self.click(next(b.rect.center for b in board.controls if b.key == key))
        return board.take_move()


def _button_move(board: AgricolaBoard, key: str) -> Move | None:
    from game.boards.agricola.band import actions

    found = [a for a in actions(board) if f"agricola_{a.key}" == key and a.key != "cheapest"]
    return found[0].move if found else None


def seats(players: int) -> list[SeatLook]:
    colours = [((60, 110, 190), "circle"), ((230, 150, 40), "triangle"), ((60, 150, 80), "square"),
               ((200, 90, 160), "star"), ((140, 90, 200), "diamond")]
    return [SeatLook(f"P{i}", c, s, False) for i, (c, s) in enumerate(colours[:players])]
