"""Continue from the title: the app restores the exact position (vs CPU and couch)."""

from __future__ import annotations

import pygame

from game.engine.koikoi import positions
from game.input import actions as act
from game.persist import autosave, turn_facts
from game.persist.headless import play_decisions
from tests.persist.watched import decisions_made, watched_until


def _frames(app, count: int) -> None:
    for _ in range(count):
        app.update(1 / 60)


def test_continue_restores_a_cpu_match_at_the_exact_position(app) -> None:
    state = play_decisions(31, 19)
    autosave.save(
        state,
        autosave.MatchInfo(
            mode="cpu",
            seed=31,
            cpu_level="greedy",
            seats=[
                autosave.SeatInfo("You", "red", "human"),
                autosave.SeatInfo("CPU", "blue", "cpu"),
            ],
        ),
    )
    title = app.context.scenes.top
    title.resume()  # the title looks at the autosave again when it comes back
    assert any(w.key == "continue" and w.enabled for w in title.group.widgets)
    app.continue_match()
    table = app.context.scenes.top
    assert table.name == "table" and type(table.mode).__name__ == "VersusMode"
    assert positions.state_snapshot(table.session.state) == positions.state_snapshot(state)
    assert table.session.names == ("You", "CPU") and table.config.seed == 31
    table.director.skip()
    _frames(app, 5)
    table.director.skip()
    _frames(app, 2)
    model = table.director.model
    assert model.month == state.round and tuple(model.scores) == state.returns()
    assert len(model.field_slots) == state.field.bit_count()


def test_continue_a_couch_match_rejoins_devices_then_restores(app) -> None:
    state = play_decisions(12, 9)
    autosave.save(
        state,
        autosave.MatchInfo(
            mode="couch",
            seed=12,
            seats=[autosave.SeatInfo("Aki", "red"), autosave.SeatInfo("Ren", "blue")],
        ),
    )
    app.continue_match()
    rejoin = app.context.scenes.top
    assert type(rejoin).__name__ == "RejoinScene"
    app.dispatch(act.Action(act.CONFIRM, act.PAD, 4))
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    table = app.context.scenes.top
    assert table.name == "couch_table" and type(table.mode).__name__ == "CouchMode"
    assert table.mode.couch.devices == ["pad:4", "keyboard"]
    assert table.mode.couch.names == ["Aki", "Ren"]
    assert positions.state_snapshot(table.session.state) == positions.state_snapshot(state)


def test_continue_with_a_corrupt_autosave_returns_to_the_title_with_a_notice(app) -> None:
    autosave.autosave_path().write_bytes(b"\x89garbage")
    app.continue_match()
    assert type(app.context.scenes.top).__name__ == "TitleScene"
    assert app.notices and "saved match" in app.notices[0][0]
    assert list(autosave.autosave_path().parent.glob("autosave.json.corrupt-*"))


def test_a_table_match_autosaves_after_every_decision(app) -> None:
    app.start_match(
        {"seats": ["cpu", "cpu"], "names": ["Aki", "Ren"], "seed": 3, "level": "greedy"}
    )
    table = app.context.scenes.top
    assert table.name == "table" and type(table.mode).__name__ == "VersusMode"
    for _ in range(900):
        table.fast_forward()
        app.update(1 / 60)
        if sum(len(m["decisions"]) for m in table.session.state.record_rounds()) >= 8:
            break
    decisions = sum(len(m["decisions"]) for m in table.session.state.record_rounds())
    assert decisions >= 8
    loaded = autosave.load()
    assert loaded.ok and loaded.info.mode == "watch" and loaded.info.seed == 3
    assert positions.state_snapshot(loaded.state) == positions.state_snapshot(table.session.state)


