"""The normal level's judgement of every legal action in roppyakken and hana-awase.

From the information view only, each legal action gets a score (higher is better):

- a capture is worth what it adds to the player's pile (card points, yaku points and
  progress towards the yaku still open to it; in zero-sum hana-awase an own yaku, made or
  in progress, counts ``players - 1`` times, as the settlement pays it), plus, weighted by
  ``caution``, what it takes away from the other seats' open yaku (blocking); the seats
  closer to winning weigh more;
- a capture of a month nobody else can take any more (seed 003's "determined" months: every
  other card of it is in this hand or already captured) can wait: it counts for less now, so
  the contested months are taken first;
- a card laid on the field costs what the other seats could make of it (the "gift") and what
  it was worth to this player; a card of a month this player holds two of is safer to lay;
- seed 003's order of the brights (curtain, crane, moon, phoenix, rain man) breaks near ties;
- roppyakken: the wild card (rain man) is held for a capture worth more than keeping it, the
  willows are weighed with the rain they bring on the viewing yaku (exact scoring), and a
  player at or under the fuke line seeks the cards that count towards it as the round runs
  out (fuke voids the round it may be winning).
"""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.cards import (
    CRANE,
    CURTAIN,
    MONTH_MASKS,
    MOON,
    PAULOWNIAS,
    PHOENIX,
    RAIN_MAN,
    WILLOWS,
)
from game.engine.table_ai.knowledge import (
    HANA_AWASE,
    ROPPYAKKEN,
    GameFacts,
    arrivals,
    card_sum,
    facts,
    pile_points,
    potential,
)
from game.engine.table_ai.personality import TablePersonality

CAPTURE_BASE = 5.0  # any capture beats laying a card down, other things equal
DEFERRED = 0.5  # a capture nobody else can make any more counts this much now
BRIGHT_ORDER: dict[int, float] = {CURTAIN: 4.0, CRANE: 3.0, MOON: 2.0, PHOENIX: 1.0}
ONI = RAIN_MAN
ONI_ID = RAIN_MAN.bit_length() - 1
ONI_HOLD = 45.0  # what keeping the wild card for a better capture is worth (appetite 0.5)
FUKE_MARGIN = 10  # aim this many points over the fuke line

_pc = int.bit_count


