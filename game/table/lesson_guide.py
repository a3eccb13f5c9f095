"""The coach of a lesson at the table: which step the lesson is at, what it accepts, what it
says and where.

:class:`LessonGuide` follows the lesson's steps (game.arcade.lessons): it permits only the
taught move of the step at hand (anything else is refused and the coach says "Try the
highlighted card."), lets the coach's scripted seat move when its step comes, and goes on
past a line to read when the player confirms. :class:`LessonMode` puts it on the table: the
table's mode reads Confirm for a line, Back to leave the lesson (its progress kept), and
draws the highlights around the cards the coach means and the coach's bubble beside them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.arcade.lessons import CPU, DO, TALK, Lesson, Step
from game.core.paths import resource_path
from game.engine.actions import Action
from game.i18n import tr, tr_ctx
from game.i18n.sources import LESSON_CONTEXT
from game.input import actions as act
from game.table.bubble import bubble_layout, build_bubble
from game.table.mode import TableMode
from game.ui import theme

logger = logging.getLogger(__name__)

COACH_PAUSE = 1.2  # seconds of table time the coach's line shows before its own move
FACE_SIZE = (72, 90)
RING = 6
TEXT_WIDTH = 640  # the coach's lines wrap at this width
NARROW_WIDTH = 380  # ... and at this one under the coach's plate (clear of a prompt)
MAX_LINES = 9
COACH_PLATE_BOTTOM = 170  # the far seat's name plate, top left
COACH_TAIL_X = 110
EDGE = 24  # the bubble keeps this far from the canvas edges


def card_hint(step: Step | None) -> str:
    """What the coach says to an off-script input at ``step``."""
    if step is not None and step.kind == DO and not step.action.startswith(("play", "take")):
        return tr("Try the choice I named.")
    return tr("Try the highlighted card.")


class LessonGuide:
    """The lesson's steps as the table plays them (no drawing, no table: testable alone)."""

    def __init__(
        self,
        lesson: Lesson,
        start: int = 0,
        on_step: Callable[[int], None] | None = None,
    ) -> None:
        self.lesson = lesson
        self.index = start
        self.refused = 0  # off-script inputs at this step
        self.shown_for = 0.0  # table seconds the step at hand has shown
        self.on_step = on_step

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def done(self) -> bool:
        return self.step is None

    def permits(self, action: Action) -> bool:
        """The player's move: through (and the lesson goes on) only if it is the taught one."""
        step = self.step
        if step is not None and step.kind == DO and str(action) == step.action:
            self._advance()
            return True
        self.refused += 1
        return False

    def coach_ready(self, move: str) -> bool:
        """May the coach's seat make ``move`` now (its step is at hand and was read)?"""
        step = self.step
        return (
            step is not None
            and step.kind == CPU
            and step.action == move
            and self.shown_for >= COACH_PAUSE
        )

    def coach_moved(self, move: str) -> None:
        step = self.step
        if step is not None and step.kind == CPU and step.action == move:
            self._advance()

    def read_on(self) -> bool:
        """Confirm on a line to read: the next step (False when the step wants a move)."""
        step = self.step
        if step is None or step.kind != TALK:
            return False
        self._advance()
        return True

    def tick(self, dt: float) -> None:
        self.shown_for += dt

    def line(self) -> str:
        """The coach's words now (its hint first after an off-script input)."""
        step = self.step
        if step is None:
            return ""
        said = tr_ctx(LESSON_CONTEXT, step.say)
        return f"{card_hint(step)} {said}" if self.refused else said

    def _advance(self) -> None:
        self.index += 1
        self.refused = 0
        self.shown_for = 0.0
        if self.on_step is not None:
            self.on_step(self.index)


def coach_face(lesson: Lesson) -> pygame.Surface | None:
    """The coach's portrait at bubble size (None when it cannot be drawn)."""
    path = resource_path("assets", "portraits", f"{lesson.coach_portrait}.svg")
    try:
        return pygame.image.load_sized_svg(str(path), FACE_SIZE)
    except (pygame.error, OSError, ValueError, FileNotFoundError) as error:
        logger.warning("coach portrait %s unreadable: %s", path, error)
        return None


@dataclass(frozen=True)
class Placement:
    """Where the coach's bubble goes: its top-left corner, the text width it wraps at, its
    tail (``tail_x`` from its left, pointing up or ``down``)."""

    x: int
    y: int
    width: int
    tail_x: int
    down: bool


