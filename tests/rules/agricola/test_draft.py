"""The drafting variant of the full game: ten of each kind dealt, one kept face down by everyone
at once and the rest passed to the next player, until each holds 7 occupations and 7 minor
improvements; hidden from the others, and guessed back consistently by the bots."""

from __future__ import annotations

from collections import Counter

import pytest

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, new_game, read_position
from game.rules.agricola.cards import HIDDEN_MINOR, HIDDEN_OCCUPATION, real
from game.rules.agricola.draft import CHOSEN, DECISION_KIND
from game.rules.agricola.moves import DraftBack, DraftPick
from game.rules.core import CHOICES_REVEALED, TURN_STARTED, GameConfig, IllegalMove, Rng


def drafted(content: AgricolaContent, players: int, seed: int = 4) -> AgricolaState:
    return new_game(content, GameConfig(players, frozenset({"draft"})), seed)


def everyone_keeps_first(state: AgricolaState) -> list[str]:
    """Each player keeps the first card of their hand; the event kinds of the last choice."""
    kinds: list[str] = []
    for player in range(state.num_players):
        move = state.legal_moves_for(player)[0]
        kinds = [e.kind for e in state.apply(move)]
    return kinds


def kind_of(state: AgricolaState, card: str) -> str:
    return state.tables.card(card).kind


def test_each_player_is_dealt_ten_occupations_and_keeps_none_yet(content: AgricolaContent) -> None:
    state = drafted(content, 3)
    draft = state.draft
    assert draft is not None and draft.active
    assert [len(packet) for packet in draft.packets] == [10, 10, 10]
    assert all(kind_of(state, card) == "occupation" for packet in draft.packets for card in packet)
    assert len({card for packet in draft.packets for card in packet}) == 30
    assert all(not farmer.hand for farmer in state.players)
    decision = state.decision()
    assert decision is not None and decision.kind == DECISION_KIND
    assert decision.simultaneous and decision.pending == (0, 1, 2)


def test_a_choice_stays_face_down_until_everyone_has_chosen(content: AgricolaContent) -> None:
    state = drafted(content, 2)
    card = state.draft.packets[0][0] if state.draft else ""
    events = state.apply(DraftPick(0, card))
    assert [e.kind for e in events] == ["draft_chosen", "draft_kept"]
    assert events[1].visible_to == frozenset({0})
    assert state.decision().pending == (1,)  # type: ignore[union-attr]
    assert state.legal_moves_for(0) == [DraftBack(0)]
    assert state.view(1).draft.picks[0] == CHOSEN  # type: ignore[union-attr]
    state.apply(DraftBack(0))
    assert state.decision().pending == (0, 1)  # type: ignore[union-attr]


def test_a_card_not_in_the_hand_in_front_of_you_cannot_be_kept(content: AgricolaContent) -> None:
    state = drafted(content, 2)
    assert state.draft is not None
    theirs = state.draft.packets[1][0]
    with pytest.raises(IllegalMove):
        state.apply(DraftPick(0, theirs))


def test_the_rest_of_each_hand_passes_to_the_next_player(content: AgricolaContent) -> None:
    state = drafted(content, 4)
    assert state.draft is not None
    before = [packet[:] for packet in state.draft.packets]
    kept = [state.legal_moves_for(p)[0] for p in range(4)]
    kinds = everyone_keeps_first(state)
    assert CHOICES_REVEALED in kinds
    for player in range(4):
        card = kept[player].card  # type: ignore[attr-defined]
        rest = [c for c in before[player] if c != card]
        assert sorted(state.draft.packets[(player + 1) % 4]) == sorted(rest)
        assert state.players[player].hand == [card]


def test_each_player_ends_with_seven_occupations_and_seven_minors(content: AgricolaContent) -> None:
    for players in (2, 3, 4, 5):
        state = drafted(content, players, seed=players)
        kinds: list[str] = []
        while state.draft is not None and state.draft.active:
            kinds = everyone_keeps_first(state)
        assert TURN_STARTED in kinds  # the first turn of round 1 begins after the draft
        held = [card for farmer in state.players for card in farmer.hand]
        assert len(held) == len(set(held)) == 14 * players
        for farmer in state.players:
            assert Counter(kind_of(state, c) for c in farmer.hand) == {"occupation": 7, "minor": 7}
        assert state.decision().kind == "choose_space"  # type: ignore[union-attr]


