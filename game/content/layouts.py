"""Screen layouts as data: ``content/layouts/<screen>.yaml``, read and checked without
pygame (so ``validate`` checks them too).

A layout names rectangular regions on a logical canvas (for example 1600 x 900 units) and
the text size used in each; :class:`game.ui.layout.Placement` scales one to the window.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.content.catalogue import Loc, Problem, check_fields, check_ints, read_checked

if TYPE_CHECKING:
    from game.content.base import ContentError

LAYOUTS_FOLDER = "layouts"

REQUIRED_REGIONS: dict[str, frozenset[str]] = {
    screen: frozenset(names.split())
    for screen, names in {
        "dialog": "body button panel title",
        "new_game": "back game_label games heading left_panel players players_label right_panel seats "
        "seats_label seed seed_label start variants variants_label",
        "settings": "animation animation_label back delay delay_label heading hints hints_label language "
        "language_label harvest moves moves_label note panel scale scale_label sound sound_label window window_label",
        "table": "board buttons handoff_body handoff_button handoff_panel handoff_title log log_label players "
        "prompt side title top_bar turn",
        "table_harvest": "button panel pause rows title",
        "table_menu": "delay delay_label harvest hints leave moves note panel resume rules scale scale_label title",
        "table_replay": "board controls hands log players side step title",
        "table_results": "buttons chart chart_label chart_panel heading revealed revealed_panel sheet "
        "sheet_panel why",
        "table_rules": "back heading index next page picture previous section_title sheet text",
        "table_saves": "back header heading next page panel previous rows",
        "title": "buttons footer heading tagline tiles",
    }.items()
}
"""Every screen's layout file and the regions its scene places things in (a scene's
``layout_name`` and the names it asks its placement for; a test reads the scenes' code to
keep this list whole), so ``validate`` refuses a layout the screen could not be drawn from."""


@dataclass(frozen=True)
class Region:
    """One named area: ``rect`` is ``[x, y, width, height]`` in canvas units; ``text`` the
    main text size there (units); ``gap`` the spacing between items placed in it."""

    rect: tuple[int, int, int, int]
    text: int = 0
    gap: int = 0


@dataclass(frozen=True)
class ScreenLayout:
    """A whole screen: its canvas size and its regions."""

    canvas: tuple[int, int]
    regions: dict[str, Region]


def _check_region(data: Any, loc: Loc) -> list[Problem]:
    problems = check_fields(data, loc, ("rect",), ("text", "gap"))
    if not isinstance(data, Mapping):
        return problems
    problems += check_ints(data, loc, "text") + check_ints(data, loc, "gap")
    rect = check_ints(data, loc, "rect", 4)
    if not rect and "rect" in data and (data["rect"][2] <= 0 or data["rect"][3] <= 0):
        rect = [(loc + ("rect",), "width and height must be positive")]
    return problems + rect


def check_layout(data: Any, screen: str = "") -> list[Problem]:
    """Every problem of a layout file's data (empty when it is valid); with ``screen``, also
    every region that screen needs (:data:`REQUIRED_REGIONS`) and the file lacks."""
    problems = check_fields(data, (), ("canvas", "regions"))
    if not isinstance(data, Mapping):
        return problems
    problems += check_ints(data, (), "canvas", 2)
    regions = data.get("regions")
    if "regions" in data and not isinstance(regions, Mapping):
        return problems + [(("regions",), "expected a mapping of regions")]
    for name, region in (regions or {}).items():
        problems += _check_region(region, ("regions", str(name)))
    if problems:
        return problems
    if screen in REQUIRED_REGIONS:
        missing = sorted(REQUIRED_REGIONS[screen] - {str(name) for name in data["regions"]})
        problems += [(("regions",), f"the {screen} screen needs a region {name!r}") for name in missing]
    width, height = data["canvas"]
    for name, region in data["regions"].items():
        x, y, w, h = region["rect"]
        if x < 0 or y < 0 or x + w > width or y + h > height:
            problems.append(((), f"region {name!r} {[x, y, w, h]} reaches outside the canvas {[width, height]}"))
    return problems


class LayoutBook:
    """Layouts by screen name, read and validated once each from a folder of YAML files."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder
        self._cache: dict[str, ScreenLayout] = {}

    def get(self, screen: str) -> ScreenLayout:
        """The layout of ``screen``; raises :class:`ContentErrors` when the file is bad."""
        layout = self._cache.get(screen)
        if layout is None:
            data = read_checked(
                self._folder / f"{screen}.yaml", f"content/layouts/{screen}.yaml", partial(check_layout, screen=screen)
            )
            regions = {
                str(name): Region((r["rect"][0], r["rect"][1], r["rect"][2], r["rect"][3]), r.get("text", 0), r.get("gap", 0))
                for name, r in data["regions"].items()
            }
            layout = ScreenLayout((data["canvas"][0], data["canvas"][1]), regions)
            self._cache[screen] = layout
        return layout

    def problems(self) -> list[ContentError]:
        """Every problem of every layout file in the folder, and of every screen's layout
        file that is missing (empty when all are valid)."""
        from game.content.base import ContentError, ContentErrors

        found: list[ContentError] = []
        screens = {path.stem for path in self._folder.glob("*.yaml")} | set(REQUIRED_REGIONS)
        for screen in sorted(screens):
            try:
                self.get(screen)
            except ContentError as exc:
                found.append(exc)
            except ContentErrors as exc:
                found.extend(exc.errors)
        return found

    def check_all(self) -> list[str]:
        """Problems in every layout file, one line each (empty when all are valid)."""
        return [problem.text() for problem in self.problems()]


def check_content(content_root: Path, sprites_root: Path | None = None) -> None:
    """Check every screen layout under ``content_root``; raise ``ContentErrors`` listing
    every problem.  Layouts name no art, so ``sprites_root`` is not used."""
    from game.content.base import ContentErrors

    problems = LayoutBook(content_root / LAYOUTS_FOLDER).problems()
    if problems:
        raise ContentErrors(problems)
