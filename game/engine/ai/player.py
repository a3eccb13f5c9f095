"""What a CPU player is: an object with a ``name`` that chooses an action from a seat's
information view and the RNG it is given (koi-koi's, the table games' and hachi-hachi's
rosters all build one). A module of its own so the rosters can name the type without
importing the package that looks them up."""

from __future__ import annotations

from typing import Protocol

from game.engine.actions import Action


class Player(Protocol):
    name: str

    def choose(self, view, rng) -> Action: ...
