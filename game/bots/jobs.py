"""A bot and the view it thinks about, pickled for the bots' worker process.

A view shares its game's content with every position of the game (``State.clone`` "shares only
immutable content"), and that content may hold functions that cannot be pickled (effects built
from the content files).  So a job is pickled with every object the view shares with a fresh
deal of the same game and shipped content replaced by the name of its slot, and the worker
takes those objects from its own fresh deal.  A job that cannot be pickled this way (a made-up
game in a test, a bot holding a lambda) gives ``None``: the bot thinks in a thread instead.
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Iterator
from typing import Any

from game.bots.base import Bot
from game.rules.core import GameConfig, State


def job_payload(bot: Bot, view: State) -> bytes | None:
    """``bot`` and ``view`` pickled for the worker, the game's content left out; ``None`` when
    they cannot be pickled."""
    buffer = io.BytesIO()
    pickler = _JobPickler(buffer, _shared_content(view))
    try:
        pickler.dump((bot, view))
    except Exception:  # noqa: BLE001 - whatever cannot be sent thinks in a thread
        return None
    return buffer.getvalue()


def load_job(payload: bytes) -> tuple[Bot, State]:
    """The bot and the view of a :func:`job_payload`, the content taken from this process's
    own fresh deal of the game."""
    bot, view = _JobUnpickler(io.BytesIO(payload)).load()
    return bot, view


class _JobPickler(pickle.Pickler):
    def __init__(self, file: io.BytesIO, shared: dict[int, tuple[str, int, frozenset[str], str]]) -> None:
        super().__init__(file, pickle.HIGHEST_PROTOCOL)
        self._shared = shared

    def persistent_id(self, obj: Any) -> Any:
        return self._shared.get(id(obj)) if self._shared else None


class _JobUnpickler(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Any:
        game_id, players, variants, slot = pid
        return getattr(_fresh_deal(game_id, GameConfig(players, variants)), slot)


def _shared_content(view: State) -> dict[int, tuple[str, int, frozenset[str], str]]:
    """The objects ``view`` shares with a fresh deal of its game (its content), by id, each
    named by the game, the configuration and the slot holding it."""
    config = view.config
    try:
        fresh = _fresh_deal(view.game_id, config)
    except Exception:  # noqa: BLE001 - a game the worker cannot deal: nothing is left out
        return {}
    shared = {}
    for slot in _slots(view):
        value = getattr(view, slot, None)
        if value is None or isinstance(value, int | float | str | bool):
            continue
        if getattr(fresh, slot, None) is value:
            shared[id(value)] = (view.game_id, config.players, config.variants, slot)
    return shared


_deals: dict[tuple[str, GameConfig], State] = {}


def _fresh_deal(game_id: str, config: GameConfig) -> State:
    """A new game of ``game_id`` with the shipped content (made once per process)."""
    key = (game_id, config)
    found = _deals.get(key)
    if found is None:
        from game.games import get_rules, load_game_content

        found = get_rules(game_id).new_game(load_game_content(game_id), config, 0)
        _deals[key] = found
    return found


def _slots(state: State) -> Iterator[str]:
    for cls in type(state).__mro__:
        names = getattr(cls, "__slots__", ())
        yield from (names,) if isinstance(names, str) else names
