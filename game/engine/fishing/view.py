"""What one seat (or a spectator) may know in a two-to-four-seat game, and sampling the rest.

:class:`TableInformation` (an ``api.Observation``, like koi-koi's InformationView; the table's
per-viewer snapshot is the other class, ``table_view.TableView``) holds everything the viewer
can see: its own hand, every hand's size and the cards laid face up from it (teyaku), the
field, every capture pile, the stock count, the face-up card awaiting a choice, the running
scores, each seat's card points, yaku, teyaku and round points (the 600 meter), the fuke line,
cards nobody can take any more, the last round's result and, on the viewer's own turn, the
legal actions. The other hands and the stock order are absent.
:meth:`TableInformation.sample_state` deals the unseen cards at random into a playable state,
the face-up cards kept in their owners' hands (determinization for the CPU search).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.engine.actions import Action
from game.engine.cards import ALL_MASK, ids_from_mask, mask_from_ids
from game.engine.events import SPECTATOR, RoundEnded

Yaku = tuple[tuple[str, int], ...]


class SeatScore(NamedTuple):
    """One seat's standing in the round being played."""

    card_points: int  # points of the captured cards
    yaku: Yaku  # yaku held now
    voided: tuple[str, ...]  # yaku held but void (roppyakken: rain without the sun)
    teyaku: Yaku  # hand combinations shown at the deal
    round_points: int  # teyaku + card points + yaku
    total: int  # running score + round points (roppyakken: toward the target)
    fuke_points: int  # the card points the fuke rule counts (0 when it is off)


@dataclass(frozen=True)
class TableInformation:
    game: str
    player: int  # the viewer's seat, or events.SPECTATOR
    seats: int
    rules: object
    round: int
    dealer: int
    current: int  # seat to act, -1 when the match is over
    phase: str
    hand: int  # the viewer's hand (0 for the spectator)
    hand_counts: tuple[int, ...]
    revealed: tuple[int, ...]  # cards laid face up, still in each hand
    field: int
    captured: tuple[int, ...]
    stock_count: int
    pending: int  # the card awaiting a take choice (-1: none); face up
    pending_options: int
    scores: tuple[int, ...]  # running scores
    standings: tuple[SeatScore, ...]
    wins: tuple[int, ...]  # roppyakken: games won; otherwise zeros
    game_number: int  # roppyakken: which game (race to 600) of the match; otherwise 1
    returns: tuple[int, ...]  # state.returns(): the final result once the match is over
    target: int  # roppyakken: the points that win a game (0 for other games)
    fuke_line: int  # card points at or under which a round is void (0: off)
    dead: int  # field cards no card still to come can take
    legal: tuple[Action, ...]  # on the viewer's turn
    last_round: RoundEnded | None  # the last round's end, or None
    _public: Any = dataclasses.field(repr=False, compare=False, default=None)

    @classmethod
    def of(cls, state, seat: int) -> TableInformation:
        seats = state.seats
        if seat != SPECTATOR and not 0 <= seat < seats:
            raise ValueError(f"seat {seat} is not a seat of this {seats}-player table")
        own_turn = seat == state.current_player()
        return cls(
            game=state.GAME,
            player=seat,
            seats=seats,
            rules=state.rules,
            round=state.round,
            dealer=state.dealer,
            current=state.current_player(),
            phase=state.phase,
            hand=state.hands[seat] if seat != SPECTATOR else 0,
            hand_counts=tuple(h.bit_count() for h in state.hands),
            revealed=tuple(state.revealed),
            field=state.field,
            captured=tuple(state.captured),
            stock_count=state.stock_left(),
            pending=state.pending,
            pending_options=state.pending_options,
            scores=tuple(state.scores),
            standings=tuple(state.seat_score(s) for s in range(seats)),
            wins=state.wins_so_far(),
            game_number=state.game_in_match(),
            returns=state.returns(),
            target=state.target(),
            fuke_line=state.fuke_line(),
            dead=state.dead_cards(),
            legal=tuple(state.legal_actions()) if own_turn else (),
            last_round=state.last_round_end,
            _public=state.public_copy(seat),
        )

    @property
    def unseen(self) -> int:
        """The cards this viewer cannot see: other hands (less their face-up cards), the
        stock."""
        seen = self.hand | self.field
        for mask in self.captured:
            seen |= mask
        for mask in self.revealed:
            seen |= mask
        if self.pending >= 0:
            seen |= 1 << self.pending
        return ALL_MASK & ~seen

    def sample_state(self, rng: random.Random):
        """A state consistent with this view, the unseen cards dealt at random: every other
        hand gets its face-up cards plus random unseen cards up to its size, the stock the
        rest. The state is in search mode (no events, no records) at this decision point."""
        hidden = ids_from_mask(self.unseen)
        rng.shuffle(hidden)
        state = self._public.public_copy(self.player)
        state.rng = random.Random(rng.random())
        taken = 0
        for seat in range(self.seats):
            if seat == self.player:
                continue
            shown = self.revealed[seat]
            missing = self.hand_counts[seat] - shown.bit_count()
            state.hands[seat] = shown | mask_from_ids(hidden[taken : taken + missing])
            taken += missing
        state.stock = tuple(hidden[taken:])
        state.stock_pos = 0
        return state
