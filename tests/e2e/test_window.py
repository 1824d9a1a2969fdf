"""One real window under Xvfb: the program opens at the title screen, answers clicks and
quits from its Quit button.  Skipped where Xvfb or xdotool is not installed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.content.layouts import LayoutBook
from game.paths import content_dir
from game.ui.layout import Placement, split_row

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is needed to click in the real window"),
]

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1366, 768)
TITLE_BUTTONS = ["new_game", "continue", "rules", "settings", "quit"]


def button_centre(key: str) -> tuple[int, int]:
    place = Placement(LayoutBook(content_dir() / "layouts").get("title"), SIZE)
    cells = split_row(place.rect("buttons"), len(TITLE_BUTTONS), place.gap("buttons"))
    return cells[TITLE_BUTTONS.index(key)].center


def screenshot(display: str, env: dict[str, str], out: Path) -> bytes:
    if shutil.which("import"):
        subprocess.run(["import", "-display", display, "-window", "root", str(out)], env=env, check=True, timeout=20)
        return out.read_bytes()
    return b""


def xdotool(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=20)
    return done.stdout.strip()


def find_window(env: dict[str, str], pid: int) -> str:
    """The window of process ``pid`` (SDL records the owner's pid on its windows)."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        found = xdotool(env, "search", "--pid", str(pid)).splitlines()
        if found:
            return found[-1]
        time.sleep(0.1)
    raise AssertionError(f"no window of process {pid} appeared")


def test_the_window_opens_at_the_title_answers_a_click_and_quits(xvfb_display: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"language": "en", "window_size": list(SIZE)}), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env.update(DISPLAY=xvfb_display, TABLERO_HOME=str(home), SDL_AUDIODRIVER="dummy", TABLERO_FIRST_FRAME="1")
    program = subprocess.Popen(
        [sys.executable, "-m", "game"], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert program.stdout is not None
        assert program.stdout.readline().strip() == "TABLERO_FIRST_FRAME"
        window = find_window(env, program.pid)
        assert xdotool(env, "getwindowname", window) == "Tablero"
        time.sleep(0.3)
        title = screenshot(xvfb_display, env, tmp_path / "title.png")
        x, y = button_centre("settings")
        xdotool(env, "mousemove", "--window", window, str(x), str(y), "click", "1")
        # a busy machine may take a while to draw the next screen: look again until it shows
        deadline = time.monotonic() + 15
        while True:
            time.sleep(0.5)
            settings = screenshot(xvfb_display, env, tmp_path / "settings.png")
            if title != settings or not title or time.monotonic() > deadline:
                break
        assert title != settings or not title, "the settings screen replaced the title screen"
        xdotool(env, "key", "--window", window, "Escape")
        time.sleep(0.3)
        x, y = button_centre("quit")
        xdotool(env, "mousemove", "--window", window, str(x), str(y), "click", "1")
        assert program.wait(timeout=15) == 0
    finally:
        if program.poll() is None:
            program.kill()
            program.wait(timeout=5)
