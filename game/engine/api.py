"""The one State API every game offers: :class:`GameState` and :class:`Observation`.

Koi-koi's :class:`~game.engine.koikoi.state.State` and the N-seat
:class:`~game.engine.fishing.state.FishingState` (roppyakken, hana-awase and every game built
on it) implement :class:`GameState`; what a seat may know, ``state.information(seat)``
(koi-koi's :class:`~game.engine.koikoi.view.InformationView`, the N-seat games'
:class:`~game.engine.fishing.view.TableInformation`), implements :class:`Observation`. Both are
structural (``typing.Protocol``): a state need not inherit anything, only answer these names.
``tests/engine/test_api.py`` checks real instances of every registered game, and mypy checks
the classes against the protocols (the ``TYPE_CHECKING`` block at the end).

One vocabulary: a deal of the match is a **round** (``round``, ``round_results``,
``last_round_end``, ``record_rounds``), whatever the game calls it on screen (koi-koi's
months): every State, koi-koi's included, has these names and no others. The saved forms
keep their keys (a koi-koi position's ``"month"``, a record's ``"months"``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from game.engine.actions import Action


@runtime_checkable
class Observation(Protocol):
    """What one seat (or a spectator) may know of a match at one moment, nothing more."""

    @property
    def game(self) -> str: ...  # the game's id (game.engine.games)
    @property
    def player(self) -> int: ...  # the viewer's seat (events.SPECTATOR: none)
    @property
    def seats(self) -> int: ...
    @property
    def rules(self) -> Any: ...
    @property
    def round(self) -> int: ...  # 1-based deal number in the match
    @property
    def dealer(self) -> int: ...
    @property
    def current(self) -> int: ...
    @property
    def phase(self) -> str: ...  # a game.engine.phases.Phase
    @property
    def hand(self) -> int: ...  # the viewer's own hand (a card mask)
    @property
    def field(self) -> int: ...
    @property
    def captured(self) -> tuple[int, ...]: ...  # every seat's capture pile
    @property
    def stock_count(self) -> int: ...
    @property
    def pending(self) -> int: ...  # the card waiting for a take choice (-1: none)
    @property
    def pending_options(self) -> int: ...
    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def legal(self) -> tuple[Action, ...]: ...  # the viewer's choices on its own turn
    @property
    def unseen(self) -> int: ...  # the cards this viewer cannot see

    def sample_state(self, rng: random.Random, /) -> GameState:
        """A playable state consistent with this view, the unseen cards dealt at random."""
        ...


@runtime_checkable
class GameState(Protocol):
    """A whole match of one game (OpenSpiel style): whose turn, the legal actions, apply one,
    the result; cards are ids 0..47, card sets bit masks."""

    @property
    def game(self) -> str: ...  # the game's id (game.engine.games)
    @property
    def seats(self) -> int: ...
    @property
    def rules(self) -> Any: ...
    @property
    def round(self) -> int: ...  # 1-based deal number in the match
    @property
    def round_results(self) -> Sequence[dict]: ...  # the finished rounds' results
    @property
    def last_round_end(self) -> object: ...  # the last round-end event (None before one)
    @property
    def dealer(self) -> int: ...
    @property
    def current(self) -> int: ...
    @property
    def phase(self) -> str: ...  # a game.engine.phases.Phase
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def hands(self) -> Sequence[int]: ...
    @property
    def field(self) -> int: ...
    @property
    def captured(self) -> Sequence[int]: ...
    @property
    def stock_pos(self) -> int: ...
    @property
    def pending(self) -> int: ...
    @property
    def pending_options(self) -> int: ...

    def current_player(self) -> int: ...  # -1 once the match is over
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action, /) -> list: ...  # the events it caused
    def is_terminal(self) -> bool: ...
    def returns(self) -> tuple[int, ...]: ...  # one number per seat
    def winner(self) -> int | None: ...
    def clone(self, *, for_search: bool = False) -> GameState: ...
    def information(self, player: int, /) -> Observation: ...
    def initial_events(self) -> list: ...  # the first deal's events
    def stock_left(self) -> int: ...
    def record_rounds(self) -> list[dict]: ...  # per round: dealer, deal, decisions


if TYPE_CHECKING:  # mypy checks every implementation against the protocols
    from game.engine.fishing.state import FishingState
    from game.engine.fishing.view import TableInformation
    from game.engine.koikoi.state import State
    from game.engine.koikoi.view import InformationView

    def _implementations(
        koikoi: State, table: FishingState, seen: InformationView, table_seen: TableInformation
    ) -> tuple[GameState, GameState, Observation, Observation]:
        return koikoi, table, seen, table_seen
