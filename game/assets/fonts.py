"""The game's fonts: which file backs each family, a cached loader, and every Japanese string shown.

Families:
  "ui"       Latin UI text (Lato Regular, OFL), "ui_bold" its bold cut (Lato Bold).
  "jp"       Japanese text (Noto Sans CJK JP Bold, OFL, subset), "jp_regular" the regular weight.
  "sc"       Simplified Chinese text (Noto Sans CJK SC Bold, OFL, subset), "sc_regular" regular.
  "tc"       Traditional Chinese text (Noto Sans CJK TC Bold, OFL, subset), "tc_regular" regular.
  "brush"    brush-style display font for flourishes (Kouzan Mouhitsu, public domain, subset);
             falls back to the bold "jp" font if its file is missing.

The CJK files in assets/fonts/ are subsets made by tools/subset_fonts.py from the strings in
:data:`UI_STRINGS_JA` (plus ASCII, all kana and common punctuation). A string added to the game
must be added here and the subset regenerated; tests/test_fonts.py fails on a missing glyph.
The families a screen asks for are the English ones; :func:`font` draws them with the face
of the language in force (Japanese: the JP faces, Simplified Chinese: the SC faces,
Traditional: the TC faces, each with its region's glyph forms), so "ui" text in Simplified
Chinese is drawn with Noto Sans CJK SC.
Nothing happens at import: pygame.font is initialised on the first :func:`font` call.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.paths import MissingAssetError, resource_path
from game.engine.cards import MONTH_PLANTS_JA
from game.i18n import LANGUAGES, current_language
from game.i18n.linebreak import is_wide

if TYPE_CHECKING:
    import pygame

# family -> file name inside assets/fonts/
FONT_FILES: dict[str, str] = {
    "ui": "Lato-Regular.ttf",
    "ui_bold": "Lato-Bold.ttf",
    "jp": "NotoSansCJKjp-Bold-subset.otf",
    "jp_regular": "NotoSansCJKjp-Regular-subset.otf",
    "sc": "NotoSansCJKsc-Bold-subset.otf",
    "sc_regular": "NotoSansCJKsc-Regular-subset.otf",
    "tc": "NotoSansCJKtc-Bold-subset.otf",
    "tc_regular": "NotoSansCJKtc-Regular-subset.otf",
    "brush": "KouzanMouhitsu-subset.ttf",
}
FALLBACK_FAMILY: dict[str, str] = {"brush": "jp"}
JP_FAMILIES: tuple[str, ...] = ("jp", "jp_regular", "brush")
SC_FAMILIES: tuple[str, ...] = ("sc", "sc_regular")
TC_FAMILIES: tuple[str, ...] = ("tc", "tc_regular")
#: language -> {family asked for: family drawn}; a family not listed is drawn as asked
LANGUAGE_FAMILIES: dict[str, dict[str, str]] = {
    "en": {},
    "ja": {"ui": "jp_regular", "ui_bold": "jp"},
    "zh-Hans": {"ui": "sc_regular", "ui_bold": "sc", "jp": "sc", "jp_regular": "sc_regular"},
    "zh-Hant": {"ui": "tc_regular", "ui_bold": "tc", "jp": "tc", "jp_regular": "tc_regular"},
}


def language_faces(language: str) -> tuple[str, ...]:
    """The families the language's text is drawn with ("ja": jp, jp_regular; English: the
    Latin faces), for the glyph check of its catalog."""
    return tuple(sorted(set(LANGUAGE_FAMILIES.get(language, {}).values()))) or ("ui", "ui_bold")


def family_for_text(family: str, text: str) -> str:
    """:func:`family_for`, and a Latin family asked to draw Chinese or Japanese characters
    (a player's name typed with an IME on the English screens) drawn with the CJK face."""
    drawn = family_for(family)
    if drawn in ("ui", "ui_bold") and any(is_wide(char) for char in text):
        return "jp_regular" if drawn == "ui" else "jp"
    return drawn


def family_for(family: str, language: str | None = None) -> str:
    """The family that draws ``family`` in the language (default: the one in force)."""
    return LANGUAGE_FAMILIES.get(language or current_language(), {}).get(family, family)


YAKU_NAMES_JA: tuple[str, ...] = (
    "五光",
    "四光",
    "雨四光",
    "三光",
    "花見酒",
    "月見酒",
    "猪鹿蝶",
    "赤短",
    "青短",
    "赤短青短",
    "タネ",
    "タン",
    "カス",
    "手四",
    "くっつき",
    "ぶっく",
    "武功",
    "のみ",
    "飲み",
)
CALLS_JA: tuple[str, ...] = (
    "こいこい",
    "勝負",
    "こいこい中",
    "親",
    "子",
    "文",
    "点",
    "花札",
    "流れ",
    "終月",
    "勝利",
    "敗北",
    "引き分け",
    "ルール",
    "役",
    "得点",
    "合計",
    "対局",
    "設定",
    "終了",
    "開始",
    "第",
)
# Traditional month names and kanji numerals, for month indicators and flourishes.
MONTH_NAMES_JA: tuple[str, ...] = (
    "睦月",
    "如月",
    "弥生",
    "卯月",
    "皐月",
    "水無月",
    "文月",
    "葉月",
    "長月",
    "神無月",
    "霜月",
    "師走",
)
KANJI_NUMERALS_JA = "〇一二三四五六七八九十百"
RIBBON_WRITING_JA: tuple[str, ...] = ("あのよろし", "みよしの")
MONTH_LABELS_JA: tuple[str, ...] = tuple(f"{month}月" for month in range(1, 13))

# Every Japanese string the game can show (the glyph test renders each one).
UI_STRINGS_JA: tuple[str, ...] = (
    YAKU_NAMES_JA
    + CALLS_JA
    + MONTH_PLANTS_JA
    + RIBBON_WRITING_JA
    + MONTH_LABELS_JA
    + MONTH_NAMES_JA
    + (KANJI_NUMERALS_JA, "寿", "月", "0123456789", "×", "・", "「」", "！？", "、。")
)

# Extra code points kept in every CJK subset so short new kana strings work without a rebuild.
EXTRA_RANGES: tuple[tuple[int, int], ...] = (
    (0x20, 0x7E),  # ASCII
    (0x2010, 0x2027),  # dashes, quotation marks, the ellipsis
    (0x3000, 0x303F),  # CJK punctuation
    (0x3041, 0x3096),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0xFF01, 0xFF5E),  # full-width forms
    (0xD7, 0xD7),  # multiplication sign
)


