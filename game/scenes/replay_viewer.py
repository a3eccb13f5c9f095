"""Watching a kept match again: the list of kept matches and the replay table.

:class:`ReplayViewer` lists the last finished matches (game.persist.records_library);
choosing one opens :class:`ReplayTable`, the real table scene driven by the record's
decisions instead of players, with every hand face up. Controls: Space / confirm pauses and
resumes, Right / Tab steps one decision (pausing first), Up / Down change the speed
(0.5x .. 8x, animations and the pause between decisions), Back / Esc leaves; the same
controls are buttons on the bar for the mouse.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.scenes import SceneContext
from game.engine.actions import Action, action_from_json
from game.engine.records import replay
from game.input import actions as act
from game.match.session import MatchConfig, MatchSession
from game.persist.records_library import RecordsLibrary
from game.scenes.table import TableScene
from game.ui import theme
from game.ui.menu import vertical_rects
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
BASE_DELAY = 0.6  # seconds between decisions at 1x
BAR_RECT = pygame.Rect(350, 822, 1190, 36)  # between the near captures and hand
MAX_LISTED = 8


@dataclass
class ReplayCursor:
    """Where the replay is: the decisions in order, play/pause, pending single steps."""

    decisions: list[Action]
    index: int = 0
    playing: bool = True
    steps: int = 0
    speed: float = 1.0
    waited: float = 0.0
    log: list[str] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.index >= len(self.decisions)

    def next(self, budget_seconds: float) -> Action | None:
        if self.finished:
            return None
        if not self.playing:
            if self.steps <= 0:
                return None
            self.steps -= 1
        else:
            self.waited += max(0.0, budget_seconds)
            if self.waited < BASE_DELAY / self.speed:
                return None
        self.waited = 0.0
        action = self.decisions[self.index]
        self.index += 1
        return action


class RecordedSeat:
    """A seat controller that plays the record's decisions (shared cursor)."""

    is_human = False

    def __init__(self, cursor: ReplayCursor, name: str) -> None:
        self.cursor = cursor
        self.name = name

    def begin(self) -> None:
        """Nothing to prepare: the record already knows the decision."""

    def hurry(self) -> None:
        self.cursor.waited = BASE_DELAY

    def poll(self, view, budget_seconds: float) -> Action | None:
        return self.cursor.next(budget_seconds)


def _seat_labels(players) -> tuple[str, str]:
    """ "Aki (Red)" for each seat of a record's players list (defaults when malformed)."""
    labels = []
    for seat, colour in enumerate(("red", "blue")):
        player = players[seat] if isinstance(players, list) and len(players) > seat else None
        if not isinstance(player, dict):
            player = {}
        name = str(player.get("name", f"Player {seat + 1}"))[:40]
        labels.append(f"{name} ({str(player.get('colour', colour)).capitalize()})")
    return labels[0], labels[1]


def _decisions(record: dict) -> list[Action]:
    return [action_from_json(d) for month in record["months"] for d in month.get("decisions", [])]


