"""Flourish effects and pymunk physics."""
