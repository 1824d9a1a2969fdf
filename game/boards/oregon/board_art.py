"""The Oregon map: terrain tiles, the symbol edges, the area lines, the pieces standing on
it and the highlights of the spaces a selection can use."""

from __future__ import annotations

import math
from collections.abc import Collection

import pygame

from game.boards.kit.pieces import SeatPieces
from game.boards.kit.shading import LitSprites, bevel_box
from game.boards.kit.surfaces import SurfaceCache
from game.boards.layer import BoardPicture
from game.boards.oregon.geometry import OregonLayout
from game.boards.oregon.look import COLOURS, TINTS
from game.content.oregon import OregonContent
from game.rules.oregon.moves import Space
from game.rules.oregon.scoring import BUILDING
from game.ui import theme
from game.ui.assets import ArtBook


def terrain_sprite(terrain: str) -> str:
    """The sprite file of a terrain id."""
    return f"oregon/{terrain}.svg"


def building_sprite(building: str) -> str:
    """The sprite file of a building id."""
    return f"oregon/building_{building}.svg"


def symbol_sprite(symbol: str) -> str:
    """The sprite file of a landscape symbol."""
    return f"oregon/symbol_{symbol}.svg"


class BoardPainter:
    """Draws the board of one layout; the terrain and edges are drawn once per layout."""

    def __init__(self, art: ArtBook, content: OregonContent, pieces: SeatPieces) -> None:
        self.art = art
        self.content = content
        self.pieces = pieces
        self._maps = SurfaceCache()
        """The terrain and edges, by the board's size."""
        self.lit = LitSprites(art)
        """The building tiles, lit and shadowed, by building and size."""
        self._picture = BoardPicture()

    def _railway_runs_down(self, row: int, column: int) -> bool:
        grid, columns, rows = self.content.grid, self.content.columns, self.content.rows

        def railway(r: int, c: int) -> bool:
            return 0 <= r < rows and 0 <= c < columns and grid[r * columns + c] == "railway"

        vertical = railway(row - 1, column) or railway(row + 1, column)
        horizontal = railway(row, column - 1) or railway(row, column + 1)
        return vertical and not horizontal

    def _build(self, layout: OregonLayout) -> pygame.Surface:
        content, cell = self.content, layout.cell
        board = pygame.Surface(layout.board.size, pygame.SRCALPHA)
        pygame.draw.rect(board, COLOURS["edge_wood"], board.get_rect(), border_radius=max(4, cell // 5))
        edge = layout.grid.x - layout.board.x
        ox, oy = edge, edge
        per_column, per_row = content.columns_per_symbol, content.rows_per_symbol
        badge = int(min(edge, cell * per_row) * 0.82)
        for i, symbol in enumerate(content.symbols):
            top = pygame.Rect(ox + i * per_column * cell, 2, per_column * cell, edge - 3)
            left = pygame.Rect(2, oy + i * per_row * cell, edge - 3, per_row * cell)
            for band in (top, left):
                tone = COLOURS["edge_band" if i % 2 == 0 else "edge_band_alt"]
                pygame.draw.rect(board, tone, band, border_radius=max(2, cell // 8))
                face = self.art.sprite(symbol_sprite(symbol), (badge, badge))
                board.blit(face, face.get_rect(center=band.center))
        for index, terrain in enumerate(content.grid):
            row, column = divmod(index, content.columns)
            tile = self.art.sprite(terrain_sprite(terrain), (cell, cell))
            if terrain == "railway" and self._railway_runs_down(row, column):
                tile = pygame.transform.rotate(tile, 90)
            board.blit(tile, (ox + column * cell, oy + row * cell))
        grid = pygame.Rect(ox, oy, cell * content.columns, cell * content.rows)

        def line(area: bool, start: tuple[int, int], end: tuple[int, int]) -> None:
            """A space's edge, drawn thick in wood where an area ends."""
            pygame.draw.line(board, COLOURS["area_line"] if area else TINTS["space_line"], start, end, max(2, cell // 16) if area else 1)

        for column in range(content.columns + 1):
            x = grid.x + column * cell
            line(column % per_column == 0, (x, grid.y), (x, grid.bottom))
        for row in range(content.rows + 1):
            y = grid.y + row * cell
            line(row % per_row == 0, (grid.x, y), (grid.right, y))
        bevel_box(board, max(4, cell // 5), max(2, cell // 12))
        return board

    def layout(self) -> None:
        """Paint the board afresh on the next frame (the table laid it out again, so what
        lies under its rounded corners may have changed)."""
        self._picture.forget()

    def draw_bands(
        self, surface: pygame.Surface, layout: OregonLayout, symbols: Collection[str]
    ) -> None:
        """Tint the row band and the column band of each landscape symbol in ``symbols``."""
        content, grid = self.content, layout.grid
        rows, columns = content.rows_per_symbol * layout.cell, content.columns_per_symbol * layout.cell
        for symbol in symbols:
            if symbol in content.symbols:
                i = content.symbols.index(symbol)
                for band in (pygame.Rect(grid.x, grid.y + i * rows, grid.width, rows),
                             pygame.Rect(grid.x + i * columns, grid.y, columns, grid.height)):
                    tint = pygame.Surface(band.size, pygame.SRCALPHA)
                    tint.fill(TINTS["band"])
                    surface.blit(tint, band)

    def draw(
        self,
        surface: pygame.Surface,
        layout: OregonLayout,
        cells: list[int],
        hidden: Collection[int] = (),
    ) -> None:
        """Blit the board and every piece on ``cells`` except the cells in ``hidden``
        (pieces still sliding in)."""
        look = (tuple(cells), tuple(sorted(hidden)), tuple(layout.board), layout.cell)
        self._picture.draw(surface, layout.board, look, lambda target: self._paint(target, layout, cells, hidden))

    def _paint(
        self, surface: pygame.Surface, layout: OregonLayout, cells: list[int], hidden: Collection[int]
    ) -> None:
        surface.blit(self._maps.get(layout.board.size, lambda: self._build(layout)), layout.board)
        for index, code in enumerate(cells):
            if code and index not in hidden:
                self.draw_piece(surface, layout, divmod(index, self.content.columns), code)

    def draw_piece(
        self,
        surface: pygame.Surface,
        layout: OregonLayout,
        space: tuple[int, int],
        code: int,
        lift: float = 0.0,
        scale: float = 1.0,
    ) -> None:
        """Draw one piece (a board code: a farmer of player ``code - 1`` or a building) on
        ``space``, raised by ``lift`` spaces and scaled by ``scale``."""
        rect = layout.space_rect(space)
        inset = 0.0 if code >= BUILDING else 0.04
        size = max(4, int(layout.cell * (1 - 2 * inset) * scale))
        if code >= BUILDING:
            face = self.lit.tile(building_sprite(self.content.buildings[code - BUILDING].id), (size, size))
        else:
            face = self.pieces.figure(code - 1, size)
        where = face.get_rect(center=(rect.centerx, rect.centery - int(lift * layout.cell)))
        surface.blit(face, where)

    def draw_highlights(
        self,
        surface: pygame.Surface,
        layout: OregonLayout,
        spaces: Collection[Space],
        hover: Space | None,
        clock: float,
        hint: Space | None = None,
    ) -> None:
        """Mark ``spaces`` (the legal ones for the selection), ``hover`` and the hint."""
        pulse = 0.5 + 0.5 * math.sin(clock * 4.0)
        width = max(2, layout.cell // 12)
        glow = pygame.Surface((layout.cell, layout.cell), pygame.SRCALPHA)
        glow.fill((*COLOURS["highlight"], int(50 + 50 * pulse)))
        for space in spaces:
            rect = layout.space_rect(space)
            surface.blit(glow, rect)
            pygame.draw.rect(
                surface, COLOURS["highlight"], rect.inflate(-width, -width), width, border_radius=width
            )
        if hover is not None and hover in spaces:
            rect = layout.space_rect(hover)
            pygame.draw.rect(surface, theme.PAPER, rect, width + 1, border_radius=width)
        if hint is not None:
            rect = layout.space_rect(hint)
            pygame.draw.rect(
                surface, COLOURS["hint"], rect.inflate(width, width), width + 1, border_radius=width
            )

    def draw_hover(self, surface: pygame.Surface, layout: OregonLayout, hover: Space) -> None:
        """A soft frame on a space that is not highlighted but is pointed at."""
        rect = layout.space_rect(hover)
        pygame.draw.rect(surface, COLOURS["hover"], rect, max(1, layout.cell // 20))
