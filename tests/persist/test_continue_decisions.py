"""Continue at every kind of pending decision of every game, with every flourish setting: the
table comes back through the real app (title -> Continue), the decision is offered within a
few seconds of play, the player completes it with the keyboard, and the match goes on from
exactly the position the engine reaches with that choice.

The decisions: koi-koi's koi-koi / stop prompt and its choice between two matching field cards
(after the play and after the draw); roppyakken's rain man (the wild card) arriving with
several cards to take, a turned card that may take the rain man lying on the field, and the
choice between the yellow and a white paulownia; hana-awase's choices after the play and the
draw. The koi-koi prompt also comes back to a couch match (after the rejoin screen, with every
``flourish_couch`` setting) and to an arcade ladder match. A save made at the koi-koi prompt
replays its yaku on the table, which used to start the yaku flourish before the table was
shown: it never finished and the prompt never came back.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame
import pytest

from game.core.settings import FLOURISH_MODES
from game.engine import games
from game.engine.actions import take
from game.engine.cards import CARDS, PAULOWNIAS, RAIN_MAN
from game.engine.koikoi import positions
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.state import new_match
from game.engine.koikoi.turns import TurnLog
from game.engine.phases import DECIDE, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY
from game.engine.table_view import Decision
from game.input import actions as act
from game.persist import autosave, turn_facts
from game.persist.headless import play_decisions
from game.view.summary import describe_turn
from tests.support.headless import press_key

RAIN_MAN_ID = RAIN_MAN.bit_length() - 1
FRAME = 1 / 60
PROMPT_FRAMES = 600  # ten seconds of play: the decision must be back well before
SEEDS = range(1, 120)


class _Found(Exception):
    """Stops a seeded match at the position looked for."""


def _taking(state) -> bool:
    return state.phase in (TAKE_AFTER_PLAY, TAKE_AFTER_DRAW)


def _paulownia_choice(state) -> bool:
    options = state.pending_options
    return _taking(state) and state.pending >> 2 == 11 and options & PAULOWNIAS == options


POSITIONS: dict[str, tuple[str, int, Callable]] = {
    "koikoi-prompt": ("koikoi", 2, lambda state: state.phase == DECIDE),
    "koikoi-two-matches-played": ("koikoi", 2, lambda state: state.phase == TAKE_AFTER_PLAY),
    "koikoi-two-matches-drawn": ("koikoi", 2, lambda state: state.phase == TAKE_AFTER_DRAW),
    "roppyakken-rain-man-arrives": (
        "roppyakken",
        3,
        lambda state: _taking(state) and state.pending == RAIN_MAN_ID,
    ),
    "roppyakken-rain-man-on-the-field": (
        "roppyakken",
        3,
        lambda state: _taking(state) and bool(state.pending_options & RAIN_MAN),
    ),
    "roppyakken-two-seats-rain-man": (
        "roppyakken",
        2,
        lambda state: _taking(state) and state.pending == RAIN_MAN_ID,
    ),
    "roppyakken-paulownia": ("roppyakken", 3, _paulownia_choice),
    "hana-awase-two-matches-played": (
        "hana-awase",
        4,
        lambda state: state.phase == TAKE_AFTER_PLAY,
    ),
    "hana-awase-two-matches-drawn": (
        "hana-awase",
        4,
        lambda state: state.phase == TAKE_AFTER_DRAW,
    ),
    "hana-awase-three-seats-drawn": (
        "hana-awase",
        3,
        lambda state: state.phase == TAKE_AFTER_DRAW,
    ),
}


@functools.cache
def _position(name: str) -> tuple[int, int]:
    """(seed, decisions): the first seeded CPU match that reaches the named decision."""
    game, seats, wanted = POSITIONS[name]
    for seed in SEEDS:
        made: list[int] = []

        def check(state, wanted=wanted, made=made) -> None:
            made.append(1)
            if not state.is_terminal() and wanted(state):
                raise _Found

        try:
            play_decisions(seed, 2000, game=game, seat_count=seats, after_each=check)
        except _Found:
            return seed, len(made)
    raise AssertionError(f"no seeded match reaches {name}")


def _decisions_made(state) -> list:
    return [action for month in state.record_rounds() for action in month["decisions"]]


def _turns(name: str, actions) -> TurnLog:
    """The turns of the named position's match when ``actions`` are played without a stop."""
    game, seats, _ = POSITIONS[name]
    seed, _ = _position(name)
    if game == "koikoi":
        state = new_match("nintendo", seed=seed)
    else:
        state = games.new_state(game, seats, seed=seed)
    log = TurnLog()
    for action in actions:
        log.record(state.apply(action))
    return log


