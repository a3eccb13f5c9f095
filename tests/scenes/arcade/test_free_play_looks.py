"""Free play and the Table look screen offer one list of looks: a card back or cloth is open
when the arcade ladder awarded it or an achievement earned it, shown by its name (never its
id), in every language; the ladder's own unlock notice names the look the same way."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.session import MatchReport
from game.persist.achievements import AchievementBook
from game.scenes.arcade.free_play import FreePlayScene
from game.scenes.arcade.ladder import LadderScene
from game.scenes.menus.table_look import TableLookScene
from game.view import unlocks
from tests.support.headless import scene_context


@pytest.fixture(autouse=True)
def pygame_display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield
    i18n.set_language("en")


def ladder_winner(tmp_path) -> ProfileStore:
    """A profile that won the indigo card back and the wooden table on the ladder."""
    store = ProfileStore(tmp_path / "profile.json")
    store.profile.unlock("card_back", "indigo")
    store.profile.unlock("table_theme", "wood")
    return store


# koikoi-three-calls earns the cherry blossoms back, koikoi-big-month the tatami
ACHIEVED = AchievementBook({"koikoi-three-calls": "2026-12-01", "koikoi-big-month": "2026-12-01"})


def shown(scene: FreePlayScene, key: str) -> list[str]:
    (choice,) = [widget for widget in scene.group.widgets if getattr(widget, "key", "") == key]
    return [label for _value, label in choice.options]


def test_free_play_names_the_looks_won_on_the_ladder_or_earned_by_achievements(tmp_path):
    scene = FreePlayScene(scene_context(), store=ladder_winner(tmp_path), book=ACHIEVED)
    assert shown(scene, "card_back") == [
        "Stage's",
        "Crimson crest",
        "Indigo waves",  # the ladder
        "Cherry blossoms",  # an achievement
    ]
    assert shown(scene, "table") == ["Stage's", "Green felt", "Wooden table", "Tatami"]
    fresh = FreePlayScene(
        scene_context(), store=ProfileStore(tmp_path / "new.json"), book=AchievementBook()
    )
    assert shown(fresh, "card_back") == ["Stage's", "Crimson crest"]
    assert shown(fresh, "table") == ["Stage's", "Green felt"]


def test_free_play_plays_on_the_look_chosen_by_its_name(tmp_path):
    scene = FreePlayScene(scene_context(), store=ladder_winner(tmp_path), book=ACHIEVED)
    (choice,) = [w for w in scene.group.widgets if getattr(w, "key", "") == "card_back"]
    for _step in range(3):
        choice.adjust(1)
    assert scene.card_back == "sakura"
    assert scene.stage_match().card_back_choice == "sakura"


def test_free_play_shows_the_looks_names_in_japanese_and_chinese(tmp_path):
    store = ladder_winner(tmp_path)
    i18n.set_language("ja")
    ja = FreePlayScene(scene_context(), store=store, book=ACHIEVED)
    assert shown(ja, "card_back")[1:] == ["紅の紋", "藍の波", "桜"]
    i18n.set_language("zh-Hans")
    zh = FreePlayScene(scene_context(), store=store, book=ACHIEVED)
    assert shown(zh, "table")[1:] == ["绿色绒布", "木桌", "和式草席"]


def test_the_table_look_screen_opens_a_look_won_on_the_ladder(tmp_path):
    scene = TableLookScene(
        scene_context(),
        book=AchievementBook(),
        won_on_ladder={"card_back": {"indigo"}, "table_theme": {"wood"}},
    )
    opened = [look.style for look in unlocks.standard() if scene.is_open(look)]
    assert opened == ["default", "default", "indigo", "wood"]
    assert scene.choose(unlocks.Unlock("card_back", "indigo", "koikoi-first-win"))
    assert scene.settings.card_back == "indigo"


def test_the_ladder_names_a_look_it_awards_as_options_does(tmp_path, monkeypatch):
    context = scene_context()
    ladder = LadderScene(context, store=ProfileStore(tmp_path / "profile.json"))
    awarded = MatchReport(None, 0, [("card_back", "indigo"), ("table_theme", "wood")])
    monkeypatch.setattr(ladder.session, "finish_match", lambda result: awarded)
    ladder.on_match_result(MatchResult(player_score=1, cpu_score=0))
    assert context.services.notices[-2:] == [
        'Unlocked: Card back "Indigo waves"',
        'Unlocked: Table "Wooden table"',
    ]
