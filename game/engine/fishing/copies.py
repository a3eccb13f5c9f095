"""Copies of a two-to-four-seat game's state: ``clone`` for search and undo, and the
public copy an information view keeps (the other hands reduced to their face-up cards).

A mixin of :class:`game.engine.fishing.state.FishingState`.
"""

from __future__ import annotations

import random

from game.engine.fishing.fields import TableFields


class StateCopies(TableFields):
    """clone / public_copy for FishingState (no fields of its own)."""

    __slots__ = ()

    def clone(self, *, for_search: bool = False):
        """An independent copy. ``for_search`` drops events, records and the RNG history
        (the copy gets a fresh RNG seeded from this one) for fast playouts."""
        other = self._bare_copy()
        if for_search:
            other.rng = random.Random(self.rng.random())
            other.emit_events = False
            other.keep_record = False
            other.round_log = []
            other.round_results = []
        else:
            other.rng = random.Random()
            other.rng.setstate(self.rng.getstate())
            other.emit_events = self.emit_events
            other.keep_record = self.keep_record
            other.round_log = [dict(r, decisions=list(r["decisions"])) for r in self.round_log]
            other.round_results = list(self.round_results)
            other.deal_queue = list(self.deal_queue)
        return other

    def public_copy(self, seat: int):
        """A copy holding only what ``seat`` may know: the other hands hold just their
        face-up cards, the stock and the queued deals are empty, no RNG (for views)."""
        other = self._bare_copy()
        other.rng = None  # a view's copy deals nothing
        other.emit_events = False
        other.keep_record = False
        other.round_log = []
        other.round_results = []
        other.hands = [h if s == seat else self.revealed[s] for s, h in enumerate(self.hands)]
        other.stock = ()
        other.stock_pos = 0
        return other

    def _bare_copy(self):
        other = self.__class__.__new__(self.__class__)
        other.rules = self.rules
        other.seats = self.seats
        other.round = self.round
        other.dealer = self.dealer
        other.current = self.current
        other.phase = self.phase
        other.hands = list(self.hands)
        other.field = self.field
        other.stock = self.stock
        other.stock_pos = self.stock_pos
        other.captured = list(self.captured)
        other.revealed = list(self.revealed)
        other.pending = self.pending
        other.pending_options = self.pending_options
        other.scores = list(self.scores)
        other.turn = self.turn
        other.dead = self.dead
        other.deal_queue = []
        other.last_round_end = self.last_round_end
        other._initial_events = []
        self._copy_game_fields(other)
        return other

    def _copy_game_fields(self, other) -> None:
        """Copy the subclass's own fields into a copy."""
