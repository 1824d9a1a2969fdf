"""Hover help on the board: what a card, house, contract or track is, in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.boards.kit.cards import card_at
from game.boards.kit.tooltips import Hover, help_at, hit_item, in_held, in_rect
from game.boards.porto.contracts import keep_layout
from game.boards.porto.names import (
    card_code_label,
    colour_name,
    house_label,
    pattern_name,
    private_text,
    public_text,
    tiers_text,
)
from game.boards.porto.patterns import paint_for
from game.boards.porto.tracks import score_track_tooltip

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard


def _card(board: PortoBoard, code: str) -> str:
    view = board.shown
    tables = view.tables
    kind = tables.kind_by_code[code]
    colour = tables.colour_ids[tables.card_colour[kind]]
    pattern = pattern_name(paint_for(colour, tables.card_colour[kind]).pattern, board.gettext)
    return f"{card_code_label(code, tables, board.gettext)} ({pattern})"


def _house(board: PortoBoard, h: int) -> str:
    view = board.shown
    _ = board.gettext
    name = house_label(h + 1, _)
    if not view.layout.playable[h]:
        return _("{house}: not in play with {players} players").format(house=name, players=view.num_players)
    tiles, height = view.house_tiles[h], view.layout.heights[h]
    if tiles == 0:
        text = _("{house}: empty plot for {height} floors").format(house=name, height=height)
        if view.ground_token[h]:
            text += " · " + _("its ground floor scores the {value}-point token").format(value=view.ground_token[h])
        return text
    ci = view.house_colour[h]
    colour = view.tables.colour_ids[ci]
    text = _("{house}: {tiles} of {height} floors, {colour} ({pattern})").format(
        house=name, tiles=tiles, height=height, colour=colour_name(colour, _),
        pattern=pattern_name(paint_for(colour, ci).pattern, _))
    if view.roof_token[h]:
        text += " · " + _("completing it scores the {value}-point token on top").format(value=view.roof_token[h])
    return text


def _private(board: PortoBoard, index: int) -> str:
    view = board.shown
    _ = board.gettext
    secret = view.tables.private[index]
    return _("{text} — at the end: {tiers}").format(
        text=private_text(secret, view.tables, _), tiers=tiers_text(secret, _)
    )


def _keep_panel_tooltip(board: PortoBoard, pos: tuple[int, int]) -> str | None:
    """Over the keep-contracts panel only its own cards have help; the street, houses and
    cards hidden under the panel say nothing."""
    assert board.viewer is not None
    dealt = board.shown.private_dealt[board.viewer]
    panel, rects, _button = keep_layout(board, len(dealt))
    index = in_held(rects, dealt)(pos)
    if index is not None:
        return _private(board, index)
    if panel.collidepoint(pos):
        return None
    return tooltip_at(board, pos, covered=False)


def tooltip_at(board: PortoBoard, pos: tuple[int, int], covered: bool = True) -> str | None:
    """The hover text for ``pos``, or ``None`` over nothing in particular (``covered``:
    whether the keep-contracts panel, when open, hides what is under it)."""
    view = board.view
    if view is None:
        return None
    geo = board.geo
    _ = board.gettext
    if covered and board.keep_panel_open and board.viewer is not None:
        return _keep_panel_tooltip(board, pos)
    tables = view.tables
    kept = view.private_kept[board.viewer] if board.viewer is not None else []

    def public(index: int) -> str:
        rule = tables.public[index]
        return _("{text}: {points} points at once").format(text=public_text(rule, tables, _), points=rule.points)

    return help_at(pos, [
        Hover(lambda at: hit_item(board.chips, at) or next(iter(board.options.get(geo.house_at(at, geo.floor_height)
                                                                                  or 0, [])), None),
              lambda o: board.words.option_text(o.house, o.floors, o.colour, o.points)),
        Hover(lambda at: card_at(board.hand_rects, at), lambda i: _card(board, board.hand[i])),
        Hover(in_held(geo.display_cards, view.display), lambda kind: _card(board, tables.card_codes[kind])),
        Hover(in_rect(geo.deck), lambda _over: _("{count} cards left in the deck").format(count=len(view.deck))),
        Hover(in_held(geo.public_cards, view.public_row), public),
        Hover(in_held(geo.private_cards, kept), lambda index: _private(board, index)),
        Hover(in_rect(geo.roof_track), lambda _over: _(
            "{completed} houses complete; at {mark} the game ends after one more round").format(
            completed=view.completed, mark=view.roof_track_mark())),
        Hover(in_rect(geo.score_track), lambda _over: score_track_tooltip(board)),
        Hover(geo.house_at, lambda number: _house(board, number - 1)),
    ])
