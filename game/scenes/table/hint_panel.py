"""The hint card: the hard bot's top three moves, in words, with the margin each is expected
to win or lose by.

:func:`hint_lines` turns the bot's ranking (:class:`~game.bots.base.Suggestion`, the bot's
choice first) into :class:`HintLine` s: a move is named the way the log would tell it once
played (:func:`move_words`: the game's own log sentences for the events the move causes, read
on a world imagined from the player's view and only up to the first draw of something hidden,
so nothing is shown that the player may not know), its margin in points formatted for the
language ("+4.5", "−2,0": :func:`margin_text`).  :class:`HintCard` paints the card at the top
of the table's side column, where it covers neither the board nor the player's hand; while
the bot still thinks it shows a progress bar.  No game's names are known here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame
from babel.numbers import format_decimal

from game.boards.base import BoardKit
from game.bots.base import Suggestion
from game.rules.core import CHOICES_REVEALED, ROUND_STARTED, TURN_STARTED, Move, Rng, State
from game.ui import draw, theme
from game.ui.text_watch import put_text
from game.ui.theme import FontBook
from game.ui.widgets import TextRect

Gettext = Callable[[str], str]

SENTENCES = 2
"""How many of a move's log sentences name it on the card (the first ones: what the player
does, then what it brings)."""

LINES_PER_MOVE = 3
"""Screen lines a move's words may take on the card (more are cut with an ellipsis)."""

WORLD_SEED = 7919
"""The imagined world a move is played on to name it (any fixed seed: only what happens before
anything hidden is drawn is told, and that does not depend on the world)."""

BOUNDARIES = frozenset({TURN_STARTED, ROUND_STARTED, CHOICES_REVEALED})


@dataclass(frozen=True)
class HintLine:
    """One suggestion on the card: the move, its words, its margin ("+4.5", "" when the bot
    did not judge it) and whether it is the bot's own choice (the first)."""

    move: Move
    text: str
    margin: str
    chosen: bool


def margin_text(margin: float | None, language: str) -> str:
    """``margin`` points with a sign and one decimal in ``language``'s way ("+4.5", "−2.0";
    "+4,5" in Spanish and French); "" for ``None``."""
    if margin is None:
        return ""
    rounded = round(margin, 1) + 0.0  # + 0.0 turns −0.0 into 0.0
    return format_decimal(rounded, format="+#,##0.0;\u2212#,##0.0", locale=language)


def move_words(
    move: Move, view: State, player: int, kit: BoardKit, names: Sequence[str], gettext: Gettext,
    cues: Mapping[str, str] | None = None,
) -> str:
    """``move`` of ``player`` in words: the log's sentences (:attr:`BoardKit.describe_event`)
    for the events it causes that concern the player or everyone, played on a world imagined
    from ``view`` and read only up to the first event that reveals something hidden; of those
    the first :data:`SENTENCES`, the events the log marks with an action's icon (``cues``:
    event kind → cue) before unmarked ones and points last, since the card shows the margin.
    The kit's ``move_label`` (``kit.extra``), else the move's text form, when the log has
    nothing to say (a card taken into a hand, the first step of an action)."""
    told: list[tuple[int, str]] = []
    cues = cues or {}
    try:
        world = view.determinize(Rng(WORLD_SEED)) if view.viewer is not None else view.clone()
        world.rng = Rng(WORLD_SEED)
        events = world.apply_unchecked(move)
    except Exception:  # noqa: BLE001 - a move that cannot be tried is named by its text
        events = []
    for event in events:
        if event.reveals:
            break
        if event.kind in BOUNDARIES or not event.visible_for(player):
            continue
        if event.player is not None and event.player != player:
            continue
        try:
            text = kit.describe_event(event, names, gettext)
        except (KeyError, ValueError, TypeError, IndexError):
            text = None
        if text and all(text != said for _rank, said in told):
            told.append((_importance(cues.get(event.kind, "")), text))
    if told:
        kept = sorted(range(len(told)), key=lambda i: told[i][0])[:SENTENCES]
        return "; ".join(told[i][1] for i in kept)
    label = kit.extra.get("move_label")
    if callable(label):
        return str(label(move, gettext))
    return str(move)


def _importance(cue: str) -> int:
    """How early a sentence with ``cue`` names a move: an action's (placing, building,
    taking) first, an unmarked one next, points last."""
    if cue in ("", "reveal", "turn", "end"):
        return 1
    return 2 if cue == "score" else 0


