"""The Hint's box on the koi-koi prompt never covers a seat's pile captions ("Brights 0",
"Animals 1" ...): it goes under the panel when there is room, under the near seat's row of
captions otherwise, or over the panel; in English, Japanese and both Chinese, for a one-line and
a two-line hint, over a usual and a grown panel. Every window shows the same 1920x1080
canvas, scaled, so what holds on the canvas holds at every window size."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import events as ev
from game.engine.actions import action_from_json
from game.engine.koikoi.decisions import STOP
from game.i18n import tr
from game.table.hint import action_words
from game.table.hint_reasons import reason_text
from game.view import layout, seat_panels, seats
from tests.support.table_harness import Harness

LANGUAGES = ("en", "ja", "zh-Hans", "zh-Hant")


class StubHint:
    """A Hint already asked for, recommending Stop with ``text``."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.active = True
        self.best = STOP

    def headline(self) -> str:
        return self.text

    def request(self) -> bool:
        return True

    def update(self) -> None:
        pass

    def clear(self) -> None:
        self.active = False


def hint_headline(long: bool = False) -> str:
    line = tr(
        "Hint: {move} - {reason} (win {chance} vs {other})",
        move=action_words(STOP),
        reason=reason_text("risky koi-koi: the opponent's koi-koi already doubles a stop"),
        chance="78%",
        other="41%",
    )
    return f"{line} {line}" if long else line


def yaku_event(count: int) -> ev.TurnScored:
    names = ("goko", "hanami-zake", "tsukimi-zake", "ino-shika-cho", "akatan-aotan", "tane")
    names = names[:count]
    return ev.TurnScored(
        player=0,
        yaku=tuple((name, 5) for name in names),
        new=(names[-1],),
        cards=((names[-1], ("1-1", "3-1", "8-1")),),
        total=5 * count,
        previous_total=0,
        stop_score=10 * count,
        stop_steps=("x2 for 7+",),
        decision=True,
    )


def open_prompt(hint, count: int = 1):
    harness = Harness(speed="instant")
    harness.frame(3)
    table = harness.table
    prompt = harness.context.make_scene(
        "koikoi_prompt",
        event=yaku_event(count),
        view=table.view,
        names=table.driver.names,
        art=table.art,
        on_decide=lambda action: None,
        hint=hint,
    )
    harness.context.scenes.push(prompt)
    harness.frame()
    return harness, prompt


def drawn_caption_rects(harness: Harness) -> list[pygame.Rect]:
    """Every pile caption of the table as the drawer places it."""
    director = harness.table.director
    rects = []
    for place in director.places:
        for kind in layout.KIND_ORDER:
            label = seat_panels.build_capture_label(kind, 0, compact=place.compact)
            rects.append(label.get_rect(topleft=seats.capture_label_pos(place, kind)))
    return rects


@pytest.fixture(params=LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("long", (False, True))
@pytest.mark.parametrize("count", (1, 6))
def test_the_hint_box_leaves_every_pile_caption_readable(language, long, count):
    harness, prompt = open_prompt(StubHint(hint_headline(long)), count)
    with_hint = harness.draw().copy()
    prompt.hint.active = False
    without = harness.draw().copy()
    prompt.hint.active = True
    shown = [rect for rect in drawn_caption_rects(harness) if not rect.colliderect(prompt.panel)]
    assert shown  # the bright piles' captions at least stay left of the panel
    for rect in shown:
        assert pygame.image.tobytes(with_hint.subsurface(rect), "RGB") == pygame.image.tobytes(
            without.subsurface(rect), "RGB"
        ), (language, "a pile caption is covered", rect)
    box = prompt.hint_box()
    assert pygame.Rect((0, 0), layout.CANVAS).contains(box)
    assert not box.colliderect(prompt.panel)
    assert box.collidelist(shown) < 0
    # the box holds the hint where it says
    assert pygame.image.tobytes(with_hint.subsurface(box), "RGB") != pygame.image.tobytes(
        without.subsurface(box), "RGB"
    )


def clear_of(box: pygame.Rect, panel: pygame.Rect, rows: list[pygame.Rect]) -> bool:
    """On the canvas, 8 px or more from the panel and from every row of captions."""
    canvas = pygame.Rect((0, 0), layout.CANVAS)
    room = box.inflate(0, 14)
    return canvas.contains(box) and not room.colliderect(panel) and room.collidelist(rows) < 0


@pytest.mark.parametrize("seat_count", (2, 3, 4))
def test_the_hint_box_finds_room_clear_of_every_row_of_captions(seat_count):
    """Wherever the panel stands and however tall the hint, the box is clear of the panel
    and of every row of captions whenever the canvas has such a place at all."""
    from game.scenes.overlays.koikoi_prompt import hint_box_place

    rows = [seat_panels.capture_label_row(place) for place in seats.seat_places(seat_count, 0)]
    for top in range(0, 900, 20):
        for height in (200, 420, 560, 760):
            panel = pygame.Rect(560, top, 800, height)
            if panel.bottom > layout.CANVAS[1]:
                continue
            for box_height in (60, 96, 168):
                box = hint_box_place(panel, box_height, rows)
                assert pygame.Rect((0, 0), layout.CANVAS).contains(box)
                room = any(
                    clear_of(pygame.Rect(560, y, 800, box_height), panel, rows)
                    for y in range(0, layout.CANVAS[1] - box_height + 1)
                )
                if room:
                    assert clear_of(box, panel, rows), (panel, box)


@pytest.mark.parametrize("choice", ("koikoi", "stop"))
def test_the_hint_frames_the_button_it_recommends(choice):
    """The jade frame goes round the recommended choice's button only, the choice found by
    the declaration the hint holds (here one parsed as a view from the wire would be)."""
    from game.scenes.overlays.decision_prompt import HINT_MARK

    hint = StubHint(hint_headline())
    hint.best = action_from_json({"koikoi": choice == "koikoi"})
    harness, prompt = open_prompt(hint)
    canvas = harness.draw().copy()

    def framed(button) -> bool:
        frame = button.rect.inflate(16, 16)
        return canvas.get_at((frame.left + 2, frame.centery))[:3] == HINT_MARK[:3]

    recommended = prompt.koikoi_button if choice == "koikoi" else prompt.stop_button
    other = prompt.stop_button if choice == "koikoi" else prompt.koikoi_button
    assert framed(recommended) and not framed(other)
