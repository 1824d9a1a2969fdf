"""Let a bot think without freezing the window.

The table starts a :class:`BotRunner` with the bot's view, keeps drawing frames, reads
:attr:`BotRunner.progress` to show how far the bot has got, and picks up the move with
:meth:`BotRunner.poll` once it is ready.  :meth:`BotRunner.cancel` (leaving the table, undo)
asks the bot to stop; it then answers with its best move so far, which the table may ignore.

A bot whose thinking is long (:attr:`Bot.thinks_long`, the hard bot) thinks in the worker
process of :mod:`game.bots.worker`, so it does not share the window's interpreter and the
window keeps its frame rate; the quick bots, and any bot when no process can be started or the
job cannot be sent to one, think in a background thread.

Once the bot has answered, :attr:`BotRunner.ranking` also holds its ranking of its best moves
(the move first, with the margins it expects: :class:`~game.bots.base.Suggestion`), brought
back from the worker process or read from the bot in the thread; the table's hint shows it.
"""

from __future__ import annotations

import threading

from game.bots.base import Bot, Progress, Suggestion
from game.bots.jobs import job_payload
from game.bots.worker import ThinkingProcess, shared_worker
from game.rules.core import Move, State


class BotRunner:
    """Runs ``bot.choose(view)`` in the worker process or a background thread.

    A runner is used once: :meth:`start` it, then :meth:`poll` until it returns a move (or
    :meth:`wait`).  A failure inside the bot is raised again by :meth:`poll` or :meth:`wait`.
    ``use_process`` (default: the bot's :attr:`~Bot.thinks_long`) says whether to try the
    worker process first.
    """

    def __init__(self, bot: Bot, use_process: bool | None = None) -> None:
        self.bot = bot
        self.use_process = bot.thinks_long if use_process is None else use_process
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._progress = Progress(0.0, "")
        self._move: Move | None = None
        self._ranking: list[Suggestion] = []
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self._view: State | None = None
        self._worker: ThinkingProcess | None = None
        self._job = 0
        self._answered = False

    @property
    def in_process(self) -> bool:
        """Whether the bot is thinking (or thought) in the worker process."""
        return self._worker is not None

    def start(self, view: State) -> None:
        """Begin thinking about ``view``; returns at once."""
        if self._view is not None:
            raise RuntimeError("a BotRunner thinks about one position only; make a new one")
        self._view = view
        if self.use_process:
            worker = shared_worker()
            payload = job_payload(self.bot, view) if worker is not None else None
            if worker is not None and payload is not None:
                self._worker = worker
                self._job = worker.submit(payload)
                return
        self._start_thread(view)

    def _start_thread(self, view: State) -> None:
        self._worker = None
        self._thread = threading.Thread(
            target=self._think, args=(view,), name=f"bot-{self.bot.level}", daemon=True
        )
        self._thread.start()

    def _think(self, view: State) -> None:
        try:
            move = self.bot.choose(view, cancel=self._cancel, report=self._report)
        except BaseException as exc:  # handed to the UI thread by poll()/wait()
            self._answer(None, exc)
            return
        self._answer(move, None, list(getattr(self.bot, "last_ranking", [])))

    def _answer(
        self, move: Move | None, error: BaseException | None, ranking: list[Suggestion] | None = None
    ) -> None:
        with self._lock:
            self._move, self._error, self._answered = move, error, True
            self._ranking = _ranking_of(move, ranking or [])
            if error is None:
                self._progress = Progress(1.0, self._progress.note)

    def _report(self, progress: Progress) -> None:
        with self._lock:
            self._progress = Progress(min(1.0, max(0.0, progress.fraction)), progress.note)

    def _collect(self, timeout: float = 0.0) -> None:
        """Take in what the worker process has said about this runner's job; think in a
        thread instead if the worker could not (or died)."""
        worker = self._worker
        if worker is None or self._answered:
            return
        reply = worker.reply(self._job, timeout)
        progress = worker.progress(self._job)
        if progress is not None:
            self._report(progress)
        if reply is None and not worker.broken:
            return
        worker.forget(self._job)
        if reply is None or reply[0] == "unloadable":
            assert self._view is not None
            self._start_thread(self._view)
        elif reply[0] == "error":
            self._answer(None, reply[1])
        else:
            move, ranking = reply[1]
            self._answer(move, None, ranking)

    @property
    def progress(self) -> Progress:
        """The latest progress the bot reported (a copy, safe to read from the UI thread)."""
        self._collect()
        with self._lock:
            return Progress(self._progress.fraction, self._progress.note)

    @property
    def done(self) -> bool:
        """Whether the bot has answered (or failed)."""
        self._collect()
        with self._lock:
            return self._answered

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called."""
        return self._cancel.is_set()

    def cancel(self) -> None:
        """Ask the bot to stop thinking soon; it answers with its best move so far."""
        self._cancel.set()
        if self._worker is not None:
            self._worker.cancel(self._job)

    def poll(self) -> Move | None:
        """The chosen move once ready, else ``None``; re-raises the bot's error if it failed."""
        if not self.done:
            return None
        with self._lock:
            if self._error is not None:
                raise self._error
            return self._move

    @property
    def ranking(self) -> list[Suggestion]:
        """Once the bot has answered: its ranking of its best moves, the move it chose first
        (just that move for a bot that does not rank, or when it faced a lone legal move);
        empty before the answer or after a failure."""
        self._collect()
        with self._lock:
            return list(self._ranking) if self._answered and self._error is None else []

    def wait(self, timeout: float | None = None) -> Move | None:
        """Block until the bot answers (or ``timeout`` seconds pass) and return :meth:`poll`."""
        if self._view is None:
            raise RuntimeError("the runner was not started")
        if self._worker is not None:
            self._collect(1e9 if timeout is None else timeout)
        if self._thread is not None:
            self._thread.join(timeout)
        return self.poll()


def _ranking_of(move: Move | None, ranking: list[Suggestion]) -> list[Suggestion]:
    """``ranking`` when it starts with ``move``, else ``move`` alone (a bot whose ranking is
    not about this answer); nothing without a move."""
    if move is None:
        return []
    if ranking and ranking[0].move == move:
        return list(ranking)
    return [Suggestion(move)]
