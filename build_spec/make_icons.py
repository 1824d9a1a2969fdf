"""Render the application icon (``sprites/icon/tablero.svg``) for every platform.

    python build_spec/make_icons.py [--out DIR]

Writes into ``sprites/icon/`` (or ``DIR``):

- ``tablero-<N>.png`` for the sizes a Linux desktop looks for (hicolor theme),
- ``tablero.ico`` for Windows (PNG images inside an ICO container),
- ``tablero.icns`` for macOS (PNG images inside an ICNS container).

The SVG is rasterised by pygame-ce (SDL_image) at each size, so small sizes stay crisp. Both
containers are simple enough to write by hand, so no imaging library is needed. The outputs
are committed; run this again after changing the SVG.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "sprites" / "icon"
SVG = ICON_DIR / "tablero.svg"

PNG_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold a PNG, and the pixel size each one expects.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG rasterised at ``size`` x ``size`` pixels, encoded as PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    surface = pygame.image.load_sized_svg(str(svg), (size, size))
    if surface.get_size() != (size, size):
        surface = pygame.transform.smoothscale(surface, (size, size))
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding one PNG per size (Windows Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = [], []
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        images.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(images)


def icns_bytes(elements: Iterable[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file from ``(type, png)`` pairs (big-endian lengths include the 8-byte headers)."""
    body = b"".join(kind + struct.pack(">I", len(data) + 8) + data for kind, data in elements)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def make_icons(svg: Path = SVG, out: Path = ICON_DIR) -> list[Path]:
    """Write every PNG size, the ICO and the ICNS into ``out``; return the files written."""
    needed = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(svg, size) for size in needed}
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for size in PNG_SIZES:
        written.append(_write(out / f"tablero-{size}.png", pngs[size]))
    written.append(_write(out / "tablero.ico", ico_bytes({s: pngs[s] for s in ICO_SIZES})))
    icns = icns_bytes((kind, pngs[size]) for kind, size in ICNS_TYPES)
    written.append(_write(out / "tablero.icns", icns))
    return written


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def main(argv: list[str] | None = None) -> int:
    """Command line: render the icons, print what was written."""
    parser = argparse.ArgumentParser(description="Render Tablero's icon for every platform.")
    parser.add_argument("--svg", type=Path, default=SVG, help="the source SVG")
    parser.add_argument("--out", type=Path, default=ICON_DIR, help="where to write the icons")
    args = parser.parse_args(argv)
    if not args.svg.is_file():
        print(f"make_icons: no such SVG: {args.svg}", file=sys.stderr)
        return 2
    for path in make_icons(args.svg, args.out):
        print(f"{path}  ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
