"""The CPU levels ``beginner``, ``easy`` and ``normal`` (the expert, seed 000's third level, is
expert.py; roster.py registers them all).

- Beginner (for a first match and for children) plays any card that captures something,
  chosen at random, lays a random card when none does, and stops at its first yaku.
- Easy prefers plays that capture more cards, now and then plays a random card, and always
  stops as soon as it has a yaku.
- Normal plays toward the yaku it is close to (the potential in heuristics.py), takes the sake
  cup and field brights early, avoids leaving on the field a card of a month the opponent
  needs, and calls koi-koi only with many cards in hand while the opponent is far from any
  yaku (and never after the opponent's koi-koi).
- Expert is the determinized Monte Carlo search of expert.py; its prior is Normal's card
  scores refined with timing (``play_scores(..., refined=True)``).

Every level decides from the InformationView only. Each player carries a
:class:`~game.engine.ai.personality.Personality`; ``make_player("normal", caution=0.9)``
passes keyword parameters through the same validation as stage-file dicts.
"""

from __future__ import annotations

from game.engine.actions import Action, ActionKind
from game.engine.ai.basic import VALUES
from game.engine.ai.heuristics import gain, min_distance
from game.engine.ai.personality import Personality, personality_from_dict
from game.engine.cards import MONTH_MASKS, ids_from_mask
from game.engine.koikoi.decisions import KOIKOI, STOP

_pc = int.bit_count


class LevelPlayer:
    """Common parts: the personality, the random-move chance, naming."""

    level = "normal"

    def __init__(self, personality: Personality | None = None, **params) -> None:
        if personality is None:
            personality = personality_from_dict(dict(params, level=self.level))
        elif params:
            raise TypeError("pass either a personality or parameters, not both")
        if personality.level != self.level:
            raise ValueError(
                f"a {personality.level} personality needs the {personality.level} "
                f"player, not {self.level}"
            )
        self.personality = personality
        self.name = personality.name or self.level

    def choose(self, view, rng) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind == "play" and self.personality.chance_of_random_move > 0:
            if rng.random() < self.personality.chance_of_random_move:
                return legal[rng.randrange(len(legal))]
        return self.decide(view, rng)

    def decide(self, view, rng) -> Action:  # pragma: no cover - overridden
        raise NotImplementedError


# ---------------------------------------------------------------------------------- beginner
class BeginnerPlayer(LevelPlayer):
    level = "beginner"

    def decide(self, view, rng) -> Action:
        legal = view.legal
        kind = legal[0].kind
        if kind is ActionKind.DECLARE:
            return STOP
        if kind == "play":
            field = view.field
            capturing = [a for a in legal if field & MONTH_MASKS[a.card >> 2]]
            if capturing:
                legal = capturing
        return legal[rng.randrange(len(legal))]


# ---------------------------------------------------------------------------------- easy
def cards_captured(card: int, field: int) -> int:
    """How many cards playing ``card`` takes from the field now (with the played card)."""
    n = _pc(field & MONTH_MASKS[card >> 2])
    return 0 if n == 0 else 2 if n <= 2 else 4


class EasyPlayer(LevelPlayer):
    level = "easy"

    def decide(self, view, rng) -> Action:
        legal = view.legal
        kind = legal[0].kind
        if kind is ActionKind.DECLARE:
            return STOP
        if kind == "take":
            return max(legal, key=lambda a: (VALUES[a.card], -a.card))
        field = view.field

        def score(action: Action) -> tuple:
            card = action.card
            matches = field & MONTH_MASKS[card >> 2]
            best_match = max((VALUES[c] for c in ids_from_mask(matches)), default=0)
            return (
                cards_captured(card, field),
                VALUES[card] + best_match if matches else -VALUES[card],
                -card,
            )

        return max(legal, key=score)


# ---------------------------------------------------------------------------------- normal
def deny_weight(personality: Personality) -> float:
    return 1.2 * personality.caution


# The expert's refinements of Normal's card scores (``play_scores(..., refined=True)``): what
# nobody else can take can wait, and what the opponent's lays showed it lacks is less urgent.
SAFE_CAPTURE_WEIGHT = 0.5  # a capture no unseen card could make instead: half its value
KNOWN_ABSENT_CAPTURE_WEIGHT = 0.7  # only a draw could take it: the opponent lacks the month
KNOWN_ABSENT_LAY_WEIGHT = 0.3  # a laid card the opponent's hand cannot take (draws still can)
# Any other capture is scaled by how likely the opponent is to take its month before my next
# turn (holding a card of it, or drawing one): 1 - CAPTURE_URGENCY * (1 - chance).
CAPTURE_URGENCY = 0.5


