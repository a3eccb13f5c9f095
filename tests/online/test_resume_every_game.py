"""Resume after a dropped connection in every phase of every game, for every friend's seat
(issue 30): each game at each seat count is played to its end by raw seats (the last seat a
CPU the server plays from three seats up); the first time a phase comes up on a friend's turn
every friend's link is dropped in turn and resumed with its token, alternately from nothing
(a snapshot) and from a few events back (a replay), and the view it gets is the view it had.
"""

from __future__ import annotations

import pytest

from game.engine import games
from tests.online.table_support import GameSeat, create, join, resume
from tests.online.test_timers import wait_gone

SHORT = {
    games.KOIKOI: {"months": 12},
    games.ROPPYAKKEN: {},
    games.HANA_AWASE: {"rounds": 6},
    games.HACHI_HACHI: {"months": 6},
}
CASES = [
    (game, seats) for game in games.GAME_IDS if game in SHORT for seats in games.spec(game).seats
]


def decisions_of(game: str, count: int) -> set[str]:
    """Whether the engine's game has a decision phase of its own (koi-koi's koi-koi or
    stop): what local random play of a few matches reaches, beside playing and taking."""
    import random

    reached = set()
    for seed in range(3):
        state = games.new_state(game, count, games.load_rules(game), seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            reached.add(str(state.phase))
            state.apply(rng.choice(list(state.legal_actions())))
    return reached & {"decide", "teyaku"}


def _drop_and_resume(server, code: str, seat: GameSeat, token: str, replay: bool) -> GameSeat:
    before, seq, match = seat.sent, seat.seq, seat.match
    seat.client.close()
    wait_gone(server, code, seat.seat)
    last = max(0, seq - 3) if replay else 0
    client = resume(server.url, code, token, match if replay else 0, last)
    back = GameSeat(client, seat.seat, seed=seat.seat + 10, room=seat.room)
    if replay:  # the client keeps what it kept (protocol 3: outcomes, the last round end)
        back.match, back.kept = match, seat.kept
    first = back.wait_for("events" if replay and seq > 0 else "snapshot")
    if replay and seq > 0:
        assert (first["first_seq"], first["last_seq"]) == (last + 1, seq)
    assert back.seq == seq and back.sent == before
    back.player, back.rng, back.acted = seat.player, seat.rng, seat.acted
    return back


@pytest.mark.parametrize(("game", "count"), CASES)
def test_every_friend_resumes_in_every_phase(server, game, count):
    cpu_seats = [count - 1] if count >= 3 else []
    chosen = {"game": game, "seats": count, "cpu_seats": cpu_seats, "cpu_level": "easy"}
    client, code, host_token, room = create(server.url, {**chosen, "overrides": SHORT[game]})
    seats, tokens = [GameSeat(client, 0, seed=1, room=room)], {0: host_token}
    for _ in range(1, count - len(cpu_seats)):
        joined, number, token = join(server.url, code)
        seats.append(GameSeat(joined, number, seed=number + 1))
        tokens[number] = token
    for raw in seats:
        raw.until_view()
    resumed: set[tuple[str, int]] = set()
    seen: set[str] = set()
    for _ in range(6000):
        for raw in seats:
            raw.pump(0.005)
        view = seats[0].view
        if view["phase"] == "match_over":
            break
        actor = next((raw for raw in seats if raw.my_turn()), None)
        if actor is None:
            continue  # the CPU seat moves, or a frame is on its way
        if all(raw.seq == actor.seq for raw in seats) and view["phase"] not in seen:
            seen.add(view["phase"])
            for n, raw in enumerate(seats):
                seats[n] = _drop_and_resume(server, code, raw, tokens[raw.seat], len(resumed) % 2)
                resumed.add((view["phase"], raw.seat))
            actor = next(raw for raw in seats if raw.my_turn())
        actor.act()
    else:
        raise AssertionError("the match did not end within the step limit")
    friends = [raw.seat for raw in seats]
    assert resumed == {(phase, seat) for phase in seen for seat in friends}
    assert seen == {"play", "take_play", "take_draw"} | decisions_of(game, count)
    final = server.call(lambda s: (s.rooms[code].status, list(s.rooms[code].final_scores())))
    assert final[0] == "finished" and seats[0].view.get("returns", []) in ([], final[1])
