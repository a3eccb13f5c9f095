"""A koi-koi turn step by step, for State: play a hand card, take one of two matches, draw
from the stock, and end the turn (a new yaku opens the koi-koi decision, or forces a stop).

The steps have search fast paths: without events and without a choice to make (0 or 1
matching card) a play or a draw captures or lays the card at once. Like
:class:`~game.engine.koikoi.month.MonthLifecycle`, below it, this mixin has no fields of its
own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.cards import CARDS, MONTH_MASKS, code_tuple, months_present
from game.engine.koikoi.month import MonthLifecycle
from game.engine.koikoi.scoring import evaluate_yaku, stop_multipliers, yaku_cards, yaku_total
from game.engine.phases import DECIDE, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY

_pc = int.bit_count
_codes = code_tuple


class TurnSteps(MonthLifecycle):
    """The steps of a turn (State's fields: see MonthLifecycle)."""

    if not TYPE_CHECKING:
        __slots__ = ()

    def _play(self, card: int, out) -> None:
        p = self.current
        self.hands[p] &= ~(1 << card)
        matches = self.field & MONTH_MASKS[card >> 2]
        if out is None and not matches & (matches - 1):
            # search fast path: no events, no choice (0 or 1 match), as _resolve does it
            if matches:
                self.field ^= matches
                self.captured[p] |= matches | (1 << card)
            else:
                self.lay_avoids[p] |= months_present(self.field)
                self.field |= 1 << card
            self._draw(out)
            return
        if out is not None:
            out.append(ev.CardPlayed(p, CARDS[card].code, _codes(matches)))
        if not matches:
            self.lay_avoids[p] |= months_present(self.field)
        if self._resolve(card, matches, "play", out):
            self._draw(out)

    def _resolve(self, card: int, matches: int, source: ev.Source, out) -> bool:
        """Match a played or drawn card; False when the player must choose first."""
        p = self.current
        n = _pc(matches)
        if n == 0:
            self.field |= 1 << card
            if out is not None:
                out.append(ev.CardToField(p, CARDS[card].code, source))
        elif n == 2:
            self.pending = card
            self.pending_options = matches
            self.phase = TAKE_AFTER_PLAY if source == "play" else TAKE_AFTER_DRAW
            if out is not None:
                out.append(ev.ChoiceNeeded(p, CARDS[card].code, _codes(matches), source))
            return False
        else:
            self.field &= ~matches
            self.captured[p] |= matches | (1 << card)
            if out is not None:
                out.append(ev.Captured(p, (CARDS[card].code,) + _codes(matches), source))
        return True

    def _take(self, chosen: int, out) -> None:
        p = self.current
        card = self.pending
        source: ev.Source = "play" if self.phase == TAKE_AFTER_PLAY else "draw"
        self.field &= ~(1 << chosen)
        self.captured[p] |= (1 << chosen) | (1 << card)
        self.pending = -1
        self.pending_options = 0
        if out is not None:
            out.append(ev.Captured(p, (CARDS[card].code, CARDS[chosen].code), source))
        if source == "play":
            self.phase = PLAY_CARD
            self._draw(out)
        else:
            self._end_turn(out)

    def _draw(self, out) -> None:
        card = self.stock[self.stock_pos]
        self.stock_pos += 1
        matches = self.field & MONTH_MASKS[card >> 2]
        if out is None and not matches & (matches - 1):
            if matches:  # the same fast path as in _play
                self.field ^= matches
                self.captured[self.current] |= matches | (1 << card)
            else:
                self.field |= 1 << card
            self._end_turn(out)
            return
        if out is not None:
            out.append(ev.CardDrawn(self.current, CARDS[card].code, _codes(matches)))
        if self._resolve(card, matches, "draw", out):
            self._end_turn(out)

    def _end_turn(self, out) -> None:
        p = self.current
        rules = self.rules
        if self.captured[p] == self.turn_start_captured:
            self._next_turn(out)  # nothing captured this turn: the total cannot rise
            return
        total = yaku_total(self.captured[p], rules, self.koikoi[p], self.tsukifuda_month)
        self.totals[p] = total
        if total > self.turn_start_total:
            forced = not self.hands[p] or (rules.koikoi_once_per_month and self.koikoi[p] > 0)
            if out is not None:
                out.append(self.yaku_event(p, total, not forced))
            if forced:
                self._stop(p, True, out)
            else:
                self.phase = DECIDE
            return
        self._next_turn(out)

    def yaku_event(self, p: int, total: int, decision: bool) -> ev.TurnScored:
        """The TurnScored event of player ``p`` holding ``total`` yaku points this turn."""
        rules = self.rules
        captured = self.captured[p]
        month_card = self.tsukifuda_month
        now = evaluate_yaku(captured, rules, self.koikoi[p], month_card)
        before = dict(evaluate_yaku(self.turn_start_captured, rules, self.koikoi[p], month_card))
        new = tuple(name for name, points in now if before.get(name, -1) < points)
        final, steps = stop_multipliers(total, rules, self.koikoi[p], self.koikoi[1 - p])
        cards = tuple(
            (name, _codes(yaku_cards(name, captured, rules, month_card))) for name, _ in now
        )
        return ev.TurnScored(
            p, tuple(now), new, cards, total, self.turn_start_total, final, tuple(steps), decision
        )

    def _next_turn(self, out) -> None:
        if not self.hands[0] and not self.hands[1]:
            self._exhausted(out)
            return
        p = 1 - self.current
        self.current = p
        self.phase = PLAY_CARD
        self.turn_start_captured = self.captured[p]
        self.turn_start_total = self.totals[p]