def game_strings_ja() -> tuple[str, ...]:
    """The games' Japanese titles and every yaku name of every game (engine data:
    each game's names.toml), shown on the game choice, the setups and the results."""
    from game.engine import games

    out = [games.game_title(game)[1] for game in games.GAME_IDS]
    for game in games.GAME_IDS:
        out += [japanese for _english, japanese in games.yaku_names(game).values()]
    return tuple(dict.fromkeys(out))


def ui_strings_ja() -> tuple[str, ...]:
    """Every Japanese string the game shows (for the glyph test and the subsetter)."""
    return UI_STRINGS_JA + game_strings_ja()


def common_han(language: str) -> set[int]:
    """The ideographs a name typed in the language most likely uses: JIS X 0208 level 1
    (Japanese, 2,965), GB 2312 level 1 (Simplified Chinese, 3,755) or Big5's frequent
    hanzi (Traditional Chinese, 5,401), so IME name entry rarely meets a missing glyph while
    each subset stays near 2 MB."""
    codec, first_row, last_row, first_cell, last_cell = {
        "ja": ("euc_jp", 0xB0, 0xCF, 0xA1, 0xFE),
        "zh-Hans": ("gb2312", 0xB0, 0xD7, 0xA1, 0xFE),
        "zh-Hant": ("big5", 0xA4, 0xC6, 0x40, 0xFE),
    }[language]
    points: set[int] = set()
    for row in range(first_row, last_row + 1):
        for cell in range(first_cell, last_cell + 1):
            try:
                char = bytes((row, cell)).decode(codec)
            except UnicodeDecodeError:
                continue
            if is_wide(char) and 0x4E00 <= ord(char) <= 0x9FFF:
                points.add(ord(char))
    return points


def catalog_strings(language: str) -> tuple[str, ...]:
    """Every translation in the language's catalogs (game/locale)."""
    from game.i18n.catalog_files import catalog_files, read_po

    out: list[str] = []
    for path in catalog_files(language):
        for entry in read_po(path):
            if entry.msgid:
                out += entry.translations
    return tuple(out)


