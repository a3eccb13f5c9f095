"""No branch on a game's name answers for another game: every place that used to fall
through to koi-koi or hana-awase for any other id asks the game's spec (or a per-game table)
and raises ValueError for a game it does not know - a fourth game added to the registry is
refused where it has no answer yet, never played by another game's rules."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from game.arcade.session import shortened
from game.arcade.stages import Stage
from game.engine import games
from game.engine.fishing import players as fishing_players
from game.engine.table_ai.knowledge import GameFacts
from game.scenes.menus import game_pages
from game.table import frame
from game.table import scene as table_scene

FOURTH = "mushi"  # a game the registry does not hold
HANA_RULES = games.load_rules(games.HANA_AWASE)


def _table_view(game: str):
    return SimpleNamespace(game=game, rules=HANA_RULES, seat_count=3, is_koikoi=False, field=0)


def _model():
    return SimpleNamespace(wins=[0], totals=[0], target=600, card_points=[88], game_number=1)


FORMER_FALL_THROUGHS = {
    # engine/catalog.py fell through to koi-koi
    "rules module": lambda game: games.preset_names(game),
    "rules class": lambda game: games.parse_rule_overrides(game, ["rounds=3"]),
    "state class": lambda game: games.state_class(game),
    "yaku cards": lambda game: games.yaku_cards(game, "goko", 0, HANA_RULES),
    "yaku names": lambda game: games.yaku_names(game),
    # ... and to hana-awase
    "rules page": lambda game: game_pages.rules_text(game, HANA_RULES),
    "rules page card values": lambda game: game_pages.card_values(game, HANA_RULES),
    "greedy card values": lambda game: fishing_players.card_values(_table_view(game)),
    "greedy captures": lambda game: fishing_players.capture_choices(_table_view(game), 0, False),
    "table badges": lambda game: table_scene.card_values(_table_view(game)),
    "table par": lambda game: table_scene.table_par(_table_view(game)),
    "plate line": lambda game: frame.plate_tag(game, _model(), 0, 88),
    "round line": lambda game: frame.month_note(game, _model(), 88),
    "arcade stage length": lambda game: Stage("s", game=game).rules({"months": 3}),
    "arcade short mode": lambda game: shortened(Stage("s", game=game), 2, {}),
}


@pytest.mark.parametrize("site", FORMER_FALL_THROUGHS)
def test_an_unknown_game_raises_where_a_branch_fell_through(site):
    with pytest.raises(ValueError, match=FOURTH):
        FORMER_FALL_THROUGHS[site](FOURTH)


def test_the_table_cpus_know_their_game_from_its_rule_set_never_from_its_fields():
    impostor = SimpleNamespace(**dataclasses.asdict(games.load_rules(games.ROPPYAKKEN)))
    assert hasattr(impostor, "rain_cards")  # what used to make it "roppyakken"
    with pytest.raises(ValueError, match="no game plays by SimpleNamespace rules"):
        GameFacts(impostor)
    with pytest.raises(ValueError, match="do not play koikoi"):
        GameFacts(games.load_rules(games.KOIKOI))


def test_a_fourth_registered_game_gets_no_other_games_pages_or_plates(monkeypatch):
    # a copy of hana-awase's spec without its own rules page and with its own plate kind
    fourth = dataclasses.replace(
        games.spec(games.HANA_AWASE), id=FOURTH, plate="own-plate", rules_text=None
    )
    monkeypatch.setitem(games.SPECS, FOURTH, fourth)
    assert games.spec(FOURTH) is fourth
    assert games.card_values(FOURTH, HANA_RULES) == games.card_values(games.HANA_AWASE, HANA_RULES)
    with pytest.raises(ValueError, match=f"no rules page for '{FOURTH}'"):
        game_pages.rules_text(FOURTH, HANA_RULES)
    with pytest.raises(ValueError, match="no plate line for 'own-plate'"):
        frame.plate_tag(FOURTH, _model(), 0, 88)


def test_the_yaku_list_names_the_game_of_a_rule_set_and_refuses_a_foreign_one():
    from game.scenes.overlays.yaku_list import game_of_rules

    assert [
        game_of_rules(spec.load_rules(spec.default_preset, None)) for spec in games.SPECS.values()
    ] == list(games.SPECS)
    with pytest.raises(ValueError, match="no game plays by SimpleNamespace rules"):
        game_of_rules(SimpleNamespace(months=12))
