"""The frozen reference of the bot ladder: ``bot:reference``, the hard bot of one fixed commit.

Every change to the bots is measured against the same opponent, so that opponent must not
change with the code.  ``benchmarks/reference.yaml`` names a commit of this repository; the
first time the reference plays, that commit's ``game/`` and ``content/`` are unpacked once
(``git archive``) into a cache folder (``.cache/reference/<commit>/`` in the checkout,
or ``$TABLERO_REFERENCE_CACHE``), and its own bot server (:mod:`game.bots.serve`, started from
there) answers each decision: it receives the seat's view as position text (never the full
state) and the decision's seed, and answers the move's text.  Evaluation, weights, search
settings and content are those of the commit, whatever the current code says.

The reference is a ladder level only (``simulate`` and ``benchmarks/bench_ladder.py``): the
new-game screen never offers it, and an installed program, which has no repository, cannot
play it.  When a rules change makes the current position text unreadable to the frozen
program, the reference is frozen again on purpose: ``python benchmarks/freeze_reference.py
COMMIT --why "..."``.
"""

from __future__ import annotations

import atexit
import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import paths
from game.bots.base import Bot, Progress
from game.rules.core import Move, State

PROTOCOL = 1
"""The answer protocol of :mod:`game.bots.serve` this client speaks."""

REFERENCE_FILE = Path("benchmarks") / "reference.yaml"
"""Where the reference is written, relative to the checkout."""


class ReferenceUnavailable(ValueError):
    """The reference cannot play; the message is one line saying what and where (the command
    line prints it as its error line)."""


@dataclass(frozen=True)
class Reference:
    """A frozen bot: the commit whose program plays it, the level it plays there, and why it
    was chosen (from ``benchmarks/reference.yaml``)."""

    commit: str
    level: str = "hard"
    date: str = ""
    why: str = ""


def checkout_root() -> Path:
    """The source checkout holding ``game/`` (the repository the reference is taken from)."""
    return paths.install_root()


def read_reference(path: Path | None = None) -> Reference:
    """The reference written in ``path`` (default: the checkout's ``benchmarks/reference.yaml``);
    :class:`ReferenceUnavailable` when it is missing or does not say a commit."""
    import yaml

    path = path or checkout_root() / REFERENCE_FILE
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ReferenceUnavailable(f"{path}: not found (the reference bot plays from a source checkout)") from None
    except (OSError, yaml.YAMLError) as error:
        raise ReferenceUnavailable(f"{path}: unreadable: {' '.join(str(error).split())}") from None
    if not isinstance(data, dict) or not isinstance(data.get("commit"), str) or not data["commit"].strip():
        raise ReferenceUnavailable(f"{path}: needs a line 'commit: <commit id>'")
    return Reference(
        commit=data["commit"].strip(),
        level=str(data.get("level", "hard")),
        date=str(data.get("date", "")),
        why=" ".join(str(data.get("why", "")).split()),
    )


def cache_root() -> Path:
    """Where frozen programs are unpacked: ``$TABLERO_REFERENCE_CACHE`` or the checkout's
    ``.cache/reference``."""
    override = os.environ.get("TABLERO_REFERENCE_CACHE")
    return Path(override) if override else checkout_root() / ".cache" / "reference"


