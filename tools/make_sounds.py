"""Write Tablero's sounds into ``sprites/sounds/`` as short 16-bit mono WAV files.

Every sound is synthesised here from sines, noise and envelopes (no recording, nothing
downloaded), from a fixed seed, so running the script again writes the same bytes::

    python tools/make_sounds.py            # rewrite sprites/sounds/*.wav
    python tools/make_sounds.py --check    # exit 1 if a committed file differs

The sounds, by the name the games' ``sounds.yaml`` use:

- ``place``: a piece or tile set down on wood — a low knock with a short bright tick.
- ``draw``: a card slid off a deck — a breathy band of noise that swells and fades.
- ``score``: points gained — two bell notes a fifth apart.
- ``reveal``: something turned face up — a soft flick.
- ``turn``: your turn — one quiet wood-block tap.
- ``end``: the end of a game — a rising four-note bell arpeggio.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
"""Samples per second: plenty for short effects, and small files."""
OUT = Path(__file__).resolve().parent.parent / "sprites" / "sounds"

Wave = list[float]


def silence(seconds: float) -> Wave:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> Wave:
    """A struck tone: sine partials (frequency ratio, level) under an exponential decay, with
    a 3 ms attack so it never clicks."""
    out = []
    attack = int(RATE * 0.003)
    for i in range(int(RATE * seconds)):
        t = i / RATE
        envelope = math.exp(-t / decay) * min(1.0, i / attack if attack else 1.0)
        out.append(envelope * sum(level * math.sin(2 * math.pi * freq * ratio * t) for ratio, level in partials))
    return out


def noise(seconds: float, rng: random.Random, smooth: float) -> Wave:
    """White noise through a one-pole low-pass (``smooth`` near 1: darker)."""
    out, last = [], 0.0
    for _ in range(int(RATE * seconds)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(last)
    return out


def band(seconds: float, rng: random.Random, low: float, high: float) -> Wave:
    """Noise between two low-passes: a band, breathy rather than hissing."""
    a, b = noise(seconds, random.Random(rng.random()), low), noise(seconds, random.Random(rng.random()), high)
    return [x - y for x, y in zip(a, b, strict=True)]


def shape(samples: Wave, envelope: Callable[[float], float]) -> Wave:
    """Multiply by ``envelope(t)`` (t in seconds)."""
    return [s * envelope(i / RATE) for i, s in enumerate(samples)]


def mix(*parts: tuple[float, Wave, float]) -> Wave:
    """Sum ``(start seconds, wave, level)`` parts into one wave."""
    length = max(int(start * RATE) + len(w) for start, w, _ in parts)
    out = [0.0] * length
    for start, w, level in parts:
        offset = int(start * RATE)
        for i, s in enumerate(w):
            out[offset + i] += s * level
    return out


def normalise(samples: Wave, peak: float) -> Wave:
    top = max(abs(s) for s in samples) or 1.0
    fade = int(RATE * 0.01)
    out = [s / top * peak for s in samples]
    for i in range(min(fade, len(out))):
        out[-1 - i] *= i / fade
    return out


def place(rng: random.Random) -> Wave:
    knock = tone(150, 0.16, 0.035, ((1.0, 1.0), (2.3, 0.45), (3.9, 0.2)))
    tick = shape(noise(0.03, rng, 0.35), lambda t: math.exp(-t / 0.006))
    return normalise(mix((0.0, knock, 1.0), (0.0, tick, 0.5)), 0.75)


def draw(rng: random.Random) -> Wave:
    slide = shape(band(0.22, rng, 0.55, 0.93), lambda t: math.sin(math.pi * min(1.0, t / 0.22)) ** 1.5)
    return normalise(slide, 0.45)


def score(rng: random.Random) -> Wave:
    bell = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05))
    first, second = tone(1318.5, 0.35, 0.12, bell), tone(1975.5, 0.5, 0.16, bell)
    return normalise(mix((0.0, first, 0.8), (0.09, second, 1.0)), 0.5)


def reveal(rng: random.Random) -> Wave:
    flick = shape(band(0.09, rng, 0.3, 0.8), lambda t: math.exp(-t / 0.02))
    tap = tone(520, 0.08, 0.015, ((1.0, 1.0), (2.7, 0.3)))
    return normalise(mix((0.0, flick, 1.0), (0.01, tap, 0.5)), 0.5)


def turn(rng: random.Random) -> Wave:
    block = tone(880, 0.12, 0.025, ((1.0, 1.0), (2.76, 0.35), (5.4, 0.1)))
    return normalise(block, 0.4)


def end(rng: random.Random) -> Wave:
    bell = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1), (4.1, 0.04))
    notes = (523.25, 659.25, 783.99, 1046.5)
    parts = [(0.14 * i, tone(f, 0.9 if i == 3 else 0.5, 0.35 if i == 3 else 0.15, bell), 0.8) for i, f in enumerate(notes)]
    return normalise(mix(*parts), 0.6)


def card(rng: random.Random) -> Wave:
    """A card at work: a short paper flick under two soft plucks, a fifth apart."""
    flick = shape(band(0.05, rng, 0.45, 0.9), lambda t: math.exp(-t / 0.012))
    pluck = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.06))
    low, high = tone(987.77, 0.16, 0.04, pluck), tone(1479.98, 0.22, 0.06, pluck)
    return normalise(mix((0.0, flick, 0.6), (0.015, low, 0.7), (0.07, high, 0.8)), 0.4)


SOUNDS: dict[str, Callable[[random.Random], Wave]] = {
    "place": place, "draw": draw, "score": score, "reveal": reveal, "turn": turn, "end": end, "card": card,
}


def wav_bytes(samples: Wave) -> bytes:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(s * 32767)))) for s in samples)
    return frames


def write(name: str, samples: Wave, folder: Path) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(wav_bytes(samples))
    return path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    differ = []
    for index, (name, make) in enumerate(SOUNDS.items()):
        samples = make(random.Random(1000 + index))
        if args.check:
            path = OUT / f"{name}.wav"
            with wave.open(str(path), "rb") as existing:
                if existing.readframes(existing.getnframes()) != wav_bytes(samples):
                    differ.append(name)
        else:
            print(write(name, samples, OUT).relative_to(OUT.parent.parent))
    if differ:
        print("differ from the script: " + ", ".join(differ), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
