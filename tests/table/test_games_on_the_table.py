"""Roppyakken and hana-awase through the real table, for every seat count: a whole round
played by keyboard, by mouse, by pad, and through the action list alone; the round result
shows, every card is accounted for and the state only changed through the person's input."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.cards import CARDS
from tests.support.games_harness import CASES, GamesHarness
from tests.support.table_harness import kept_on_the_table, monkey_tables


def play_round(rig: GamesHarness, device: str) -> int:
    """Play seat 0's decisions of round 1 with ``device``; returns how many were made."""
    made = 0
    while True:
        phase = rig.wait_for_human()
        if phase is None:
            return made
        code = rig.chosen_card()
        before = len(rig.state.round_log[-1]["decisions"])
        if phase == "play":
            rig.select_and_play(code, device)
        else:
            rig.take(code, device)
        rig.frame(2)
        taken = rig.state.round > 1 or len(rig.state.round_log[-1]["decisions"]) > before
        assert taken, f"{device} {phase} {code} was not taken"
        made += 1


@pytest.mark.parametrize("game, seats", CASES)
@pytest.mark.parametrize("device", ("keyboard", "mouse", "pad"))
def test_a_whole_round_by_each_device(game, seats, device):
    rig = GamesHarness(game, seats)
    made = play_round(rig, device)
    assert rig.round_results_seen == 1
    assert made >= 5
    event = rig.state.last_round_end
    assert event.round == 1 and event.game == game
    assert rig.table.view.results[0].score_delta == event.score_delta
    cards = [code for pile in event.captured for code in pile] + list(event.leftover)
    hand, field = rig.state.deal_sizes()
    in_play = seats * hand * 2 + field  # every hand card played, one stock card turned each
    assert len(cards) == len(set(cards)) == in_play  # every card accounted for


def test_the_action_list_alone_plays_a_round_of_each_game():
    for game, seats in CASES:
        rig = GamesHarness(game, seats)
        rig.frame(5)
        made = 0
        for _ in range(4000):
            if rig.state.round_results:
                break
            top = rig.top()
            if top is not rig.table and top.name == "round_result":
                top.close()
                continue
            if not rig.table.human_input_phase():
                rig.frame()
                continue
            if top is rig.table:
                rig.key(pygame.K_l)  # the panel opens and stays open while the person plays
            overlay = rig.top()
            assert overlay.name == "action_list", overlay
            texts = [entry.text for entry in overlay.panel.entries]
            assert texts and all(text.startswith(("Play ", "Take ")) for text in texts)
            before = len(rig.state.round_log[-1]["decisions"])
            rig.key(pygame.K_RETURN)  # the focused entry
            rig.frame(2)
            made += len(rig.state.round_log[-1]["decisions"]) > before or bool(
                rig.state.round_results
            )
        assert rig.state.round_results, (game, seats)
        assert made >= 5, (game, seats)


@pytest.mark.parametrize(
    "game, seats, overrides",
    (("hana-awase", 4, {"rounds": 1}), ("roppyakken", 3, {"wins_to_match": 1, "target": 200})),
)
def test_monkey_thousands_of_random_events_on_the_table(game, seats, overrides):
    def table(seed: int) -> GamesHarness:
        return kept_on_the_table(
            GamesHarness(game, seats, seed=seed, speed="fast", overrides=overrides)
        )

    _, matches = monkey_tables(table, 5, random.Random(7), 4000, draw_every=500)
    assert matches >= 1


@pytest.mark.parametrize("game, seats", (("roppyakken", 3), ("hana-awase", 4)))
def test_the_hint_rates_every_legal_move_and_marks_the_best(game, seats):
    rig = GamesHarness(game, seats)
    assert rig.wait_for_human() == "play"
    from game.engine.koikoi import positions

    before = positions.state_snapshot(rig.state)
    rig.key(pygame.K_h)
    for _ in range(600):
        if rig.table.hint.ratings is not None:
            break
        rig.frame()
    ratings = rig.table.hint.ratings
    legal = rig.table.view.legal
    assert sorted(str(a) for a, _, _ in ratings) == sorted(str(a) for a in legal)
    assert [p for _, p, _ in ratings] == sorted((p for _, p, _ in ratings), reverse=True)
    assert rig.table.hint.marked_codes() == [CARDS[ratings[0][0].card].code]
    assert rig.table.hud_frame().advice[0].startswith("Hint: play ")
    assert positions.state_snapshot(rig.state) == before  # the hint changed nothing


