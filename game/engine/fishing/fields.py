"""The fields and hooks of :class:`~game.engine.fishing.state.FishingState`, declared once
for the type checker: its mixins (``RoundLifecycle``, ``TurnSteps``, ``StateCopies``) read
and write them.

At run time the class is empty (``__slots__ = ()``), so the state keeps its own slots and no
instance dictionary; mypy sees the declarations instead.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.engine.phases import Phase


class TableFields:
    """Every FishingState field and the game hooks the mixins call (declarations only)."""

    if not TYPE_CHECKING:
        __slots__ = ()
    else:
        GAME: str
        SEATS: tuple[int, ...]
        rules: Any
        seats: int
        rng: random.Random
        emit_events: bool
        keep_record: bool
        round: int
        dealer: int
        current: int
        phase: Phase
        hands: list[int]
        field: int
        stock: tuple[int, ...]
        stock_pos: int
        captured: list[int]
        revealed: list[int]
        pending: int
        pending_options: int
        scores: list[int]
        turn: int
        dead: int
        deal_queue: list
        round_log: list[dict]
        round_results: list[dict]
        last_round_end: Any
        _initial_events: list | None

        def __init__(self, rules: Any, seats: int, seed: int | None = None, **kw: Any) -> None:
            raise NotImplementedError

        def _start_match(self) -> None: ...
        def _first_dealer(self) -> int:
            raise NotImplementedError

        def deal_sizes(self) -> tuple[int, int]:
            raise NotImplementedError

        def _redeal_hand_fours(self) -> bool:
            raise NotImplementedError

        def _new_round_fields(self) -> None: ...
        def _after_deal(self, out: list | None) -> None: ...
        def _turn_done(self, player: int, out: list | None) -> None: ...
        def _match_card(self, card: int, from_stock: bool) -> tuple[int, int]:
            raise NotImplementedError

        def _capture_for(self, card: int, chosen: int) -> int:
            raise NotImplementedError

        def _play_out_stock(self) -> bool:
            raise NotImplementedError

        def _end_round(self, out: list | None) -> None: ...
        def _copy_game_fields(self, other: Any) -> None: ...
        def dead_cards(self) -> int:
            raise NotImplementedError

        def returns(self) -> tuple[int, ...]:
            raise NotImplementedError

        def winner(self) -> int | None:
            raise NotImplementedError
