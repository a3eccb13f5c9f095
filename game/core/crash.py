"""Crash handler: an unexpected exception is written to a log and shown, never swallowed.

``run_guarded(main, interactive=...)`` calls ``main()``; on an exception it writes the
traceback to ``log_dir()/crash-<timestamp>.log``, then shows a short message - in a pygame
window when one can be opened and the run is interactive (any key or click closes it),
otherwise on stderr - and returns exit code 1.
"""

from __future__ import annotations

import logging
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core import paths
from game.i18n import tr

#: makes the crash window's font at a pixel size (the app passes its language-aware fonts)
MessageFont = Callable[[int], Any]

logger = logging.getLogger(__name__)

CRASH_EXIT_CODE = 1
MESSAGE_SECONDS = 60.0


def write_crash_log(error: BaseException, *, now: float | None = None) -> Path | None:
    """Write the traceback of ``error``; returns the log path (None if even that failed)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    try:
        directory = paths.log_dir()
        path = directory / f"crash-{stamp}.log"
        counter = 1
        while path.exists():
            counter += 1
            path = directory / f"crash-{stamp}-{counter}.log"
        header = (
            f"Hanafuda Koi-Koi crash at {time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(now))}\n"
        )
        header += f"Python {sys.version.split()[0]} on {sys.platform}\n\n"
        path.write_text(header + text, encoding="utf-8")
        return path
    except OSError as write_error:
        print(f"could not write crash log: {write_error}", file=sys.stderr)
        return None


def crash_message(error: BaseException, log_path: Path | None) -> list[str]:
    """The crash window's lines, in the language in force."""
    lines = [
        tr("Sorry - the game hit an unexpected error and had to stop."),
        f"{type(error).__name__}: {str(error)[:160]}",
    ]
    if log_path is not None:
        lines.append(tr("Details were saved to {path}", path=log_path))
    lines.append(tr("Your settings and the autosaved match are kept."))
    return lines


def show_in_window(
    lines: list[str],
    *,
    wait_seconds: float = MESSAGE_SECONDS,
    message_font: MessageFont | None = None,
) -> bool:
    """Draw the message in a pygame window until a key/click/close (with ``message_font(size)``,
    the game's face for the language, else SDL's default). False if impossible."""
    try:
        import pygame

        from game.input.manager import raw_events

        if not pygame.display.get_init():
            pygame.display.init()
        if pygame.display.get_driver() == "dummy":
            return False
        pygame.font.init()
        surface = pygame.display.get_surface() or pygame.display.set_mode((960, 360))
        surface.fill((22, 12, 12))
        try:  # the game's face for the language in force (Japanese, Chinese)
            font = message_font(30) if message_font is not None else pygame.font.Font(None, 30)
        except Exception:  # noqa: BLE001 - the fonts may be what broke: SDL's own face
            font = pygame.font.Font(None, 30)
        width = surface.get_width()
        pygame.draw.rect(
            surface, (214, 176, 84), surface.get_rect().inflate(-20, -20), 3, border_radius=12
        )
        for index, line in enumerate(lines + ["", tr("Press any key to close.")]):
            rendered = font.render(line, True, (246, 236, 214))
            surface.blit(rendered, ((width - rendered.get_width()) // 2, 50 + index * 40))
        pygame.display.flip()
        deadline = time.monotonic() + wait_seconds
        while time.monotonic() < deadline:
            for event in raw_events():
                if event.type in (
                    pygame.QUIT,
                    pygame.KEYDOWN,
                    pygame.MOUSEBUTTONDOWN,
                    pygame.CONTROLLERBUTTONDOWN,
                ):
                    return True
            time.sleep(0.05)
        return True
    except Exception as error:  # noqa: BLE001 - the crash screen must never crash
        logger.debug("crash window failed: %s", error)
        return False


def report_crash(
    error: BaseException, *, interactive: bool, message_font: MessageFont | None = None
) -> Path | None:
    log_path = write_crash_log(error)
    lines = crash_message(error, log_path)
    for line in lines:
        print(line, file=sys.stderr)
    if interactive:
        show_in_window(lines, message_font=message_font)
    return log_path


def run_guarded(
    main: Callable[[], int], *, interactive: bool = True, message_font: MessageFont | None = None
) -> int:
    """Run ``main``; an exception becomes a crash log, a message and exit code 1."""
    try:
        return int(main() or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # noqa: BLE001 - this is the last line of defence
        report_crash(error, interactive=interactive, message_font=message_font)
        return CRASH_EXIT_CODE
