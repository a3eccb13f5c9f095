"""The turn machine of the two-to-four-seat games, with koi-koi's State API.

:class:`FishingState` plays rounds of a matching game for N seats: the current seat plays a
hand card, then the top stock card is turned; each card captures a field card of its month
(the player picks when two differ, all three when three lie there) or stays on the field. The
seat to the right (the next seat number) plays next. A game subclass
(:class:`game.engine.roppyakken.state.RoppyakkenState`,
:class:`game.engine.hana_awase.state.HanaAwaseState`) says what may be captured, scores the
turns and the round, and decides the match.

The API is the one koi-koi's State has (OpenSpiel style): ``current_player()``,
``legal_actions()``, ``apply(action) -> events``, ``is_terminal()``, ``returns()`` (one number
per seat), ``clone()``, ``information(seat)``. Cards are ids and card sets bitmasks; events are
built only when ``emit_events`` is on.
"""

from __future__ import annotations

import random

from game.engine import events as ev
from game.engine.actions import TAKE_BY_BYTE, Action, actions_of_mask
from game.engine.cards import ALL_MASK, CARDS, MONTH_MASKS, card_id, code_tuple, mask_from_ids
from game.engine.deal import missing_and_doubled
from game.engine.errors import EngineError
from game.engine.fishing.deal import TableDeal, shuffled_table_deal, table_redeal_reason
from game.engine.fishing.events import CardsDead, RoundEnded
from game.engine.legality import check_play_or_take
from game.engine.phases import MATCH_OVER, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY

_pc = int.bit_count
_codes = code_tuple


def player_counts(seats: tuple[int, ...]) -> str:
    """'2 or 3', '2, 3 or 4': the player counts a game supports, in words."""
    numbers = [str(n) for n in seats]
    return numbers[0] if len(numbers) == 1 else f"{', '.join(numbers[:-1])} or {numbers[-1]}"