def hint_lines(
    ranking: Sequence[Suggestion], view: State, player: int, kit: BoardKit, names: Sequence[str],
    gettext: Gettext, language: str, cues: Mapping[str, str] | None = None,
) -> list[HintLine]:
    """The card's lines for ``ranking`` (the bot's choice first).  Moves the log would tell
    alike (two places for the same tile) are told apart by the kit's words for what differs
    (:func:`_details`: "card 3", "S03, S07, S11", "Left of Hay Meadow"), put first so that it
    is never cut off: the board's numbered marks (its
    :meth:`~game.boards.base.BoardView.hint_spot`) say where too, but a line must read on its
    own."""
    words = [move_words(s.move, view, player, kit, names, gettext, cues) for s in ranking]
    for text in set(words):
        alike = [i for i, said in enumerate(words) if said == text]
        if len(alike) > 1:
            details = _details([ranking[i].move for i in alike], view, kit, gettext)
            for i, detail in zip(alike, details, strict=True):
                words[i] = f"{detail}: {text}"
    return [
        HintLine(s.move, text, margin_text(s.margin, language), index == 0)
        for index, (s, text) in enumerate(zip(ranking, words, strict=True))
    ]


def _details(moves: Sequence[Move], view: State, kit: BoardKit, gettext: Gettext) -> list[str]:
    """What tells ``moves`` apart, in words: the kit's ``move_detail`` (``kit.extra``: which
    card, which space, which contracts) when it names each differently, else the parts of
    their text forms that differ."""
    detail = kit.extra.get("move_detail")
    if callable(detail):
        try:
            said = [str(detail(move, view, gettext)) for move in moves]
        except (KeyError, ValueError, TypeError, IndexError, AttributeError):
            said = []
        if said and all(said) and len(set(said)) == len(said):
            return said
    forms = [str(move).split() for move in moves]
    return [" ".join(part for part in form if not all(part in other for other in forms)) or str(move)
            for move, form in zip(moves, forms, strict=True)]


@dataclass(frozen=True)
class CardWords:
    """The card's fixed words in the current language."""

    title: str
    thinking: str
    choice: str
    points: str
    """"{margin} pts"-like: how a margin is written after the move."""


def card_words(gettext: Gettext) -> CardWords:
    """The card's words, translated."""
    return CardWords(
        gettext("Hard bot's top moves"),
        gettext("Thinking…"),
        gettext("the bot's choice"),
        gettext("{margin} pts"),
    )


