"""The Hint on the table: H / the pad's hint button / the on-screen button rate the human's
moves with the expert, a few milliseconds per frame, then mark the recommended card (or the
prompt's button) and say why; nothing is offered during the CPU's turn; T, not H, toggles
the tracker."""

from __future__ import annotations

import pygame

from game.engine.cards import CARDS
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.table.buttons import BUTTONS
from game.view import layout
from tests.support.table_harness import Harness, stacked_deal


def think(harness: Harness, max_frames: int = 600) -> int:
    """Frames until the hint is known."""
    for frame in range(max_frames):
        if not harness.table.hint.thinking:
            return frame
        harness.frame()
    raise AssertionError("the hint never finished")


def hinted_play(seed: int) -> tuple[Harness, list]:
    harness = Harness(seed=seed)
    assert harness.wait_for_human() == "play"
    harness.key(pygame.K_h)
    assert harness.table.hint.thinking
    assert harness.table.hint.headline().startswith("Hint: thinking...")
    think(harness)
    return harness, harness.table.hint.ratings


def test_hint_in_the_play_phase_recommends_a_legal_card_and_marks_it():
    harness = Harness(seed=2)
    assert harness.wait_for_human() == "play"
    table = harness.table
    before = harness.draw().copy()
    harness.key(pygame.K_h)
    frames = think(harness)
    assert frames >= 3  # it was stepped across several frames, not in one go
    ratings = table.hint.ratings
    legal = harness.state.legal_actions()
    assert ratings and {action for action, _p, _r in ratings} == set(legal)
    best = ratings[0][0]
    assert best.kind == "play" and best in legal
    code = CARDS[best.card].code
    assert table.hint.marked_codes() == [code]
    headline = table.hint.headline()
    assert headline.startswith(f"Hint: play {CARDS[best.card].name} - ")
    assert headline.endswith(f"(win {round(ratings[0][1] * 100)}%)")
    assert len(table.hint.runners_up()) == min(2, len(ratings) - 1)
    after = harness.draw()
    # the jade frame around the recommended card: pixels just outside its rect changed
    rect = table.director.sprites[code].rect()
    ring = [
        (rect.left - 5, rect.centery),
        (rect.right + 4, rect.centery),
        (rect.centerx, rect.bottom + 4),
    ]
    assert all(after.get_at(p) != before.get_at(p) for p in ring)
    assert all(after.get_at(p)[:3] == (90, 230, 150) for p in ring)
    # playing a card clears the hint
    harness.select_and_play(code, "keyboard")
    assert not table.hint.active


def test_same_seed_same_hint_across_several_slices():
    """The same seed rates the same; the search is spread over frames (its slice time is
    measured by ``python -m game bench hint``, not here)."""
    first, ratings = hinted_play(5)
    _second, again = hinted_play(5)
    assert ratings == again
    assert first.table.hint.search.steps >= 3


def test_no_hint_during_the_cpu_turn():
    harness = Harness(seed=2, speed="normal")
    assert harness.wait_for_human() == "play"
    code = harness.table.director.model.hands[0][0]
    harness.select_and_play(code, "keyboard")
    for _ in range(400):
        harness.frame()
        if harness.session.cpu_to_act() is not None:
            break
    assert harness.session.cpu_to_act() is not None
    assert not harness.table.request_hint()
    harness.key(pygame.K_h)
    assert not harness.table.hint.active
    assert harness.table.hint.marked_codes() == []


def test_hint_button_and_pad_ask_for_a_hint():
    harness = Harness(seed=3)
    assert harness.wait_for_human() == "play"
    index = [button[0] for button in BUTTONS].index("hint")
    x, y, w, h = layout.button_rect(index)
    harness.click((x + w // 2, y + h // 2))
    assert harness.table.hint.thinking
    harness.table.hint.clear()
    harness.pad(pygame.CONTROLLER_BUTTON_Y)
    assert harness.table.hint.thinking
    think(harness)
    assert harness.table.hint.best in harness.state.legal_actions()


def test_hint_on_a_take_choice_marks_a_field_option():
    harness = Harness(deal=stacked_deal())
    assert harness.wait_for_human() == "play"
    harness.select_and_play("12-3", "keyboard")
    assert harness.wait_for_human() == "take"
    harness.key(pygame.K_h)
    think(harness)
    best = harness.table.hint.best
    assert best.kind == "take"
    assert harness.table.hint.marked_codes() == [CARDS[best.card].code]
    assert harness.table.hint.marked_codes()[0] in harness.table.take_options()


def test_hint_on_the_koikoi_prompt_recommends_koikoi_or_stop():
    harness = Harness(deal=stacked_deal(), months=2)
    harness.wait_for_human()
    harness.select_and_play("12-3", "keyboard")
    harness.wait_for_human()
    harness.take("12-1", "keyboard")
    for code in ("1-1", "3-1"):
        if harness.wait_for_human() == "decide":
            break
        harness.select_and_play(code, "keyboard")
    assert harness.wait_for_human() == "decide"
    prompt = harness.top()
    before = harness.draw().copy()
    harness.key(pygame.K_h)
    assert harness.top() is prompt
    think(harness)
    hint = harness.table.hint
    assert hint.best in (KOIKOI, STOP)
    assert {action for action, _p, _r in hint.ratings} == {KOIKOI, STOP}
    word = "Koi-Koi" if hint.best == KOIKOI else "Stop"
    assert hint.headline().startswith(f"Hint: {word} - ")
    assert " vs " in hint.headline()
    after = harness.draw()
    button = prompt.koikoi_button if hint.best == KOIKOI else prompt.stop_button
    frame = button.rect.inflate(16, 16)
    probe = (frame.left + 2, frame.centery)
    assert after.get_at(probe) != before.get_at(probe)
    harness.decide(hint.best == KOIKOI, "keyboard")
    assert not hint.active


def test_t_toggles_the_tracker_and_h_does_not():
    harness = Harness(seed=2)
    harness.wait_for_human()
    shown = harness.table.show_tracker
    harness.key(pygame.K_h)
    assert harness.table.show_tracker == shown
    harness.key(pygame.K_t)
    assert harness.table.show_tracker != shown
