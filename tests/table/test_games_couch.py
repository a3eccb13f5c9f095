"""Couch play of roppyakken (three seats) and hana-awase (four): people on pads with a CPU
seat filling an empty place, every other hand hidden on screen (pixels) at the pass screen
and during a turn, the pass screen telling what the others did since that player's last
turn, CPU turns passing without a pass screen, and the autosave holding the exact position."""

from __future__ import annotations

import pytest

from game.engine import events as ev
from game.engine.cards import CARDS
from game.match.couch import CPU_SEAT, CouchSeats
from game.persist import autosave
from game.table.modes import NEWS_LINES
from game.view.round_summary import turn_news
from tests.support.couch_rig import CouchRig

PADS = {0: 1, 1: 2, 2: 3}  # seat -> pad instance id


def assert_hidden(rig: CouchRig, seats: int, revealed: int | None) -> None:
    canvas = rig.draw_table_only()
    for seat in range(seats):
        seen = rig.hand_pixels(seat, canvas)
        if seat == revealed:
            assert seen and all(v == "face" for v in seen), (seat, seen)
        else:
            assert all(v == "back" for v in seen), (seat, seen)


def couch(game: str, seats: int) -> CouchRig:
    names = ["Aki", "Ren", "Mio", "CPU 1"][:seats]
    devices: list[str | None] = [f"pad:{PADS[s]}" for s in range(seats - 1)] + [CPU_SEAT]
    pads = {PADS[s]: "Xbox Wireless Controller" for s in range(seats - 1)}
    return CouchRig(
        CouchSeats(names=names, devices=devices), seed=4, speed="fast", pads=pads, game=game
    )


def greedy_code(rig: CouchRig, seat: int) -> str:
    import random

    from game.engine.table_ai.roster import make_table_player

    action = make_table_player("greedy").choose(
        rig.table.session.information(seat), random.Random(1)
    )
    return CARDS[action.card].code


def play_turn(rig: CouchRig, seat: int) -> None:
    """Seat ``seat`` plays its turn with its own pad (Right until the card, then A)."""
    table = rig.table
    for _ in range(400):
        phase = table.human_input_phase()
        if table.view.current != seat or rig.top_name() != "TableScene":
            return
        if phase is None:
            rig.frame()
            continue
        code = greedy_code(rig, seat)
        current = table.selected if phase == "play" else table.choice
        rig.press(PADS[seat], "a" if current == code else "dpad_right")
    raise AssertionError("the turn did not end")


@pytest.mark.parametrize("game, seats", (("roppyakken", 3), ("hana-awase", 4)))
def test_a_couch_round_hides_every_other_hand_and_tells_the_news(game, seats):
    rig = couch(game, seats)
    people = seats - 1
    screens = 0
    for _ in range(60):
        rig.run_until(lambda: rig.top_name() in ("PassScreen", "RoundResult"), limit=6000)
        if rig.top_name() == "RoundResult":
            assert_hidden(rig, seats, None)
            break
        screen = rig.top
        seat = screen.seat
        assert seat < people  # never a pass screen for the CPU seat
        assert_hidden(rig, seats, None)
        composite = rig.draw_all()
        for hand in range(seats):
            assert "face" not in rig.hand_pixels(hand, composite)
        mode = rig.table.mode
        news = turn_news(mode.since_last_turn[seat], rig.table.driver.names, game)
        assert list(screen.news) == news[-NEWS_LINES:]
        if screens >= people:  # everyone has had a turn: there is news from the others
            assert screen.news
            own = rig.table.driver.names[seat]
            assert not any(line.startswith(own) for line in screen.news)  # only the others
        rig.press(PADS[(seat + 1) % people])  # another player's pad: nothing happens
        assert rig.top_name() == "PassScreen"
        rig.press(PADS[seat])
        assert rig.top_name() == "TableScene"
        rig.run_until(lambda: rig.table.director.idle)
        assert_hidden(rig, seats, seat)
        play_turn(rig, seat)
        screens += 1
    assert screens >= 2 * people
    result = rig.top
    assert result.event.round == 1 and len(result.body.rows) == seats
    loaded = autosave.load()
    assert loaded.ok and loaded.info.mode == "couch"
    assert [s.kind for s in loaded.info.seats] == ["human"] * people + ["cpu"]
    saved, live = loaded.state, rig.table.session.state
    assert saved.round == live.round and saved.hands == live.hands and saved.field == live.field


def test_the_news_says_who_called_koikoi_and_what_was_captured():
    names = ("Aki", "Ren")
    events = [
        ev.CardPlayed(1, "3-1", ("3-3",)),
        ev.Captured(1, ("3-1", "3-3"), "play"),
        ev.CardDrawn(1, "8-1", ()),
        ev.CardToField(1, "8-1", "draw"),
        ev.KoiKoiCalled(1, 1),
    ]
    assert turn_news(events, names) == [
        "Ren took Cherry curtain, Cherry chaff 1",
        "Ren called KOI-KOI!",
    ]


def test_the_pass_screens_news_stays_clear_of_the_capture_labels():
    """With news from three other seats, the panel ends above the near seat's 'Brights N'
    row of labels, which stays readable on the pass screen."""
    from game.view.seats import NEAR

    rig = couch("hana-awase", 4)
    for _ in range(12):
        rig.run_until(lambda: rig.top_name() == "PassScreen", limit=6000)
        screen = rig.top
        if len(screen.news) >= 3:
            break
        rig.press(PADS[screen.seat])
        rig.run_until(lambda: rig.table.director.idle)
        play_turn(rig, screen.seat)
    assert len(screen.news) >= 3
    assert screen.news_rect().bottom < NEAR.capture_label_y
