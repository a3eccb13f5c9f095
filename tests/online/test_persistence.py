"""A server restart loses nothing: rooms come back from --data and seats resume in place."""

from __future__ import annotations

import logging
import shutil

import pytest

from game.engine.koikoi.positions import state_snapshot
from game.online.server.local import LocalServer
from tests.online.support import (
    RawClient,
    RawSeat,
    create_room,
    hand_counts_of,
    join_room,
    play_raw,
    scores_of,
)


@pytest.mark.parametrize("stop", ["graceful", "crash"])
def test_a_restart_keeps_every_room_and_match(data_dir, clock, tmp_path, stop):
    crashed = tmp_path / "left-by-a-crash"
    with LocalServer(data_dir, clock=clock, rate=5000.0) as first:
        host, code, token0 = create_room(first.url, seed=17)
        guest, _, token1 = join_room(first.url, code)
        seats = [RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)]
        for raw in seats:
            raw.wait_events()
        in_month = 6  # decisions into a month: they are in the journal, not the room file
        play_raw(
            seats,
            stop=lambda s: s[0].seq > 60 and sum(hand_counts_of(s[0].view)) == 16 - in_month,
        )
        waiting, _, _ = create_room(first.url)  # a room nobody joined yet
        before = first.call(lambda s: state_snapshot(s.rooms[code].match.state))
        seq = seats[0].seq
        if stop == "crash":  # what a SIGKILL leaves: the files as they are on disk now
            first.call(lambda s: s.store.flush())
            shutil.copytree(data_dir, crashed)
    if stop == "crash":
        data_dir = crashed
        journal = data_dir / "rooms" / f"{code}.journal"
        lines = journal.read_text().splitlines()
        assert len(lines) == in_month
        # a repeated line is skipped, a torn last line (cut mid-write) ends the journal
        journal.write_text("\n".join(lines + [lines[-1], lines[-1][:-9]]) + "\n")
    else:  # a graceful stop wrote everything into the room files
        assert not (data_dir / "rooms" / f"{code}.journal").exists()
    clock.advance(60)
    with LocalServer(data_dir, clock=clock, rate=5000.0) as second:
        assert second.call(lambda s: len(s.rooms)) == 2
        assert second.call(lambda s: state_snapshot(s.rooms[code].match.state)) == before
        assert second.call(lambda s: s.rooms[code].match.seq) == seq
        room = second.call(lambda s: s.rooms[code].public(s.clock()))
        assert [seat["connected"] for seat in room["seats"]] == [False, False]
        resumed = []
        for seat, token in ((0, token0), (1, token1)):
            client = RawClient(second.url)
            client.hello()
            client.send(
                {"type": "resume", "code": code, "token": token, "match": 1, "last_seq": seq}
            )
            assert client.until("resumed")["seat"] == seat
            raw = RawSeat(client, seat, seed=seat + 5)
            raw.match, raw.seq = 1, seq
            raw.sent, raw.view = seats[seat].sent, seats[seat].view
            raw.kept = seats[seat].kept
            raw.room = client.until("room")["room"]
            resumed.append(raw)
        play_raw(resumed)
        assert resumed[0].view["phase"] == "match_over"
        final = second.call(lambda s: list(s.rooms[code].match.state.returns()))
        assert scores_of(resumed[0].view) == scores_of(resumed[1].view) == final


def test_a_broken_room_file_is_set_aside(data_dir, clock, caplog):
    caplog.set_level(logging.WARNING)
    with LocalServer(data_dir, clock=clock) as first:
        _, code, _ = create_room(first.url)
    path = data_dir / "rooms" / f"{code}.json"
    path.write_text('{"format": "hanafuda-room", "version": 1, "code": "NOPE"')
    (data_dir / "rooms" / "ZZZZZZZZ.json").write_bytes(b"\xff\xfe binary")
    with LocalServer(data_dir, clock=clock) as second:
        assert second.call(lambda s: len(s.rooms)) == 0
        host, new_code, _ = create_room(second.url)  # and it serves as usual
        assert new_code
    kept = sorted(p.name for p in (data_dir / "rooms").iterdir())
    assert any(name.startswith(f"{code}.json.corrupt-") for name in kept)
    assert any(name.startswith("ZZZZZZZZ.json.corrupt-") for name in kept)
    assert "room file" in caplog.text
