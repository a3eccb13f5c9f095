"""The games for three and four online through the real table of every friend's game
(loopback server): a Roppyakken room for two friends and the CPU, and a Hana-awase room for
three friends and the CPU, each friend a whole App (tests/support/online_clients.py) that
goes from its title to the room and plays the whole match by keys at its own table - seat
colours and order, every other hand hidden (and every hand from a watcher), the presence
tabs clear of the stacked plates, every frame drawn - to the result with the server's
scores and its record kept; the leak scan of every frame each link received; and seed
000's offer handing an away friend's seat to the CPU (headless friends beside the app)."""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine import games
from game.engine.cards import CARDS
from game.engine.events import SPECTATOR
from game.online.client import link as link_module
from game.online.server import rooms
from game.persist.records_library import RecordsLibrary
from game.table import online_marks
from game.ui import theme
from tests.online.leaks import Truth, scan
from tests.support.online_clients import Client, Clients
from tests.support.online_rig import OnlineRig, players_turn
from tests.support.online_tables import friends_playing, open_game_room, seat_of

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
        # the cards of a hand combination shown at the deal lie face up: public
        secret = hand_codes(loopback, code, seat) - set(table.view.seats[seat].revealed)
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


def test_the_offer_hands_an_away_seat_to_the_cpu(online_rig: OnlineRig, loopback, server_clock):
    rig = online_rig
    code = open_game_room(rig, games.ROPPYAKKEN, 3, length=1)
    ren, mio = friends_playing(rig, loopback.url, code, "Ren", "Mio")
    handed: list[dict] = []

    def record(server) -> None:  # what the server is sent (its handler is the server's own)
        server._handlers["hand_to_cpu"] = lambda member, message: handed.append(message)

    loopback.call(record)
    try:
        rig.until(lambda: rig.top.name == "online_table", "the deal")
        table = rig.top
        # the two friends join at once: Ren's seat is whichever it took first
        ren_seat = seat_of(loopback, code, "Ren")
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


def drawn_words(scene) -> list[str]:
    """The texts one drawing of ``scene`` renders."""
    seen: list[str] = []
    render = theme.text

    def recording(content, size, colour_value, family="ui"):
        seen.append(content)
        return render(content, size, colour_value, family)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "text", recording)
        scene.draw(pygame.Surface(CANVAS), 1.0)
    return seen


@pytest.fixture
def received(monkeypatch) -> dict[int, list[str]]:
    """Every frame each client's link received, by the link's id (the leak scan's input);
    the room keeps its whole log (the scan's ground truth)."""
    frames: dict[int, list[str]] = {}
    original = link_module.ClientLink._receive

    def recording(link, frame):
        frames.setdefault(id(link), []).append(frame)
        return original(link, frame)

    monkeypatch.setattr(link_module.ClientLink, "_receive", recording)
    monkeypatch.setattr(rooms, "REPLAY_LIMIT", 100_000)
    return frames


def play_to_the_end(clients: Clients, loopback, code: str, checks: int) -> list[int]:
    """Every client's table played by keys to its result; meanwhile each table at its seat's
    turn (the server waits for it: its truth holds still) shows no other seat's hand, and
    the presence tabs stay clear of the plates; a watcher's table then shows no hand at
    all. How many checks each client made."""
    tables = [client.top for client in clients.all]
    made = [0] * len(tables)

    def shown_all(client: Client, table) -> bool:
        """The table shows the server's latest (a watcher may lag a round behind)."""
        served = loopback.call(lambda s: len(s.rooms[code].match.log))
        up_to_date = table.session.up_to_date() and table.director.idle
        return client.top is table and up_to_date and table.session.online.model.last_seq == served

    def checked() -> bool:
        waited = False  # a seat's table waits for its player: the server holds still
        for index, (client, table) in enumerate(zip(clients.all, tables, strict=True)):
            if client.top is table and players_turn(table) and made[index] < checks:
                assert_others_hidden(table, loopback, code)
                if made[index] % 4 == 0:
                    assert_tabs_clear_of_plates(table)
                made[index] += 1
                waited = True
        for index, (client, table) in enumerate(zip(clients.all, tables, strict=True)):
            if waited and table.session.seat is None and shown_all(client, table):
                assert_others_hidden(table, loopback, code)  # a watcher: every hand
                made[index] += 1
        return all(client.top.name == "online_result" for client in clients.all)

    clients.until(checked, "every table's result")
    return made


