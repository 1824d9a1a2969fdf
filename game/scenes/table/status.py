"""Whose decision it is, in words: the top bar's turn badge beside that player's token —
"Your turn", "Bot 2 is thinking… 40 %", "Ben's turn", "Pass to Ben" — and the prompt line's
"Ben, your move." or the board's own words for the decision."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.boards.base import SeatLook
from game.scenes.table.panels import seat_token
from game.scenes.table.turns import TurnDriver
from game.ui import draw, theme
from game.ui.text_watch import put_text
from game.ui.theme import FontBook


def turn_text(driver: TurnDriver, names: Sequence[str], _: Callable[[str], str]) -> str:
    """Whose decision it is now, as the person at the screen should read it."""
    player = driver.acting
    if player is None:
        return _("Game over")
    name = names[player]
    if driver.handoff_to is not None:
        return _("Pass to {name}").format(name=names[driver.handoff_to])
    if driver.match.seats[player].is_bot:
        if driver.bot_thinking == player:
            percent = round(driver.bot_progress().fraction * 100)
            return _("{name} is thinking… {percent} %").format(name=name, percent=percent)
        return _("{name} is thinking…").format(name=name)
    if driver.interactive:
        return _("Your turn") if driver.solo else _("Your turn, {name}").format(name=name)
    return _("{name}'s turn").format(name=name)


def prompt_line(driver: TurnDriver, names: Sequence[str], board_prompt: Callable[[], str],
                _: Callable[[str], str]) -> str:
    """The prompt line's words for the turn: pass the screen, the board's words for the
    decision of the person at the screen (``board_prompt``; "…, your move." without), a bot
    or another person thinking, or the game over."""
    if driver.handoff_to is not None:
        return _("Pass the screen to {name}.").format(name=names[driver.handoff_to])
    player = driver.acting
    if player is None:
        return _("The game is over.")
    if driver.interactive:
        return board_prompt() or _("{name}, your move.").format(name=names[player])
    if driver.bot_thinking is not None or driver.match.seats[player].is_bot:
        return _("{name} is thinking…").format(name=names[player])
    return _("{name} to play.").format(name=names[player])


def turn_badge(
    text: str, look: SeatLook | None, fonts: FontBook, size: tuple[int, int], text_px: int
) -> tuple[pygame.Surface, pygame.Rect]:
    """A rounded paper badge of ``size`` with ``look``'s token and ``text``; returns it and
    where the text sits on it."""
    width, height = size
    face = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(face, theme.PAPER, face.get_rect(), border_radius=height // 2)
    pygame.draw.rect(face, theme.GOLD, face.get_rect(), max(2, height // 14), border_radius=height // 2)
    left = height // 3
    if look is not None:
        token = seat_token(look, height - 8)
        face.blit(token, token.get_rect(midleft=(4, height // 2)))
        left = height + 2
    font, said = fonts.fit_line("bold", min(text_px, height * 2 // 3), text, width - left - height // 3)
    label = font.render(said, True, theme.INK)
    return face, put_text(face, label, label.get_rect(midleft=(left, height // 2)))


class TurnBadge:
    """The top bar's badge, painted again only when its words or its player change."""

    def __init__(self) -> None:
        self.box = pygame.Rect(0, 0, 0, 0)
        self.text_px = 0
        self._shown: tuple[str, pygame.Surface, pygame.Rect, str] | None = None

    def lay_out(self, box: pygame.Rect, text_px: int) -> None:
        """Where the badge goes and its text size (the layout changed: paint anew)."""
        self.box, self.text_px, self._shown = box, text_px, None

    def draw(self, surface: pygame.Surface, text: str, player: int | None, looks: Sequence[SeatLook],
             fonts: FontBook) -> None:
        """Blit the badge for ``player`` (``None``: nobody's token) saying ``text``."""
        key = f"{player}:{text}"
        if self._shown is None or self._shown[0] != key:
            look = looks[player] if player is not None else None
            face, spot = turn_badge(text, look, fonts, self.box.size, self.text_px)
            self._shown = (key, face, spot.move(self.box.topleft), text)
        surface.blit(self._shown[1], self.box)

    def texts(self) -> list[tuple[pygame.Rect, str]]:
        """The badge's words and where they are."""
        return [] if self._shown is None else [(self._shown[2], self._shown[3])]


class PromptText:
    """The prompt line, painted again only when its words change."""

    def __init__(self) -> None:
        self.box = pygame.Rect(0, 0, 0, 0)
        self.text_px = 0
        self._shown: tuple[str, pygame.Surface, pygame.Rect] | None = None

    def lay_out(self, box: pygame.Rect, text_px: int) -> None:
        """Where the line goes and its text size (the layout changed: paint anew)."""
        self.box, self.text_px, self._shown = box, text_px, None

    def draw(self, surface: pygame.Surface, text: str, fonts: FontBook) -> None:
        """Blit ``text`` at the left of the box, shrunk to fit its width."""
        if self._shown is None or self._shown[0] != text:
            font = fonts.fit("body", self.text_px, text, self.box.width)
            face = draw.text(font, text, theme.INK)
            self._shown = (text, face, face.get_rect(midleft=self.box.midleft))
        put_text(surface, self._shown[1], self._shown[2], self.box)

    def texts(self) -> list[tuple[pygame.Rect, str]]:
        """The line's words and where they are."""
        return [] if self._shown is None else [(self._shown[2], self._shown[0])]
