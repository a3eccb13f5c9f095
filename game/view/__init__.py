"""Sprites, table layout and the director that turns engine events into tweens."""
