"""Generate the window/executable icon: assets/icon.png (256x256), assets/icon.ico (Windows)
and assets/icon.icns (macOS).

The icon is drawn from the card art (a card back with the crane-and-sun card fanned over it) on
a lacquer tile with a gold rim. The ICO holds PNG-compressed images at 16-256 px and the ICNS
PNG images at 16-512 px, both written by hand (no image library needed beyond pygame).

    python tools/make_icon.py
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(PROJECT_ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.assets.cards import CardImages  # noqa: E402
from game.assets.palette import PALETTE  # noqa: E402

ICON_SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding a PNG of that many pixels square (Apple's icns format)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256))
ICNS_TYPES += ((b"ic09", 512),)


def draw_icon(size: int = ICON_SIZE) -> pygame.Surface:
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size // 6
    pygame.draw.rect(icon, PALETTE["panel_edge"], icon.get_rect(), border_radius=radius)
    pygame.draw.rect(
        icon,
        PALETTE["table"],
        icon.get_rect().inflate(-size // 16, -size // 16),
        border_radius=radius - size // 32,
    )
    images = CardImages()
    card_width = round(size * 0.46)
    back = pygame.transform.rotozoom(images.back(card_width, "default"), 14, 1.0)
    face = pygame.transform.rotozoom(images.face("1-1", card_width, badge=False), -10, 1.0)
    icon.blit(back, back.get_rect(center=(size * 0.40, size * 0.50)))
    icon.blit(face, face.get_rect(center=(size * 0.60, size * 0.51)))
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(icon: pygame.Surface) -> bytes:
    """An ICO file with one PNG-compressed image per size in ICO_SIZES."""
    images = [
        png_bytes(pygame.transform.smoothscale(icon, (s, s)) if s != icon.get_width() else icon)
        for s in ICO_SIZES
    ]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory, data = b"", b""
    for size, image in zip(ICO_SIZES, images, strict=True):
        dimension = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        directory += struct.pack(
            "<BBBBHHII", dimension, dimension, 0, 0, 1, 32, len(image), offset + len(data)
        )
        data += image
    return header + directory + data


def icns_bytes() -> bytes:
    """An ICNS file: the "icns" header, then one PNG element per size in ICNS_TYPES (sizes of
    128 px and more drawn at that size, the small ones scaled down from 256 px)."""
    large = draw_icon()
    elements = b""
    for kind, size in ICNS_TYPES:
        image = draw_icon(size) if size >= 128 else pygame.transform.smoothscale(large, (size,) * 2)
        data = png_bytes(image)
        elements += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(elements) + 8) + elements


def main() -> int:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    icon = draw_icon()
    assets = PROJECT_ROOT / "assets"
    (assets / "icon.png").write_bytes(png_bytes(icon))
    (assets / "icon.ico").write_bytes(ico_bytes(icon))
    (assets / "icon.icns").write_bytes(icns_bytes())
    print(f"wrote {assets / 'icon.png'}, {assets / 'icon.ico'} and {assets / 'icon.icns'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
