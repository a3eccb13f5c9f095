"""Protocol 4: a snapshot carries the recent turns ("recent": the events from the start of the
last finished turn on, as its viewer may see them), so a client set up again at it tells the
previous turn; a server of version 4 still welcomes clients of version 3 (they ignore the
field), and a client reads a snapshot without it (a server of version 3)."""

from __future__ import annotations

from game.engine import events as ev
from game.engine.events import SPECTATOR, for_viewer
from game.engine.koikoi.turns import TurnLog
from game.online.client.model import ClientModel
from game.online.server.feed import recent_turns
from game.online.wire import messages as msg
from game.online.wire import protocol as wire
from tests.online.support import RawClient, play_raw, start_pair


def told(events) -> list:
    turns = TurnLog()
    turns.record(list(events))
    return turns.previous_turn


def test_a_snapshot_tells_the_previous_turn_and_a_version_3_client_is_welcome(server):
    code, seats, _ = start_pair(server, seed=3)
    play_raw(seats, stop=lambda s: s[0].seq > 12)
    old = RawClient(server.url)
    old.send({"type": "hello", "v": 3, "client": "an-older-game"})
    assert old.until("welcome")["v"] == wire.PROTOCOL_VERSION == 4
    old.send({"type": "watch", "code": code})
    snapshot = old.until("snapshot")
    log = server.call(lambda s: s.rooms[code].match.log)
    recent = [wire.event_from_dict(e) for e in snapshot["recent"]]
    assert recent and isinstance(recent[0], ev.CardPlayed)
    assert told(recent) == told(for_viewer(log, SPECTATOR)) != []
    model = ClientModel()
    (update,) = model.apply(snapshot)
    assert list(update.data["recent"]) == recent
    del snapshot["recent"]  # what a server of version 3 sends
    (update,) = ClientModel().apply(snapshot)
    assert "recent" not in update.data
    old.close()


def test_the_recent_turns_start_at_the_last_finished_turn():
    def play(seat, card):
        return ev.CardPlayed(player=seat, card=card, matches=())

    def laid(seat, card, source):
        return ev.CardToField(player=seat, card=card, source=source)

    first = [play(0, "1-1"), laid(0, "1-1", "play"), laid(0, "2-1", "draw")]
    second = [play(1, "3-1"), laid(1, "3-1", "play"), laid(1, "4-1", "draw")]
    going = [play(0, "5-1")]
    assert recent_turns([]) == []
    assert recent_turns(going) == going  # no turn finished yet: the one going on
    assert recent_turns(first + second) == second
    assert recent_turns(first + second + going) == second + going
    assert msg.Snapshot(1, 2, {}, [], []).recent is None  # optional on the wire
