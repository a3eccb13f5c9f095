"""Hachi-hachi's prompt (GameSpec.decision_prompt "hachi_prompt"), over the table, for the
decisions the game asks a player by name:

* at the deal, a seat holding teyaku: **Show** (paid by each player at the round's end) or
  **Hide** (void, the cards stay secret), with the teyaku, their kan and the field's
  multiplier;
* after a turn that made or raised a dekiyaku: **Shobu** (the round ends, each player pays
  the total) or **Sage** (play on), with what a shobu pays now in kan and mon;
* at the start of the turn of a player who called sage: **Cancel** the round (paid half) or
  **Play on** (the prompt closes and the player plays a card).

The buttons are exactly the legal choices of the view (``view.legal``), in that order. The
Hint (H) asks hachi-hachi's expert (game.engine.hachi_hachi.hints) and frames the button it
recommends. It gets what the koi-koi prompt gets (the yaku event, the TableView, the names,
the card art, the table's hint, ``on_decide``): never the table or the State.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.scenes import Scene
from game.engine.actions import Action
from game.engine.cards import CARD_BY_CODE, code_tuple
from game.engine.hachi_hachi.scoring import teyaku
from game.engine.table_view import TableView
from game.i18n import tr
from game.input import actions as act
from game.match.names import declared_words, game_yaku_label
from game.scenes.overlays.decision_prompt import DecisionControls, draw_hint, draw_lines, hint_parts
from game.table.hint import TableHint
from game.ui import theme
from game.ui.menu import WidgetGroup
from game.ui.settle import InputSettle
from game.ui.widgets import Button
from game.view.sprites import CardArt

PANEL = pygame.Rect(510, 220, 900, 580)
PLAY_ON = "play_on"  # the cancel's other answer: no action, the player plays a card
CHOICE_SIZE = 40
CHOICE_MIN = 280


def prompt_kind(legal: tuple[Action, ...]) -> str:
    """ "teyaku", "dekiyaku" or "cancel": which of the three decisions ``legal`` asks."""
    choices = {action.choice for action in legal if action.kind == "declare"}
    if "show" in choices:
        return "teyaku"
    if "shobu" in choices:
        return "dekiyaku"
    return "cancel"


def prompt_choices(legal: tuple[Action, ...]) -> list[Action | None]:
    """The buttons, left to right: the legal declarations in the engine's order, and for
    the cancel a "play on" (None) beside it."""
    declared: list[Action | None] = [action for action in legal if action.kind == "declare"]
    if prompt_kind(legal) == "cancel":
        declared.append(None)
    return declared


def _kan_mon(view: TableView, kan: int) -> int:
    return kan * int(getattr(view.rules, "kan_mon", 12)) * view.multiplier


def prompt_lines(view: TableView, event, kind: str) -> list[tuple[str, int, str]]:
    """(text, size, colour name) of each line of the prompt's ``kind``."""
    me = view.current if view.current >= 0 else 0
    seat = view.seats[me]
    multiplier = tr("Field x{multiplier}", multiplier=view.multiplier)
    out: list[tuple[str, int, str]] = []
    if kind == "teyaku":
        hand = _mask(seat.hand or ())
        found, _cards = teyaku(hand, view.rules)
        for name, kan in found:
            out.append(
                (
                    tr(
                        "{yaku}: {kan} kan from each player",
                        yaku=game_yaku_label(name, view.game),
                        kan=kan,
                    ),
                    32,
                    "gold_light",
                )
            )
        total = sum(kan for _name, kan in found)
        out.append(
            (
                tr(
                    "{field}: shown, {mon} mon from each player at the round's end",
                    field=multiplier,
                    mon=_kan_mon(view, total),
                ),
                28,
                "ivory",
            )
        )
        out.append((tr("Hidden, the teyaku is void and your cards stay secret."), 26, "muted"))
        return out
    own = event is not None and kind == "dekiyaku" and event.player == me
    held = tuple(event.yaku) if own else seat.yaku
    new = set(event.new) if own else set()
    for name, kan in held:
        label = game_yaku_label(name, view.game)
        if name in new:
            out.append((tr("{yaku}: {kan} kan  (new)", yaku=label, kan=kan), 32, "gold_light"))
        else:
            out.append((tr("{yaku}: {kan} kan", yaku=label, kan=kan), 32, "ivory"))
    total = sum(kan for _name, kan in held)
    if kind == "dekiyaku":
        out.append(
            (
                tr(
                    "Shobu now: {kan} kan, {field}: {mon} mon from each player",
                    kan=total,
                    field=multiplier,
                    mon=_kan_mon(view, total),
                ),
                30,
                "ivory",
            )
        )
        out.append(
            (
                tr(
                    "Sage: play on for more; whoever calls shobu first is paid, a sage caller "
                    "pays double."
                ),
                26,
                "muted",
            )
        )
    else:
        half = _kan_mon(view, total) // 2
        out.append(
            (
                tr("Cancel now: half, {mon} mon from each player", mon=half),
                30,
                "ivory",
            )
        )
    out.append((tr("Rounds left after this one: {count}", count=view.months_left), 26, "muted"))
    return out


def _mask(codes) -> int:
    mask = 0
    for code in codes:
        mask |= 1 << CARD_BY_CODE[code].id
    return mask