def place_bubble(
    text: str, face: tuple[int, int] | None, anchor: pygame.Rect | None, canvas: tuple[int, int]
) -> Placement:
    """The bubble beside what the coach talks about: under a card of the field or the far
    side (tail up), over a card of the near hand (tail down), or under the coach's own name
    plate, narrow enough to stay clear of a decision prompt, when it means no card."""
    width = TEXT_WIDTH if anchor is not None else NARROW_WIDTH
    layout = bubble_layout(text, face, 0, width, MAX_LINES)
    size = layout.size
    if anchor is None:
        return Placement(EDGE, COACH_PLATE_BOTTOM, width, COACH_TAIL_X, False)
    down = anchor.centery >= canvas[1] * 0.62
    x = max(EDGE, min(anchor.centerx - 80, canvas[0] - size[0] - EDGE))
    y = anchor.top - size[1] - 4 if down else anchor.bottom + 4
    y = max(EDGE, min(y, canvas[1] - size[1] - EDGE))
    return Placement(x, y, width, anchor.centerx - x, down)


class LessonMode(TableMode):
    """A lesson's table: the guide reads the input first and draws over the table."""

    def __init__(
        self,
        guide: LessonGuide,
        *,
        on_leave: Callable[[], None],
        on_finished: Callable[[], None],
    ) -> None:
        self.guide = guide
        self.on_leave = on_leave
        self.on_finished = on_finished
        self.face = coach_face(guide.lesson)
        self._bubble: tuple[tuple[str, Placement], pygame.Surface] | None = None

    def after_update(self, dt: float) -> None:
        self.guide.tick(dt)

    def handle_action(self, action: act.Action) -> bool | None:
        if action.name == act.BACK:
            self.on_leave()
            self.controls.leave()  # back to where the lesson was opened from
            return True
        step = self.guide.step
        if step is not None and step.kind == TALK:
            if action.name in (act.CONFIRM, act.CLICK):
                self.guide.read_on()
                self.controls.play_sound("menu_move")
                return True
        return None

    def finish(self) -> None:
        self.on_finished()
        table = self.table
        self.show_result(self.replay, names=table.driver.names)

    def replay(self) -> None:
        self.controls.hand_over("lesson", lesson_id=self.guide.lesson.lesson_id, restart=True)

    # -- drawing ---------------------------------------------------------------------------
    def shown_rects(self) -> list[pygame.Rect]:
        step = self.guide.step
        if step is None:
            return []
        sprites = self.table.director.sprites
        return [sprites[code].rect() for code in step.show if code in sprites]

    def draw_over(self, canvas: pygame.Surface) -> None:
        step = self.guide.step
        if step is None or not self.table.director.idle:
            return
        rects = self.shown_rects()
        gold = theme.colour("gold")
        for rect in rects:
            pygame.draw.rect(canvas, gold, rect.inflate(2 * RING, 2 * RING), RING, 12)
        text = self.guide.line() + "\n" + self.leave_words()
        anchor = rects[0] if rects else None
        placement = place_bubble(text, self.face_size(), anchor, canvas.get_size())
        canvas.blit(self.bubble(text, placement), (placement.x, placement.y))

    def face_size(self) -> tuple[int, int] | None:
        return self.face.get_size() if self.face is not None else None

    def leave_words(self) -> str:
        step = self.guide.step
        key = self.controls_key("back", "Esc")
        if step is not None and step.kind == TALK:
            return tr(
                "{confirm}: go on   {back}: leave the lesson", confirm=self.confirm_key(), back=key
            )
        return tr("{back}: leave the lesson", back=key)

    def confirm_key(self) -> str:
        return self.controls_key("confirm", "Enter")

    def controls_key(self, name: str, fallback: str) -> str:
        prompt = getattr(self.table, "key_prompt", None)
        return prompt(name, fallback) if prompt is not None else fallback

    def bubble(self, text: str, placement: Placement) -> pygame.Surface:
        key = (text, placement)
        if self._bubble is None or self._bubble[0] != key:
            surface = build_bubble(
                text,
                self.face,
                placement.tail_x,
                max_width=placement.width,
                max_lines=MAX_LINES,
                tail_down=placement.down,
            )
            self._bubble = (key, surface)
        return self._bubble[1]


def layout_of(mode: LessonMode, text: str, placement: Placement):
    """The bubble layout the mode draws for ``text`` at ``placement`` (tests: the text sits
    inside it)."""
    return bubble_layout(
        text, mode.face_size(), placement.tail_x, placement.width, MAX_LINES, placement.down
    )
