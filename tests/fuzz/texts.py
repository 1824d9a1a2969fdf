"""Strange text for every text field and every name (issue 13): what a hostile or unlucky
player can type or paste, and what a damaged file can hold.

:data:`STRANGE` names the cases that crashed Tablero or could: characters that draw zero
pixels wide, combining marks alone, control characters and NUL, lone surrogates, text that
runs right to left, CJK, emoji sequences, digits that are not ASCII, and 10,000 characters.
The Hypothesis strategies mix them with arbitrary text (surrogates included) so a test over
a text field or a name tries all of them.
"""

from __future__ import annotations

from hypothesis import strategies as st

ZERO_WIDTH = ("\u200b", "\ufe0f", "\u034f", "\ufeff", "\u200d", "\u2060", "\u00ad", "\u180e")
"""Characters the font draws zero pixels wide (each alone crashed the table's name)."""

COMBINING = ("\u0301", "\u0301" * 40, "\u20dd", "a\u0301\u0302\u0303\u0304\u0305")
CONTROL = ("\x00", "a\x00b", "\x07", "\x1b[31mred", "\r\n", "\t", "\x7f", "\u0085", "\u2028")
SURROGATES = ("\ud800", "\udfff", "a\udc80b", "\ud83d")
RIGHT_TO_LEFT = ("مرحبا", "שלום", "\u202eevil", "\u202b\u202c", "abc\u200fdef")
CJK = ("中文名字", "日本語", "한국어", "\u3000")
EMOJI = ("😀", "👨\u200d👩\u200d👧\u200d👦", "🏳\ufe0f\u200d🌈", "🇪🇸", "\U0001f9d1\U0001f3fd")
NOT_ASCII_DIGITS = ("²", "①", "٣", "１２", "Ⅻ", "𝟗")
LONG = ("x" * 10_000, "W" * 10_000, "\u200b" * 10_000, "😀" * 10_000, "中" * 10_000)

STRANGE: tuple[str, ...] = (
    "",
    " ",
    *ZERO_WIDTH,
    *COMBINING,
    *CONTROL,
    *SURROGATES,
    *RIGHT_TO_LEFT,
    *CJK,
    *EMOJI,
    *NOT_ASCII_DIGITS,
    *LONG,
)
"""Every named strange text, short and long."""

any_character = st.characters(exclude_categories=())
"""Any code point, lone surrogates and controls included."""


def strange_texts(max_size: int = 40) -> st.SearchStrategy[str]:
    """A named strange text, arbitrary text of any code points, or pieces of both joined."""
    arbitrary = st.text(any_character, max_size=max_size)
    piece = st.one_of(st.sampled_from(STRANGE[:-len(LONG)]), arbitrary)
    joined = st.lists(piece, min_size=1, max_size=4).map("".join)
    return st.one_of(st.sampled_from(STRANGE), arbitrary, joined)


def names() -> st.SearchStrategy[str]:
    """What a player may type or paste as a name: any strange text, around ordinary ones."""
    ordinary = st.sampled_from(("Ana", "Jean-Luc", "Zoë", "  Bo  "))
    return st.one_of(strange_texts(), st.tuples(ordinary, strange_texts()).map("".join))


def typed_chunks() -> st.SearchStrategy[list[str]]:
    """Successive text-input events (what an input method may send in one burst each)."""
    return st.lists(strange_texts(max_size=12), min_size=1, max_size=6)
