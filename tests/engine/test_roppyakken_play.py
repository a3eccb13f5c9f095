"""Roppyakken in play: seed 002's FAQ cases one by one (the paulownia choice, the wild card,
dead cards, rain, ichikoro, fuke, teyaku, the three-win payment) and the round rule keys."""

import random

import pytest

from game.engine import events as ev
from game.engine.actions import play, take
from game.engine.errors import IllegalActionError
from game.engine.events import RoundEnded, RoundStarted, TeyakuShown, TurnScored
from game.engine.fishing.events import CardsDead, GameWon
from game.engine.roppyakken.rules import load_rules
from game.engine.roppyakken.state import RoppyakkenState
from tests.engine.table_helpers import mask, of_type, ropp_deal, ropp_position, run

QUIET_STOCK = ["4-3", "6-3", "10-3", "5-3"]  # months no test hand or field holds


# ---------------------------------------------------------------- the paulownia chaff
def test_yellow_and_white_paulownia_on_the_field_is_a_choice():
    state = ropp_position(
        [["12-1", "1-3"], ["2-3", "2-4"]], ["12-2", "12-3"], [[], []], QUIET_STOCK
    )
    events = state.apply(play("12-1"))
    assert of_type(events, ev.ChoiceNeeded) == [
        ev.ChoiceNeeded(0, "12-1", ("12-2", "12-3"), "play")
    ]
    assert state.legal_actions() == [take("12-2"), take("12-3")]
    events = state.apply(take("12-2"))
    assert of_type(events, ev.Captured)[0] == ev.Captured(0, ("12-1", "12-2"), "play")
    assert of_type(events, TurnScored)[0].card_points == 60


def test_two_white_paulownia_are_alike_and_no_choice_is_asked():
    state = ropp_position(
        [["12-1", "1-3"], ["2-3", "2-4"]], ["12-3", "12-4"], [[], []], QUIET_STOCK
    )
    events = state.apply(play("12-1"))
    assert not of_type(events, ev.ChoiceNeeded)
    assert of_type(events, ev.Captured)[0] == ev.Captured(0, ("12-1", "12-3"), "play")
    assert state.field & mask("12-4")


# ---------------------------------------------------------------- the wild card
def test_the_wild_card_takes_non_zero_cards_but_not_a_three_card_month():
    field = ["3-2", "3-3", "3-4", "5-1", "6-2", "7-3"]
    state = ropp_position([["11-1", "1-3"], ["2-3", "2-4"]], field, [[], []], QUIET_STOCK)
    events = state.apply(play("11-1"))
    # 3-2 is worth 10 but lies with two more cherries; 7-3 is a 0-point card
    assert of_type(events, ev.ChoiceNeeded) == [ev.ChoiceNeeded(0, "11-1", ("5-1", "6-2"), "play")]
    with pytest.raises(IllegalActionError, match="choose one of 5-1, 6-2"):
        state.apply(take("3-2"))
    events = state.apply(take("6-2"))
    assert of_type(events, ev.Captured)[0] == ev.Captured(0, ("11-1", "6-2"), "play")
    assert state.field & mask("3-2", "3-3", "3-4", "5-1") == mask("3-2", "3-3", "3-4", "5-1")


def test_the_wild_card_takes_three_willows_together():
    state = ropp_position(
        [["11-1", "1-3"], ["2-3", "2-4"]], ["11-2", "11-3", "11-4", "5-1"], [[], []], QUIET_STOCK
    )
    events = state.apply(play("11-1"))
    assert of_type(events, ev.ChoiceNeeded)[0].options == ("5-1", "11-2")
    events = state.apply(take("11-2"))
    assert of_type(events, ev.Captured)[0] == ev.Captured(
        0, ("11-1", "11-2", "11-3", "11-4"), "play"
    )
    alone = ropp_position(
        [["11-1", "1-3"], ["2-3", "2-4"]], ["11-2", "11-3", "11-4", "7-3"], [[], []], QUIET_STOCK
    )
    events = alone.apply(play("11-1"))
    assert of_type(events, ev.Captured)[0].cards == ("11-1", "11-2", "11-3", "11-4")


