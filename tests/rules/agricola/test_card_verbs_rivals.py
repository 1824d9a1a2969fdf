"""An end-of-game card effect whose points for a farm move with the other farms says so
(``reads_rivals``, "the most of a thing"): the hard bot's judgement remembers a farm by that
farm alone, and judges afresh a farm holding such a card (``tests/bots/test_value_memo.py``).
A new verb that read the rivals without the mark would be remembered wrongly; this finds it."""

from __future__ import annotations

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.card_hooks import END, GAME
from game.rules.core import GameConfig, Rng
from game.rules.effects import verbs_of

PLAYERS = 3
GAMES = 12


def finished_game(content: AgricolaContent, seed: int) -> AgricolaState:
    """A full game for three played to its end by random moves."""
    state = new_game(content, GameConfig(PLAYERS, frozenset()), seed)
    rng = Rng(seed)
    while not state.is_over:
        state.apply_unchecked(rng.choice(state.legal_moves()))  # one of the legal moves
    return state


def with_rivals_of(state: AgricolaState, other: AgricolaState) -> AgricolaState:
    """``state`` with the first player's farm kept and the other two farms taken from ``other``."""
    swapped = state.clone()
    for seat in range(1, PLAYERS):
        swapped.players[seat] = other.players[seat].copy()
    return swapped


def test_an_end_of_game_verb_whose_points_move_with_the_rivals_farms_is_marked_reads_rivals(
        content: AgricolaContent) -> None:
    games = [finished_game(content, 4400 + seed) for seed in range(GAMES)]
    moved: set[str] = set()
    tried: set[str] = set()
    for here, elsewhere in zip(games, games[1:] + games[:1], strict=True):
        swapped = with_rivals_of(here, elsewhere)
        for card in here.tables.cards:
            for effect in card.effects:
                if effect.hook != END.name:
                    continue
                tried.add(effect.verb)
                if effect.function(here, 0, effect.params) != effect.function(swapped, 0, effect.params):
                    moved.add(effect.verb)
    ends = {verb.name for verb in verbs_of(GAME) if verb.hook == END.name}
    marked = {verb.name for verb in verbs_of(GAME) if verb.hook == END.name and verb.reads_rivals}
    assert tried == ends, "every end-of-game verb is on some card of the decks"
    assert moved == marked
