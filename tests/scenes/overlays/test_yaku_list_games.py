"""The one yaku list draws every game's yaku: its rows from the engine, its cards as tall as
a row allows (hachi-hachi's 26 rows get smaller cards instead of cards over the next row),
koi-koi's 66 px and the other games' 46 px cards where they fit."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import games
from game.scenes.overlays.yaku_list import draw_yaku_list, yaku_rows
from game.view.layout import card_height
from game.view.sprites import CardArt

AREA = pygame.Rect(80, 140, 1760, 870)  # the overlay's area for the rows


class RecordingArt(CardArt):
    def __init__(self) -> None:
        super().__init__(badges=True)
        self.widths: list[int] = []

    def surface(self, code: str, width: int):  # type: ignore[override]
        self.widths.append(width)
        return super().surface(code, width)


@pytest.mark.parametrize(
    ("game", "width"),
    [(games.KOIKOI, 66), (games.ROPPYAKKEN, 46), (games.HANA_AWASE, 46), (games.HACHI_HACHI, 38)],
)
def test_every_games_cards_fit_their_rows(game, width):
    i18n.set_language("en")
    pygame.init()
    rules = games.load_rules(game)
    rows = yaku_rows(rules)
    art = RecordingArt()
    draw_yaku_list(pygame.Surface((1920, 1080)), rules, art, AREA)
    assert art.widths and set(art.widths) == {width}
    assert len(art.widths) == sum(len(row.cards) for row in rows)  # every row's cards
    per_column = (len(rows) + 1) // 2
    assert card_height(width) <= (AREA.height - 50) // per_column  # no card over the next row
