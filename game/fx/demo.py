"""A stand-in Koi-Koi table picture for flourish previews and the benchmark.

Draws a felt table with hands, field and capture piles from the card art, so that the
frozen-table effect has something real-looking to dim. Not used in the game itself.
"""

from __future__ import annotations

import random

import pygame

from game.engine.cards import CARDS


def demo_table(size: tuple[int, int], card_images, seed: int = 7) -> pygame.Surface:
    w, h = size
    s = h / 1080.0
    table = pygame.Surface(size)
    table.fill((24, 60, 40))
    for y in range(0, h, max(2, int(8 * s))):
        pygame.draw.line(table, (28, 66, 45), (0, y), (w, y))
    rng = random.Random(seed)
    codes = [card.code for card in CARDS]
    rng.shuffle(codes)
    card_w = int(104 * s)
    card_h = card_images.height_for(card_w)
    back = card_images.back(card_w)
    for i in range(8):  # opponent hand, face down
        table.blit(back, (int(w * 0.25 + i * card_w * 1.08), int(20 * s)))
    for i in range(8):  # field
        x = int(w * 0.25 + (i % 4) * card_w * 1.25 + (i // 4) * 0)
        y = int(h * 0.32 + (i // 4) * card_h * 1.1)
        table.blit(card_images.face(codes[i], card_w), (x + int(w * 0.08), y))
    for i in range(8):  # player hand
        table.blit(
            card_images.face(codes[8 + i], card_w),
            (int(w * 0.25 + i * card_w * 1.08), h - card_h - int(20 * s)),
        )
    for i in range(6):  # capture piles
        table.blit(
            card_images.face(codes[16 + i], int(card_w * 0.8)),
            (int(w * 0.03 + i * 22 * s), int(h * 0.74)),
        )
        table.blit(
            card_images.face(codes[22 + i], int(card_w * 0.8)),
            (int(w * 0.03 + i * 22 * s), int(h * 0.06)),
        )
    table.blit(back, (int(w * 0.85), int(h * 0.45)))  # stock
    return table
