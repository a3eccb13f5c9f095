"""Hachi-hachi in the menus: the game choice offers it with its line, its setup offers its
presets and lengths and starts a three-seat match of the chosen preset, More rules lists its
keys, How to play has its pages with the rule set's own numbers and its yaku in kan."""

from __future__ import annotations

import pygame

from game.core.settings import Settings
from game.engine import games
from game.match.session import MatchConfig
from game.match.table_setup import TableSetup
from game.scenes.menus import game_pages
from game.scenes.menus.game_choice import GameChoiceScene
from game.scenes.menus.how_to_play import HowToPlayScene
from game.scenes.overlays.yaku_list import yaku_rows
from tests.support.headless import scene_context

HACHI = games.HACHI_HACHI


def _context():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    return scene_context(settings=Settings())


def test_the_game_choice_offers_hachi_hachi_with_its_line():
    scene = GameChoiceScene(_context())
    assert HACHI in games.GAME_IDS
    assert [w.key for w in scene.group.widgets if w.key in games.GAME_IDS][-1] == HACHI
    assert "shobu or sage" in games.spec(HACHI).blurb


def test_the_setup_offers_its_presets_and_starts_the_chosen_one():
    setup = TableSetup(HACHI)
    assert setup.presets() == ["bga", "fudawiki", "jawp", "leonard", "shiragiku"]
    assert setup.preset == "fudawiki" and setup.seat_count == 3
    setup.set_preset("jawp")
    assert setup.rule("kan_mon") == 10 and setup.rule("sunashi") == 4
    assert "shiso" in setup.more_rule_keys() and "months" not in setup.more_rule_keys()
    setup.set_rule("months", 6)
    config = setup.config()
    assert config["game"] == HACHI and config["seats"] == ["human", "cpu", "cpu"]
    match = MatchConfig(
        game=HACHI, rules=config["rules"], overrides=config["overrides"],
        seats=tuple(config["seats"]), names=tuple(config["names"]), seed=4,
    )  # fmt: skip
    state = match.new_state()
    assert state.GAME == HACHI and state.seats == 3
    assert state.rules.name == "jawp" and state.rules.kan_mon == 10 and state.rules.months == 6


def test_how_to_play_has_its_pages_with_the_rules_numbers():
    scene = HowToPlayScene(_context(), game=HACHI)
    assert scene.pages == ("Hachi-hachi", "Yaku", "Controls", "Flourishes")
    rules = games.load_rules(HACHI, "jawp")
    text = " ".join(game_pages.rules_text(HACHI, rules))
    assert "10 mon to the kan" in text and "minus 88" in text and "12 rounds" in text
    canvas = pygame.Surface((1920, 1080))
    for page in range(len(scene.pages)):
        scene.page = page
        scene.draw(canvas, 1.0)
    rows = {row.label: row.points for row in yaku_rows(rules)}
    assert rows["Goko"] == 12 and rows["Shiso"] == 20 and rows["Aka"] == 3  # jawp: aka 3
    assert rows["Sunashi"] == 4 and "Ino-shika-cho" not in rows


def test_more_rules_words_every_hachi_hachi_choice():
    from game.scenes.menus.table_rules import RULE_WORDS, rule_label, value_label

    setup = TableSetup(HACHI)
    named = games.yaku_names(HACHI)
    for key in setup.more_rule_keys():
        assert key in RULE_WORDS or key.replace("_", "-") in named, key
    assert rule_label(HACHI, "kan_mon") == "Kan in mon"
    assert rule_label(HACHI, "sohachi") == "Sohachi"
    for key, values in games.rule_choices(HACHI).items():
        for value in values:
            assert value_label(value, key) != value.replace("_", " "), (key, value)
    assert value_label("highest", "multi_bright") == "The largest only"
    assert value_label("highest", "next_dealer") == "Top scorer"  # another rule's words


def test_the_yaku_list_shows_a_hand_holding_each_teyaku():
    from game.engine.cards import CARD_BY_CODE
    from game.engine.hachi_hachi.scoring import teyaku

    rules = games.load_rules(HACHI, "jawp")  # sunashi counts
    rows = {row.label: row.cards for row in yaku_rows(rules)}
    names = games.yaku_names(HACHI)
    examples = games.spec(HACHI).yaku_examples()
    for name, cards in examples.items():
        mask = 0
        for code in cards:
            mask |= 1 << CARD_BY_CODE[code].id
        assert name in dict(teyaku(mask, rules)[0]), name  # the engine finds it in the hand
        assert rows[names[name][0].split(" (")[0]] == cards
    assert rows["Goko"] == ("1-1", "3-1", "8-1", "11-1", "12-1")  # a dekiyaku: its own cards
    assert rows["Sohachi"] == ()
