"""What the bundle holds and how it is described, checked without building it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import bundle_data
import licenses

ROOT = Path(__file__).resolve().parents[2]
BUILD_SPEC = ROOT / "build_spec"


def test_the_version_comes_from_pyproject() -> None:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        declared = tomllib.load(handle)["project"]["version"]
    assert bundle_data.project_version() == declared


def test_the_spec_and_installer_scripts_hold_no_absolute_paths() -> None:
    absolute = re.compile(r"""["'](/(?:work|home|root|tmp|usr|opt)\b|[A-Za-z]:\\)""")
    for name in ("tablero.spec", "bundle_data.py", "build.py", "windows/tablero.nsi"):
        text = (BUILD_SPEC / name).read_text(encoding="utf-8")
        assert not absolute.search(text), name


def test_the_bundle_ships_every_data_folder_the_program_reads(tmp_path: Path) -> None:
    (tmp_path / "content").mkdir()
    (tmp_path / "locales").mkdir()
    shipped = dict((dest, src) for src, dest in bundle_data.data_folders(tmp_path))
    assert set(shipped) == {"content", "locales"}
    assert all(src.startswith(str(tmp_path)) for src in shipped.values())


def test_locale_data_is_kept_only_for_the_interface_languages() -> None:
    keep = bundle_data.keep_data_file
    for language in bundle_data.LANGUAGES:
        assert keep(f"babel/locale-data/{language}.dat")
        assert keep(f"babel/locale-data/{language}_419.dat")
    assert keep("babel/locale-data/root.dat")
    assert not keep("babel/locale-data/ja.dat")
    assert keep("babel/global.dat")


def test_our_fonts_are_kept_and_pygames_examples_left_out() -> None:
    keep = bundle_data.keep_data_file
    assert keep("fonts/NotoSans-Regular.ttf")
    assert not keep("pygame/examples/data/alien1.png")


def test_test_tools_and_unused_toolkits_are_excluded_from_the_bundle() -> None:
    for module in ("tkinter", "unittest", "pytest", "hypothesis", "numpy", "pygame.tests", "pygame_gui"):
        assert module in bundle_data.EXCLUDED_MODULES


def test_the_licence_notices_credit_every_bundled_distribution() -> None:
    text = licenses.notices()
    names = [d.metadata["Name"] for d in licenses.runtime_distributions()]
    assert names, "tablero's run-time requirements should be installed"
    for name in names:
        assert f"- {name} " in text
    assert "Python" in text and "PyInstaller" in text and "SDL2" in text


def test_only_the_metadata_written_from_pyproject_reports_the_version(tmp_path: Path) -> None:
    own_source, own_dest = bundle_data.version_metadata(tmp_path)
    assert own_dest == f"tablero-{bundle_data.project_version()}.dist-info"
    entries = [
        (f"{own_dest}/METADATA", f"{own_source}/METADATA", "DATA"),
        ("tablero.egg-info/PKG-INFO", "/checkout/tablero.egg-info/PKG-INFO", "DATA"),
        ("tablero-0.0.1.dist-info/METADATA", "/site/tablero-0.0.1.dist-info/METADATA", "DATA"),
        ("content/players.yaml", "/checkout/content/players.yaml", "DATA"),
    ]
    kept = [dest for dest, _, _ in bundle_data.trim(entries, own_metadata=own_source)]
    assert kept == [f"{own_dest}/METADATA", "content/players.yaml"]
