"""The table in Japanese and Chinese: switching the language while a match is on changes the
table's texts at once (turn tips, buttons, month and round panels, the yaku tracker, the
previous-turn line), the drawn HUD changes with them, and every game's table draws in ja
and zh-Hans; the names the screens show (cards, plants, yaku, titles) come translated."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.match import names
from game.view import layout
from tests.support.games_harness import GamesHarness
from tests.support.table_harness import Harness


def switch(rig, language: str) -> None:
    """What the app does on a language change from Options."""
    i18n.set_language(language)
    for scene in rig.context.scenes.scenes:
        scene.language_changed()


def region(canvas: pygame.Surface, rect) -> bytes:
    return pygame.image.tobytes(canvas.subsurface(pygame.Rect(rect)), "RGB")


def test_a_koikoi_table_speaks_japanese_once_switched():
    rig = Harness(months=2)
    rig.table.show_tracker = True
    assert rig.wait_for_human() == "play"
    english = rig.draw().copy()
    frame = rig.table.hud_frame()
    assert frame.control_hints[0].startswith("Your turn: pick a card")
    assert [label for label, _ in frame.buttons][0] == "Yaku list  [Y]"

    switch(rig, "ja")
    japanese = rig.draw().copy()
    frame = rig.table.hud_frame()
    assert frame.control_hints[0].startswith("あなたの番：札を選んで")
    assert [label for label, _ in frame.buttons] == [
        "役一覧 [Y]",
        "トラッカー：オン [T]",
        "ヒント [H]",
        "メニュー [P]",
    ]
    tracker_texts = [line.text for seat in frame.tracker.lines for line in seat]
    assert tracker_texts and all(
        not any(c.isascii() and c.isalpha() for c in t) for t in tracker_texts
    )
    # the cached panels were drawn again: the month panel and the buttons look different
    for rect in (layout.MONTH_RECT, layout.TRACKER_RECT, layout.button_rect(0)):
        assert region(english, rect) != region(japanese, rect)

    switch(rig, "en")
    assert region(rig.draw(), layout.MONTH_RECT) == region(english, layout.MONTH_RECT)


def test_the_previous_turn_line_follows_the_language():
    rig = Harness(months=2)
    assert rig.wait_for_human() == "play"
    rig.table.play_selected(rig.table.near_hand()[0])
    for _ in range(600):
        rig.frame()
        if rig.table.summary_text and rig.table.human_input_phase() is not None:
            break
    english = rig.table.summary_text
    assert english and " played " in english
    switch(rig, "zh-Hans")
    chinese = rig.table.summary_text
    assert "打出" in chinese and "played" not in chinese
    assert rig.table.hud_frame().summary == chinese


def test_a_four_seat_hana_awase_table_in_japanese():
    rig = GamesHarness("hana-awase", 4)
    rig.table.show_tracker = True
    assert rig.wait_for_human() in ("play", "take")
    frame = rig.table.hud_frame()
    par = rig.table._par
    assert frame.month_note == f"Par {par} card points"
    assert [line.text for line in frame.tracker.lines[0]][0].startswith("Cards ")
    english = rig.draw().copy()

    switch(rig, "ja")
    frame = rig.table.hud_frame()
    assert frame.month_note == f"基準 {par} 点"
    assert all(lines[0].text.startswith("札 ") for lines in frame.tracker.lines)
    assert all(plate.tag.startswith("札 ") for plate in frame.plates)
    assert frame.control_hints[0].startswith("あなたの番")
    japanese = rig.draw().copy()
    assert region(english, layout.MONTH_RECT) != region(japanese, layout.MONTH_RECT)
    near = rig.table.director.places[0].plate
    assert region(english, near) != region(japanese, near)


@pytest.mark.parametrize("language", ("ja", "zh-Hans", "zh-Hant"))
@pytest.mark.parametrize("game, seats", (("koikoi", 2), ("roppyakken", 3), ("hana-awase", 4)))
def test_every_table_plays_and_draws_in_the_language(language, game, seats):
    i18n.set_language(language)
    rig = Harness(months=1) if game == "koikoi" else GamesHarness(game, seats)
    rig.table.show_tracker = True
    for _ in range(8):  # a few of the person's turns, drawing as they go
        phase = rig.wait_for_human()
        if phase not in ("play", "take"):
            break
        canvas = rig.draw()
        assert canvas.get_at(layout.MONTH_RECT[:2]) is not None
        table = rig.table
        if phase == "play":
            table.play_selected(table.near_hand()[0])
        else:
            table.take(table.take_options()[0])
        rig.frame(3)
    rig.draw()
    frame = rig.table.hud_frame()
    hint = {"ja": "ヒント", "zh-Hans": "提示", "zh-Hant": "提示"}[language]
    assert frame.buttons[2][0].startswith(hint)


def test_the_names_the_screens_show():
    assert names.game_yaku_label("akatan", "roppyakken") == "Akatan"
    assert names.yaku_title("hanami-zake") == "Hanami-zake (flower viewing)"
    assert names.yaku_subtitle("hanami-zake") == "花見酒"
    assert names.card_name("1-3") == "Pine chaff 1"
    i18n.set_language("ja")
    assert names.game_yaku_label("akatan", "roppyakken") == "小三"  # the game's own name
    assert names.game_yaku_label("akatan", "hana-awase") == "赤短"
    assert names.yaku_label("ino-shika-cho") == "猪鹿蝶"
    assert names.yaku_title("hanami-zake") == "花見酒"
    assert names.yaku_subtitle("hanami-zake") == ""  # no kanji twice
    assert names.card_name("3-1") == "桜に幕"
    assert names.card_name("1-3") == "松のカス1"
    assert names.plant_name(7) == "萩"
    assert names.game_title("roppyakken") == "六百間"
    assert names.score_step("x2 for 7+") == "7点以上で×2"
    i18n.set_language("zh-Hans")
    assert names.yaku_label("hanami-zake") == "赏花酒"
    assert names.yaku_label("tsukimi-zake") == "赏月酒"
    assert names.yaku_label("kasu") == "素札"
    assert names.game_yaku_label("hanami-zake", "hana-awase") == "赏花酒"
    assert names.card_name("3-1") == "樱幕"
    assert names.plant_name(3) == "樱"
    assert names.game_title("koikoi") == "来来"
    assert names.score_step("x4 for the opponent's 2 koi-koi") == "对手来来2次 ×4"


def test_the_hints_reasons_are_worded_again_in_the_language():
    from game.table.hint_reasons import reason_text

    reasons = (
        "takes the cherry curtain toward the brights",
        "lays the bush clover chaff 1 on the field: the opponent may take it toward kasu",
        "takes up to 10 card points",
        "a reason of a new shape",
    )
    assert [reason_text(reason) for reason in reasons] == list(reasons)  # English as written
    i18n.set_language("ja")
    assert [reason_text(reason) for reason in reasons] == [
        "桜に幕を取り、光札に近づく",
        "萩のカス1を場に置く：相手がカスのために取るかも",
        "札の点を最大10取る",
        "a reason of a new shape",
    ]
    i18n.set_language("zh-Hans")
    assert reason_text("makes ino-shika-cho") == "凑成猪鹿蝶"
    assert reason_text("blocks akatan") == "阻止赤短"


@pytest.mark.parametrize(("game", "seats"), [("koikoi", 2), ("roppyakken", 3), ("hana-awase", 4)])
def test_every_reason_the_hint_gives_is_worded_in_japanese(game: str, seats: int) -> None:
    """Every reason the CPU's hint writes over played-out positions has a Japanese form (the
    sake cup's nickname once had none)."""
    import random

    from game.engine import games
    from game.engine.ai import hints as koikoi_hints
    from game.engine.koikoi.state import new_match
    from game.engine.table_ai import hints as table_hints
    from game.table.hint_reasons import reason_text

    i18n.set_language("ja")
    source = koikoi_hints if game == "koikoi" else table_hints
    english: set[str] = set()
    seen = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = (
            new_match("nintendo", seed=seed)
            if game == "koikoi"
            else games.new_state(game, seats, seed=seed)
        )
        for _ in range(50):
            if state.is_terminal():
                break
            view = state.information(state.current_player())
            for action in state.legal_actions():
                reason = source.reason(view, action)
                if reason:
                    seen += 1
                    if reason_text(reason) == reason:
                        english.add(reason)
            state.apply(rng.choice(state.legal_actions()))
    assert seen > 100 and english == set()
