"""The action list model: exact texts, collapsed choices, and whole matches played by text."""

from __future__ import annotations

import random

from game.engine.actions import play
from game.engine.ai import make_player
from game.engine.deal import Deal
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.scoring import stop_multipliers
from game.engine.koikoi.state import DECIDE, State, new_match
from game.match.action_entries import entries_for
from game.match.action_list import ActionListModel
from game.match.panel_words import interchangeable

HAND_RED = ["3-3", "3-4", "1-1", "2-1", "4-1", "5-1", "6-1", "12-1"]
HAND_BLUE = ["1-2", "2-2", "4-2", "5-2", "6-2", "7-2", "8-1", "9-1"]
FIELD = ["3-2", "8-2", "9-2", "10-1", "10-2", "11-1", "12-2", "12-3"]
STOCK = [
    "1-3",
    "1-4",
    "2-3",
    "2-4",
    "3-1",
    "4-3",
    "4-4",
    "5-3",
    "5-4",
    "6-3",
    "6-4",
    "7-1",
    "7-3",
    "7-4",
    "8-3",
    "8-4",
    "9-3",
    "9-4",
    "10-3",
    "10-4",
    "11-2",
    "11-3",
    "11-4",
    "12-4",
]


def _state() -> State:
    return State.from_deal(Deal.from_codes([HAND_RED, HAND_BLUE], FIELD, STOCK), dealer=0)


def test_play_entries_have_the_seed_text_and_two_chaff_collapse_into_one() -> None:
    state = _state()
    texts = [e.text for e in entries_for(state.information(0))]
    assert texts == [
        "Play Pine crane (1) - stays on the field",
        "Play Plum bush warbler (2) - stays on the field",
        "Play Cherry chaff (3) - takes Cherry poetry ribbon",
        "Play Wisteria cuckoo (4) - stays on the field",
        "Play Iris bridge (5) - stays on the field",
        "Play Peony butterflies (6) - stays on the field",
        "Play Paulownia phoenix (12) - takes Paulownia chaff",
    ]
    assert entries_for(state.information(1)) == []  # not Blue's turn: no buttons


def test_two_different_matches_give_one_entry_each_and_equal_chaff_one() -> None:
    state = _state()
    state.apply(play("12-1"))
    entries = entries_for(state.information(0))
    assert [e.text for e in entries] == ["Take Paulownia chaff (12) with your Paulownia phoenix"]
    hand = [c if c != "12-1" else "10-3" for c in HAND_RED]
    stock = [c if c != "10-3" else "12-1" for c in STOCK]
    state = State.from_deal(Deal.from_codes([hand, HAND_BLUE], FIELD, stock), dealer=0)
    texts = [e.text for e in entries_for(state.information(0))]
    assert "Play Maple chaff (10) - then choose Maple deer or Maple blue ribbon" in texts
    state.apply(play("10-3"))
    assert [e.text for e in entries_for(state.information(0))] == [
        "Take Maple deer (10) with your Maple chaff",
        "Take Maple blue ribbon (10) with your Maple chaff",
    ]


def test_panel_lists_field_captures_yaku_scores_and_previous_turn() -> None:
    state = _state()
    model = ActionListModel(names=("Aki", "Ren"))
    model.observe(state.initial_events())
    model.observe(state.apply(play("3-3")))
    panel = model.panel(state.information(1))
    assert panel.heading == "Ren's turn: play a card from your hand"
    assert panel.previous_turn == (
        "Previous turn: Aki played Cherry chaff (3) and took "
        "Cherry poetry ribbon; drew Pine chaff (1) - it stayed on "
        "the field."
    )
    assert panel.captures == (
        "Aki captured 2 cards: 1 ribbon, 1 chaff",
        "Ren captured 0 cards: nothing",
    )
    assert panel.field.startswith("Field (8): Pine chaff (1), Pampas geese (8)")
    assert panel.field.endswith("Paulownia chaff (12) x2")
    assert panel.yaku == ("Aki yaku: no yaku yet", "Ren yaku: no yaku yet")
    assert panel.scores == "Month 1 of 12 - scores: Aki 0, Ren 0"
    assert "Ren's hand (8): Pine poetry ribbon (1)" in panel.hand


def _play_through_text(seed: int, months: int | None, pick) -> State:
    state = new_match("nintendo", seed=seed)
    if months is not None:
        state = new_match(state.rules.with_overrides({"months": months}), seed=seed)
    model = ActionListModel()
    model.observe(state.initial_events())
    steps = 0
    while not state.is_terminal():
        seat = state.current_player()
        view = state.information(seat)
        panel = model.panel(view)
        entries = panel.entries
        legal = state.legal_actions()
        assert entries, f"no entries at step {steps}"
        assert len({e.text for e in entries}) == len(entries)
        for action in legal:  # every legal action is reachable (or interchangeable)
            assert any(
                e.action == action
                or (e.action.kind == action.kind and interchangeable(e.action.card, action.card))
                for e in entries
            )
        assert all(e.action in legal for e in entries)
        model.observe(state.apply(pick(entries)))
        steps += 1
    assert "wins the match" in model.last_result or "draw" in model.last_result
    return state


