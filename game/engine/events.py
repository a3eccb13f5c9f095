"""Engine events: frozen records of what happened, carrying all their data (card codes).

``State.apply`` returns a list of these; the UI animates from them and never reads engine
internals to find out what moved. :func:`for_viewer` filters a list for one player so that
hidden cards stay hidden (the opponent's hand and the stock order at the deal).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal

#: where a card that moves came from: played from a hand, drawn from the stock, or a
#: position set out again (a restored autosave)
Source = Literal["play", "draw", "restore"]

#: yaku (or teyaku) held, each with its points: ((id, points), ...)
Yaku = tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round (koi-koi's month, a deal of the N-seat games) begins; every game emits it."""

    game: str  # the game id (game.engine.games)
    round: int  # 1-based deal number in the match
    rounds: int  # deals in the match (0: until the match is won)
    dealer: int
    scores: tuple[int, ...]  # each seat's running score before this round
    tsukifuda_month: int = 0  # koi-koi: the month drawn for the tsukifuda rule (0: rule off)
    game_number: int = 1  # roppyakken: which game (race to 600) of the match
    wins: tuple[int, ...] = ()  # roppyakken: games won by each seat so far


@dataclass(frozen=True, slots=True)
class Dealt:
    hands: tuple[tuple[str, ...] | None, ...]  # one per seat; None: hidden from viewer
    hand_counts: tuple[int, ...]
    field: tuple[str, ...]
    stock: tuple[str, ...] | None  # draw order; None: hidden
    stock_count: int


@dataclass(frozen=True, slots=True)
class Redealt:
    reason: str  # "four of a month on the field" / "four of a month in a hand"
    field: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TeyakuShown:
    """A hand combination shown at the deal: koi-koi's teshi or kuttsuki (the whole hand is
    laid face up and the round ends on it), an N-seat game's teyaku (its cards stay in the
    hand, known to all, and the points count toward the round)."""

    player: int
    teyaku: Yaku  # (id, points) of each hand combination shown
    cards: tuple[str, ...]  # the cards laid face up
    ends_round: bool = False  # koi-koi: the round ends on it (the whole hand is shown)


@dataclass(frozen=True, slots=True)
class CardPlayed:
    player: int
    card: str
    matches: tuple[str, ...]  # field cards of the same month before the play


@dataclass(frozen=True, slots=True)
class CardDrawn:
    player: int
    card: str
    matches: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardToField:
    player: int
    card: str
    source: Source


@dataclass(frozen=True, slots=True)
class ChoiceNeeded:
    player: int
    card: str
    options: tuple[str, ...]
    source: Source


@dataclass(frozen=True, slots=True)
class Captured:
    player: int
    cards: tuple[str, ...]  # the played/drawn card first, then the field cards it took
    source: Source


@dataclass(frozen=True, slots=True)
class TurnScored:
    """What a turn scored: every yaku held, the new ones, the cards of each. Koi-koi emits it
    when a yaku is made or raised (with what stopping pays and whether a decision follows);
    the N-seat games after every turn (their card points, the meter, yaku rained out)."""

    player: int
    yaku: Yaku  # every yaku now held, with points
    new: tuple[str, ...]  # yaku names that are new or raised this turn
    cards: tuple[tuple[str, tuple[str, ...]], ...]  # yaku name -> cards that make it
    # koi-koi: the yaku points held; roppyakken: running score + round points (the 600
    # meter); hana-awase, hachi-hachi: the running score
    total: int
    previous_total: int = 0  # koi-koi: the yaku points held at the turn's start
    stop_score: int = 0  # koi-koi: what stopping pays now (0: no stop to choose)
    stop_steps: tuple[str, ...] = ()  # koi-koi: its multipliers spelled out
    decision: bool = False  # koi-koi: the player now chooses koi-koi or stop
    card_points: int = 0  # N-seat games: points of the cards captured this round
    voided: tuple[str, ...] = ()  # yaku held but void now (roppyakken: rain without the sun)
    round_points: int = 0  # N-seat games: teyaku + card points + yaku this round
    reached: bool = False  # roppyakken: total at or above the target


@dataclass(frozen=True, slots=True)
class KoiKoiCalled:
    player: int
    count: int  # this player's calls this month