def subset_codepoints(family: str = "jp") -> list[int]:
    """Sorted code points the subset of a CJK family must contain: the Japanese strings of
    the game (yaku, months, kana), its language's catalog and common ideographs (JP and SC
    faces), ASCII and CJK punctuation."""
    texts = list(ui_strings_ja())
    points: set[int] = set()
    if family != "brush":
        texts += LANGUAGES.values()  # the Options choice names every language in its script
    if family in SC_FAMILIES:
        texts += catalog_strings("zh-Hans")
        points |= common_han("zh-Hans")
    elif family in TC_FAMILIES:
        texts += catalog_strings("zh-Hant")
        points |= common_han("zh-Hant")
    elif family in ("jp", "jp_regular"):
        texts += catalog_strings("ja")
        points |= common_han("ja")
    points |= {ord(char) for text in texts for char in text}
    for first, last in EXTRA_RANGES:
        points.update(range(first, last + 1))
    return sorted(points)


def font_path(family: str) -> Path:
    """Path of the font file behind a family (following the fallback if the file is missing)."""
    if family not in FONT_FILES:
        raise ValueError(f"unknown font family {family!r} (known: {', '.join(FONT_FILES)})")
    try:
        return resource_path("assets", "fonts", FONT_FILES[family])
    except MissingAssetError:
        fallback = FALLBACK_FAMILY.get(family)
        if fallback is None:
            raise
        return font_path(fallback)


_FONT_CACHE: dict[tuple[str, int], pygame.font.Font] = {}


def font(size: int, family: str = "ui") -> pygame.font.Font:
    """A pygame Font of the family at a pixel size; cached per (family, size).

    Fonts die when pygame.font is quit (pygame.quit(), a display restart, test teardown); a
    dead cached font is noticed and the cache rebuilt, so callers never get an invalid font.
    """
    import pygame

    key = (family_for(family), max(1, int(size)))
    cached = _FONT_CACHE.get(key)
    if cached is not None:
        try:
            cached.get_height()
            return cached
        except pygame.error:
            _FONT_CACHE.clear()
    if not pygame.font.get_init():
        _FONT_CACHE.clear()
        pygame.font.init()
    created = pygame.font.Font(str(font_path(key[0])), key[1])
    _FONT_CACHE[key] = created
    return created


def clear_cache() -> None:
    """Forget every loaded font (they die with ``pygame.quit()``)."""
    _FONT_CACHE.clear()


def missing_glyphs(text: str, family: str) -> list[str]:
    """Characters of text that the family's font has no glyph for.

    Asks FreeType (pygame.freetype: no glyph, no metrics; about 1 ms) when it is there;
    else reads the font's cmap with fontTools when it is installed (slow: its imports and
    glyph names cost some 50 ms); else compares each character's rendering with the
    rendering of the .notdef box.
    """
    chars = sorted({char for char in text if not char.isspace()})
    missing = _freetype_missing(chars, str(font_path(family)))
    if missing is not None:
        return missing
    try:
        cmap = _cmap(str(font_path(family)))
    except ImportError:
        return [char for char in chars if _renders_as_notdef(char, family)]
    return [char for char in chars if ord(char) not in cmap]


_FREETYPE_FONTS: dict[str, object] = {}


def _freetype_missing(chars: list[str], path: str) -> list[str] | None:
    """The characters FreeType finds no glyph for in the font at ``path`` (None when
    pygame.freetype is unavailable)."""
    try:
        import pygame.freetype as freetype
    except ImportError:
        return None
    try:
        if not freetype.get_init():
            freetype.init()
            _FREETYPE_FONTS.clear()
        face = _FREETYPE_FONTS.get(path)
        if face is None:
            face = _FREETYPE_FONTS[path] = freetype.Font(path, 24)
        metrics = face.get_metrics("".join(chars))
    except Exception:  # noqa: BLE001 - fall back to the cmap reader
        return None
    return [char for char, metric in zip(chars, metrics, strict=True) if metric is None]


@cache
def _cmap(path: str) -> frozenset[int]:
    from fontTools.ttLib import TTFont

    with TTFont(path, lazy=True) as font_file:
        return frozenset(font_file.getBestCmap())


def _renders_as_notdef(char: str, family: str) -> bool:
    import pygame

    face = font(24, family)
    rendered = face.render(char, False, (255, 255, 255), (0, 0, 0))
    notdef = face.render("\uffff", False, (255, 255, 255), (0, 0, 0))
    return rendered.get_size() == notdef.get_size() and pygame.image.tobytes(
        rendered, "RGB"
    ) == pygame.image.tobytes(notdef, "RGB")
