"""A player's game process restarting mid-match (the window killed or crashed, the game started
again, Back to Room): the online table comes back with the field cards in the slots they lay
in and the same "Previous turn" line, as the other players still see them - for koi-koi and
for a game of three seats, on a loopback server, the new game a NEW App on the same user
folder. The look kept beside the seat token is read defensively: a broken file is named in
a notice and set aside, a look of another match is not used."""

from __future__ import annotations

import json

from game.engine import games
from game.engine.events import for_viewer
from game.engine.koikoi.turns import TurnLog
from game.input import actions as act
from game.online.client.link import SeatStore
from game.online.client.looks import looks_path
from game.persist import turn_facts
from tests.support.headless import headless_app
from tests.support.online_rig import OnlineRig, players_turn
from tests.support.online_tables import TableFriend, open_game_room


def played_a_while(rig: OnlineRig, table, turns: int = 2) -> None:
    """Play until the table has told a previous turn ``turns`` times over and waits for the
    player again (cards have left the field: its slots have gaps)."""
    told: list[str] = []

    def ready() -> bool:
        text = table.summary_text
        if text and (not told or told[-1] != text):
            told.append(text)
        return len(told) >= turns and players_turn(table) and table.director.idle

    rig.until(ready, "a few turns played", play=True)


def crash(rig: OnlineRig, code: str) -> None:
    """The game process dies at the table: its link goes, nothing else runs (no goodbye
    screen, no closing save); its user folder stays."""
    rig.top.session.online.close(grace=0.2)
    rig.until(
        lambda: not rig.server.call(lambda s: s.rooms[code].seats[0].connected), "the seat away"
    )


def restarted(rig: OnlineRig, code: str) -> tuple[OnlineRig, object]:
    """A new game on the same user folder: Play with a Friend > Back to Room: (its rig, its
    table once the resumed position is laid out)."""
    second = OnlineRig(headless_app(), rig.server, rig.tmp_path)
    second.choose("play_friend")
    second.choose(f"resume:{code}")
    second.until(lambda: second.top.name == "online_table", "the table again")
    again = second.top
    second.until(lambda: again.session.connected and again.director.idle, "the resume")
    second.frames(2)
    return second, again


def look_of(table) -> tuple:
    model = table.director.model
    piles = tuple(tuple(model.captured_codes(seat)) for seat in range(model.seat_count))
    return dict(model.field_slots), table.summary_text, piles


def test_a_restarted_game_shows_the_koikoi_table_as_it_was(online_rig: OnlineRig):
    rig = online_rig
    code, friend, table = rig.at_the_table(months=2)
    played_a_while(rig, table)
    slots, told, piles = look_of(table)
    assert told and len(slots) >= 4
    assert sorted(slots.values()) != list(range(len(slots)))  # gaps: a fresh layout differs
    crash(rig, code)
    second, again = restarted(rig, code)
    try:
        assert again.view.field == table.view.field
        assert look_of(again) == (slots, told, piles)
        second.until(lambda: second.top.name == "online_result", "the result", play=True)
        friend.thread.join(30)
        assert friend.error is None and list(second.top.view.scores) == friend.scores
    finally:
        second.app.shutdown()


def test_a_restarted_game_shows_a_three_seat_table_as_it_was(online_rig: OnlineRig, loopback):
    rig = online_rig
    code = open_game_room(rig, games.ROPPYAKKEN, 3, length=1, cpu_seats=(2,))
    ren = TableFriend(loopback.url, code, "Ren", rig.tmp_path / "ren.json").play()
    second = None
    try:
        rig.until(lambda: rig.top.name == "online_table", "the deal")
        table = rig.top
        rig.until(lambda: players_turn(table), "the player's turn", play=True)
        played_a_while(rig, table)
        slots, told, piles = look_of(table)
        assert told and slots
        crash(rig, code)
        second, again = restarted(rig, code)
        assert again.view.field == table.view.field
        assert look_of(again) == (slots, told, piles)
        second.until(lambda: second.top.name == "online_result", "the result", play=True)
        ren.thread.join(60)
        assert ren.error is None and list(second.top.view.scores) == ren.scores
    finally:
        ren.close()
        if second is not None:
            second.app.shutdown()


