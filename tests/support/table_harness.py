"""Test harness: a table scene driven by synthetic pygame events through the real
InputManager (keyboard, mouse, controller), stepped frame by frame headless."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.core.scenes import Scene
from game.core.settings import Settings
from game.engine.ai import make_player
from game.engine.deal import Deal
from game.engine.koikoi.state import State
from game.input.manager import InputManager
from game.match.controllers import CpuController, HumanController
from game.match.session import MatchConfig, MatchSession
from game.table.scene import TableScene
from tests.support.headless import scene_context
from tests.support.monkey import table_event

DT = 1 / 60


def stacked_deal() -> Deal:
    """Seat 0 (dealer, human) holds 12-3 (two field matches), 1-1, 3-1 and 8-1 whose partners
    lie on the field, so play 12-3 / take 12-1 / play 1-1 / play 3-1 makes sanko."""
    hands = ((46, 0, 8, 28, 4, 12, 16, 20), (5, 13, 17, 21, 25, 32, 36, 40))
    field = (1, 9, 29, 44, 45, 33, 37, 41)
    first = (24, 47, 6, 14, 18, 22, 26, 34, 38, 42)
    used = set(hands[0]) | set(hands[1]) | set(field) | set(first)
    stock = first + tuple(i for i in range(48) if i not in used)
    return Deal(hands=hands, field=field, stock=stock)


class Harness:
    def __init__(
        self,
        *,
        seed: int = 1,
        months: int = 1,
        speed: str = "instant",
        deal: Deal | None = None,
        badges: bool = True,
        seats: tuple[str, str] = ("human", "cpu"),
    ) -> None:
        pygame.init()
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1280, 720))
        self.settings = Settings(animation_speed=speed, corner_badges=badges)
        self.context = scene_context(settings=self.settings)
        self.input = InputManager()
        config = MatchConfig(overrides={"months": months}, seed=seed, seats=seats)
        controllers = tuple(
            HumanController("You")
            if kind == "human"
            else CpuController(make_player("greedy"), "CPU", seed=seat, think_delay=0.0)
            for seat, kind in enumerate(seats)
        )
        state = None
        if deal is not None:
            state = State.from_deal(deal, rules=config.rule_set(), dealer=0, seed=seed)
        self.session = MatchSession(config, controllers=controllers, state=state)  # type: ignore[arg-type]
        self.table = TableScene(self.context, config, self.session)
        self.context.scenes.push(self.table)
        self.canvas = pygame.Surface((1920, 1080))
        pygame.event.clear()

    @property
    def state(self) -> State:
        return self.session.state

    def frame(self, count: int = 1) -> None:
        for _ in range(count):
            for action in self.input.poll():
                self.context.scenes.handle_action(action)
            self.context.scenes.update(DT)

    def draw(self) -> pygame.Surface:
        self.context.scenes.draw(self.canvas, 0.0)
        return self.canvas

    def top(self):
        return self.context.scenes.top

    def wait_for_human(self, max_frames: int = 3000) -> str | None:
        """Frames until the human may act (or the match is over); returns the phase."""
        for _ in range(max_frames):
            if self.top() is not self.table:
                name = type(self.top()).__name__
                if name == "KoikoiPrompt":
                    return "decide"
                if name == "RoundResult":
                    self.top().close()
            phase = self.table.human_input_phase()
            if phase in ("play", "take"):
                return phase
            if self.state.is_terminal() and self.table.director.idle:
                return None
            self.frame()
        raise AssertionError("the human never got a turn")

    # -- overlays, made from the table's values ----------------------------------------
    def month_result(self, event, last_turn=(), auto_close: float | None = None):
        table = self.table
        return self.context.make_scene(
            "round_result",
            event=event,
            names=table.driver.names,
            rules=table.view.rules,
            last_turn=list(last_turn),
            art=table.art,
            hand_yaku=table.presenter.last_hand_yaku,
            auto_close=auto_close,
        )

    def match_result(self, rematch=None):
        table = self.table
        return self.context.make_scene(
            "match_result", view=table.view, names=table.driver.names, rematch=rematch
        )

    def koikoi_prompt(self, event, on_decide):
        table = self.table
        return self.context.make_scene(
            "koikoi_prompt",
            event=event,
            view=table.view,
            names=table.driver.names,
            art=table.art,
            on_decide=on_decide,
            hint=table.hint,
        )

    # -- devices ----------------------------------------------------------------------
    def key(self, key: int) -> None:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.frame()

    def click(self, pos: tuple[float, float]) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frame()

    def pad(self, button: int) -> None:
        pygame.event.post(
            pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=button)
        )
        pygame.event.post(
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=7, button=button)
        )
        self.frame()

    def sprite_centre(self, code: str) -> tuple[int, int]:
        return self.table.director.sprites[code].rect().center

    # -- choosing a card by device ----------------------------------------------------------
    def select_and_play(self, code: str, device: str) -> None:
        if device == "mouse":
            self.click(self.sprite_centre(code))
            assert self.table.selected == code
            self.click(self.sprite_centre(code))
            return
        right = pygame.K_RIGHT if device == "keyboard" else pygame.CONTROLLER_BUTTON_DPAD_RIGHT
        confirm = pygame.K_RETURN if device == "keyboard" else pygame.CONTROLLER_BUTTON_A
        press = self.key if device == "keyboard" else self.pad
        for _ in range(10):
            if self.table.selected == code:
                break
            press(right)
        assert self.table.selected == code
        press(confirm)

    def take(self, code: str, device: str) -> None:
        if device == "mouse":
            self.click(self.sprite_centre(code))
            return
        right = pygame.K_RIGHT if device == "keyboard" else pygame.CONTROLLER_BUTTON_DPAD_RIGHT
        confirm = pygame.K_RETURN if device == "keyboard" else pygame.CONTROLLER_BUTTON_A
        press = self.key if device == "keyboard" else self.pad
        for _ in range(4):
            if self.table.choice == code:
                break
            press(right)
        assert self.table.choice == code
        press(confirm)

    def decide(self, koikoi: bool, device: str) -> None:
        prompt = self.top()
        assert type(prompt).__name__ == "KoikoiPrompt"
        button = prompt.koikoi_button if koikoi else prompt.stop_button
        while not prompt.settle.ready:  # the prompt takes input after a settling second
            self.frame()
        if device == "mouse":
            self.click(button.rect.center)
            return
        right = pygame.K_RIGHT if device == "keyboard" else pygame.CONTROLLER_BUTTON_DPAD_RIGHT
        left = pygame.K_LEFT if device == "keyboard" else pygame.CONTROLLER_BUTTON_DPAD_LEFT
        confirm = pygame.K_RETURN if device == "keyboard" else pygame.CONTROLLER_BUTTON_A
        press = self.key if device == "keyboard" else self.pad
        if prompt.group.focused is not button:  # the prompt starts on Stop
            press(left if koikoi else right)
        assert prompt.group.focused is button
        press(confirm)


def cards_accounted_for(state: State) -> None:
    """Every one of the 48 cards is in exactly one place (any game, any seat count)."""
    places = [*state.hands, state.field, *state.captured]
    stock = 0
    for card in state.stock[state.stock_pos :]:
        stock |= 1 << card
    places.append(stock)
    if state.pending >= 0:
        places.append(1 << state.pending)
    union = 0
    total = 0
    for mask in places:
        union |= mask
        total += mask.bit_count()
    if not state.is_terminal():
        assert total == 48 and union == (1 << 48) - 1


class BackAtOnce(Scene):
    """Stands in for the pause menu and the title: goes back at once (a monkey stays on the
    table and its own overlays)."""

    def update(self, dt: float) -> None:
        self.stack.pop()


def kept_on_the_table(harness: Harness) -> Harness:
    """``harness`` with its pause menu and title replaced by :class:`BackAtOnce`."""
    harness.context.factories["pause"] = BackAtOnce
    harness.context.factories["title"] = BackAtOnce
    return harness


def monkey_tables(
    new_table: Callable[[int], Harness], seed: int, rng: random.Random, steps: int, draw_every: int
) -> tuple[Harness, int]:
    """``steps`` random table events from every device (a frame every third, a drawn frame
    every ``draw_every``), checking the scene stack and the 48 cards after each; a finished
    match is drawn and a fresh table (``new_table`` of the next seed) takes over. Returns the
    last table and how many matches finished."""
    matches = 0
    harness = new_table(seed)
    for step in range(steps):
        pygame.event.post(table_event(rng))
        if step % 3 == 0:
            harness.frame()
        if step % draw_every == 0:
            harness.draw()
        assert len(harness.context.scenes) >= 1
        cards_accounted_for(harness.state)
        if harness.state.is_terminal() and harness.table not in harness.context.scenes.scenes:
            harness.draw()  # the match result scene
            matches += 1
            harness = new_table(seed + matches)
    return harness, matches
