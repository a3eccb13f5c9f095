"""The clipboard as text through pygame-ce's new functions: a round trip, text that is not
ASCII, an empty clipboard, and no clipboard at all (no video system): False / None."""

from __future__ import annotations

import pygame

from game.core import clipboard


def test_text_goes_on_the_clipboard_and_comes_back(pygame_display):
    invite = "Play Koi-Koi with me: Room K7QF-2M9D: ws://192.168.1.5:8765/r/K7QF2M9D — ようこそ"
    assert clipboard.copy_text(invite)
    assert clipboard.paste_text() == invite
    assert pygame.scrap.get_text() == invite  # what another program reading it gets
    assert clipboard.copy_text("")
    assert clipboard.paste_text() is None


def test_without_a_video_system_there_is_no_clipboard_and_no_exception():
    pygame.display.quit()
    try:
        assert clipboard.copy_text("K7QF-2M9D") is False
        assert clipboard.paste_text() is None
    finally:
        pygame.display.init()
