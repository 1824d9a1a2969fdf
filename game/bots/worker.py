"""A worker process for the bots' long thinking, so the window's interpreter keeps drawing.

One process (``spawn`` context, so it works the same on every system and in a frozen build) is
started at the first long think (:func:`shared_worker`) and thinks about one position at a time:
the :class:`~game.bots.runner.BotRunner` sends it the bot and the view, it answers with the move
and the bot's ranking of its best moves (:attr:`~game.bots.base.Bot.last_ranking`, the
hint's top three), with progress notes meanwhile.  Cancelling a think is a flag in shared memory the bot checks as
it searches; :func:`stop_worker` (leaving the table, and at exit) ends the process.

A job is the bot and the view, pickled without the game's content (:mod:`game.bots.jobs`); one
that cannot be sent or rebuilt is thought about in a thread instead (the worker answers
``unloadable``).
"""

from __future__ import annotations

import atexit
import contextlib
import pickle
import queue
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from game.bots.base import Progress, Suggestion
from game.bots.jobs import load_job
from game.rules.core import Move

RING = 256
"""Cancel flags kept in shared memory; job ``n`` uses flag ``n % RING``."""

PROGRESS_EVERY = 0.05
"""Seconds between two progress notes sent from the worker."""

Reply = tuple[str, Any]
"""What the worker answered about a job: ``("move", (move, ranking))`` (the ranking a list of
:class:`~game.bots.base.Suggestion`, the move first), ``("error", exception)`` or
``("unloadable", reason)``."""


class ThinkingProcess:
    """The worker process and the parent's end of its two pipes."""

    def __init__(self) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        jobs_out, self._jobs = context.Pipe(duplex=False)
        self._replies, replies_in = context.Pipe(duplex=False)
        self._flags = context.Array("b", RING, lock=False)
        self._process = context.Process(
            target=serve, args=(jobs_out, replies_in, self._flags), name="tablero-bot", daemon=True
        )
        self._process.start()
        jobs_out.close()
        replies_in.close()
        self._lock = threading.Lock()
        self._next_job = 0
        self._progress: dict[int, Progress] = {}
        self._replies_of: dict[int, Reply] = {}
        self.broken = False
        """Whether the process died or a pipe failed: its runners think in threads instead."""

    @property
    def alive(self) -> bool:
        """Whether the process is running and usable."""
        return not self.broken and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        """The worker's process id."""
        return self._process.pid

    def submit(self, payload: bytes) -> int:
        """Send a job (from :func:`job_payload`); returns its number."""
        with self._lock:
            self._next_job += 1
            job = self._next_job
            self._flags[job % RING] = 0
            try:
                self._jobs.send_bytes(payload)
            except OSError:
                self.broken = True
            return job

    def cancel(self, job: int) -> None:
        """Ask the worker to stop thinking about ``job`` soon (its answer is still sent)."""
        self._flags[job % RING] = 1

    def forget(self, job: int) -> None:
        """Drop what is known of ``job`` (its runner no longer listens)."""
        with self._lock:
            self._progress.pop(job, None)
            self._replies_of.pop(job, None)

    def progress(self, job: int) -> Progress | None:
        """The latest progress the worker reported for ``job``."""
        self.pump()
        with self._lock:
            return self._progress.get(job)

    def reply(self, job: int, timeout: float = 0.0) -> Reply | None:
        """The worker's answer about ``job`` once it has come (waiting up to ``timeout``)."""
        deadline = time.monotonic() + timeout
        while True:
            self.pump()
            with self._lock:
                found = self._replies_of.get(job)
            left = deadline - time.monotonic()
            if found is not None or self.broken or left <= 0:
                return found
            try:
                self._replies.poll(min(left, 0.05))
            except (OSError, EOFError):
                self.broken = True

    def pump(self) -> None:
        """Read every message the worker has sent so far (never blocks)."""
        with self._lock:
            try:
                while self._replies.poll(0):
                    kind, job, content = self._replies.recv()
                    if kind == "progress":
                        self._progress[job] = content
                    else:
                        self._replies_of[job] = content
            except (OSError, EOFError):
                self.broken = True
        if not self.broken and not self._process.is_alive():
            self.broken = True

    def stop(self, patience: float = 1.0) -> None:
        """End the process: every job is cancelled, the worker is told to stop, and it is
        terminated if it has not within ``patience`` seconds (so exit never hangs)."""
        for index in range(RING):
            self._flags[index] = 1
        with contextlib.suppress(OSError):
            self._jobs.send_bytes(b"")
        self._process.join(patience)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(patience)
        self.broken = True
        self._jobs.close()
        self._replies.close()