def test_the_wild_card_turned_from_the_stock_follows_the_same_rules():
    field = ["3-2", "3-3", "3-4", "5-1", "9-3"]
    state = ropp_position([["1-3", "1-4"], ["2-3", "2-4"]], field, [[], []], ["11-1"])
    events = state.apply(play("1-3"))
    assert of_type(events, ev.CardToField)[0].card == "1-3"
    assert of_type(events, ev.Captured)[0] == ev.Captured(0, ("11-1", "5-1"), "draw")
    nothing = ropp_position([["1-3", "1-4"], ["2-3", "2-4"]], ["9-3", "7-4"], [[], []], ["11-1"])
    events = nothing.apply(play("1-3"))
    assert [e.card for e in of_type(events, ev.CardToField)] == ["1-3", "11-1"]


def test_a_turned_card_with_no_other_match_must_take_the_wild_card():
    state = ropp_position([["1-3", "1-4"], ["2-3", "2-4"]], ["11-1", "9-3"], [[], []], ["5-1"])
    events = state.apply(play("1-3"))
    assert of_type(events, ev.Captured)[0] == ev.Captured(0, ("5-1", "11-1"), "draw")
    assert state.current == 1 and state.captured[0] == mask("5-1", "11-1")


def test_a_turned_card_with_another_match_chooses():
    state = ropp_position([["1-3", "1-4"], ["2-3", "2-4"]], ["11-1", "5-3"], [[], []], ["5-1"])
    events = state.apply(play("1-3"))
    assert of_type(events, ev.ChoiceNeeded) == [ev.ChoiceNeeded(0, "5-1", ("5-3", "11-1"), "draw")]
    state.apply(take("5-3"))
    assert state.field & mask("11-1") and state.captured[0] == mask("5-1", "5-3")


def test_a_turned_zero_point_card_cannot_take_the_wild_card():
    state = ropp_position([["1-3", "1-4"], ["2-3", "2-4"]], ["11-1", "9-3"], [[], []], ["5-3"])
    events = state.apply(play("1-3"))
    assert [e.card for e in of_type(events, ev.CardToField)] == ["1-3", "5-3"]


def test_from_the_hand_only_a_willow_takes_the_wild_card_unless_the_rule_says_any():
    hands = [["5-1", "11-2"], ["2-3", "2-4"]]
    seed = ropp_position(hands, ["11-1", "9-3"], [[], []], QUIET_STOCK)
    assert of_type(seed.apply(play("5-1")), ev.CardToField)[0].card == "5-1"
    willow = ropp_position(hands, ["11-1", "9-3"], [[], []], QUIET_STOCK)
    assert of_type(willow.apply(play("11-2")), ev.Captured)[0].cards == ("11-2", "11-1")
    anyone = ropp_position(
        hands, ["11-1", "9-3"], [[], []], QUIET_STOCK, oni_on_field_taken_by="any_non_zero"
    )
    assert of_type(anyone.apply(play("5-1")), ev.Captured)[0].cards == ("5-1", "11-1")


def test_a_lone_card_left_after_a_wild_capture_is_dead_to_the_round_end():
    state = ropp_position(
        [["11-1", "1-3"], ["7-3", "2-3"]],
        ["7-1", "7-2", "9-3"],
        [[], []],
        ["7-4", "4-3", "4-4", "5-3"],
    )
    run(state, ("play", "11-1"), ("take", "7-1"))  # the wild card takes the boar
    assert state.captured[0] == mask("11-1", "7-1", "7-4", "7-2")  # the turned 7-4 took 7-2
    events = state.apply(play("7-3"))  # the last bush clover: nothing can pair it any more
    assert of_type(events, CardsDead) == [CardsDead(("7-3",))]
    assert state.information(0).dead == mask("7-3")
    events = run(state, ("play", "1-3"), ("play", "2-3"))
    (end,) = of_type(events, RoundEnded)
    assert "7-3" in end.leftover
    assert all("7-3" not in pile for pile in end.captured)


# ---------------------------------------------------------------- rain and the 600 line
def test_rain_voids_a_viewing_yaku_and_the_sun_saves_it():
    state = ropp_position([["11-2", "1-3"], ["2-3", "2-4"]], ["11-3"], [["3-1", "9-1"], []])
    assert state.information(0).standings[0].yaku == (("hanami-zake", 100),)
    (scored,) = of_type(state.apply(play("11-2")), TurnScored)
    assert (scored.yaku, scored.voided, scored.card_points) == ((), ("hanami-zake",), 80)
    sunny = ropp_position([["11-2", "1-3"], ["2-3", "2-4"]], ["11-3"], [["3-1", "9-1", "1-1"], []])
    (scored,) = of_type(sunny.apply(play("11-2")), TurnScored)
    assert scored.yaku == (("hanami-zake", 100),) and scored.voided == ()


