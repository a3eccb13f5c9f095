"""Hachi-hachi on the couch: two people on pads and a CPU seat; the pass screens, each
person's own prompt (teyaku, shobu / sage, the cancel) answered with their own pad only - the
other pad changes nothing - and every other hand hidden on screen, to the round's result."""

from __future__ import annotations

from game.engine.cards import CARDS
from game.engine.games import HACHI_HACHI
from game.engine.hachi_hachi.ai import greedy_choice
from game.match.couch import CPU_SEAT, CouchSeats
from tests.support.couch_rig import CouchRig

PADS = {0: 1, 1: 2}


def assert_hidden(rig: CouchRig, revealed: int | None) -> None:
    """Every hand but ``revealed``'s shows its backs, bar the cards its shown teyaku laid
    face up (the engine's ``revealed``); ``revealed``'s hand shows faces."""
    canvas = rig.draw_table_only()
    state = rig.table.session.state
    for seat in range(3):
        seen = rig.hand_pixels(seat, canvas)
        if seat == revealed:
            assert seen and "back" not in seen, (seat, seen)
        else:
            assert seen.count("face") <= state.revealed[seat].bit_count(), (seat, seen)


def _card(rig: CouchRig, seat: int) -> str:
    view = rig.table.session.information(seat)
    plays = [a for a in view.legal if a.kind in ("play", "take")]
    return CARDS[greedy_choice(view, plays).card].code


def test_a_couch_round_of_hachi_hachi_for_three():
    rig = CouchRig(
        CouchSeats(names=["Aki", "Ren", "CPU 1"], devices=["pad:1", "pad:2", CPU_SEAT]),
        seed=7,
        speed="fast",
        pads={1: "Xbox Wireless Controller", 2: "Xbox Wireless Controller"},
        game=HACHI_HACHI,
    )
    state = rig.table.session.state
    assert state.GAME == HACHI_HACHI and state.seats == 3
    passes = prompts = 0
    for _ in range(400):
        rig.run_until(
            lambda: (
                rig.top_name() in ("PassScreen", "RoundResult", "HachiPrompt")
                or (rig.top_name() == "TableScene" and rig.table.human_input_phase() is not None)
            ),
            limit=6000,
        )
        name = rig.top_name()
        if name == "RoundResult":
            break
        seat = state.current
        assert seat in PADS  # the CPU seat never waits for a pad
        if name == "PassScreen":
            rig.press(PADS[rig.top.seat])
            passes += 1
            continue
        if name == "HachiPrompt":
            prompt = rig.top
            assert prompt.choices == [a for a in state.legal_actions() if a.kind == "declare"] + (
                [None] if prompt.kind == "cancel" else []
            )
            while not prompt.settle.ready:
                rig.frame()
            decisions = len(state.round_log[-1]["decisions"])
            rig.press(PADS[1 - seat])  # the other person's pad: nothing
            assert rig.top is prompt and len(state.round_log[-1]["decisions"]) == decisions
            rig.press(PADS[seat])  # the focused first choice: show, shobu, cancel
            prompts += 1
            continue
        rig.run_until(lambda: rig.table.director.idle)
        assert_hidden(rig, seat)
        code = _card(rig, seat)
        phase = rig.table.human_input_phase()
        current = rig.table.selected if phase == "play" else rig.table.choice
        rig.press(PADS[seat], "a" if current == code else "dpad_right")
    else:
        raise AssertionError("the round never ended")
    assert passes >= 2 and prompts >= 1  # seat 0 was asked to show its teyaku
    assert len(state.round_results) == 1 and sum(state.round_results[0]["score_delta"]) == 0
    assert_hidden(rig, None)
