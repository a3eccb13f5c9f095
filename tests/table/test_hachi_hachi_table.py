"""Hachi-hachi on the real table, seat 0 a person against two CPUs: the field multiplier the
table shows is the engine's, the teyaku prompt offers exactly show / hide and a shown teyaku
is laid face up; the shobu / sage prompt after a dekiyaku and the cancel at the next turn
offer exactly the legal choices and each applied choice gives the engine's state; the Hint
rates the calls with the expert; a whole round is played by keyboard to its result."""

from __future__ import annotations

import pygame

from game import i18n
from game.engine import games
from game.engine.actions import declare
from game.engine.cards import CARDS
from game.engine.hachi_hachi.scoring import teyaku
from game.engine.phases import DECIDE, PLAY_CARD
from game.match.names import game_yaku_label
from game.table.drawer import MULTIPLIER_POS, hud_elements
from game.view.event_animations import moment_text
from tests.support.hachi_harness import HachiHarness


def _press_button(rig: HachiHarness, prompt, choice: str, device: str = "keyboard") -> None:
    """Press the prompt's button of ``choice`` by ``device`` once the prompt takes input."""
    button = prompt.button_of(choice)
    assert button is not None, choice
    while not prompt.settle.ready:
        rig.frame()
    if device == "mouse":
        rig.click(button.rect.center)
        return
    for _ in range(len(prompt.buttons) + 1):
        if prompt.group.focused is button:
            break
        rig.key(pygame.K_RIGHT)
    assert prompt.group.focused is button
    rig.key(pygame.K_RETURN)


def test_the_multiplier_shown_is_the_engines_and_the_teyaku_prompt_shows_it():
    rig = HachiHarness(seed=7)  # phoenix and rain man dealt face up (x4); seat 0: sanbon, aka
    assert rig.wait_for(("hachi_prompt", "table")) == "hachi_prompt"
    state = rig.state
    assert state.multiplier == 4
    assert rig.table.view.multiplier == 4
    frame = rig.table.hud_frame()
    assert frame.multiplier == 4
    badges = [element for element in hud_elements(frame) if element.name == "multiplier"]
    assert [element.key for element in badges] == [("multiplier", 4)]
    x, y = MULTIPLIER_POS
    table_only = pygame.Surface((1920, 1080))
    rig.table.draw(table_only, 1.0)  # under the prompt's shade
    assert table_only.get_at((x + 1, y + 46))[:3] == (226, 84, 70)  # the x4 badge's red edge
    prompt = rig.top()
    assert prompt.kind == "teyaku"
    assert prompt.choices == [declare("show"), declare("hide")] == state.legal_actions()
    found, cards = teyaku(state.hands[0], state.rules)
    assert found == (("sanbon", 2), ("aka", 2)) == state.found[0]
    assert "192 mon" in " ".join(text for text, _size, _colour in prompt.lines)  # 4 kan x12 x4
    rig.draw()
    _press_button(rig, prompt, "show")
    rig.frame(3)
    assert state.shown[0] == found and state.revealed[0] == cards
    view = rig.table.view
    assert view.seats[0].teyaku == found
    assert rig.wait_for(("table",)) == "play"
    lines = rig.table.hud_frame().tracker.lines
    near = lines[0]
    assert [line.text for line in near[1:3]] == ["Sanbon 2 kan", "Aka 2 kan"]
    plate = rig.table.hud_frame().plates[0]
    assert plate.unit == "mon"
    surface = rig.draw()
    assert surface.get_size() == (1920, 1080)


def _akatan_position():
    """Seat 0 to play holding the cherry poetry ribbon with the plum and pine ones captured:
    the cherry chaff on the field makes akatan; the stock turns cards nobody can use."""
    rules = games.load_rules(games.HACHI_HACHI, "fudawiki")
    return games.from_position(
        games.HACHI_HACHI,
        hands=(
            ("3-2", "5-3", "6-3", "7-3"),
            ("9-3", "10-3", "11-4", "12-2"),
            ("4-3", "4-4", "8-3", "8-4"),
        ),
        field=("3-4", "1-3", "2-3", "6-4"),
        captured=(("1-2", "2-2"), (), ()),
        stock=("9-4", "10-4", "12-3", "11-2", "5-4", "7-4", "1-4", "2-4"),
        rules=rules,
        dealer=0,
        emit_events=True,
    )


def test_shobu_sage_then_the_cancel_offer_exactly_the_legal_choices():
    state = _akatan_position()
    rig = HachiHarness(state=state)
    assert rig.wait_for(("hachi_prompt", "table")) == "play"
    rig.select_and_play("3-2", "keyboard")
    assert rig.wait_for(("hachi_prompt",)) == "hachi_prompt"
    prompt = rig.top()
    assert state.phase == DECIDE and state.current == 0
    assert state.deki_now[0] == (("akatan", 7),)
    assert prompt.kind == "dekiyaku"
    assert prompt.choices == [declare("shobu"), declare("sage")] == state.legal_actions()
    text = " ".join(line for line, _size, _colour in prompt.lines)
    assert "84 mon" in text and "Akatan: 7 kan  (new)" in text  # 7 kan x 12 mon x1
    assert set(prompt.cards) == {"1-2", "2-2", "3-2"}  # the yaku's cards shown
    # the Hint: the expert rates both calls in mon, the button it likes is one of them
    rig.key(pygame.K_h)
    for _ in range(2000):
        rig.frame()
        if rig.table.hint.ratings is not None:
            break
    ratings = rig.table.hint.ratings
    assert ratings is not None and {a for a, _v, _r in ratings} == set(state.legal_actions())
    assert "mon" in rig.table.hint.headline()
    _press_button(rig, prompt, "sage", device="mouse")
    rig.frame(2)
    assert state.sage_callers == [0] and state.phase == PLAY_CARD
    assert rig.session.information(0).legal != ()
    # the next turn of seat 0 starts with the cancel asked beside the play
    assert rig.wait_for(("hachi_prompt",)) == "hachi_prompt"
    prompt = rig.top()
    assert state.current == 0 and state.phase == PLAY_CARD
    assert prompt.kind == "cancel"
    legal_declares = [a for a in state.legal_actions() if a.kind == "declare"]
    assert legal_declares == [declare("cancel")]
    assert prompt.choices == [declare("cancel"), None]  # cancel, play on
    scores_before = list(state.scores)
    _press_button(rig, prompt, "cancel")
    rig.frame(2)
    end = state.last_round_end  # a position keeps no record: the round's event tells it
    assert end.round == 1 and end.win_reason == "cancel" and end.winner == 0
    half = 7 * 12 // 2  # half of akatan, from each opponent
    assert end.score_delta == (2 * half, -half, -half)
    assert end.payments == ((1, 0, half, "akatan"), (2, 0, half, "akatan"))
    assert [state.scores[s] - scores_before[s] for s in range(3)] == [2 * half, -half, -half]


