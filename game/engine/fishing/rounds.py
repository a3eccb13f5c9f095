"""How a round of a two-to-four-seat game begins and ends, and how a match is set up: the
deal with its redeals, explicit deals and mid-round positions, the round's result, the end
of the match.

A mixin of :class:`game.engine.fishing.state.FishingState`; it works on the state's fields.
"""

from __future__ import annotations

from game.engine import events as ev
from game.engine.cards import card_id, code_tuple, mask_from_ids
from game.engine.deal import missing_and_doubled
from game.engine.errors import EngineError
from game.engine.fishing.deal import TableDeal, shuffled_table_deal, table_redeal_reason
from game.engine.fishing.fields import TableFields
from game.engine.phases import MATCH_OVER, PLAY_CARD

_codes = code_tuple


class RoundLifecycle(TableFields):
    """Match setup, round start and round end for FishingState (no fields of its own)."""

    __slots__ = ()

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
                    tuple(_codes(hand) for hand in deal.hands),
                    tuple(len(hand) for hand in deal.hands),
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

    def _report_round(
        self, out, reason: str, cards, yaku, teyaku, points, delta, kan_mon: int = 0, **facts
    ) -> None:
        """Keep the round's result (``round_results``) and tell it (``RoundEnded``): the card
        points, yaku, teyaku and round points of every seat, the score change, and the game's
        own ``facts`` (``fuke`` seats, ``winner``, ``win_reason``, ...; hachi-hachi's
        ``payments``, ``multiplier``, ``caller``, ``sage_callers``). ``kan_mon`` (mon to the
        kan, hachi-hachi) goes on the event only."""
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
            end = ev.RoundEnded(
                self.GAME,
                self.round,
                reason,
                result["winner"],
                result["score_delta"],
                result["scores"],
                result["yaku"],
                tuple(_codes(c) for c in self.captured),
                card_points=result["card_points"],
                teyaku=result["teyaku"],
                round_points=result["round_points"],
                leftover=_codes(self.field),
                fuke=result["fuke"],
                win_reason=result["win_reason"],
                payments=tuple(result.get("payments", ())),
                multiplier=result.get("multiplier", 0),
                kan_mon=kan_mon,
                caller=result.get("caller", -1),
                sage_callers=tuple(result.get("sage_callers", ())),
            )
            self.last_round_end = end
            out.append(end)

    def _finish_match(self, out) -> None:
        self.phase = MATCH_OVER
        self.pending = -1
        self.pending_options = 0
        if out is not None:
            out.append(ev.MatchEnded(self.returns(), self.winner(), self.round))  # type: ignore[arg-type]

    def record_rounds(self) -> list[dict]:
        """Per round: dealer, deal and the decisions taken (for match records)."""
        return self.round_log
