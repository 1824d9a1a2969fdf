"""What the band says under a step's buttons: the animals kept and what becomes of the
others, the crops at hand while sowing or baking, a room's or stable's cost beside the goods
at hand, and the fencing's budget and chosen pasture."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.letters import ELLIPSIS, fitted, letter
from game.boards.agricola.names import counted, good_name, goods_text
from game.boards.agricola.texts import animals_text
from game.rules.agricola import actions as verbs
from game.rules.agricola import card_instead, harvest
from game.rules.agricola.tables import ANIMALS
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard
    from game.rules.agricola.state import AgricolaState


def keeping_note(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
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


def crops_supply(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
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


def building_supply(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
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


def fencing_note(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
    """Under the fencing buttons: the wood and fences the person has and what a fence costs,
    then the pasture the chosen edges make (its fences, wood and room) before it is fenced, or
    how to choose them."""
    from game.boards.agricola.help import fence_words

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
