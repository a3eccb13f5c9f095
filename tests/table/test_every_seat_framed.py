"""Every seat is drawn with its frame, name tag and pile labels in every view: when the
couch hands the view to the next seat (three or four seats), the seat that was near moves
into the top band with its outline, its name tab and its four "Br 0" labels, and the HUD
layer the drawer updates piece by piece is exactly the one drawn afresh for that view."""

from __future__ import annotations

import pygame
import pytest

from game.smoke.seats import SEAT_NAMES, seated_position
from game.table.drawer import TableDrawer
from game.table.frame import HudFrame, hud_frame
from game.view import layout, panels, seat_panels, seats
from game.view.director import Director
from game.view.sprites import CardArt


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode(layout.CANVAS)


def seated_director(seat_count: int) -> Director:
    _view, events = seated_position(seat_count)
    director = Director(viewer=0, seat_count=seat_count)
    director.feed(events)
    director.skip()
    for _ in range(40):
        director.update(1 / 60)
    director.skip()
    return director


def frame_for(director: Director, names: tuple[str, ...]) -> HudFrame:
    return hud_frame(
        director,
        names,
        {},
        director.near,
        summary="",
        tracker=None,
        buttons=(),
        control_hints=(),
        advice=(),
        game="roppyakken",
    )


def assert_every_seat_in_the_model(
    frame: HudFrame, director: Director, names: tuple[str, ...]
) -> None:
    count, near = director.seat_count, director.near
    assert sorted(f.seat for f in frame.seat_frames) == [s for s in range(count) if s != near]
    assert all(f.name == names[f.seat] for f in frame.seat_frames)  # the name tab
    assert sorted(plate.seat for plate in frame.plates) == list(range(count))
    assert all(plate.name == names[plate.seat] for plate in frame.plates)
    for seat, place in enumerate(director.places):
        captions = [c for c in frame.captions if c.place == place.name]
        assert [c.kind for c in captions] == list(layout.KIND_ORDER)
        assert [c.position for c in captions] == [
            seats.capture_label_pos(place, kind) for kind in layout.KIND_ORDER
        ]
        assert [c.count for c in captions] == [
            len(director.model.captured[seat][kind]) for kind in layout.KIND_ORDER
        ]


def assert_every_seat_drawn(canvas: pygame.Surface, frame: HudFrame) -> None:
    """Pixels: each far seat's name tab in its colour; each caption's letters on the table."""
    background = TableDrawer().background
    for seat_frame in frame.seat_frames:
        x, y, _width, height = seat_frame.rect
        tab = (x + 14 + 4, y + height + seat_panels.SEAT_TAB_HEIGHT // 2)  # the tab's left margin
        assert tuple(canvas.get_at(tab))[:3] == panels.seat_colour(seat_frame.seat), seat_frame
    for caption in frame.captions:
        label = seat_panels.build_capture_label(
            caption.kind, caption.count, compact=caption.compact
        )
        area = label.get_bounding_rect().move(caption.position)
        shown = canvas.subsurface(area)
        bare = background.subsurface(area)
        differ = sum(
            shown.get_at((x, y)) != bare.get_at((x, y))
            for x in range(area.width)
            for y in range(area.height)
        )
        assert differ > area.width * area.height // 10, caption


@pytest.mark.parametrize("seat_count", (3, 4))
def test_each_view_draws_every_seat_with_its_frame_tag_and_labels(seat_count):
    names = SEAT_NAMES[:seat_count]
    director = seated_director(seat_count)
    art = CardArt()
    drawer = TableDrawer()  # one drawer for the whole couch match, as the table keeps it
    canvas = pygame.Surface(layout.CANVAS)
    fresh_canvas = pygame.Surface(layout.CANVAS)
    for viewer in list(range(seat_count)) + [0, 2, 1]:  # the couch's turns, then some more
        director.near = viewer
        director.skip()
        for _ in range(40):
            director.update(1 / 60)
        frame = frame_for(director, names)
        assert_every_seat_in_the_model(frame, director, names)
        drawer.draw(canvas, frame, director, art, [])
        assert_every_seat_drawn(canvas, frame)
        TableDrawer().draw(fresh_canvas, frame, director, art, [])
        assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh_canvas, "RGB"), (
            f"view of seat {viewer}: the updated layer differs from a fresh one"
        )


def test_a_three_seat_couch_draws_every_seat_after_the_view_turns():
    """The real couch table: once the view has turned to the next player, the seat that was
    near is drawn in the top band with its frame, name tab and captions."""
    from tests.table.test_games_couch import PADS, couch, play_turn

    rig = couch("roppyakken", 3)
    seen = []
    while len(seen) < 2:
        rig.run_until(lambda: rig.top_name() == "PassScreen", limit=6000)
        seat = rig.top.seat
        rig.press(PADS[seat])
        rig.run_until(lambda: rig.table.director.idle)
        canvas = rig.draw_table_only()
        table = rig.table
        frame = table.hud_frame()
        assert frame is not None and table.director.near == seat
        assert_every_seat_in_the_model(frame, table.director, table.driver.names)
        assert_every_seat_drawn(canvas, frame)
        seen.append(seat)
        play_turn(rig, seat)
    assert seen[0] != seen[1]  # the view turned in between
