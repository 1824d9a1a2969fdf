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
from game.boards.agricola.card_buttons import card_actions, card_name
from game.boards.agricola.draft_buttons import draft_actions
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
    elif kind == "keep_animals":
        out = [Action(f"keep{i}", words.say("keep_button", animals=animals_text((m.sheep, m.boar, m.cattle), _)),
                      m, i == 0) for i, m in enumerate(moves) if isinstance(m, Keep)]
    elif kind == "feed_family":
        out = _feeding(board, view, moves)
    elif kind == DECISION_KIND:
        out = draft_actions(board, moves)
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


def _feeding(board: AgricolaBoard, view: AgricolaState, moves: list[Move]) -> list[Action]:
    words, _ = board.words, board.gettext
    player = board.viewer
    assert player is not None
    farmer = view.players[player]
    out = [Action("cheapest", words.cheapest_button, Feed(), True)]
    for move in moves:
        if isinstance(move, Cook):
            food = _cook_food(view, player, move.good)
            out.append(Action(f"cook_{move.good}", words.say("cook_button", good=counted(move.good, 1, _),
                                                              food=counted("food", food, _)), move))
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


def _cook_food(view: AgricolaState, player: int, good: str) -> int:
    farmer = view.players[player]
    if good in ANIMALS or good in ("grain", "vegetable"):
        return harvest.cook_rate(view, farmer, good)
    return max((view.tables.major(m).craft_food for m in farmer.majors
                if view.tables.major(m).craft_good == good), default=0)


def can_make(view: AgricolaState, player: int) -> int:
    """Food the player could still make from their goods and animals at their best rates."""
    farmer = view.players[player]
    food = sum(harvest.cook_rate(view, farmer, g) * farmer.goods[g] for g in ("grain", "vegetable"))
    food += sum(harvest.cook_rate(view, farmer, a) * n for a, n in zip(ANIMALS, farmer.animals, strict=True))
    for major_id in farmer.majors:
        major = view.tables.major(major_id)
        if major.craft_good and major_id not in farmer.crafted and farmer.goods[major.craft_good]:
            food += major.craft_food
    return food


COMPACT_HARVEST_PLAYERS = 4
"""From this many players the harvest table gives each family one line, not two (room for
the feeding's buttons)."""


def _harvest_facts(board: AgricolaBoard, view: AgricolaState, player: int) -> str:
    """A family's line of the two-line harvest table: the food it needs, has and can make."""
    words, farmer = board.words, view.players[player]
    return " · ".join((words.say("harvest_need", food=harvest.need(view, farmer)),
                       words.say("harvest_has", food=farmer.goods["food"]),
                       words.say("harvest_can", food=can_make(view, player))))


def _facts_fit(board: AgricolaBoard) -> bool:
    """Whether every family's facts fit one line of the two-line harvest table."""
    view = board.view
    if view is None or view.phase != Phase.FEED:
        return True
    geo = board.geo
    font = board.fonts.get("body", round(geo.px(12) * board.text_scale))
    width = geo.band.width - geo.px(12) - geo.px(8)
    return all(font.size(_harvest_facts(board, view, p))[0] <= width for p in range(view.num_players))


def harvest_rows(board: AgricolaBoard) -> tuple[int, int]:
    """The harvest table's top offset under the band's title and its height per family."""
    geo, view = board.geo, board.view
    players = view.num_players if view is not None else 1
    if players >= COMPACT_HARVEST_PLAYERS or not _facts_fit(board):
        line = board.fonts.get("body", round(geo.px(12) * board.text_scale)).get_linesize()
        return geo.px(30) + line, max(geo.px(20), line + geo.px(3))
    line = board.fonts.get("body", round(geo.px(12) * board.text_scale)).get_linesize()
    return geo.px(30), max(geo.px(36), 2 * line + geo.px(3))


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
    short = short_label(board, action)
    if action.key == "feed" and short and font.size(short)[0] > width:
        farmer_points = short_points(board)
        short = board.words.say("feed_points_tiny_button", points=farmer_points) if farmer_points else short
    return Action(action.key, short, action.move, action.primary) if short else action


