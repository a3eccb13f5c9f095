"""Display: letterbox maths, window <-> logical mapping and real scaled pixels."""

import pygame
import pytest

from game.core.display import Display, compute_letterbox, logical_to_window, window_to_logical


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
