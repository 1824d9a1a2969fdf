"""Keep the interface catalogs in step with the code, one gettext domain at a time.

    python tools/i18n.py extract [DOMAIN]  # write locales/<domain>.pot
    python tools/i18n.py update [DOMAIN]   # extract, then merge into locales/<lang>/LC_MESSAGES/<domain>.po
    python tools/i18n.py check             # list missing, stale and untranslated entries (exit 1 if any)

Without DOMAIN, every domain of ``game.i18n.DOMAINS``.  Each domain's sources are named by its
Babel mapping file (``babel.cfg`` for ``tablero``, ``locales/<domain>.cfg`` for the others), the
same as ``pybabel extract -F <mapping> -k N_ -o locales/<domain>.pot .``.  A mapping may name
the project's own extraction methods: content YAML (``game.i18n:extract_yaml``) and a game's
board words file (``game.boards.kit.wordbook:extract``, in ``locales/<game>.cfg``).

Catalogs are compiled in memory when the program starts (see ``game/i18n.py``), so there is
no compile step and ``.mo`` files are never committed.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.frontend import parse_mapping_cfg  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from game.i18n import DOMAIN, DOMAINS, LANGUAGES, catalog_path  # noqa: E402

KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None}


def extract(domain: str = DOMAIN) -> Catalog:
    """Every translatable string in the sources of ``domain``."""
    with (ROOT / DOMAINS[domain]).open(encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle)
    catalog = Catalog(project="Tablero", domain=domain, charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(ROOT), method_map, options_map, keywords=KEYWORDS
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def _ids(catalog: Catalog) -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}


def check(domains: list[str] | None = None) -> list[str]:
    """One line per problem: a string missing from a catalog, a stale entry, no translation."""
    problems: list[str] = []
    for domain in domains or list(DOMAINS):
        problems.extend(_check_domain(domain))
    return problems


def _check_domain(domain: str) -> list[str]:
    template = _ids(extract(domain))
    problems: list[str] = []
    for code in LANGUAGES:
        path = catalog_path(ROOT / "locales", code, domain)
        if not path.exists():
            if template:
                problems.append(f"{path.relative_to(ROOT)}: missing catalog")
            continue
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=code)
        have = _ids(catalog)
        for missing in sorted(template - have):
            problems.append(f"{path.relative_to(ROOT)}: missing {missing!r}")
        for stale in sorted(have - template):
            problems.append(f"{path.relative_to(ROOT)}: stale {stale!r}")
        if code != "en":
            for message in catalog:
                if message.id and _untranslated(message.string, message.fuzzy):
                    problems.append(f"{path.relative_to(ROOT)}: untranslated {message.id!r}")
    return problems


def _untranslated(string: object, fuzzy: bool) -> bool:
    if fuzzy or not string:
        return True
    return isinstance(string, tuple) and not all(string)


def update(domain: str) -> None:
    """Extract ``domain``, write its template, and merge it into every language's catalog."""
    template = extract(domain)
    with (ROOT / "locales" / f"{domain}.pot").open("wb") as handle:
        write_po(handle, template, omit_header=False, sort_output=True)
    for code in LANGUAGES:
        path = catalog_path(ROOT / "locales", code, domain)
        if path.exists():
            with path.open("rb") as handle:
                catalog = read_po(handle, locale=code)
        else:
            catalog = Catalog(locale=code, project="Tablero", domain=domain, charset="utf-8")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as handle:
            write_po(handle, catalog, sort_output=True, width=100)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    domains = argv[1:] or list(DOMAINS)
    unknown = [d for d in domains if d not in DOMAINS]
    if unknown:
        print(f"unknown domain {unknown[0]!r} (domains: {', '.join(DOMAINS)})", file=sys.stderr)
        return 2
    if command == "extract":
        for domain in domains:
            with (ROOT / "locales" / f"{domain}.pot").open("wb") as handle:
                write_po(handle, extract(domain), sort_output=True)
        return 0
    if command == "update":
        for domain in domains:
            update(domain)
        return 0
    if command == "check":
        problems = check(domains)
        for line in problems:
            print(line)
        return 1 if problems else 0
    print(f"usage: python tools/i18n.py extract|update|check [DOMAIN...] (not {command!r})", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