def scan_every_link(clients: Clients, received, loopback, code: str, seats: int) -> None:
    """The leak scan (tests/online/leaks.py) of every frame each client's link received,
    for its seat (a watcher: the spectator), against the server's log."""
    log = loopback.call(lambda s: list(s.rooms[code].match.log))
    truth = Truth(log, seats)
    for client in clients.all:
        session = client.top.session  # the result keeps the table's session
        viewer = SPECTATOR if session.seat is None else session.seat
        assert scan(received[id(session._link)], truth, viewer, log) > 200, client.name


def assert_same_end(clients: Clients, loopback, code: str) -> list[int]:
    """Every client went from its title through the friend screens to the table and by its
    round results to the match's result (keys on each); each shows the server's final
    scores and the same points; each App drew every frame it ran, the result last (its
    canvas is not blank); each seated player's game kept the server's record of the match
    in its own user folder and offers a rematch and a new link, a watcher's the title only
    (the server refuses a spectator both)."""
    served = loopback.call(lambda s: list(s.rooms[code].final_scores()))
    assert loopback.call(lambda s: s.rooms[code].record())["final_scores"] == served
    clients.until(
        lambda: all(client.top.session.model.record is not None for client in clients.all),
        "the records",
        play=False,
    )
    scores = [list(client.top.view.scores) for client in clients.all]
    for client in clients.all:
        result, seat = client.top, client.top.session.seat
        assert client.visited[:2] == ["title", "play_friend"]
        assert client.visited[2] in ("online_create", "online_join")
        assert client.visited[3:5] == ["online_room", "online_table"]
        assert "round_result" in client.visited and client.visited[-1] == "online_result"
        assert result.view.over and list(result.view.returns) == served, client.name
        assert result.session.model.record["final_scores"] == served, client.name
        assert client.drawn == client.app.loop.total_frames and client.drawn > 30
        grid = [(x, y) for x in range(0, 1920, 24) for y in range(0, 1080, 24)]
        assert len({client.canvas.get_at(point)[:3] for point in grid}) > 20, client.name
        with client.at_home():
            kept = [json.loads(path.read_text()) for path in RecordsLibrary().files()]
        offered = [widget.key for widget in result.group.widgets if widget.enabled]
        if seat is None:  # a watcher keeps no match of its own, and has no vote nor seat
            assert kept == [] and offered == ["title"] and result.group.focused.key == "title"
            assert result.status_line().startswith("You are watching")
            continue
        assert offered == ["rematch", "new_link", "title"]
        assert len(kept) == 1 and kept[0]["final_scores"] == served, client.name
        assert kept[0]["players"][seat]["kind"] == "human"
    assert all(score == scores[0] for score in scores)
    return served


