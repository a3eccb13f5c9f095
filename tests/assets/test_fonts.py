"""Fonts: every Japanese string the game shows has real glyphs (no .notdef boxes), fonts are
cached per family and size, the bundled files stay small and ship their licences."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.assets.fonts import FONT_FILES, JP_FAMILIES, font, missing_glyphs, ui_strings_ja  # noqa: E402
from game.engine.cards import MONTH_PLANTS_JA  # noqa: E402
from game.engine.koikoi.scoring import YAKU_NAMES  # noqa: E402

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
# Japanese the game draws besides the engine's yaku names and month plants: the koi-koi
# call, the finishing stamp, the sake cup's 寿, the poetry ribbons' writing, the month's 月
OTHER_REQUIRED = ("こいこい", "勝負", "寿", "あのよろし", "みよしの", "月", "0123456789")


def test_string_list_holds_every_required_string() -> None:
    strings = set(ui_strings_ja())
    koikoi_yaku = tuple(japanese for _english, japanese in YAKU_NAMES.values())
    for text in koikoi_yaku + MONTH_PLANTS_JA + OTHER_REQUIRED:
        assert text in strings, text


@pytest.mark.parametrize("family", JP_FAMILIES)
def test_cmap_covers_every_string(family: str) -> None:
    assert missing_glyphs("".join(ui_strings_ja()), family) == []


def test_missing_glyph_check_can_fail() -> None:
    assert missing_glyphs("寿\U0001f600", "jp") == ["\U0001f600"]


@pytest.mark.parametrize("family", JP_FAMILIES)
def test_every_character_renders_unlike_notdef(family: str) -> None:
    face = font(28, family)
    notdef = pygame.image.tobytes(face.render("\uffff", True, (0, 0, 0), (255, 255, 255)), "RGB")
    for char in sorted({char for text in ui_strings_ja() for char in text if not char.isspace()}):
        rendered = face.render(char, True, (0, 0, 0), (255, 255, 255))
        assert pygame.image.tobytes(rendered, "RGB") != notdef, (
            f"{char!r} renders as .notdef in {family}"
        )
        assert any(
            rendered.get_at((x, y)).r < 128
            for x in range(rendered.get_width())
            for y in range(rendered.get_height())
        ), f"{char!r} renders blank in {family}"


def test_missing_glyph_check_works_without_fonttools(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.assets.fonts as fonts_module

    def no_fonttools(path: str) -> frozenset[int]:
        raise ImportError("fontTools is not bundled")

    monkeypatch.setattr(fonts_module, "_cmap", no_fonttools)
    assert missing_glyphs("寿 猪鹿蝶\U0001f600", "jp") == ["\U0001f600"]
    assert missing_glyphs("こいこい\U0001f600", "brush") == ["\U0001f600"]


def test_ui_font_renders_latin() -> None:
    label = font(20, "ui").render("Koi-Koi 12 x2", True, (0, 0, 0))
    assert label.get_width() > 60 and label.get_height() >= 18


def test_fonts_are_cached_per_family_and_size() -> None:
    assert font(22, "jp") is font(22, "jp")
    assert font(22, "jp") is not font(23, "jp")
    assert font(22, "jp") is not font(22, "ui")
    with pytest.raises(ValueError):
        font(22, "comic")


def test_cached_fonts_survive_a_font_module_restart() -> None:
    before = font(21, "jp")
    pygame.font.quit()
    after = font(21, "jp")
    assert after is not before
    assert after.render("勝負", True, (0, 0, 0)).get_width() > 20
    assert font(21, "jp") is after


def test_bundle_is_small_and_licensed() -> None:
    for name in FONT_FILES.values():
        assert (FONT_DIR / name).is_file(), name
    total = sum(path.stat().st_size for path in FONT_DIR.iterdir())
    assert total < 16_000_000  # six CJK faces (JP, SC, TC) with the common ideographs for names
    licences = {path.name for path in FONT_DIR.glob("LICENSE-*.txt")}
    assert licences == {"LICENSE-NotoSansCJK.txt", "LICENSE-Lato.txt", "LICENSE-KouzanMouhitsu.txt"}


def test_import_does_not_initialise_pygame() -> None:
    code = (
        "import game.assets.fonts, game.assets.cards, game.view.table_theme, pygame;"
        "assert not pygame.font.get_init() and not pygame.display.get_init()"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert result.returncode == 0, result.stderr


def _japanese_literals_in_game_sources() -> dict[str, str]:
    """Every string literal with Japanese characters in game/ (and levels/), mapped to its file."""
    import ast

    root = Path(__file__).resolve().parents[2]
    found: dict[str, str] = {}
    for source in sorted((root / "game").rglob("*.py")):
        if source.name == "linebreak.py":
            continue  # its literals are kinsoku character classes, never drawn
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if any(
                    0x3000 <= ord(char) <= 0x9FFF or 0xFF00 <= ord(char) <= 0xFFEF
                    for char in node.value
                ):
                    found.setdefault(node.value, str(source.relative_to(root)))
    return found


def test_every_japanese_string_in_the_game_sources_has_glyphs() -> None:
    literals = _japanese_literals_in_game_sources()
    assert "猪鹿蝶" in literals  # the scan sees the font module's own list at least
    for (text, where), family in itertools.product(literals.items(), ("jp", "jp_regular")):
        missing = missing_glyphs(text, family)
        assert not missing, (
            f"{where}: {text!r} needs {missing} in {family}: add it to UI_STRINGS_JA in "
            "game/assets/fonts.py and run tools/subset_fonts.py"
        )