def _git(repo: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    git = shutil.which("git")
    if git is None:
        raise ReferenceUnavailable("git is not installed: the reference bot is unpacked from the repository with git")
    return subprocess.run([git, "-C", str(repo), *args], capture_output=True, check=False)


def resolve(commit: str, repo: Path | None = None) -> str:
    """The full id of ``commit`` in the repository; :class:`ReferenceUnavailable` when it has none."""
    repo = repo or checkout_root()
    found = _git(repo, "rev-parse", "--verify", "--quiet", f"{commit}^{{commit}}")
    if found.returncode != 0:
        shallow = _git(repo, "rev-parse", "--is-shallow-repository").stdout.strip() == b"true"
        hint = " (this clone is shallow: git fetch --unshallow)" if shallow else ""
        raise ReferenceUnavailable(f"the reference commit {commit[:40]!r} is not in the repository at {repo}{hint}")
    return found.stdout.decode().strip()


def materialize(commit: str, repo: Path | None = None, cache: Path | None = None) -> Path:
    """The folder holding the ``game/`` and ``content/`` of ``commit``, unpacked on first use
    and kept (a folder is complete once it holds ``COMMIT``); :class:`ReferenceUnavailable` for a
    commit the repository does not have or that has no bot server."""
    repo = repo or checkout_root()
    full = resolve(commit, repo)
    folder = (cache or cache_root()) / full
    if (folder / "COMMIT").is_file():
        return folder
    archive = _git(repo, "archive", "--format=tar", full, "game", "content")
    if archive.returncode != 0:
        raise ReferenceUnavailable(f"git archive of {full[:12]} failed: {' '.join(archive.stderr.decode(errors='replace').split())}")
    folder.parent.mkdir(parents=True, exist_ok=True)
    unpacking = folder.parent / f"{full}.unpacking-{os.getpid()}-{threading.get_ident()}"
    shutil.rmtree(unpacking, ignore_errors=True)
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            tar.extractall(unpacking, filter="data")
        else:  # the archive is our own repository's
            tar.extractall(unpacking)  # noqa: S202
    if not (unpacking / "game" / "bots" / "serve.py").is_file():
        shutil.rmtree(unpacking, ignore_errors=True)
        raise ReferenceUnavailable(f"commit {full[:12]} has no bot server (game/bots/serve.py): it cannot be the reference")
    (unpacking / "COMMIT").write_text(full + "\n", encoding="utf-8")
    if folder.exists() and not (folder / "COMMIT").is_file():  # left half-made by hand
        shutil.rmtree(folder, ignore_errors=True)
    try:
        unpacking.rename(folder)
    except OSError:  # another process unpacked it meanwhile
        shutil.rmtree(unpacking, ignore_errors=True)
        if not (folder / "COMMIT").is_file():
            raise
    return folder


class Server:
    """The frozen program's bot server (:mod:`game.bots.serve`) running from ``folder``."""

    def __init__(self, folder: Path) -> None:
        if getattr(sys, "frozen", False):
            raise ReferenceUnavailable("an installed program cannot play the reference bot: run it from a source checkout")
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONSAFEPATH", "PYTHONSTARTUP")}
        env["PYTHONPATH"] = str(folder)
        env["PYTHONIOENCODING"] = "utf-8"
        self.folder = folder
        self._process = subprocess.Popen(
            [sys.executable, "-m", "game.bots.serve"],
            cwd=folder, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, encoding="utf-8",
        )
        self._lock = threading.Lock()
        hello = self._read()
        if hello.get("protocol") != PROTOCOL:
            self.stop()
            raise ReferenceUnavailable(f"the bot server in {folder} speaks protocol {hello.get('protocol')!r}, not {PROTOCOL}")

    def _read(self) -> dict[str, Any]:
        assert self._process.stdout is not None
        line = self._process.stdout.readline()
        if not line:
            raise ReferenceUnavailable(f"the bot server in {self.folder} stopped (exit {self._process.poll()})")
        message = json.loads(line)
        if not isinstance(message, dict):
            raise ReferenceUnavailable(f"the bot server in {self.folder} answered {line[:80]!r}")
        return message

    @property
    def alive(self) -> bool:
        """Whether the server process is running."""
        return self._process.poll() is None

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """Send one request and return its answer (``{"error": ...}`` as the server said it)."""
        assert self._process.stdin is not None
        with self._lock:
            try:
                self._process.stdin.write(json.dumps(request) + "\n")
                self._process.stdin.flush()
            except OSError:
                raise ReferenceUnavailable(f"the bot server in {self.folder} stopped (exit {self._process.poll()})") from None
            return self._read()

    def stop(self) -> None:
        """End the server (it stops at the end of its input)."""
        if self._process.stdin is not None:
            with contextlib.suppress(OSError):
                self._process.stdin.close()
        try:
            self._process.wait(2.0)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        if self._process.stdout is not None:
            self._process.stdout.close()


_servers: dict[str, Server] = {}
_servers_lock = threading.Lock()


def server_for(reference: Reference) -> Server:
    """The running server of ``reference`` in this process, started (and its commit unpacked)
    on first use."""
    with _servers_lock:
        server = _servers.get(reference.commit)
        if server is None or not server.alive:
            server = Server(materialize(reference.commit))
            _servers[reference.commit] = server
        return server


@atexit.register
def stop_servers() -> None:
    """Stop every reference server this process started."""
    with _servers_lock:
        for server in _servers.values():
            server.stop()
        _servers.clear()


class ReferenceBot(Bot):
    """The frozen reference (see the module's text): the move its server answers for the view.

    After :meth:`choose`, ``last_cpu_ms`` is the processor time the frozen bot thought and
    ``last_iterations`` its playouts (0 for a lone legal move, which is played at once)."""

    level = "reference"

    def __init__(self, seed: int = 0, reference: Reference | None = None) -> None:
        super().__init__(seed)
        self.seed = seed
        self.reference = reference
        self.last_cpu_ms = 0.0
        self.last_iterations = 0
        self.hit_ceiling = False

    def choose(
        self,
        view: State,
        cancel: threading.Event | None = None,
        report: Callable[[Progress], None] | None = None,
    ) -> Move:
        self.last_cpu_ms, self.last_iterations, self.hit_ceiling = 0.0, 0, False
        return super().choose(view, cancel, report)

    def decide(
        self,
        view: State,
        me: int,
        moves: list[Move],
        cancel: threading.Event | None,
        report: Callable[[Progress], None] | None,
    ) -> Move:
        reference = self.reference or read_reference()
        config = view.config
        reply = server_for(reference).ask({
            "game": view.game_id,
            "players": config.players,
            "variants": sorted(config.variants),
            "player": me,
            "view": view.to_position(),
            "seed": self.seed,
            "level": reference.level,
        })
        if "error" in reply:
            raise ReferenceUnavailable(f"the reference bot ({reference.commit[:12]}): {reply['error']}")
        text = reply.get("move")
        move = next((m for m in moves if str(m) == text), None)
        if move is None:
            raise ReferenceUnavailable(f"the reference bot ({reference.commit[:12]}) answered {text!r}, not a legal move here")
        self.last_cpu_ms = float(reply.get("cpu_ms", 0.0))
        self.last_iterations = int(reply.get("playouts", 0))
        self.hit_ceiling = bool(reply.get("ceiling", False))
        return move
