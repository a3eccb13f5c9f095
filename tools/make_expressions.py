"""Draws each arcade opponent's expressions as SVG files in assets/portraits/expressions/.

An expression is the character's portrait (tools/make_portraits.py: the same backdrop, hair,
kimono and prop) with another face layer - eyes, brows, mouth, cheeks and now and then a
drop of sweat - so that the character stays recognisable while pleased, annoyed, surprised,
triumphant or defeated. The neutral expression is the portrait itself. Original art, made
from simple shapes. Run ``python tools/make_expressions.py`` to regenerate (deterministic);
``--sheet PATH`` also renders a contact sheet PNG of every character's expressions.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_portraits as portraits  # noqa: E402 - the portraits' own parts and looks

OUT_DIR = portraits.OUT_DIR / "expressions"
MOODS: tuple[str, ...] = ("pleased", "annoyed", "surprised", "triumphant", "defeated")
INK = "#1a1010"
LIPS = "#5a1a1a"


def _stroke(d: str, colour: str, width: int) -> str:
    return (
        f'<path d="{d}" stroke="{colour}" stroke-width="{width}" fill="none" '
        f'stroke-linecap="round"/>'
    )


def _brow_colour(look: portraits.Look) -> str:
    return look.hair if look.hair_style != "bald" else "#4a3020"


def _brows(look: portraits.Look, left: tuple[int, int], right: tuple[int, int]) -> str:
    """Two brows given as (inner y, outer y) for the left and right one."""
    colour = _brow_colour(look)
    out = []
    for x, side, (inner_y, outer_y) in ((166, -1, left), (234, 1, right)):
        x_inner, x_outer = x - side * 16, x + side * 18
        out.append(
            f'<path d="M{x_outer} {outer_y} L{x_inner} {inner_y}" stroke="{colour}" '
            f'stroke-width="7" stroke-linecap="round"/>'
        )
    return "".join(out)


def _arched_brows(look: portraits.Look, y: int) -> str:
    colour = _brow_colour(look)
    return "".join(
        _stroke(f"M{x - 17} {y + 6} Q{x} {y - 8} {x + 17} {y + 6}", colour, 7) for x in (166, 234)
    )


def _cheeks(look: portraits.Look, strong: bool = False) -> str:
    if not (look.cheeks or strong):
        return ""
    opacity = "0.6" if strong else "0.5"
    return "".join(
        f'<ellipse cx="{x}" cy="246" rx="16" ry="9" fill="#f08080" fill-opacity="{opacity}"/>'
        for x in (148, 252)
    )


def _base_eyes(look: portraits.Look) -> str:
    """The portrait's own eyes, without its brows or cheeks."""
    plain = portraits.Look(**{**look.__dict__, "cheeks": False})
    text = portraits._eyes(plain)
    return text.split('<path d="M148 ')[0]  # the brows start at the left one's outer end


def _sweat() -> str:
    return (
        '<path d="M272 150 Q262 170 266 178 Q272 186 280 178 Q284 170 272 150 Z" '
        'fill="#bfe4ff" stroke="#5a8ab8" stroke-width="2"/>'
    )


def pleased(look: portraits.Look) -> str:
    eyes = "".join(_stroke(f"M{x - 13} 216 Q{x} 200 {x + 13} 216", INK, 5) for x in (166, 234))
    mouth = _stroke("M174 262 Q200 290 226 262", LIPS, 6)
    return eyes + _arched_brows(look, 180) + _cheeks(look, strong=True) + mouth


def annoyed(look: portraits.Look) -> str:
    eyes = "".join(
        f'<rect x="{x - 14}" y="210" width="28" height="7" rx="3" fill="{INK}"/>'
        + _stroke(f"M{x - 16} 204 L{x + 16} 206", INK, 4)
        for x in (166, 234)
    )
    mouth = _stroke("M182 274 Q191 266 200 272 Q209 278 218 270", LIPS, 5)
    return eyes + _brows(look, (196, 182), (196, 182)) + mouth


