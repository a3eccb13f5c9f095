"""Couch flow with two synthetic pads: pass screen, reveal, play, prompt, month result -
with pixel checks that the waiting player's hand is never drawn face up."""

from __future__ import annotations

import pygame

from game.engine.koikoi import positions
from game.match.couch import CouchSeats
from game.persist import autosave
from game.scenes.couch import pass_screen
from tests.support.couch_rig import CouchRig

PADS = {0: 1, 1: 2}  # seat -> pad instance id


def _assert_hidden(rig: CouchRig, *, revealed_seat: int | None) -> None:
    canvas = rig.draw_table_only()
    for seat in (0, 1):
        seen = rig.hand_pixels(seat, canvas)
        if seat == revealed_seat:
            assert seen and all(v == "face" for v in seen), (seat, seen)
        else:
            assert all(v == "back" for v in seen), (seat, seen)


def _play_turn_until_not_mine(rig: CouchRig, seat: int) -> bool:
    """Answer every choice of ``seat``'s turn with its own pad (stop at a koi-koi prompt)."""
    other = PADS[1 - seat]
    for _ in range(3000):
        table = rig.table
        top = rig.top_name()
        if top == "KoikoiPrompt":
            assert table.mode.revealed and table.mode.active_seat == seat
            rig.press(other)  # the waiting pad cannot answer
            assert rig.top_name() == "KoikoiPrompt"
            rig.frame(60)  # the prompt takes input after a settling second
            rig.press(PADS[seat])  # Stop (focused first)
            assert rig.top_name() != "KoikoiPrompt"
            return True
        if top != "TableScene" or not table.director.idle:
            if top in ("PassScreen", "RoundResult"):
                return False
            rig.frame()
            continue
        if table.mode.active_seat != seat:
            return False
        phase = table.human_input_phase()
        if phase is None:
            rig.frame()
            continue
        before = table.session.state.clone()
        rig.press(other)  # ignored: not the active device
        assert table.selected is None or phase == "take"
        rig.press(PADS[seat])
        if phase == "play":
            rig.press(PADS[seat])
        rig.frame(2)
        assert (
            table.session.state.record_rounds() != before.record_rounds()
            or table.session.human_to_act().pending is not None
        )
        for _ in range(120):  # mid-animation: the hand must stay hidden
            rig.frame()
            if table.mode.active_seat != seat:
                _assert_hidden(rig, revealed_seat=None)
                return False
            if table.director.idle:
                break
    return False


def test_two_pads_couch_month_keeps_the_waiting_hand_hidden() -> None:
    rig = CouchRig(CouchSeats(names=["Aki", "Ren"], devices=["pad:1", "pad:2"]), seed=5)
    turns = 0
    prompts = 0
    saw_prompt_or_result = set()
    while "RoundResult" not in saw_prompt_or_result and turns < 40:
        rig.run_until(lambda: rig.top_name() in ("PassScreen", "RoundResult"))
        if rig.top_name() == "RoundResult":
            saw_prompt_or_result.add("RoundResult")
            _assert_hidden(rig, revealed_seat=None)
            break
        seat = rig.top.seat
        assert rig.top.button_text == ("Start Red's turn" if seat == 0 else "Start Blue's turn")
        _assert_hidden(rig, revealed_seat=None)  # pass screen: all hidden
        composite = rig.draw_all()
        for hand in (0, 1):  # with the band on top: no card face anywhere
            assert "face" not in rig.hand_pixels(hand, composite)
        rig.press(PADS[1 - seat])  # the other pad: nothing
        assert rig.top_name() == "PassScreen"
        rig.press(PADS[seat])
        assert rig.top_name() == "TableScene"
        rig.run_until(lambda: rig.table.director.idle)
        _assert_hidden(rig, revealed_seat=seat)  # only the active hand
        before_prompt = rig.top_name()
        prompts += _play_turn_until_not_mine(rig, seat)
        if before_prompt == "TableScene" and rig.table.session.state.round_results:
            saw_prompt_or_result.add("RoundResult")
        turns += 1
    assert turns >= 2
    assert prompts >= 1  # a koi-koi prompt was answered by the right pad only
    rig.run_until(lambda: rig.top_name() == "RoundResult")
    month_result = rig.top
    text_names = rig.table.session.names
    assert text_names == ("Aki (Red)", "Ren (Blue)")
    assert month_result.event.round == 1
    _assert_hidden(rig, revealed_seat=None)
    rig.frame(20)  # the result waits for a press, taken after a quarter second
    rig.press(PADS[0])
    rig.run_until(lambda: rig.top_name() == "PassScreen")  # month 2 starts hidden
    assert rig.table.session.state.round == 2
    _assert_hidden(rig, revealed_seat=None)
    loaded = autosave.load()
    assert loaded.ok and loaded.info.mode == "couch"
    assert positions.state_snapshot(loaded.state) == positions.state_snapshot(
        rig.table.session.state
    )
    assert [s.name for s in loaded.info.seats] == ["Aki", "Ren"]


