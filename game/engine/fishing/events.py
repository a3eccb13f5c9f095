"""Events of the two-to-four-seat games, beside the events every game shares.

The round start and the turn itself are told with the shared events of
:mod:`game.engine.events` (``RoundStarted``, ``TeyakuShown``, ``Dealt`` with one hand per
seat, ``Redealt``, ``CardPlayed``, ``CardDrawn``, ``CardToField``, ``ChoiceNeeded``,
``Captured``, ``TurnScored`` with the points after every turn, ``RoundEnded`` with the card
points and settlement, ``MatchEnded``); this module adds what only these games have: cards
nobody can take any more and a won game of roppyakken. Every event carries all its data
(card codes, seats); :func:`game.engine.events.for_viewer` filters them per viewer like the
shared ones.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CardsDead:
    cards: tuple[str, ...]  # field cards that no card left in play can take any more


@dataclass(frozen=True, slots=True)
class GameWon:
    player: int
    reason: str  # "shiko" | "nanatan" | "target" | "highest"
    game_number: int
    wins: tuple[int, ...]  # games won by each seat, this one included
    scores: tuple[int, ...]  # the points of the game just won (they reset to 0 after it)


TableEvent = CardsDead | GameWon
"""The events only the games for two to four seats emit (beside koi-koi's Event union)."""
