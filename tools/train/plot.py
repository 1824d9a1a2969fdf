"""Draw a training run's curve (``record.json`` of :mod:`tools.train.evolve`) as a PNG:
training games along, win rate up.  The line: the current weights against the starting ones
on the curve set after each change; the dots: each promising candidate's held-out win rate
against the weights of its day (filled: accepted).  A record may also carry ``ladder``
measures (the hard bot with the weights of that many training games against the frozen
reference, on the ladder's deals): drawn as squares with their 95 % interval, and labelled.
Drawn with pygame, no window.

    .venv/bin/python -m tools.train.plot build/train/agricola/record.json docs/learning_agricola.png
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

WIDTH, HEIGHT = 720, 400
LEFT, RIGHT, TOP, BOTTOM = 70, 24, 40, 56
INK, GRID, LINE, DOT, PAPER = (40, 40, 40), (215, 215, 215), (154, 107, 47), (90, 120, 170), (252, 250, 245)
LADDER = (150, 40, 60)
FONT = Path(__file__).resolve().parents[2] / "fonts" / "NotoSans-Regular.ttf"


def draw(record: dict[str, Any], out: Path) -> None:
    """The curve of ``record`` written to ``out``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from benchmarks.bench_ladder import wilson

    pygame.font.init()
    font = pygame.font.Font(str(FONT), 14)
    surface = pygame.Surface((WIDTH, HEIGHT))
    surface.fill(PAPER)
    games = max([int(record.get("games", 0)), 1] + [int(p["games"]) for p in record["curve"]]
                + [int(m["games"]) for m in record.get("ladder", [])])
    width, height = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def at(x: float, y: float) -> tuple[int, int]:
        return LEFT + round(width * x / games), TOP + round(height * (1.0 - y))

    for share in (0.0, 0.25, 0.5, 0.75, 1.0):
        pygame.draw.line(surface, INK if share == 0.5 else GRID, at(0, share), at(games, share), 1)
        label = font.render(f"{round(share * 100)} %", True, INK)
        surface.blit(label, (LEFT - 8 - label.get_width(), at(0, share)[1] - label.get_height() // 2))
    for step in record["generations"]:
        if step.get("held_out"):
            wins, played = step["held_out"][0], step["held_out"][1]
            pygame.draw.circle(surface, DOT, at(step["games"], wins / played), 4, 0 if step["accepted"] else 1)
    points = []
    for before, point in zip(record["curve"], record["curve"][1:], strict=False):
        points += [at(before["games"], before["rate"]), at(point["games"], before["rate"])]
    points += [at(record["curve"][-1]["games"], record["curve"][-1]["rate"]), at(games, record["curve"][-1]["rate"])]
    pygame.draw.lines(surface, LINE, False, points, 3)
    placed: list[Any] = []
    for measure in record.get("ladder", []):
        low, high = wilson(measure["wins"], measure["played"])
        x, y = at(measure["games"], measure["wins"] / measure["played"])
        pygame.draw.line(surface, LADDER, at(measure["games"], low), at(measure["games"], high), 2)
        pygame.draw.rect(surface, LADDER, pygame.Rect(x - 4, y - 4, 9, 9))
        label = font.render(measure["label"], True, LADDER, PAPER)
        where = label.get_rect(bottomleft=(x + 8, y - 2))
        if where.right > WIDTH - RIGHT:  # near the right edge: the label goes left of the square
            where.right = x - 8
        while where.collidelist(placed) >= 0:  # over an earlier label: below it
            where.top = placed[where.collidelist(placed)].bottom + 1
        placed.append(where)
        surface.blit(label, where)
    for x in range(0, games + 1, max(1, _tick(games))):
        label = font.render(str(x), True, INK)
        surface.blit(label, (at(x, 0)[0] - label.get_width() // 2, TOP + height + 6))
    words = record.get("title") or f"{record['game']}: learned v hand-set weights (line), held-out tests (dots)"
    title = font.render(words, True, INK)
    surface.blit(title, (LEFT, 12))
    axis = font.render("training games played", True, INK)
    surface.blit(axis, (LEFT + (width - axis.get_width()) // 2, HEIGHT - 26))
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))


def _tick(games: int) -> int:
    for step in (10, 20, 50, 100, 200, 500, 1000, 2000, 5000):
        if games / step <= 8:
            return step
    return 10000


def as_curve(record: Any) -> dict[str, Any]:
    """``record`` in the form :func:`draw` takes: an evolution's record as it is, or the list
    a value training writes after each iteration (:mod:`tools.train.value`: Agricola's greedy
    player with the learned weights against the hand-made judgement; :mod:`tools.train.learn`:
    another game's normal bot with them against the hand-made normal bot), on held-out deals."""
    if isinstance(record, dict) and "iterations" in record:  # a value training's, with ladder measures
        curve = as_curve(record["iterations"])
        title = "Agricola: greedy, learned v hand-made (line); hard v the frozen reference (squares)"
        return {**curve, "title": title, "ladder": record.get("ladder", [])}
    if isinstance(record, dict):
        return record
    if record and "normal_v_hand_made" in record[0]:
        game = record[0]["game"]
        curve = [{"games": 0, "rate": 0.5}] + [{"games": step["games"], "rate": step["normal_v_hand_made"]}
                                                for step in record]
        title = f"{game}: the normal bot with the learned value v the hand-made one, held-out deals"
        return {"game": game, "title": title, "games": curve[-1]["games"], "curve": curve, "generations": []}
    curve = [{"games": 0, "rate": 0.5}] + [{"games": step["games"], "rate": step["greedy_v_hand_made"]} for step in record]
    title = "Agricola: greedy with the learned value v the hand-made judgement, held-out deals"
    return {"game": "agricola", "title": title, "games": curve[-1]["games"], "curve": curve, "generations": []}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("record", type=Path)
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    draw(as_curve(json.loads(args.record.read_text(encoding="utf-8"))), args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