def draw_marks(surface: pygame.Surface, spots: Sequence[pygame.Rect | None], fonts: FontBook, text_px: int) -> None:
    """The card's numbers on the board: a round badge "1", "2", "3" in the bottom right corner
    of each suggestion's spot (where spaces and cards keep least of their words; the bot's
    choice in gold), side by side where spots coincide."""
    size = max(16, text_px * 3 // 2)
    font = fonts.get("bold", max(9, text_px * 4 // 5))
    taken: list[tuple[int, int]] = []
    for number, spot in enumerate(spots, start=1):
        if spot is None:
            continue
        centre = (spot.right - size // 2 - 2, spot.bottom - size // 2 - 2)
        while centre in taken:
            centre = (centre[0] - size - 2, centre[1])
        taken.append(centre)
        pygame.draw.circle(surface, theme.GOLD if number == 1 else theme.PAPER, centre, size // 2)
        pygame.draw.circle(surface, theme.INK, centre, size // 2, max(1, size // 10))
        digit = font.render(str(number), True, theme.INK)
        put_text(surface, digit, digit.get_rect(center=centre))


class HintCard:
    """The card at the top of the side column: a title, then one row per suggestion (a
    number, the move in words, the expected margin; the first marked as the bot's choice),
    or a progress bar while the bot thinks.  :meth:`build` paints it once per change and says
    how tall it is; :meth:`draw` blits it (and the bar) every frame."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[HintLine] = []
        self.pending = False
        self._face: pygame.Surface | None = None
        self._texts: list[TextRect] = []
        self._bar = pygame.Rect(0, 0, 0, 0)

    @property
    def shown(self) -> bool:
        """Whether the card is on the table now."""
        return self._face is not None

    def clear(self) -> None:
        """Take the card off the table."""
        self._face = None
        self._texts = []
        self.lines = []
        self.pending = False
        self.rect = pygame.Rect(0, 0, 0, 0)

    def build_above(
        self, label: pygame.Rect, log: pygame.Rect, lines: Sequence[HintLine], pending: bool, words: CardWords,
        fonts: FontBook, text_px: int, gap: int,
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """Paint the card at the top of the log's place (its ``label`` over its ``log``
        lines) and return where the label and the lines go now: under the card and ``gap``
        below it.  No lines and not ``pending``: no card, the places unchanged."""
        where = label.union(log)
        where.height = log.bottom - label.top
        height = self.build(where, lines, pending and not lines, words, fonts, text_px)
        drop = height + gap if height else 0
        return label.move(0, drop), pygame.Rect(log.x, log.y + drop, log.width, max(0, log.height - drop))

    def build(
        self, where: pygame.Rect, lines: Sequence[HintLine], pending: bool, words: CardWords, fonts: FontBook,
        text_px: int,
    ) -> int:
        """Paint the card for ``lines`` (or, ``pending``, the thinking bar) at the top of
        ``where`` (its width, as tall as it needs); returns its height (0: no card)."""
        self.clear()
        if not lines and not pending:
            return 0
        self.lines, self.pending = list(lines), pending
        pad = max(6, text_px // 2)
        width = where.width
        title_font = fonts.fit("bold", text_px, words.title, width - 2 * pad)
        body = fonts.get("body", text_px)
        small = fonts.get("body", max(9, text_px * 4 // 5))
        line_h = body.get_linesize()
        badge = line_h
        margin_w = max((fonts.get("bold", text_px).size(words.points.format(margin=line.margin))[0]
                        for line in lines if line.margin), default=0)
        text_left = pad + badge + pad // 2
        text_room = max(40, width - text_left - pad - (margin_w + pad if margin_w else 0))
        rows: list[tuple[HintLine, list[str]]] = []
        height = pad + title_font.get_linesize() + pad // 2
        if pending:
            height += line_h + pad
        for line in lines:
            wrapped = fonts.wrap(body, line.text, text_room) or [line.text]
            if len(wrapped) > LINES_PER_MOVE:
                wrapped = wrapped[:LINES_PER_MOVE]
                wrapped[-1] = _cut(body, wrapped[-1] + "…", text_room)
            rows.append((line, wrapped))
            height += line_h * len(wrapped) + (small.get_linesize() if line.chosen else 0) + pad // 2
        height += pad // 2
        self.rect = pygame.Rect(where.x, where.y, width, height)
        face = draw.paper_panel((width, height), max(4, pad), theme.GOLD)
        texts: list[TextRect] = []
        title = put_text(face, title_font.render(words.title, True, theme.ACCENT_DARK), (pad, pad))
        texts.append((title.move(self.rect.topleft), words.title))
        y = title.bottom + pad // 2
        if pending:
            note = put_text(face, small.render(words.thinking, True, theme.INK_SOFT), (pad, y))
            texts.append((note.move(self.rect.topleft), words.thinking))
            left = note.right + pad
            self._bar = pygame.Rect(left, y + line_h // 3, max(10, width - left - pad), max(4, line_h // 3))
            y += line_h + pad
        for number, (line, wrapped) in enumerate(rows, start=1):
            centre = (pad + badge // 2, y + line_h // 2)
            pygame.draw.circle(face, theme.GOLD if line.chosen else theme.PAPER_SHADE, centre, badge // 2)
            pygame.draw.circle(face, theme.INK_SOFT, centre, badge // 2, 1)
            digit = fonts.get("bold", max(9, text_px * 4 // 5)).render(str(number), True, theme.INK)
            put_text(face, digit, digit.get_rect(center=centre))
            if line.margin:
                shown = words.points.format(margin=line.margin)
                colour = theme.ACCENT_DARK if line.margin.startswith("\u2212") else theme.INK
                face_m = fonts.get("bold", text_px).render(shown, True, colour)
                spot = put_text(face, face_m, face_m.get_rect(topright=(width - pad, y)))
                texts.append((spot.move(self.rect.topleft), shown))
            for k, part in enumerate(wrapped):
                font_face = body.render(part, True, theme.INK)
                spot = put_text(face, font_face, (text_left, y + k * line_h),
                                pygame.Rect(text_left, y + k * line_h, text_room, line_h))
                texts.append((spot.move(self.rect.topleft), part))
            y += line_h * len(wrapped)
            if line.chosen:
                mark = put_text(face, small.render(words.choice, True, theme.INK_SOFT), (text_left, y))
                texts.append((mark.move(self.rect.topleft), words.choice))
                y += small.get_linesize()
            y += pad // 2
        self._face = face
        self._texts = texts
        self._bar = self._bar.move(self.rect.topleft) if pending else pygame.Rect(0, 0, 0, 0)
        return height

    def draw(self, surface: pygame.Surface, progress: float = 0.0) -> None:
        """Blit the card; while the bot thinks, its bar filled to ``progress`` (0..1)."""
        if self._face is None:
            return
        surface.blit(self._face, self.rect)
        if self.pending and self._bar.width:
            pygame.draw.rect(surface, theme.PAPER_EDGE, self._bar, border_radius=self._bar.height // 2)
            done = self._bar.copy()
            done.width = max(done.height, int(done.width * min(1.0, max(0.0, progress))))
            pygame.draw.rect(surface, theme.ACCENT, done, border_radius=done.height // 2)

    def texts(self) -> list[TextRect]:
        """The card's texts with their places on the screen (for the screen's checks)."""
        return list(self._texts)


def _cut(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` (ending in "…") shortened word by word until it fits ``width``."""
    while font.size(text)[0] > width and " " in text.rstrip("…"):
        text = text.rstrip("…").rsplit(" ", 1)[0] + "…"
    return text
