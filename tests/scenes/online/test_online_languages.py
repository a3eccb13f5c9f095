"""The friend screens in Japanese and Chinese: switching the language from the settings at
run time changes the texts of the friend menu and of waiting rooms (open, refused) on a
loopback server, and every friend screen draws in ja and zh-Hans."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.core.settings import Settings
from game.i18n.sources import domain_messages
from game.scenes.online.friend_menu import FriendMenuScene
from game.scenes.online.overlays import NoticeOverlay, OfferOverlay
from tests.support.headless import scene_context

CANVAS = (1920, 1080)


def label_of(scene, key: str) -> str:
    return next(widget for widget in scene.group.widgets if widget.key == key).label


def drawn(scene) -> pygame.Surface:
    canvas = pygame.Surface(CANVAS)
    scene.draw(canvas, 0.0)
    return canvas


def test_the_friend_menu_follows_a_language_switch(drawn_texts):
    scene = FriendMenuScene(scene_context(settings=Settings()))
    assert label_of(scene, "create") == "Create a Room"
    english = drawn(scene)
    assert "Play with a Friend" in drawn_texts and "Server" in drawn_texts

    i18n.set_language("ja")
    scene.language_changed()
    assert [label_of(scene, key) for key in ("create", "join", "back")] == [
        "部屋を作る",
        "部屋に入る",
        "戻る",
    ]
    drawn_texts.clear()
    japanese = drawn(scene)
    assert "フレンドと遊ぶ" in drawn_texts and "サーバー" in drawn_texts
    assert "Play with a Friend" not in drawn_texts
    assert japanese.get_view("2").raw != english.get_view("2").raw

    i18n.set_language("zh-Hans")
    scene.language_changed()
    assert label_of(scene, "join") == "加入房间"
    drawn_texts.clear()
    drawn(scene)
    assert "与好友对战" in drawn_texts


def test_the_waiting_room_follows_a_language_switch_from_the_settings(online_rig, drawn_texts):
    rig = online_rig
    rig.open_room()
    room = rig.top
    rig.until(lambda: room.session.invite is not None, "the invite")
    rig.frames()
    assert room.status_lines()[0][0] == "Waiting for your friend to join. Send them the invite."
    assert label_of(room, "copy") == "Copy Invite"

    rig.app.settings.language = "ja"
    rig.app.settings_changed()  # Options does this: every scene on the stack rebuilds
    assert i18n.current_language() == "ja"
    assert label_of(room, "copy") == "招待をコピー"
    assert label_of(room, "leave") == "部屋を出る"
    assert room.status_lines()[0][0] == "友だちの入室を待っています。招待を送ってください。"
    drawn_texts.clear()
    drawn(room)
    assert {"部屋コード", "招待リンク"} <= set(drawn_texts)

    rig.app.settings.language = "zh-Hans"
    rig.app.settings_changed()
    assert label_of(room, "copy") == "复制邀请"
    drawn_texts.clear()
    drawn(room)
    assert {"房间码", "邀请链接", "正在等待好友加入。把邀请发给对方吧。"} <= set(drawn_texts)


def test_a_refused_rooms_sentence_follows_a_language_switch(online_rig, loopback):
    rig = online_rig
    rig.app.context.scenes.push(rig.app.context.make_scene("online_join"))
    rig.top._set_invite(f"{loopback.url}/r/K7QF2M9D")
    rig.choose("join_room")
    room = rig.top
    rig.until(lambda: room.problem != "", "the refusal")
    assert room.problem == "There is no room K7QF-2M9D on this server (or it has expired)."
    rig.app.settings.language = "ja"
    rig.app.settings_changed()
    assert room.problem == "このサーバーに部屋 K7QF-2M9D はありません（期限切れかもしれません）。"
    assert label_of(room, "leave") == "戻る"


def test_a_problem_sentence_is_said_in_the_language_in_force():
    from game.online.client.problems import connection_problem, refusal

    i18n.set_language("ja")
    assert refusal("room_full", "", "K7QF-2M9D") == "部屋 K7QF-2M9D の席は両方とも埋まっています。"
    assert connection_problem("ws://a:1", "") == "ws://a:1 との接続が切れました。"
    i18n.set_language("zh-Hans")
    assert refusal("room_full", "", "K7QF-2M9D") == "房间 K7QF-2M9D 的两个座位都有人了。"


def english_messages() -> set[str]:
    """The online part's whole messages whose translation differs from the English."""
    return {
        message.msgid
        for message in domain_messages()["online"]
        if "{" not in message.msgid
        and (message.context is None and i18n.tr(message.msgid) != message.msgid)
    }


SCENES = ("play_friend", "online_create", "online_join", "online_options")


@pytest.mark.parametrize("language", ["ja", "zh-Hans"])
def test_the_friend_screens_draw_in_japanese_and_chinese(language, drawn_texts):
    i18n.set_language(language)
    context = scene_context(settings=Settings(online_name="早瀬つばめ"))
    scenes = [context.make_scene(name) for name in SCENES]
    scenes.append(OfferOverlay(context, name="蓮", away_seconds=125))
    scenes.append(NoticeOverlay(context, title="対局終了", message="蓮"))
    for scene in scenes:
        drawn_texts.clear()
        canvas = drawn(scene)
        left = set(drawn_texts) & english_messages()
        assert not left, (scene.name, left)  # none of this part's texts left in English
        assert canvas.get_bounding_rect().width > 0
        if scene.name in ("online_create", "online_join", "online_options"):
            assert "早瀬つばめ" in drawn_texts  # the name row draws the typed CJK name
