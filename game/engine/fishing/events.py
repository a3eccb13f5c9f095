"""Events of the two-to-four-seat games, beside the events every game shares.

The round start and the turn itself are told with the shared events of
:mod:`game.engine.events` (``RoundStarted``, ``TeyakuShown``, ``Dealt`` with one hand per
seat, ``Redealt``, ``CardPlayed``, ``CardDrawn``, ``CardToField``, ``ChoiceNeeded``,
``Captured``, ``TurnScored`` with the points after every turn, ``MatchEnded``); this module
adds what only these games have: cards nobody can take any more, the round result and a won game
of roppyakken. Every event carries all its data (card codes, seats);
:func:`game.engine.events.for_viewer` filters them per viewer like the shared ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.events import Yaku


@dataclass(frozen=True, slots=True)
class CardsDead:
    cards: tuple[str, ...]  # field cards that no card left in play can take any more


@dataclass(frozen=True, slots=True)
class RoundEnded:
    game: str
    round: int
    reason: str  # "played_out" | "fuke" (roppyakken: every point of the round is void)
    card_points: tuple[int, ...]
    yaku: tuple[Yaku, ...]
    teyaku: tuple[Yaku, ...]
    round_points: tuple[int, ...]  # what each seat made this round (before settlement)
    score_delta: tuple[int, ...]  # what each seat's running score moved
    scores: tuple[int, ...]
    captured: tuple[tuple[str, ...], ...]
    leftover: tuple[str, ...]  # field cards nobody took
    fuke: tuple[int, ...] = ()  # seats at or under the fuke line
    winner: int | None = None  # roppyakken: the seat that won the game; hana-awase: top seat
    win_reason: str = ""  # roppyakken: "shiko" | "nanatan" | "target" | "highest"
    # hana-awase: (payer, payee, points, yaku id or "compensation") of every payment made
    payments: tuple[tuple[int, int, int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class GameWon:
    player: int
    reason: str  # "shiko" | "nanatan" | "target" | "highest"
    game_number: int
    wins: tuple[int, ...]  # games won by each seat, this one included
    scores: tuple[int, ...]  # the points of the game just won (they reset to 0 after it)


TableEvent = CardsDead | RoundEnded | GameWon
"""The events only the games for two to four seats emit (beside koi-koi's Event union)."""