def test_open_hands_shows_both_hands_and_skips_pass_screens() -> None:
    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"], open_hands=True), seed=8)
    rig.run_until(lambda: rig.table.mode.revealed and rig.table.director.idle)
    assert rig.top_name() == "TableScene"
    canvas = rig.draw_table_only()
    assert all(v == "face" for v in rig.hand_pixels(0, canvas) + rig.hand_pixels(1, canvas))
    seat = rig.table.mode.active_seat
    rig.press(PADS[seat])
    rig.press(PADS[seat])
    rig.run_until(
        lambda: (
            rig.table.mode.active_seat != seat
            and rig.table.director.idle
            and rig.table.mode.revealed
        )
    )
    assert rig.top_name() in ("TableScene", "KoikoiPrompt")


def test_the_waiting_pad_can_open_the_yaku_list_but_not_play() -> None:
    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"]), seed=5)
    rig.run_until(lambda: rig.top_name() == "PassScreen")
    seat = rig.top.seat
    rig.press(PADS[seat])
    rig.run_until(lambda: rig.table.director.idle)
    rig.press(PADS[1 - seat], "dpad_right")
    assert rig.table.selected is None
    bindings = rig.input.bindings.effective_pad_buttons()
    yaku_button = bindings["yaku_list"][0]
    rig.press(PADS[1 - seat], yaku_button)
    assert rig.top_name() == "YakuListOverlay"
    pygame.event.clear()


def test_a_one_month_couch_match_ends_with_both_names_and_a_couch_rematch() -> None:
    from game.match.couch import CouchSeats as Seats
    from game.persist import stats
    from game.table.factory import couch_config, couch_scene

    couch = Seats(names=["Aki", "Ren"], devices=["pad:1", "pad:2"])
    rig = CouchRig(couch, seed=5, speed="instant")
    rig.context.scenes.clear()
    rig.table = couch_scene(
        rig.context, couch, couch_config(couch, overrides={"months": 1}, seed=5)
    )
    rig.context.scenes.push(rig.table)
    for _ in range(4000):
        top = rig.top_name()
        if top == "MatchResultScene":
            break
        if top == "PassScreen":
            rig.press(rig.top.seat + 1)
        elif top in ("KoikoiPrompt", "RoundResult"):
            rig.press(rig.table.mode.active_seat + 1 if rig.table.mode.active_seat >= 0 else 1)
        elif rig.table.human_input_phase():
            rig.press(rig.table.mode.active_seat + 1)
        else:
            rig.frame()
    assert rig.top_name() == "MatchResultScene"
    assert rig.top.names == ("Aki (Red)", "Ren (Blue)")
    book, _ = stats.load()
    assert book.players["Aki"].matches == 1 and book.players["Ren"].matches == 1
    assert not autosave.exists()
    rig.top.rematch()
    again = rig.top
    assert type(again).__name__ == "TableScene"
    assert again.mode.couch.devices == ["pad:1", "pad:2"] and again.config.seed == 6


