"""Work done ahead of need in small slices on frames with time to spare.

Rasterising a card face (2-6 ms) or building a flourish's shared art should never land on a
frame that also animates the table. :class:`IdleWork` holds named jobs (generators that
yield after each small piece) and :meth:`IdleWork.run` advances them for a few milliseconds
a frame. The app runs it once per frame from the title screen on (the first frame is never
delayed); a table running without the app (benchmarks, tests) runs the slices itself.

Jobs: :func:`card_face_steps` (every face and back at the table's rest widths, into the one
card-image cache), the HUD fonts, the overlays' modules and game.fx.warmup (the flourish's
shared resources).
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Iterator, Sequence

from game.engine.cards import CARD_BY_CODE
from game.view.layout import CAPTURE_WIDTH, FIELD_WIDTH, HAND_WIDTH, OPPONENT_HAND_WIDTH

logger = logging.getLogger(__name__)

SLICE_SECONDS = 0.003  # idle work per frame (one piece always runs, even if it is longer)
QUICK_STEP_S = 0.0008  # after a step longer than this, the slice ends
# most urgent first: the human's hand and the field are face up at the first deal
PRELOAD_WIDTHS: tuple[int, ...] = (HAND_WIDTH, FIELD_WIDTH, CAPTURE_WIDTH, OPPONENT_HAND_WIDTH)


class IdleWork:
    """Named step generators advanced a slice at a time, oldest job first."""

    def __init__(self) -> None:
        self._jobs: list[tuple[str, Iterator[None]]] = []
        self._names: set[str] = set()

    def add(self, name: str, steps: Iterator[None]) -> bool:
        """Queue ``steps`` unless a job of that name was ever queued; True if queued."""
        if name in self._names:
            close = getattr(steps, "close", None)
            if close is not None:
                close()
            return False
        self._names.add(name)
        self._jobs.append((name, iter(steps)))
        return True

    @property
    def pending(self) -> bool:
        return bool(self._jobs)

    def run(self, budget_s: float = SLICE_SECONDS) -> bool:
        """Advance the jobs for up to about ``budget_s`` seconds; True while work remains.
        One step always runs; another follows only while the last one was quick (a step's
        cost is unknown before it runs, so a long one never follows a slice's work). A job
        that raises is dropped with a log line (it was only a cache)."""
        started = time.perf_counter()
        deadline = started + budget_s
        while self._jobs:
            name, steps = self._jobs[0]
            step_started = time.perf_counter()
            try:
                next(steps)
            except StopIteration:
                self._jobs.pop(0)
                continue
            except Exception:  # noqa: BLE001 - preloading must never break a frame
                logger.exception("idle job %s failed", name)
                self._jobs.pop(0)
                continue
            now = time.perf_counter()
            if now >= deadline or (now - step_started > QUICK_STEP_S and budget_s != math.inf):
                break
        return bool(self._jobs)

    def finish(self) -> None:
        """Run every job to its end now (benchmarks, tests)."""
        while self.run(math.inf):
            pass


_SHARED: list[IdleWork] = []


def idle_work() -> IdleWork:
    """The one IdleWork of the process (created on first use)."""
    if not _SHARED:
        _SHARED.append(IdleWork())
    return _SHARED[0]


def card_face_steps(
    images=None, badge: bool = True, widths: tuple[int, ...] = PRELOAD_WIDTHS
) -> Iterator[None]:
    """Rasterise all 48 faces (and the default back) at each width, one card per step, into
    the one card-image cache every table's CardArt reads."""
    if images is None:
        from game.assets.cards import card_images

        images = card_images()
    for width in widths:
        images.back(width)
        yield
        for code in CARD_BY_CODE:
            images.face(code, width, badge)
            yield


def call_steps(calls: Sequence[Callable[[], object]]) -> Iterator[None]:
    """Make each call (one per step): e.g. import the modules of the overlays a match opens
    later, so their first frame does not pay for it."""
    for call in calls:
        call()
        yield


# (family, pixel size) of the table's HUD text (game.view.hud, the overlays)
HUD_FONTS: tuple[tuple[str, int], ...] = tuple(
    (family, size)
    for family in ("ui", "ui_bold")
    for size in (20, 22, 23, 24, 25, 26, 28, 30, 32, 34, 48, 52, 64)
) + (("jp", 24), ("jp", 40))


def font_steps(fonts: tuple[tuple[str, int], ...] = HUD_FONTS) -> Iterator[None]:
    """Open each (family, size) font into the shared font cache, one per step."""
    from game.assets.fonts import font

    for family, size in fonts:
        font(size, family)
        yield


def queue_standard_jobs(
    badge: bool = True,
    work: IdleWork | None = None,
    prepare: Sequence[Callable[[], object]] = (),
) -> IdleWork:
    """Queue the card faces, the ``prepare`` calls (the overlays' modules) and the
    flourish's shared art (each only once per process)."""
    from game.fx.warmup import warm_steps

    work = work or idle_work()
    work.add("hud_fonts", font_steps())
    work.add(f"card_faces:{badge}", card_face_steps(badge=badge))
    if prepare:
        work.add("overlay_scenes", call_steps(prepare))
    work.add("flourish", warm_steps())
    return work


def run_idle_work(budget_s: float = SLICE_SECONDS) -> bool:
    """One frame's slice of the shared idle work: the app calls it once per frame from the
    second frame on (a table without the app calls it itself)."""
    return idle_work().run(budget_s)
