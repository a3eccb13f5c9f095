"""The director: turns engine events into card-sprite tweens, one event after another.

Data flows one way: engine events -> :meth:`Director.feed` -> a queue -> for each event the
table model changes (which zone each card is in) and an animation moves the sprites to
their new rest places (move, flip, scale, fade, z order). The next event waits until the
current animation ends; the table asks the engine for its next step only when
:attr:`Director.idle`. :meth:`skip` fast-forwards (snaps everything to the engine state).

Presentation hooks: ``presenters[EventType] = fn(event) -> blocker | None``; a blocker is
anything with a ``done`` attribute (an overlay scene, a flourish). The queue waits until it
is done. The table registers the month result for MonthEnded, announcements for Redealt /
HandYakuShown and the optional flourish for YakuFormed ("on yaku formed -> optional
blocking presentation").
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from game.core.tweens import (
    INSTANT,
    Animation,
    Call,
    Delay,
    Parallel,
    Sequence,
    Tween,
    TweenManager,
)
from game.engine import events as ev
from game.engine.cards import CARD_BY_CODE
from game.view import layout
from game.view.layout import Place
from game.view.motion import Pose, interpolated, move_to, pose
from game.view.sprites import CardSprite
from game.view.table_model import Banner, TableModel

MOVE_SECONDS = 0.3
DEAL_STAGGER = 0.045
BANNER_SECONDS = 0.9
CAPTURE_PAUSE = 0.12


class Director:
    def __init__(self, viewer: int | None = 0, speed: float = 1.0) -> None:
        self.near = viewer if viewer is not None else 0
        self.reveal_all = viewer is None
        self.tweens = TweenManager(speed)
        self.sprites: dict[str, CardSprite] = {}
        self.model = TableModel()
        self.queue: deque = deque()
        self.presenters: dict[type, Callable[[Any], Any]] = {}
        self.listeners: list[Callable[[Any], None]] = []  # called as each event starts
        self.banner: Banner | None = None
        # each sprite's pose before the latest logic step, for interpolated drawing
        self.previous_poses: dict[CardSprite, Pose] = {}
        self._current: Animation | None = None
        self._blocker: Any = None
        self._skipping = False
        self._hidden_serial = 0
        # couch hook: decides which hands are face up (hidden hands, pass screens)
        self.hand_visibility: Callable[[int], bool] | None = None

    # -- public --------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.tweens.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.tweens.speed = value

    @property
    def idle(self) -> bool:
        return (
            not self.queue
            and self._current is None
            and self._blocker is None
            and not self.tweens.busy
        )

    def feed(self, events: list) -> None:
        self.queue.extend(events)

    def skip(self) -> None:
        """Fast-forward: finish the running animation and every queued one (not blockers)."""
        self._skipping = True
        self.tweens.finish_all()
        self.banner = None
        self.previous_poses = {}  # snapped: nothing to interpolate from

    def update(self, dt: float) -> None:
        if dt > 0:
            self.previous_poses = {sprite: pose(sprite) for sprite in self.sprites.values()}
        self.tweens.update(dt)
        if self.banner is not None:
            self.banner.age += dt * (1.0 if self.tweens.instant else self.tweens.speed)
            if self.banner.age >= self.banner.seconds:
                self.banner = None
        for _ in range(64):
            if self._blocker is not None:
                if not getattr(self._blocker, "done", True):
                    return
                self._blocker = None
            if self._current is not None:
                if not self._current.done:
                    if self._skipping:
                        self.tweens.finish_all()
                    else:
                        return
                self._current = None
            if not self.queue:
                self._skipping = False
                return
            self._start(self.queue.popleft())

    def sorted_sprites(self) -> list[CardSprite]:
        return sorted(self.sprites.values(), key=lambda sprite: sprite.z)

    def drawn_sprite(self, sprite: CardSprite, alpha: float) -> CardSprite:
        """``sprite`` interpolated ``alpha`` of the way from its pose before the latest logic
        step to its current one (the current pose itself when animations are instant)."""
        if self.tweens.instant:
            return sprite
        return interpolated(sprite, self.previous_poses.get(sprite), alpha)

    def side(self, seat: int) -> str:
        return layout.side_of(seat, self.near)

    def shows_hand(self, seat: int) -> bool:
        if self.hand_visibility is not None:
            return self.hand_visibility(seat)
        return self.reveal_all or seat == self.near

    # -- event dispatch -----------------------------------------------------------------
    def _start(self, event) -> None:
        for listener in self.listeners:
            listener(event)
        handler = getattr(self, "_on_" + type(event).__name__, None)
        animation = handler(event) if handler is not None else None
        presenter = self.presenters.get(type(event))
        blocker = presenter(event) if presenter is not None else None
        if animation is not None:
            self._current = self.tweens.add(animation)
            if self._skipping:
                self.tweens.finish_all()
        if blocker is not None:
            self._blocker = blocker

    def _show_banner(
        self, text: str, seat: int | None, seconds: float = BANNER_SECONDS
    ) -> Animation:
        self.banner = Banner(text, seat, seconds)
        return Delay(seconds * (0.2 if self._skipping else 1.0))

    # -- zone targets --------------------------------------------------------------------
    def targets(self) -> dict[str, Place]:
        model = self.model
        places: dict[str, Place] = {}
        for seat in (0, 1):
            side = self.side(seat)
            hand = model.hands[seat]
            for key, place in zip(
                hand, layout.hand_places(len(hand), side, self.shows_hand(seat)), strict=True
            ):
                places[key] = place
            for kind in layout.KIND_ORDER:
                pile = model.captured[seat][kind]
                for key, place in zip(
                    pile, layout.capture_places(kind, len(pile), side), strict=True
                ):
                    places[key] = place
        count = model.slot_count()
        for key, slot in model.field_slots.items():
            places[key] = layout.field_place(slot, count)
        for key, slot in model.staging.items():
            places[key] = layout.staging_place(layout.field_place(slot, count))
        for index, key in enumerate(model.stock):
            places[key] = layout.stock_place(index)
        if model.pending is not None:
            places[model.pending] = layout.pending_place()
        return places

    def settle(
        self,
        duration: float = MOVE_SECONDS,
        *,
        delays: dict[str, float] | None = None,
        ease: str = "cubic_out",
    ) -> Animation:
        """Animate every sprite whose rest place changed to that place."""
        moves: list[Animation] = []
        for key, place in self.targets().items():
            sprite = self.sprites[key]
            move = move_to(sprite, place, duration, (delays or {}).get(key, 0.0), ease)
            if move is not None:
                moves.append(move)
        return Parallel(*moves) if moves else Delay(0.0)

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

    def _place_played(self, code: str, matches: tuple[str, ...]) -> None:
        model = self.model
        if len(matches) in (1, 3):
            model.staging[code] = model.field_slots[matches[0]]
        elif len(matches) == 2:
            model.pending = code
        # 0 matches: CardToField moves it

    # -- handlers ---------------------------------------------------------------------------
    def _on_MonthStarted(self, event: ev.MonthStarted) -> Animation:
        model = self.model
        model.month, model.months, model.dealer = event.month, event.months, event.dealer
        model.scores = event.scores
        model.koikoi = [0, 0]
        if not self.sprites:
            return Delay(0.1)
        # last month's cards fade away before the new deal
        return Parallel(
            *(Tween(sprite, "alpha", 0.0, 0.35, ease="quad_in") for sprite in self.sprites.values())
        )

    def _on_Redealt(self, event: ev.Redealt) -> Animation:
        return Delay(0.1)  # the table announces it (presenter)

    def _on_Dealt(self, event: ev.Dealt) -> Animation:
        model = self.model
        self.sprites.clear()
        model.hands = [[], []]
        model.field_slots = {}
        model.staging = {}
        model.pending = None
        model.captured = [model._empty_piles(), model._empty_piles()]
        model.stock = []
        start = layout.stock_place(0)
        order: list[str] = []
        # the deal: 2 to each hand and 2 to the field, four times (as at a real table)
        hands = [
            list(event.hands[seat]) if event.hands[seat] is not None else None for seat in (0, 1)
        ]
        for seat in (0, 1):
            if hands[seat] is None:
                hands[seat] = [f"hidden:{seat}:{i}" for i in range(event.hand_counts[seat])]
        field = list(event.field)
        for round_index in range(4):
            for seat in (model.dealer, 1 - model.dealer):
                for key in hands[seat][round_index * 2 : round_index * 2 + 2]:
                    model.hands[seat].append(key)
                    order.append(key)
            for code in field[round_index * 2 : round_index * 2 + 2]:
                model.field_slots[code] = model.free_slot()
                order.append(code)
        for seat in (0, 1):
            model.hands[seat].sort(key=_hand_order)
        for index in range(event.stock_count):
            key = f"stock:{index}"
            model.stock.append(key)
            self._new_sprite(key, "", layout.stock_place(index))
        for key in order:
            code = "" if key.startswith("hidden:") else key
            self._new_sprite(key, code, start)
        delays = {key: 0.25 + i * DEAL_STAGGER for i, key in enumerate(order)}
        return self.settle(MOVE_SECONDS, delays=delays)

    def _on_HandYakuShown(self, event: ev.HandYakuShown) -> Animation:
        hand = self.model.hands[event.player]
        for key, code in zip(list(hand), event.cards, strict=False):
            if key.startswith("hidden:"):
                index = hand.index(key)
                self._rekey(key, code)
                hand[index] = code
        for code in hand:
            sprite = self.sprites[code]
            sprite.highlight = (255, 214, 90)
        flips = [Tween(self.sprites[code], "flip", 1.0, 0.3) for code in hand]
        label = {"teshi": "Teshi", "kuttsuki": "Kuttsuki"}.get(event.yaku, event.yaku)
        return Parallel(*flips, self._show_banner(f"{label}!", event.player, 1.2))

    def _on_CardPlayed(self, event: ev.CardPlayed) -> Animation:
        self._take_from_hand(event.player, event.card)
        self._place_played(event.card, event.matches)
        if not event.matches:
            return Delay(0.0)
        return self.settle(MOVE_SECONDS)

    def _on_CardDrawn(self, event: ev.CardDrawn) -> Animation:
        self._take_from_stock(event.card)
        sprite = self.sprites[event.card]
        sprite.z = 450
        flip = Parallel(
            Tween(sprite, "flip", 1.0, 0.22, ease="sine_in_out"),
            Tween(sprite, "y", sprite.y - 24, 0.22, ease="quad_out"),
        )
        self._place_played(event.card, event.matches)
        if not event.matches:
            return flip
        return Sequence(flip, Delay(0.08), self.settle(MOVE_SECONDS))

    def _on_CardToField(self, event: ev.CardToField) -> Animation:
        model = self.model
        model.field_slots[event.card] = model.free_slot()
        return self.settle(MOVE_SECONDS)

    def _on_ChoiceNeeded(self, event: ev.ChoiceNeeded) -> Animation:
        self.model.pending = event.card
        self.model.choice_options = event.options
        return self.settle(MOVE_SECONDS)

    def _on_Captured(self, event: ev.Captured) -> Animation:
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
        return Sequence(pause, self.settle(MOVE_SECONDS + 0.05, ease="cubic_in_out"))

    def _on_YakuFormed(self, event: ev.YakuFormed) -> Animation:
        names = [name for name in event.new] or [name for name, _ in event.yaku]
        from game.view.summary import yaku_label

        text = ", ".join(yaku_label(name) for name in names[:3]) + "!"
        return self._show_banner(text, event.player, 1.1)

    def _on_KoiKoiCalled(self, event: ev.KoiKoiCalled) -> Animation:
        self.model.koikoi[event.player] = event.count
        return self._show_banner("Koi-Koi!", event.player, 1.0)

    def _on_Stopped(self, event: ev.Stopped) -> Animation:
        return self._show_banner(
            "Stop!" if not event.forced else "Last card: the month ends", event.player, 1.0
        )

    def _on_MonthEnded(self, event: ev.MonthEnded) -> Animation:
        self.model.scores = event.scores
        return Delay(0.2)

    def _on_MatchEnded(self, event: ev.MatchEnded) -> Animation:
        self.model.scores = event.scores
        return Delay(0.1)


def _hand_order(key: str) -> tuple[int, int, str]:
    card = CARD_BY_CODE.get(key)
    if card is None:
        return (99, 0, key)
    return (card.month, card.index, key)


def speed_for(setting: str) -> float:
    """Tween speed for the animation-speed option ("instant" snaps)."""
    from game.core.settings import ANIMATION_SPEEDS

    value = ANIMATION_SPEEDS.get(setting, 1.0)
    return INSTANT if value == float("inf") else value


__all__ = ["Director", "TableModel", "Banner", "speed_for", "Call"]