def rain_position(willow: bool, **rules):
    """Player 0 reached 600 with hanami-zake; player 1 sits at 620 (both from turn 0)."""
    return ropp_position(
        [["11-2" if willow else "4-4", "1-3"], ["1-4", "2-3"]],
        ["11-3", "2-4"],
        [["3-1", "9-1", "1-2", "5-2"], ["8-1", "8-2"]],
        ["4-3", "6-3", "10-3", "5-3"],
        scores=(480, 560),
        **rules,
    )


def test_rain_dropping_a_player_under_600_gives_the_win_to_another_600():
    state = rain_position(willow=True)
    view = state.information(1)
    assert [s.total for s in view.standings] == [660, 620] and view.target == 600
    events = run(state, ("play", "11-2"), ("play", "1-4"), ("play", "1-3"), ("play", "2-3"))
    scored = of_type(events, TurnScored)[0]
    assert scored.player == 0 and scored.total == 580 and not scored.reached
    (end,) = of_type(events, RoundEnded)
    assert (end.winner, end.win_reason, end.scores) == (1, "target", (580, 620))
    assert of_type(events, GameWon) == [GameWon(1, "target", 1, (0, 1), (580, 620))]
    started = of_type(events, RoundStarted)[-1]
    assert started.scores == (0, 0) and started.game_number == 2  # a new game from zero


def test_without_the_rain_the_higher_600_wins():
    events = run(rain_position(willow=False), *[("play", c) for c in ("4-4", "1-4", "1-3", "2-3")])
    (end,) = of_type(events, RoundEnded)
    assert (end.winner, end.scores) == (0, (660, 620))
    higher = run(
        rain_position(willow=False, target=700),
        *[("play", c) for c in ("4-4", "1-4", "1-3", "2-3")],
    )
    assert of_type(higher, RoundEnded)[0].winner is None  # nobody at 700: the scores carry


def shiko_position(**rules):
    """Player 1 reached 600 at the start; player 0 completes shiko on the last turn."""
    return ropp_position(
        [["12-1", "1-3"], ["1-4", "2-3"]],
        ["12-3", "2-4"],
        [["1-1", "3-1", "8-1", "2-2"], ["6-1", "7-1", "10-1", "2-1", "11-2"]],
        ["4-3", "6-3", "10-3", "5-3"],
        scores=(0, 590),
        **rules,
    )


def test_ichikoro_beats_an_earlier_and_higher_600():
    state = shiko_position()
    assert state.reached_at == [None, 0]
    events = run(state, *[("play", c) for c in ("12-1", "1-4", "1-3", "2-3")])
    (end,) = of_type(events, RoundEnded)
    assert end.scores == (960, 980) and (end.winner, end.win_reason) == (0, "shiko")
    assert of_type(events, GameWon)[0].reason == "shiko"
    plain = run(
        shiko_position(ichikoro=False), *[("play", c) for c in ("12-1", "1-4", "1-3", "2-3")]
    )
    assert of_type(plain, RoundEnded)[0].winner == 1  # without ichikoro the higher score


def nanatan_position(**rules):
    """Player 0 completes nanatan; player 1 holds no more than 30 points outside willow
    and paulownia."""
    return ropp_position(
        [["7-2", "1-3"], ["1-4", "2-3"]],
        ["7-3", "2-4"],
        [["1-2", "2-2", "3-2", "4-2", "5-2", "6-2"], ["12-1", "11-1", "9-3", "8-2"]],
        ["4-3", "6-3", "10-3", "5-3"],
        scores=(100, 200),
        **rules,
    )


def test_fuke_voids_a_nanatan_win_and_the_round_still_counts():
    state = nanatan_position()
    events = run(state, *[("play", c) for c in ("7-2", "1-4", "1-3", "2-3")])
    assert ("nanatan", 600) in of_type(events, TurnScored)[0].yaku
    (end,) = of_type(events, RoundEnded)
    assert (end.reason, end.fuke, end.winner) == ("fuke", (1,), None)
    assert end.score_delta == (0, 0) and end.scores == (100, 200)
    assert not of_type(events, GameWon)
    started = of_type(events, RoundStarted)[-1]
    assert (started.round, started.dealer, started.scores) == (2, 1, (100, 200))