def test_a_view_hides_the_hands_the_others_hold_and_what_they_kept(content: AgricolaContent) -> None:
    state = drafted(content, 3)
    for _ in range(3):
        everyone_keeps_first(state)
    view = state.view(0)
    assert view.draft is not None
    assert view.draft.packets[0] == state.draft.packets[0]  # type: ignore[union-attr]
    assert all(set(view.draft.packets[p]) == {HIDDEN_OCCUPATION} for p in (1, 2))
    assert view.draft.seen[1] == view.draft.seen[2] == [] and view.draft.kept[1] == []
    assert all(not real(card) for p in (1, 2) for card in view.players[p].hand)
    secret = {c for p in (1, 2) for c in state.players[p].hand} - {c for look in view.draft.seen[0] for c in look}
    text = view.to_position()
    assert secret and not any(card in text for card in secret)


def test_the_minors_are_dealt_once_the_occupations_are_kept(content: AgricolaContent) -> None:
    state = drafted(content, 2)
    for _ in range(7):
        everyone_keeps_first(state)
    assert state.draft is not None and state.draft.kind == 1
    assert all(kind_of(state, c) == "minor" for packet in state.draft.packets for c in packet)
    assert set(state.view(1).draft.packets[0]) == {HIDDEN_MINOR}  # type: ignore[union-attr]


def test_with_two_players_a_guessed_world_gives_the_rival_the_cards_seen_leaving(content: AgricolaContent) -> None:
    """With two players, the viewer sees each hand come back one card shorter: of each kind
    the rival's picks but the first and the last are known (the last comes from a hand the
    viewer does not see again), and every guessed world gives them to the rival."""
    state = drafted(content, 2, seed=11)
    while state.draft is not None and state.draft.active:
        everyone_keeps_first(state)
    draft = state.draft
    assert draft is not None
    rival_known = set(draft.kept[1][1:6] + draft.kept[1][8:13])
    view = state.view(0)
    for seed in range(6):
        world = view.determinize(Rng(seed))
        assert rival_known <= set(world.players[1].hand)
        assert world.view(0).to_position() == view.to_position()


def test_a_guessed_world_never_hands_back_a_card_the_viewer_kept(content: AgricolaContent) -> None:
    state = drafted(content, 4, seed=2)
    for _ in range(9):
        everyone_keeps_first(state)
    view = state.view(2)
    mine = set(state.players[2].hand)
    for seed in range(5):
        world = view.determinize(Rng(seed))
        others = [c for p in (0, 1, 3) for c in world.players[p].hand + world.draft.packets[p]]  # type: ignore[union-attr]
        assert not mine & set(others)
        assert len(others) == len(set(others))
        assert world.view(2).to_position() == view.to_position()


def test_the_draft_reads_back_from_its_position_text(content: AgricolaContent) -> None:
    state = drafted(content, 3)
    for _ in range(2):
        everyone_keeps_first(state)
    state.apply(state.legal_moves_for(1)[0])
    for shown in (state, state.view(1)):
        text = shown.to_position()
        assert read_position(content, text).to_position() == text


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_drafted_games_keep_every_card_in_one_place(content: AgricolaContent, players: int) -> None:
    state = drafted(content, players, seed=100 + players)
    rng = Rng(players)
    while not state.is_over:
        decision = state.decision()
        assert decision is not None
        moves = [m for p in decision.players for m in state.legal_moves_for(p)]
        state.apply(rng.choice(moves))
        places = [c for f in state.players for c in f.hand + f.played]
        if state.draft is not None and state.draft.active:
            places += [c for packet in state.draft.packets for c in packet]
        assert len(places) == len(set(places))
    assert state.outcome() is not None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_guessed_world_is_a_draft_that_could_have_happened(content: AgricolaContent, players: int) -> None:
    """In every world drawn from a view, each hand a player was passed is the hand the player
    before them held less the card that player kept, and what the viewer saw is unchanged."""
    state = drafted(content, players, seed=30 + players)
    rng = Rng(players)
    for _ in range(9 * players):  # into the minor improvements' draft
        decision = state.decision()
        assert decision is not None
        player = rng.choice(list(decision.pending))
        state.apply(rng.choice([m for m in state.legal_moves_for(player) if isinstance(m, DraftPick)]))
    hand = content.tables().numbers.hand
    for viewer in range(players):
        view = state.view(viewer)
        for seed in range(3):
            world = view.determinize(Rng(seed))
            draft = world.draft
            assert draft is not None and draft.viewer is None
            assert draft.seen[viewer] == state.draft.seen[viewer]  # type: ignore[union-attr]
            for seat in range(players):
                assert len(draft.kept[seat]) == len(state.draft.kept[seat])  # type: ignore[union-attr]
                for t, kept in enumerate(draft.kept[seat]):
                    assert kept in draft.seen[seat][t]
                    if (t + 1) % hand:
                        after = sorted(c for c in draft.seen[seat][t] if c != kept)
                        assert sorted(draft.seen[(seat + 1) % players][t + 1]) == after
