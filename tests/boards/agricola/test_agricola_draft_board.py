"""The drafting variant at Agricola's table: the hand in front of the person drawn as cards
(lit to keep), the cards kept so far beside them, the card under the pointer grown to its
full text, a click keeping a card (and a click on the chosen one taking it back), the passing
spelt out, nothing of the hand drawn with nobody at the screen, and a whole draft played by
clicking alone."""

from __future__ import annotations

from collections.abc import Callable

from agricola_table import Table

from game.boards.agricola import card_overlay, draft_cards, hand, help
from game.games import load_game_content
from game.rules.agricola import new_game
from game.rules.agricola.moves import DraftBack, DraftPick
from game.rules.agricola.state import AgricolaState
from game.rules.core import GameConfig, Rng

TableFor = Callable[..., Table]


def drafted(players: int = 3, seed: int = 6) -> AgricolaState:
    return new_game(load_game_content("agricola"), GameConfig(players, frozenset({"draft"})), seed)


def _cards(table: Table) -> dict[str, hand.HandCard]:
    return {card.card: card for card in hand.laid_out(table.board)}


def test_each_card_of_the_hand_in_front_of_you_is_drawn_lit_and_no_other_hand_is(table_for: TableFor) -> None:
    state = drafted()
    table = table_for(state, viewer=1)
    assert state.draft is not None
    laid = _cards(table)
    assert set(laid) == set(state.draft.packets[1])
    assert all(card.state == "lit" for card in laid.values())
    assert not set(laid) & set(state.draft.packets[0])
    area = hand.hand_area(table.board)
    assert area is not None and all(area.contains(card.rect) for card in laid.values())
    assert help.prompt(table.board) == "Keep an occupation (1 of 7); the rest goes to P2"


def test_clicking_a_drawn_card_keeps_it(table_for: TableFor) -> None:
    state = drafted()
    assert state.draft is not None
    card = state.draft.packets[0][3]
    table = table_for(state, viewer=0)
    table.click(_cards(table)[card].rect.center)
    assert table.board.take_move() == DraftPick(0, card)


def test_the_chosen_card_is_framed_the_others_greyed_and_a_click_on_it_takes_it_back(table_for: TableFor) -> None:
    state = drafted()
    assert state.draft is not None
    chosen = state.draft.packets[2][0]
    state.apply(DraftPick(2, chosen))
    table = table_for(state, viewer=2)
    laid = _cards(table)
    assert laid[chosen].state == "lit" and all(c.state == "dim" for k, c in laid.items() if k != chosen)
    assert help.prompt(table.board) == "Your card is chosen: waiting for the others"
    table.click(laid[chosen].rect.center)
    assert table.board.take_move() == DraftBack(2)
    assert table.play_by_hand(DraftBack(2)) == DraftBack(2), "the button takes it back too"


def test_the_card_under_the_pointer_grows_to_its_full_text(table_for: TableFor) -> None:
    state = drafted()
    assert state.draft is not None
    card = state.draft.packets[0][0]
    table = table_for(state, viewer=0)
    table.hover(_cards(table)[card].rect.center)
    found = card_overlay.hovered_card(table.board)
    assert found is not None and found[0] == card
    table.paint()


def test_the_cards_kept_are_drawn_after_the_hand_and_never_clicked(table_for: TableFor) -> None:
    state = drafted()
    assert state.draft is not None
    for player in range(3):
        state.apply(DraftPick(player, state.draft.packets[player][0]))
    kept = state.players[0].hand[0]
    table = table_for(state, viewer=0)
    laid = _cards(table)
    assert laid[kept].state == draft_cards.KEPT
    assert laid[kept].rect.top > max(c.rect.bottom for k, c in laid.items() if k != kept)
    table.click(laid[kept].rect.center)
    assert table.board.take_move() is None


def test_the_heading_says_how_many_cards_each_holds_and_to_whom_the_rest_goes(table_for: TableFor) -> None:
    state = drafted()
    assert state.draft is not None
    table = table_for(state, viewer=1)
    first, second = draft_cards.heading(table.board)
    count = len(state.draft.packets[1])
    assert first == f"{count} cards each: keep 1, pass {count - 1} to P2"
    assert second == "Still choosing: P0, you, P2"


def test_nobody_at_the_screen_sees_no_hand_of_the_draft(table_for: TableFor) -> None:
    table = table_for(drafted(), viewer=None, interactive=False)
    assert hand.laid_out(table.board) == []
    table.paint()


def test_pointing_at_any_action_space_during_the_draft_shows_its_help_and_no_preview(table_for: TableFor) -> None:
    # issue 32: the hover preview walked a space's steps while the draft's card was the decision
    state = drafted(players=2, seed=3)
    table = table_for(state, viewer=0)
    assert table.board.previews() == {}, "nobody places a person while the cards are drafted"
    for index, rect in table.board.space_rects().items():
        table.hover(rect.center)
        table.paint()
        assert help.space_help(table.board, index)


def test_a_whole_draft_is_played_by_clicking_the_cards_alone(table_for: TableFor) -> None:
    state = drafted(players=3, seed=8)
    table = table_for(state)
    rng = Rng(8)
    while state.draft is not None and state.draft.active:
        decision = state.decision()
        assert decision is not None
        player = rng.choice(list(decision.pending))
        move = rng.choice(state.legal_moves_for(player))
        table.board.show(state.view(player), player, True)
        table.viewer = player
        assert table.play_by_hand(move) == move
        state.apply(move)
    assert all(len(farmer.hand) == 14 for farmer in state.players)


def test_every_card_fits_the_band_at_the_fullest_moment_of_the_draft(table_for: TableFor) -> None:
    state = drafted()
    assert state.draft is not None
    for _ in range(9):  # seven occupations and two minors kept, eight cards in hand
        for player in range(3):
            state.apply(DraftPick(player, state.draft.packets[player][0]))
    state.apply(DraftPick(0, state.draft.packets[0][1]))  # chosen: the take-back button is up
    table = table_for(state, viewer=0)
    area = hand.hand_area(table.board)
    laid = hand.laid_out(table.board)
    assert area is not None and len(laid) == 17
    assert all(area.contains(card.rect) for card in laid)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(laid) for b in laid[i + 1:])