def short_points(board: AgricolaBoard) -> int:
    """The points feeding now would cost the person (0: their food is enough)."""
    view = board.view
    if view is None or board.viewer is None:
        return 0
    farmer = view.players[board.viewer]
    return max(0, harvest.need(view, farmer) - farmer.goods["food"]) * view.tables.numbers.begging_points


def short_label(board: AgricolaBoard, action: Action) -> str:
    """A button's shorter label ("Grain: +1"), or "" where it has none."""
    view, words, _ = board.view, board.words, board.gettext
    if action.key == "cheapest":
        return words.cheapest_short_button
    if action.key.startswith("cook_") and view is not None and board.viewer is not None:
        good = action.key.removeprefix("cook_")
        return words.say("cook_short_button", good=good_name(good, _), food=_cook_food(view, board.viewer, good))
    if isinstance(action.move, Keep):
        counts = (action.move.sheep, action.move.boar, action.move.cattle)
        listed = words.say("keep_button", animals=", ".join(counted(a, n, _) for a, n in zip(ANIMALS, counts,
                                                                                           strict=True) if n))
        font = board.fonts.get("bold", board.fonts.smallest)
        if font.size(listed)[0] <= button_area(board).width // 2 - board.geo.px(14):
            return listed
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
        _harvest_table(surface, board, view)
        _harvest_steps(surface, board, view, below_buttons(board))
        return
    second = title.move(0, title.height)
    line_said = board.words.keep_columns if board.kind() == "keep_animals" and shortened_keeping(board) else \
        step_line(board)
    line_px = round(geo.px(13) * board.text_scale)
    if any(part.endswith(ELLIPSIS) for part in fitted(board.fonts, "body", line_px, line_said, second.size)[1]):
        # too long for its line: the step's verb alone, or nothing (the title names the space)
        line_said = step_line(board, short=True)
    letter(surface, board.fonts, "body", line_px, line_said, second, theme.INK_SOFT, align="left")
    if board.fencing():
        _fencing(surface, board, view, below_buttons(board))
    elif board.interactive and board.viewer is not None and board.kind() in ("build_room", "build_stable"):
        _building_supply(surface, board, view, below_buttons(board))
    elif board.interactive and board.viewer is not None and board.kind() in ("sow_field", "bake_bread"):
        _crops_supply(surface, board, view, below_buttons(board))
    elif board.interactive and board.viewer is not None and board.kind() == "keep_animals":
        _keeping(surface, board, view, below_buttons(board))


