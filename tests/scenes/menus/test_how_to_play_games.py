"""How to play has pages per game: roppyakken's rules, its wild card with examples whose lit
cards come from the engine's capture rule, hana-awase's rules with par and a settlement
worked out by the engine, and each game's yaku list; up/down and the tabs change the game."""

from __future__ import annotations

import pygame

from game.engine import games
from game.input import actions as act
from game.scenes.menus import game_pages
from game.scenes.menus.how_to_play import PAGES, HowToPlayScene, game_tab
from game.ui import theme
from tests.support.headless import scene_context


def open_scene(**kwargs) -> tuple[HowToPlayScene, object]:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    context = scene_context()
    scene = HowToPlayScene(context, **kwargs)
    context.scenes.push(scene)
    return scene, context


def test_up_down_and_the_tabs_change_the_game_and_every_page_draws() -> None:
    scene, context = open_scene()
    canvas = pygame.Surface((1920, 1080))
    assert scene.game == games.KOIKOI and scene.pages == PAGES
    scene.handle_action(act.Action(act.DOWN, act.KEYBOARD))
    assert scene.game == games.ROPPYAKKEN and scene.page == 0
    assert scene.pages == games.spec(games.ROPPYAKKEN).pages
    for page in range(len(scene.pages)):
        assert scene.page == page
        context.scenes.draw(canvas, 1.0)
        scene.handle_action(act.Action(act.RIGHT, act.KEYBOARD))
    tab = game_tab(games.GAME_IDS.index(games.HANA_AWASE))
    scene.handle_action(act.Action(act.CLICK, act.MOUSE, pos=tab.center))
    assert scene.game == games.HANA_AWASE and scene.page == 0
    assert type(scene.rules) is type(games.load_rules(games.HANA_AWASE))
    context.scenes.draw(canvas, 1.0)
    assert tuple(canvas.get_at((tab.x + 12, tab.centery)))[:3] == theme.colour("panel_focus")
    scene.handle_action(act.Action(act.UP, act.KEYBOARD))
    assert scene.game == games.ROPPYAKKEN
    scene.page = scene.gallery_page
    scene.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    assert type(context.scenes.top).__name__ == "FlourishGalleryScene"


def test_a_rule_set_opens_its_games_pages_with_card_points_on_the_badges() -> None:
    rules = games.load_rules(games.ROPPYAKKEN, overrides={"target": 700})
    scene, context = open_scene(rules=rules)
    assert scene.game == games.ROPPYAKKEN and scene.rules.target == 700
    text = " ".join(game_pages.rules_text(games.ROPPYAKKEN, scene.rules))
    assert "700 or more" in text and "pays the winner 30" in text
    context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    assert scene.art.values["1-1"] == 50 and scene.art.values["12-2"] == 10
    assert scene.art.values["12-3"] == 0


def test_the_wild_card_examples_light_what_the_engine_lets_it_take() -> None:
    rules = games.load_rules(games.ROPPYAKKEN)
    lit = [game_pages.wild_takes(example, rules) for example in game_pages.WILD_EXAMPLES[:5]]
    assert lit == [
        {"3-1", "6-2"},  # any card worth points, not the 0 chaff
        {"10-1"},  # never a month with three on the field
        {"11-2", "11-3", "11-4"},  # three willows together
        {"11-1"},  # a turned card worth points takes the wild card from the field
        {"12-2", "12-3"},  # yellow or white paulownia: a choice
    ]
    fudawiki = games.load_rules(games.ROPPYAKKEN, "fudawiki")
    played = game_pages.WildExample("", "3-1", ("11-1", "5-3"))  # from the hand
    assert game_pages.wild_takes(played, rules) == set()
    assert game_pages.wild_takes(played, fudawiki) == {"11-1"}  # any non-0 card (FudaWiki)


def test_hana_awase_page_gives_par_and_an_engine_settlement() -> None:
    rules = games.load_rules(games.HANA_AWASE)
    text = " ".join(game_pages.rules_text(games.HANA_AWASE, rules))
    assert "par is 88 each with three players and 66 with four" in text
    assert "settle to +310, -300, -10" in text
    no_chaff = games.load_rules(games.HANA_AWASE, overrides={"chaff_points": 0})
    assert "240 card points in all, so par is 80" in " ".join(
        game_pages.rules_text(games.HANA_AWASE, no_chaff)
    )
