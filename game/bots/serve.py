"""A bot answering over a pipe: ``python -m game.bots.serve``.

The ladder plays against a *frozen* copy of the program (an older commit's ``game/`` package
unpacked into a cache folder, :mod:`game.bots.reference`) by starting this module from that
copy and talking to it in JSON lines, so the frozen bot runs its own code, content and
settings whatever has changed since.

The server first writes one line ``{"protocol": 1, "levels": [...]}``.  Then, for each request
line ::

    {"game": "porto", "players": 2, "variants": [], "player": 0,
     "view": "<the player's view as position text>", "seed": 17, "level": "hard"}

it writes one answer line: ``{"move": "<the move's text>", "cpu_ms": 12.5, "playouts": 800,
"ceiling": false}``, or ``{"error": "<one line>"}`` when the request cannot be answered (the
position does not read, the player has no decision).  A bot here reads only the view it is
sent: the request never holds the full state.  An empty line or the end of the input stops
the server.
"""

from __future__ import annotations

import io
import json
import os
import sys
import time
from typing import IO, Any

PROTOCOL = 1
"""Raised when a request or an answer changes meaning; the client refuses another number."""


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """The answer to one request (see the module's text); ``{"error": ...}`` for a request
    that cannot be answered."""
    from game.bots.base import LEVELS
    from game.bots.ladder import make_bot
    from game.games import bot_kit, get_rules, load_game_content
    from game.rules.core import GameConfig

    try:
        game_id = str(request["game"])
        config = GameConfig(int(request["players"]), frozenset(str(v) for v in request.get("variants", ())))
        player = int(request["player"])
        text = str(request["view"])
        seed = int(request.get("seed", 0))
        level = str(request.get("level", "hard"))
    except (KeyError, TypeError, ValueError) as error:
        return {"error": f"a request needs game, players, player, view and seed: {error!r}"}
    if level not in LEVELS or level == "random":
        return {"error": f"no bot level {level!r} here (levels: {', '.join(LEVELS[1:])})"}
    try:
        rules = get_rules(game_id)
        position = rules.from_position(load_game_content(game_id), text)
    except Exception as error:  # noqa: BLE001 - any failure to read is this request's error
        return {"error": f"the {game_id} position does not read here: {_line(error)}"}
    if position.config != config:
        return {"error": f"the position is a game of {position.config}, not {config}"}
    # a view of a view is that view; a position text that does not name its viewer gets it here
    view = position.view(player)
    bot = make_bot(level, seed, bot_kit(game_id))
    started = time.process_time()
    try:
        move = bot.choose(view)
    except Exception as error:  # noqa: BLE001
        return {"error": f"the {level} bot failed: {_line(error)}"}
    return {
        "move": str(move),
        "cpu_ms": round((time.process_time() - started) * 1000.0, 3),
        "playouts": int(getattr(bot, "last_iterations", 0) or 0),
        "ceiling": bool(getattr(bot, "hit_ceiling", False)),
    }


def serve(requests: IO[str], answers: IO[str]) -> None:
    """Answer every request line of ``requests`` on ``answers`` until an empty line or the end."""
    from game.bots.base import LEVELS

    _write(answers, {"protocol": PROTOCOL, "levels": [lv for lv in LEVELS if lv != "random"]})
    for line in requests:
        if not line.strip():
            return
        try:
            request = json.loads(line)
        except json.JSONDecodeError as error:
            _write(answers, {"error": f"a request is one JSON object a line: {error}"})
            continue
        if not isinstance(request, dict):
            _write(answers, {"error": "a request is one JSON object a line"})
            continue
        _write(answers, answer(request))


def _write(answers: IO[str], message: dict[str, Any]) -> None:
    answers.write(json.dumps(message) + "\n")
    answers.flush()


def _line(error: BaseException) -> str:
    return " ".join(str(error).split())[:300] or type(error).__name__


def main() -> int:
    """Serve on standard input and output; whatever the bots print goes to standard error, so
    the answers stay one JSON object a line."""
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
    sys.stdout.flush()
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    requests = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8")
    try:
        serve(requests, answers)
    except (BrokenPipeError, KeyboardInterrupt):
        return 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