def _keeping(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
    """While choosing the animals to keep: those the person has and what becomes of the
    others (cooked, and for how much food each, or run away)."""
    assert board.viewer is not None
    farmer, words, _ = view.players[board.viewer], board.words, board.gettext
    have = animals_text(tuple(farmer.animals), _)
    rates = [(animal, harvest.cook_rate(view, farmer, animal)) for animal, n in zip(ANIMALS, farmer.animals,
                                                                                    strict=True) if n]
    if rates and all(rate for _a, rate in rates):
        said = words.say("keep_cooked", animals=have, rates=", ".join(
            words.say("keep_rate", food=counted("food", rate, _), animal=good_name(animal, _).lower())
            for animal, rate in rates))
    else:
        said = words.say("keep_run_away", animals=have)
    size = round(board.geo.px(13) * board.text_scale)
    font, lines = fitted(board.fonts, "body", size, said, area.size, 6)
    if lines and not lines[-1].endswith(ELLIPSIS) and len(lines) * font.get_linesize() <= area.height:
        letter(surface, board.fonts, "body", size, said, area, theme.INK_SOFT, max_lines=6, align="left", top=True)


def _crops_supply(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
    """While sowing: the grain and vegetables at hand and what a sown field becomes; while
    baking: the grain and food at hand."""
    assert board.viewer is not None
    farmer, words, _ = view.players[board.viewer], board.words, board.gettext
    if board.kind() == "sow_field":
        sown = dict(view.tables.numbers.sown)
        have = goods_text(((crop, farmer.goods[crop]) for crop in ("grain", "vegetable")), _)
        said = words.say("sow_supply", have=have, grain=counted("grain", sown.get("grain", 0), _),
                         vegetables=counted("vegetable", sown.get("vegetable", 0), _))
    else:
        said = words.say("bake_supply", grain=counted("grain", farmer.goods["grain"], _),
                         food=counted("food", farmer.goods["food"], _))
    size = round(board.geo.px(13) * board.text_scale)
    if area.height >= board.fonts.get("body", size).get_linesize():
        letter(surface, board.fonts, "body", size, said, area, theme.INK_SOFT, max_lines=3, align="left", top=True)


def _building_supply(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
    """While rooms or stables are built: what each costs and how much of it the person has."""
    assert board.viewer is not None
    farmer, _ = view.players[board.viewer], board.gettext
    if board.kind() == "build_room":
        cost = verbs.room_cost(farmer, view.tables.numbers)
    elif view.progress is not None and view.progress.part >= 0:
        cost = verbs.stable_cost(card_instead.part_of(view, view.progress))
    else:
        return
    have = goods_text(((good, farmer.goods[good]) for good, _n in cost), _)
    said = board.words.say("supply_for_cost", cost=goods_text(cost, _), have=have)
    size = round(board.geo.px(13) * board.text_scale)
    if area.height >= board.fonts.get("body", size).get_linesize():
        letter(surface, board.fonts, "body", size, said, area, theme.INK_SOFT, max_lines=3, align="left", top=True)


def _fencing(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
    """Under the fencing buttons: the wood and fences the person has and what a fence costs,
    then the pasture the chosen edges make (its fences, wood and room) before it is fenced, or
    how to choose them."""
    from game.boards.agricola.help import fence_words
    from game.boards.agricola.names import counted

    geo, words, _ = board.geo, board.words, board.gettext
    if board.viewer is None:
        return
    farmer = view.players[board.viewer]
    budget = words.say("fence_budget", wood=counted("wood", farmer.goods["wood"], _),
                       fences=counted("fences_left", board.fences_left(board.viewer), _),
                       cost=counted("wood", view.tables.numbers.fence_wood, _))
    chosen = fence_words(board)
    decision = view.decision()
    prompt = words.fence_prompt if decision is not None and decision.can_stop else words.say("fence_prompt_must")
    lines = [("body", budget, theme.INK_SOFT), ("bold", chosen, theme.INK)] if chosen else [
        ("body", budget, theme.INK_SOFT), ("body", prompt, theme.INK)]
    size = round(geo.px(13) * board.text_scale)
    y = area.y
    for role, text, colour in lines:
        box = pygame.Rect(area.x, y, area.width, area.bottom - y)
        if box.height < board.fonts.get(role, size).get_linesize():
            break
        used = letter(surface, board.fonts, role, size, text, box, colour, max_lines=4, align="left", top=True)
        y = used.bottom + geo.px(8)


def below_buttons(board: AgricolaBoard) -> pygame.Rect:
    """The band under the step's buttons (all of its button area when there are none)."""
    area = button_area(board)
    bottom = max((button.rect.bottom for button in board.controls), default=area.y - board.geo.px(10))
    top = bottom + board.geo.px(10)
    return pygame.Rect(area.x, top, area.width, max(0, area.bottom - top))


def newborns(board: AgricolaBoard, player: int) -> tuple[int, int, int]:
    """The young ``player``'s animals would have in this harvest's breeding if they kept
    them all (the rules' own breeding, on a copy of the view)."""
    view = board.view
    if view is None:
        return (0, 0, 0)

    def breed() -> tuple[int, int, int]:
        import copy

        trial = copy.deepcopy(view)
        for event in harvest.breed(trial):
            if event.player == player:
                return (int(event.args["sheep"]), int(event.args["boar"]), int(event.args["cattle"]))
        return (0, 0, 0)

    return board.answer(("newborns", player), breed)


def _harvest_steps(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
    """Under the feeding's buttons: the harvest's three steps (the fields done, the feeding
    now, the breeding next) and the young the person's animals would have."""
    geo, words = board.geo, board.words
    size = round(geo.px(12) * board.text_scale)
    line = board.fonts.get("body", size).get_linesize()
    if area.height < 3 * line:
        return
    numbers = view.tables.numbers
    adult = numbers.solo_adult_food if view.solo else numbers.adult_food
    lines = [("body", words.harvest_step_fields, theme.INK_SOFT),
             ("bold", words.say("harvest_step_feeding", adult=adult, newborn=numbers.newborn_food), theme.INK),
             ("body", words.harvest_step_breeding, theme.INK_SOFT)]
    if board.viewer is not None:
        born = newborns(board, board.viewer)
        said = (words.say("harvest_born", animals=animals_text(born, board.gettext)) if any(born)
                else words.harvest_born_none)
        lines.append(("body", said, COLOURS["gained"] if any(born) else theme.INK_SOFT))
    y = area.y
    for k, (role, text, colour) in enumerate(lines):
        box = pygame.Rect(area.x, y, area.width, area.bottom - y)
        font, parts = fitted(board.fonts, role, size, text, box.size, 3)
        if any(part.endswith(ELLIPSIS) for part in parts) or len(parts) * font.get_linesize() > box.height:
            if k >= 2:
                break  # the young to come say nothing without the breeding step above them
            continue
        used = letter(surface, board.fonts, role, size, text, box, colour, max_lines=3, align="left", top=True)
        y = used.bottom + geo.px(3)


def band_body(board: AgricolaBoard) -> pygame.Rect:
    """The band under its two title lines."""
    geo = board.geo
    band = geo.band
    top = band.y + geo.px(4) + 2 * geo.px(24) + geo.px(4)
    return pygame.Rect(band.x + geo.px(8), top, band.width - geo.px(16), band.bottom - top - geo.px(6))


def step_title(board: AgricolaBoard) -> str:
    """The band's title: the round and the space being carried out, or the harvest."""
    view, words, _ = board.shown, board.words, board.gettext
    if view.phase == Phase.FEED:
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
    if view.progress is not None and decision is not None:
        space = view.spaces[view.progress.space]
        if view.progress.part >= 0:
            verb = part_name(card_instead.part_of(view, view.progress).verb, _)
            return verb if short else words.say("step_label", space=verb, step=decision.step)
        return "" if short else space_gives(space, _, view.num_players)
    harvests = [h for h in view.tables.numbers.harvest_after if h >= view.round]
    return words.say("next_harvest", round=harvests[0]) if harvests else ""


def _harvest_lines(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, header: pygame.Rect,
                   row_h: int) -> None:
    """The harvest table with a line per family (many players): a heading naming the three
    numbers, then each family's name, the food it needs, has and can make, and its begging
    cards if fed now (or "Fed")."""
    geo, words = board.geo, board.words
    size = round(geo.px(12) * board.text_scale)
    numbers_w = board.fonts.get("bold", size).size("00 · 00 · 00")[0] + geo.px(4)
    state_w = max(board.fonts.get("bold", size).size(words.harvest_fed)[0], geo.px(40)) + geo.px(4)
    # the heading ends where the numbers end, as far left as it needs
    numbers_right = header.right - state_w
    heading_w = board.fonts.get("body", size).size(words.harvest_columns)[0] + 2
    left = max(header.x + geo.px(18), numbers_right - max(heading_w, numbers_w))
    right = numbers_right if heading_w <= numbers_right - left else header.right  # over the states too
    letter(surface, board.fonts, "body", size, words.harvest_columns,
           pygame.Rect(left, header.y, right - left, header.height), theme.INK_SOFT)
    for player, farmer in enumerate(view.players):
        row = pygame.Rect(header.x, header.bottom + player * row_h, header.width, row_h - geo.px(2))
        current = view.current_player == player
        pygame.draw.rect(surface, theme.PAPER if current else COLOURS["farm_paper"], row, border_radius=geo.px(4))
        if current:
            pygame.draw.rect(surface, theme.GOLD, row, max(1, geo.px(2)), border_radius=geo.px(4))
        marker = board.pieces.marker(player, min(row.height - 2, geo.px(14)))
        surface.blit(marker, marker.get_rect(midleft=(row.x + 2, row.centery)))
        need, has = harvest.need(view, farmer), farmer.goods["food"]
        state_box = pygame.Rect(row.right - state_w, row.y, state_w - geo.px(2), row.height)
        numbers_box = pygame.Rect(state_box.x - numbers_w, row.y, numbers_w, row.height)
        name_box = pygame.Rect(row.x + geo.px(18), row.y, numbers_box.x - row.x - geo.px(20), row.height)
        letter(surface, board.fonts, "bold", size, board.seat_name(player), name_box, theme.INK, align="left")
        letter(surface, board.fonts, "bold", size, f"{need} · {has} · {can_make(view, player)}", numbers_box,
               theme.INK)
        short = max(0, need - has)
        if player not in view.feeding:
            letter(surface, board.fonts, "bold", size, words.harvest_fed, state_box, COLOURS["gained"])
        elif short:
            card = board.art.begging_card(min(row.height - 2, geo.px(16)))
            text = f"× {short}"
            text_w = board.fonts.get("bold", size).size(text)[0] + 4
            spot = card.get_rect(midright=(state_box.right - text_w, state_box.centery))
            surface.blit(card, spot)
            letter(surface, board.fonts, "bold", size, text, pygame.Rect(spot.right, row.y, text_w, row.height),
                   COLOURS["lost"])


def _harvest_table(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState) -> None:
    """A row per family: its name, the food it needs, has and can still make, and the
    begging cards it would take if fed now (or "Fed")."""
    geo, words, _ = board.geo, board.words, board.gettext
    band = geo.band
    size = round(geo.px(12) * board.text_scale)
    head, row_h = harvest_rows(board)
    top = band.y + head
    if view.num_players >= COMPACT_HARVEST_PLAYERS or not _facts_fit(board):
        _harvest_lines(surface, board, view, pygame.Rect(band.x + geo.px(6), band.y + geo.px(30),
                                                         band.width - geo.px(12), head - geo.px(30)), row_h)
        return
    for player, farmer in enumerate(view.players):
        row = pygame.Rect(band.x + geo.px(6), top + player * row_h, band.width - geo.px(12), row_h - geo.px(3))
        current = view.current_player == player
        pygame.draw.rect(surface, theme.PAPER if current else COLOURS["farm_paper"], row, border_radius=geo.px(4))
        if current:
            pygame.draw.rect(surface, theme.GOLD, row, max(1, geo.px(2)), border_radius=geo.px(4))
        half = row.height // 2
        need = harvest.need(view, farmer)
        has = farmer.goods["food"]
        marker = board.pieces.marker(player, min(half, geo.px(14)))
        surface.blit(marker, marker.get_rect(midleft=(row.x + 2, row.y + half // 2 + 1)))
        name_box = pygame.Rect(row.x + geo.px(18), row.y + 1, row.width // 2 - geo.px(18), half)
        letter(surface, board.fonts, "bold", size, board.seat_name(player), name_box, theme.INK, align="left")
        state_box = pygame.Rect(row.centerx, row.y + 1, row.width // 2 - 2, half)
        short = max(0, need - has)
        if player not in view.feeding:
            letter(surface, board.fonts, "bold", size, words.harvest_fed, state_box, COLOURS["gained"])
        elif short:
            # the begging cards it would take if fed now
            card = board.art.begging_card(min(half, geo.px(16)))
            text = f"× {short}"
            text_w = board.fonts.get("bold", size).size(text)[0] + 4
            spot = card.get_rect(midright=(state_box.right - text_w, state_box.centery))
            surface.blit(card, spot)
            letter(surface, board.fonts, "bold", size, text, pygame.Rect(spot.right, state_box.y, text_w, half),
                   COLOURS["lost"])
        facts = _harvest_facts(board, view, player)
        letter(surface, board.fonts, "body", size, facts,
               pygame.Rect(row.x + geo.px(4), row.y + half, row.width - geo.px(8), half), theme.INK, align="left")
