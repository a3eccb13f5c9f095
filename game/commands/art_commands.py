"""`python -m game art sheet OUT.png`: a contact sheet of every card face and back, for review."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING

from game.commands import CliError, output_folder

if TYPE_CHECKING:
    import pygame


def register(subparsers: argparse._SubParsersAction) -> None:
    art = subparsers.add_parser("art", help="card art tools")
    art_commands = art.add_subparsers(dest="art_command", metavar="ART_COMMAND", required=True)
    sheet = art_commands.add_parser("sheet", help="render all faces and backs in a grid to a PNG")
    sheet.add_argument("out", type=Path, help="PNG file to write")
    sheet.add_argument("--width", type=int, default=120, help="card width in pixels (default 120)")
    sheet.add_argument("--columns", type=int, default=8, help="cards per row (default 8)")
    sheet.add_argument("--no-badge", action="store_true", help="leave the corner badges off")
    sheet.set_defaults(handler=run_sheet)


def run_sheet(args: argparse.Namespace) -> int:
    if args.out.suffix.lower() != ".png":
        raise CliError(f"{args.out}: the contact sheet is a PNG, so OUT must end in .png")
    output_folder(args.out.parent, "OUT")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    surface = render_sheet(args.width, args.columns, badge=not args.no_badge)
    try:
        pygame.image.save(surface, str(args.out))
    except (OSError, pygame.error) as error:
        raise CliError(f"{args.out}: cannot write it ({error})") from None
    print(f"wrote {args.out} ({surface.get_width()}x{surface.get_height()})")
    return 0


def render_sheet(card_width: int, columns: int, badge: bool = True) -> pygame.Surface:
    """All 48 faces in code order, then the backs, each labelled with its code and name."""
    import pygame

    from game.assets.cards import BACK_STYLES, CardImages, height_for
    from game.assets.fonts import font
    from game.assets.palette import PALETTE
    from game.engine.cards import CARDS

    images = CardImages()
    entries: list[tuple[pygame.Surface, str, str]] = [
        (images.face(card.code, card_width, badge), card.code, card.name) for card in CARDS
    ]
    entries += [(images.back(card_width, style), "back", style) for style in BACK_STYLES]
    gap, label_height = max(8, card_width // 10), max(30, card_width // 3)
    cell_w, cell_h = card_width + gap, height_for(card_width) + label_height + gap
    rows = -(-len(entries) // columns)
    sheet = pygame.Surface((columns * cell_w + gap, rows * cell_h + gap))
    sheet.fill(PALETTE["table"])
    code_font = font(max(12, card_width // 9), "ui_bold")
    for position, (image, code, name) in enumerate(entries):
        x = gap + (position % columns) * cell_w
        y = gap + (position // columns) * cell_h
        sheet.blit(image, (x, y))
        label_y = y + image.get_height() + 2
        code_label = code_font.render(code, True, PALETTE["text"])
        sheet.blit(code_label, code_label.get_rect(midtop=(x + card_width // 2, label_y)))
        name_label = _fitted_label(name, card_width + gap - 4, max(10, card_width // 11))
        sheet.blit(
            name_label,
            name_label.get_rect(midtop=(x + card_width // 2, label_y + code_label.get_height())),
        )
    return sheet


def _fitted_label(text: str, max_width: int, size: int) -> pygame.Surface:
    from game.assets.fonts import font
    from game.assets.palette import PALETTE

    while True:
        label = font(size, "ui").render(text, True, PALETTE["text_dim"])
        if label.get_width() <= max_width or size <= 8:
            return label
        size -= 1