class FishingState:
    """A match of an N-seat matching game; subclasses supply the game's rules."""

    GAME = ""
    SEATS: tuple[int, ...] = ()

    __slots__ = (
        "rules",
        "seats",
        "rng",
        "emit_events",
        "keep_record",
        "round",
        "dealer",
        "current",
        "phase",
        "hands",
        "field",
        "stock",
        "stock_pos",
        "captured",
        "revealed",
        "pending",
        "pending_options",
        "scores",
        "turn",
        "dead",
        "deal_queue",
        "round_log",
        "round_results",
        "last_round_end",
        "_initial_events",
    )

    def __init__(
        self,
        rules,
        seats: int,
        seed: int | None = None,
        *,
        rng: random.Random | None = None,
        deals: list[TableDeal] | None = None,
        first_dealer: int | None = None,
        emit_events: bool = True,
        keep_record: bool = True,
        _blank: bool = False,
    ):
        if seats not in self.SEATS:
            raise EngineError(
                f"{self.GAME} is played by {player_counts(self.SEATS)} players, not {seats}"
            )
        self.rules = rules
        self.seats = seats
        self.rng = rng if rng is not None else random.Random(seed)
        self.emit_events = emit_events
        self.keep_record = keep_record
        if _blank:
            return
        self._begin([0] * seats, first_dealer, deals or [], {})

    @classmethod
    def from_deal(
        cls,
        deal: TableDeal,
        *,
        rules=None,
        dealer: int = 0,
        scores: tuple[int, ...] | None = None,
        seed: int | None = 0,
        emit_events: bool = True,
        **match_fields,
    ):
        """A match positioned at the start of a round with an explicit deal, the running
        ``scores`` and game fields (roppyakken: ``wins``) given. Later rounds are shuffled
        from ``seed`` (0 by default, so the match is reproducible)."""
        seats = len(deal.hands)
        state = cls(rules, seats, seed, emit_events=emit_events, _blank=True)
        deal.check(seats, *state.deal_sizes())
        state._begin(list(scores) if scores else [0] * seats, dealer, [deal], match_fields)
        return state

    @classmethod
    def from_position(
        cls,
        hands,
        field,
        captured,
        stock,
        *,
        rules=None,
        dealer: int = 0,
        current: int | None = None,
        scores: tuple[int, ...] | None = None,
        seed: int | None = 0,
        emit_events: bool = True,
        **match_fields,
    ):
        """A match positioned in the middle of a round (for tests, puzzles and tutorials):
        every hand, the field and every capture pile as card codes, the stock in draw order;
        the cards not named anywhere are appended to the stock in id order. ``current`` (the
        dealer when None) plays next; the capture piles are scored as if just taken."""
        seats = len(hands)
        state = cls(rules, seats, seed, emit_events=emit_events, keep_record=False, _blank=True)
        places = [list(h) for h in hands] + [list(field)] + [list(c) for c in captured]
        places.append(list(stock))
        ids = [[card_id(code) for code in place] for place in places]
        named = [card for place in ids for card in place]
        if len(named) != len(set(named)):
            raise EngineError(f"a position names a card twice {missing_and_doubled(named)}")
        if len(captured) != seats:
            raise EngineError(f"a position needs {seats} capture piles, not {len(captured)}")
        rest = [card for card in range(48) if card not in set(named)]
        state._begin(list(scores) if scores else [0] * seats, dealer, [], match_fields, deal=False)
        state.hands = [mask_from_ids(place) for place in ids[:seats]]
        state.field = mask_from_ids(ids[seats])
        state.captured = [mask_from_ids(place) for place in ids[seats + 1 : 2 * seats + 1]]
        state.stock = tuple(ids[-1]) + tuple(rest)
        state.stock_pos = 0
        state.revealed = [0] * seats
        state.current = dealer if current is None else current
        state.phase = PLAY_CARD
        state.pending = -1
        state.pending_options = 0
        state.round = 1
        state.turn = 0
        state.dead = 0
        state._new_round_fields()
        for seat in range(seats):
            state._turn_done(seat, None)  # scored as at the deal (turn 0)
        state.turn = 1
        state.dead = state.dead_cards()
        return state

    def _begin(
        self, scores: list[int], first_dealer, deals: list, match_fields: dict, deal: bool = True
    ) -> None:
        seats = self.seats
        self.round = 0
        self.scores = scores
        self.deal_queue = list(deals)
        self.round_log: list[dict] = []
        self.round_results: list[dict] = []
        self.last_round_end = None
        self._start_match()
        for key, value in match_fields.items():
            if not hasattr(self, key):
                raise EngineError(f"{self.GAME} has no match field {key!r}")
            setattr(self, key, list(value) if isinstance(value, tuple | list) else value)
        if first_dealer is None:
            first_dealer = self._first_dealer()
        elif not 0 <= first_dealer < seats:
            raise EngineError(f"the first dealer must be a seat 0-{seats - 1}, not {first_dealer}")
        self.dealer = first_dealer
        self._initial_events = [] if self.emit_events else None
        if deal:
            self._start_round(self._initial_events)

    def initial_events(self) -> list:
        """Events of the first deal (the constructor cannot return them)."""
        return list(self._initial_events or [])

    # ------------------------------------------------------------------ game hooks
    def _start_match(self) -> None:
        """Set the game's own match fields (wins, ...)."""

    def _first_dealer(self) -> int:
        raise NotImplementedError

    def deal_sizes(self) -> tuple[int, int]:
        """(cards in each hand, cards on the field) for this seat count and rule set."""
        raise NotImplementedError

    def _redeal_hand_fours(self) -> bool:
        return False

    def _play_out_stock(self) -> bool:
        """True when the stock is turned to its last card after the hands are empty."""
        return False

    def _new_round_fields(self) -> None:
        """Reset the game's own per-round fields."""

    def _after_deal(self, out) -> None:
        """The round's own start after the deal (teyaku)."""
        self._new_round_fields()

    def _match_card(self, card: int, from_stock: bool) -> tuple[int, int]:
        """(field cards captured at once, field cards to choose from) for an arriving card;
        (0, 0): it stays on the field. The standard rule: one match is taken, two are a
        choice unless they are alike, three are all taken."""
        same = self.field & MONTH_MASKS[card >> 2]
        if _pc(same) == 2:
            low = same & -same
            if self._alike(low.bit_length() - 1, (same ^ low).bit_length() - 1):
                return low, 0
            return 0, same
        return same, 0

    def _alike(self, first: int, second: int) -> bool:
        """Two field cards that score the same in every way (no choice is asked)."""
        return False

    def _capture_for(self, card: int, chosen: int) -> int:
        """The field cards taken when ``card`` takes the chosen option."""
        return 1 << chosen

    def _takers(self, card: int) -> int:
        """Every card that could take ``card`` from the field if it arrived."""
        return MONTH_MASKS[card >> 2] & ~(1 << card)

    def _turn_done(self, player: int, out) -> None:
        """Score the player's turn (captures changed)."""

    def _end_round(self, out) -> None:
        raise NotImplementedError

    def returns(self) -> tuple[int, ...]:
        raise NotImplementedError

    def winner(self) -> int | None:
        raise NotImplementedError

    # ------------------------------------------------------------------ queries
    def current_player(self) -> int:
        return -1 if self.phase == MATCH_OVER else self.current

    def is_terminal(self) -> bool:
        return self.phase == MATCH_OVER

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY_CARD:
            return actions_of_mask(self.hands[self.current])
        if phase == TAKE_AFTER_PLAY or phase == TAKE_AFTER_DRAW:
            return actions_of_mask(self.pending_options, TAKE_BY_BYTE)
        return []

    def stock_left(self) -> int:
        return len(self.stock) - self.stock_pos

    def information(self, seat: int):
        """What ``seat`` may know (or the spectator, ``events.SPECTATOR``), nothing more."""
        from game.engine.fishing.view import TableView

        return TableView.of(self, seat)

    def dead_cards(self) -> int:
        """Field cards that no card still to come can take (they stay to the round's end)."""
        live = ALL_MASK & ~(self.field | self._captured_union())
        if self.pending >= 0:
            live &= ~(1 << self.pending)
        dead = 0
        field = self.field
        while field:
            low = field & -field
            if not self._takers(low.bit_length() - 1) & live:
                dead |= low
            field ^= low
        return dead

    def _captured_union(self) -> int:
        union = 0
        for mask in self.captured:
            union |= mask
        return union

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list:
        """Apply one decision of the current player; returns the events it caused.

        An illegal action raises IllegalActionError naming the action and why, and leaves
        the state untouched."""
        p = self.current
        if (
            self.phase != PLAY_CARD
            or action.__class__ is not Action
            or action.kind != "play"
            or not (self.hands[p] >> action.card) & 1
        ):  # anything but a legal play: check it properly
            check_play_or_take(action, self.phase, self.hands[p], self.pending_options, p)
        out = [] if self.emit_events else None
        if self.keep_record and self.round_log:
            self.round_log[-1]["decisions"].append(action)
        if action.kind == "play":
            self._play(action.card, out)
        else:
            self._take(action.card, out)
        return out if out is not None else []

    # ------------------------------------------------------------------ turn steps
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
                source = "draw" if from_stock else "play"
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
            source = "draw" if from_stock else "play"
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

    # ------------------------------------------------------------------ rounds
    def _start_round(self, out) -> None:
        self.round += 1
        seats = self.seats
        hand_size, field_size = self.deal_sizes()
        if self.deal_queue:
            deal = self.deal_queue.pop(0)
        else:
            hand_fours = self._redeal_hand_fours()
            deal = shuffled_table_deal(self.rng, seats, hand_size, field_size)
            reason = table_redeal_reason(deal, hand_fours)
            while reason:
                if out is not None:
                    out.append(ev.Redealt(reason, _codes(deal.field)))
                deal = shuffled_table_deal(self.rng, seats, hand_size, field_size)
                reason = table_redeal_reason(deal, hand_fours)
        self.hands = [mask_from_ids(hand) for hand in deal.hands]
        self.field = mask_from_ids(deal.field)
        self.stock = deal.stock
        self.stock_pos = 0
        self.captured = [0] * seats
        self.revealed = [0] * seats
        self.current = self.dealer
        self.phase = PLAY_CARD
        self.pending = -1
        self.pending_options = 0
        self.turn = 1  # turns count from 1; 0 is the deal
        self.dead = 0
        if self.keep_record:
            self.round_log.append({"dealer": self.dealer, "deal": deal, "decisions": []})
        if out is not None:
            out.append(self._round_started_event())
            out.append(
                ev.Dealt(
                    tuple(_codes(hand) for hand in deal.hands),  # type: ignore[arg-type]
                    tuple(len(hand) for hand in deal.hands),  # type: ignore[arg-type]
                    _codes(deal.field),
                    _codes(deal.stock),
                    len(deal.stock),
                )
            )
        self._after_deal(out)

    def _round_started_event(self):
        raise NotImplementedError

    def turn_order(self) -> list[int]:
        """The seats in playing order from the dealer."""
        return [(self.dealer + i) % self.seats for i in range(self.seats)]

    def _report_round(self, out, reason: str, cards, yaku, teyaku, points, delta, **facts) -> None:
        """Keep the round's result (``round_results``) and tell it (``RoundEnded``): the card
        points, yaku, teyaku and round points of every seat, the score change, and the game's
        own ``facts`` (``fuke`` seats, ``winner``, ``win_reason``, ...)."""
        if not (self.keep_record or out is not None):
            return
        result = {
            "month": self.round,
            "reason": reason,
            "winner": facts.pop("winner"),
            "win_reason": facts.pop("win_reason", ""),
            "score_delta": tuple(delta),
            "scores": tuple(self.scores),
            "yaku": tuple(yaku),
            "card_points": tuple(cards),
            "teyaku": tuple(teyaku),
            "round_points": tuple(points),
            "fuke": facts.pop("fuke", ()),
            **facts,
        }
        if self.keep_record:
            self.round_results.append(result)
        if out is not None:
            end = RoundEnded(
                self.GAME,
                self.round,
                reason,
                result["card_points"],
                result["yaku"],
                result["teyaku"],
                result["round_points"],
                result["score_delta"],
                result["scores"],
                tuple(_codes(c) for c in self.captured),
                _codes(self.field),
                result["fuke"],
                result["winner"],
                result["win_reason"],
            )
            self.last_round_end = end
            out.append(end)

    def _finish_match(self, out) -> None:
        self.phase = MATCH_OVER
        self.pending = -1
        self.pending_options = 0
        if out is not None:
            out.append(ev.MatchEnded(self.returns(), self.winner(), self.round))  # type: ignore[arg-type]

    def record_months(self) -> list[dict]:
        """Per round: dealer, deal and the decisions taken (for match records)."""
        return self.round_log

    # ------------------------------------------------------------------ copies
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
        other.rng = None
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

    # ------------------------------------------------------------------ view hooks
    def seat_score(self, seat: int):
        """The seat's standing in this round (a view.SeatScore)."""
        raise NotImplementedError

    def wins_so_far(self) -> tuple[int, ...]:
        return (0,) * self.seats

    def game_in_match(self) -> int:
        """Which game of the match is being played (roppyakken's races to 600; else 1)."""
        return 1

    def target(self) -> int:
        return 0

    def fuke_line(self) -> int:
        return 0
