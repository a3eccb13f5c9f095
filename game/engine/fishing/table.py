"""The table's view of a roppyakken or hana-awase match (game.engine.table_view.TableView).

The same frozen value koi-koi's tables read, with one ``SeatView`` per seat: the hand as the
viewer may see it and the cards laid face up from it (teyaku), capture piles by kind, the
running score, card points, yaku (and those void by rain), round points and the 600 meter,
games won; the field, the cards nobody can take any more, the card waiting for a take
choice, the legal actions of the seat to act (for that seat or the all-seeing viewer) and
what each of the viewer's hand cards could take (the wild card takes more than its month).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import events as ev
from game.engine.cards import CARDS, code_tuple
from game.engine.table_view import (
    MonthOutcome,
    SeatView,
    TableView,
    piles_by_kind,
    shared_view_fields,
)

Yaku = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class RoundOutcome(MonthOutcome):
    """One finished round of roppyakken or hana-awase: koi-koi's month outcome (``winner``
    is roppyakken's game winner, hana-awase's top seat) with what every seat scored."""

    card_points: tuple[int, ...] = ()
    teyaku: tuple[Yaku, ...] = ()
    round_points: tuple[int, ...] = ()  # teyaku + card points + yaku, before settlement
    fuke: tuple[int, ...] = ()  # seats at or under the fuke line (the round is void)
    win_reason: str = ""  # roppyakken: "shiko" | "nanatan" | "target" | "highest"
    game_number: int = 0  # roppyakken: the game (race to the target) the round belonged to


def _outcome(result: dict, seats: int) -> RoundOutcome:
    return RoundOutcome(
        month=result["month"],
        reason=result["reason"],
        winner=result["winner"],
        score_delta=tuple(result["score_delta"]),
        scores=tuple(result["scores"]),
        yaku=tuple(tuple(held) for held in result["yaku"]),
        koikoi=(0,) * seats,
        base=0,
        steps=(),
        card_points=tuple(result.get("card_points", ())),
        teyaku=tuple(tuple(shown) for shown in result.get("teyaku", ())),
        round_points=tuple(result.get("round_points", ())),
        fuke=tuple(result.get("fuke", ())),
        win_reason=result.get("win_reason", ""),
        game_number=result.get("game_number", 0),
    )


def table_outcomes(state) -> tuple[RoundOutcome, ...]:
    """The finished rounds' outcomes of a FishingState (its TableView's ``results``)."""
    return tuple(_outcome(result, state.seats) for result in state.round_results)


def table_snapshot(state, viewer: int | None, *, results: bool = True) -> TableView:
    """The TableView of a FishingState for ``viewer`` (a seat, SPECTATOR or ALL_SEEING;
    ``results=False``: without the finished rounds' outcomes, game.engine.table_view)."""
    seats = state.seats
    current = state.current_player()
    sees_all = viewer is ev.ALL_SEEING
    wins = state.wins_so_far()
    seat_views = []
    for seat in range(seats):
        standing = state.seat_score(seat)
        captured = state.captured[seat]
        hand = state.hands[seat]
        seat_views.append(
            SeatView(
                seat=seat,
                hand=code_tuple(hand) if sees_all or viewer == seat else None,
                hand_count=hand.bit_count(),
                piles=piles_by_kind(captured),
                score=state.scores[seat],
                koikoi=0,
                yaku=tuple(standing.yaku),
                stop_pays=0,
                dealer=state.dealer == seat,
                card_points=standing.card_points,
                round_points=standing.round_points,
                total=standing.total,
                voided=tuple(standing.voided),
                teyaku=tuple(standing.teyaku),
                revealed=code_tuple(state.revealed[seat]),
                wins=wins[seat],
            )
        )
    reach_seat = current if sees_all else viewer
    reach: tuple[tuple[str, tuple[str, ...]], ...] = ()
    if reach_seat is not None and 0 <= reach_seat < seats:
        reach = tuple(
            (CARDS[card].code, code_tuple(state.reach(card)))
            for card in range(48)
            if state.hands[reach_seat] >> card & 1
        )
    leader = state.winner()
    return TableView(
        **shared_view_fields(state, viewer),
        month=state.round,
        months=getattr(state.rules, "rounds", 0),
        seats=tuple(seat_views),
        results=table_outcomes(state) if results else (),
        winner=leader,
        game=state.GAME,
        target=state.target(),
        fuke_line=state.fuke_line(),
        game_number=state.game_in_match(),
        dead=code_tuple(state.dead),
        last_round=state.last_round_end,
        reach=reach,
        returns=tuple(state.returns()),
        multiplier=state.field_multiplier(),
    )
