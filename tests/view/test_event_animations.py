"""Every engine event has an animation handler (looked up by its class), and the director
lays a deal out for as many seats as it brings."""

import typing

import pytest

from game.engine import events as ev
from game.engine.fishing import events as table_ev
from game.engine.hachi_hachi import events as hachi_ev
from game.view import seats
from game.view.director import Director
from game.view.event_animations import HANDLERS


def test_every_engine_event_class_has_a_handler():
    event_classes = (
        set(typing.get_args(ev.Event))
        | set(typing.get_args(table_ev.TableEvent))
        | set(typing.get_args(hachi_ev.HachiEvent))
    )
    assert len(event_classes) >= 17  # one class per happening, whichever game (issue 33)
    assert event_classes == set(HANDLERS)


def test_an_event_without_a_handler_is_an_error():
    class Unknown:
        pass

    director = Director(0, 1.0)
    director.feed([Unknown()])
    with pytest.raises(KeyError):
        director.update(0.0)


@pytest.mark.parametrize("count", (3, 4))
def test_a_deal_for_more_seats_lays_every_seat_out(count):
    hands = [
        [f"{month}-{index}" for month, index in ((seat + 1, 1), (seat + 1, 2))]
        for seat in range(count)
    ]
    field = ("9-1", "9-2", "10-1", "10-2")
    director = Director(0, 1.0)
    director.feed(
        [
            ev.RoundStarted("koikoi", 1, 12, 0, (0,) * count),
            ev.Dealt(
                (tuple(hands[0]),) + (None,) * (count - 1),
                (2,) * count,
                field,
                None,
                10,
            ),
            ev.Captured(count - 1, ("9-1", "9-2"), "restore"),
        ]
    )
    for _ in range(200):
        director.update(1 / 30)
    assert director.seat_count == count and director.model.seat_count == count
    assert [len(hand) for hand in director.model.hands] == [2] * count
    places = director.places
    assert places[0] is seats.NEAR and all(place.compact for place in places[1:])
    targets = director.targets()
    for seat in range(1, count):
        region = places[seat].region
        for key in director.model.hands[seat]:
            place = targets[key]
            assert region[0] <= place.x and place.x + place.width <= region[0] + region[2]
