"""The command line (DESIGN.md, "Command line"): ``python -m game [COMMAND] ...``.

``main(argv)`` parses, runs the command and returns the exit status.  Every mistake a user can
make (a bad argument, an unknown game or seat, an unreadable save, invalid content) ends as a
single ``tablero: error: ...`` line on standard error and status 2, never a traceback.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from game.cli.parser import UsageError, build_parser
from game.cli.report import error_line
from game.cli.version import app_version

USER_ERROR = 2
INTERNAL_FAULT = 70
"""A bug stopped the program (the BSD ``EX_SOFTWARE``); the log in the data folder says which."""
INTERRUPTED = 130


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); return the exit status."""
    from game.faults import Fault
    from game.saves import SaveError

    try:
        try:
            args = build_parser(app_version()).parse_args(argv)
        except SystemExit as done:  # --help and --version have printed what was asked
            return int(done.code or 0)
        from game.cli.commands import COMMANDS

        return COMMANDS[args.command](args)
    except Fault as exc:  # a bug, logged: said as such, not as the user's mistake
        error_line(str(exc))
        return INTERNAL_FAULT
    except (UsageError, SaveError, ValueError) as exc:
        error_line(str(exc))
    except BrokenPipeError:
        # The reader of our output went away (``| head``): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        error_line(f"{where}{exc.strerror or exc}")
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return INTERRUPTED
    except Exception as exc:
        if not _report_content_error(exc):
            raise
    return USER_ERROR


def _report_content_error(exc: Exception) -> bool:
    """Print a content error as one line; ``False`` for any other exception.  The content
    classes are imported only here, so starting the window does not load pydantic."""
    from game.content.base import ContentError, ContentErrors

    if isinstance(exc, ContentErrors):
        first = exc.errors[0].text() if exc.errors else "content is invalid"
        more = len(exc.errors) - 1
        hint = f" (and {more} more; run: python -m game validate)" if more > 0 else ""
        error_line(f"invalid content: {first}{hint}")
        return True
    if isinstance(exc, ContentError):
        error_line(f"invalid content: {exc.text()}")
        return True
    return False
