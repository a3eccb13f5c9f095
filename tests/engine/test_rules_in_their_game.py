"""Each game's rules are stated once, in its own package, and read from its spec: the CPUs'
yaku targets agree with the scorer, and every place that used to keep its own copy of card
values, par or roppyakken's capture rule now answers with the spec's."""

from __future__ import annotations

import dataclasses
import random
from types import SimpleNamespace

import pytest

from game.engine import games
from game.engine.cards import ids_from_mask
from game.engine.fishing import players as fishing_players
from game.engine.table_ai.knowledge import GameFacts, arrivals, pile_points
from game.scenes.menus import game_pages
from game.table import scene as table_scene

TARGETED = [
    (spec.id, preset)
    for spec in games.SPECS.values()
    for preset in spec.rules_module().preset_names()
    if spec.yaku_targets(spec.load_rules(preset, None))
]


def test_the_table_games_have_yaku_targets_and_koikoi_none():
    assert {game for game, _ in TARGETED} == {games.ROPPYAKKEN, games.HANA_AWASE, games.HACHI_HACHI}


@pytest.mark.parametrize(("game", "preset"), TARGETED)
def test_the_cpus_yaku_targets_agree_with_the_scorer(game, preset):
    spec = games.spec(game)
    rules = spec.load_rules(preset, None)
    targets = spec.yaku_targets(rules)
    rng = random.Random(f"{game}/{preset}")
    for target in targets:
        cards = ids_from_mask(target.cards)
        for _ in range(12):
            picked = rng.sample(cards, target.need)
            pile = sum(1 << card for card in picked)
            assert dict(spec.yaku_held(pile, rules)).get(target.name) == target.points, picked
            short = pile & ~(1 << picked[0])
            assert target.name not in dict(spec.yaku_held(short, rules)), picked
    names = {target.name for target in targets}
    for _ in range(300):
        pile = sum(1 << card for card in rng.sample(range(48), rng.randint(3, 24)))
        assert {name for name, _ in spec.yaku_held(pile, rules)} <= names


def _marked(game: str) -> games.GameSpec:
    """The game's spec with card values, par and captures no game has."""
    return dataclasses.replace(
        games.spec(game),
        card_values=lambda rules: tuple(range(100, 148)),
        par=lambda rules, seats: 1000 + seats,
        arrivals=lambda rules: lambda card, field, from_stock: [1 << 47],
    )


@pytest.mark.parametrize("game", [games.ROPPYAKKEN, games.HANA_AWASE])
def test_every_former_copy_reads_the_specs_values(monkeypatch, game):
    monkeypatch.setitem(games.SPECS, game, _marked(game))
    rules = games.load_rules(game)
    view = SimpleNamespace(game=game, rules=rules, seat_count=3, field=1, is_koikoi=False)
    values = tuple(range(100, 148))
    assert fishing_players.card_values(view) == values
    assert fishing_players.capture_choices(view, 0, False) == [1 << 47]
    assert game_pages.card_values(game, rules)["1-1"] == 100
    assert table_scene.card_values(view)["12-4"] == 147
    assert table_scene.table_par(view) == 1003
    knows = GameFacts(rules)
    assert knows.values == values
    assert arrivals(knows, 0, 1, True) == [1 << 47]
    assert pile_points(knows, 0b11)[0] == 201
