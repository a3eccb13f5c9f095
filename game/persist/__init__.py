"""Never lose a match: the autosave, the library of finished matches and per-player stats.

Everything here writes atomically through game.core.storage and reads defensively: a corrupt
file is moved aside with a timestamp, defaults are used and one message is returned for the
player. Nothing in this package imports pygame.
"""
