"""The couch screens take up to four players and four pads: names for every seat (never two
alike), each seat claims its own device, and the match starts with all of them."""

import pygame
import pytest

from game.input import actions as act
from game.match.couch import CouchSeats
from game.scenes.couch.join import JoinScene
from game.scenes.couch.names import CouchNamesScene, clean_names, name_rect
from tests.support.headless import scene_context

pytestmark = pytest.mark.usefixtures("pygame_display")
FOUR = ["Aki", "Ren", "Mio", "Sora"]


def test_four_seats_claim_four_devices_and_start():
    context = scene_context()
    join = JoinScene(context, config={"names": FOUR})
    context.scenes.push(join)
    presses = [
        act.Action(act.CONFIRM, act.KEYBOARD),
        act.Action(act.CONFIRM, act.PAD, 1),
        act.Action(act.CONFIRM, act.PAD, 2),
        act.Action(act.CONFIRM, act.PAD, 3),
    ]
    for press in presses:
        join.handle_action(press)
    assert join.devices == ["keyboard", "pad:1", "pad:2", "pad:3"] and join.next_seat is None
    canvas = pygame.Surface((1920, 1080))
    join.draw(canvas, 1.0)
    rects = [join.seat_rect(seat) for seat in range(4)]
    assert all(canvas.get_rect().contains(rect) for rect in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    join.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))  # everyone is in: deal
    (started,) = context.services.started
    assert started["devices"] == ["keyboard", "pad:1", "pad:2", "pad:3"]
    assert started["scene"] == "couch_match" and started["names"] == FOUR


def test_four_names_are_entered_and_kept_apart():
    assert clean_names(["Aki", "aki", " ", "Aki"]) == ["Aki", "aki 2", "Green", "Aki 3"]
    context = scene_context()
    names = CouchNamesScene(context, config={"names": ["Red", "Blue", "Green", "Gold"]})
    context.scenes.push(names)
    assert names.continue_row == 4
    for _ in range(4):
        names.handle_action(act.Action(act.DOWN, act.KEYBOARD))
    assert names.row == 4
    canvas = pygame.Surface((1920, 1080))
    names.draw(canvas, 1.0)
    panels = [name_rect(seat, 4) for seat in range(4)]
    assert all(canvas.get_rect().contains(panel) for panel in panels)


def test_four_couch_seats_route_devices_and_hands():
    couch = CouchSeats(names=FOUR, devices=["keyboard", "pad:1", "pad:2", "pad:3"])
    assert couch.colours == ["red", "blue", "green", "gold"]
    assert couch.may_act(act.Action(act.CONFIRM, act.PAD, 3), active_seat=3)
    assert not couch.may_act(act.Action(act.CONFIRM, act.PAD, 3), active_seat=2)
    assert couch.face_up_hands(2, revealed=True) == frozenset({2})
    assert CouchSeats(names=FOUR, open_hands=True).face_up_hands(0, False) == frozenset(range(4))
    assert couch.on_device_removed(2) == [2] and not couch.free_pad(1)
