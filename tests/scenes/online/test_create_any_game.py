"""Create a Room for every game the table plays: the game, its seat count, which seats friends
take and which CPUs play (with a level), its rules and length become the room's settings;
the preset's description is told for the length chosen (never "12 months" for a 3-month
room), in English, Japanese and Chinese."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.core.settings import Settings
from game.engine import games
from game.online.wire.games import MatchSettings
from tests.support.headless import scene_context


def create_scene(game: str | None = None):
    context = scene_context(settings=Settings(online_name="Aki"))
    scene = context.make_scene("online_create", **({"game": game} if game else {}))
    context.scenes.push(scene)
    return scene


def keys(scene) -> list[str]:
    return [widget.key for widget in scene.group.widgets]


def test_every_offered_game_can_be_chosen_with_its_seats():
    scene = create_scene()
    assert scene.room_setup.game == games.KOIKOI
    game_row = next(w for w in scene.group.widgets if w.key == "game")
    chosen = []
    for _ in games.GAME_IDS:
        chosen.append(scene.room_setup.game)
        game_row = next(w for w in scene.group.widgets if w.key == "game")
        game_row.adjust(1)
    assert chosen == list(games.GAME_IDS)


def test_a_roppyakken_room_for_three_with_a_cpu_seat():
    scene = create_scene(games.ROPPYAKKEN)
    room = scene.room_setup
    room.seat_count = 3
    scene.rebuild()
    assert {"seat1", "seat2"} <= set(keys(scene)) and "seat3" not in keys(scene)
    assert "cpu_level" not in keys(scene)  # no CPU seat yet
    seat2 = next(w for w in scene.group.widgets if w.key == "seat2")
    seat2.adjust(1)  # a friend -> CPU (the row rebuilds the screen)
    assert "cpu_level" in keys(scene)
    level = next(w for w in scene.group.widgets if w.key == "cpu_level")
    level.adjust(1)  # normal -> expert
    settings = scene.match_settings()
    assert settings == MatchSettings(
        games.ROPPYAKKEN,
        games.spec(games.ROPPYAKKEN).default_preset,
        {},
        3,
        (2,),
        "expert",
    )
    assert settings.to_json()["cpu_seats"] == [2]
    assert MatchSettings.from_json(settings.to_json()) == settings
    assert room.friends() == 1
    assert [text for text, _ in scene.seat_lines()] == [
        "Seat 1: you",
        "Seat 2: a friend",
        "Seat 3: CPU (Expert)",
    ]


def test_a_hana_awase_room_for_four_and_its_length():
    scene = create_scene(games.HANA_AWASE)
    room = scene.room_setup
    assert room.seat_count == 4 and {"seat1", "seat2", "seat3"} <= set(keys(scene))
    length = next(w for w in scene.group.widgets if w.key == "length")
    length.adjust(-1)  # 12 rounds -> 6
    settings = scene.match_settings()
    assert settings.seats == 4 and settings.cpu_seats == ()
    assert settings.overrides == {"rounds": 6}
    assert scene.description().endswith("This room: 6 rounds.")


def test_cpu_seats_are_checked():
    with pytest.raises(ValueError, match="cpu_seats|CPU seat"):
        MatchSettings.from_json({"game": games.ROPPYAKKEN, "seats": 3, "cpu_seats": [0]})
    with pytest.raises(ValueError, match="cpu_seats|CPU seat"):
        MatchSettings.from_json({"game": games.ROPPYAKKEN, "seats": 3, "cpu_seats": [3]})
    with pytest.raises(ValueError, match="CPU level"):
        MatchSettings.from_json({"game": games.KOIKOI, "seats": 2, "cpu_level": "godlike"})


@pytest.mark.parametrize(
    ("language", "said", "wanted"),
    [("en", "12 months", "3 months"), ("ja", "12か月", "3か月"), ("zh-Hans", "12 个月", "3个月")],
)
def test_the_preset_description_follows_the_length(drawn_texts, language, said, wanted):
    i18n.set_language(language)
    scene = create_scene()
    scene.setup.set_rule("months", 3)
    drawn_texts.clear()
    scene.draw(pygame.Surface((1920, 1080)), 0.0)
    text = " ".join(drawn_texts)
    assert said not in text and said.replace(" ", "") not in text
    assert wanted in text


class StubSession:
    """What the waiting room reads of a session: a room on a server that seats CPUs."""

    def __init__(self, room: dict) -> None:
        self.room = room
        self.seat = 0
        self.code = room["code"]
        self.invite = f"ws://example.org/r/{self.code}"
        self.connection = "connected"
        self.connection_detail = ""
        self.server = "ws://example.org"

    def poll(self) -> list:
        return []


class StubHandle:
    def __init__(self, session) -> None:
        self.session = session

    def release(self) -> None:
        """Nothing to close."""


def test_the_waiting_room_lists_friends_cpu_seats_and_free_seats():
    seat = {"connected": True, "away_seconds": 0, "ranked": False}
    room = {
        "code": "K7QF2M9D",
        "status": "waiting",
        "settings": {"game": games.HANA_AWASE, "seats": 4, "cpu_seats": [2], "cpu_level": "expert"},
        "seats": [
            {**seat, "name": "Aki", "colour": "red", "kind": "friend"},
            {**seat, "name": "Ren", "colour": "blue", "kind": "friend"},
            {**seat, "name": "CPU", "colour": "green", "kind": "cpu", "cpu_level": "expert"},
            None,
        ],
    }
    context = scene_context(settings=Settings(online_name="Aki"))
    scene = context.make_scene("online_room", handle=StubHandle(StubSession(room)))
    assert scene.seat_lines() == [
        ("Aki (you)", "ivory"),
        ("Ren", "ivory"),
        ("CPU (Expert)", "muted"),
        ("a free seat", "muted"),
    ]
    assert scene.status_lines()[0] == (
        "Waiting for 1 friend to join. Send them the invite.",
        "gold_light",
    )
    scene.draw(pygame.Surface((1920, 1080)), 0.0)
