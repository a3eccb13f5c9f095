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

from game.engine.actions import PLAY_BY_BYTE, TAKE_BY_BYTE, Action, declare
from game.engine.cards import ALL_MASK, MONTH_MASKS, code_tuple, expand_mask
from game.engine.errors import EngineError, IllegalActionError
from game.engine.fishing.copies import StateCopies
from game.engine.fishing.deal import TableDeal
from game.engine.fishing.turn_steps import TurnSteps
from game.engine.legality import check_play_or_take
from game.engine.phases import DECIDE, MATCH_OVER, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY
from game.engine.spec import player_counts

_pc = int.bit_count
_codes = code_tuple


class FishingState(TurnSteps, StateCopies):
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

    # ------------------------------------------------------------------ decision hooks
    def _open_decision(self) -> None:
        """Ask the current seat to declare one of :meth:`decision_choices` (a game calls this
        from a hook such as ``_turn_done`` or ``_after_deal``; a turn asked ends there and
        goes on once the seat has declared)."""
        self.phase = DECIDE

    def decision_choices(self) -> tuple[str, ...]:
        """What the seat may declare now: the game's ``GameSpec.decision_kinds`` (a game
        whose choices depend on the moment overrides this)."""
        from game.engine.games import spec

        return spec(self.GAME).decision_kinds

    def _decide(self, seat: int, choice: str, out) -> bool:
        """Carry out ``seat``'s declared ``choice`` (the phase is back to play). True: the
        turn that opened the decision ends as usual (next seat, or the round's end); False:
        the game moved the match on itself (ended the round, asked another seat)."""
        raise NotImplementedError(f"{self.GAME} opens no decision")

    def returns(self) -> tuple[int, ...]:
        raise NotImplementedError

    def winner(self) -> int | None:
        raise NotImplementedError

    # ------------------------------------------------------------------ queries
    @property
    def game(self) -> str:
        """The game's id (the GameState name of ``GAME``)."""
        return self.GAME

    def current_player(self) -> int:
        return -1 if self.phase == MATCH_OVER else self.current

    def is_terminal(self) -> bool:
        return self.phase == MATCH_OVER

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY_CARD:
            return expand_mask(self.hands[self.current], PLAY_BY_BYTE)
        if phase == TAKE_AFTER_PLAY or phase == TAKE_AFTER_DRAW:
            return expand_mask(self.pending_options, TAKE_BY_BYTE)
        if phase == DECIDE:
            return [declare(choice) for choice in self.decision_choices()]
        return []

    def stock_left(self) -> int:
        return len(self.stock) - self.stock_pos

    def information(self, seat: int):
        """What ``seat`` may know (or the spectator, ``events.SPECTATOR``), nothing more."""
        from game.engine.fishing.view import TableInformation

        return TableInformation.of(self, seat)

    def reach(self, card: int, from_stock: bool = False) -> int:
        """Every field card ``card`` could take if it arrived now (0: it would stay)."""
        capture, choices = self._match_card(card, from_stock)
        reach = capture
        while choices:
            low = choices & -choices
            reach |= self._capture_for(card, low.bit_length() - 1)
            choices ^= low
        return reach

    def table_snapshot(self, viewer: int | None, *, results: bool = True):
        """The table's view of this match for ``viewer`` (game.engine.table_view)."""
        from game.engine.fishing.table import table_snapshot

        return table_snapshot(self, viewer, results=results)

    def table_outcomes(self):
        """The finished rounds' outcomes as the table's view holds them (game.engine.table_view)."""
        from game.engine.fishing.table import table_outcomes

        return table_outcomes(self)

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
            self._check(action)
        out: list | None = [] if self.emit_events else None
        if self.keep_record and self.round_log:
            self.round_log[-1]["decisions"].append(action)
        kind = action.kind
        if kind == "play":
            self._play(action.card, out)
        elif kind == "take":
            self._take(action.card, out)
        else:
            self.phase = PLAY_CARD
            if self._decide(p, action.choice, out):
                self._next_turn(out)
        return out if out is not None else []

    def _check(self, action) -> None:
        p = self.current
        phase = self.phase
        check_play_or_take(action, phase, self.hands[p], self.pending_options, p)
        if phase == DECIDE and action not in self.legal_actions():
            choices = " or ".join(self.decision_choices())
            raise IllegalActionError(
                f"cannot {action.describe()}: player {p} must declare {choices}"
            )

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

    def round_facts_events(self) -> list:
        """The events that tell a restored table the round's own facts after its deal
        (hachi-hachi: the field multiplier); none for most games."""
        return []

    def field_multiplier(self) -> int:
        """What every payment of this round is multiplied by (hachi-hachi's field; else 1)."""
        return 1
