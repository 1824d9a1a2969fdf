"""The rules reference's diagrams (issue 14, "Alive"): each is data in
``content/<game>/rules/figures.yaml``, its position is read by the game's own rules and drawn
by the game's own board, every language words its marks, and a broken diagram is reported at
its file and line.  What each diagram marks is checked against the rules in
``tests/rules/<game>/test_rules_diagrams.py``."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import paths
from game.content.base import ContentErrors
from game.content.rules_diagrams import Diagrams, check_positions, load_diagrams, read_diagrams
from game.content.rules_text import check_content, load_rules_text
from game.games import available_games, game_spec, get_rules, load_game_content
from game.i18n import LANGUAGES

GAMES = [game for game in available_games() if game_spec(game).rules_pages]
DRAWN = [game for game in GAMES if load_diagrams(paths.content_dir(), game_spec(game).rules_pages)]
SIZES = [(1366, 768), (1024, 576)]


def diagrams(game: str) -> Diagrams:
    found = load_diagrams(paths.content_dir(), game_spec(game).rules_pages)
    assert found is not None
    return found


@pytest.fixture(scope="module")
def screen() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1366, 768))
    yield


def context(size: tuple[int, int], language: str):  # type: ignore[no-untyped-def]
    from game.context import build_context
    from game.scenes.stack import SceneStack
    from game.settings import Settings

    return build_context(SceneStack(size), Settings(language=language, window_size=size), on_start=lambda setup: None)


def test_oregon_and_porto_have_diagrams_of_the_farmer_area_the_bands_and_the_street() -> None:
    assert {d.section for d in diagrams("oregon").diagrams} >= {"map", "farmer", "building", "earnings"}
    assert {d.section for d in diagrams("porto").diagrams} >= {"street", "building", "scoring"}


@pytest.mark.parametrize("game", DRAWN)
def test_every_diagram_position_is_read_by_the_rules_and_its_moves_are_legal(game: str) -> None:
    from game.boards.kit.diagrams import diagram_state

    for diagram in diagrams(game).diagrams:
        assert diagram_state(game, diagram).legal_moves() is not None


@pytest.mark.parametrize("game", DRAWN)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_diagram_illustrates_a_page_that_words_each_of_its_marks(game: str, language: str) -> None:
    pages = load_rules_text(paths.content_dir(), game_spec(game).rules_pages, language)
    assert pages is not None
    labels = {section.id: section.labels for section in pages.sections}
    for diagram in diagrams(game).diagrams:
        assert diagram.section in labels
        assert diagram.labels() <= set(labels[diagram.section]), (diagram.section, language)
        assert all(words.strip() for words in labels[diagram.section].values())


def test_a_position_the_rules_refuse_is_reported_at_its_line_in_the_file(tmp_path: Path) -> None:
    folder = tmp_path / "oregon" / "rules"
    folder.mkdir(parents=True)
    shipped = (paths.content_dir() / "oregon" / "rules" / "figures.yaml").read_text(encoding="utf-8")
    (folder / "figures.yaml").write_text(shipped.replace("oregon players=2 phase=play", "oregon players=9 phase=play", 1),
                                         encoding="utf-8")
    found = read_diagrams(tmp_path, "oregon/rules")
    assert found is not None
    doc, data = found
    content = load_game_content("oregon")
    problems = check_positions(doc, data, lambda text: get_rules("oregon").from_position(content, text))
    line = next(i for i, text in enumerate(shipped.splitlines(), 1) if "oregon players=2 phase=play" in text)
    assert [(p.line, p.field) for p in problems] == [(line, "diagrams[0].position")]
    assert "players must be" in problems[0].message


def test_a_label_no_page_words_and_a_page_that_does_not_exist_are_reported_at_their_lines(tmp_path: Path) -> None:
    folder = tmp_path / "porto" / "rules"
    folder.mkdir(parents=True)
    shipped = paths.content_dir() / "porto" / "rules"
    for path in shipped.glob("*.yaml"):
        (folder / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    figures = folder / "figures.yaml"
    text = figures.read_text(encoding="utf-8")
    figures.write_text(text.replace("label: complete", "label: no_such_label").replace("section: scoring", "section: nowhere"),
                       encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        check_content(tmp_path, None, ["porto/rules"])
    found = [e.text() for e in caught.value.errors]
    assert len(found) == 2 * len(LANGUAGES), found
    assert any("no label 'no_such_label'" in p and p.startswith("content/porto/rules/figures.yaml:") for p in found)
    assert any("no page 'nowhere'" in p for p in found)


def test_a_diagram_without_cells_is_refused_with_its_line(tmp_path: Path) -> None:
    folder = tmp_path / "porto" / "rules"
    folder.mkdir(parents=True)
    (folder / "figures.yaml").write_text(
        "diagrams:\n  - section: street\n    position: porto\n    show: [[1], [2]]\n    marks:\n      - kind: lit\n",
        encoding="utf-8",
    )
    with pytest.raises(ContentErrors) as caught:
        read_diagrams(tmp_path, "porto/rules")
    assert caught.value.errors[0].text().startswith("content/porto/rules/figures.yaml:6: diagrams[0].marks[0]")


@pytest.mark.parametrize("game", DRAWN)
def test_every_shipped_diagram_position_passes_the_content_check(game: str) -> None:
    found = read_diagrams(paths.content_dir(), game_spec(game).rules_pages)
    assert found is not None
    content = load_game_content(game)
    assert check_positions(*found, lambda text: get_rules(game).from_position(content, text)) == []


@pytest.mark.parametrize("game", DRAWN)
@pytest.mark.parametrize("size", SIZES)
def test_every_diagram_draws_the_board_and_a_key_that_fits_its_room(screen: None, game: str, size: tuple[int, int]) -> None:
    import pygame

    from game.boards.kit.diagrams import draw_diagram

    ctx = context(size, "en")
    pages = load_rules_text(paths.content_dir(), game_spec(game).rules_pages, "en")
    assert pages is not None
    room = (size[0] * 29 // 100, size[1] * 58 // 100)
    for diagram in diagrams(game).diagrams:
        section = next(s for s in pages.sections if s.id == diagram.section)
        drawn = draw_diagram(ctx, game, diagram, section.labels, room, 12)
        picture = drawn.surface
        assert picture.get_width() <= room[0] and picture.get_height() <= room[1] + 12, diagram.section
        colours = {tuple(picture.get_at((x, y))) for x in range(0, picture.get_width(), 7)
                   for y in range(0, picture.get_height() // 2, 7)}
        assert len(colours) > 30, f"{diagram.section}: the board is not drawn"  # paper alone gives a few
        assert len(drawn.texts) >= len(diagram.labels()), diagram.section
        inside = pygame.Rect((0, 0), picture.get_size())
        assert all(inside.contains(rect) for rect, _text in drawn.texts), diagram.section


@pytest.mark.parametrize("game", DRAWN)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_page_with_a_diagram_keeps_its_text_beside_it_inside_the_sheet(
    screen: None, game: str, size: tuple[int, int], language: str
) -> None:
    from game.scenes.table.rules_scene import RulesScene

    ctx = context(size, language)
    scene = RulesScene(ctx, game)
    ctx.stack.push(scene)
    ctx.stack.apply_requests()
    text = scene.rules()
    assert text is not None
    sheet = scene.place.rect("sheet")
    for diagram in diagrams(game).diagrams:
        scene.open_section([s.id for s in text.sections].index(diagram.section))
        ctx.stack.update(0.0)
        texts = scene.texts()
        figure = scene.figure
        assert figure is not None and sheet.contains(figure), f"{diagram.section}: no diagram drawn"
        paragraphs = [(rect, line) for rect, line in texts if rect.right <= figure.x]
        assert paragraphs, f"{diagram.section}: the text is not beside the diagram"
        assert [line for rect, line in texts if sheet.colliderect(rect) and not sheet.contains(rect)] == []
        crowded = [(a, b) for i, (a, _t) in enumerate(texts) for b, _u in texts[i + 1:] if a.colliderect(b)]
        assert crowded == [], diagram.section
        words = " ".join(line for _rect, line in texts)
        first = text.sections[scene.section].labels
        assert all(label.split()[0] in words for label in first.values()), diagram.section


def test_a_broken_figures_file_leaves_the_pages_their_text_and_pictures(
    screen: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    from game.scenes.table.rules_scene import RulesScene

    shutil.copytree(paths.content_dir(), tmp_path / "content")
    (tmp_path / "content" / "porto" / "rules" / "figures.yaml").write_text("diagrams: [\n", encoding="utf-8")
    monkeypatch.setattr(paths, "content_dir", lambda: tmp_path / "content")
    ctx = context((1366, 768), "en")
    scene = RulesScene(ctx, "porto")
    ctx.stack.push(scene)
    ctx.stack.apply_requests()
    text = scene.rules()
    assert text is not None and scene.problem == ""
    scene.open_section([s.id for s in text.sections].index("street"))
    ctx.stack.update(0.0)
    assert scene.figure is None
    assert "The street is a row of numbered houses," in " ".join(line for _rect, line in scene.texts())