def test_a_broken_look_file_is_named_and_the_table_laid_out_afresh(
    online_rig: OnlineRig,
):
    rig = online_rig
    code, friend, table = rig.at_the_table(months=2)
    played_a_while(rig, table)
    shown = table.view
    crash(rig, code)
    kept = looks_path(SeatStore().path)
    assert code in kept.read_text(encoding="utf-8")  # the look was kept as the cards settled
    kept.write_text('{"ws://x": [1, 2', encoding="utf-8")
    second, again = restarted(rig, code)
    try:
        assert again.view.field == shown.field  # the position is the server's all the same
        assert again.summary_text == ""
        said = [text for text, _left in second.app.notices]
        assert any("online table looks" in text and "could not be read" in text for text in said)
        aside = list(kept.parent.glob(f"{kept.name}.corrupt-*"))  # moved aside, named
        assert len(aside) == 1 and any(aside[0].name in text for text in said)
        assert aside[0].read_text(encoding="utf-8") == '{"ws://x": [1, 2'
        assert code in json.loads(kept.read_text(encoding="utf-8")).popitem()[0]  # kept anew
    finally:
        second.app.shutdown()


def test_a_look_of_another_match_is_not_used(online_rig: OnlineRig):
    rig = online_rig
    code, friend, table = rig.at_the_table(months=2)
    played_a_while(rig, table)
    crash(rig, code)
    kept = looks_path(SeatStore().path)
    data = json.loads(kept.read_text(encoding="utf-8"))
    for entry in data.values():
        entry["match"] += 1  # e.g. kept before a rematch the server has since dealt
        entry["look"]["field_slots"] = {code: 60 for code in entry["look"]["field_slots"]}
    kept.write_text(json.dumps(data), encoding="utf-8")
    second, again = restarted(rig, code)
    try:
        assert again.view.field == table.view.field
        assert again.summary_text == ""  # not the other match's turn
        assert 60 not in again.director.model.field_slots.values()
        assert not second.app.notices  # a look that does not fit is no damage to report
    finally:
        second.app.shutdown()


def test_back_to_room_from_the_title_shows_the_table_as_it_was(online_rig: OnlineRig, loopback):
    rig = online_rig
    code, friend, table = rig.at_the_table(months=2)
    played_a_while(rig, table)
    before = look_of(table)
    rig.press(act.PAUSE)
    rig.choose("quit")
    assert rig.top.name == "title"
    rig.until(
        lambda: not loopback.call(lambda s: s.rooms[code].seats[0].connected), "the seat away"
    )
    rig.choose("play_friend")
    rig.choose(f"resume:{code}")
    rig.until(lambda: rig.top.name == "online_table", "the table again")
    again = rig.top
    rig.until(lambda: again.session.connected and again.director.idle, "the resume")
    assert again is not table and look_of(again) == before


def test_turns_played_while_the_game_was_down_are_told_from_the_snapshot(
    online_rig: OnlineRig, loopback
):
    """Protocol 4: the snapshot carries the recent turns, so a game that was down while the
    others played tells the last of them (its kept look still places the field cards)."""
    rig = online_rig
    code = open_game_room(rig, games.ROPPYAKKEN, 3, length=1, cpu_seats=(2,))
    ren = TableFriend(loopback.url, code, "Ren", rig.tmp_path / "ren.json").play()
    second = None

    def to_play() -> int:
        return loopback.call(lambda s: s.rooms[code].match.state.current_player())

    def seq() -> int:
        return loopback.call(lambda s: s.rooms[code].match.seq)

    try:
        rig.until(lambda: rig.top.name == "online_table", "the deal")
        table = rig.top
        played_a_while(rig, table)
        rig.until(lambda: to_play() != 0, "our card played", play=True)
        ours = table.session.shown_seq  # what the table had shown (its look) when it went
        crash(rig, code)
        rig.until(lambda: to_play() == 0 and seq() > ours, "the others' turns")
        second, again = restarted(rig, code)
        log = loopback.call(lambda s: s.rooms[code].match.log)
        turns = TurnLog()
        turns.record(for_viewer(log, 0))
        assert turns.previous_turn and turns.previous_turn[0].player != 0
        assert turn_facts.told(again.session.previous_turn) == turn_facts.told(turns.previous_turn)
        name = again.driver.names[turns.previous_turn[0].player]
        assert again.summary_text.startswith(name)
    finally:
        ren.close()
        if second is not None:
            second.app.shutdown()