def test_a_hand_yaku_at_the_deal_is_shown_to_both_and_hidden_again_next_month() -> None:
    from game.engine.deal import Deal
    from game.engine.koikoi.state import State
    from game.match.session import MatchSession
    from game.table.factory import couch_config, couch_scene

    hands = [
        ["2-1", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1", "9-1"],
        ["1-1", "1-2", "1-3", "1-4", "2-2", "3-2", "4-2", "5-2"],
    ]
    field = ["6-2", "7-2", "8-2", "9-2", "10-1", "10-2", "11-1", "12-1"]
    used = set(sum(hands, []) + field)
    stock = [f"{m}-{i}" for m in range(1, 13) for i in range(1, 5) if f"{m}-{i}" not in used]
    couch = CouchSeats(devices=["pad:1", "pad:2"])
    rig = CouchRig(couch, seed=5)
    config = couch_config(couch, seed=5)
    session = MatchSession(
        config, state=State.from_deal(Deal.from_codes(hands, field, stock), dealer=0, seed=5)
    )
    rig.context.scenes.clear()
    rig.table = couch_scene(rig.context, couch, config, session)
    rig.context.scenes.push(rig.table)
    rig.run_until(lambda: rig.top_name() == "RoundResult")
    canvas = rig.draw_table_only()
    assert all(v == "face" for v in rig.hand_pixels(1, canvas))  # teshi: shown to both
    assert all(v == "back" for v in rig.hand_pixels(0, canvas))
    rig.frame(20)  # the result waits for a press, taken after a quarter second
    rig.press(1)
    rig.run_until(lambda: rig.top_name() == "PassScreen")
    _assert_hidden(rig, revealed_seat=None)


def test_the_pass_screen_tells_the_next_player_that_koikoi_was_called() -> None:
    """Issue 18 item 9: after one player calls koi-koi, the other's pass screen says so,
    with what that player captured on the turn."""
    rig = CouchRig(
        CouchSeats(names=["Aki", "Ren"], devices=["pad:1", "pad:2"]), seed=5, speed="instant"
    )
    caller = None
    for _ in range(400):
        rig.run_until(lambda: rig.top_name() in ("PassScreen", "KoikoiPrompt", "RoundResult"))
        top = rig.top_name()
        if top == "RoundResult":
            rig.press(PADS[0])
            continue
        if top == "KoikoiPrompt":
            seat = rig.table.mode.active_seat
            prompt = rig.top
            while not prompt.settle.ready:  # the prompt takes input after a settling second
                rig.frame()
            for _ in range(6):  # move to Koi-Koi! with the pad, whichever button has focus
                if prompt.group.focused is prompt.koikoi_button:
                    break
                rig.press(PADS[seat], "dpad_left")
            assert prompt.group.focused is prompt.koikoi_button
            for _ in range(120):  # a prompt may ignore presses for a moment as it opens
                if rig.top is not prompt:
                    break
                rig.press(PADS[seat])
            assert rig.top is not prompt
            caller = seat
            continue
        seat = rig.top.seat
        if caller is not None and seat != caller:
            news = rig.top.news
            name = rig.table.driver.names[caller]  # "Aki (Red)"
            assert f"{name} called KOI-KOI!" in news
            assert any(line.startswith(f"{name} took ") for line in news)
            return
        rig.press(PADS[seat])
        rig.run_until(lambda: rig.table.director.idle)
        while rig.top_name() == "TableScene" and rig.table.mode.active_seat == seat:
            if rig.table.human_input_phase() is None:
                rig.frame()
                continue
            rig.press(PADS[seat])
    raise AssertionError("nobody called koi-koi")


def test_a_start_pressed_as_the_pass_screen_opens_is_not_taken() -> None:
    """A confirm already on its way when the pass screen opens (mashed to hurry the cards)
    must not show the next hand: the button takes a press only once it is armed."""
    rig = CouchRig(CouchSeats(names=["Aki", "Ren"], devices=["pad:1", "pad:2"]), seed=5)
    rig.run_until(lambda: rig.top_name() == "PassScreen")
    seat = rig.top.seat
    rig.press_at_once(PADS[seat])  # the very next frame: meant for the table
    assert rig.top_name() == "PassScreen" and not rig.top.armed
    _assert_hidden(rig, revealed_seat=None)
    rig.frame(round(pass_screen.ARM_SECONDS * 60) + 1)
    assert rig.top.armed
    rig.press_at_once(PADS[seat])
    assert rig.top_name() == "TableScene"
