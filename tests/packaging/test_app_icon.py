"""The application icon: one SVG, rendered into the files each platform asks for."""

from __future__ import annotations

import struct
from pathlib import Path

import make_icons

ICON_DIR = Path(__file__).resolve().parents[2] / "sprites" / "icon"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE)
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _ico_images(data: bytes) -> dict[int, bytes]:
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    images = {}
    for index in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        images[side or 256] = data[offset : offset + length]
    return images


def _icns_elements(data: bytes) -> dict[bytes, bytes]:
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    elements, position = {}, 8
    while position < len(data):
        kind, length = (
            data[position : position + 4],
            struct.unpack(">I", data[position + 4 : position + 8])[0],
        )
        elements[kind] = data[position + 8 : position + length]
        position += length
    assert position == len(data)
    return elements


def test_every_committed_png_has_the_size_its_name_says() -> None:
    for size in make_icons.PNG_SIZES:
        data = (ICON_DIR / f"tablero-{size}.png").read_bytes()
        assert _png_size(data) == (size, size)


def test_the_windows_icon_holds_a_png_for_each_size_from_16_to_256() -> None:
    images = _ico_images((ICON_DIR / "tablero.ico").read_bytes())
    assert set(images) == set(make_icons.ICO_SIZES)
    for size, png in images.items():
        assert _png_size(png) == (size, size)


def test_the_mac_icon_holds_retina_sizes_up_to_1024() -> None:
    elements = _icns_elements((ICON_DIR / "tablero.icns").read_bytes())
    expected = dict(make_icons.ICNS_TYPES)
    assert set(elements) == set(expected)
    for kind, png in elements.items():
        assert _png_size(png) == (expected[kind], expected[kind])


def test_make_icons_renders_the_svg_into_every_file(tmp_path: Path) -> None:
    written = make_icons.make_icons(ICON_DIR / "tablero.svg", tmp_path)
    names = {path.name for path in written}
    assert {"tablero.ico", "tablero.icns", "tablero-16.png", "tablero-512.png"} <= names
    assert set(_ico_images((tmp_path / "tablero.ico").read_bytes())) == set(make_icons.ICO_SIZES)


def test_the_icon_is_drawn_not_blank() -> None:
    import pygame

    picture = pygame.image.load(str(ICON_DIR / "tablero-64.png"))
    colours = {tuple(picture.get_at((x, y))) for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 4
