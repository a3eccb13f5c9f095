"""A failing disk or a failing match end never costs a seat or a decision.

Writes that fail (out of descriptors, disk full) are retried until they work, merged with
what was queued since; a match end whose record cannot be made keeps both seats connected.
"""

from __future__ import annotations

import errno
import json
import logging

from game.engine.koikoi.positions import state_snapshot
from game.online.server import store
from game.online.server.local import LocalServer
from game.online.wire import games
from tests.online.support import RawClient, eventually, play_raw, scores_of, start_pair


def test_failed_writes_are_retried_and_nothing_is_lost(data_dir, clock, monkeypatch, caplog):
    caplog.set_level(logging.WARNING)
    real = store.BackgroundWriter._do
    failures = {"left": 0}

    def flaky(path, job):
        if failures["left"] > 0:
            failures["left"] -= 1
            raise OSError(errno.EMFILE, "Too many open files")
        real(path, job)

    monkeypatch.setattr(store.BackgroundWriter, "_do", staticmethod(flaky))
    with LocalServer(data_dir, clock=clock, rate=5000.0, allow_client_seed=True) as server:
        code, seats, _ = start_pair(server, months=1, seed=5)
        failures["left"] = 6  # the next writes fail: journal lines, room files, the record
        play_raw(seats)  # to the end of the one-month match
        assert seats[0].view["phase"] == "match_over"
        record = data_dir / "records" / f"{code}-1.json"
        eventually(record.exists, "the record, written on a retry")
        server.call(lambda s: s.store.flush())
        room = server.call(lambda s: s.rooms[code].public(s.clock()))
        assert [seat["connected"] for seat in room["seats"]] == [True, True]
        final = server.call(lambda s: state_snapshot(s.rooms[code].match.state))
    assert failures["left"] == 0
    assert json.loads(record.read_text())["final_scores"] == scores_of(seats[0].view)
    with LocalServer(data_dir, clock=clock) as again:  # what reached the disk is complete
        assert again.call(lambda s: state_snapshot(s.rooms[code].match.state)) == final
    messages = [r.getMessage() for r in caplog.records]
    assert any(m.startswith("could not write") and "retrying in" in m for m in messages)
    assert any(m.startswith("wrote ") and "failed attempt" in m for m in messages)


def test_a_match_end_that_cannot_be_recorded_keeps_both_seats(data_dir, clock, monkeypatch, caplog):
    def broken_record(self, state, players):
        raise OSError(errno.EMFILE, "Too many open files")

    monkeypatch.setattr(games.RoomGame, "record", broken_record)
    with LocalServer(data_dir, clock=clock, rate=5000.0, allow_client_seed=True) as server:
        code, seats, _ = start_pair(server, months=1, seed=5)
        play_raw(seats)
        assert seats[0].view["phase"] == "match_over"
        for raw in seats:  # both still seated: the rematch deals a new match
            raw.client.send({"type": "rematch"})
        for raw in seats:
            assert raw.wait_events()["match"] == 2
        room = server.call(lambda s: s.rooms[code].public(s.clock()))
        assert room["status"] == "playing" and room["match"] == 2
        assert [seat["connected"] for seat in room["seats"]] == [True, True]
        watcher = RawClient(server.url)  # and the server serves the others as before
        watcher.hello()
        watcher.send({"type": "watch", "code": code})
        assert watcher.until("snapshot")["match"] == 2
    assert any("was not recorded" in r.getMessage() for r in caplog.records)
