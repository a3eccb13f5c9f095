"""Headless pygame for the flourish tests. pygame is left initialised at the end on purpose:
font caches (game.view.fonts) outlive one test module, as in the other test folders."""

import pygame
import pytest


@pytest.fixture(autouse=True)
def _pygame_ready():
    if not pygame.get_init():
        pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    yield
