"""RemoteMatchSource, the network match as a table's source: received batches wait until the
table steps, and until then everything it shows (the view, the information view, the
previous turn) stays with the batches already shown."""

from __future__ import annotations

import random
import time

import pytest

from game.engine import events as ev
from game.engine.ai import make_player
from game.online.client.headless import wait_until
from game.online.client.link import Opening, SeatStore
from game.online.client.remote_source import RemoteMatchSource
from game.online.client.session import RemoteMatchSession
from game.online.wire.wire_views import decode_wire_view


def test_batches_wait_for_the_table(server, tmp_path):
    host = RemoteMatchSession(
        server.url,
        Opening("create", name="Aki", settings={"overrides": {"months": 2}}, seed=4),
        seats=SeatStore(tmp_path / "host.json"),
    )
    wait_until(host, lambda: host.code is not None, 10, "the room")
    guest = RemoteMatchSession(
        server.url,
        Opening("join", code=host.code, name="Ren"),
        seats=SeatStore(tmp_path / "g.json"),
    )
    try:
        updates = []
        while not any(u.kind == "events" for u in updates):
            updates.extend(guest.wait(5))
        start = next(index for index, u in enumerate(updates) if u.kind == "events")
        source = RemoteMatchSource(guest, None, updates[start], updates[start + 1 :])
        assert [type(e) for e in source.initial_events[:2]] == [ev.RoundStarted, ev.Dealt]
        assert source.names == ("Aki", "Ren") and source.is_human(1) and not source.is_human(0)
        with pytest.raises(LookupError):
            source.information(0)
        player = make_player("easy")
        rng = random.Random(1)
        shown = source.view()
        sent = 0
        while sent < 6:  # seed 4: the host deals and plays first
            wait_until(
                host,
                lambda: (
                    host.my_turn() or (host.view is not None and host.view["table"]["current"] == 1)
                ),
                10,
                "a turn",
            )
            if not host.my_turn():
                break  # the host's turn is over
            host.submit(player.choose(host.information(), rng))
            sent += 1
            wait_until(host, lambda: host.model.action_in_flight is False, 10, "the answer")
        deadline = time.monotonic() + 10
        while guest.model.last_seq < host.model.last_seq and time.monotonic() < deadline:
            source.pump()  # the only reader of the guest's session, as at a table
            time.sleep(0.01)
        assert sent >= 1 and len(source.waiting) == sent
        assert source.view() == shown and not source.up_to_date()
        assert not source.awaiting_human()  # not before the table has shown it all
        steps = []
        while source.waiting:
            expected = source.waiting[0].data["view"]
            events = source.step(0.0)
            steps.append(events)
            assert source.view() == decode_wire_view(expected, source.rules).table
        assert source.step(0.0) == []
        assert len(steps) == sent and all(steps)
        assert source.view().current == 1 and source.awaiting_human()
        assert type(source.previous_turn[0]) is ev.CardPlayed
        assert source.previous_turn[0].player == 0
        info = source.information(1)
        action = player.choose(info, rng)
        assert source.submit(action) and not source.submit(action)  # once, then in flight
    finally:
        host.close()
        guest.close()
