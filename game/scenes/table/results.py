"""The results screen: the winner and why, the score sheet by category, the scores over the
game or, for a game whose rules tell them, each player's points line by line (a tab per
player; the winner's first), what the end revealed (the kit's ``results_panel``: private contracts, hidden tiles),
and buttons to play again with the same seats, replay the match or leave."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

import pygame

from game.boards.base import BoardKit, RevealedPanel
from game.i18n import N_
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import Outcome
from game.saves import SaveError
from game.scenes.base import UiScene
from game.scenes.stack import Scene
from game.scenes.table.chart import score_chart
from game.scenes.table.panels import seat_token
from game.scenes.table.score_lines import draw_rows
from game.scenes.table.score_lines import player_rows as score_rows
from game.scenes.table.words import seat_looks
from game.series import in_series, note_match
from game.stats import record_result
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_row
from game.ui.widgets import Button

Ngettext = Callable[[str, str, int], str]

TIER_NAMES = {"bronze": N_("bronze"), "silver": N_("silver"), "gold": N_("gold")}
"""The words of the tiers a solo game awards (Agricola's medals)."""


def _english_plural(one: str, other: str, count: int) -> str:
    return one if count == 1 else other


def winner_line(outcome: Outcome, names: list[str], _: Callable[[str], str],
                ngettext: Ngettext = _english_plural) -> str:
    """"Ana wins with 42 points" or "Ana & Ben share the win with 40 points"; alone, the score
    and whether it reached the game's target (or which medal it earned)."""
    if outcome.solo:
        return solo_line(outcome, names[0], _, ngettext)
    winners = [names[p] for p in outcome.winners]
    best = outcome.scores[outcome.winners[0]] if outcome.winners else 0
    if len(winners) == 1:
        return ngettext("{name} wins with {points} point", "{name} wins with {points} points",
                        best).format(name=winners[0], points=best)
    joined = ", ".join(winners[:-1]) + " & " + winners[-1]
    return ngettext("{names} share the win with {points} point", "{names} share the win with {points} points",
                    best).format(names=joined, points=best)


def solo_line(outcome: Outcome, name: str, _: Callable[[str], str],
              ngettext: Ngettext = _english_plural) -> str:
    """"Ana reaches the target: 14 points of 12", "Ana scores 9 points: the target was 12",
    with medals "Ana earns silver with 58 points (gold at 65)" or "Ana scores 40 points:
    bronze needs 45", or, for a game without a target, "Ana scores 9 points"."""
    points = outcome.scores[0]
    if outcome.tiers:
        return _tier_line(outcome, name, _, ngettext)
    if outcome.target is None:
        return ngettext("{name} scores {points} point", "{name} scores {points} points",
                        points).format(name=name, points=points)
    if outcome.winners:
        return ngettext("{name} reaches the target: {points} point of {target}",
                        "{name} reaches the target: {points} points of {target}",
                        points).format(name=name, points=points, target=outcome.target)
    return ngettext("{name} scores {points} point: the target was {target}",
                    "{name} scores {points} points: the target was {target}",
                    points).format(name=name, points=points, target=outcome.target)


def _tier_line(outcome: Outcome, name: str, _: Callable[[str], str], ngettext: Ngettext) -> str:
    points = outcome.scores[0]

    def word(tier: str) -> str:
        return _(TIER_NAMES[tier]) if tier in TIER_NAMES else tier

    earned = outcome.tier
    above = [(tier, at) for tier, at in outcome.tiers if at > points]
    if not earned:
        first, at = outcome.tiers[0]
        return ngettext("{name} scores {points} point: {tier} needs {target}",
                        "{name} scores {points} points: {tier} needs {target}",
                        points).format(name=name, points=points, tier=word(first), target=at)
    line = ngettext("{name} earns {tier} with {points} point", "{name} earns {tier} with {points} points",
                    points).format(name=name, tier=word(earned), points=points)
    if above:
        tier, at = above[0]
        line += " " + _("({tier} at {target})").format(tier=word(tier), target=at)
    return line


class ResultsScene(UiScene):
    """The end of ``match``.  With ``record``, the result is added to the statistics once;
    ``again(setup)`` opens the table of a new match (without it, the app's way of starting a
    match is asked, as the new-game screen does)."""

    layout_name = "table_results"

    def __init__(
        self, ctx: UiContext, match: Match, kit: BoardKit, record: bool = False,
        again: Callable[[MatchSetup], Scene] | None = None,
    ) -> None:
        self.match = match
        self.kit = kit
        self.again = again
        outcome = match.state.outcome()
        if outcome is None:
            raise ValueError("the match is not over yet")
        self.outcome = outcome
        self.lines_of: int | None = outcome.winners[0] if outcome.lines and outcome.winners else None
        """Whose points the chart's panel shows line by line (``None``: the chart of the scores)."""
        self.looks = seat_looks(match.seats, ctx.catalogue, ctx.translator.gettext)
        if record:
            with contextlib.suppress(OSError):  # a full disk must not spoil the results
                record_result(match.setup.game_id, match.setup.seats, outcome)
            with contextlib.suppress(OSError):
                note_match(match.setup.game_id, match.state)
        super().__init__(ctx)

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts, outcome = self.place, self.ctx.fonts, self.outcome
        names = [look.name for look in self.looks]
        self.heading(winner_line(outcome, names, _, self.ctx.translator.ngettext), "heading")
        why = self.kit.end_reason(outcome.end_reason, _)
        tie = self.kit.explain_tiebreak(outcome, names, _) if outcome.tiebreak else ""
        self.write(" ".join(t for t in (why, tie) if t), "body", place.text("why"), theme.PAPER_SHADE, place.rect("why"))
        revealed = self._revealed()
        grow = 0 if revealed is not None else place.rect("revealed_panel").bottom - place.rect("sheet_panel").bottom
        series = self._series_line()
        if series:  # a band of its own under the sheet and the chart
            grow -= self._series_band(series, revealed is not None)
        self.paper(self._grown("sheet_panel", grow))
        self._sheet(self._grown("sheet", grow))
        self.paper(self._grown("chart_panel", grow))
        chart_area = self._grown("chart", grow)
        if outcome.lines:
            self._line_tabs(place.rect("chart_label"))
        else:
            self.write(_("Scores over the game"), "bold", place.text("chart_label"), theme.INK,
                       place.rect("chart_label"), "left")
        if self.lines_of is not None:
            rows = score_rows(outcome, self.lines_of, self.kit, _)
            self.static_texts += draw_rows(self.background, chart_area, rows, fonts, place.text("sheet"),
                                           fonts.smallest)
        else:
            chart = score_chart(chart_area.size, self.match.score_history, [lk.colour for lk in self.looks],
                                [lk.symbol for lk in self.looks], fonts, place.text("chart"))
            self.background.blit(chart, chart_area)
        if revealed is not None:
            self.paper(place.rect("revealed_panel"))
            where = place.rect("revealed")
            self.background.blit(revealed[0], where)
            self.static_texts += [(rect.move(where.topleft), text) for rect, text in revealed[1]]
        entries = [("again", _("Play again"), self.play_again, "primary"),
                   ("replay", _("Replay"), self.replay, "paper"),
                   ("done", _("Done"), self.ctx.stack.pop, "paper")]
        cells = split_row(place.rect("buttons"), len(entries), place.gap("buttons"))
        for cell, (key, label, action, style) in zip(cells, entries, strict=True):
            self.widgets.append(Button(key, cell, label, fonts, place.text("buttons"), action, style))  # type: ignore[arg-type]

    def _series_band(self, series: str, low: bool) -> int:
        """Paint ``series`` on a paper band across the foot of the sheet and the chart (under
        the revealed panel when ``low``); returns the height it takes from them."""
        place = self.place
        panel = place.rect("revealed_panel")
        height = place.px(76)
        band = pygame.Rect(panel.x, panel.bottom - height, panel.width, height)
        if low:
            band.y = panel.bottom + place.px(4)
            band.height = max(1, place.rect("buttons").top - place.px(4) - band.y)
        self.paper(band)
        self.write_wrapped(series, "body", place.text("why"), theme.INK, band.inflate(-place.px(40), -place.px(12)), 2)
        return 0 if low else height + place.px(14)

    def _series_line(self) -> str:
        """After a game of Agricola's solo series, what it leaves the next game."""
        setup = self.match.setup
        if not in_series(setup.game_id, setup.config):
            return ""
        from game.boards.agricola.card_buttons import card_name
        from game.rules.agricola.series import of
        from game.scenes.series_words import after_game_line

        _ = self.ctx.translator.gettext
        game = of(setup.config)
        assert game is not None
        return after_game_line(game, self.outcome, lambda card: card_name(card, _), _)

    def _line_tabs(self, row: pygame.Rect) -> None:
        """The chart's tab and one tab per player, whose points line by line it shows."""
        _ = self.ctx.translator.gettext
        first = row.width // (len(self.looks) + 1)
        gap = self.place.px(6)
        cells = [pygame.Rect(row.x, row.y, first - gap, row.height)]
        cells += split_row(pygame.Rect(row.x + first, row.y, row.width - first, row.height), len(self.looks), gap)
        tabs: list[tuple[int | None, str]] = [(None, _("Chart"))]
        tabs += [(p, look.name) for p, look in enumerate(self.looks)]
        for cell, (player, label) in zip(cells, tabs, strict=True):
            key = "lines:chart" if player is None else f"lines:{player}"
            self.widgets.append(Button(key, cell, label, self.ctx.fonts, self.place.text("chart_label"),
                                       self._showing(player), "paper", selected=player == self.lines_of))

    def _showing(self, player: int | None) -> Callable[[], None]:
        return lambda: self.show_lines_of(player)

    def show_lines_of(self, player: int | None) -> None:
        """Show where ``player``'s points came from, line by line (``None``: the chart)."""
        self.lines_of = player
        self.changed()

    def _grown(self, region: str, by: int) -> pygame.Rect:
        rect = self.place.rect(region)
        rect.height += by
        return rect

    def _revealed(self) -> RevealedPanel | None:
        """The game's picture of what the end revealed, if the game draws one."""
        if self.kit.results_panel is None:
            return None
        where = self.place.rect("revealed")
        return self.kit.results_panel(self.ctx, self.match.state, self.looks, where.size,
                                      self.place.text("revealed"), self.ctx.translator.gettext)

    def _sheet(self, area: pygame.Rect) -> None:
        _ = self.ctx.translator.gettext
        place, outcome = self.place, self.outcome
        rows = [self.kit.category_label(c, _) for c in outcome.categories] + [_("Total")]
        values = [list(r) for r in zip(*outcome.breakdown, strict=True)] if outcome.breakdown else []
        values.append(list(outcome.scores))
        if outcome.tiebreak and outcome.tiebreak_values:
            rows.append(_("Tie-break"))
            values.append(list(outcome.tiebreak_values))
        if outcome.target is not None:
            rows.append(_("Target"))
            values.append([outcome.target] * len(outcome.scores))
        count = len(self.looks)
        first = area.width * 2 // 5
        col = (area.width - first) // max(1, count)
        line = min(place.px(54), area.height // (len(rows) + 1))
        size = place.text("sheet")
        for p, look in enumerate(self.looks):
            cell = pygame.Rect(area.x + first + p * col, area.y, col, line)
            token = seat_token(look, int(line * 0.55))
            self.background.blit(token, token.get_rect(midtop=(cell.centerx, cell.y + 2)))
            name_box = pygame.Rect(cell.x + 4, cell.y + int(line * 0.55) + 2, col - 8, line - int(line * 0.55) - 2)
            self.write(look.name, "bold", size * 3 // 4, theme.INK, name_box)
        for r, (label, row) in enumerate(zip(rows, values, strict=True)):
            y = area.y + (r + 1) * line
            is_total = label == _("Total")
            if r % 2 == 0:
                pygame.draw.rect(self.background, theme.PAPER_SHADE, (area.x, y, area.width, line), border_radius=4)
            role = "bold" if is_total else "body"
            self.write(label, role, size, theme.INK, pygame.Rect(area.x + 8, y, first - 12, line), "left")
            for p, value in enumerate(row):
                self.write(str(value), role, size, theme.INK, pygame.Rect(area.x + first + p * col, y, col, line))
        for p in outcome.winners:
            glow = pygame.Rect(area.x + first + p * col + 2, area.y, col - 4, line * (len(rows) + 1))
            pygame.draw.rect(self.background, theme.GOLD, glow, max(2, place.px(4)), border_radius=place.px(10))

    def play_again(self) -> None:
        """A new match with the same seats, game and variants (a new seed); after a game of
        the solo series, the new-game screen, where the next game of the series is chosen."""
        old = self.match.setup
        if in_series(old.game_id, old.config):
            from game.scenes.new_game import NewGameScene

            scene = NewGameScene(self.ctx, old.game_id)
            scene.set_players(1)
            self.ctx.stack.replace(scene)
            return
        setup = MatchSetup(old.game_id, old.config, random.SystemRandom().randrange(1 << 31), old.seats)
        if self.again is None:
            self.ctx.stack.pop()
            self.ctx.on_start(setup)
            return
        try:
            self.ctx.stack.replace(self.again(setup))
        except SaveError as exc:
            from game.scenes.dialog import MessageDialog

            self.ctx.stack.push(MessageDialog(self.ctx, N_("Cannot start"), "{reason}", {"reason": str(exc)}))

    def replay(self) -> None:
        """Step through the match that just ended."""
        from game.scenes.table.replay import ReplayScene

        self.ctx.stack.push(ReplayScene(self.ctx, self.match.save_record()))

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_again()
            return True
        return False