def _save_at(name: str):
    """Autosave the named decision with its seat played by a person, the look keeping the
    turns as the table keeps them; the saved State."""
    game, seats, _ = POSITIONS[name]
    seed, decisions = _position(name)
    state = play_decisions(seed, decisions, game=game, seat_count=seats)
    turns = _turns(name, _decisions_made(state))
    to_act = state.current_player()
    names = ("You", "Aki", "Ren", "Mio")
    colours = ("red", "blue", "green", "gold")
    autosave.save(
        state,
        autosave.MatchInfo(
            mode="cpu",
            seed=seed,
            cpu_level="greedy",
            seats=[
                autosave.SeatInfo(names[seat], colours[seat], "human" if seat == to_act else "cpu")
                for seat in range(seats)
            ],
            look=autosave.TableLook(
                {},
                turn_facts.told(turns.previous_turn),
                (),
                turn_facts.told(turns.turn_events),
            ),
        ),
    )
    return state


def _continue(app, flourish: str):
    """Continue from the title with the flourish setting; the restored table."""
    app.settings.flourish = flourish
    app.settings.flourish_couch = flourish
    app.continue_match()
    table = app.context.scenes.top
    assert table.name == "table"
    return table


def _first_decision_after(table) -> list:
    """The positions after each decision the table's session applies from now on."""
    after: list = []
    table.session.after_apply.append(
        lambda state, events: after.append(positions.state_snapshot(state))
    )
    return after


def _wait_for(app, ready: Callable[[], bool]) -> int:
    """Frames (updates of the whole app) until ``ready()``; fails after PROMPT_FRAMES."""
    for frame in range(PROMPT_FRAMES):
        if ready():
            return frame
        app.update(FRAME)
    top = app.context.scenes.top
    raise AssertionError(f"the decision never came back (top scene: {top.name})")


@pytest.mark.parametrize("flourish", FLOURISH_MODES)
@pytest.mark.parametrize("choice", (STOP, KOIKOI), ids=("stop", "koikoi"))
def test_continue_at_the_koikoi_prompt_brings_the_prompt_back_and_takes_the_choice(
    app, flourish, choice
) -> None:
    saved = _save_at("koikoi-prompt")
    expected = autosave.load().state
    table = _continue(app, flourish)
    after = _first_decision_after(table)
    _wait_for(app, lambda: app.context.scenes.top.name == "koikoi_prompt")
    prompt = app.context.scenes.top
    assert prompt.event is not None and prompt.event.player == saved.current
    for _ in range(90):  # the prompt's buttons settle for a second before taking input
        app.update(FRAME)
    if choice == KOIKOI:
        press_key(app, pygame.K_LEFT)  # Stop is focused first; Koi-Koi is on its left
    press_key(app, pygame.K_RETURN)
    assert prompt.decided
    _wait_for(app, lambda: bool(after))
    expected.apply(choice)
    assert after[0] == positions.state_snapshot(expected)


TAKES = [name for name in POSITIONS if name != "koikoi-prompt"]


@pytest.mark.parametrize("flourish", FLOURISH_MODES)
@pytest.mark.parametrize("name", TAKES)
def test_continue_at_a_choice_of_capture_offers_it_and_takes_the_card_chosen(
    app, name, flourish
) -> None:
    saved = _save_at(name)
    expected = autosave.load().state
    table = _continue(app, flourish)
    lines: list[str] = []  # the line as each event of the table starts
    table.director.listeners.append(lambda event: lines.append(table.presenter.summary_text))
    after = _first_decision_after(table)
    _wait_for(app, lambda: table.human_input_phase() is Decision.TAKE)
    options = table.take_options()
    assert sorted(options) == sorted(CARDS[action.card].code for action in saved.legal_actions())
    press_key(app, pygame.K_RIGHT)  # the next card: the choice is the player's own
    chosen = table.choice
    assert chosen in options
    press_key(app, pygame.K_RETURN)
    _wait_for(app, lambda: bool(after))
    expected.apply(take(chosen))
    assert after[0] == positions.state_snapshot(expected)
    # the "Previous turn" line tells the turn whole, as if the match had never stopped
    turns = _turns(name, (*_decisions_made(saved), take(chosen)))
    told = describe_turn(turns.previous_turn, table.driver.names)
    _wait_for(app, lambda: told in lines)


