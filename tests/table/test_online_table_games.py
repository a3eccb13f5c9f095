"""The games for three and four online, through the real table of the app (loopback server,
the other seats headless friends): a Roppyakken room for three created from Create a Room,
its waiting room listing the friends as they join, then the whole match played by keys at
the local table - seat colours and order, every other hand hidden, the presence tabs clear
of the stacked plates, frames drawn - to the result with the server's scores; and seed
000's offer handing an away friend's seat to the CPU."""

from __future__ import annotations

import pygame

from game.engine import games
from game.engine.cards import CARDS
from game.table import online_marks
from tests.support.online_rig import WAIT_FRAMES, OnlineRig, players_turn
from tests.support.online_tables import TableFriend, open_game_room

CANVAS = (1920, 1080)


def hand_codes(loopback, code: str, seat: int) -> set[str]:
    hand = loopback.call(lambda s: s.rooms[code].match.state.hands[seat])
    return {card.code for card in CARDS if hand >> card.id & 1}


def assert_others_hidden(table, loopback, code: str) -> None:
    director = table.director
    known = {sprite.code for sprite in director.sprites.values()} | set(director.sprites)
    for seat in range(table.view.seat_count):
        if seat == table.session.seat:
            continue
        secret = hand_codes(loopback, code, seat)
        assert table.view.seats[seat].hand is None
        assert not secret & known, (seat, secret & known)


def assert_tabs_clear_of_plates(table) -> None:
    canvas = pygame.Surface(CANVAS)
    table.draw(canvas, 1.0)
    plates = [pygame.Rect(place.plate) for place in table.director.places]
    for seat, plate in enumerate(plates):
        if seat == table.session.seat:
            continue
        others = tuple(p for index, p in enumerate(plates) if index != seat)
        tab = online_marks.draw_presence(canvas, plate, seat, 0.0, True, avoid=others)
        assert not any(tab.colliderect(other) for other in others), seat


def test_a_roppyakken_room_for_three_plays_through_the_real_table(
    online_rig: OnlineRig, loopback, tmp_path
):
    rig = online_rig
    code = open_game_room(rig, games.ROPPYAKKEN, 3, length=1)
    waiting = rig.top
    assert [text for text, _ in waiting.seat_lines()] == ["Red (you)", "a free seat", "a free seat"]
    assert "Waiting for 2 friends to join" in waiting.status_lines()[0][0]
    friends = [TableFriend(loopback.url, code, "Ren", tmp_path / "ren.json", seed=3).play()]
    rig.until(lambda: waiting.session.room["seats"][1] is not None, "the first friend")
    rig.frames(2)
    assert [text for text, _ in waiting.seat_lines()] == ["Red (you)", "Ren", "a free seat"]
    assert "Waiting for 1 friend to join" in waiting.status_lines()[0][0]
    friends.append(TableFriend(loopback.url, code, "Mio", tmp_path / "mio.json", seed=4).play())
    try:
        rig.until(lambda: rig.top.name == "online_table", "the deal")
        table = rig.top
        assert table.session.seat == 0 and table.view.game == games.ROPPYAKKEN
        assert table.config.seats == ("human", "remote", "remote")
        assert table.driver.names == ("Red", "Ren", "Mio")
        assert table.director.seat_count == 3
        rig.until(lambda: players_turn(table), "the player's turn")
        # the observation on the wire carries its seat's public copy: the hint searches it
        assert table.hint.request()
        rig.frames(3)
        assert rig.top is table
        checks = 0
        for _ in range(WAIT_FRAMES):
            if rig.top.name == "online_result":
                break
            if rig.top is table and players_turn(table) and checks < 25:
                assert_others_hidden(table, loopback, code)
                if checks % 5 == 0:
                    assert_tabs_clear_of_plates(table)
                checks += 1
            rig.pilot.act(rig.app)
            rig.frames()
        else:
            raise AssertionError("the match never ended at the table")
        assert checks >= 5 and rig.pilot.decisions >= 3
        for friend in friends:
            friend.thread.join(60)
            assert friend.error is None
        served = loopback.call(lambda s: list(s.rooms[code].match.state.returns()))
        result = rig.top
        assert list(result.view.returns) == served
        assert all(list(friend.scores) == list(result.view.scores) for friend in friends)
        canvas = pygame.Surface(CANVAS)
        result.draw(canvas, 1.0)
        grid = [(x, y) for x in range(0, 1920, 24) for y in range(0, 1080, 24)]
        colours = {canvas.get_at(point)[:3] for point in grid}
        assert len(colours) > 20  # the result screen was drawn
    finally:
        for friend in friends:
            friend.close()


