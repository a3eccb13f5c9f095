"""Decisions in the N-seat engine: phases and action kinds as StrEnums that read as their
strings, the generic ``declare(choice)`` action, the decision hooks of FishingState, the
prompt a game's spec names, and positioned matches through the spec."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import games
from game.engine.actions import (
    PLAY,
    Action,
    ActionKind,
    action_from_json,
    declare,
    play,
    record_declaration,
)
from game.engine.deal import shuffled_deal
from game.engine.errors import EngineError, IllegalActionError
from game.engine.fishing.deal import shuffled_table_deal
from game.engine.hana_awase.state import HanaAwaseState
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.phases import DECIDE, PLAY_CARD, Phase
from game.engine.table_view import Decision

SHOBU, SAGE = "shobu", "sage"


class DeclaringGame(HanaAwaseState):
    """Hana-awase that asks a seat after every turn that captured: shobu ends the round at
    once, sage plays on (the shape of Hachi-hachi's decision)."""

    def decision_choices(self) -> tuple[str, ...]:
        return (SHOBU, SAGE)

    def _turn_done(self, player: int, out) -> None:
        super()._turn_done(player, out)
        if self.captured[player] != self.turn_start_pile:
            self._open_decision()

    def _decide(self, seat: int, choice: str, out) -> bool:
        self.declared.append((seat, choice))
        if choice == SHOBU:
            self._end_round(out)
            return False
        return True

    def _play(self, card: int, out) -> None:
        self.turn_start_pile = self.captured[self.current]
        super()._play(card, out)


def declaring_game(seed: int = 5) -> DeclaringGame:
    state = DeclaringGame(games.load_rules(games.HANA_AWASE), 3, seed)
    state.declared = []
    return state


def play_to_a_decision(state: DeclaringGame, rng: random.Random) -> None:
    while state.phase != DECIDE:
        state.apply(rng.choice(state.legal_actions()))


def test_phases_and_action_kinds_are_their_strings_in_json_and_text():
    assert PLAY_CARD is Phase.PLAY_CARD and PLAY_CARD == "play" and DECIDE == "decide"
    assert json.dumps({"phase": DECIDE, DECIDE: 1}) == '{"phase": "decide", "decide": 1}'
    assert f"{PLAY_CARD}" == "play" and str(ActionKind.TAKE) == "take"
    assert PLAY[3].kind == "play" and isinstance(PLAY[3].kind, ActionKind)
    assert str(play("1-1")) == "play 1-1" and str(STOP) == "stop"
    assert {"play": 0}[PLAY_CARD] == 0  # hashes as its string


def test_declare_is_interned_and_koikoi_calls_are_declarations_recorded_as_before():
    assert declare(SHOBU) is declare(SHOBU) and declare(SHOBU) != declare(SAGE)
    assert declare("koikoi") is KOIKOI and declare("stop") is STOP
    assert {a.kind for a in (KOIKOI, STOP, declare(SHOBU))} == {ActionKind.DECLARE}
    assert all(a.decides for a in (KOIKOI, STOP, declare(SAGE))) and not play("1-1").decides
    assert declare(SHOBU).to_json() == {"declare": "shobu"}
    assert action_from_json({"declare": "sage"}) is declare(SAGE)
    assert KOIKOI.to_json() == {"koikoi": True} and STOP.to_json() == {"koikoi": False}
    assert action_from_json({"koikoi": True}) is KOIKOI
    assert action_from_json({"koikoi": False}) is STOP
    assert str(declare(SHOBU)) == "declare shobu" and declare(SAGE).describe() == "declare sage"
    assert KOIKOI.describe() == "call koi-koi" and STOP.describe() == "stop"
    assert [a.choice for a in (KOIKOI, STOP, declare(SAGE))] == ["koikoi", "stop", "sage"]
    assert games.spec(games.KOIKOI).decision_kinds == ("koikoi", "stop")
    with pytest.raises(ValueError, match="needs a choice"):
        declare("")


@pytest.mark.parametrize(
    "bad, message",
    [
        ({"declare": ""}, "declare needs"),
        ({"declare": 3}, "declare needs"),
        ({"declare": "koikoi"}, "declare needs"),  # koi-koi's calls have their own form
        ({"koikoi": 1}, "koikoi needs true or false, not 1"),
        ({"koikoi": "true"}, "koikoi needs true or false"),
        ({"shobu": True}, "unknown decision 'shobu'"),
        ({"play": "1-1", "take": "1-2"}, "a decision must be one of"),
    ],
)
def test_a_broken_decision_is_refused_by_name(bad, message):
    with pytest.raises(ValueError, match=message):
        action_from_json(bad)


def test_a_declarations_own_form_is_its_alone():
    assert record_declaration("koikoi", key="koikoi", value=True, words="call koi-koi") is KOIKOI
    with pytest.raises(ValueError, match="already records 'koikoi'"):
        record_declaration("shout", key="koikoi", value=True, words="shout")
    with pytest.raises(ValueError, match="cannot be recorded"):
        record_declaration("koikoi", key="call", value=True, words="call koi-koi")
    with pytest.raises(ValueError, match="cannot be recorded"):
        record_declaration("pass", key="play", value="pass", words="pass")
    assert action_from_json({"koikoi": True}) is KOIKOI  # nothing above changed a form


def test_a_decide_decision_allows_any_declaration_and_no_card_move():
    assert Decision.DECIDE.allows(declare(SHOBU)) and Decision.DECIDE.allows(STOP)
    assert not Decision.DECIDE.allows(play("1-1"))
    assert not Decision.PLAY.allows(declare(SHOBU)) and Decision.PLAY.allows(play("1-1"))


def test_a_game_opens_a_decision_and_its_choices_are_the_legal_actions():
    state = declaring_game()
    play_to_a_decision(state, random.Random(1))
    seat = state.current
    assert state.legal_actions() == [declare(SHOBU), declare(SAGE)]
    view = state.information(seat)
    assert view.legal == (declare(SHOBU), declare(SAGE)) and view.phase == "decide"
    assert state.table_snapshot(seat).decision is Decision.DECIDE
    before = (state.phase, state.current, list(state.hands), state.field)
    for wrong in (play("1-1"), KOIKOI, declare("kake")):
        with pytest.raises(IllegalActionError, match="must declare shobu or sage"):
            state.apply(wrong)
    assert (state.phase, state.current, list(state.hands), state.field) == before


def test_sage_plays_on_with_the_next_seat_and_shobu_ends_the_round():
    state = declaring_game()
    rng = random.Random(1)
    play_to_a_decision(state, rng)
    seat, turn = state.current, state.turn
    state.apply(declare(SAGE))
    assert state.phase == PLAY_CARD and state.current == (seat + 1) % 3
    assert state.turn == turn + 1 and state.declared == [(seat, SAGE)]
    play_to_a_decision(state, rng)
    seat, round_number = state.current, state.round
    events = state.apply(declare(SHOBU))
    assert state.declared[-1] == (seat, SHOBU)
    assert state.round == round_number + 1 and state.phase == PLAY_CARD
    ended = [e for e in events if type(e).__name__ == "RoundEnded"]
    assert len(ended) == 1 and ended[0].round == round_number
    decisions = state.record_rounds()[round_number - 1]["decisions"]
    assert decisions[-1] is declare(SHOBU)
    assert [a.to_json() for a in decisions].count({"declare": "sage"}) == 1


def test_the_greedy_baseline_declares_the_first_choice_at_a_decision():
    from game.engine.fishing.players import TableGreedyPlayer

    state = declaring_game()
    play_to_a_decision(state, random.Random(1))
    view = state.information(state.current)
    assert TableGreedyPlayer().choose(view, random.Random(0)) is declare(SHOBU)


def test_a_game_without_decisions_reads_its_choices_from_its_spec():
    state = HanaAwaseState(games.load_rules(games.HANA_AWASE), 3, 1)
    assert state.decision_choices() == games.spec(games.HANA_AWASE).decision_kinds == ()


def test_every_game_with_decisions_names_the_prompt_they_open():
    from game import wiring

    scenes = {entry.name for entry in wiring.SCENES}
    assert games.spec(games.KOIKOI).decision_prompt == "koikoi_prompt"
    for spec in games.SPECS.values():
        if spec.offered:  # a game the table offers has a prompt for its decisions
            assert bool(spec.decision_kinds) == bool(spec.decision_prompt), spec.id
        if spec.decision_prompt:
            assert spec.decision_prompt in scenes


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_from_deal_through_the_spec_starts_the_game_at_that_deal(game):
    spec = games.spec(game)
    rng = random.Random(4)
    if spec.is_table_game:
        state = games.new_state(game, seed=2, emit_events=False)
        deal = shuffled_table_deal(rng, spec.default_seats, *state.deal_sizes())
    else:
        deal = shuffled_deal(rng, games.load_rules(game).hand_size)
    state = games.from_deal(game, deal, dealer=1, seed=3)
    assert type(state) is spec.state_class()
    assert state.record_rounds()[0]["deal"] == deal and state.dealer == 1
    assert state.current_player() == 1


@pytest.mark.parametrize("game", [g for g in games.GAME_IDS if games.spec(g).is_table_game])
def test_from_position_through_the_spec_places_every_card_named(game):
    seats = games.spec(game).default_seats
    hands = [["1-1", "2-1"], ["3-1", "4-1"], ["5-1", "6-1"]][:seats]
    state = games.from_position(game, hands, ["1-2"], [[]] * seats, ["7-1"], current=1)
    assert state.current_player() == 1 and state.stock[0] == 24
    assert state.legal_actions() == [play("3-1"), play("4-1")]


def test_a_game_without_positions_says_so():
    with pytest.raises(EngineError, match="cannot start from a position"):
        games.from_position(games.KOIKOI, [[], []], [], [[], []], [])
    assert isinstance(KOIKOI, Action)
