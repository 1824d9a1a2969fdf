"""The command line's grammar (DESIGN.md, "Command line") and the checks on its words.

A mistake the user can fix (an unknown option, a bad seat, a size like ``big``) raises
:class:`UsageError`; ``main`` prints it as one ``tablero: error: ...`` line and exits 2.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Mapping
from typing import NoReturn

from game.match_setup import BOT_LEVELS, UNNAMED, Seat
from game.untrusted import clean_text, quoted

NAME_LIMIT = 40
"""A name given on the command line is cut to this many characters (as in a save)."""

LANGUAGES = ("en", "es", "fr")
SHOT_SCENES = ("title", "newgame", "settings", "table", "results", "replay", "harvest", "rules")
_SIZE = re.compile(r"^([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$")
MAX_SIDE = 8192


class UsageError(Exception):
    """A command line that cannot be run; the message is one line for the user."""


class TableroParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` that raises :class:`UsageError` instead of printing usage."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def seat_list(text: str, ladder_only: Mapping[str, str] | None = None) -> list[Seat]:
    """``human,bot:hard`` → seats.  ``human:Ana`` names a person; bots are named by level.

    ``ladder_only`` (``simulate``'s: :data:`game.bots.base.LADDER_ONLY`) also accepts those
    levels, each seated as the table level it stands for and named by its own (``Bot 2
    (reference)``).  ``play`` and the new-game screen never accept them."""
    seats = []
    words = [w.strip() for w in text.split(",")]
    if not all(words):
        raise UsageError(f"--seats {quoted(text)} has an empty seat (write e.g. human,bot:hard)")
    humans = 0
    for index, word in enumerate(words, start=1):
        kind, _, rest = word.partition(":")
        if kind == "human":
            humans += 1
            seats.append(Seat("human", clean_text(rest, NAME_LIMIT).strip() or UNNAMED.format(number=index)))
        elif kind == "bot" and rest in BOT_LEVELS:
            seats.append(Seat("bot", f"Bot {index} ({rest})", level=rest))
        elif kind == "bot" and ladder_only and rest in ladder_only:
            seats.append(Seat("bot", f"Bot {index} ({rest})", level=ladder_only[rest]))
        else:
            levels = ", ".join(f"bot:{level}" for level in (*BOT_LEVELS, *(ladder_only or ())))
            raise UsageError(f"unknown seat {quoted(word)} (seats: human, human:Name, {levels})")
    return seats


def seat_text(seat: Seat) -> str:
    """The command-line spelling of a seat (``human`` or ``bot:hard``)."""
    return f"bot:{seat.level}" if seat.is_bot else "human"


def window_size(text: str) -> tuple[int, int]:
    """``1366x768`` → ``(1366, 768)``; anything else is a :class:`UsageError`."""
    match = _SIZE.match(text.strip())
    if not match:
        raise UsageError(f"--size {quoted(text, 24)} is not WIDTHxHEIGHT (e.g. 1366x768)")
    width, height = int(match.group(1)), int(match.group(2))
    if width > MAX_SIDE or height > MAX_SIDE:
        raise UsageError(f"--size {quoted(text, 24)} is larger than {MAX_SIDE} pixels on a side")
    return width, height


def variant_set(values: list[str] | None) -> frozenset[str]:
    """Every ``--variant`` given, each possibly a comma-separated list."""
    return frozenset(v.strip() for value in values or [] for v in value.split(",") if v.strip())


def _non_negative(text: str) -> int:
    try:
        if len(text) > DIGITS_READ:  # Python refuses to read more than 4,300 digits anyway
            raise ValueError(text)
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{quoted(text, 24)} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{quoted(text, 24)} is negative")
    return value


def _positive(text: str) -> int:
    value = _non_negative(text)
    if value == 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _at_most(limit: int, parse: Callable[[str], int]) -> Callable[[str], int]:
    """``parse``, refusing a number above ``limit``."""

    def checked(text: str) -> int:
        value = parse(text)
        if value > limit:
            raise argparse.ArgumentTypeError(f"{quoted(text, 24)} is more than {limit}")
        return value

    return checked


DIGITS_READ = 30
"""A number on the command line longer than this is refused unread."""
MAX_SEED = 2**63 - 1
"""Seeds above this cannot be saved (a save's seed is a 64-bit number)."""
MAX_JOBS = 64
"""More worker processes than any computer of ours has cores."""


def build_parser(version: str) -> TableroParser:
    """The parser of ``python -m game``; subcommands are in ``args.command`` (``None``: window)."""
    parser = TableroParser(
        prog="tablero",
        description=f"{_names_in_words()} against bots or hotseat.",
    )
    parser.add_argument("--version", action="version", version=f"tablero {version}")
    parser.add_argument("--lang", dest="window_lang", choices=LANGUAGES, help="interface language")
    commands = parser.add_subparsers(dest="command", parser_class=TableroParser, metavar="COMMAND")

    play = commands.add_parser("play", help="start a match in the window")
    _game_options(play)
    play.add_argument("--lang", choices=LANGUAGES, help="interface language")

    simulate = commands.add_parser("simulate", help="play bots against each other, headless")
    _game_options(simulate)
    simulate.add_argument("--games", type=_positive, default=10, help="how many games")
    simulate.add_argument("--json", action="store_true", help="print one JSON object")
    simulate.add_argument("--save-dir", help="write each finished game's save here")
    simulate.add_argument("--jobs", type=_at_most(MAX_JOBS, _positive), default=1, help="worker processes")

    replay = commands.add_parser("replay", help="re-play a save headless and verify every move")
    replay.add_argument("file", help="the save file")
    replay.add_argument("--json", action="store_true", help="print one JSON object")

    validate = commands.add_parser("validate", help="check the content files")
    validate.add_argument("--content", help="content folder (default: the shipped one)")
    validate.add_argument("--sprites", help="sprites folder (default: the shipped one)")

    shot = commands.add_parser("shot", help="draw one screen into a PNG, headless")
    shot.add_argument("--game", help=f"{', '.join(game_choices())} (not needed for the title, new-game or settings screen)")
    shot.add_argument("--seed", type=_at_most(MAX_SEED, _non_negative), default=0, help="match seed")
    shot.add_argument("--moves", type=_non_negative, default=0, help="moves played before the shot")
    shot.add_argument("--out", required=True, help="PNG file to write")
    shot.add_argument("--size", default="1366x768", help="WIDTHxHEIGHT")
    shot.add_argument("--lang", choices=LANGUAGES, default="en", help="interface language")
    shot.add_argument("--scene", choices=SHOT_SCENES, help="screen to draw (default: the table with --game, else the title)")
    shot.add_argument("--players", type=_non_negative, help="players at the table (default: 2, or the game's fewest)")
    shot.add_argument("--variant", action="append", metavar="V", help="variant flag (repeatable)")
    return parser


def game_choices() -> list[str]:
    """The ids ``--game`` accepts: every registered game (``game/games/``), in title order."""
    from game.games import GAMES

    return [spec.id for spec in GAMES]


def _names_in_words() -> str:
    from game.games import GAMES

    names = [spec.name for spec in GAMES]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _game_options(command: argparse.ArgumentParser) -> None:
    command.add_argument("--game", required=True, help=", ".join(game_choices()))
    command.add_argument("--seats", required=True, help="e.g. human,bot:hard")
    command.add_argument("--seed", type=_at_most(MAX_SEED, _non_negative), help="match seed (default: random for play, 0 for simulate)")
    command.add_argument("--variant", action="append", metavar="V", help="variant flag (repeatable)")
