"""Write Porto's SVG art into ``sprites/porto/`` from the same colours and patterns the board
draws (``game/boards/porto/patterns.py``), so the rules reference and the screen agree.

    python tools/make_porto_sprites.py

Writes: one floor tile per colour (``floor_<colour>.svg``), ``colours.svg`` (all five side by
side), ``house.svg`` (a finished house with its roof), ``street.svg`` (neighbouring houses),
``roof.svg``, ``token.svg`` (a bonus token), ``card.svg`` (a construction card) and
``contracts.svg`` (a public and a private contract).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.boards.kit.patterns import Paint, pattern_marks  # noqa: E402
from game.boards.porto.patterns import PAINTS, ROOF, ROOF_DARK, WINDOW, WINDOW_FRAME  # noqa: E402

OUT = ROOT / "sprites" / "porto"


def rgb(colour: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def floor(x: float, y: float, w: float, h: float, paint: Paint, ground: bool) -> str:
    """One floor tile as SVG elements at (x, y)."""
    parts = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{rgb(paint.wall)}"/>']
    for mark in pattern_marks(paint.pattern, w, h, h / 3.2):
        a, b, c, d = mark.values
        if mark.kind == "line":
            parts.append(f'<line x1="{x + a:.1f}" y1="{y + b:.1f}" x2="{x + c:.1f}" y2="{y + d:.1f}" '
                         f'stroke="{rgb(paint.ink)}" stroke-width="{mark.size:.1f}"/>')
        elif mark.kind == "dot":
            parts.append(f'<circle cx="{x + a:.1f}" cy="{y + b:.1f}" r="{max(1.5, c):.1f}" fill="{rgb(paint.ink)}"/>')
        else:
            parts.append(f'<rect x="{x + a:.1f}" y="{y + b:.1f}" width="{c:.1f}" height="{d:.1f}" fill="{rgb(paint.ink)}"/>')
    win_w, win_h = w / 6, h * 0.4
    for i, wx in enumerate((x + w / 5, x + w - w / 5 - win_w)):
        if ground and i == 1:
            parts.append(f'<rect x="{wx - win_w / 3:.1f}" y="{y + h * 0.32:.1f}" width="{win_w * 1.5:.1f}" '
                         f'height="{h * 0.68:.1f}" rx="{win_w * 0.6:.1f}" fill="{rgb(WINDOW_FRAME)}"/>')
            continue
        parts.append(f'<rect x="{wx:.1f}" y="{y + h / 4:.1f}" width="{win_w:.1f}" height="{win_h:.1f}" '
                     f'fill="{rgb(WINDOW)}" stroke="{rgb(WINDOW_FRAME)}" stroke-width="{h / 16:.1f}"/>')
    parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="{rgb(paint.edge)}" '
                 f'stroke-width="{h / 14:.1f}"/>')
    return "\n".join(parts)


def roof(x: float, y: float, w: float, h: float) -> str:
    points = f"{x},{y + h} {x + w * 0.12},{y} {x + w * 0.88},{y} {x + w},{y + h}"
    return (f'<polygon points="{points}" fill="{rgb(ROOF)}" stroke="{rgb(ROOF_DARK)}" stroke-width="{h / 10:.1f}"/>')


def house(x: float, base: float, w: float, fh: float, paint: Paint, floors: int, with_roof: bool) -> str:
    parts = [floor(x, base - fh * (i + 1), w, fh, paint, i == 0) for i in range(floors)]
    if with_roof:
        parts.append(roof(x - 4, base - fh * floors - fh * 0.8, w + 8, fh * 0.8))
    return "\n".join(parts)


def token(cx: float, cy: float, r: float, value: int) -> str:
    """A bonus token showing its value as pips (SVG text is not rasterised everywhere)."""
    pips = [f'<circle cx="{cx + (i - (value - 1) / 2) * r * 0.5:.1f}" cy="{cy}" r="{r * 0.16:.1f}" fill="#342416"/>'
            for i in range(value)]
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#ecce78" stroke="#966c22" stroke-width="{r / 5:.1f}"/>'
            + "".join(pips))


def svg(width: float, height: float, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">\n{body}\n</svg>\n')


def card(x: float, y: float, w: float, h: float, paint: Paint, value: int) -> str:
    parts = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{w / 10}" fill="{rgb(paint.edge)}"/>',
             floor(x + 4, y + 4, w - 8, h - 8, paint, False).split("\n")[0]]
    for mark in pattern_marks(paint.pattern, w - 8, h - 8, w / 7):
        a, b, c, d = mark.values
        if mark.kind == "line":
            parts.append(f'<line x1="{x + 4 + a:.1f}" y1="{y + 4 + b:.1f}" x2="{x + 4 + c:.1f}" y2="{y + 4 + d:.1f}" '
                         f'stroke="{rgb(paint.ink)}" stroke-width="{mark.size:.1f}"/>')
        elif mark.kind == "dot":
            parts.append(f'<circle cx="{x + 4 + a:.1f}" cy="{y + 4 + b:.1f}" r="{c:.1f}" fill="{rgb(paint.ink)}"/>')
        else:
            parts.append(f'<rect x="{x + 4 + a:.1f}" y="{y + 4 + b:.1f}" width="{c:.1f}" height="{d:.1f}" '
                         f'fill="{rgb(paint.ink)}"/>')
    parts.append(f'<rect x="{x + w * 0.12}" y="{y + h * 0.12}" width="{w * 0.76}" height="{h * 0.62}" rx="6" '
                 f'fill="#f6ecd6" stroke="{rgb(paint.edge)}" stroke-width="2"/>')
    for i in range(value):
        parts.append(f'<rect x="{x + w * 0.4:.1f}" y="{y + h * (0.66 - 0.07 * i):.1f}" width="{w * 0.2:.1f}" '
                     f'height="{h * 0.06:.1f}" fill="{rgb(paint.wall)}" stroke="{rgb(paint.edge)}"/>')
    return "\n".join(parts)


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    files: dict[str, str] = {}
    for name, paint in PAINTS.items():
        files[f"floor_{name}.svg"] = svg(120, 60, floor(0, 0, 120, 60, paint, False))
    row = [house(10 + i * 100, 230, 80, 40, paint, 2 + i % 3, True) for i, paint in enumerate(PAINTS.values())]
    files["colours.svg"] = svg(510, 240, "\n".join(row))
    blue, red, green = PAINTS["blue"], PAINTS["red"], PAINTS["green"]
    files["house.svg"] = svg(140, 240, house(20, 230, 100, 44, red, 4, True))
    street = [house(10, 230, 90, 40, blue, 4, True), house(110, 230, 90, 40, red, 3, False),
              token(155, 100, 16, 3), house(210, 230, 90, 40, green, 2, False)]
    files["street.svg"] = svg(310, 240, "\n".join(street))
    files["roof.svg"] = svg(120, 40, roof(2, 2, 116, 36))
    files["token.svg"] = svg(64, 64, token(32, 32, 28, 3))
    files["card.svg"] = svg(110, 160, card(5, 5, 100, 150, PAINTS["yellow"], 3))
    contract = [
        '<rect x="4" y="4" width="150" height="170" rx="10" fill="#f6ecd6" stroke="#c4aa7e" stroke-width="3"/>',
        house(55, 120, 48, 24, PAINTS["violet"], 3, True),
        token(79, 150, 12, 2),
        '<rect x="170" y="4" width="150" height="170" rx="10" fill="#e8def0" stroke="#c4aa7e" stroke-width="3"/>',
        house(200, 120, 40, 22, blue, 2, True), house(250, 120, 40, 22, PAINTS["yellow"], 2, True),
    ]
    files["contracts.svg"] = svg(326, 180, "\n".join(contract))
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} files to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