class Judge:
    """Everything the ratings of one view share (piles, weights, what each seat has lost)."""

    def __init__(self, view, personality: TablePersonality) -> None:
        self.view = view
        self.facts: GameFacts = facts(view.rules)
        base = personality.base
        self.favourites = personality.favourites_in(view.game)
        self.pot_weight = 0.5 + base.koikoi_appetite
        self.deny = 1.2 * base.caution
        self.caution = base.caution
        self.appetite = base.koikoi_appetite
        me = view.player
        self.me = me
        self.seats = view.seats
        self.others = [s for s in range(view.seats) if s != me]
        everyone = 0
        for pile in view.captured:
            everyone |= pile
        self.everyone = everyone
        self.unseen = view.unseen
        zero_sum = view.game == HANA_AWASE and view.rules.scoring == "zero_sum"
        self.yaku_weight = float(view.seats - 1) if zero_sum else 1.0
        # what each seat can no longer get: the other piles, the dead cards, and (for the
        # others) this player's hand
        self.lost = [
            (everyone & ~view.captured[s]) | view.dead | (view.hand if s != me else 0)
            for s in range(view.seats)
        ]
        self.turns = self._turns_left()
        self.base_worth = [self.worth(s, view.captured[s], self.lost[s]) for s in range(view.seats)]
        self.threat = {s: self._threat(s) for s in self.others}

    def _turns_left(self) -> list[int]:
        """Turns each seat has left this round (hana-awase: the stock played out after the
        hands counts too)."""
        view = self.view
        turns = list(view.hand_counts)
        if view.game == HANA_AWASE:
            extra = max(0, view.stock_count - sum(turns))
            for step in range(extra):
                turns[(view.current + sum(view.hand_counts) + step) % view.seats] += 1
        return [max(1, t) for t in turns]

    def _threat(self, seat: int) -> float:
        view = self.view
        if view.game == ROPPYAKKEN and view.target:
            closeness = view.standings[seat].total / view.target
            return 1.0 + 2.0 * max(0.0, closeness - 0.5)
        leader = max(view.scores[s] for s in range(view.seats))
        return 1.25 if view.scores[seat] == leader and view.scores[self.me] < leader else 1.0

    def worth(self, seat: int, pile: int, lost: int) -> float:
        cards, yaku = pile_points(self.facts, pile)
        own = seat == self.me
        weight = self.yaku_weight if own else 1.0
        favourites = self.favourites if own else frozenset()
        pot = potential(self.facts, pile, lost, favourites, turns=self.turns[seat])
        return cards + weight * (yaku + (self.pot_weight if own else 1.0) * pot)

    def gain(self, seat: int, cards: int) -> float:
        """What capturing ``cards`` adds to the seat's worth."""
        pile = self.view.captured[seat]
        return self.worth(seat, pile | cards, self.lost[seat]) - self.base_worth[seat]

    def block(self, cards: int) -> float:
        """What taking ``cards`` away costs the other seats' open yaku (threat-weighted)."""
        total = 0.0
        view = self.view
        for s in self.others:
            if not cards & ~self.lost[s]:
                continue
            pile = view.captured[s]
            turns = self.turns[s]
            before = potential(self.facts, pile, self.lost[s], turns=turns)
            after = potential(self.facts, pile, self.lost[s] | cards, turns=turns)
            total += self.threat[s] * (before - after)
        return total

    def gift(self, card: int) -> float:
        """What the other seats could make of ``card`` lying on the field."""
        partners = self.unseen & MONTH_MASKS[card >> 2] & ~(1 << card)
        if self.view.game == ROPPYAKKEN and self.unseen & ONI and self.facts.values[card]:
            partners |= ONI
        if not partners:
            return 0.0
        chance = min(1.0, 0.5 * _pc(partners))
        best = 0.0
        mask = partners
        while mask:
            low = mask & -mask
            mask ^= low
            pair = low | (1 << card)
            for s in self.others:
                value = self.threat[s] * self.gain(s, pair)
                if value > best:
                    best = value
        return chance * best

    def deferrable(self, card: int, capture: int) -> bool:
        """True when nobody else can take ``capture`` later (seed 003's determined months)."""
        if card == ONI_ID and self.view.game == ROPPYAKKEN:
            return False
        takers = 0
        for month in MONTH_MASKS:
            if capture & month:
                takers |= month
        if self.view.game == ROPPYAKKEN and card_sum(self.facts.values, capture):
            takers |= ONI
        return not takers & self.unseen & ~capture

    def capture_score(self, card: int, capture: int) -> float:
        cards = capture | (1 << card)
        value = self.gain(self.me, cards)
        if self.deferrable(card, capture):
            value *= DEFERRED
        value += self.deny * self.block(cards)
        for bright, bonus in BRIGHT_ORDER.items():
            if cards & bright:
                value += bonus
        return CAPTURE_BASE + value + self.fuke_bonus(cards)

    def lay_score(self, card: int) -> float:
        mine = self.gain(self.me, 1 << card)
        pair = 0.3 * mine if _pc(self.view.hand & MONTH_MASKS[card >> 2]) >= 2 else 0.0
        return -(0.5 * mine + self.deny * self.gift(card)) + pair

    def fuke_bonus(self, cards: int) -> float:
        """Roppyakken: the value of climbing over the fuke line while the round runs out."""
        view = self.view
        line = view.fuke_line
        if view.game != ROPPYAKKEN or not line:
            return 0.0
        points = view.standings[self.me].fuke_points
        if points > line:
            return 0.0
        counted = cards
        if not view.rules.fuke_counts_willow_paulownia:
            counted &= ~(WILLOWS | PAULOWNIAS)
        added = card_sum(self.facts.values, counted)
        if not added:
            return 0.0
        short = line + FUKE_MARGIN - points
        hand = _pc(view.hand)
        urgency = 1.0 / max(1, hand)
        stake = max(50.0, float(view.standings[self.me].round_points))
        return (0.5 + self.caution) * stake * urgency * min(1.0, added / short)

    def oni_hold(self) -> float:
        """Roppyakken: what keeping the wild card is worth: its own points (it scores them
        whenever it is played, nearly always capturing) and the chance of a better capture
        (nothing with two cards or fewer in hand)."""
        if _pc(self.view.hand) <= 2:
            return 0.0
        return self.facts.values[ONI_ID] + ONI_HOLD * (0.5 + self.appetite)


def heuristic_ratings(view, personality: TablePersonality) -> dict[Action, float]:
    """Normal's score of each legal action of the view (higher is better)."""
    judge = Judge(view, personality)
    out: dict[Action, float] = {}
    legal = view.legal
    if legal and legal[0].kind == "take":
        from game.engine.roppyakken.capture import capture_for

        card = view.pending
        for action in legal:
            if view.game == ROPPYAKKEN:
                capture = capture_for(card, action.card, view.field)
            else:
                capture = 1 << action.card
            out[action] = judge.capture_score(card, capture)
        return out
    for action in legal:
        card = action.card
        options = arrivals(judge.facts, card, view.field, False)
        if options:
            score = max(judge.capture_score(card, capture) for capture in options)
        else:
            score = judge.lay_score(card)
        if card == ONI_ID and view.game == ROPPYAKKEN:
            score -= judge.oni_hold()
        out[action] = score
    return out
