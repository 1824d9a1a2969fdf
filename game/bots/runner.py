"""Let a bot think without freezing the window.

The table starts a :class:`BotRunner` with the bot's view, keeps drawing frames, reads
:attr:`BotRunner.progress` to show how far the bot has got, and picks up the move with
:meth:`BotRunner.poll` once it is ready.  :meth:`BotRunner.cancel` (leaving the table, undo)
asks the bot to stop; it then answers with its best move so far, which the table may ignore.
"""

from __future__ import annotations

import threading

from game.bots.base import Bot, Progress
from game.rules.core import Move, State


class BotRunner:
    """Runs ``bot.choose(view)`` in a background thread.

    A runner is used once: :meth:`start` it, then :meth:`poll` until it returns a move (or
    :meth:`wait`).  A failure inside the bot is raised again by :meth:`poll` or :meth:`wait`.
    """

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._progress = Progress(0.0, "")
        self._move: Move | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None

    def start(self, view: State) -> None:
        """Begin thinking about ``view``; returns at once."""
        if self._thread is not None:
            raise RuntimeError("a BotRunner thinks about one position only; make a new one")
        self._thread = threading.Thread(
            target=self._think, args=(view,), name=f"bot-{self.bot.level}", daemon=True
        )
        self._thread.start()

    def _think(self, view: State) -> None:
        try:
            move = self.bot.choose(view, cancel=self._cancel, report=self._report)
        except BaseException as exc:  # handed to the UI thread by poll()/wait()
            with self._lock:
                self._error = exc
            return
        with self._lock:
            self._move = move
            self._progress = Progress(1.0, self._progress.note)

    def _report(self, progress: Progress) -> None:
        with self._lock:
            self._progress = Progress(min(1.0, max(0.0, progress.fraction)), progress.note)

    @property
    def progress(self) -> Progress:
        """The latest progress the bot reported (a copy, safe to read from the UI thread)."""
        with self._lock:
            return Progress(self._progress.fraction, self._progress.note)

    @property
    def done(self) -> bool:
        """Whether the bot has answered (or failed)."""
        return self._thread is not None and not self._thread.is_alive()

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called."""
        return self._cancel.is_set()

    def cancel(self) -> None:
        """Ask the bot to stop thinking soon; it answers with its best move so far."""
        self._cancel.set()

    def poll(self) -> Move | None:
        """The chosen move once ready, else ``None``; re-raises the bot's error if it failed."""
        if not self.done:
            return None
        with self._lock:
            if self._error is not None:
                raise self._error
            return self._move

    def wait(self, timeout: float | None = None) -> Move | None:
        """Block until the bot answers (or ``timeout`` seconds pass) and return :meth:`poll`."""
        if self._thread is None:
            raise RuntimeError("the runner was not started")
        self._thread.join(timeout)
        return self.poll()