def test_an_arcade_match_saved_at_the_prompt_continues_to_the_prompt(app) -> None:
    from game.engine.ai import make_player
    from game.match.controllers import CpuController
    from game.scenes.arcade.ladder import LadderScene

    ladder = LadderScene(app.context, extra_overrides={"months": 3}, seed=42)
    app.context.scenes.reset(ladder)
    ladder.start_match()
    table = app.context.scenes.top
    session = table.session
    player = session.config.viewer
    human = session.controllers[player]
    session.controllers = tuple(  # a greedy CPU plays for the person until a yaku asks them
        CpuController(make_player("greedy"), human.name, think_delay=0) if seat == player else c
        for seat, c in enumerate(session.controllers)
    )
    for _ in range(20000):
        state = session.state
        if state.phase == DECIDE and state.current == player:
            break
        app.context.scenes.update(0.05)
        if app.context.scenes.top is not table:
            app.context.scenes.handle_action(act.Action(act.CONFIRM))
    else:
        raise AssertionError("no yaku asked the player koi-koi or stop")
    expected = autosave.load().state
    assert positions.state_snapshot(expected) == positions.state_snapshot(session.state)
    app.context.scenes.reset(app.context.make_scene("title"))  # the window closed
    app.settings.flourish = "full"
    app.continue_match()
    table = app.context.scenes.top
    assert table.name == "table" and isinstance(app.context.scenes.scenes[0], LadderScene)
    after = _first_decision_after(table)
    _wait_for(app, lambda: app.context.scenes.top.name == "koikoi_prompt")
    for _ in range(90):
        app.update(FRAME)
    press_key(app, pygame.K_RETURN)  # Stop
    _wait_for(app, lambda: bool(after))
    expected.apply(STOP)
    assert after[0] == positions.state_snapshot(expected)


@pytest.mark.parametrize("flourish", FLOURISH_MODES)
def test_a_couch_match_saved_at_the_prompt_rejoins_and_the_prompt_comes_back(app, flourish) -> None:
    seed, decisions = _position("koikoi-prompt")
    state = play_decisions(seed, decisions)
    autosave.save(
        state,
        autosave.MatchInfo(
            mode="couch",
            seed=seed,
            seats=[autosave.SeatInfo("Aki", "red"), autosave.SeatInfo("Ren", "blue")],
            look=autosave.TableLook({}),
        ),
    )
    expected = autosave.load().state
    app.settings.flourish_couch = flourish
    app.input.add_virtual_pad(4, "Xbox Wireless Controller")
    app.continue_match()
    assert type(app.context.scenes.top).__name__ == "RejoinScene"
    app.dispatch(act.Action(act.CONFIRM, act.PAD, 4))  # Aki takes the pad
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))  # Ren the keyboard
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))  # start
    table = app.context.scenes.top
    assert table.name == "couch_table"
    after = _first_decision_after(table)
    device = (act.PAD, 4) if state.current == 0 else (act.KEYBOARD, None)

    def prompt_or_pass() -> bool:
        top = app.context.scenes.top
        if top.name == "koikoi_prompt":
            return True
        if top is not table or table.human_input_phase() is None:
            app.dispatch(act.Action(act.CONFIRM, *device))  # a pass screen: the seat is here
        return False

    _wait_for(app, prompt_or_pass)
    for _ in range(90):
        app.update(FRAME)
    app.dispatch(act.Action(act.CONFIRM, *device))  # Stop
    _wait_for(app, lambda: bool(after))
    expected.apply(STOP)
    assert after[0] == positions.state_snapshot(expected)