def test_vs_cpu_the_players_pad_unplugged_pauses_until_a_key_is_pressed(app) -> None:
    app.input.add_virtual_pad(5, "Xbox Wireless Controller")
    app.start_match(
        {"seats": ["human", "cpu"], "names": ["Aki", "CPU"], "seed": 8, "level": "greedy"}
    )
    table = app.context.scenes.top
    pygame.event.post(
        pygame.event.Event(
            pygame.CONTROLLERBUTTONDOWN, instance_id=5, button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT
        )
    )
    app.begin_frame()
    assert app.input.last_device == (act.PAD, 5)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=5))
    app.begin_frame()
    overlay = app.context.scenes.top
    assert type(overlay).__name__ == "PadDisconnected"
    assert overlay.message == (
        "Your controller disconnected - reconnect it, or press any key to continue on the keyboard"
    )
    decisions = sum(len(m["decisions"]) for m in table.session.state.record_rounds())
    _frames(app, 240)  # the CPU does not play meanwhile
    assert sum(len(m["decisions"]) for m in table.session.state.record_rounds()) == decisions
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    assert app.context.scenes.top is table


def _play_watched_match(app, decisions: int):
    """A CPU vs CPU match on the table, shown until ``decisions`` were made and settled."""
    table = watched_until(app, lambda table: decisions_made(table) >= decisions)
    assert table.session.state.round == 1
    return table


def test_continue_shows_the_cards_in_their_slots_and_the_previous_turn(app) -> None:
    table = _play_watched_match(app, 9)
    slots = dict(table.director.model.field_slots)
    line = table.presenter.summary_text
    assert line.startswith(("Aki ", "Ren "))
    saved = autosave.load()
    assert saved.info.look.field_slots == slots
    assert saved.info.look.turn == turn_facts.told(table.session.previous_turn)
    app.context.scenes.reset(app.context.make_scene("title"))
    app.continue_match()
    restored = app.context.scenes.top
    _frames(app, 3)
    assert restored.director.model.field_slots == slots
    assert restored.presenter.summary_text == line
    assert restored.hud_frame().summary == line


def test_a_save_without_the_look_still_continues(app) -> None:
    import json

    table = _play_watched_match(app, 9)
    path = autosave.autosave_path()

    data = json.loads(path.read_text())
    del data["autosave"]["look"]
    path.write_text(json.dumps(data))
    app.context.scenes.reset(app.context.make_scene("title"))
    app.continue_match()
    restored = app.context.scenes.top
    _frames(app, 3)
    assert restored.name == "table"
    assert positions.state_snapshot(restored.session.state) == positions.state_snapshot(
        table.session.state
    )
    played, fresh = table.director.model.field_slots, restored.director.model.field_slots
    assert set(fresh) == set(played)
    assert fresh != played  # laid out afresh: what the look puts right
    assert restored.presenter.summary_text == ""


def test_a_malformed_look_is_ignored_and_the_match_continues(app) -> None:
    import json

    state = play_decisions(31, 19)
    info = autosave.MatchInfo(mode="watch", seed=31)
    autosave.save(state, info)
    path = autosave.autosave_path()
    data = json.loads(path.read_text())
    data["autosave"]["look"] = {"field_slots": {"1-1": "north"}, "previous_turn": 7}
    path.write_text(json.dumps(data))
    loaded = autosave.load()
    assert loaded.ok and loaded.info.look is None and path.exists()


def test_vs_cpu_the_pad_overlay_speaks_to_the_one_player(app, drawn_texts) -> None:
    """One player at the table: "Your controller", never "Red's" nor "You's match"."""
    app.input.add_virtual_pad(6, "Xbox Wireless Controller")
    app.start_match({"seats": ["human", "cpu"], "names": ["You", "CPU"], "seed": 8})
    pygame.event.post(
        pygame.event.Event(
            pygame.CONTROLLERBUTTONDOWN, instance_id=6, button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT
        )
    )
    app.begin_frame()
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=6))
    app.begin_frame()
    overlay = app.context.scenes.top
    assert type(overlay).__name__ == "PadDisconnected"
    drawn_texts.clear()
    overlay.draw(pygame.Surface((1920, 1080)), 0.0)
    assert "Your controller disconnected" in drawn_texts
    assert "Your match is paused (controller 6) - nothing is lost." in drawn_texts
    assert not any("You's" in text or "Red's" in text for text in drawn_texts)
    assert overlay.message == (
        "Your controller disconnected - reconnect it, or press any key to continue on the keyboard"
    )
