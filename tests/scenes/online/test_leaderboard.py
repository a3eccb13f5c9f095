"""The leaderboard, opt-in: off by default (nothing sent), turned on and a name registered
from Options > Online (its secret kept in the user folder), rooms then played under that
name, and the board shown as a page of the arcade's records when a server is set."""

from __future__ import annotations

import json

import pygame

from game.input import actions as act
from game.online.client.board_client import NAMES_FILE, BoardNames
from game.online.client.link import Opening
from game.scenes.arcade.records import MODES, ONLINE_PAGE
from game.scenes.online.connect import open_session
from tests.support.headless import press_key, type_text
from tests.support.online_rig import OnlineRig


def open_online_options(rig: OnlineRig):
    rig.app.context.scenes.push(rig.app.context.make_scene("options"))
    rig.choose("online")
    assert rig.top.name == "online_options"
    return rig.top


def status_of(scene, label: str) -> str:
    return next(text for name, text, _colour in scene.status_lines() if name == label)


def register(rig: OnlineRig, name: str) -> None:
    rig.choose("leaderboard")  # turn it on
    rig.choose("board_name")  # start typing
    type_text(rig.app, name)
    rig.press(act.CONFIRM)  # done typing
    rig.choose("register")
    rig.until(lambda: rig.top.request is None, "the server's answer")


def test_off_by_default_and_nothing_is_claimed(online_rig, loopback):
    rig = online_rig
    scene = open_online_options(rig)
    assert rig.app.settings.leaderboard is False
    assert status_of(scene, "Leaderboard") == "Off. Nothing is sent about your results."
    register_button = next(w for w in scene.group.widgets if w.key == "register")
    assert not register_button.enabled
    handle = open_session(rig.app.context, loopback.url, "create")
    try:
        assert handle.session.opening == Opening("create", ranked=None)
    finally:
        handle.release()


def test_a_registered_name_is_kept_and_rooms_are_played_under_it(
    online_rig, loopback, private_user_dir
):
    rig = online_rig
    scene = open_online_options(rig)
    register(rig, "Aki")
    assert status_of(scene, "Leaderboard") == f"Registered as Aki on {loopback.url}."
    claim = BoardNames().get(loopback.url)
    assert claim["name"] == "Aki" and len(claim["secret"]) > 20
    kept = json.loads((private_user_dir / "data" / NAMES_FILE).read_text("utf-8"))
    assert kept == {loopback.url: claim}
    assert loopback.call(lambda s: s.board.verify(claim)) == "Aki"

    rig.choose("board_name")
    for _ in range(3):
        press_key(rig.app, pygame.K_BACKSPACE, frames=1)
    type_text(rig.app, "aki")
    rig.press(act.CONFIRM)
    rig.choose("register")
    rig.until(lambda: rig.top.request is None, "the second answer")
    assert status_of(scene, "Leaderboard") == (
        "The server refused the name: the name 'aki' is taken."
    )
    assert BoardNames().get(loopback.url) == claim  # the first one is kept

    code = rig.open_room()
    assert loopback.call(lambda s: s.rooms[code].seats[0].ranked_name) == "Aki"


def test_the_records_screen_shows_the_board_when_a_server_is_set(online_rig, loopback):
    rig = online_rig
    open_online_options(rig)
    register(rig, "Aki")
    rig.app.context.scenes.push(rig.app.context.make_scene("arcade_stats"))
    records = rig.top
    assert records.pages == MODES + (ONLINE_PAGE,)
    for _ in range(len(MODES)):
        rig.press(act.RIGHT)
    assert records.pages[records.mode_index] == ONLINE_PAGE
    rig.until(lambda: records.online_board.request.done, "the board")
    board = records.online_board.request.result
    assert [(entry["rank"], entry["name"], entry["points"]) for entry in board] == [(1, "Aki", 0)]
    canvas = pygame.Surface((1920, 1080))
    records.draw(canvas, 1.0)
    blank = pygame.Surface((1920, 1080))
    records.online_board.request.result = []
    records.draw(blank, 1.0)
    area = pygame.Rect(1260, 250, 540, 120)
    drawn = pygame.image.tobytes(canvas.subsurface(area), "RGB")
    assert drawn != pygame.image.tobytes(blank.subsurface(area), "RGB")  # Aki's row is drawn


def test_without_a_server_set_the_records_have_no_online_page(app):
    app.context.scenes.push(app.context.make_scene("arcade_stats"))
    assert app.context.scenes.top.pages == MODES
    assert app.context.scenes.top.online_board is None