@dataclass(frozen=True, slots=True)
class Stopped:
    player: int
    forced: bool  # last hand card (or once-per-month rule): no choice


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """A round (koi-koi's month, a deal of the N-seat games) ends; every game emits it.

    The first fields every game fills, one entry per seat; the rest are a game's own detail
    (left at their defaults by the others): koi-koi's calculation and calls, the N-seat
    games' card points, teyaku and settlement, hachi-hachi's multiplier and calls.
    """

    game: str  # the game id (game.engine.games)
    round: int  # 1-based deal number in the match
    # koi-koi: "stop" | "hand_yaku" | "exhausted" | "both_hand_yaku"; roppyakken and
    # hana-awase: "played_out" | "fuke"; hachi-hachi: "shobu" | "cancel" | "exhausted" | "shiso"
    reason: str
    # koi-koi: the month's winner; roppyakken: the seat that won the game; hana-awase: the
    # top seat; hachi-hachi: the round's winner (the next dealer)
    winner: int | None
    score_delta: tuple[int, ...]  # what each seat's running score moved
    scores: tuple[int, ...]
    yaku: tuple[Yaku, ...]  # per seat (hachi-hachi: dekiyaku in kan)
    captured: tuple[tuple[str, ...], ...]  # each seat's capture pile
    # koi-koi: the points before the multipliers, the multipliers spelled out, each
    # seat's koi-koi calls, how the month ended (a MONTH_ENDINGS key)
    base: int = 0
    steps: tuple[str, ...] = ()
    koikoi: tuple[int, ...] = ()
    ending: str = ""
    # the N-seat games: card points, teyaku and what each seat made this round (before
    # settlement), the field cards nobody took, the seats at or under the fuke line
    card_points: tuple[int, ...] = ()
    teyaku: tuple[Yaku, ...] = ()
    round_points: tuple[int, ...] = ()
    leftover: tuple[str, ...] = ()
    fuke: tuple[int, ...] = ()
    # roppyakken: "shiko" | "nanatan" | "target" | "highest"; hachi-hachi: what decided the
    # money (shobu | cancel | half_each | a special's id | cards | shiso)
    win_reason: str = ""
    # hana-awase, hachi-hachi: (payer, payee, points or mon, yaku id / "compensation" /
    # "cards") of every payment made this round
    payments: tuple[tuple[int, int, int, str], ...] = ()
    # hachi-hachi: the round's field multiplier (0: the game has none), mon to the kan, the
    # seat that called shobu or cancelled (or showed shiso; -1: none), the sage callers
    multiplier: int = 0
    kan_mon: int = 0
    caller: int = -1
    sage_callers: tuple[int, ...] = ()


#: how a month can end, finer than ``reason``: a stop chosen or forced, or the reason itself
MONTH_ENDINGS = (
    "stop",  # the player stopped
    "last_card",  # a yaku made with the last hand card: the month ends, no choice
    "koikoi_once",  # a new yaku after the one koi-koi allowed a month: a forced stop
    "exhausted",  # both hands ran out
    "hand_yaku",  # a hand yaku at the deal (teshi, kuttsuki)
    "both_hand_yaku",  # both hands showed one: drawn
)


@dataclass(frozen=True, slots=True)
class MatchEnded:
    scores: tuple[int, int]
    winner: int | None  # None: draw
    months_played: int


Event = (
    RoundStarted
    | Dealt
    | Redealt
    | TeyakuShown
    | CardPlayed
    | CardDrawn
    | CardToField
    | ChoiceNeeded
    | Captured
    | TurnScored
    | KoiKoiCalled
    | Stopped
    | RoundEnded
    | MatchEnded
)


#: The viewer who sits at no seat (a remote spectator, a watched table): sees no hand and no
#: stock order. Use this, never ``ALL_SEEING``, for anything sent to another person.
SPECTATOR = -1
#: The viewer who sees everything (a local replay, the record, tests). Never sent to a remote.
ALL_SEEING = None


def for_viewer(events: list, viewer: int | None) -> list:
    """The events as ``viewer`` may see them.

    ``viewer`` is a seat number, :data:`SPECTATOR` (no hand, no stock order) or
    :data:`ALL_SEEING` (None: everything, for a local replay or the record).
    """
    if viewer is ALL_SEEING:
        return list(events)
    out = []
    for event in events:
        if isinstance(event, Dealt):
            hands = tuple(h if seat == viewer else None for seat, h in enumerate(event.hands))
            event = dataclasses.replace(event, hands=hands, stock=None)
        out.append(event)
    return out


def event_to_dict(event) -> dict:
    """A JSON-ready dict of an event (type name plus its fields)."""
    data = {"type": type(event).__name__}
    data.update({f.name: getattr(event, f.name) for f in dataclasses.fields(event)})
    return data
