"""The words where layers meet, as StrEnums: who sits in a seat, how a match is played and how
much of a flourish is shown. Each member is its string ("cpu" == SeatKind.CPU), so JSON
records, saves and settings read and write exactly as before."""

from __future__ import annotations

from enum import StrEnum


class SeatKind(StrEnum):
    """Who plays a seat (MatchConfig.seats, saved seats, records' players)."""

    HUMAN = "human"
    CPU = "cpu"


class MatchMode(StrEnum):
    """How a match is played: the setup screens offer CPU and COUCH (their memory, headings
    and statistics are per mode); saves, records and achievements name the others too."""

    CPU = "cpu"  # against the CPU
    COUCH = "couch"  # players on one screen
    ONLINE = "online"
    ARCADE = "arcade"
    WATCH = "watch"  # CPU against CPU


class FlourishMode(StrEnum):
    """How much of a yaku's flourish plays (the settings' flourish and flourish_couch)."""

    OFF = "off"
    SHORT = "short"
    FULL = "full"


# the settings' choices, as plain strings (their messages print them as before)
FLOURISH_MODES: tuple[str, ...] = tuple(mode.value for mode in FlourishMode)