class ReplayTable(TableScene):
    name = "replay_table"

    def __init__(self, context: SceneContext | None, record: dict) -> None:
        state, _ = replay(record, emit_events=True, stop_before=0)
        names = _seat_labels(record.get("players"))
        self.cursor = ReplayCursor(_decisions(record))
        config = MatchConfig(
            rules=state.rules,
            seats=("cpu", "cpu"),
            names=names,  # type: ignore[arg-type]
            seed=record.get("seed"),
            viewer=None,
        )
        session = MatchSession(
            config,
            (RecordedSeat(self.cursor, names[0]), RecordedSeat(self.cursor, names[1])),
            state=state,
        )
        super().__init__(context, config, session)
        self.record = record
        self.speed_index = SPEEDS.index(1.0)

    # -- controls -------------------------------------------------------------------------
    def set_speed(self, index: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, index))
        speed = SPEEDS[self.speed_index]
        self.cursor.speed = speed
        self.director.speed = speed

    def toggle_pause(self) -> None:
        self.cursor.playing = not self.cursor.playing
        self.cursor.waited = 0.0

    def step(self) -> None:
        self.cursor.playing = False
        self.cursor.steps += 1
        self.director.skip()

    def leave(self) -> None:
        if len(self.stack) > 1:
            self.stack.pop()
        else:
            self.stack.reset(self.context.make_scene("title"))

    def bar_buttons(self) -> list[tuple[str, pygame.Rect]]:
        """The clickable controls at the right end of the bar (mouse alone works too)."""
        labels = (
            "Slower (Down)",
            "Pause (Space)" if self.cursor.playing else "Play (Space)",
            "Step (Right)",
            "Faster (Up)",
            "Back (Esc)",
        )
        out = []
        x = BAR_RECT.right - 8
        for label in reversed(labels):
            width = theme.text(label, 22, (0, 0, 0), "ui_bold").get_width() + 24
            x -= width
            out.append((label, pygame.Rect(x, BAR_RECT.y + 3, width, BAR_RECT.height - 6)))
            x -= 6
        return list(reversed(out))

    def click(self, position) -> bool:
        for label, rect in self.bar_buttons():
            if rect.collidepoint(position):
                {
                    "Slower": lambda: self.set_speed(self.speed_index - 1),
                    "Pause": self.toggle_pause,
                    "Play": self.toggle_pause,
                    "Step": self.step,
                    "Faster": lambda: self.set_speed(self.speed_index + 1),
                    "Back": self.leave,
                }[label.split(" (")[0]]()
                return True
        return False

    def handle_action(self, action: act.Action) -> bool:
        name = action.name
        if name == act.CLICK and action.pos is not None:
            self.click(action.pos)
            return True
        if name == act.CONFIRM:
            self.toggle_pause()
        elif name in (act.RIGHT, act.NEXT):
            self.step()
        elif name == act.UP:
            self.set_speed(self.speed_index + 1)
        elif name == act.DOWN:
            self.set_speed(self.speed_index - 1)
        elif name in (act.BACK, act.PAUSE):
            self.leave()
        elif name == act.YAKU_LIST:
            factory = self.context.factories.get("yaku_list")
            if factory is not None:
                self.stack.push(factory(self.context, self.state.rules))
        return True

    def _finish(self) -> None:
        self.cursor.playing = False  # stay on the final position; Back leaves

    # -- drawing ----------------------------------------------------------------------------
    def status_text(self) -> str:
        cursor = self.cursor
        mode = "finished" if self.session.is_over() else ("playing" if cursor.playing else "paused")
        return (
            f"Replay {mode}   {SPEEDS[self.speed_index]:g}x   decision {cursor.index} of "
            f"{len(cursor.decisions)}"
        )

    def draw(self, canvas, alpha: float) -> None:
        super().draw(canvas, alpha)
        theme.draw_panel(canvas, BAR_RECT, radius=14, border_width=2, inner_line=False)
        theme.draw_text(
            canvas,
            self.status_text(),
            22,
            theme.colour("gold_light"),
            "ui",
            midleft=(BAR_RECT.x + 16, BAR_RECT.centery),
        )
        for label, rect in self.bar_buttons():
            pygame.draw.rect(canvas, theme.colour("lacquer_light"), rect, border_radius=8)
            pygame.draw.rect(canvas, theme.colour("gold"), rect, 1, border_radius=8)
            theme.draw_text(canvas, label, 22, theme.colour("ivory"), "ui_bold", center=rect.center)


class ReplayViewer(MenuScene):
    """The kept matches, newest first; choosing one replays it on the table."""

    heading = "Watch a Match"
    heading_ja = "花札"
    name = "replay_viewer"

    def __init__(
        self, context: SceneContext | None = None, library: RecordsLibrary | None = None
    ) -> None:
        self.library = library or RecordsLibrary()
        self.entries = self.library.entries()[:MAX_LISTED]
        super().__init__(context)
        for warning in self.library.warnings[:1]:
            notify = self.context.hooks.get("notify")
            if notify is not None:
                notify(warning)

    def build(self) -> None:
        count = len(self.entries) + 1
        rects = vertical_rects(count, centre_x=960, top=220, width=1500, height=72, gap=14)
        for entry, rect in zip(self.entries, rects, strict=False):
            self.group.add(
                Button(
                    rect,
                    entry.title,
                    lambda e=entry: self.watch(e.path),
                    size=30,
                    description="Replay this match.",
                )
            )
        self.group.add(Button(rects[-1], "Back", self.on_back, key="back", size=34))

    def watch(self, path) -> None:
        record = self.library.load(path)
        if record is None:
            self.call_hook("notify", "That match could not be read.")
            self.rebuild()
            return
        self.stack.push(ReplayTable(self.context, record))

    def draw_decor(self, canvas: pygame.Surface) -> None:
        if not self.entries:
            theme.draw_text(
                canvas,
                "No finished matches yet - they appear here when a match ends.",
                34,
                theme.colour("muted"),
                "ui",
                center=(960, 180),
            )
