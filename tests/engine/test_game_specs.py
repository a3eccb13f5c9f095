"""The one registry of games (game.engine.games.SPECS): one GameSpec per game package, every
per-game fact answered by the spec, an unknown id a clear ValueError."""

from __future__ import annotations

import random

import pytest

from game.engine import games
from game.engine.spec import AI_TABLE, GameSpec


def test_the_registry_holds_one_spec_per_game_package():
    assert list(games.SPECS) == ["koikoi", "roppyakken", "hana-awase", "hachi-hachi"]
    assert all(isinstance(spec, GameSpec) for spec in games.SPECS.values())
    modules = {spec.yaku_names.__module__ for spec in games.SPECS.values()}
    assert modules == {
        "game.engine.koikoi.spec",
        "game.engine.roppyakken.spec",
        "game.engine.hana_awase.spec",
        "game.engine.hachi_hachi.spec",
    }


@pytest.mark.parametrize("unknown", ["mushi", "", None, 3])
def test_an_unknown_game_id_raises_a_clear_value_error(unknown):
    known = r"known: koikoi, roppyakken, hana-awase, hachi-hachi"
    with pytest.raises(ValueError, match=r"unknown game .*" + known):
        games.spec(unknown)


def test_the_specs_seats_presets_and_lengths():
    facts = {
        spec.id: (spec.seats, spec.default_seats, spec.default_preset, spec.length_key)
        for spec in games.SPECS.values()
    }
    assert facts == {
        "koikoi": ((2,), 2, "nintendo", "months"),
        "roppyakken": ((2, 3), 2, "shiragiku", "wins_to_match"),
        "hana-awase": ((2, 3, 4), 3, "seed003", "rounds"),
        "hachi-hachi": ((3,), 3, "fudawiki", "months"),
    }


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_a_match_of_every_game_round_trips_through_its_spec_record_codec(game):
    spec = games.spec(game)
    state = games.new_state(game, seed=4)
    rng = random.Random(4)
    for _ in range(40):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    record = games.record_of(state)
    replayed, _ = games.replay(record)
    assert type(replayed) is spec.state_class()
    assert replayed.returns() == state.returns()
    assert games.record_of(replayed) == record


def test_rule_sets_name_their_game_and_a_foreign_rule_set_raises():
    for spec in games.SPECS.values():
        assert games.spec_of_rules(spec.load_rules(spec.default_preset, None)) is spec
    with pytest.raises(ValueError, match="no game plays by object rules"):
        games.spec_of_rules(object())


def test_the_specs_say_what_a_match_length_counts_and_which_card_is_wild():
    from game.engine.cards import RAIN_MAN
    from game.engine.spec import LengthUnit

    facts = {spec.id: (spec.length_unit, spec.wild_card) for spec in games.SPECS.values()}
    assert facts == {
        "koikoi": (LengthUnit.MONTHS, None),
        "roppyakken": (LengthUnit.WON_GAMES, RAIN_MAN.bit_length() - 1),
        "hana-awase": (LengthUnit.ROUNDS, None),
        "hachi-hachi": (LengthUnit.MONTHS, None),
    }


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_an_offered_game_brings_its_words_and_the_table_cpus_their_knobs(game):
    """What the screens and the CPUs ask a spec for is there for every offered game: its
    line on the game choice; for a table game, its pages, rules paragraphs (a msgid with
    every {field} it names) and the rules page's cards; for the table CPUs, a match value."""
    import string

    spec = games.spec(game)
    assert spec.blurb
    if spec.is_table_game:
        assert spec.pages and spec.card_examples and spec.card_values_line
        for paragraph in spec.rules_text(spec.load_rules(spec.default_preset, None)):
            named = {name for _, name, _, _ in string.Formatter().parse(paragraph.msgid) if name}
            assert named == {name for name, _ in paragraph.fields}
    if spec.ai_roster == AI_TABLE:
        assert spec.match_value is not None and spec.favourite_yaku