def test_the_offer_hands_an_away_seat_to_the_cpu(online_rig: OnlineRig, loopback, server_clock):
    rig = online_rig
    code = open_game_room(rig, games.ROPPYAKKEN, 3, length=1)
    ren = TableFriend(loopback.url, code, "Ren", rig.tmp_path / "ren.json").play()
    mio = TableFriend(loopback.url, code, "Mio", rig.tmp_path / "mio.json").play()
    handed: list[dict] = []

    def record(server) -> None:  # what the server is sent (its handler is the server's own)
        server._handlers["hand_to_cpu"] = lambda member, message: handed.append(message)

    loopback.call(record)
    try:
        rig.until(lambda: rig.top.name == "online_table", "the deal")
        table = rig.top
        # the two friends join at once: Ren's seat is whichever it took first
        names = loopback.call(lambda s: [seat and seat.name for seat in s.rooms[code].seats])
        ren_seat = names.index("Ren")
        ren.close()
        rig.until(
            lambda: not loopback.call(lambda s: s.rooms[code].seats[ren_seat].connected),
            "Ren away",
        )
        server_clock.advance(121.0)
        loopback.call(lambda s: s.run_timers())
        rig.until(lambda: rig.top.name == "online_offer", "the offer")
        offer = rig.top
        assert [w.key for w in offer.group.widgets] == ["hand_to_cpu", "cpu_game", "wait"]
        assert offer.friend == "Ren"
        rig.choose("hand_to_cpu")
        rig.until(lambda: rig.top is table, "the offer closed")
        for _ in range(200):
            if handed:
                break
            rig.frames()
        assert handed == [{"type": "hand_to_cpu", "seat": ren_seat}]
        assert any("A CPU plays Ren's seat" in text for text, _left in rig.app.notices)
    finally:
        ren.close()
        mio.close()


def test_a_hana_awase_room_for_four_plays_through_the_real_table(
    online_rig: OnlineRig, loopback, tmp_path
):
    rig = online_rig
    code = open_game_room(rig, games.HANA_AWASE, 4, length=1)
    names = ("Ren", "Mio", "Kai")
    friends = [
        TableFriend(loopback.url, code, name, tmp_path / f"{name}.json", seed=index).play()
        for index, name in enumerate(names)
    ]
    try:
        rig.until(lambda: rig.top.name == "online_table", "the deal")
        table = rig.top
        assert table.view.game == games.HANA_AWASE and table.view.seat_count == 4
        assert table.config.seats == ("human", "remote", "remote", "remote")
        # the three friends join at once: each has a seat, in the order the server gave them
        seated = loopback.call(lambda s: tuple(seat.name for seat in s.rooms[code].seats))
        assert table.driver.names == seated
        assert seated[0] == "Red" and sorted(seated[1:]) == sorted(names)
        checked = 0
        for _ in range(WAIT_FRAMES):
            if rig.top.name == "online_result":
                break
            if rig.top is table and players_turn(table) and checked < 6:
                assert_others_hidden(table, loopback, code)
                assert_tabs_clear_of_plates(table)
                checked += 1
            rig.pilot.act(rig.app)
            rig.frames()
        else:
            raise AssertionError("the match never ended at the table")
        assert checked >= 3
        served = loopback.call(lambda s: list(s.rooms[code].match.state.returns()))
        assert list(rig.top.view.returns) == served
        for friend in friends:
            friend.thread.join(60)
            assert friend.error is None
    finally:
        for friend in friends:
            friend.close()
