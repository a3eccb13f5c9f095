"""The action-list panel on the real table: opened by one key, a month played through it
alone with Enter, and hidden on a couch table until the active player starts the turn."""

from __future__ import annotations

import pygame

from game.core.settings import Settings
from game.input.manager import InputManager
from game.match.action_entries import entries_for
from game.match.couch import CouchSeats
from tests.support.couch_rig import CouchRig
from tests.support.headless import scene_context


class KeyboardRig:
    def __init__(self) -> None:
        pygame.init()
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1920, 1080))
        self.queue: list = []
        self.input = InputManager(event_source=self._drain)
        self.context = scene_context(settings=Settings(animation_speed="instant"), input=self.input)
        self.table = self.context.make_scene(
            "table", config={"seats": ["human", "cpu"], "names": ["Aki", "CPU"], "seed": 4}
        )
        self.context.scenes.push(self.table)

    def _drain(self) -> list:
        events, self.queue = self.queue, []
        return events

    def frame(self, count: int = 1) -> None:
        for _ in range(count):
            for action in self.input.poll():
                self.context.scenes.handle_action(action)
            self.context.scenes.update(1 / 60)

    def key(self, key: int) -> None:
        self.queue += [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=0),
        ]
        self.frame()

    def top(self) -> str:
        return type(self.context.scenes.top).__name__


def test_one_key_opens_the_panel_and_enter_alone_plays_a_whole_month() -> None:
    rig = KeyboardRig()
    rig.frame(30)
    rig.key(pygame.K_l)
    assert rig.top() == "ActionListOverlay"
    overlay = rig.context.scenes.top
    expected = [e.text for e in entries_for(rig.table.session.state.information(0))]
    assert [e.text for e in overlay.panel.entries] == expected
    rig.key(pygame.K_DOWN)
    rig.key(pygame.K_TAB)
    assert overlay.focus == 2
    chosen = overlay.panel.entries[2].action
    rig.key(pygame.K_RETURN)
    rig.frame(3)
    assert rig.table.session.state.record_rounds()[0]["decisions"][0] == chosen
    mine = 1
    for _ in range(3000):
        if rig.table.session.state.round > 1:
            break
        top = rig.top()
        if top == "RoundResult":
            rig.key(pygame.K_RETURN)
        elif top == "ActionListOverlay":
            if rig.table.human_input_phase():
                before = len(rig.table.session.state.record_rounds()[0]["decisions"])
                rig.key(pygame.K_RETURN)
                rig.frame(2)
                mine += len(rig.table.session.state.record_rounds()[0]["decisions"]) > before
            else:
                rig.frame()
        else:
            raise AssertionError(f"left the panel: {top}")
    assert rig.table.session.state.round == 2 and mine >= 4
    assert "KoikoiPrompt" not in [type(s).__name__ for s in rig.context.scenes]
    rig.key(pygame.K_l)
    assert rig.top() in ("TableScene", "RoundResult")


def test_couch_panel_lists_nothing_while_hands_are_hidden() -> None:
    rig = CouchRig(CouchSeats(devices=["keyboard", "pad:2"]), seed=5)
    rig.run_until(lambda: rig.top_name() == "PassScreen")
    seat = rig.top.seat
    if seat == 1:  # Blue deals: let Blue play a card first
        rig.press(2)
        for _ in range(600):
            if rig.top_name() == "PassScreen":
                break
            if rig.table.human_input_phase() or rig.top_name() == "KoikoiPrompt":
                rig.press(2)
            rig.frame()
        assert rig.top.seat == 0
    rig.key(pygame.K_RETURN)  # Red (keyboard) starts the turn
    rig.run_until(lambda: rig.table.director.idle)
    rig.press(2, "x")  # Blue's pad cannot open Red's panel
    assert rig.top_name() == "TableScene"
    rig.key(pygame.K_l)
    assert rig.top_name() == "ActionListOverlay"
    overlay = rig.top
    assert overlay.panel is not None and overlay.panel.entries
    assert overlay.panel.hand.startswith("Red's hand (8)")
    rig.key(pygame.K_RETURN)  # play through the panel
    rig.run_until(lambda: rig.table.mode.active_seat == 1)
    rig.frame()
    assert overlay.panel is None  # Blue's turn not started: nothing to show
