"""How to play and the More rules screens in Japanese and Chinese: switching the language
from the settings changes the open How to play page and the rules screens' labels at once,
and every page of every game, and every rules screen page, draws in ja and zh-Hans with each
line inside its panel and no two lines on top of each other."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.core.settings import Settings
from game.engine import games
from game.match.setup import MatchSetup
from game.match.table_setup import TableSetup
from game.scenes.menus import game_pages
from game.scenes.menus.how_to_play import HowToPlayScene
from game.scenes.menus.more_rules import MoreRulesScene
from game.scenes.menus.table_rules import TableRulesScene
from game.ui.widgets import Choice, Toggle
from tests.support.headless import headless_app, scene_context
from tests.support.text_boxes import overflows, recording

CJK = ("ja", "zh-Hans")


@pytest.fixture()
def display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def drawn_texts(monkeypatch, context) -> tuple[list, pygame.Surface]:
    canvas = pygame.Surface((1920, 1080))
    with recording(monkeypatch) as drawn:
        context.scenes.draw(canvas, 0.0)
    return drawn, canvas


def texts_of(drawn) -> list[str]:
    return [item.content for item in drawn if item.kind == "text"]


def overlapping_lines(drawn) -> list[tuple[str, str]]:
    """Pairs of texts whose boxes cross (a line drawn over another)."""
    boxes = [item for item in drawn if item.kind == "text" and item.content.strip()]
    return [
        (first.content, second.content)
        for index, first in enumerate(boxes)
        for second in boxes[index + 1 :]
        if first.surface == second.surface and first.rect.colliderect(second.rect)
    ]


def test_the_open_how_to_play_page_changes_language_from_the_settings(monkeypatch) -> None:
    app = headless_app()
    try:
        scene = app.context.make_scene("how_to_play")
        app.context.scenes.push(scene)
        english, english_canvas = drawn_texts(monkeypatch, app.context)
        assert "How to play" in texts_of(english)
        assert any(text.startswith("Hanafuda has 48 cards") for text in texts_of(english))

        app.settings.language = "ja"
        app.apply_language()
        japanese, japanese_canvas = drawn_texts(monkeypatch, app.context)
        assert "遊び方" in texts_of(japanese)
        assert any(text.startswith("花札は48枚") for text in texts_of(japanese))
        assert not any("Hanafuda" in text for text in texts_of(japanese))
        assert pygame.image.tobytes(japanese_canvas, "RGB") != pygame.image.tobytes(
            english_canvas, "RGB"
        )

        scene.show_game(games.ROPPYAKKEN)
        app.settings.language = "zh-Hans"
        app.apply_language()
        chinese, _canvas = drawn_texts(monkeypatch, app.context)
        shown = texts_of(chinese)
        assert "六百间" in shown and any(text.startswith("2 人或 3 人玩") for text in shown)
        assert any("先赢 3 盘者赢得对局" in text for text in shown)  # the rule set's numbers
    finally:
        app.shutdown()


def test_the_rules_screens_labels_change_with_the_language(display) -> None:
    context = scene_context(settings=Settings())
    koikoi = MoreRulesScene(context, MatchSetup())
    table = TableRulesScene(context, TableSetup(games.ROPPYAKKEN))
    for scene in (koikoi, table):
        context.scenes.push(scene)

    def row(scene, key):
        return next(widget for widget in scene.group.widgets if widget.key == key)

    assert row(koikoi, "koikoi_multiplier").label == "Koi-koi doubling"
    assert row(table, "omote_sugawara").label == "Omote-sugawara"
    i18n.set_language("ja")
    for scene in context.scenes.scenes:  # what the app does on a language change
        scene.language_changed()
    multiplier = row(koikoi, "koikoi_multiplier")
    assert multiplier.label == "こいこいの倍" and isinstance(multiplier, Choice)
    assert dict(multiplier.options)["opponent_once"] == "相手のこいこいで2倍"
    assert row(koikoi, "done").label == "完了"
    assert row(table, "omote_sugawara").label == "大三"  # seed 002's name in roppyakken
    assert row(table, "teppo_stacks").label == "鉄砲と重ねる"
    assert row(table, "omote_sugawara").description == "プリセットの値：100"

    i18n.set_language("zh-Hans")
    for scene in context.scenes.scenes:
        scene.language_changed()
    assert row(koikoi, "koikoi_multiplier").label == "来来翻倍"
    assert row(koikoi, "drawn_month").description == "无人选择胜负而手牌打完时如何处理。"
    table.page = 1
    table.rebuild()
    fuke = row(table, "fuke")
    assert (
        fuke.label == "废局" and fuke.description == "有人牌点在此分数以下时，该局作废。预设值：30"
    )
    assert isinstance(row(table, "ichikoro"), Toggle)


@pytest.mark.parametrize("language", CJK)
@pytest.mark.parametrize("game", games.GAME_IDS)
def test_every_how_to_play_page_draws_inside_its_panel(display, monkeypatch, language, game):
    i18n.set_language(language)
    context = scene_context(settings=Settings())
    scene = HowToPlayScene(context, game=game)
    context.scenes.push(scene)
    for page, title in enumerate(scene.pages):
        scene.page = page
        drawn, _canvas = drawn_texts(monkeypatch, context)
        assert i18n.tr(title) in texts_of(drawn), (game, title)
        assert overflows(drawn) == [], (language, game, title)
        if title != "Yaku":  # the yaku list is the overlays' (checked there)
            assert overlapping_lines(drawn) == [], (language, game, title)


@pytest.mark.parametrize("language", CJK)
def test_the_rules_paragraphs_wrap_whole_at_full_size(display, language) -> None:
    """The default rules of roppyakken and hana-awase, translated, stand above the example
    cards (560 px) at their full size, wrapped into lines no wider than the panel's text
    column without losing a character."""
    from game.assets import fonts

    i18n.set_language(language)
    for game in (games.ROPPYAKKEN, games.HANA_AWASE):
        paragraphs = list(game_pages.rules_text(game, games.load_rules(game)))
        size, wrapped = game_pages.fitted_lines(paragraphs, game_pages.TEXT_SIZE, 1640, 560, 18)
        assert size == game_pages.TEXT_SIZE, game
        face = fonts.font(size, "ui")
        for paragraph, lines in zip(paragraphs, wrapped, strict=True):
            assert "".join(lines).replace(" ", "") == paragraph.replace(" ", "")
            assert all(face.size(line)[0] <= 1640 for line in lines)
            assert not any(line.startswith(("。", "、", "）", "」", "，")) for line in lines)


@pytest.mark.parametrize("language", CJK)
def test_the_rules_screens_draw_inside_the_screen_in_cjk(display, monkeypatch, language) -> None:
    i18n.set_language(language)
    context = scene_context(settings=Settings())
    screens = [MoreRulesScene(context, MatchSetup())]
    screens += [TableRulesScene(context, TableSetup(game)) for game in games.GAME_IDS[1:]]
    for scene in screens:
        context.scenes.push(scene)
        for page in range(getattr(scene, "pages", 1) if isinstance(scene, TableRulesScene) else 1):
            if isinstance(scene, TableRulesScene):
                scene.page = page
                scene.rebuild()
            for widget in scene.group.widgets:  # every row's description in the footer
                scene.group.focus(widget)
                drawn, _canvas = drawn_texts(monkeypatch, context)
                assert overflows(drawn) == [], (language, scene.name, page, widget.key)
                assert all(w.rect.bottom <= 1000 for w in scene.group.widgets)
        context.scenes.pop()


@pytest.mark.parametrize("language", CJK)
def test_every_changed_rule_is_named_in_the_language(language) -> None:
    """The setup's "Changed: ..." line names every rule key in words of the language (the
    match length too: not "Rounds" / "Months" / "Wins to match" in English)."""
    from game.match.table_setup import LENGTH_KEY, TABLE_GAMES, rule_kinds
    from game.scenes.menus.table_rules import rule_label

    i18n.set_language(language)
    try:
        for game in TABLE_GAMES:
            for key in {*rule_kinds(game), LENGTH_KEY[game]}:
                label = rule_label(game, key)
                assert label != key.replace("_", " ").capitalize(), (game, key)
    finally:
        i18n.set_language("en")
