"""What the board says: the prompt line of the step at hand, and the hover help of a space
(what it gives, and from the rules' preview the change in each scoring category), a round
card still face down, a major improvement and a farmyard space."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.boards.agricola.draft_buttons import draft_prompt
from game.boards.agricola.names import (
    HOUSE_WORDS,
    WORDS,
    goods_text,
    major_name,
    major_text,
    space_gives,
    space_name,
)
from game.boards.kit.words import capital_first
from game.rules.agricola import actions as verbs
from game.rules.agricola import card_instead, herds
from game.rules.agricola import cards as card_rules
from game.rules.agricola.draft import DECISION_KIND
from game.rules.agricola.farmyard import bit
from game.rules.agricola.tables import goods_of

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard

CATEGORY = WORDS.names["categories"]


def prompt(board: AgricolaBoard) -> str:
    """What the person at the screen should do now (or the answer to their last click)."""
    view, words, _ = board.view, board.words, board.gettext
    if view is None or board.viewer is None:
        return ""
    if board.said:
        return board.said
    if not board.interactive:
        player = view.current_player
        return words.say("waiting", name=board.seat_name(player)) if player is not None else ""
    kind = board.kind()
    farmer = view.players[board.viewer]
    numbers = view.tables.numbers
    if kind == "choose_space":
        return words.choose_space_prompt
    if kind == DECISION_KIND:
        return draft_prompt(board)
    progress = view.progress
    decision = view.decision()
    # "or Done" only where the rules let the person stop now
    must = "" if decision is None or decision.can_stop else "_must"
    if kind == "choose_part" and progress is not None:
        return words.say("choose_part_prompt" + must, space=space_name(view.spaces[progress.space].id, _))
    if kind == "build_room":
        return words.say("rooms_prompt" + must, cost=goods_text(verbs.room_cost(farmer, numbers), _))
    if kind == "build_stable" and progress is not None:
        part = card_instead.part_of(view, progress)
        return words.say("stables_prompt" + must, cost=goods_text(verbs.stable_cost(part), _))
    if kind == "sow_field":
        if board.picked_cell is not None:
            from game.rules.agricola.moves import cell_text

            return words.say("sow_field_prompt", cell=cell_text(board.picked_cell))
        if board.picked_card is not None:
            from game.boards.agricola.card_buttons import card_name

            return words.say("sow_card_prompt", card=card_name(board.picked_card, _))
        from game.boards.agricola.tableau import sowable

        return words.say(("sow_cards_prompt" if sowable(board) else "sow_prompt") + must)
    if kind == "fence_pasture":
        return fence_words(board) or words.say("fence_prompt" + must)
    if kind == "buy_major" and board.picked_major is not None:
        return words.say("major_choice_prompt", major=major_name(board.picked_major, _))
    cards = card_prompt(board, kind, not must)
    if cards:
        return cards
    simple = {"plow_field": "plow_prompt", "bake_bread": "bake_prompt", "pick_good": "pick_prompt",
              "buy_major": "major_prompt", "keep_animals": "keep_prompt", "feed_family": "feed_prompt"}
    if kind == "keep_newborns":
        return _("Breeding: not all your young fit. Choose the animals to keep (the young left out run away)")
    return words.say(simple[kind]) if kind in simple else ""


def card_prompt(board: AgricolaBoard, kind: str, can_stop: bool) -> str:
    """The prompt of a decision in which a card of the hand may be played (``""`` otherwise)."""
    from game.boards.agricola.hand import card_decision

    _ = board.gettext
    if not card_decision(board):
        return ""
    if kind == "buy_major":
        return _("Click a lit major improvement on the board, or a lit minor improvement of your hand")
    if kind == "play_occupation":
        return _("Click a lit occupation of your hand to play it, or Done") if can_stop else \
            _("Click a lit occupation of your hand to play it")
    return _("Click a lit minor improvement of your hand to play it, or Done") if can_stop else \
        _("Click a lit minor improvement of your hand to play it")


def fence_words(board: AgricolaBoard) -> str:
    """The pasture the chosen edges make: its spaces, its fences and their wood, its room
    for animals; or why they make none yet."""
    words, _ = board.words, board.gettext
    if not board.picked_edges:
        return ""
    option = board.fence_option()
    chosen = board.picked_edges.bit_count()
    from game.boards.agricola.names import counted

    if option is None:
        return words.say("fence_not_ready", fences=counted("fences", chosen, _))
    view, viewer = board.shown, board.viewer
    assert viewer is not None
    wood = option.cost * view.tables.numbers.fence_wood
    farm = view.players[viewer].farm
    room = 2 * option.cells.bit_count() << (option.cells & farm.stables).bit_count()
    return words.say("fence_ready", cells=counted("cells", option.cells.bit_count(), _),
                     fences=counted("fences", option.cost, _), wood=counted("wood", wood, _),
                     room=counted("animals", room, _))


def tooltip_at(board: AgricolaBoard, thing: tuple[str, Any] | None) -> str | None:
    """The hover help of ``thing`` (what the pointer is over, as the board names it)."""
    if thing is None:
        return None
    what, which = thing
    if what == "space":
        return space_help(board, which)
    if what == "round":
        return round_help(board, which)
    if what == "major":
        return major_help(board, which)
    if what == "edge":
        return fence_words(board) or board.words.fence_prompt
    if what == "cell":
        return cell_help(board, *which)
    if what == "counts":
        from game.boards.agricola.farm_counts import counts_help

        return counts_help(board, which)
    if what == "chip":
        from game.boards.agricola.tableau import MAJOR, chip_help

        if which[0].startswith(MAJOR):
            return major_help(board, which[0][len(MAJOR):])
        return chip_help(board, *which)
    return None


def space_taker(board: AgricolaBoard, index: int) -> str:
    """Who stands on the space clicked, in one line ("Ben's person is on Forest"); "" when
    nobody does."""
    view = board.shown
    taker = view.taken[index]
    if taker < 0:
        return ""
    return board.words.say("space_taken_by", name=board.seat_name(taker),
                           space=space_name(view.spaces[index].id, board.gettext))


def space_help(board: AgricolaBoard, index: int) -> str:
    """A space's hover help: its name, what it gives now, who stands there or, for a space
    the person could take, how each scoring category would change."""
    view, words, _ = board.shown, board.words, board.gettext
    space = view.spaces[index]
    lines = [words.say("space_help_title", space=space_name(space.id, _), gives=space_gives(space, _, view.num_players))]
    stock = goods_of(view.stock[index])
    if stock:
        lines.append(goods_text(stock, _))
    taker = view.taken[index]
    preview = board.previews().get(space.id)
    if taker >= 0:
        lines.append(words.say("space_taken", name=board.seat_name(taker)))
        second = card_rules.joined(view, space.id)  # a person joined through a placement bender
        if second >= 0:
            lines.append(words.say("space_joined", name=board.seat_name(second)))
        if preview is None:  # (a space a bender lets the person join goes on to its preview)
            return "\n".join(lines)
    if preview is None:
        if board.interactive and board.kind() == "choose_space":
            lines.append(words.space_closed)
        return "\n".join(lines)
    gains = goods_text(sorted(preview.gains.items()), _)
    if preview.gains:
        lines[0] = words.say("space_help_title", space=space_name(space.id, _), gives=gains)
    before, after = preview.score_before, preview.score_after
    changes = []
    for category in after:
        change = after.get(category, 0) - before.get(category, 0)
        if change:
            changes.append(words.say("preview_row", category=CATEGORY(category, _), change=f"{change:+d}"))
    lines.append(words.say("score_change", before=sum(before.values()), after=sum(after.values())))
    if changes:
        lines.append(", ".join(changes))
    return "\n".join(lines)


def major_help(board: AgricolaBoard, major_id: str) -> str:
    """A major improvement: name, cost (or the fireplace it may replace), abilities, owner."""
    view, words, _ = board.shown, board.words, board.gettext
    major = view.tables.major(major_id)
    lines = [f"{major_name(major_id, _)} · {words.count('score', major.points)}",
             words.say("major_cost", cost=goods_text(major.cost, _))]
    if major.returns:
        fireplaces = " / ".join(sorted({major_name(m, _) for m in major.returns}))
        lines.append(words.say("major_or_return", fireplace=fireplaces))
    lines += major_text(major, _)
    owner = next((p for p, farmer in enumerate(view.players) if major_id in farmer.majors), None)
    if owner is not None:
        lines.append(words.say("owned_by", name=board.seat_name(owner)))
    return "\n".join(lines)


def cell_help(board: AgricolaBoard, player: int, cell: int) -> str:
    """A farmyard space: what stands on it, or what the step at hand would build there."""
    view, words, _ = board.shown, board.words, board.gettext
    farmer = view.players[player]
    farm = farmer.farm
    mask = bit(cell)
    if player == board.viewer and cell in board.lit_cells():
        kind = board.kind()
        numbers = view.tables.numbers
        if kind == "build_room":
            return words.say("lit_room", cost=goods_text(verbs.room_cost(farmer, numbers), _))
        if kind == "build_stable" and view.progress is not None:
            part = card_instead.part_of(view, view.progress)
            return words.say("lit_stable", cost=goods_text(verbs.stable_cost(part), _))
        if kind == "plow_field":
            return words.lit_plow
        if kind == "sow_field":
            return words.lit_sow
    if farm.rooms & mask:
        return words.say("cell_room", material=words.say(HOUSE_WORDS[farm.house]))
    if farm.fields & mask:
        crop = farm.crops.get(cell)
        if crop is None:
            return words.cell_empty_field
        return words.say("cell_field", crop=goods_text([crop], _))
    for pasture in farm.pastures:
        if pasture & mask:
            return _pasture_help(board, player, pasture)
    if farm.stables & mask:
        return words.cell_stable
    return words.cell_free


def _pasture_help(board: AgricolaBoard, player: int, pasture: int) -> str:
    view, words, _ = board.shown, board.words, board.gettext
    farmer = view.players[player]
    from game.boards.agricola.names import counted

    sheep, boar, cattle = farmer.animals
    housing = herds.housing(farmer.farm, sheep, boar, cattle)
    herd = next((h for cells, h in housing.pastures if cells == pasture), None) if housing else None
    animals = goods_text([(herd.animal, herd.count)], _) if herd else words.nothing
    room = 2 * pasture.bit_count() << (pasture & farmer.farm.stables).bit_count()
    return capital_first(words.say("cell_pasture", cells=counted("cells", pasture.bit_count(), _), animals=animals,
                                   room=counted("animals", room, _)))


def round_help(board: AgricolaBoard, round_number: int) -> str:
    """A round card still face down: its stage (its place among the cards of that stage is
    hidden)."""
    view = board.shown
    last = 0
    for stage, cards in enumerate(view.tables.stages[view.side], start=1):
        last += len(cards)
        if round_number <= last:
            return board.words.say("hidden_round", stage=stage)
    return ""
