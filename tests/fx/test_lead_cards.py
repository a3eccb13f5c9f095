"""A yaku's flourish stages its own cards first: under the modern count the engine hands
aotan every ribbon captured (red ones too, in card order), and the flourish still opens with
the three blue ribbons and unfurls only their blue banners, never akatan's red みよしの; the
boar, the deer and the butterflies keep their own entrances."""

from __future__ import annotations

import pygame
import pytest

from game.engine.cards import CARD_BY_CODE, CARDS
from game.engine.koikoi.rules import RuleSet
from game.engine.koikoi.scoring import evaluate_yaku, yaku_cards
from game.fx.flourish import Flourish
from game.fx.spec import spec_for
from game.fx.stagings import ribbon_colour
from tests.support.card_images import ProceduralCardImages

SIZE = (480, 270)
DT = 1 / 60
BLUE = ribbon_colour("6-2")
BLUE_RIBBONS = ("6-2", "9-2", "10-2")
POETRY_RIBBONS = ("1-2", "2-2", "3-2")


@pytest.fixture(scope="module")
def images():
    return ProceduralCardImages()


def engine_spec(name: str, codes: tuple[str, ...]):
    """The spec the table builds from the engine's TurnScored for these captures."""
    captured = sum(CARD_BY_CODE[code].bit for code in codes)
    rules = RuleSet()
    points = dict(evaluate_yaku(captured, rules))
    mask = yaku_cards(name, captured, rules)
    cards = tuple(card.code for card in CARDS if card.bit & mask)
    return spec_for(name, points[name], cards)


def first_frames(flourish: Flourish, background: pygame.Surface):
    """(cards leaping so far, banners unfurled so far) at each frame until the stamp."""
    canvas = pygame.Surface(SIZE)
    frames = []
    while flourish.t < flourish.timeline.stamp_at:
        flourish.update(DT)
        flourish.draw(canvas, background)
        leaping = [
            code
            for code, times in zip(flourish.cards, flourish.timeline.cards, strict=True)
            if times.leap_start <= flourish.t
        ]
        banners = [(banner.tag, banner.colour) for banner in flourish.physics.banners]
        frames.append((leaping, banners))
    return frames


def test_modern_aotan_opens_with_the_blue_ribbons_and_only_blue_banners(images):
    spec = engine_spec("aotan", ("1-2", "3-2", "6-2", "9-2", "10-2"))
    assert spec.cards == ("1-2", "3-2", "6-2", "9-2", "10-2")  # as the engine gives them
    flourish = Flourish(spec, "full", 4, images, canvas_size=SIZE)
    background = pygame.Surface(SIZE)
    background.fill((24, 60, 40))
    flourish.prepare(background)
    frames = first_frames(flourish, background)
    leaping = [cards for cards, _banners in frames if cards]
    assert leaping[0] == ["6-2"]  # the first card in the air is a blue ribbon
    assert leaping[-1][:3] == list(BLUE_RIBBONS) and set(leaping[-1][3:]) == {"1-2", "3-2"}
    seen_banners = frames[-1][1]
    assert [tag for tag, _colour in seen_banners] == list(BLUE_RIBBONS)
    assert all(tuple(colour) == BLUE for _tag, colour in seen_banners)
    for _cards, banners in frames:  # never a red banner, not even for a frame
        assert not {tag for tag, _colour in banners} & set(POETRY_RIBBONS)


def test_akatan_banners_are_its_red_poetry_ribbons_only(images):
    spec = engine_spec("akatan", ("1-2", "2-2", "3-2", "4-2", "9-2"))
    flourish = Flourish(spec, "short", 4, images, canvas_size=SIZE)
    assert flourish.cards[:3] == POETRY_RIBBONS
    background = pygame.Surface(SIZE)
    frames = first_frames(flourish, background)
    assert [tag for tag, _colour in frames[-1][1]] == list(POETRY_RIBBONS)


def test_ino_shika_cho_enters_boar_deer_butterflies_whatever_the_engine_order(images):
    spec = engine_spec("ino-shika-cho", ("6-1", "7-1", "10-1", "2-1"))
    flourish = Flourish(spec, "short", 4, images, canvas_size=SIZE)
    assert flourish.cards == ("7-1", "10-1", "6-1", "2-1")
