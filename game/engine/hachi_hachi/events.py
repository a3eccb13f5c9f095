"""Events only hachi-hachi emits, beside the shared table events: the round's field
multiplier and every declaration (show or hide a teyaku, shobu, sage, cancel). Both are
public: every seat sees the field and hears the calls."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FieldMultiplier:
    multiplier: int  # this round's: every payment is multiplied by it
    factors: tuple[int, ...]  # what the brights dealt face up brought, largest first
    carried: tuple[int, ...]  # the multipliers queued for later rounds after this one


@dataclass(frozen=True, slots=True)
class Declared:
    player: int
    choice: str  # "show" | "hide" | "shobu" | "sage" | "cancel"


HachiEvent = FieldMultiplier | Declared
"""The events only hachi-hachi emits (beside the shared ones and the table games')."""