def test_the_action_list_alone_plays_a_whole_month() -> None:
    state = _play_through_text(13, 1, lambda entries: entries[0].action)
    assert state.is_terminal() and len(state.round_results) == 1


def test_the_action_list_alone_plays_whole_matches() -> None:
    rng = random.Random(99)
    for seed in range(4):
        state = _play_through_text(seed, None, lambda entries: rng.choice(entries).action)
        assert state.round == 12


def test_the_player_at_the_screen_is_spoken_to_and_counts_agree() -> None:
    state = _state()
    model = ActionListModel(names=("You", "CPU"))
    model.observe(state.initial_events())
    panel = model.panel(state.information(0))
    assert panel.heading == "Your turn: play a card from your hand"
    assert panel.hand.startswith("Your hand (8): ")
    assert "You's" not in panel.heading + panel.hand
    model.observe(state.apply(play("3-3")))
    captures = model.panel(state.information(1)).captures
    assert captures == ("You captured 2 cards: 1 ribbon, 1 chaff", "CPU captured 0 cards: nothing")


def _first_koikoi_decision(seed: int):
    """The first koi-koi / stop decision of greedy play from ``seed`` (None if it has none)."""
    greedy, rng = make_player("greedy"), random.Random(seed)
    state = new_match("nintendo", seed=seed)
    while not state.is_terminal():
        if state.phase == DECIDE:
            return state
        state.apply(greedy.choose(state.information(state.current_player()), rng))
    return None


def test_a_koikoi_decision_lists_the_call_and_the_stop_with_what_each_means() -> None:
    state = next(s for s in map(_first_koikoi_decision, range(40)) if s is not None)
    view = state.information(state.current_player())
    total = view.totals[view.player]
    points, _steps = stop_multipliers(
        total, view.rules, view.koikoi[view.player], view.koikoi[1 - view.player]
    )
    entries = entries_for(view)
    assert [entry.action for entry in entries] == [KOIKOI, STOP]
    assert entries[0].text == f"Koi-koi - keep playing for more (yaku now {total})"
    unit = "point" if points == 1 else "points"
    assert entries[1].text.startswith(f"Stop - score {points} {unit} now")
    chosen = ActionListModel().panel(view)
    assert chosen.heading.endswith("you made a yaku - koi-koi or stop?")


def test_the_capture_kinds_are_translated() -> None:
    """The captures line's kinds ("2 brights, 1 animal") were English in every language."""
    from game import i18n
    from game.engine.cards import CARD_BY_CODE
    from game.match.panel_words import kinds_text

    mask = sum(CARD_BY_CODE[code].bit for code in ("1-1", "3-1", "9-1", "1-3"))
    english = kinds_text(mask)
    assert english == "2 brights, 1 animal, 1 chaff"
    for language in ("ja", "zh-Hans", "zh-Hant"):
        i18n.set_language(language)
        shown = kinds_text(mask)
        assert not any(word in shown for word in ("bright", "animal", "chaff")), (language, shown)


def test_a_hachi_hachi_call_is_not_asked_as_koi_koi_or_stop() -> None:
    """At hachi-hachi's shobu / sage the panel's heading asked "koi-koi or stop?"."""
    from game.engine import games
    from game.engine.actions import declare

    state = games.from_position(
        games.HACHI_HACHI,
        hands=(
            ("3-2", "5-3", "6-3", "7-3"),
            ("9-3", "10-3", "11-4", "12-2"),
            ("4-3", "4-4", "8-3", "8-4"),
        ),
        field=("3-4", "1-3", "2-3", "6-4"),
        captured=(("1-2", "2-2"), (), ()),
        stock=("9-4", "10-4", "12-3", "11-2", "5-4", "7-4", "1-4", "2-4"),
        rules=games.load_rules(games.HACHI_HACHI, "fudawiki"),
        dealer=0,
    )
    state.apply(play("3-2"))
    panel = ActionListModel(names=("You", "Aki", "Ren")).panel(state.information(0))
    assert [entry.action for entry in panel.entries] == [declare("shobu"), declare("sage")]
    assert "koi-koi" not in panel.heading
    assert panel.heading == "You: You made a yaku!"


def test_the_player_at_the_screen_reads_your_yaku() -> None:
    """The yaku lines said "You yaku: ..." to the player at the screen."""
    state = new_match("nintendo", seed=3)
    panel = ActionListModel(names=("You", "CPU")).panel(state.information(0))
    assert panel.yaku == ("Your yaku: no yaku yet", "CPU yaku: no yaku yet")
