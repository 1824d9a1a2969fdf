"""The step at hand, beside the large farm: its title, the harvest (what each family needs,
has and can make) and the buttons of the step — the parts of an "and/or" space, the crop to
sow, how much to bake, the good to pick, how to pay for a major, the pasture to fence, the
animals to keep, the goods to cook and the feeding — each step ended by an explicit "Done"
where the rules allow it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import COLOURS
from game.boards.agricola.band_harvest import (
    cook_food,
    harvest_rows,
    harvest_steps,
    harvest_table,
)
from game.boards.agricola.band_notes import (
    building_supply,
    crops_supply,
    fencing_note,
    keeping_note,
)
from game.boards.agricola.card_buttons import card_actions, card_name
from game.boards.agricola.draft_buttons import draft_actions
from game.boards.agricola.keeping import best_first
from game.boards.agricola.letters import ELLIPSIS, fitted, letter
from game.boards.agricola.names import (
    counted,
    good_name,
    goods_text,
    major_name,
    part_name,
    replacement_name,
    space_gives,
    space_name,
)
from game.boards.agricola.texts import animals_text
from game.boards.kit.actions import Action
from game.rules.agricola import actions as verbs
from game.rules.agricola import card_instead, harvest
from game.rules.agricola.draft import DECISION_KIND
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import (
    Bake,
    BuyMajor,
    Choose,
    Cook,
    Done,
    Feed,
    Keep,
    Pick,
    PlayCard,
    Sow,
    SowCard,
)
from game.rules.agricola.tables import ANIMALS
from game.rules.core import Move
from game.ui import theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard
    from game.rules.agricola.state import AgricolaState

MOST_BAKES = 6
"""Bake buttons at most: the smallest amounts and the largest."""


def actions(board: AgricolaBoard) -> list[Action]:
    """The buttons of the step at hand (the primary one is what Enter plays)."""
    view, words, _ = board.view, board.words, board.gettext
    moves = board.my_moves()
    if view is None or not moves:
        return []
    done = next((m for m in moves if isinstance(m, Done)), None)
    out: list[Action] = []
    kind = board.kind()
    if kind == "choose_part" and view.progress is not None:
        out = [Action(f"part{m.index}", _part_label(board, view, m), m) for m in moves if isinstance(m, Choose)]
    elif kind == "sow_field" and board.picked_cell is not None:
        for crop in ("grain", "vegetable"):
            move = Sow(board.picked_cell, crop)
            if move in moves:
                out.append(Action(f"sow_{crop}", words.say(f"sow_{crop}_button"), move, True))
    elif kind == "sow_field" and board.picked_card is not None:
        for crop in ("grain", "vegetable"):
            card_move = SowCard(board.picked_card, crop)
            if card_move in moves:
                out.append(Action(f"sow_{crop}", words.say(f"sow_{crop}_button"), card_move, True))
    elif kind == "bake_bread" and board.viewer is not None:
        bakes = [m for m in moves if isinstance(m, Bake)]
        if len(bakes) > MOST_BAKES:
            bakes = bakes[:MOST_BAKES - 1] + bakes[-1:]
        farmer = view.players[board.viewer]
        out = [Action(f"bake{m.grain}", words.say("bake_button", grain=counted("grain", m.grain, _),
                                                  food=counted("food", verbs.bake_food(farmer, view, m.grain), _)),
                      m, m is bakes[-1]) for m in bakes]
    elif kind == "pick_good":
        out = [Action(f"pick_{m.good}", words.say("pick_button", good=good_name(m.good, _)), m) for m in moves
               if isinstance(m, Pick)]
    elif kind == "buy_major" and board.picked_major is not None:
        for m in moves:
            if isinstance(m, BuyMajor) and m.major == board.picked_major:
                if m.returned:
                    label = words.say("return_button", fireplace=major_name(m.returned, _))
                else:
                    label = words.say("pay_button", cost=goods_text(view.tables.major(m.major).cost, _))
                out.append(Action(f"major_{m.returned or 'pay'}", label, m))
    elif kind == "fence_pasture":
        option = board.fence_option()
        out = [Action("fence", words.fence_button, board.fence_move(option), True)]
        if board.picked_edges:
            out.append(Action("clear", words.clear_button, Done()))
    elif kind in ("keep_animals", "keep_newborns") and board.viewer is not None:
        keeps = best_first(view, board.viewer, [m for m in moves if isinstance(m, Keep)])
        out = [Action(f"keep{i}", words.say("keep_button", animals=animals_text((m.sheep, m.boar, m.cattle), _)),
                      m, i == 0) for i, m in enumerate(keeps)]
    elif kind == "feed_family":
        out = _feeding(board, view, moves)
    elif kind == DECISION_KIND:
        out = draft_actions(board, moves)
    if kind != "feed_family" and board.viewer is not None:
        # a cost asking for food the supply lacks: goods may be cooked for it first
        out += _cooks(board, view, moves)
    if kind in ("choose_space", "play_occupation", "play_minor", "buy_major", "feed_family") and board.viewer is not None:
        # the full game's conversions and goods kept on cards (the cards of the hand are
        # played from the hand itself)
        out += [a for a in card_actions(view, board.viewer, moves, _) if not isinstance(a.move, PlayCard)]
    if out and not any(a.primary for a in out) and kind == "choose_part":
        first = out[0]
        out[0] = Action(first.key, first.label, first.move, True)
    if done is not None and kind != "feed_family":
        out.append(Action("done", words.done_button, done, not any(a.primary for a in out)))
    return out


def _part_label(board: AgricolaBoard, view: AgricolaState, move: Choose) -> str:
    """A part's button: the space's own part by its verb, a card's action instead of the
    space's with the card's name."""
    progress, _ = view.progress, board.gettext
    assert progress is not None
    card = card_instead.card_of(view, progress, move.index)
    if not card:
        return part_name(view.spaces[progress.space].parts[move.index].verb, _)
    action = card_instead.action_of(view, card, view.spaces[progress.space].id)
    return board.words.say("instead_button", action=replacement_name(action, _), card=card_name(card, _))


def _cooks(board: AgricolaBoard, view: AgricolaState, moves: list[Move]) -> list[Action]:
    """A button for each good the player may turn into food now."""
    words, _ = board.words, board.gettext
    player = board.viewer
    assert player is not None
    return [Action(f"cook_{move.good}", words.say("cook_button", good=counted(move.good, 1, _),
                                                   food=counted("food", cook_food(view, player, move.good), _)), move)
            for move in moves if isinstance(move, Cook)]


def _feeding(board: AgricolaBoard, view: AgricolaState, moves: list[Move]) -> list[Action]:
    words = board.words
    player = board.viewer
    assert player is not None
    farmer = view.players[player]
    out = [Action("cheapest", words.cheapest_button, Feed(), True), *_cooks(board, view, moves)]
    short = max(0, harvest.need(view, farmer) - farmer.goods["food"])
    label = words.feed_button
    if short:
        # what feeding now costs on the scoring table (the harvest row shows the begging cards)
        points = short * view.tables.numbers.begging_points
        label = words.say("feed_points_button", points=points)
        font = board.fonts.get("bold", max(board.fonts.smallest, round(board.geo.px(14) * board.text_scale)))
        if font.size(label)[0] > button_area(board).width - board.geo.px(16):
            label = words.say("feed_points_short_button", points=points)
    out.append(Action("feed", label, Feed()))
    return out


def button_area(board: AgricolaBoard) -> pygame.Rect:
    """Where the step's buttons stand: the band under its two title lines (and the harvest
    table)."""
    band, geo = board.geo.band, board.geo
    top = band.y + geo.px(54)
    if board.view is not None and board.view.phase == Phase.FEED:
        head, row = harvest_rows(board)
        top = band.y + head + board.view.num_players * row + geo.px(6)
    return pygame.Rect(band.x + geo.px(6), top, band.width - geo.px(12), band.bottom - top - geo.px(6))


def controls(board: AgricolaBoard) -> list[Button]:
    """The buttons of :func:`actions`: one column, or two when many, as tall as fit."""
    shown = actions(board) if board.interactive else []
    area = button_area(board)
    if not shown or area.height <= 0:
        return []
    geo = board.geo
    gap = geo.px(4)
    tall = geo.px(32)
    columns = 1 if len(shown) * (tall + gap) <= area.height else 2
    rows = -(-len(shown) // columns)
    height = max(geo.px(24), min(tall, (area.height - gap * (rows - 1)) // rows))
    width = (area.width - gap * (columns - 1)) // columns
    text = max(theme.MIN_TEXT_PX, round(geo.px(14) * board.text_scale))
    shown = [_fitting(board, action, width - geo.px(12)) for action in shown]
    hinted = [a.key != "cheapest" and a.move is not None and a.move == board.hinted for a in shown]
    marks = tuple((a.key, a.label, a.enabled, a.primary, a.move) for a in shown) + (tuple(area), text, tuple(hinted))
    if marks == board.control_marks and board.built_controls:
        return board.built_controls
    board.control_marks = marks
    buttons = []
    for i, action in enumerate(shown):
        col, row = (i % columns, i // columns) if columns > 1 else (0, i)
        rect = pygame.Rect(area.x + col * (width + gap), area.y + row * (height + gap), width, height)
        buttons.append(Button(f"agricola_{action.key}", rect, action.label, board.fonts, text,
                              _pressing(board, action), style="primary" if action.primary else "paper",
                              enabled=action.enabled, selected=hinted[i]))
    return buttons


def _fitting(board: AgricolaBoard, action: Action, width: int) -> Action:
    """``action`` with its short label where its own does not fit ``width`` pixels even in the
    smallest letters (the feeding's buttons two by two)."""
    font = board.fonts.get("bold", board.fonts.smallest)
    if font.size(action.label)[0] <= width:
        return action
    short = short_label(board, action, width)
    for named in _instead_named(board, action):
        if font.size(named)[0] <= width:
            short = named  # a card's action: its card named, without "instead", where that fits
            break
    if action.key == "feed" and short and font.size(short)[0] > width:
        farmer_points = short_points(board)
        short = board.words.say("feed_points_tiny_button", points=farmer_points) if farmer_points else short
    return Action(action.key, short, action.move, action.primary) if short else action


def _instead_named(board: AgricolaBoard, action: Action) -> tuple[str, ...]:
    """A card's action offered instead of the space's, with the card named but not the word
    "instead": with what the action costs ("Occupation, 1 food (Night School)"), then the bare
    action ("Occupation (Night School)"); none for another button."""
    view, _ = board.view, board.gettext
    if not isinstance(action.move, Choose) or view is None or view.progress is None:
        return ()
    card = card_instead.card_of(view, view.progress, action.move.index)
    if not card:
        return ()
    action_name = card_instead.action_of(view, card, view.spaces[view.progress.space].id)
    say, named = board.words.say, card_name(card, _)
    return (say("instead_named_button", action=replacement_name(action_name, _), card=named),
            say("instead_named_button", action=part_name(action_name, _), card=named))


def short_points(board: AgricolaBoard) -> int:
    """The points feeding now would cost the person (0: their food is enough)."""
    view = board.view
    if view is None or board.viewer is None:
        return 0
    farmer = view.players[board.viewer]
    return max(0, harvest.need(view, farmer) - farmer.goods["food"]) * view.tables.numbers.begging_points


def short_label(board: AgricolaBoard, action: Action, width: int | None = None) -> str:
    """A button's shorter label ("Grain: +1"), or "" where it has none; ``width``: the
    button's room for it (half the band's buttons where not given)."""
    view, words, _ = board.view, board.words, board.gettext
    if action.key == "cheapest":
        return words.cheapest_short_button
    if action.key.startswith("cook_") and view is not None and board.viewer is not None:
        good = action.key.removeprefix("cook_")
        return words.say("cook_short_button", good=good_name(good, _), food=cook_food(view, board.viewer, good))
    if isinstance(action.move, Keep):
        counts = (action.move.sheep, action.move.boar, action.move.cattle)
        listed = words.say("keep_button", animals=", ".join(counted(a, n, _) for a, n in zip(ANIMALS, counts,
                                                                                           strict=True) if n))
        font = board.fonts.get("bold", board.fonts.smallest)
        room = width if width is not None else button_area(board).width // 2 - board.geo.px(14)
        if font.size(listed)[0] <= room:
            return listed
        named = ", ".join(counted(a, n, _) for a, n in zip(ANIMALS, counts, strict=True) if n)
        if font.size(named)[0] <= room:
            return named
        return words.say("keep_short_button", sheep=counts[0], boar=counts[1], cattle=counts[2])
    if isinstance(action.move, Choose) and view is not None and view.progress is not None:
        card = card_instead.card_of(view, view.progress, action.move.index)
        if card:  # a card's action instead of the space's: without the card's name
            action_name = card_instead.action_of(view, card, view.spaces[view.progress.space].id)
            return words.say("instead_short_button", action=replacement_name(action_name, _))
    if action.key == "feed" and isinstance(action.move, Feed) and view is not None and board.viewer is not None:
        farmer = view.players[board.viewer]
        short = max(0, harvest.need(view, farmer) - farmer.goods["food"])
        if short:
            return words.say("feed_points_short_button", points=short * view.tables.numbers.begging_points)
    return ""


def shortened_keeping(board: AgricolaBoard) -> bool:
    """Whether the animals to keep are offered as bare numbers (sheep / boar / cattle)."""
    full = {a.key: a.label for a in actions(board)}
    return any(b.key.startswith("agricola_keep") and full.get(b.key.removeprefix("agricola_")) != b.label
               and "/" in b.label for b in board.controls)


def _pressing(board: AgricolaBoard, action: Action) -> Callable[[], None]:
    return lambda: board.press(action)


def draw_band(surface: pygame.Surface, board: AgricolaBoard) -> None:
    """The band's paper, the step's title and, at a harvest, what each family needs; while a
    person chooses a space, what the space under the pointer would give and change."""
    geo, view = board.geo, board.shown
    band = geo.band
    pygame.draw.rect(surface, COLOURS["farm_paper"], band, border_radius=geo.px(8))
    pygame.draw.rect(surface, COLOURS["space_edge"], band, 1, border_radius=geo.px(8))
    title = pygame.Rect(band.x + geo.px(8), band.y + geo.px(4), band.width - geo.px(16), geo.px(24))
    size = round(geo.px(15) * board.text_scale)
    said = step_title(board)
    if view.progress is not None and fitted(board.fonts, "bold", size, said, title.size)[1][0].endswith(ELLIPSIS):
        # the round is in the table's title bar: the space's name alone where both do not fit
        said = space_name(view.spaces[view.progress.space].id, board.gettext)
    letter(surface, board.fonts, "bold", size, said, title, theme.INK, align="left")
    if view.phase == Phase.FEED:
        harvest_table(surface, board, view)
        harvest_steps(surface, board, view, below_buttons(board))
        return
    second = title.move(0, title.height)
    line_said = board.words.keep_columns if board.kind() == "keep_animals" and shortened_keeping(board) else \
        step_line(board)
    line_px = round(geo.px(13) * board.text_scale)
    overflow = ""
    if any(part.endswith(ELLIPSIS) for part in fitted(board.fonts, "body", line_px, line_said, second.size)[1]):
        # too long for its line: the step's verb alone, or nothing (the title names the space),
        # and the whole line under the buttons, where nothing else is said
        overflow, line_said = line_said, step_line(board, short=True)
    letter(surface, board.fonts, "body", line_px, line_said, second, theme.INK_SOFT, align="left")
    if board.fencing():
        fencing_note(surface, board, view, below_buttons(board))
    elif board.interactive and board.viewer is not None and board.kind() in ("build_room", "build_stable"):
        building_supply(surface, board, view, below_buttons(board))
    elif board.interactive and board.viewer is not None and board.kind() in ("sow_field", "bake_bread"):
        crops_supply(surface, board, view, below_buttons(board))
    elif board.interactive and board.viewer is not None and board.kind() == "keep_animals":
        keeping_note(surface, board, view, below_buttons(board))
    elif overflow and overflow != line_said:
        letter(surface, board.fonts, "body", line_px, overflow, below_buttons(board), theme.INK_SOFT,
               max_lines=3, align="left", top=True)


def below_buttons(board: AgricolaBoard) -> pygame.Rect:
    """The band under the step's buttons (all of its button area when there are none)."""
    area = button_area(board)
    bottom = max((button.rect.bottom for button in board.controls), default=area.y - board.geo.px(10))
    top = bottom + board.geo.px(10)
    return pygame.Rect(area.x, top, area.width, max(0, area.bottom - top))


def band_body(board: AgricolaBoard) -> pygame.Rect:
    """The band under its two title lines."""
    geo = board.geo
    band = geo.band
    top = band.y + geo.px(4) + 2 * geo.px(24) + geo.px(4)
    return pygame.Rect(band.x + geo.px(8), top, band.width - geo.px(16), band.bottom - top - geo.px(6))


def step_title(board: AgricolaBoard) -> str:
    """The band's title: the round and the space being carried out, or the harvest."""
    view, words, _ = board.shown, board.words, board.gettext
    if view.phase in (Phase.FEED, Phase.BREED):
        return words.harvest_title
    head = words.say("round_label", round=view.round, rounds=view.tables.numbers.rounds)
    if view.progress is not None:
        return f"{head} · {space_name(view.spaces[view.progress.space].id, _)}"
    return head


def step_line(board: AgricolaBoard, short: bool = False) -> str:
    """The band's second line: the space's step, or when the next harvest comes (``short``:
    the step's verb alone, and nothing for a space's whole description)."""
    view, words, _ = board.shown, board.words, board.gettext
    decision = view.decision()
    if view.phase == Phase.BREED:
        return words.harvest_step_breeding
    if view.progress is not None and decision is not None:
        space = view.spaces[view.progress.space]
        if view.progress.part >= 0:
            verb = part_name(card_instead.part_of(view, view.progress).verb, _)
            return verb if short else words.say("step_label", space=verb, step=decision.step)
        return "" if short else space_gives(space, _, view.num_players)
    harvests = [h for h in view.tables.numbers.harvest_after if h >= view.round]
    return words.say("next_harvest", round=harvests[0]) if harvests else ""


