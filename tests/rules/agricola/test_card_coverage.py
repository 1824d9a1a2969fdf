"""Every occupation and minor improvement of the decks is played at least 50 times in random
full games (issue 17, "Tests"): players who take the card spaces and play a card whenever they
can, at 4 and 5 players so that all three decks are dealt, no good ever below zero, and every
card in exactly one place.  The hands are stacked with the cards played least so far (and of
the cards a player can play, one played least so far is chosen), and
every other game starts from grown farms (three rooms, three fields, building goods), so that
the cards asking for rooms or fields are played as often as the others."""

from __future__ import annotations

from collections import Counter

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.farmyard import bit
from game.rules.agricola.moves import Go, PlayCard
from game.rules.core import GameConfig, Move, Rng

PLAYS = 50
MOST_GAMES = 1500
CARD_PARTS = frozenset({"occupation", "minor", "major"})


def card_spaces(state: AgricolaState) -> frozenset[str]:
    """The spaces with a part that plays a card."""
    return frozenset(space.id for space in state.spaces if any(part.verb in CARD_PARTS for part in space.parts))


def eager_move(state: AgricolaState, rng: Rng, spaces: frozenset[str], played: Counter[str]) -> Move:
    """A random move that plays a card nine times in ten when it can (one of those played
    least so far), and goes to a card space half of the time when one is free."""
    legal = state.legal_moves()
    plays = [m for m in legal if isinstance(m, PlayCard)]
    if plays and rng.random() < 0.9:
        least = min(played[m.card] for m in plays)
        return rng.choice([m for m in plays if played[m.card] == least])
    towards = [m for m in legal if isinstance(m, Go) and m.space in spaces]
    if towards and rng.random() < 0.5:
        return rng.choice(towards)
    return rng.choice(legal)


GROWN_GOODS = {"wood": 6, "clay": 4, "reed": 2, "stone": 4, "grain": 2, "food": 6}


def grow_farms(state: AgricolaState) -> None:
    """Give every player a third room (column 0), three fields in the top row and goods."""
    for farmer in state.players:
        farmer.farm.rooms |= bit(0)
        farmer.farm.fields |= bit(2) | bit(3) | bit(4)
        for good, amount in GROWN_GOODS.items():
            farmer.goods[good] += amount


def stack_hands(state: AgricolaState, played: Counter[str], rng: Rng) -> None:
    """Deal each player the cards of the player count played least so far (7 of each kind)."""
    size = state.tables.numbers.hand
    for kind in ("occupation", "minor"):
        deck = [card.id for card in state.tables.deck(kind, state.num_players)]
        rng.shuffle(deck)
        deck.sort(key=lambda card: played[card])
        for seat, farmer in enumerate(state.players):
            farmer.hand = [c for c in farmer.hand if state.tables.card(c).kind != kind]
            farmer.hand += deck[seat * size:(seat + 1) * size]


def check_whole(state: AgricolaState) -> None:
    every = [card for farmer in state.players for card in farmer.hand + farmer.played]
    assert len(every) == len(set(every)), "no card is in two places"
    for farmer in state.players:
        assert all(amount >= 0 for amount in farmer.goods.values())
        assert all(count >= 0 for count in farmer.animals)


def test_every_card_is_played_at_least_fifty_times_in_random_games(content: AgricolaContent) -> None:
    decks = {card.id for card in content.tables().cards}
    assert len(decks) >= 100
    played: Counter[str] = Counter()
    games = 0
    while games < MOST_GAMES:
        players = 4 + games % 2
        state = new_game(content, GameConfig(players, frozenset()), 9000 + games)
        rng = Rng(games)
        stack_hands(state, played, rng)
        if games % 2:
            grow_farms(state)
        spaces = card_spaces(state)
        while not state.is_over:
            move = eager_move(state, rng, spaces, played)
            if isinstance(move, PlayCard):
                played[move.card] += 1
            state.apply_unchecked(move)  # one of the legal moves
        check_whole(state)
        games += 1
        if all(played[card] >= PLAYS for card in decks):
            break
    short = {card: played[card] for card in sorted(decks) if played[card] < PLAYS}
    assert short == {}, f"after {games} games"
