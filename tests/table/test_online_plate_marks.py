"""What an online table of three or four seats draws on the other seats' name plates, seen
as a player sees it: the presence pill (a CPU's level, "Away 1:15") sits beside the plate's
own marks (the dealer mark, the game's line) and never over them, and a CPU seat the room's
creator chose is named in the player's language, as the waiting room names it."""

from __future__ import annotations

import pygame

from game import i18n
from game.engine import games
from game.table import online_marks
from game.table.drawer import plate_surface
from game.view import seat_panels
from tests.support.online_rig import OnlineRig
from tests.support.online_tables import TableFriend, open_game_room

CANVAS = (1920, 1080)
UNLIT_TAG = (70, 58, 40)  # the fill of a plate's game line (seat_panels._draw_tag)


def marks_right(plate) -> int:
    """The right edge (canvas x) of the plate's lower row of marks: its game line's box,
    found in the plate as the table builds it."""
    surface = plate_surface(plate)
    middle = seat_panels.COMPACT_ROW[0] + seat_panels.COMPACT_ROW[1] // 2
    columns = [
        x for x in range(surface.get_width()) if surface.get_at((x, middle))[:3] == UNLIT_TAG
    ]
    assert columns, f"no game line on {plate.name}'s plate"
    return plate.rect[0] + max(columns)


def test_the_pills_on_a_hachi_hachi_table_leave_the_plates_marks_uncovered(
    online_rig: OnlineRig, loopback, monkeypatch, tmp_path
):
    rig = online_rig
    code = open_game_room(rig, games.HACHI_HACHI, 3, length=6, cpu_seats=(1,))
    friend = TableFriend(loopback.url, code, "Ren", tmp_path / "ren.json").play()
    rig.until(lambda: rig.top.name == "online_table", "the deal")
    table = rig.top
    rig.frames(3)
    drawn: dict[int, pygame.Rect] = {}
    real = online_marks.draw_presence

    def spy(canvas, plate, seat, *args, **kwargs):
        drawn[seat] = real(canvas, plate, seat, *args, **kwargs)
        return drawn[seat]

    monkeypatch.setattr(online_marks, "draw_presence", spy)
    canvas = pygame.Surface(CANVAS)
    table.draw(canvas, 1.0)
    plates = {plate.seat: plate for plate in table.hud_frame().plates}
    assert sorted(drawn) == [1, 2]
    for seat, pill in drawn.items():
        plate = plates[seat]
        assert plate.compact and plate.tag.startswith("Cards")
        assert pygame.Rect(plate.rect).contains(pill), seat
        assert pill.left > marks_right(plate), (seat, plate.tag, pill)
    # a CPU seat the creator chose is named as the waiting room names it
    assert table.driver.names[1:] == ("CPU (Normal)", "Ren")
    friend.close()


def test_a_pill_says_less_where_the_plate_has_less_room():
    canvas = pygame.Surface(CANVAS)
    plate = (24, 132, 300, 100)
    row = (24 + 150, 132 + 56, 30)  # the game line ends half way
    away = online_marks.draw_presence(canvas, plate, 1, 75.0, False, inset=True, row=row)
    assert away.left >= row[0] and away.right <= 24 + 300
    assert online_marks.presence_text(False, 75.0) == "Away 1:15"
    assert away.width < theme_width("Away 1:15") + 44  # said as its clock alone
    full = online_marks.draw_presence(canvas, plate, 1, 75.0, False, inset=True, row=(60, 188, 30))
    assert full.width >= theme_width("Away 1:15") + 44
    crowded = (24 + 270, 132 + 56, 30)  # marks almost to the edge: the light alone
    light = online_marks.draw_presence(canvas, plate, 1, 75.0, False, inset=True, row=crowded)
    assert light.width <= 26


def theme_width(text: str) -> int:
    from game.ui import theme

    return theme.font(online_marks.PILL_SIZE, "ui_bold").size(text)[0]


def test_a_cpu_seat_is_named_in_the_players_language():
    from game.online.client.seat_names import seat_name

    seat = {"name": "CPU (normal)", "kind": "cpu", "cpu_level": "normal", "connected": True}
    assert seat_name(seat) == "CPU (Normal)"
    i18n.set_language("ja")
    try:
        assert seat_name(seat) == online_marks.cpu_seat_text({"seats": [seat]}, 0)
        assert seat_name(seat) != "CPU (normal)"
    finally:
        i18n.set_language("en")
    friend = {"name": "Ken", "kind": "cpu", "cpu_level": "normal", "connected": False}
    assert seat_name(friend) == "Ken"  # a seat handed to the CPU keeps its friend's name
    assert seat_name(None) == ""


def test_two_cpu_seats_are_told_apart_by_their_colours(online_rig: OnlineRig, loopback, tmp_path):
    """A hana-awase room for four with two CPU seats: the tracker, the plates and the
    previous turn name them "Green CPU" and "Gold CPU" (not "CPU (Normal)" twice)."""
    from game.core.wording import display_name

    rig = online_rig
    code = open_game_room(rig, games.HANA_AWASE, 4, length=6, cpu_seats=(2, 3))
    friend = TableFriend(loopback.url, code, "Ren", tmp_path / "ren.json").play()
    rig.until(lambda: rig.top.name == "online_table", "the deal")
    table = rig.top
    assert table.driver.names[2:] == ("Green CPU", "Gold CPU")
    i18n.set_language("ja")
    try:
        shown = [display_name(name) for name in table.driver.names[2:]]
        assert shown[0] != shown[1] and all("CPU" in name for name in shown), shown
    finally:
        i18n.set_language("en")
    friend.close()