def surprised(look: portraits.Look) -> str:
    eyes = "".join(
        f'<circle cx="{x}" cy="212" r="14" fill="#ffffff"/>'
        f'<circle cx="{x}" cy="212" r="8" fill="{INK}"/>'
        f'<circle cx="{x + 3}" cy="209" r="3" fill="#ffffff"/>'
        for x in (166, 234)
    )
    mouth = f'<ellipse cx="200" cy="274" rx="11" ry="15" fill="{LIPS}"/>'
    return eyes + _arched_brows(look, 168) + _cheeks(look) + mouth


def triumphant(look: portraits.Look) -> str:
    mouth = (
        f'<path d="M168 260 Q200 300 232 260 Z" fill="{LIPS}"/>'
        '<path d="M174 262 L226 262 L223 269 L177 269 Z" fill="#ffffff"/>'
    )
    sparkle = (
        '<path d="M318 196 L324 210 L338 216 L324 222 L318 236 L312 222 L298 216 L312 210 Z" '
        'fill="#ffe680" stroke="#c89a20" stroke-width="2"/>'
    )
    brows = _brows(look, (186, 184), (176, 170))
    return _base_eyes(look) + brows + _cheeks(look) + mouth + sparkle


def defeated(look: portraits.Look) -> str:
    eyes = "".join(_stroke(f"M{x - 14} 210 Q{x} 222 {x + 14} 210", INK, 5) for x in (166, 234))
    mouth = _stroke("M182 278 Q200 262 218 278", LIPS, 5)
    return eyes + _brows(look, (176, 190), (176, 190)) + mouth + _sweat()


FACES = {
    "pleased": pleased,
    "annoyed": annoyed,
    "surprised": surprised,
    "triumphant": triumphant,
    "defeated": defeated,
}


def expression_svg(look: portraits.Look, mood: str) -> str:
    """The SVG text of one character's portrait with ``mood``'s face."""
    nose = (
        '<path d="M200 226 L194 246 L204 246" stroke="#a0705a" stroke-width="3" fill="none" '
        'stroke-linecap="round"/>'
    )
    parts = [
        portraits._backdrop(look),
        portraits._hair_back(look),
        portraits._body(look),
        portraits._face(look),
        portraits._hair_front(look),
        nose,
        FACES[mood](look),
        portraits._prop(look),
    ]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{portraits.WIDTH}" '
        f'height="{portraits.HEIGHT}" viewBox="0 0 {portraits.WIDTH} {portraits.HEIGHT}">'
        + "".join(parts)
        + "</svg>\n"
    )


def contact_sheet(path: Path, cell: tuple[int, int] = (160, 200)) -> None:
    """Every character (rows) in neutral and each mood (columns), as one PNG."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    columns = ("neutral", *MOODS)
    width, height = cell
    label = 24
    sheet = pygame.Surface((width * len(columns), (height + label) * len(portraits.LOOKS)))
    sheet.fill((30, 24, 24))
    font = pygame.font.Font(None, 22)
    for row, name in enumerate(portraits.LOOKS):
        for column, mood in enumerate(columns):
            file = portraits.OUT_DIR / (
                f"{name}.svg" if mood == "neutral" else f"expressions/{name}-{mood}.svg"
            )
            image = pygame.image.load_sized_svg(str(file), cell)
            x, y = column * width, row * (height + label)
            sheet.blit(image, (x, y))
            text = font.render(f"{name} {mood}", True, (240, 230, 210))
            sheet.blit(text, (x + 4, y + height + 4))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    arguments = parser.parse_args()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, look in portraits.LOOKS.items():
        for mood in MOODS:
            (OUT_DIR / f"{name}-{mood}.svg").write_text(
                expression_svg(look, mood), encoding="utf-8"
            )
    print(f"wrote {len(portraits.LOOKS) * len(MOODS)} expressions to {OUT_DIR}")
    if arguments.sheet:
        contact_sheet(arguments.sheet)
        print(f"contact sheet: {arguments.sheet}")


if __name__ == "__main__":
    main()