def opponent_take_chance(view, holdable: int, drawable: int) -> float:
    """Chance the opponent takes a field month before my next turn: it holds one of the
    ``holdable`` unseen cards of the month (dealt uniformly), or else draws one of the
    ``drawable``."""
    unseen = view.unseen.bit_count()  # the opponent's hand is among them
    if not unseen:
        return 0.0
    miss = 1.0
    for i in range(view.opponent_hand_count):
        miss *= max(0, unseen - holdable - i) / (unseen - i)
    return (1.0 - miss) + miss * drawable / unseen


def play_scores(view, personality: Personality, *, refined: bool = False) -> dict[Action, float]:
    """Normal's score of each legal play/take action (higher is better).

    ``refined`` (the expert's prior) adds timing: a capture of a month of which no card is
    unseen is worth half and no capture bonus (no one else can take those cards, so it can
    wait for a turn with nothing better), one whose unseen cards the opponent's lays showed
    it lacks (``view.lay_avoids``) is worth less, any other capture is scaled by the chance
    that the opponent would take it first (``opponent_take_chance``), and laying a card costs
    no gift when no unseen card can capture it and less when only a draw could."""
    rules = view.rules
    me = view.player
    own, other = view.captured[me], view.captured[1 - me]
    favourites = personality.favourites
    deny = deny_weight(personality)
    field = view.field
    unseen = view.unseen
    lacked = view.lay_avoids[1 - me] if refined else 0
    out: dict[Action, float] = {}

    def capture_score(cards: int) -> float:
        return gain(cards, own, other, rules, favourites) + deny * gain(cards, other, own, rules)

    for action in view.legal:
        card = action.card
        if action.kind == "take":
            out[action] = capture_score((1 << card) | (1 << view.pending))
            continue
        month = MONTH_MASKS[card >> 2]
        matches = field & month
        n = _pc(matches)
        if n:
            if n == 2:
                value = max(capture_score((1 << c) | (1 << card)) for c in ids_from_mask(matches))
            else:
                value = capture_score(matches | (1 << card))
            bonus = 1.0
            if refined and not unseen & month:
                value, bonus = SAFE_CAPTURE_WEIGHT * value, 0.0
            elif refined and not unseen & month & ~lacked:
                value *= KNOWN_ABSENT_CAPTURE_WEIGHT
            elif refined and CAPTURE_URGENCY:
                chance = opponent_take_chance(
                    view, _pc(unseen & month & ~lacked), _pc(unseen & month)
                )
                value *= 1.0 - CAPTURE_URGENCY * (1.0 - chance)
            out[action] = bonus + value
        else:
            gift = gain(1 << card, other, own, rules)
            partners = ids_from_mask(unseen & month)
            partner_gift = max(
                (gain((1 << c) | (1 << card), other, own, rules) for c in partners), default=gift
            )
            risk = 1.0
            if refined and not partners:
                risk = 0.0
            elif refined and not unseen & month & ~lacked:
                risk = KNOWN_ABSENT_LAY_WEIGHT
            mine = gain(1 << card, own, other, rules, favourites)
            # a card of a month of which I hold another is fairly safe to lay down
            pair_bonus = 0.3 if _pc(view.hand & month) >= 2 else 0.0
            cost = risk * deny * (0.5 * gift + 0.5 * partner_gift) + 0.6 * mine
            out[action] = pair_bonus - cost
    return out


def normal_wants_koikoi(view, personality: Personality) -> bool:
    """Normal's koi-koi condition: many cards in hand and the opponent far from any yaku."""
    me = view.player
    if view.koikoi[1 - me]:
        return False  # the opponent's koi-koi doubles a stop: take it
    hand_left = _pc(view.hand)
    min_hand = 6 - round(4 * personality.koikoi_appetite)
    if hand_left < max(1, min_hand):
        return False
    far = 3 if personality.caution > 0.75 else 2 if personality.caution > 0.1 else 1
    opponent_distance = min_distance(view.captured[1 - me], view.captured[me], view.rules)
    return opponent_distance >= far


class NormalPlayer(LevelPlayer):
    level = "normal"

    def decide(self, view, rng) -> Action:
        legal = view.legal
        if legal[0].decides:
            return KOIKOI if normal_wants_koikoi(view, self.personality) else STOP
        scores = play_scores(view, self.personality)
        return max(legal, key=lambda a: (scores[a], -a.card))
