"""Display: letterbox maths, window <-> logical mapping and real scaled pixels."""

import pygame
import pytest

from game.core.display import (
    Display,
    compute_letterbox,
    logical_to_window,
    on_screen_position,
    window_size_for,
    window_to_logical,
)
from game.core.settings import WINDOW_SIZES


def close(colour, expected, tolerance=3):
    """smoothscale rounds each channel by a step or two."""
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], expected, strict=True))


def test_letterbox_exact_fit_and_bars():
    box = compute_letterbox((1280, 720))
    assert (box.scale, box.x, box.y, box.width, box.height) == (
        pytest.approx(2 / 3),
        0,
        0,
        1280,
        720,
    )
    tall = compute_letterbox((1000, 1000))  # bars top and bottom
    assert (tall.x, tall.y, tall.width, tall.height) == (0, 219, 1000, 562)
    wide = compute_letterbox((2560, 1080))  # bars left and right
    assert (wide.x, wide.y, wide.width, wide.height) == (320, 0, 1920, 1080)


def test_window_to_logical_mapping():
    box = compute_letterbox((1280, 720))
    assert window_to_logical((640, 360), box) == (960.0, 540.0)
    assert window_to_logical((0, 0), box) == (0.0, 0.0)
    wide = compute_letterbox((2560, 1080))
    assert window_to_logical((320, 0), wide) == (0.0, 0.0)
    assert window_to_logical((100, 500), wide) is None  # on the left bar
    assert window_to_logical((100, 500), wide, clamp=True) == (0.0, 500.0)
    tall = compute_letterbox((1000, 1000))
    x, y = window_to_logical((500, 500), tall)
    assert x == pytest.approx(960.0) and y == pytest.approx(540.0, abs=1.0)
    assert logical_to_window((960, 540), box) == (640.0, 360.0)


@pytest.fixture()
def display():
    pygame.display.init()
    screen = Display("test", (1000, 1000), vsync=False)
    screen.open()
    yield screen
    pygame.display.quit()


def test_present_scales_canvas_into_letterbox(display):
    display.canvas.fill((200, 30, 40))
    pygame.draw.rect(display.canvas, (0, 255, 0), (0, 0, 960, 1080))  # left half green
    display.present()
    window = display.window
    assert window.get_at((500, 5))[:3] == (0, 0, 0)  # top bar
    assert window.get_at((500, 995))[:3] == (0, 0, 0)  # bottom bar
    assert close(window.get_at((250, 500)), (0, 255, 0))
    assert close(window.get_at((750, 500)), (200, 30, 40))
    assert display.to_logical((750, 500))[0] == pytest.approx(1440.0)


def test_resize_recomputes_the_letterbox(display):
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    display.handle_resize((1280, 720))
    assert (display.letterbox.x, display.letterbox.y, display.letterbox.width) == (0, 0, 1280)
    display.canvas.fill((10, 20, 30))
    display.present()
    assert close(display.window.get_at((0, 0)), (10, 20, 30))
    assert display.to_logical((1279, 719)) == (pytest.approx(1918.5), pytest.approx(1078.5))


def test_fullscreen_toggle_remembers_windowed_size(display):
    assert display.toggle_fullscreen() is True
    assert display.fullscreen
    assert display.toggle_fullscreen() is False
    assert display.window.get_size() == (1000, 1000)


def test_missing_icon_does_not_fail(display, monkeypatch):
    from game.core import paths

    def missing(*parts, root=None):
        raise paths.MissingAssetError("assets/icon.png")

    monkeypatch.setattr(paths, "resource_path", missing)
    display._set_icon()


def test_window_sizes_fit_the_desktop_keeping_their_shape():
    full_hd = (1920, 1080)
    assert window_size_for("1280x720", full_hd) == (1280, 720)
    assert window_size_for("1600x900", full_hd) == (1600, 900)
    assert window_size_for("1920x1080", full_hd) == (1777, 1000)  # room for the title bar
    assert window_size_for("desktop", full_hd) == (1920, 1000)
    assert window_size_for("1920x1080", (1366, 768)) == (1223, 688)
    assert window_size_for("1280x720", (2560, 1440)) == (1280, 720)
    for choice in WINDOW_SIZES:
        width, height = window_size_for(choice, (1366, 768))
        assert width <= 1366 and height <= 768 - 80


def test_a_window_off_the_desktop_is_brought_back_centred():
    desktop = (1920, 1080)
    assert on_screen_position((100, 50), (1280, 720), desktop) is None
    assert on_screen_position((3000, 50), (1280, 720), desktop) == (320, 180)
    assert on_screen_position((-20, 0), (1280, 720), desktop) == (320, 180)
    assert on_screen_position((10, 10), (2000, 1200), desktop) == (0, 0)


def test_f11_both_ways_lands_the_window_back_on_the_desktop(display):
    display.choose_window("1280x720")
    size = display.window.get_size()
    desktop = display.desktop_size()
    assert size[0] <= desktop[0] and size[1] <= desktop[1]
    pygame.display.set_window_position((5000, 5000))  # lost on a monitor since unplugged
    assert display.toggle_fullscreen() is True
    assert display.toggle_fullscreen() is False
    assert display.window.get_size() == size
    x, y = pygame.display.get_window_position()
    assert 0 <= x <= desktop[0] - size[0] and 0 <= y <= desktop[1] - size[1]
    assert display.letterbox.width <= size[0]


def test_choosing_a_window_size_resizes_the_window_at_once(display):
    desktop = display.desktop_size()
    display.choose_window("1600x900")
    assert display.window.get_size() == window_size_for("1600x900", desktop)
    display.choose_window("1280x720")
    assert display.window.get_size() == window_size_for("1280x720", desktop)