def test_a_roppyakken_room_for_two_friends_and_a_cpu_plays_through_each_friends_table(
    loopback, tmp_path, received
):
    """Two players' games and a watcher's, each a whole App: the host creates a Roppyakken
    room for three with the CPU in the last seat from its title, Ren pastes the invite on
    Join a Room, Kai types the code of the full room and watches; both friends play the
    whole match by keys at their own tables."""
    host = Client("", loopback.url, tmp_path / "host", seed=3)
    ren = Client("Ren", loopback.url, tmp_path / "ren", seed=4)
    kai = Client("Kai", loopback.url, tmp_path / "kai", seed=5)
    clients = Clients([host, ren, kai])
    try:
        code = host.create_room(games.ROPPYAKKEN, 3, length=1, cpu_seats=(2,))
        waiting = host.top
        lines = [text for text, _ in waiting.seat_lines()]
        assert lines[:2] == ["Red (you)", "a free seat"] and "CPU" in lines[2]
        assert "Waiting for 1 friend to join" in waiting.status_lines()[0][0]
        host.choose("copy")
        ren.join()
        clients.until(lambda: host.top.name == ren.top.name == "online_table", "the deal")
        kai.join(code=code)
        clients.until(lambda: kai.top.name == "online_table", "the watcher's table")
        red, blue, watching = host.top, ren.top, kai.top
        assert (red.session.seat, blue.session.seat, watching.session.seat) == (0, 1, None)
        assert red.config.seats == ("human", "remote", "remote")
        assert blue.config.seats == ("remote", "human", "remote")
        assert watching.config.seats == ("remote",) * 3 and watching.config.viewer == SPECTATOR
        names = loopback.call(lambda s: tuple(seat.name for seat in s.rooms[code].seats))
        assert names == ("Red", "Ren", "CPU (normal)")  # the server's name for its CPU seat
        shown = ("Red", "Ren", "CPU (Normal)")  # the CPU seat in the players' words
        assert red.driver.names == blue.driver.names == watching.driver.names == shown
        assert all(table.view.game == games.ROPPYAKKEN for table in (red, blue, watching))
        assert red.director.seat_count == blue.director.seat_count == 3
        tag = drawn_words(watching)  # the watcher's tag counts the hands it does not see
        assert "No hand is shown." in tag and "Neither hand is shown." not in tag
        clients.until(lambda: players_turn(blue), "Ren's turn")
        assert blue.hint.request()  # the hint searches the seat's own observation
        # the others wait for a person elsewhere: no key of theirs hastens Ren
        clients.until(
            lambda: all(t.view.current == 1 and t.director.idle for t in (red, watching)),
            "Ren's turn shown",
            play=False,
        )
        for table in (red, watching):
            assert table._control_hints(None) == ("Ren is playing - wait for your turn",)
        made = play_to_the_end(clients, loopback, code, checks=20)
        assert made[0] >= 3 and made[1] >= 3 and made[2] >= 3
        assert host.pilot.decisions >= 3 and ren.pilot.decisions >= 3
        assert kai.pilot.decisions == 0
        assert loopback.call(lambda s: s.cpu_moves) >= 3  # the server's CPU played seat 2
        assert_same_end(clients, loopback, code)
        scan_every_link(clients, received, loopback, code, seats=3)
    finally:
        clients.close()


def test_a_hana_awase_room_for_three_friends_and_a_cpu_plays_through_each_friends_table(
    loopback, tmp_path, received
):
    """Three players' games and a watcher's, each a whole App: the host creates a Hana-awase
    room for four with the CPU in the last seat (the shortest length offered), Ren pastes
    the invite, Mio types the code, Kai types it into the full room and watches; each friend
    plays the whole match by keys at its own table."""
    host = Client("", loopback.url, tmp_path / "host", seed=3)
    ren = Client("Ren", loopback.url, tmp_path / "ren", seed=4)
    mio = Client("Mio", loopback.url, tmp_path / "mio", seed=5)
    kai = Client("Kai", loopback.url, tmp_path / "kai", seed=6)
    clients = Clients([host, ren, mio, kai])
    try:
        code = host.create_room(games.HANA_AWASE, 4, length=3, cpu_seats=(3,))
        host.choose("copy")
        ren.join()
        clients.until(lambda: host.top.session.room["seats"][1] is not None, "Ren's seat")
        mio.join(code=code)
        clients.until(
            lambda: all(client.top.name == "online_table" for client in clients.all[:3]),
            "the deal",
        )
        kai.join(code=code)
        clients.until(lambda: kai.top.name == "online_table", "the watcher's table")
        tables = [client.top for client in clients.all]
        assert [table.session.seat for table in tables] == [0, 1, 2, None]
        for table in tables:
            seat = table.session.seat
            assert table.view.game == games.HANA_AWASE and table.view.seat_count == 4
            assert table.config.seats == tuple("human" if n == seat else "remote" for n in range(4))
        names = loopback.call(lambda s: tuple(seat.name for seat in s.rooms[code].seats))
        assert names == ("Red", "Ren", "Mio", "CPU (normal)")
        shown = ("Red", "Ren", "Mio", "CPU (Normal)")  # the CPU seat in the players' words
        assert all(table.driver.names == shown for table in tables)
        made = play_to_the_end(clients, loopback, code, checks=8)
        assert all(count >= 2 for count in made), made
        assert all(client.pilot.decisions >= 2 for client in clients.all[:3])
        assert kai.pilot.decisions == 0
        assert loopback.call(lambda s: s.cpu_moves) >= 2
        assert_same_end(clients, loopback, code)
        scan_every_link(clients, received, loopback, code, seats=4)
    finally:
        clients.close()
