"""Helpers that arrange Porto positions for tests, keeping every supply consistent."""

from __future__ import annotations

from game.content.porto import PortoContent
from game.rules.core import GameConfig, Rng, play_random_game
from game.rules.porto import PortoState, new_game
from game.rules.porto.legal import PLAY
from game.rules.porto.tables import PUBLIC_KINDS, PublicRule


def playing(content: PortoContent, players: int = 4, seed: int = 7) -> PortoState:
    """A novice game at its first turn, with empty hands."""
    return new_game(content, GameConfig(players, frozenset({"novice"})), seed)


def arrange(
    state: PortoState,
    houses: dict[int, str] | None = None,
    hand: str = "",
    display: str | None = None,
    row: list[str] | None = None,
    roof_tokens: dict[int, int] | None = None,
) -> PortoState:
    """Set houses (number -> ``"b2"``: colour letter and tiles), the hand of the player to
    move (``"r3 b1"``), the display and the public row; supplies are recomputed and cards are
    taken from the deck so that every card still exists exactly once."""
    t = state.tables
    letters = {letter: i for i, letter in enumerate(t.colour_letters)}
    for number, text in (houses or {}).items():
        h = number - 1
        state.house_colour[h] = letters[text[0]]
        state.house_tiles[h] = int(text[1:])
        state.ground_token[h] = 0
    for number, value in (roof_tokens or {}).items():
        state.roof_token[number - 1] = value
    state.ground_left = [t.ground_tiles] * t.colours
    state.floors_left = [t.floor_tiles] * t.colours
    state.completed = 0
    for h in state.layout.in_play:
        if state.house_tiles[h]:
            c = state.house_colour[h]
            state.ground_left[c] -= 1
            state.floors_left[c] -= state.house_tiles[h] - 1
            state.completed += state.house_tiles[h] == t.heights[h]
    state.roofs_left = t.roof_tiles - state.completed
    pool = state.deck + [k for k in state.display if k >= 0]
    for p in range(state.num_players):
        for k, n in enumerate(state.hands[p]):
            pool += [k] * n
        state.hands[p] = [0] * t.kinds
        state.hand_sizes[p] = 0
    wanted_display = display.split() if display is not None else None
    for code in hand.split() + (wanted_display or []):
        pool.remove(t.kind_by_code[code])
    for code in hand.split():
        state.hands[state.current][t.kind_by_code[code]] += 1
        state.hand_sizes[state.current] += 1
    if wanted_display is not None:
        state.display = [t.kind_by_code[c] for c in wanted_display]
    else:
        state.display = [pool.pop(0) for _ in range(t.display_size)]
    state.deck = pool
    if row is not None:
        chosen = [t.public_by_id[i] for i in row]
        rest = [i for i in range(len(t.public)) if i not in chosen]
        state.public_row = chosen
        state.public_deck = rest
    state.phase = PLAY
    return state


def public_contract(state: PortoState, kind: str, colours: tuple[str, ...], floors: int = 0) -> PublicRule:
    """The first public contract of ``kind`` for ``colours`` (and ``floors``) in the content."""
    t = state.tables
    wanted = tuple(t.colour_ids.index(c) for c in colours)
    for rule in t.public:
        if PUBLIC_KINDS[rule.kind] == kind and set(rule.colours) == set(wanted) and rule.floors == floors:
            return rule
    raise LookupError(kind)


def finished_game(content: PortoContent, players: int, seed: int, novice: bool = False) -> PortoState:
    """A game played to its end by random moves from ``seed``."""
    flags = frozenset({"novice"}) if novice else frozenset()
    state = new_game(content, GameConfig(players, flags), seed)
    play_random_game(state, Rng(seed * 31 + 1))
    return state
