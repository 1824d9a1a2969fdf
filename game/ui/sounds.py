"""The table's sounds, one per cue (:mod:`game.content.cues`): short effects made by
``tools/make_sounds.py`` (``sprites/sounds/``), played through pygame's mixer at the volume the
settings give.

A :class:`SoundBoard` never fails the program: without an audio device (a server, a test run
with ``SDL_AUDIODRIVER=dummy``, a mixer that will not start) or without a file it simply stays
silent.  Sounds are *cued* with a delay so that the sounds of one move follow its animation
instead of all sounding at once; :meth:`SoundBoard.update` plays those that are due.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.content.cues import CUES


def start_mixer() -> bool:
    """Start pygame's mixer if it is not running; whether it runs now."""
    if pygame.mixer.get_init():
        return True
    try:
        pygame.mixer.init(frequency=22_050, size=-16, channels=1, buffer=512)
    except pygame.error:
        return False
    return bool(pygame.mixer.get_init())


@dataclass
class SoundBoard:
    """Plays the named sounds of ``folder``; ``volume`` is 0–100 and ``muted`` silences all."""

    folder: Path
    volume: int = 70
    muted: bool = False
    _sounds: dict[str, Any] | None = None
    _queue: list[tuple[float, str]] = field(default_factory=list)
    plays: list[str] = field(default_factory=list)
    """The last names played (what a test checks; the mixer's own output cannot be read)."""

    def prepare(self) -> None:
        """Start the mixer and load the sounds now (when a table opens), so that the first
        sound of a match costs the frame loop nothing."""
        if self.audible:
            self._loaded()

    def _loaded(self) -> dict[str, Any]:
        if self._sounds is None:
            self._sounds = {}
            if start_mixer():
                for name in CUES:
                    try:
                        self._sounds[name] = pygame.mixer.Sound(str(self.folder / f"{name}.wav"))
                    except (pygame.error, FileNotFoundError, OSError):
                        continue
        return self._sounds

    @classmethod
    def silent(cls) -> SoundBoard:
        """A board with no sounds to play (it still records what it was asked to play)."""
        board = cls(Path())
        board._sounds = {}
        return board

    @property
    def audible(self) -> bool:
        """Whether anything would be heard (not muted, volume above zero)."""
        return not self.muted and self.volume > 0

    def set_level(self, volume: int, muted: bool) -> None:
        """Adopt a new volume (0–100) and mute setting."""
        self.volume = max(0, min(100, volume))
        self.muted = muted
        if not self.audible:
            self._queue.clear()

    def cue(self, name: str, delay: float = 0.0) -> None:
        """Play ``name`` after ``delay`` seconds (at once when 0); unknown names are ignored."""
        if self.audible and name in CUES:
            self._queue.append((max(0.0, delay), name))

    def update(self, dt: float) -> None:
        """Advance the clock by ``dt`` seconds and play what is due."""
        if not self._queue:
            return
        waiting = []
        for left, name in self._queue:
            if left - dt <= 0.0:
                self._play(name)
            else:
                waiting.append((left - dt, name))
        self._queue = waiting

    def flush(self) -> None:
        """Drop every cued sound (the player skipped the animation)."""
        self._queue.clear()

    def _play(self, name: str) -> None:
        self.plays = [*self.plays[-31:], name]
        sound = self._loaded().get(name)
        if sound is None:
            return
        sound.set_volume(self.volume / 100)
        try:
            sound.play()
        except pygame.error:
            return


__all__ = ["SoundBoard", "start_mixer"]
