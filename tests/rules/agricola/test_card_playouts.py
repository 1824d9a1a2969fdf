"""Random full games with cards for 1 to 5 players: every card play pays exactly its cost and
gives exactly what its events say, the hands keep 7 occupations and 7 minor improvements less
those played (traveling ones move on to the next hand), and each player's view shows only how
many cards the others hold."""

from __future__ import annotations

from collections import Counter

import pytest

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, card_instead, cards, new_game
from game.rules.agricola.moves import PlayCard
from game.rules.agricola.tables import ANIMALS, Part
from game.rules.core import Event, GameConfig, Rng


def holdings(state: AgricolaState, player: int) -> Counter[str]:
    farmer = state.players[player]
    return Counter({**farmer.goods, **dict(zip(ANIMALS, farmer.animals, strict=True))})


def check_hands(state: AgricolaState, left_game: int) -> None:
    """Occupations never move: 7 a player between hand and play; minors: 7 a player in all
    (less the traveling ones a solo game puts away)."""
    players = state.num_players
    for farmer in state.players:
        kinds = Counter(state.tables.card(card).kind for card in farmer.hand + farmer.played)
        assert kinds["occupation"] == 7
    minors = sum(1 for farmer in state.players for card in farmer.hand + farmer.played if card.startswith("m_"))
    assert minors + left_game == 7 * players
    every = [card for farmer in state.players for card in farmer.hand + farmer.played]
    assert len(every) == len(set(every)), "no card is in two places"


def check_views(state: AgricolaState) -> None:
    for viewer in range(state.num_players):
        view = state.view(viewer)
        for seat, farmer in enumerate(view.players):
            if seat == viewer:
                assert farmer.hand == state.players[seat].hand
            else:
                assert all(not cards.real(card) for card in farmer.hand)
                assert len(farmer.hand) == len(state.players[seat].hand)
            assert farmer.played == state.players[seat].played


def gained(events: list[Event], player: int) -> Counter[str]:
    """What the events say the player got from cards' effects at once, and the goods they
    turned into food to pay (rulebook: grain and vegetables are food at any time)."""
    total: Counter[str] = Counter()
    for event in events:
        if event.kind == "card_goods" and event.player == player:
            for name, amount in event.args["goods"]:
                total[name] += amount
        if event.kind == "cooked" and event.player == player:
            total[str(event.args["good"])] -= 1
            total["food"] += int(event.args["food"])
    return total


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_full_games_pay_for_every_card_and_keep_the_hands_whole(content: AgricolaContent, players: int) -> None:
    played = 0
    for seed in range(2):
        state = new_game(content, GameConfig(players, frozenset()), seed)
        rng = Rng(seed + 700)
        left_game = 0
        while not state.is_over:
            move = rng.choice(state.legal_moves())
            mover = state.current_player
            assert mover is not None
            if isinstance(move, PlayCard):
                farmer = state.players[mover]
                assert state.progress is not None
                part: Part = card_instead.part_of(state, state.progress)  # a card's own part, too
                cost = cards.card_cost(state, farmer, state.tables.card(move.card), part)
                before = holdings(state, mover)
                events = state.apply(move)
                after = holdings(state, mover)
                expected = Counter(before)
                expected.subtract(dict(cost))
                expected.update(gained(events, mover))
                if not any(event.kind in ("harvested", "round_card") for event in events):
                    # (the last person's card: the round or the harvest goes on in the same move)
                    assert +after == +expected, (move, cost)
                if players == 1 and state.tables.card(move.card).travels:
                    left_game += 1
                played += 1
            else:
                state.apply(move)
            check_hands(state, left_game)
        check_views(state)
        assert state.outcome() is not None
    assert played > 0, "random games play cards"
