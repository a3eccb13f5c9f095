"""Autosave and Continue for roppyakken and hana-awase at any seat count: a SIGKILL mid-round
then the exact position back, and Continue from the title laying that position out on the
table (every hand, the field, the piles, the round)."""

from __future__ import annotations

import pytest

from game.engine.koikoi import positions
from game.persist import autosave
from game.persist.headless import play_decisions
from tests.support.killed_match import kill_mid_play

CASES = (
    ("roppyakken", 3, 23),
    ("hana-awase", 4, 30),
    ("roppyakken", 2, 41),
    ("hachi-hachi", 3, 27),
)


@pytest.mark.parametrize("game, seats, decisions", (*CASES[:2], CASES[3]))
def test_kill_dash_nine_mid_round_then_continue_restores_the_exact_state(
    game, seats, decisions, tmp_path, monkeypatch
) -> None:
    seed = 21
    user_dir = tmp_path / "killed-user"
    round_number, in_round = kill_mid_play(
        user_dir, seed, decisions, "--game", game, "--seats", str(seats)
    )
    assert in_round > 0  # really in the middle of a round
    monkeypatch.setenv("KOIKOI_USER_DIR", str(user_dir))
    loaded = autosave.load()
    assert loaded.ok, loaded.warning
    expected = play_decisions(seed, decisions, game=game, seat_count=seats)
    assert positions.state_snapshot(loaded.state) == positions.state_snapshot(expected)
    assert loaded.state.round == round_number and len(loaded.info.seats) == seats


@pytest.mark.parametrize("game, seats, decisions", CASES)
def test_continue_lays_the_saved_round_out_on_the_table(app, game, seats, decisions) -> None:
    state = play_decisions(8, decisions, game=game, seat_count=seats)
    names = ["You", "Aki", "Ren", "Mio"][:seats]
    colours = ["red", "blue", "green", "gold"][:seats]
    autosave.save(
        state,
        autosave.MatchInfo(
            mode="cpu",
            seed=8,
            cpu_level="greedy",
            seats=[
                autosave.SeatInfo(name, colour, "human" if seat == 0 else "cpu")
                for seat, (name, colour) in enumerate(zip(names, colours, strict=True))
            ],
        ),
    )
    app.continue_match()
    table = app.context.scenes.top
    assert table.name == "table" and table.config.game == game
    assert positions.state_snapshot(table.session.state) == positions.state_snapshot(state)
    assert table.session.names == tuple(names)
    for _ in range(5):
        table.director.skip()
        app.update(1 / 60)
    model = table.director.model
    assert model.month == state.round and model.seat_count == seats
    assert [len(hand) for hand in model.hands] == [h.bit_count() for h in state.hands]
    assert set(model.field_slots) == set(_codes(state.field))
    assert model.pending == (_code(state.pending) if state.pending >= 0 else None)
    for seat in range(seats):
        assert sorted(model.captured_codes(seat)) == sorted(_codes(state.captured[seat]))
        assert model.card_points[seat] == state.seat_score(seat).card_points
    # hachi-hachi's field multiplier is told again (0: a game without one shows none)
    assert model.multiplier == (state.field_multiplier() if state.round_facts_events() else 0)


def _codes(mask: int) -> list[str]:
    from game.engine.cards import code_tuple

    return list(code_tuple(mask))


def _code(card: int) -> str:
    from game.engine.cards import CARDS

    return CARDS[card].code
