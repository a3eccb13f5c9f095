"""Card art: every face loads at several sizes, faces are distinct, the art's metadata matches the
engine's card table, the generator reproduces the committed SVGs, and the corner badge shows."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.assets.cards import BACK_STYLES, CardImages, badge_rect, height_for  # noqa: E402
from game.core.paths import resource_path  # noqa: E402
from game.engine.cards import CARDS, Role  # noqa: E402

PROJECT_ROOT = Path(__file__).resolve().parents[2]
CARD_DIR = PROJECT_ROOT / "assets" / "cards"


@pytest.fixture(scope="module")
def images() -> CardImages:
    return CardImages()


def test_every_face_loads_at_three_sizes(images: CardImages) -> None:
    for card in CARDS:
        for width in (60, 90, 180):
            surface = images.face(card.code, width)
            assert surface.get_size() == (width, height_for(width))
            # the centre of the card is painted (not transparent)
            assert surface.get_at((width // 2, height_for(width) // 2)).a == 255


def test_rounded_corners_are_transparent(images: CardImages) -> None:
    corners = [(0, 0), (1, 1), (199, 0), (198, 1), (0, 319), (1, 318), (199, 319), (198, 318)]
    for card in CARDS:
        surface = images.face(card.code, 200, badge=False)
        assert all(surface.get_at(point).a == 0 for point in corners), card.code
    for style in BACK_STYLES:
        assert all(images.back(200, style).get_at(point).a == 0 for point in corners), style


def test_aspect_is_about_one_to_one_point_six() -> None:
    assert height_for(100) == 160
    assert height_for(60) == 96


def test_faces_are_cached_per_size_and_badge(images: CardImages) -> None:
    assert images.face("3-1", 77) is images.face("3-1", 77)
    assert images.face("3-1", 77) is not images.face("3-1", 78)
    assert images.face("3-1", 77, badge=False) is not images.face("3-1", 77)


def test_no_two_faces_are_identical(images: CardImages) -> None:
    seen: dict[bytes, str] = {}
    for card in CARDS:
        pixels = pygame.image.tobytes(images.face(card.code, 64, badge=False), "RGBA")
        assert pixels not in seen, f"{card.code} looks exactly like {seen.get(pixels)}"
        seen[pixels] = card.code


def test_backs_load_in_every_style_and_differ(images: CardImages) -> None:
    seen = set()
    for style in BACK_STYLES:
        surface = images.back(70, style)
        assert surface.get_size() == (70, 112)
        seen.add(pygame.image.tobytes(surface, "RGBA"))
    assert len(seen) == len(BACK_STYLES) >= 3
    with pytest.raises(KeyError):
        images.back(70, "no-such-style")


def test_svg_metadata_matches_engine_card_table() -> None:
    for card in CARDS:
        root = ElementTree.parse(resource_path("assets", "cards", f"{card.code}.svg")).getroot()
        assert root.get("data-code") == card.code
        assert root.get("data-month") == str(card.month)
        assert root.get("data-index") == str(card.index)
        assert root.get("data-kind") == card.kind.value
        assert root.get("data-name") == card.name


def test_svgs_have_no_text_elements_the_loader_would_drop() -> None:
    for svg in CARD_DIR.glob("*.svg"):
        content = svg.read_text(encoding="utf-8")
        assert "<text" not in content and "<clipPath" not in content, svg.name


def test_ribbon_colours_follow_the_roles() -> None:
    red, blue = "#c22a2c", "#2b4f9c"
    for card in CARDS:
        if card.kind.value != "ribbon":
            continue
        content = (CARD_DIR / f"{card.code}.svg").read_text(encoding="utf-8")
        ribbon_fill = content.split('<g transform="rotate(')[-1].split('fill="')[1].split('"')[0]
        assert ribbon_fill == (blue if Role.BLUE_RIBBON in card.roles else red), card.code
        has_writing = (
            ribbon_fill == red
            and content.count('fill="#1e1916" stroke="#1e1916" stroke-width="1.1"') == 1
        )
        assert has_writing == (Role.POETRY_RIBBON in card.roles), card.code


def test_generator_reproduces_committed_svgs_byte_for_byte(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(PROJECT_ROOT / "tools" / "make_cards.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    generated = sorted(path.name for path in tmp_path.glob("*.svg"))
    committed = sorted(path.name for path in CARD_DIR.glob("*.svg"))
    assert generated == committed
    assert len(generated) == 48 + len(BACK_STYLES)
    for name in generated:
        assert (tmp_path / name).read_bytes() == (CARD_DIR / name).read_bytes(), name


def test_badge_changes_top_left_pixels_only(images: CardImages) -> None:
    width = 60
    with_badge = images.face("8-1", width, badge=True)
    without = images.face("8-1", width, badge=False)
    box = badge_rect(width)
    inside = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)]
    changed = sum(with_badge.get_at(p) != without.get_at(p) for p in inside)
    assert changed > len(inside) // 2
    below = [(x, y) for x in range(width) for y in range(box.bottom + 2, height_for(width))]
    assert all(with_badge.get_at(p) == without.get_at(p) for p in below)


def test_art_sheet_command_writes_the_contact_sheet(tmp_path: Path) -> None:
    from game.cli import main

    out = tmp_path / "sheet.png"
    assert main(["art", "sheet", str(out), "--width", "40", "--columns", "8"]) == 0
    sheet = pygame.image.load(str(out))
    # 48 faces + 3 backs in rows of 8: 7 rows of (64 px card + 30 px label + 8 px gap)
    assert sheet.get_size() == (8 + 8 * 48, 8 + 7 * 102)
    first_card = sheet.get_at((8 + 20, 8 + 32))
    assert first_card != sheet.get_at((2, 2))  # a card is drawn over the table colour


@pytest.mark.parametrize("points", (50, 10, 5, 1, 0))
def test_the_value_badge_text_stands_out_from_its_plate(images: CardImages, points: int) -> None:
    """The points plate of roppyakken / hana-awase: its digits contrast with the plate (the
    first version drew light digits on the light gold plate)."""
    from game.assets.cards import draw_value_badge

    def luminance(colour) -> float:
        return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]

    face = images.face("1-1", 200, badge=True)
    valued = face.copy()
    draw_value_badge(valued, points)
    changed = [
        (x, y)
        for x in range(valued.get_width() // 2, valued.get_width())
        for y in range(valued.get_height() // 4)
        if valued.get_at((x, y)) != face.get_at((x, y))
    ]
    assert changed  # the plate is drawn in the top-right quarter
    plate = valued.get_at((max(x for x, _ in changed) - 3, min(y for _, y in changed) + 3))
    values = [luminance(valued.get_at(p)) for p in changed]
    assert max(abs(v - luminance(plate)) for v in values) > 120  # digits read on the plate