def test_without_fuke_the_nanatan_wins_and_fuke_spares_shiko():
    events = run(nanatan_position(fuke=0), *[("play", c) for c in ("7-2", "1-4", "1-3", "2-3")])
    assert of_type(events, RoundEnded)[0].win_reason == "nanatan"
    low = ropp_position(
        [["12-1", "1-3"], ["1-4", "2-3"]],
        ["12-3", "2-4"],
        [["1-1", "3-1", "8-1"], ["11-1", "9-3", "8-2"]],
        ["4-3", "6-3", "10-3", "5-3"],
    )
    events = run(low, *[("play", c) for c in ("12-1", "1-4", "1-3", "2-3")])
    (end,) = of_type(events, RoundEnded)
    assert (end.reason, end.winner, end.win_reason) == ("played_out", 0, "shiko")
    strict = ropp_position(
        [["12-1", "1-3"], ["1-4", "2-3"]],
        ["12-3", "2-4"],
        [["1-1", "3-1", "8-1"], ["11-1", "9-3", "8-2"]],
        ["4-3", "6-3", "10-3", "5-3"],
        fuke_spares_shiko=False,
    )
    events = run(strict, *[("play", c) for c in ("12-1", "1-4", "1-3", "2-3")])
    assert of_type(events, RoundEnded)[0].reason == "fuke"


def test_the_fuke_line_and_what_it_counts_are_keys():
    # player 1 holds 40 points, all willow and paulownia but 8-2
    state = nanatan_position(fuke=20)
    events = run(state, *[("play", c) for c in ("7-2", "1-4", "1-3", "2-3")])
    assert of_type(events, RoundEnded)[0].reason == "fuke"  # 10 points counted <= 20
    counted = nanatan_position(fuke_counts_willow_paulownia=True)
    events = run(counted, *[("play", c) for c in ("7-2", "1-4", "1-3", "2-3")])
    assert of_type(events, RoundEnded)[0].win_reason == "nanatan"  # 110 points > 30


def test_the_spec_tells_what_fuke_counts_and_its_line():
    """What the words under a void round quote: the engine's count and line, not the view's."""
    from game.engine import games

    count = games.spec(RoppyakkenState.GAME).fuke_count
    pile = mask("12-1", "11-1", "9-3", "8-2")  # 110 card points, 10 outside willow/paulownia
    assert count(pile, load_rules("shiragiku", {"fuke": 20})) == (10, 20, False)
    every = load_rules("shiragiku", {"fuke_counts_willow_paulownia": True})
    assert count(pile, every) == (110, 30, True)
    assert games.spec(games.HANA_AWASE).fuke_count is None


# ---------------------------------------------------------------- teyaku
TESAN_HAND = ["1-1", "1-2", "1-3", "2-1", "3-1", "4-1", "5-1", "6-1"]
OTHER_HAND = ["2-2", "3-2", "4-2", "5-2", "6-2", "7-1", "7-2", "8-1"]
FIELD_8 = ["8-2", "9-1", "9-2", "10-1", "10-2", "11-2", "11-3", "12-1"]


def test_te_san_is_shown_at_the_deal_and_counts_toward_600():
    state = ropp_deal([TESAN_HAND, OTHER_HAND], FIELD_8, scores=(420, 0))
    shown = of_type(state.initial_events(), TeyakuShown)
    assert shown == [TeyakuShown(0, (("te-san", 200),), ("1-1", "1-2", "1-3"))]
    view = state.information(1)
    assert view.revealed[0] == mask("1-1", "1-2", "1-3")
    assert view.standings[0].teyaku == (("te-san", 200),)
    assert view.standings[0].total == 620 and state.reached_at == [0, None]
    assert not view.unseen & mask("1-1", "1-2", "1-3")
    sampled = view.sample_state(random.Random(4))
    assert sampled.hands[0] & mask("1-1", "1-2", "1-3") == mask("1-1", "1-2", "1-3")
    assert sampled.hands[0].bit_count() == 8 and sampled.hands[1] == state.hands[1]
    state.apply(play("1-1"))
    assert state.information(1).revealed[0] == mask("1-2", "1-3")


