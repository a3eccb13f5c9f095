"""The left column's tip on an online table while the player to act has left: it says they
are away and the table waits, not that they are playing."""

from __future__ import annotations

from game.engine import games
from tests.support.online_rig import OnlineRig
from tests.support.online_tables import friends_playing, open_game_room, seat_of


def test_the_tip_says_a_friend_who_left_is_away_not_playing(online_rig: OnlineRig, loopback):
    rig = online_rig
    code = open_game_room(rig, games.ROPPYAKKEN, 3, length=1)
    ren, mio = friends_playing(rig, loopback.url, code, "Ren", "Mio")
    try:
        rig.until(lambda: rig.top.name == "online_table", "the deal")
        table = rig.top
        ren_seat = seat_of(loopback, code, "Ren")
        ren.close()
        rig.until(
            lambda: (
                table.view.current == ren_seat
                and table.director.idle
                and table.session.away_seconds(ren_seat) > 0
            ),
            "Ren's turn with Ren away",
            play=True,
        )
        assert table._control_hints(None) == (
            "Ren is away - the table waits for them to come back",
        )
    finally:
        ren.close()
        mio.close()
