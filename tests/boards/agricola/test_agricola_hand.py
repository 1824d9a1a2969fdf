"""The full game's cards on the table (issue 17): the viewer's hand in the band, the cards
that can be played lit with what they cost now, every farm's cards in play, goods waiting on
later round spaces, and nobody's hand drawn while nobody is at the screen."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from agricola_table import Table, play_until

from game.boards.agricola import hand, scheduled, tableau
from game.boards.agricola.card_faces import faces, grown_layout
from game.boards.agricola.letters import ELLIPSIS
from game.games import load_game_content
from game.games.agricola import SPEC
from game.i18n import LANGUAGES
from game.rules.agricola import cards, new_game
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import PlayCard
from game.rules.agricola.state import AgricolaState
from game.rules.core import GameConfig
from game.ui import text_watch

TableFor = Callable[..., Table]


def placing(state: AgricolaState) -> bool:
    decision = state.decision()
    return decision is not None and decision.kind == "choose_space" and state.round >= 2


def choosing_occupation(state: AgricolaState) -> bool:
    decision = state.decision()
    return decision is not None and decision.kind == "play_occupation"


def test_a_new_agricola_game_is_the_full_game_and_the_family_game_a_variant() -> None:
    assert SPEC.default_variants == () and "family" in {variant.id for variant in SPEC.variants}


def test_the_hand_shows_exactly_the_viewers_cards(table_for: TableFor) -> None:
    state = play_until(5, 3, placing)
    table = table_for(state)
    viewer = table.viewer
    shown = sorted(card.card for card in hand.laid_out(table.board))
    others = {card for player, farmer in enumerate(state.players) if player != viewer for card in farmer.hand}
    assert shown == sorted(state.players[viewer].hand) and len(shown) >= 7 and not others & set(shown)


def test_nobody_at_the_screen_draws_no_hand_only_the_counts(table_for: TableFor) -> None:
    state = play_until(5, 3, placing)
    table = table_for(state, viewer=None, interactive=False)
    board = table.board
    assert hand.laid_out(board) == [] and not hand.tabs_shown(board)
    keys = {key for place in board.farms for key, _rect in tableau.chips(board, place)}
    assert "hand" in keys and not keys & set(state.players[state.current_player].hand)


def test_hot_seat_hands_the_screen_over_before_a_turn_with_cards_but_not_in_the_family_game() -> None:
    content = load_game_content("agricola")
    assert new_game(content, GameConfig(2, frozenset()), 3).is_private_decision()
    assert not new_game(content, GameConfig(2, frozenset({"family"})), 3).is_private_decision()


def test_a_playable_occupation_shows_what_it_costs_now_and_a_click_plays_it(table_for: TableFor) -> None:
    state = play_until(5, 3, choosing_occupation, prefer=("go lessons",))
    table = table_for(state)
    board = table.board
    laid = hand.laid_out(board)
    assert laid and {card.card for card in laid} <= {c for c in state.players[table.viewer].hand
                                                     if state.tables.card(c).kind == "occupation"}
    lit = [card for card in laid if card.state == "lit"]
    progress = state.progress
    assert progress is not None
    part = state.spaces[progress.space].parts[progress.part]
    farmer = state.players[table.viewer]
    for card in lit:
        assert card.cost_now == cards.card_cost(state, farmer, state.tables.card(card.card), part)
    assert {card.card for card in lit} == {m.card for m in state.legal_moves() if isinstance(m, PlayCard)}
    table.click(lit[0].rect.center)
    assert board.take_move() == PlayCard(lit[0].card)


def test_a_card_that_cannot_be_paid_is_greyed_with_the_reason(table_for: TableFor) -> None:
    state = play_until(5, 3, choosing_occupation, prefer=("go lessons",))
    farmer = state.players[state.current_player]
    farmer.goods["food"] = 0
    state.players[state.current_player].played.append(next(c.id for c in state.tables.cards if c.kind == "occupation"
                                                           and c.id not in farmer.hand and not c.effects[0].hook
                                                           .startswith("cost")))
    table = table_for(state)
    laid = hand.laid_out(table.board)
    if all(card.state == "lit" for card in laid):
        pytest.skip("the second occupation is free on this Lessons space")
    dim = [card for card in laid if card.state == "dim"]
    assert dim and all(card.reason for card in dim) and all(card.cost_now is None for card in dim)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_card_text_fits_its_grown_card_at_1366x768(table_for: TableFor, language: str) -> None:
    state = play_until(5, 3, placing)
    board = table_for(state, language=language).board
    _ = board.gettext
    reason = _("You cannot pay {cost} now").format(cost="2 wood, 2 clay and 1 reed")
    cut = [face.id for face in faces(board).values()
           if grown_layout(board, face, (("food", 2),), reason)[3]]
    assert cut == [] and len(faces(board)) == len(state.tables.cards)


def test_goods_waiting_on_a_later_round_space_appear_on_that_round(table_for: TableFor) -> None:
    state = play_until(5, 3, placing)
    later = state.round + 3
    state.players[1].scheduled[later] = {"food": 2}
    state.players[2].scheduled[later] = {"wood": 1}
    board = table_for(state).board
    lines = scheduled.line_rects(board, later)
    assert scheduled.waiting(board, later) == [(1, [("food", 2)]), (2, [("wood", 1)])]
    assert [player for player, _line in lines] == [1, 2]
    assert all(board.geo.rounds[later - 1].contains(line) for _player, line in lines)
    assert scheduled.waiting(board, later + 1) == []


def test_every_card_in_play_is_a_chip_or_counted_in_the_last_one(table_for: TableFor) -> None:
    state = play_until(11, 3, lambda s: placing(s) and s.round >= 6, prefer=("play", "go lessons"))
    board = table_for(state).board
    for place in board.farms:
        keys = [key for key, _rect in tableau.chips(board, place) if key != "hand"]
        named = [key for key in keys if not key.startswith("more:")]
        more = sum(int(key[5:]) for key in keys if key.startswith("more:"))
        assert named == state.players[place.player].played[:len(named)]
        assert len(named) + more == len(state.players[place.player].played)
        assert all(place.tableau is not None and place.tableau.contains(rect)
                   for _key, rect in tableau.chips(board, place))


def test_the_score_tab_shows_the_sheet_instead_of_the_hand(table_for: TableFor) -> None:
    state = play_until(5, 3, placing)
    table = table_for(state)
    board = table.board
    assert state.phase == Phase.WORK and hand.hand_drawn(board)
    score = dict(hand.tab_rects(board))["score"]
    table.click(score.center)
    assert board.band_tab == "score" and not hand.hand_drawn(board) and hand.laid_out(board) == []


def test_the_prompt_of_a_card_decision_sends_the_person_to_their_hand(table_for: TableFor) -> None:
    state = play_until(5, 3, choosing_occupation, prefer=("go lessons",))
    board = table_for(state).board
    assert "occupation of your hand" in board.prompt()


def test_the_hint_to_play_a_card_points_at_that_card_of_the_hand(table_for: TableFor) -> None:
    state = play_until(5, 3, choosing_occupation, prefer=("go lessons",))
    board = table_for(state).board
    lit = [card for card in hand.laid_out(board) if card.state == "lit"]
    assert board.hint_spot(PlayCard(lit[-1].card)) == lit[-1].rect


def test_the_other_farms_show_how_many_cards_of_each_kind_their_hands_hold(table_for: TableFor) -> None:
    state = play_until(5, 3, placing)
    board = table_for(state).board
    for place in board.farms[1:]:
        held = state.players[place.player].hand
        kinds = [state.tables.card(card).kind for card in held]
        assert tableau.hand_counts(board, place.player) == (kinds.count("occupation"), kinds.count("minor"))
        assert not set(board.shown.players[place.player].hand) & set(held)
        help_text = tableau.chip_help(board, "hand", place.player)
        assert help_text is not None and str(kinds.count("occupation")) in help_text


def test_goods_kept_on_a_card_show_at_the_end_of_its_chip(table_for: TableFor) -> None:
    state = play_until(5, 3, placing)
    viewer = state.current_player
    assert viewer is not None
    state.players[viewer].played.append("m_larder")
    state.players[viewer].stored["m_larder"] = {"food": 3}
    table = table_for(state)
    board = table.board
    own = next(place for place in board.farms if place.player == viewer)
    with_goods = dict(tableau.chips(board, own))["m_larder"]
    table.paint()
    state.players[viewer].stored.clear()
    table.show(state)
    assert with_goods.width > dict(tableau.chips(board, own))["m_larder"].width


def _names_cut(table: Table, names: set[str]) -> list[str]:
    """The card names of ``names`` the hand drew cut short with "…"."""
    with text_watch.watching() as seen:
        table.paint()
    return sorted(line.text for line in seen.lines.values()
                  if line.text.endswith(ELLIPSIS) and any(name.startswith(line.text[:-1]) for name in names))


@pytest.mark.parametrize("language", ["es", "fr"])
def test_a_card_decision_shows_every_cards_whole_name_at_1366x768(table_for: TableFor, language: str) -> None:
    """Spanish and French names are long (Estanque de patos, Bâtisseur d'étables): in a card
    decision's larger cards a name that does not fit one line takes two, with the cost below."""
    state = play_until(5, 3, choosing_occupation, prefer=("go lessons",))
    table = table_for(state, language=language)
    laid = hand.laid_out(table.board)
    names = {faces(table.board)[card.card].name for card in laid}
    assert laid and _names_cut(table, names) == []


def choosing_minor(state: AgricolaState) -> bool:
    decision = state.decision()
    return decision is not None and decision.kind == "play_minor"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_greyed_cards_short_reason_is_never_cut_at_1366x768(table_for: TableFor, language: str) -> None:
    """A card that cannot be played says why in two or three words under its name ("Cannot
    pay", "Needs not met"); at 1366x768 those words fit the little card whole in every language
    (the reason in full shows on hover), so no greyed card reads "Paiement imp…"."""
    state = play_until(6, 2, choosing_minor, prefer=("go ", "minor"))
    farmer = state.players[state.current_player]
    for good in ("wood", "clay", "reed", "stone", "food"):
        farmer.goods[good] = 0
    table = table_for(state, language=language)
    _ = table.board.gettext
    shorts = {_("Cannot pay"), _("Needs not met"), _("Not now")}
    dim = [card for card in hand.laid_out(table.board) if card.state == "dim"]
    with text_watch.watching() as seen:
        table.paint()
    drawn = [line.text for line in seen.lines.values()]
    cut = [text for text in drawn if text.endswith(ELLIPSIS) and any(s.startswith(text[:-1].rstrip()) for s in shorts)]
    assert dim and {card.short for card in dim} <= shorts
    assert cut == [] and any(card.short in drawn for card in dim)


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("kind", ["occupation", "minor"])
def test_the_whole_hand_shows_every_cards_whole_name_at_1366x768(table_for: TableFor, language: str, kind: str) -> None:
    """Every card of the deck, seven of a kind at a time in the hand: an occupation sets its
    name on two close lines; a minor improvement, with its cost at the foot, ends a name too
    long for one line on the foot's row, the cost set right of it (Caja de / hortalizas).
    No name is cut with "…"."""
    state = play_until(5, 3, placing)
    table = table_for(state, language=language)
    viewer = table.viewer
    assert viewer is not None
    deck = [card.id for card in state.tables.cards if card.kind == kind]
    cut: list[str] = []
    for start in range(0, len(deck), 7):
        state.players[viewer].hand = deck[start:start + 7]
        table.show(state)
        names = {faces(table.board)[card.card].name for card in hand.laid_out(table.board)}
        cut += _names_cut(table, names)
    assert len(deck) > 100 and cut == []
