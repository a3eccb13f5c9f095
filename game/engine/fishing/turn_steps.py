"""A turn of the two-to-four-seat games step by step, for FishingState: play a hand card,
turn the top stock card, match each arriving card (capture, lay it on the field, or ask the
player to choose), take the chosen card, and end the turn (the game scores it and may open a
decision; otherwise the next seat plays, or the round ends).

A mixin like :class:`~game.engine.fishing.rounds.RoundLifecycle`, below it: no fields of its
own; the game's hooks (``_match_card``, ``_capture_for``, ``_turn_done``, ...) are
FishingState's and its subclasses'.
"""

from __future__ import annotations

from game.engine import events as ev
from game.engine.cards import CARDS, MONTH_MASKS, code_tuple
from game.engine.fishing.events import CardsDead
from game.engine.fishing.rounds import RoundLifecycle
from game.engine.phases import DECIDE, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY

_codes = code_tuple


class TurnSteps(RoundLifecycle):
    """The steps of a turn (FishingState's fields: see TableFields)."""

    __slots__ = ()

    def _play(self, card: int, out) -> None:
        p = self.current
        bit = 1 << card
        self.hands[p] &= ~bit
        self.revealed[p] &= ~bit
        if out is not None:
            matches = self.field & MONTH_MASKS[card >> 2]
            out.append(ev.CardPlayed(p, CARDS[card].code, _codes(matches)))
        if self._resolve(card, False, out):
            self._draw(out)

    def _draw(self, out) -> None:
        if self.stock_pos >= len(self.stock):
            self._end_turn(out)
            return
        card = self.stock[self.stock_pos]
        self.stock_pos += 1
        if out is not None:
            matches = self.field & MONTH_MASKS[card >> 2]
            out.append(ev.CardDrawn(self.current, CARDS[card].code, _codes(matches)))
        if self._resolve(card, True, out):
            self._end_turn(out)

    def _resolve(self, card: int, from_stock: bool, out) -> bool:
        """Match an arriving card; False when the player must choose first."""
        capture, choices = self._match_card(card, from_stock)
        p = self.current
        if choices:
            self.pending = card
            self.pending_options = choices
            self.phase = TAKE_AFTER_DRAW if from_stock else TAKE_AFTER_PLAY
            if out is not None:
                source: ev.Source = "draw" if from_stock else "play"
                out.append(ev.ChoiceNeeded(p, CARDS[card].code, _codes(choices), source))
            return False
        if capture:
            self.field &= ~capture
            self.captured[p] |= capture | (1 << card)
            if out is not None:
                source = "draw" if from_stock else "play"
                out.append(ev.Captured(p, (CARDS[card].code,) + _codes(capture), source))
        else:
            self.field |= 1 << card
            if out is not None:
                source = "draw" if from_stock else "play"
                out.append(ev.CardToField(p, CARDS[card].code, source))
        return True

    def _take(self, chosen: int, out) -> None:
        p = self.current
        card = self.pending
        from_stock = self.phase == TAKE_AFTER_DRAW
        capture = self._capture_for(card, chosen)
        self.field &= ~capture
        self.captured[p] |= capture | (1 << card)
        self.pending = -1
        self.pending_options = 0
        self.phase = PLAY_CARD
        if out is not None:
            source: ev.Source = "draw" if from_stock else "play"
            out.append(ev.Captured(p, (CARDS[card].code,) + _codes(capture), source))
        if from_stock:
            self._end_turn(out)
        else:
            self._draw(out)

    def _end_turn(self, out) -> None:
        self._turn_done(self.current, out)
        if out is not None:
            dead = self.dead_cards()
            if dead & ~self.dead:
                out.append(CardsDead(_codes(dead & ~self.dead)))
            self.dead = dead
        if self.phase == DECIDE:
            return  # the game asked the seat (_open_decision): apply goes on once it declared
        self._next_turn(out)

    def _next_turn(self, out) -> None:
        """The round's end once the hands (and, if the game plays it out, the stock) are
        empty; otherwise the next seat's turn."""
        if not any(self.hands) and (
            self.stock_pos >= len(self.stock) or not self._play_out_stock()
        ):
            self._end_round(out)
            return
        p = (self.current + 1) % self.seats
        self.current = p
        self.phase = PLAY_CARD
        self.turn += 1
        if not self.hands[p]:
            self._draw(out)  # the hands are empty, the stock is played out: turn a card only
