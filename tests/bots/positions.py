"""Positions to test bots on: the Sums test game and every game whose rules exist."""

from __future__ import annotations

from typing import Any

from bots.sums_game import new_sums

from game.games import available_games, get_rules
from game.rules.core import GameConfig, Rng, State


def advance(state: State, moves: int, seed: int) -> State:
    """``state`` after up to ``moves`` random legal moves (fewer if the game ends)."""
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def new_real_game(game_id: str, seed: int, players: int = 2) -> State:
    """A new two-player game of ``game_id`` with the shipped content."""
    from game.games import load_game_content

    rules: Any = get_rules(game_id)
    return rules.new_game(load_game_content(game_id), GameConfig(players), seed)


def sample_positions() -> list[tuple[str, State]]:
    """A few positions (start, early, middle) of Sums and of every available game, each with
    a decision to make."""
    found: list[tuple[str, State]] = []
    makers: list[tuple[str, Any]] = [("sums", new_sums)]
    makers += [(g, lambda seed, g=g: new_real_game(g, seed)) for g in available_games()]
    for name, make in makers:
        for seed, depth in ((1, 0), (2, 7), (3, 30)):
            state = advance(make(seed), depth, seed)
            if not state.is_over:
                found.append((f"{name}-{depth}", state))
    return found


def quick_bot(game_id: str, level: str, seed: int, hard_iterations: int) -> Any:
    """A bot of ``level`` for ``game_id`` that thinks briefly and without any clock (the hard
    one for ``hard_iterations`` playouts)."""
    from game.bots.ladder import make, make_bot
    from game.games import bot_kit

    kit = bot_kit(game_id)
    if level == "random":
        return make_bot(level, seed, kit)
    if level == "hard":
        return make("hard", seed, kit, iterations=hard_iterations, plan_time=None, ceiling=None)
    return make(level, seed, kit, time_limit=None)
