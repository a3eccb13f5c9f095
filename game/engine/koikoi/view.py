"""What one player may know: the information view, and sampling the hidden cards from it.

:class:`InformationView` holds everything a seat can see (own hand, field, both capture
piles, counts, scores, koi-koi calls, the face-up drawn card awaiting a choice) and nothing
else: the opponent's hand and the stock order are absent. CPU players decide from a view
only; :meth:`InformationView.sample_state` builds a playable State with the hidden cards
arranged at random, for search (determinization).
"""

from __future__ import annotations

import dataclasses
import functools
import random
from dataclasses import dataclass
from typing import Any

from game.engine.actions import Action
from game.engine.cards import ALL_MASK, ids_from_mask, mask_from_ids
from game.engine.koikoi.rules import GAME, RuleSet

_BIT_LENGTHS = tuple(n.bit_length() for n in range(49))


def shuffle_cards(rng: random.Random, cards: list[int]) -> None:
    """Shuffle ``cards`` (at most 48) in place: the permutation ``rng.shuffle`` makes from
    the same generator state, drawn the same way (a Fisher-Yates swap per position, each index
    from ``getrandbits`` with rejection) with the per-draw method calls written out - the
    search shuffles the unseen cards of every world it samples."""
    getrandbits = rng.getrandbits
    bit_lengths = _BIT_LENGTHS
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = bit_lengths[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


@dataclass(frozen=True)
class InformationView:
    player: int
    rules: RuleSet
    round: int  # the month being played (1-based)
    dealer: int
    current: int
    phase: str
    hand: int  # mask of this player's hand
    opponent_hand_count: int
    field: int
    captured: tuple[int, int]
    stock_count: int
    pending: int  # the card awaiting a take choice (-1: none); face up
    pending_options: int
    koikoi: tuple[int, int]
    scores: tuple[int, int]
    turn_start_total: int
    turn_start_captured: int
    totals: tuple[int, int]
    legal: tuple[Action, ...]
    tsukifuda_month: int = 0  # the month drawn for the tsukifuda rule (public)
    # Per seat, every card of the months that were on the field whenever that seat laid a
    # hand card capturing nothing this month (public: the lays and the field were seen). A
    # player who captures whenever it can holds none of them (see sample_state's avoided).
    lay_avoids: tuple[int, int] = (0, 0)
    # The class of the state this view was taken from: sample_state builds one of it.
    state_class: type | None = dataclasses.field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, state, player: int) -> InformationView:
        own_turn = state.current == player
        return cls(
            player=player,
            rules=state.rules,
            round=state.round,
            dealer=state.dealer,
            current=state.current,
            phase=state.phase,
            hand=state.hands[player],
            opponent_hand_count=state.hands[1 - player].bit_count(),
            field=state.field,
            captured=(state.captured[0], state.captured[1]),
            stock_count=len(state.stock) - state.stock_pos,
            pending=state.pending,
            pending_options=state.pending_options,
            koikoi=(state.koikoi[0], state.koikoi[1]),
            scores=(state.scores[0], state.scores[1]),
            turn_start_total=state.turn_start_total if own_turn else 0,
            turn_start_captured=state.turn_start_captured if own_turn else 0,
            totals=(state.totals[0], state.totals[1]),
            legal=tuple(state.legal_actions()) if own_turn else (),
            tsukifuda_month=state.tsukifuda_month,
            lay_avoids=(state.lay_avoids[0], state.lay_avoids[1]),
            state_class=type(state),
        )

    # the Observation names (game.engine.api), beside koi-koi's own
    seats = 2

    @property
    def game(self) -> str:
        return GAME

    @property
    def unseen(self) -> int:
        """Mask of the cards this player cannot see: the opponent's hand and the stock."""
        seen = self.hand | self.field | self.captured[0] | self.captured[1]
        if self.pending >= 0:
            seen |= 1 << self.pending
        return ALL_MASK & ~seen

    @functools.cached_property
    def unseen_ids(self) -> tuple[int, ...]:
        """Ids of the unseen cards, ascending (worked out once: the search samples many
        worlds from one view)."""
        return tuple(ids_from_mask(self.unseen))

    @property
    def months_left(self) -> int:
        return max(0, self.rules.months - self.round)

    def sample_state(self, rng: random.Random, avoided: int = 0):
        """A State consistent with this view, the hidden cards shuffled at random.

        The state is in search mode (no events, no records) and positioned at this view's
        decision point. Only the already-drawn part of the stock is unknown history; the
        sampled stock holds exactly the unseen cards not placed in the opponent's hand.
        Unseen cards in ``avoided`` (e.g. the opponent's ``lay_avoids``) go to the
        opponent's hand only when the other unseen cards are too few to fill it.
        """
        count = self.opponent_hand_count
        hidden = list(self.unseen_ids)
        avoided &= self.unseen
        if avoided:
            allowed = [card for card in hidden if not avoided >> card & 1]
            rest = [card for card in hidden if avoided >> card & 1]
            shuffle_cards(rng, allowed)
            shuffle_cards(rng, rest)
            hidden = allowed[:count] + rest[: max(0, count - len(allowed))]
            stock_cards = allowed[count:] + rest[max(0, count - len(allowed)) :]
            shuffle_cards(rng, stock_cards)
            opponent_hand = hidden
            stock = tuple(stock_cards)
        else:
            shuffle_cards(rng, hidden)
            opponent_hand = hidden[:count]
            stock = tuple(hidden[count:])
        state_class: Any = self.state_class
        state = state_class(
            self.rules,
            None,
            rng=random.Random(rng.random()),
            emit_events=False,
            keep_record=False,
            _blank=True,
        )
        state.round = self.round
        state.dealer = self.dealer
        state.scores = list(self.scores)
        hands = [0, 0]
        hands[self.player] = self.hand
        hands[1 - self.player] = mask_from_ids(opponent_hand)
        state.hands = hands
        state.field = self.field
        state.stock = stock
        state.stock_pos = 0
        state.captured = list(self.captured)
        state.koikoi = list(self.koikoi)
        state.phase = self.phase
        state.current = self.current
        state.pending = self.pending
        state.pending_options = self.pending_options
        state.turn_start_total = self.turn_start_total
        state.turn_start_captured = self.turn_start_captured
        state.totals = list(self.totals)
        state.tsukifuda_month = self.tsukifuda_month
        state.lay_avoids = list(self.lay_avoids)
        state.deal_queue = []
        state.round_log = []
        state.round_results = []
        state.last_round_end = None
        state._initial_events = None
        return state