def test_play_on_closes_the_cancel_prompt_and_the_card_is_played():
    state = _akatan_position()
    rig = HachiHarness(state=state)
    rig.wait_for(("table",))
    rig.select_and_play("3-2", "keyboard")
    rig.wait_for(("hachi_prompt",))
    _press_button(rig, rig.top(), "sage")
    assert rig.wait_for(("hachi_prompt",)) == "hachi_prompt"
    _press_button(rig, rig.top(), "play_on")
    rig.frame(2)
    assert rig.top() is rig.table and state.current == 0 and state.phase == PLAY_CARD
    assert rig.wait_for(("table",)) == "play"  # not asked again in the same position
    assert rig.top() is rig.table


def test_a_whole_round_by_keyboard_to_its_result():
    rig = HachiHarness(seed=7)
    made = 0
    for _ in range(60):
        found = rig.wait_for(("hachi_prompt", "round_result", "table"))
        if found == "round_result":
            break
        if found == "hachi_prompt":
            prompt = rig.top()
            first = prompt.choices[0]
            _press_button(rig, prompt, first.choice if first is not None else "play_on")
        else:
            rig.select_and_play(rig.chosen_card(), "keyboard") if found == "play" else rig.take(
                rig.table.take_options()[0], "keyboard"
            )
        rig.frame(2)
        made += 1
    else:
        raise AssertionError("the round never ended")
    assert made >= 7
    assert len(rig.state.round_results) == 1
    result = rig.state.round_results[0]
    assert rig.table.view.results[0].score_delta == result["score_delta"]
    assert sum(result["score_delta"]) == 0
    surface = rig.draw()
    assert surface.get_size() == (1920, 1080)


def test_the_action_list_offers_the_calls_beside_the_cards():
    from game.engine.actions import play
    from game.match.action_entries import entries_for

    state = _akatan_position()
    state.apply(play("3-2"))
    assert state.phase == DECIDE
    entries = entries_for(state.information(0))
    assert [(e.text, e.action) for e in entries] == [
        ("Shobu", declare("shobu")),
        ("Sage", declare("sage")),
    ]
    state.apply(declare("sage"))
    while state.current != 0:
        state.apply(next(a for a in state.legal_actions() if a.kind in ("play", "take")))
    entries = entries_for(state.information(0))
    assert [e.action for e in entries][-1] == declare("cancel")
    assert entries[-1].text == "Cancel the round"
    plays = [e.action for e in entries[:-1]]
    assert plays and all(a.kind == "play" for a in plays)
    assert {a.card for a in plays} == {a.card for a in state.legal_actions() if a.kind == "play"}


def test_the_hint_rates_every_card_with_the_expert_and_marks_the_best():
    state = _akatan_position()
    rig = HachiHarness(state=state)
    assert rig.wait_for(("table",)) == "play"
    assert rig.table.request_hint()
    for _ in range(3000):
        rig.frame()
        if rig.table.hint.ratings is not None:
            break
    ratings = rig.table.hint.ratings
    assert ratings is not None
    assert {action for action, _mon, _reason in ratings} == set(state.legal_actions())
    values = [mon for _action, mon, _reason in ratings]
    assert values == sorted(values, reverse=True)  # best first
    best = ratings[0][0]
    assert rig.table.hint.marked_codes() == [CARDS[best.card].code]
    assert "on average" in rig.table.hint.headline()
    assert len(rig.table.hint.runners_up()) == 2


def test_the_teyaku_prompt_names_hachi_hachis_own_kuttsuki_in_japanese():
    """Koi-koi and hachi-hachi share the id "kuttsuki" (four pairs / three pairs): the prompt
    and the tracker of hachi-hachi both say 喰付, not koi-koi's くっつき."""
    i18n.set_language("ja")
    try:
        rig = HachiHarness(seed=72)
        assert rig.wait_for(("hachi_prompt", "table")) == "hachi_prompt"
        assert any(
            name == "kuttsuki" for name, _kan in teyaku(rig.state.hands[0], rig.state.rules)[0]
        )
        text = " ".join(text for text, _size, _colour in rig.top().lines)
        assert "喰付" in text and "くっつき" not in text
        assert game_yaku_label("kuttsuki", games.HACHI_HACHI) == "喰付"
        assert moment_text(_new_yaku("kuttsuki"), [], [], False, games.HACHI_HACHI) == "喰付！"
    finally:
        i18n.set_language("en")


def _new_yaku(name: str):
    from types import SimpleNamespace

    return SimpleNamespace(new=(name,), total=0)
