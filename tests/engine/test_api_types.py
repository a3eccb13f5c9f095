"""The engine's enumerations are types: every enumerated rule of every game is a ``Literal``
field whose values are exactly its ``CHOICES`` entry (so mypy checks each comparison with
``strict_equality``), and phases and action kinds keep their strings."""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from game.engine import games
from game.engine.actions import ActionKind
from game.engine.events import Captured, CardToField, ChoiceNeeded, Source
from game.engine.phases import Phase


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_every_enumerated_rule_is_a_literal_of_its_choices(game):
    rules_class = games.spec(game).rules_class()
    hints = typing.get_type_hints(rules_class)
    choices = games.rule_choices(game)
    assert choices
    for key, allowed in choices.items():
        hint = hints[key]
        assert typing.get_origin(hint) is typing.Literal, (game, key, hint)
        assert typing.get_args(hint) == allowed, (game, key)
    literal_fields = {
        f.name
        for f in dataclasses.fields(rules_class)
        if typing.get_origin(hints[f.name]) is typing.Literal
    }
    assert literal_fields == set(choices), game


def test_phases_action_kinds_and_sources_keep_their_strings():
    assert [phase.value for phase in Phase] == [
        "play",
        "take_play",
        "take_draw",
        "decide",
        "teyaku",
        "match_over",
    ]
    assert [kind.value for kind in ActionKind] == ["play", "take", "declare"]
    assert typing.get_args(Source) == ("play", "draw", "restore")
    hints = [
        typing.get_type_hints(event)["source"] for event in (Captured, CardToField, ChoiceNeeded)
    ]
    assert hints == [Source, Source, Source]


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_an_enumerated_rule_is_text_to_the_setup_screens(game):
    from game.engine.rulebook import rule_fields, rule_kind
    from game.match.table_setup import rule_kinds, value_choices

    fields = rule_fields(games.spec(game).rules_class())
    defaults = games.load_rules(game)
    for key, allowed in games.rule_choices(game).items():
        assert rule_kind(fields[key]) == "str" and rule_kinds(game)[key] == "str"
        default = getattr(defaults, key)
        assert value_choices(game, key, default, default) == list(allowed)


@pytest.mark.parametrize("game", tuple(games.SPECS))
def test_every_phase_a_state_passes_through_is_a_phase_member(game):
    """Seeded random matches of every game (offered or not): each phase they are in
    (hachi-hachi's teyaku declarations included) is a ``Phase``, not a bare string."""
    seen: set[str] = set()
    for seed in range(4):
        state = games.new_state(game, seed=seed)
        rng = random.Random(seed)
        for _ in range(2000):
            assert isinstance(state.phase, Phase), (game, seed, state.phase)
            seen.add(state.phase)
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
    assert {Phase.PLAY_CARD, Phase.MATCH_OVER} <= seen
    if game == games.HACHI_HACHI:
        assert Phase.TEYAKU in seen
