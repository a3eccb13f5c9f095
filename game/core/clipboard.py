"""The system clipboard, as text: copy an invite, paste one.

Uses pygame-ce's text functions (``pygame.scrap.put_text`` / ``get_text`` / ``has_text``,
SDL's clipboard underneath), not the old typed ``scrap.put`` / ``scrap.get``, which return
platform bytes (UTF-16 on Windows). They need the video system (a window, or the dummy
driver in tests). A clipboard that cannot be reached gives ``False`` / ``None`` and a log
line, never an exception: the player can still read the code off the screen.
"""

from __future__ import annotations

import logging

import pygame

logger = logging.getLogger(__name__)


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; False when there is no clipboard to use."""
    try:
        pygame.scrap.put_text(text)
    except pygame.error as error:
        logger.info("could not copy to the clipboard: %s", error)
        return False
    return True


def paste_text() -> str | None:
    """The clipboard's text, or None when it holds none (or cannot be read)."""
    try:
        if not pygame.scrap.has_text():
            return None
        text = pygame.scrap.get_text()
    except pygame.error as error:
        logger.info("could not read the clipboard: %s", error)
        return None
    return text or None
