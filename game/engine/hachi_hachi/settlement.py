"""Who pays whom how much at the end of a hachi-hachi round, in mon.

:func:`settle_round` turns the facts of a finished round (:class:`RoundFacts`) into a list of
payments ``(payer, payee, mon, reason)``: teyaku, dekiyaku by how the round ended (勝負 with
the double payment of a lone 下げ caller, the cancel's half, the half each when the hands run
out), the specials, card settlement against par, the bonuses, the feeder's liability. Every
amount is ``kan x kan_mon x multiplier`` (card settlement: ``points x multiplier``), so the
round is zero-sum and the multiplier is applied to every payment.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.hachi_hachi.rules import HachiHachiRules
from game.engine.hachi_hachi.scoring import Yaku, special

Payment = tuple[int, int, int, str]  # (payer, payee, mon, reason)

SHOBU = "shobu"
CANCEL = "cancel"
EXHAUSTED = "exhausted"
SHISO = "shiso"


@dataclass(frozen=True)
class RoundFacts:
    """What a round's settlement needs: how it ended, who called, what each seat holds."""

    end: str  # shobu | cancel | exhausted | shiso
    dealer: int
    multiplier: int
    teyaku: tuple[Yaku, ...]  # shown teyaku per seat
    dekiyaku: tuple[Yaku, ...]  # dekiyaku per seat at the end
    card_points: tuple[int, ...]
    chaff: tuple[int, ...]  # chaff with the willows, per seat (素十六)
    bonuses: tuple[Yaku, ...]
    caller: int = -1  # the seat that called shobu or cancelled (or showed shiso)
    sage_callers: tuple[int, ...] = ()  # in call order
    liable: tuple[dict, ...] = field(default_factory=tuple)  # per seat: yaku id -> feeder

    @property
    def seats(self) -> int:
        return len(self.card_points)


@dataclass(frozen=True)
class Settlement:
    payments: tuple[Payment, ...]
    winner: int  # the round's winner (the next dealer)
    kind: str  # what decided the money: shobu | cancel | half_each | special id | cards | shiso

    def deltas(self, seats: int) -> list[int]:
        out = [0] * seats
        for payer, payee, mon, _ in self.payments:
            out[payer] -= mon
            out[payee] += mon
        return out


def _each_pays(payee: int, mon: int, reason: str, seats: int) -> list[Payment]:
    return [(payer, payee, mon, reason) for payer in range(seats) if payer != payee and mon]


def _teyaku_payments(facts: RoundFacts, unit: int) -> list[Payment]:
    out: list[Payment] = []
    for seat, shown in enumerate(facts.teyaku):
        for name, kan in shown:
            out += _each_pays(seat, kan * unit, name, facts.seats)
    return out


def _bonus_payments(facts: RoundFacts, unit: int) -> list[Payment]:
    out: list[Payment] = []
    for seat, held in enumerate(facts.bonuses):
        for name, kan in held:
            out += _each_pays(seat, kan * unit, name, facts.seats)
    return out


def _dekiyaku_payments(
    facts: RoundFacts, holder: int, per_kan: int, sage: tuple[int, ...], rules: HachiHachiRules
) -> list[Payment]:
    """The holder's dekiyaku at ``per_kan`` mon to the kan: each opponent pays it; a feeder
    liable for a yaku pays it double and the other nothing; under shobu a lone sage caller
    among the opponents pays double and the other nothing."""
    out: list[Payment] = []
    liable = facts.liable[holder] if facts.liable else {}
    others = [s for s in range(facts.seats) if s != holder]
    sagers = [s for s in others if s in sage]
    for name, kan in facts.dekiyaku[holder]:
        mon = kan * per_kan
        feeder = liable.get(name)
        if feeder is not None:
            out.append((feeder, holder, 2 * mon, name))
        elif rules.sage_penalty == "sage_callers_pay" and len(sagers) == 1 and len(others) == 2:
            out.append((sagers[0], holder, 2 * mon, name))
        else:
            out += [(payer, holder, mon, name) for payer in others]
    return out


def card_payments(points: tuple[int, ...], par: int, multiplier: int) -> list[Payment]:
    """Each seat's ``(points - par) x multiplier`` as payments: every seat below par pays the
    seats above par, in seat order, until its debt is paid."""
    owed = [(par - p) * multiplier for p in points]
    credit = [max(0, -o) for o in owed]
    out: list[Payment] = []
    for payer, debt in enumerate(owed):
        for payee in range(len(points)):
            if debt <= 0:
                break
            give = min(debt, credit[payee])
            if give:
                out.append((payer, payee, give, "cards"))
                credit[payee] -= give
                debt -= give
    return out


def _most_points(facts: RoundFacts) -> int:
    order = [(facts.dealer + i) % facts.seats for i in range(facts.seats)]
    return max(order, key=lambda s: facts.card_points[s])


def settle_round(facts: RoundFacts, rules: HachiHachiRules) -> Settlement:
    """Every payment of a finished round (see the module docstring) and its winner."""
    unit = rules.kan_mon * facts.multiplier
    half = unit // 2
    seats = facts.seats
    paid_on_completion = rules.deki_payment == "on_completion"
    if facts.end == SHISO:
        return Settlement(tuple(_teyaku_payments(facts, unit)), facts.caller, SHISO)
    base = _teyaku_payments(facts, unit)
    if facts.end in (SHOBU, CANCEL):
        deki: list[Payment] = []
        if not paid_on_completion:
            if facts.end == SHOBU:
                deki = _dekiyaku_payments(facts, facts.caller, unit, facts.sage_callers, rules)
            else:
                deki = _dekiyaku_payments(facts, facts.caller, half, (), rules)
        pays = base + deki + _bonus_payments(facts, unit)
        return Settlement(tuple(pays), facts.caller, facts.end)
    holders = [s for s in range(seats) if facts.dekiyaku[s]]
    if holders and not paid_on_completion and rules.exhausted_deki == "half_each":
        deki = []
        for holder in holders:
            deki += _dekiyaku_payments(facts, holder, half, (), rules)
        first = facts.sage_callers[0] if facts.sage_callers else holders[0]
        pays = base + deki + _bonus_payments(facts, unit)
        return Settlement(tuple(pays), first, "half_each")
    found = special(list(facts.card_points), list(facts.chaff), facts.dealer, rules)
    if found is not None:
        name, seat, kan = found
        pays = _each_pays(seat, kan * unit, name, seats)
        if not rules.specials_cancel_teyaku:
            pays = base + pays + _bonus_payments(facts, unit)
        return Settlement(tuple(pays), seat, name)
    cards = card_payments(facts.card_points, rules.par, facts.multiplier)
    pays = base + cards + _bonus_payments(facts, unit)
    return Settlement(tuple(pays), _most_points(facts), "cards")


def completion_payments(
    holder: int, made: Yaku, seats: int, multiplier: int, rules: HachiHachiRules, liable: dict
) -> list[Payment]:
    """``deki_payment = on_completion``: the yaku just made, paid at once by each opponent
    (a liable feeder pays double, the other nothing)."""
    unit = rules.kan_mon * multiplier
    out: list[Payment] = []
    for name, kan in made:
        feeder = liable.get(name)
        if feeder is not None:
            out.append((feeder, holder, 2 * kan * unit, name))
        else:
            out += _each_pays(holder, kan * unit, name, seats)
    return out