def test_sogasu_shows_a_whole_zero_hand_with_three_players():
    zero = ["1-3", "1-4", "2-3", "3-3", "4-3", "5-3", "12-3"]
    others = [
        ["2-1", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1"],
        ["1-2", "2-2", "3-2", "4-2", "5-2", "6-2", "7-2"],
    ]
    state = ropp_deal([zero] + others, ["9-1", "9-2", "10-1", "10-2", "11-1", "11-2"])
    assert of_type(state.initial_events(), TeyakuShown) == [
        TeyakuShown(0, (("sogasu", 400),), tuple(sorted(zero, key=lambda c: mask(c))))
    ]
    assert state.information(2).revealed[0] == mask(*zero)
    assert state.information(0).standings[0].round_points == 400


def test_fuke_voids_the_teyaku_too():
    def first_round(**rules):
        state = ropp_deal([TESAN_HAND, OTHER_HAND], FIELD_8, seed=5, **rules)
        rng = random.Random(1)
        events = []
        while state.round == 1:
            legal = state.legal_actions()
            events += state.apply(legal[rng.randrange(len(legal))])
        return of_type(events, RoundEnded)[0]

    kept = first_round()
    assert kept.reason == "played_out" and kept.teyaku[0] == (("te-san", 200),)
    assert (
        kept.score_delta[0]
        == kept.round_points[0]
        == 200 + kept.card_points[0] + sum(p for _, p in kept.yaku[0])
    )
    voided = first_round(fuke=1000)  # everybody is under the line
    assert voided.reason == "fuke" and voided.fuke == (0, 1)
    assert voided.round_points == kept.round_points and voided.score_delta == (0, 0)


# ---------------------------------------------------------------- winning the match
def test_the_third_won_game_ends_the_match_and_the_others_pay():
    three = ropp_position(
        [["12-1"], ["1-3"], ["1-4"]],
        ["12-3", "2-4"],
        [["2-1", "8-2"], ["4-1", "4-2", "5-1", "5-2"], ["6-1", "6-2", "7-2", "9-2"]],
        ["9-3", "10-3", "3-3"],
        scores=(590, 0, 0),
        wins=(2, 1, 0),
    )
    events = three.apply(play("12-1")) + three.apply(play("1-3")) + three.apply(play("1-4"))
    assert of_type(events, GameWon)[0].wins == (3, 1, 0)
    assert three.is_terminal() and three.returns() == (50, -20, -30) and three.winner() == 0
    assert of_type(events, ev.MatchEnded) == [ev.MatchEnded((50, -20, -30), 0, 1)]
    two = ropp_position(
        [["12-1"], ["1-3"]],
        ["12-3", "2-4"],
        [["2-1", "8-2"], ["4-1", "4-2", "5-1", "5-2"]],
        ["9-3", "10-3"],
        scores=(590, 0),
        wins=(2, 2),
        win_points=5,
    )
    two.apply(play("12-1"))
    two.apply(play("1-3"))
    assert two.returns() == (5, -5)


def test_a_single_game_match_and_the_running_returns():
    state = RoppyakkenState(load_rules(overrides={"wins_to_match": 1}), 2, seed=9)
    assert state.returns() == (0, 0)
    rng = random.Random(2)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert sorted(state.returns()) == [-10, 10]
    assert max(state.wins) == 1


# ---------------------------------------------------------------- round keys
def test_first_to_target_prefers_who_reached_600_first():
    def position(**rules):
        return ropp_position(
            [["10-1", "1-3"], ["1-4", "2-3"]],
            ["10-3", "2-4"],
            [["1-1", "2-1", "3-1", "6-1", "7-1", "8-1", "2-2"], ["8-2", "4-1", "4-2", "5-1"]],
            ["4-3", "6-3", "10-4", "5-3"],
            scores=(0, 590),
            **rules,
        )

    state = position()
    assert state.reached_at == [None, 0]
    events = run(state, *[("play", c) for c in ("10-1", "1-4", "1-3", "2-3")])
    (end,) = of_type(events, RoundEnded)
    assert end.scores == (640, 630) and end.winner == 0
    first = position(win_rule="first_to_target")
    events = run(first, *[("play", c) for c in ("10-1", "1-4", "1-3", "2-3")])
    assert of_type(events, RoundEnded)[0].winner == 1


def test_dealer_rotation_and_the_highest_scorer_rule():
    rotate = nanatan_position(fuke=0, target=5000)
    events = run(rotate, *[("play", c) for c in ("7-2", "1-4", "1-3", "2-3")])
    assert of_type(events, RoundStarted)[-1].dealer == 1
    highest = nanatan_position(fuke=0, target=5000, next_dealer="highest")
    events = run(highest, *[("play", c) for c in ("7-2", "1-4", "1-3", "2-3")])
    assert of_type(events, RoundStarted)[-1].dealer == 0


@pytest.mark.parametrize("seats, hand, field, stock", [(2, 8, 8, 24), (3, 7, 6, 21)])
def test_deal_sizes(seats, hand, field, stock):
    state = RoppyakkenState(load_rules(), seats, seed=1)
    assert [h.bit_count() for h in state.hands] == [hand] * seats
    assert state.field.bit_count() == field and state.stock_left() == stock


def test_ten_card_hands_for_two_players_turn_the_whole_stock():
    state = RoppyakkenState(load_rules(overrides={"two_player_hand": 10}), 2, seed=2)
    assert [h.bit_count() for h in state.hands] == [10, 10] and state.stock_left() == 20
    rng = random.Random(3)
    while state.round == 1:
        if not any(state.hands) or state.stock_left() == 0:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.round == 2 or state.is_terminal()
    assert state.round_log[0]["decisions"][0].kind == "play"
    assert len([d for d in state.round_log[0]["decisions"] if d.kind == "play"]) == 20


def test_the_first_dealer_is_drawn_earliest_month_first():
    for seed in range(20):
        drawn = random.Random(seed).sample(range(48), 3)
        state = RoppyakkenState(load_rules(), 3, seed=seed)
        assert state.dealer == drawn.index(min(drawn))


def test_redeal_on_four_of_a_month_in_a_hand():
    for seed in range(400):
        state = RoppyakkenState(load_rules(), 2, seed=seed)
        reasons = [e.reason for e in of_type(state.initial_events(), ev.Redealt)]
        if "four of a month in a hand" in reasons:
            break
    else:
        raise AssertionError("no seed redealt a hand")
    for hand in state.hands:
        assert all((hand >> (4 * m)) & 15 != 15 for m in range(12))


def test_turn_scored_names_the_cards_of_each_yaku():
    state = ropp_position([["9-1", "1-3"], ["2-3", "2-4"]], ["9-3"], [["3-1", "1-1"], []])
    (scored,) = of_type(state.apply(play("9-1")), TurnScored)
    assert scored.yaku == (("hanami-zake", 100),)
    assert scored.cards == (("hanami-zake", ("3-1", "9-1")),)


def test_read_literally_the_2019_rule_gives_every_round_a_winner():
    def first_round(**rules):
        state = ropp_deal([TESAN_HAND, OTHER_HAND], FIELD_8, seed=5, fuke=0, **rules)
        rng = random.Random(4)  # a round without ichikoro and nobody at 600: (440, 340)
        events = []
        while state.round == 1:
            legal = state.legal_actions()
            events += state.apply(legal[rng.randrange(len(legal))])
        return of_type(events, RoundEnded)[0]

    carried = first_round()
    assert carried.winner is None and carried.scores == (440, 340)
    literal = first_round(win_rule="highest_every_round")
    assert (literal.winner, literal.win_reason, literal.scores) == (0, "highest", (440, 340))


def test_the_wild_card_takes_the_yellow_paulownia_but_not_a_white_one():
    state = ropp_position(
        [["11-1", "1-3"], ["2-3", "2-4"]], ["12-2", "12-3"], [[], []], QUIET_STOCK
    )
    events = state.apply(play("11-1"))
    assert of_type(events, ev.Captured)[0] == ev.Captured(0, ("11-1", "12-2"), "play")
    assert state.field & mask("12-3")


def test_a_turned_card_of_a_three_card_month_takes_the_three_not_the_wild_card():
    field = ["5-2", "5-3", "5-4", "11-1"]
    state = ropp_position([["1-3", "1-4"], ["2-3", "2-4"]], field, [[], []], ["5-1"])
    events = state.apply(play("1-3"))
    assert not of_type(events, ev.ChoiceNeeded)
    assert of_type(events, ev.Captured)[0] == ev.Captured(0, ("5-1", "5-2", "5-3", "5-4"), "draw")
    assert state.field & mask("11-1")
