"""Match session + director: whole CPU matches through the director keep the table model
exactly equal to the engine state after every step; turn summaries and tracker texts."""

from game.engine import actions
from game.engine.cards import CARDS
from game.engine.deal import Deal
from game.engine.koikoi.state import State
from game.match.controllers import CpuController, HumanController
from game.match.session import MatchConfig, MatchSession, autoplay_config
from game.view.director import Director
from game.view.summary import describe_turn, mask_of_codes, stop_calculation, threats, tracker_lines

INSTANT = float("inf")


def model_matches_engine(director: Director, state: State) -> None:
    model = director.model
    field = {c.code for c in CARDS if state.field >> c.id & 1}
    assert set(model.field_slots) == field
    for seat in (0, 1):
        captured = {c.code for c in CARDS if state.captured[seat] >> c.id & 1}
        assert set(model.captured_codes(seat)) == captured
        assert len(model.hands[seat]) == state.hands[seat].bit_count()
    near_hand = {c.code for c in CARDS if state.hands[director.near] >> c.id & 1}
    assert set(director.model.hands[director.near]) == near_hand
    assert len(model.stock) == state.stock_left()
    assert len(director.sprites) == 48
    slots = list(model.field_slots.values())
    assert len(slots) == len(set(slots))


def run_until_over(session: MatchSession, director: Director, max_frames: int = 20000) -> int:
    director.feed(session.initial_events)
    frames = 0
    while not session.is_over() and frames < max_frames:
        director.update(1 / 60)
        if director.idle:
            if session.state.phase == "play":
                model_matches_engine(director, session.state)
            director.feed(session.step(1 / 60))
        frames += 1
    director.update(1 / 60)
    return frames


def test_cpu_match_keeps_model_equal_to_engine_instant():
    session = MatchSession(autoplay_config(months=3, seed=11))
    for controller in session.controllers:
        controller.think_delay = 0.0
    director = Director(viewer=0, speed=INSTANT)
    run_until_over(session, director)
    assert session.is_over()
    assert director.model.scores == session.state.returns()


def test_cpu_match_with_real_animation_times():
    session = MatchSession(autoplay_config(months=1, seed=5))
    director = Director(viewer=1, speed=3.0)
    frames = run_until_over(session, director)
    assert session.is_over()
    assert frames > 200  # animations and think pauses take real (simulated) time


def test_human_submission_is_applied_only_when_legal():
    human = HumanController("You")
    session = MatchSession(MatchConfig(seed=3), controllers=(human, HumanController("Two")))
    seat = session.current_player()
    controller = session.controller(seat)
    hand = [c for c in CARDS if session.state.hands[seat] >> c.id & 1]
    not_in_hand = next(c for c in CARDS if not session.state.hands[seat] >> c.id & 1)
    controller.submit(actions.play(not_in_hand.code))
    assert session.step(0.016) == []
    controller.submit(actions.play(hand[0].code))
    events = session.step(0.016)
    assert type(events[0]).__name__ == "CardPlayed" and events[0].card == hand[0].code
    assert not session.state.hands[seat] >> hand[0].id & 1


def test_cpu_controller_waits_for_think_delay():
    from game.engine.ai import make_player

    cpu = CpuController(make_player("greedy"), think_delay=0.3)
    session = MatchSession(
        MatchConfig(seed=4),
        controllers=(cpu, CpuController(make_player("greedy"), think_delay=0.3)),
    )
    assert session.step(0.1) == []
    assert session.step(0.1) == []
    assert session.step(0.15) != []


def test_describe_turn_reads_like_a_sentence():
    hands = ((8, 1, 5, 12, 16, 20, 24, 28), (2, 6, 13, 17, 21, 25, 36, 40))
    field = (9, 32, 44, 37, 41, 45, 33, 29)
    used = set(hands[0]) | set(hands[1]) | set(field)
    deal = Deal(hands=hands, field=field, stock=tuple(i for i in range(48) if i not in used))
    state = State.from_deal(deal, dealer=0)
    session = MatchSession(
        MatchConfig(), controllers=(HumanController("You"), HumanController("CPU")), state=state
    )
    session.apply(actions.play("3-1"))  # Cherry curtain takes Cherry poetry ribbon (9 = 3-2)
    text = describe_turn(session.previous_turn, ("You", "CPU"))
    drawn = CARDS[deal.stock[0]].name
    assert text.startswith("You played Cherry curtain, took Cherry poetry ribbon, drew " + drawn)


def test_tracker_shows_near_yaku_and_points():
    from game.engine.koikoi.rules import load_preset

    rules = load_preset("nintendo")
    lines = tracker_lines([mask_of_codes(["7-1", "10-1", "3-1", "9-1"]), 0], 0, rules)
    assert [line.text for line in lines][0] == "Hanami-zake 5 pts"
    assert "Ino-shika-cho 2/3" in [line.text for line in lines]
    assert threats([mask_of_codes(["7-1", "10-1"]), 0], 0, rules) == ["Ino-shika-cho 2/3"]
    assert threats([mask_of_codes(["7-1", "10-1"]), mask_of_codes(["6-1"])], 0, rules) == [
        "nothing close"
    ]


def test_stop_calculation_spells_out_multipliers():
    from game.engine.events import TurnScored

    event = TurnScored(
        0, (("sanko", 5), ("akatan", 5)), ("akatan",), (), 10, 5, 20, ("x2 for 7+",), True
    )
    assert stop_calculation(event) == "10 pts, x2 for 7+ = 20"


def test_month_calculation_lines():
    from game.engine.events import RoundEnded
    from game.view.summary import month_calculation

    plain = RoundEnded("koikoi", 1, "stop", 0, (5, 0), (5, 0), ((("sanko", 5),), ()), ((), ()), 5)
    assert month_calculation(plain) == "Sanko 5 = 5 pts"
    doubled = RoundEnded(
        "koikoi",
        2,
        "stop",
        1,
        (0, 40),
        (5, 40),
        ((), (("sanko", 5), ("akatan", 5))),
        ((), ()),
        base=10,
        steps=("x2 for 7+", "x2 for the opponent's koi-koi"),
        koikoi=(1, 0),
    )
    assert month_calculation(doubled) == (
        "Sanko 5 + Akatan 5 = 10 pts, x2 for 7+, x2 for the opponent's koi-koi = 40"
    )
    drawn = RoundEnded("koikoi", 3, "exhausted", None, (0, 0), (5, 40), ((), ()), ((), ()))
    assert month_calculation(drawn) == "Drawn month: no points"


def test_expert_cpu_thinks_across_frames_without_blocking():
    session = MatchSession(MatchConfig(seed=3, seats=("cpu", "cpu"), level="expert"))
    for controller in session.controllers:
        controller.think_delay = 0.0
    seat = session.current_player()
    legal = session.state.legal_actions()
    polls = 0
    events = []
    progress = []
    while not events and polls < 2000:
        events = session.step(1 / 60)
        thinking = session.controller(seat).thinking
        if thinking is not None:
            progress.append(thinking)
        polls += 1
    assert polls > 1  # the decision took several frames
    assert progress and all(0.0 <= p <= 1.0 for p in progress)
    assert progress == sorted(progress)
    assert type(events[0]).__name__ == "CardPlayed" and events[0].player == seat
    assert any(a.kind == "play" and CARDS[a.card].code == events[0].card for a in legal)