def prompt_cards(view: TableView, event, kind: str) -> tuple[str, ...]:
    """The cards the prompt shows: the teyaku's shown cards, or the yaku just made."""
    me = view.current if view.current >= 0 else 0
    if kind == "teyaku":
        return code_tuple(teyaku(_mask(view.seats[me].hand or ()), view.rules)[1])
    if event is None:
        return ()
    wanted = set(event.new) or {name for name, _ in event.yaku}
    codes: list[str] = []
    for name, cards in event.cards:
        if name in wanted:
            codes.extend(code for code in cards if code not in codes)
    return tuple(codes)


class HachiPrompt(DecisionControls, Scene):
    transparent = True
    name = "hachi_prompt"

    def __init__(
        self,
        context,
        *,
        event,
        view: TableView,
        names: tuple[str, ...],
        art: CardArt,
        on_decide: Callable,
        hint: TableHint,
        hint_key: str = "H",
        time: float = 0.0,
        gate: Callable[[act.Action], bool | None] | None = None,
    ) -> None:
        super().__init__(context)
        self.view = view
        self.event = event
        self.names = names
        self.art = art
        self.on_decide = on_decide
        self.hint = hint
        self.hint_key = hint_key
        self.time = time
        self.gate = gate
        self.decided = False
        self.kind = prompt_kind(view.legal)
        self.choices = prompt_choices(view.legal)
        self.buttons = [
            Button(pygame.Rect(0, 0, CHOICE_MIN, 80), "", self._decider(choice), key=_key(choice))
            for choice in self.choices
        ]
        self.hint_button = Button(pygame.Rect(0, 0, 170, 56), "", hint.request, key="hint", size=26)
        self.group = WidgetGroup([*self.buttons, self.hint_button], sound=context.play_sound)
        self._lay_out()
        self.group.focus(self.buttons[0])
        self.settle = InputSettle()

    def _decider(self, choice: Action | None) -> Callable[[], None]:
        return lambda: self.decide(choice)

    @property
    def title(self) -> str:
        if self.kind == "teyaku":
            return tr("Your teyaku: show it?")
        if self.kind == "dekiyaku":
            return tr("You made a yaku!")
        return tr("Cancel the round?")

    def language_changed(self) -> None:
        self._lay_out()

    def _lay_out(self) -> None:
        self.lines = prompt_lines(self.view, self.event, self.kind)
        self.cards = prompt_cards(self.view, self.event, self.kind)
        panel = self.panel = PANEL.copy()
        labels = [declared_words(_key(choice)) for choice in self.choices]
        width = max(
            CHOICE_MIN,
            *(theme.text(label, CHOICE_SIZE, (0, 0, 0), "ui_bold").get_width() + 60
              for label in labels),
        )  # fmt: skip
        gap = 40
        total = len(self.buttons) * width + (len(self.buttons) - 1) * gap
        left = panel.centerx - total // 2
        for index, (button, label) in enumerate(zip(self.buttons, labels, strict=True)):
            button.label = label
            button.rect = pygame.Rect(left + index * (width + gap), panel.bottom - 110, width, 80)
        self.hint_button.label = tr("Hint  [{key}]", key=self.hint_key)
        hint_width = max(
            170, theme.text(self.hint_button.label, 26, (0, 0, 0), "ui_bold").get_width() + 40
        )
        self.hint_button.rect = pygame.Rect(
            panel.right - 20 - hint_width, panel.y + 22, hint_width, 56
        )
        self.group.refresh()

    def decide(self, choice: Action | None) -> None:
        if self.decided:
            return
        self.decided = True
        if self.stack.top is self:
            self.stack.pop()
        self.on_decide(choice)

    def button_of(self, choice: str) -> Button | None:
        """The button of a declared choice ("show", "shobu", ..., "play_on")."""
        for button in self.buttons:
            if button.key == choice:
                return button
        return None

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.shade(), (0, 0))
        panel = self.panel
        theme.draw_panel(canvas, panel)
        theme.draw_text(
            canvas,
            self.title,
            44,
            theme.colour("gold_light"),
            "ui_bold",
            midleft=(panel.x + 50, panel.y + 50),
        )
        y = draw_lines(canvas, self.lines, panel, panel.y + 120)
        self._draw_cards(canvas, y + 4)
        self.group.draw(canvas, self.time)
        self.settle.veil(canvas, [widget.rect for widget in self.group.widgets])
        self._draw_hint(canvas)

    def _draw_cards(self, canvas: pygame.Surface, top: int) -> None:
        room = self.panel.bottom - 130 - top
        width = 58 if room >= 93 else 0
        if not self.cards or not width:
            return
        step = min(width + 6, (self.panel.width - 100 - width) / max(1, len(self.cards) - 1))
        for index, code in enumerate(self.cards):
            canvas.blit(self.art.surface(code, width), (self.panel.x + 50 + index * step, top))

    def _draw_hint(self, canvas: pygame.Surface) -> None:
        if not self.hint.active:
            return
        parts = hint_parts(self.hint.headline(), self.panel)
        box = pygame.Rect(
            self.panel.x, self.panel.bottom + 12, self.panel.width, 24 + 36 * len(parts)
        )
        best = self.hint.best
        button = None
        if best is not None:
            button = self.button_of(best.choice if best.kind == "declare" else PLAY_ON)
        draw_hint(canvas, box, parts, button)


def _key(choice: Action | None) -> str:
    return PLAY_ON if choice is None else choice.choice