@pytest.mark.parametrize("game, seats", (("roppyakken", 3), ("hana-awase", 4)))
def test_turn_order_is_shown_left_to_right_across_the_top(game, seats):
    """Chevrons between the far seats' outlines point the way play passes: from the near
    seat to the next seat (leftmost), then to the right; none after the rightmost."""
    from game.ui import theme

    rig = GamesHarness(game, seats)
    rig.wait_for_human()
    frame = rig.table.hud_frame()
    outlines = sorted(frame.seat_frames, key=lambda f: f.rect[0])
    assert [f.seat for f in outlines] == list(range(1, seats))  # the next seat is leftmost
    assert [f.passes_on for f in outlines] == [True] * (seats - 2) + [False]
    canvas = rig.draw()
    gold = theme.colour("gold_light")[:3]
    for left, right in zip(outlines, outlines[1:], strict=False):
        gap_left = left.rect[0] + left.rect[2]
        gap = pygame.Rect(gap_left, left.rect[1], right.rect[0] - gap_left, left.rect[3])
        pixels = [
            canvas.get_at((x, y))[:3]
            for x in range(gap.left, gap.right)
            for y in range(gap.top, gap.bottom)
        ]
        assert pixels.count(gold) > 20  # the chevron
    last = outlines[-1].rect
    beyond = [
        canvas.get_at((x, last[1] + last[3] // 2))[:3] for x in range(last[0] + last[2], 1560)
    ]
    assert gold not in beyond


def test_the_wild_card_and_the_paulownia_choice_on_the_table():
    """Roppyakken's own choices through the real table: the lifted rain man lights every field
    card it may take (not the 0-point ones), the player picks one by keyboard; a paulownia
    played on yellow and white paulownia offers both, and a click takes the white one."""
    from game.engine.cards import CARD_BY_CODE
    from game.engine.roppyakken.state import RoppyakkenState

    state = RoppyakkenState.from_position(
        hands=[("11-1", "12-1", "1-3"), ("2-3", "5-3", "7-3"), ("8-3", "9-4", "10-4")],
        field=("3-1", "6-2", "9-3", "12-2", "12-3", "4-3"),
        captured=((), (), ()),
        stock=(),
        current=0,
    )
    rig = GamesHarness("roppyakken", 3, state=state)
    assert rig.wait_for_human() == "play"
    for _ in range(4):
        if rig.table.selected == "11-1":
            break
        rig.key(pygame.K_RIGHT)
    assert rig.table.selected == "11-1"
    rig.frame()
    lit = set(rig.table.marks.highlights) - {"11-1"}
    assert lit == {"3-1", "6-2", "12-2"}  # every card worth points; 9-3, 12-3, 4-3 are 0
    assert "1-3" in rig.table.marks.dimmed  # no pine on the field
    rig.key(pygame.K_RETURN)
    assert rig.wait_for_human() == "take"
    assert set(rig.table.view.pending.options) == {"3-1", "6-2", "12-2"}
    rig.take("6-2", "keyboard")
    rig.frame(2)
    captured = {CARDS[c].code for c in range(48) if state.captured[0] >> c & 1}
    assert {"11-1", "6-2"} <= captured
    assert rig.wait_for_human() == "play"  # seat 0's next turn, after the two CPUs
    rig.select_and_play("12-1", "keyboard")
    assert rig.wait_for_human() == "take"
    assert set(rig.table.view.pending.options) == {"12-2", "12-3"}  # yellow or white
    rig.take("12-3", "mouse")
    rig.frame(2)
    captured = {CARDS[c].code for c in range(48) if state.captured[0] >> c & 1}
    assert {"12-1", "12-3"} <= captured and "12-2" not in captured
    assert state.field >> CARD_BY_CODE["12-2"].id & 1  # the yellow one stays on the field


def test_the_yaku_list_and_the_tracker_show_the_game_in_play():
    """Y opens the yaku list of roppyakken (its yaku and points from the engine), T's tracker
    shows each seat's card points, a viewing rained out by the willow, and what is near."""
    from game.engine.roppyakken.state import RoppyakkenState
    from game.scenes.overlays.yaku_list import yaku_rows

    state = RoppyakkenState.from_position(
        hands=[("2-3", "5-3"), ("7-3", "8-3"), ("10-4", "4-3")],
        field=("6-3", "6-4"),
        captured=(("3-1", "9-1", "11-2"), ("1-1", "8-1"), ()),
        stock=(),
        current=0,
    )
    rig = GamesHarness("roppyakken", 3, state=state)
    assert rig.wait_for_human() == "play"
    tracker = rig.table.hud_frame().tracker
    texts = [[line.text for line in lines] for lines in tracker.lines]
    assert texts[0][0] == "Cards 70 pts"  # curtain 50, sake cup 10, swallow 10
    assert "Hanami-zake: rained out" in texts[0]  # the swallow is a willow
    assert tracker.lines[0][texts[0].index("Hanami-zake: rained out")].possible is False
    assert texts[1][0] == "Cards 100 pts"  # crane and moon
    assert "Matsukiri-bozu 2/3" in texts[1]
    # the moon is held but seat 0 took the sake cup: tsukimi-zake is no longer possible
    assert not any(text.startswith("Tsukimi-zake") for text in texts[1])
    rig.key(pygame.K_y)
    overlay = rig.top()
    assert overlay.name == "yaku_list"
    rows = {row.label: row.points for row in yaku_rows(state.rules)}
    assert rows["Shiko"] == 600 and rows["Teppo"] == 300 and rows["Hanami-zake"] == 100
    rig.draw()
    rig.key(pygame.K_ESCAPE)
    assert rig.top() is rig.table
