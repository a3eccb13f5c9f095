"""What each engine event does to the table: the director's per-event zone changes and tweens.

:class:`EventAnimations` belongs to one ``game.view.director.Director``. :data:`HANDLERS`
maps every engine event class to its handler: it updates the table model (which zone each
card is in), re-keys hidden card sprites as cards are revealed, and returns the animation
that moves the sprites to their new rest places (through the director's ``settle`` and
``show_banner``). The director's queue calls them one event at a time; an event class
without a handler is an error (a test checks that every engine event has one).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.core.tweens import Animation, Delay, Parallel, Sequence, Tween
from game.engine import events as ev
from game.engine.cards import CARD_BY_CODE
from game.engine.fishing import events as table_ev
from game.engine.hachi_hachi import events as hachi_ev
from game.i18n import tr, tr_later
from game.view import layout
from game.view.layout import Place
from game.view.sprites import CardSprite
from game.view.summary import game_yaku_label
from game.view.table_model import TableModel

MOVE_SECONDS = 0.3
DEAL_STAGGER = 0.045
CAPTURE_PAUSE = 0.12


class Stage(Protocol):
    """What the handlers use of their director (game.view.director.Director)."""

    model: TableModel
    sprites: dict[str, CardSprite]

    def place_seats(self, seat_count: int) -> None: ...

    def settle(
        self, duration: float = MOVE_SECONDS, *, delays=None, ease: str = ...
    ) -> Animation: ...

    def show_banner(self, text: str, seat: int | None, seconds: float = ...) -> Animation: ...


class EventAnimations:
    """The handlers of engine events for one director, and the sprite bookkeeping."""

    def __init__(self, director: Stage) -> None:
        self.director = director

    @property
    def model(self) -> TableModel:
        return self.director.model

    @property
    def sprites(self) -> dict[str, CardSprite]:
        return self.director.sprites

    def animate(self, event) -> Animation:
        """The table's change and animation for one engine event."""
        return HANDLERS[type(event)](self, event)

    # -- sprites ----------------------------------------------------------------------------
    def _new_sprite(self, key: str, code: str, place: Place) -> CardSprite:
        sprite = CardSprite(code, place.x, place.y, place.width, 0.0, z=place.z)
        self.sprites[key] = sprite
        return sprite

    def _rekey(self, old: str, code: str) -> None:
        sprite = self.sprites.pop(old)
        sprite.code = code
        sprite.lift = 0.0
        sprite.highlight = None
        sprite.dimmed = False
        self.sprites[code] = sprite

    def _take_from_hand(self, seat: int, code: str) -> None:
        hand = self.model.hands[seat]
        if code in hand:
            hand.remove(code)
            sprite = self.sprites[code]
            sprite.lift, sprite.highlight, sprite.dimmed = 0.0, None, False
            return
        hidden = [key for key in hand if key.startswith("hidden:")]
        key = hidden[len(hidden) // 2] if hidden else hand[len(hand) // 2]
        hand.remove(key)
        self._rekey(key, code)

    def _take_from_stock(self, code: str) -> None:
        stock = self.model.stock
        if code in stock:
            stock.remove(code)
            return
        key = stock.pop() if stock else None
        if key is None:  # should not happen: make a sprite at the stock
            self._new_sprite(code, code, layout.stock_place())
        else:
            self._rekey(key, code)

    def _place_played(self, code: str, matches: tuple[str, ...], player: int, source: str) -> None:
        model = self.model
        if len(matches) in (1, 3):
            model.staging[code] = model.field_slots[matches[0]]
        elif len(matches) == 2:
            model.pending = code
            model.pending_source, model.pending_seat = source, player
        # 0 matches: CardToField moves it

    # -- handlers ---------------------------------------------------------------------------
    def round_started(self, event: ev.RoundStarted) -> Animation:
        """A new round (a koi-koi month, a deal of the N-seat games): the scores, the games
        won, the meters cleared; last round's cards fade away before the new deal."""
        model = self.model
        seats = len(event.scores)
        model.month, model.months, model.dealer = event.round, event.rounds, event.dealer
        model.scores = tuple(event.scores)
        model.koikoi = [0] * seats
        model.card_points = [0] * seats
        model.totals = list(event.scores)
        model.wins = tuple(event.wins) if event.wins else (0,) * seats
        model.game_number = event.game_number
        model.dead = set()
        model.multiplier = 0
        model.voided = [()] * seats
        model.reached = [False] * seats
        if not self.sprites:
            return Delay(0.1)
        return Parallel(
            *(Tween(sprite, "alpha", 0.0, 0.35, ease="quad_in") for sprite in self.sprites.values())
        )

    def teyaku_shown(self, event: ev.TeyakuShown) -> Animation:
        """A hand combination shown at the deal: its cards turn face up in the hand (koi-koi's
        teshi or kuttsuki: the whole hand); their points go on the seat's meter at once."""
        self.model.totals[event.player] += sum(points for _name, points in event.teyaku)
        hand = self.model.hands[event.player]
        flips = []
        for code in event.cards:
            if code not in hand:
                hidden = [key for key in hand if key.startswith("hidden:")]
                if not hidden:
                    continue
                hand[hand.index(hidden[0])] = code
                self._rekey(hidden[0], code)
            sprite = self.sprites[code]
            sprite.highlight = (255, 214, 90)
            flips.append(Tween(sprite, "flip", 1.0, 0.3))
        hand.sort(key=_hand_order)
        game = self.director.game_of()
        names = tr(", ").join(game_yaku_label(name, game) for name, _points in event.teyaku)
        return Parallel(
            *flips,
            self.director.settle(MOVE_SECONDS),
            self.director.show_banner(tr("{yaku}!", yaku=names), event.player, 1.2),
        )

    def turn_scored(self, event: ev.TurnScored) -> Animation:
        """The plates' numbers move; the moment is announced: a new yaku (koi-koi's every
        TurnScored), a viewing yaku rained out by a willow (ame-nagare) or saved by the crane
        (hi-no-de), the target reached."""
        model = self.model
        seat = event.player
        model.card_points[seat] = event.card_points
        model.totals[seat] = event.total
        rained = [name for name in event.voided if name not in model.voided[seat]]
        held = {name for name, _points in event.yaku}
        saved = [name for name in model.voided[seat] if name in held]
        model.voided[seat] = tuple(event.voided)
        reached = event.reached and not model.reached[seat]
        model.reached[seat] = event.reached
        text = moment_text(event, rained, saved, reached, self.director.game_of())
        if not text:
            return Delay(0.0)
        return self.director.show_banner(text, seat, 1.3)

    def cards_dead(self, event: table_ev.CardsDead) -> Animation:
        self.model.dead |= set(event.cards)
        return Delay(0.0)

    def round_ended(self, event: ev.RoundEnded) -> Animation:
        self.model.scores = tuple(event.scores)
        return Delay(0.2)

    def game_won(self, event: table_ev.GameWon) -> Animation:
        self.model.wins = tuple(event.wins)
        if event.reason in ("shiko", "nanatan"):  # ichikoro: the game is won at once
            return self.director.show_banner("ICHIKORO!", event.player, 1.6)
        return Delay(0.1)

    def redealt(self, event: ev.Redealt) -> Animation:
        return Delay(0.1)  # the table announces it (presenter)

    def dealt(self, event: ev.Dealt) -> Animation:
        model = self.model
        seats = range(len(event.hands))
        kept = (model.scores, model.koikoi, model.totals, model.wins)
        self.sprites.clear()
        model.seat(len(event.hands))
        if len(kept[0]) == len(event.hands):
            model.scores, model.koikoi, model.totals, model.wins = kept
        model.field_slots = {}
        model.staging = {}
        model.pending = None
        model.stock = []
        self.director.place_seats(len(event.hands))
        start = layout.stock_place(0)
        order: list[str] = []
        hands = [
            list(hand) if hand is not None else [f"hidden:{seat}:{i}" for i in range(count)]
            for seat, hand, count in zip(seats, event.hands, event.hand_counts, strict=True)
        ]
        field = list(event.field)
        # the deal: 2 to each hand from the dealer round, and 2 to the field, until all are
        # dealt (four rounds for koi-koi), as at a real table
        rounds = max([len(hand) for hand in hands] + [len(field)], default=0)
        dealing_order = [(model.dealer + step) % len(hands) for step in seats]
        for round_index in range((rounds + 1) // 2):
            for seat in dealing_order:
                for key in hands[seat][round_index * 2 : round_index * 2 + 2]:
                    model.hands[seat].append(key)
                    order.append(key)
            for code in field[round_index * 2 : round_index * 2 + 2]:
                model.field_slots[code] = model.free_slot()
                order.append(code)
        for seat in seats:
            model.hands[seat].sort(key=_hand_order)
        for index in range(event.stock_count):
            key = f"stock:{index}"
            model.stock.append(key)
            self._new_sprite(key, "", layout.stock_place(index))
        for key in order:
            code = "" if key.startswith("hidden:") else key
            self._new_sprite(key, code, start)
        delays = {key: 0.25 + i * DEAL_STAGGER for i, key in enumerate(order)}
        return self.director.settle(MOVE_SECONDS, delays=delays)

    def card_played(self, event: ev.CardPlayed) -> Animation:
        self._take_from_hand(event.player, event.card)
        self._place_played(event.card, event.matches, event.player, "play")
        if not event.matches:
            return Delay(0.0)
        return self.director.settle(MOVE_SECONDS)

    def card_drawn(self, event: ev.CardDrawn) -> Animation:
        self._take_from_stock(event.card)
        sprite = self.sprites[event.card]
        sprite.z = 450
        flip = Parallel(
            Tween(sprite, "flip", 1.0, 0.22, ease="sine_in_out"),
            Tween(sprite, "y", sprite.y - 24, 0.22, ease="quad_out"),
        )
        self._place_played(event.card, event.matches, event.player, "draw")
        if not event.matches:
            return flip
        return Sequence(flip, Delay(0.08), self.director.settle(MOVE_SECONDS))

    def card_to_field(self, event: ev.CardToField) -> Animation:
        model = self.model
        model.field_slots[event.card] = model.free_slot()
        return self.director.settle(MOVE_SECONDS)

    def choice_needed(self, event: ev.ChoiceNeeded) -> Animation:
        self.model.pending = event.card
        self.model.pending_source, self.model.pending_seat = event.source, event.player
        self.model.choice_options = event.options
        return self.director.settle(MOVE_SECONDS)

    def captured(self, event: ev.Captured) -> Animation:
        model = self.model
        model.choice_options = ()
        for code in event.cards:
            model.field_slots.pop(code, None)
            model.staging.pop(code, None)
            if model.pending == code:
                model.pending = None
            kind = CARD_BY_CODE[code].kind.value
            model.captured[event.player][kind].append(code)
            sprite = self.sprites.get(code)
            if sprite is not None:
                sprite.highlight = None
                sprite.lift = 0.0
        pause = Delay(CAPTURE_PAUSE) if len(event.cards) else Delay(0.0)
        return Sequence(pause, self.director.settle(MOVE_SECONDS + 0.05, ease="cubic_in_out"))

    def koi_koi_called(self, event: ev.KoiKoiCalled) -> Animation:
        self.model.koikoi[event.player] = event.count
        return self.director.show_banner(tr("Koi-Koi!"), event.player, 1.0)

    def stopped(self, event: ev.Stopped) -> Animation:
        return self.director.show_banner(
            tr("Stop!") if not event.forced else tr("Last card: the month ends"),
            event.player,
            1.0,
        )

    def field_multiplier(self, event: hachi_ev.FieldMultiplier) -> Animation:
        """Hachi-hachi: the brights dealt face up set the round's multiplier (shown on the
        field from now on); a doubled or quadrupled field is announced."""
        self.model.multiplier = event.multiplier
        if event.multiplier <= 1:
            return Delay(0.0)
        return self.director.show_banner(
            tr("Field x{multiplier}!", multiplier=event.multiplier), None, 1.2
        )

    def declared(self, event: hachi_ev.Declared) -> Animation:
        """Hachi-hachi's calls: shobu, sage and the cancel are announced over the seat (a
        shown teyaku has its own event; a hidden one says nothing)."""
        text = DECLARED_BANNERS.get(event.choice)
        if text is None:
            return Delay(0.0)
        return self.director.show_banner(tr(text), event.player, 1.0)

    def match_ended(self, event: ev.MatchEnded) -> Animation:
        self.model.scores = event.scores
        return Delay(0.1)


HANDLERS: dict[type, Callable[[EventAnimations, object], Animation]] = {
    ev.RoundStarted: EventAnimations.round_started,
    ev.Redealt: EventAnimations.redealt,
    ev.Dealt: EventAnimations.dealt,
    ev.TeyakuShown: EventAnimations.teyaku_shown,
    ev.CardPlayed: EventAnimations.card_played,
    ev.CardDrawn: EventAnimations.card_drawn,
    ev.CardToField: EventAnimations.card_to_field,
    ev.ChoiceNeeded: EventAnimations.choice_needed,
    ev.Captured: EventAnimations.captured,
    ev.TurnScored: EventAnimations.turn_scored,
    ev.KoiKoiCalled: EventAnimations.koi_koi_called,
    ev.Stopped: EventAnimations.stopped,
    ev.RoundEnded: EventAnimations.round_ended,
    ev.MatchEnded: EventAnimations.match_ended,
    table_ev.CardsDead: EventAnimations.cards_dead,
    table_ev.GameWon: EventAnimations.game_won,
    hachi_ev.FieldMultiplier: EventAnimations.field_multiplier,
    hachi_ev.Declared: EventAnimations.declared,
}

# hachi-hachi's calls as the table announces them
DECLARED_BANNERS = {
    "shobu": tr_later("Shobu!"),
    "sage": tr_later("Sage: play on!"),
    "cancel": tr_later("Cancel: the round ends"),
}


def moment_text(
    event, rained: list[str], saved: list[str], reached: bool, game: str | None = None
) -> str:
    """The banner of a scored turn ("" when nothing to announce); ``game``'s yaku names."""
    if rained:
        names = tr(" and ").join(game_yaku_label(name, game) for name in rained)
        return tr("Rain! {yaku} washed out", yaku=names)
    if saved:
        names = tr(" and ").join(game_yaku_label(name, game) for name in saved)
        return tr("The sun rises: {yaku} counts again", yaku=names)
    if event.new:
        new = event.new[:3]
        return tr("{yaku}!", yaku=tr(", ").join(game_yaku_label(name, game) for name in new))
    if reached:
        return tr("{points} points: past the target!", points=event.total)
    return ""


def _hand_order(key: str) -> tuple[int, int, str]:
    card = CARD_BY_CODE.get(key)
    if card is None:
        return (99, 0, key)
    return (card.month, card.index, key)