_worker: ThinkingProcess | None = None
_unavailable = False


def shared_worker() -> ThinkingProcess | None:
    """The worker process, started on first use; ``None`` where processes cannot be started
    (the bots then think in threads)."""
    global _worker, _unavailable
    if _worker is not None and not _worker.alive:
        _worker.stop(0.1)
        _worker = None
    if _worker is None and not _unavailable:
        try:
            _worker = ThinkingProcess()
        except (OSError, RuntimeError, ValueError, ImportError):
            _unavailable = True
            return None
    return _worker


def stop_worker() -> None:
    """Stop the worker process if one runs (leaving the table, and at exit)."""
    global _worker
    if _worker is not None:
        worker, _worker = _worker, None
        worker.stop()


atexit.register(stop_worker)


# --- the worker's side ----------------------------------------------------------------------


class _JobCancel(threading.Event):
    """Set when the parent raised the job's flag in shared memory."""

    def __init__(self, flags: Any, job: int) -> None:
        super().__init__()
        self._flags = flags
        self._index = job % RING

    def is_set(self) -> bool:
        return bool(self._flags[self._index])


def serve(jobs: Connection, replies: Connection, flags: Any) -> None:
    """The worker's loop: think about each job in turn until told to stop (an empty job) or
    the parent goes away.  Jobs are read by a thread of their own, so the parent's sends never
    wait for a think to end."""
    waiting: queue.Queue[bytes | None] = queue.Queue()

    def read() -> None:
        while True:
            try:
                payload = jobs.recv_bytes()
            except (EOFError, OSError):
                payload = b""
            if not payload:
                waiting.put(None)
                return
            waiting.put(payload)

    threading.Thread(target=read, name="jobs", daemon=True).start()
    job = 0
    while (payload := waiting.get()) is not None:
        job += 1
        try:
            _send(replies, ("done", job, _think(payload, flags, job, replies)))
        except (EOFError, OSError):
            return


def _think(payload: bytes, flags: Any, job: int, replies: Connection) -> Reply:
    try:
        bot, view = load_job(payload)
    except Exception as error:  # noqa: BLE001 - any failure means: think in the parent instead
        return ("unloadable", repr(error))
    last = 0.0

    def report(progress: Progress) -> None:
        nonlocal last
        now = time.monotonic()
        if now - last >= PROGRESS_EVERY or progress.fraction >= 1.0:
            last = now
            _send(replies, ("progress", job, progress))

    try:
        move: Move = bot.choose(view, cancel=_JobCancel(flags, job), report=report)
    except Exception as error:  # noqa: BLE001 - handed to the table, as a thread would
        return ("error", _portable(error))
    ranking: list[Suggestion] = list(getattr(bot, "last_ranking", []))
    return ("move", (move, ranking))


def _send(replies: Connection, message: tuple[str, int, Any]) -> None:
    try:
        replies.send(message)
    except (pickle.PicklingError, AttributeError, TypeError) as error:
        kind, job, _ = message
        replies.send((kind, job, ("unloadable", f"the answer cannot be sent back: {error!r}")))


def _portable(error: BaseException) -> BaseException:
    """``error`` if it can be pickled, else a ``RuntimeError`` telling it."""
    try:
        pickle.dumps(error)
    except Exception:  # noqa: BLE001
        return RuntimeError(f"the bot failed: {error!r}")
    return error
