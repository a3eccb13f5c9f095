"""How the table presents engine events: sounds, overlays, the flourishes, card warming.

:class:`TablePresenter` listens to the director (each event as it starts): it plays the
event's sound, remembers the latest yaku, updates the previous-turn line and queues the
card faces a new deal needs. Its presenters open the month result (with the finishing slash
over it), the redeal announcement and the yaku flourish, each returned to the director as a
blocker it waits for. Overlays are opened by name (the composition root, game.wiring) and
get values and callbacks, never the table.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.core.kinds import FlourishMode
from game.core.scenes import SceneContext
from game.engine import events as ev
from game.engine import games
from game.engine.cards import CARD_BY_CODE
from game.engine.fishing import events as table_ev
from game.engine.koikoi.decisions import CALL
from game.i18n import tr
from game.table.driver import MatchDriver
from game.table.flourish import yaku_flourish
from game.table.moments import FlourishMoments
from game.view import layout
from game.view.round_summary import teyaku_line
from game.view.sprites import CardArt
from game.view.summary import describe_turn

logger = logging.getLogger(__name__)


def sentence_case(text: str) -> str:
    """The engine's reason as a sentence ("four of a month..." -> "Four of a month...")."""
    return text[:1].upper() + text[1:]


EVENT_SOUNDS = {
    ev.CardPlayed: "card_slap",
    ev.CardDrawn: "draw",
    ev.Captured: "capture",
    ev.CardToField: "card_flip",
    ev.KoiKoiCalled: CALL,
    ev.Stopped: "stop",
    ev.TurnScored: "yaku",  # only a turn with a new yaku (on_event)
    ev.RoundEnded: "month_end",
    ev.RoundEnded: "month_end",
    ev.TeyakuShown: "yaku",  # koi-koi's teshi / kuttsuki too (it had no sound before)
    table_ev.GameWon: "yaku",
}
MONTH_RESULT_SECONDS = 10.0  # Options > Month results: continue by themselves
DEMO_MONTH_RESULT_SECONDS = 4.0


class TablePresenter:
    """The director's listener and presenters for one table.

    ``mode()`` is the table's flourish mode now, ``hold(surface)`` draws the table frame a
    flourish plays over, ``demo`` shortens the month result (the attract demo)."""

    def __init__(
        self,
        context: SceneContext,
        driver: MatchDriver,
        art: CardArt,
        mode: Callable[[], str],
        hold: Callable[[pygame.Surface], None],
        *,
        demo: bool = False,
        par: int = 0,
    ) -> None:
        self.context = context
        self.driver = driver
        self.art = art
        self.mode = mode
        self.hold = hold
        self.demo = demo
        self.par = par  # hana-awase's card points par for the round result
        self._summary_turn: list = []  # the previous turn's events, worded when drawn
        self._summary_kept = ""  # a line restored as text (a continued match's look)
        self.last_yaku: ev.TurnScored | None = None  # the last with yaku (the prompt's)
        self.last_hand_yaku: ev.TeyakuShown | None = None  # koi-koi's, for the month result
        self.result_overlay = None  # the month / round result it opened last
        director = driver.director
        director.presenters[ev.Redealt] = self.redeal
        director.presenters[ev.RoundEnded] = self.round_result
        director.presenters[ev.TurnScored] = self.turn_scored
        director.presenters[ev.TeyakuShown] = self.teyaku_shown
        self.teyaku: list[tuple[tuple[str, int], ...]] = []  # per seat, this round's teyaku
        self._teyaku_told: list[ev.TeyakuShown] = []  # announced this round
        self.game_won: table_ev.GameWon | None = None
        director.listeners.append(self.on_event)
        self.moments = FlourishMoments(context, director, mode, lambda: driver.view, hold)

    # -- listener ----------------------------------------------------------------------
    def on_event(self, event) -> None:
        director = self.driver.director
        sound = EVENT_SOUNDS.get(type(event))
        if isinstance(event, ev.TurnScored) and not event.new:
            sound = None  # an N-seat turn that made no yaku: its points only
        if sound is not None and director.presenting and director.speed != float("inf"):
            self.context.play_sound(sound)
        if isinstance(event, ev.TurnScored) and (event.stop_score or event.yaku):
            self.last_yaku = event  # koi-koi's stop price; hachi-hachi's yaku before shobu
        if isinstance(event, ev.TeyakuShown) and event.ends_round:
            self.last_hand_yaku = event
        if isinstance(event, (ev.Captured, ev.CardToField)) and event.source == "draw":
            self._summary_turn = list(self.driver.session.previous_turn)
            self._summary_kept = ""
        if isinstance(event, ev.RoundStarted):
            self.summary_text = ""
            self.game_won = None
            self.teyaku = [()] * len(event.scores)
            self._teyaku_told = []
        if (
            isinstance(event, ev.TeyakuShown)
            and not event.ends_round
            and event.player < len(self.teyaku)
        ):
            self.teyaku[event.player] = tuple(event.teyaku)
        if isinstance(event, ev.Dealt):
            self.warm_cards(event)

    @property
    def summary_text(self) -> str:
        """The previous-turn line in the language in force."""
        if self._summary_turn:
            return describe_turn(self._summary_turn, self.driver.names)
        return self._summary_kept

    @summary_text.setter
    def summary_text(self, text: str) -> None:
        self._summary_turn = []
        self._summary_kept = text

    def show_turn(self, events) -> None:
        """Tell ``events`` as the previous turn (a continued match's, from its save)."""
        self._summary_turn = list(events)
        self._summary_kept = ""

    def warm_cards(self, event: ev.Dealt) -> None:
        """Queue the card faces this month will need, most urgent first (the deal)."""
        director = self.driver.director
        near = event.hands[director.near] or ()
        items = [(code, director.place(director.near).hand_width) for code in near]
        for seat, hand in enumerate(event.hands):
            if seat != director.near and hand and director.shows_hand(seat):
                items += [(code, director.place(seat).hand_width) for code in hand]
        items += [(code, layout.FIELD_WIDTH) for code in event.field]
        items += [(code, layout.CAPTURE_WIDTH) for code in event.field]
        items += [(code, layout.FIELD_WIDTH) for code in near]
        items += [(code, layout.CAPTURE_WIDTH) for code in near]
        every = sorted(CARD_BY_CODE)
        items += [(code, layout.FIELD_WIDTH) for code in every]
        items += [(code, layout.CAPTURE_WIDTH) for code in every]
        self.art.warm(items)

    @property
    def showing_result(self) -> bool:
        """A month's or round's result is up over the table: the month is over, nobody is
        playing (the table's lines must not say anyone is)."""
        overlay = self.result_overlay
        return overlay is not None and overlay in self.context.scenes.scenes

    # -- presenters --------------------------------------------------------------------
    def month_result_seconds(self) -> float | None:
        """How long the month result stays by itself: the demo's short while, the player's
        auto-continue time when chosen in Options, else until a press (None)."""
        if self.demo:
            return DEMO_MONTH_RESULT_SECONDS
        settings = self.context.settings
        if settings is not None and settings.auto_continue:
            return MONTH_RESULT_SECONDS
        return None

    def round_result(self, event: ev.RoundEnded):
        """The round result of any game (koi-koi's month with its finishing slash over it;
        roppyakken's with the game won, if one was)."""
        view = self.driver.view
        won = None
        for later in self.driver.director.queue:  # a won game is told right after the round
            if isinstance(later, table_ev.GameWon):
                won = later
            if isinstance(later, (table_ev.GameWon, ev.RoundStarted)):
                break
        overlay = self.context.make_scene(
            "round_result",
            event=event,
            names=self.driver.names,
            rules=view.rules,
            last_turn=list(self.driver.session.last_month_turn),
            art=self.art,
            hand_yaku=self.last_hand_yaku,
            won=won,
            wins=won.wins if won is not None else tuple(seat.wins for seat in view.seats),
            target=view.target,
            par=self.par,
            auto_close=self.month_result_seconds(),
        )
        self.context.scenes.push(overlay)
        self.result_overlay = overlay
        self.moments.finishing_slash(event)  # over a month's result: it plays first
        return overlay

    def redeal(self, event: ev.Redealt):
        if self.driver.director.tweens.instant:
            return None
        overlay = self.context.make_scene(
            "announcement",
            title=tr("Redeal"),
            lines=(
                sentence_case(tr(event.reason)),
                tr("The cards are shuffled and dealt again."),
            ),
        )
        self.context.scenes.push(overlay)
        return overlay

    def teyaku_shown(self, event: ev.TeyakuShown):
        """The hand bonuses shown at the deal are announced - who, which, how much - in one
        notice for every seat showing one, and stay on the previous-turn line. A restored
        table lays them out again without the notice. Koi-koi's teshi or kuttsuki, which ends
        the month, gets its flourish instead."""
        if event.ends_round:
            return self.moments.hand_yaku(event)
        if any(told is event for told in self._teyaku_told):
            return None
        shown = [event]
        for later in self.driver.director.queue:
            if isinstance(later, ev.TurnScored):
                return None  # a restored position: its points follow at once
            if isinstance(later, ev.CardPlayed):
                break
            if isinstance(later, ev.TeyakuShown):
                shown.append(later)
        self._teyaku_told.extend(shown)
        names = self.driver.names
        game = self.driver.view.game
        lines = tuple(teyaku_line(item, names, game) for item in shown)
        self.summary_text = "   ".join(lines)
        if self.driver.director.tweens.instant:
            return None
        big = self.moments.big_teyaku(event)  # hachi-hachi's shiso...: its flourish names it
        if big is not None:
            return big
        overlay = self.context.make_scene(
            "announcement", title=tr("Teyaku: a hand bonus at the deal"), lines=lines
        )
        self.context.scenes.push(overlay)
        return overlay

    def turn_scored(self, event: ev.TurnScored):
        """A new yaku gets its flourish (goko, ino-shika-cho, shiko, nanatan, teppo, nomi, the
        shima...), when it has one; a turn that made none shows nothing."""
        if not event.new:
            return None
        return self.yaku(event)

    def yaku(self, event):
        """The flourish of a TurnScored with new yaku."""
        mode = self.mode()
        if mode == FlourishMode.OFF:
            return None
        try:
            director = self.driver.director
            overlay = yaku_flourish(
                self.context,
                self.hold,
                event,
                mode,
                pygame.Rect(director.place(event.player).capture_rect),
                seed=self.driver.view.month * 100 + event.player,
                unit=games.spec(self.driver.view.game).yaku_unit,
            )
        except Exception:  # noqa: BLE001 - a broken flourish must never stop the match
            logger.exception("yaku flourish failed")
            return None
        if overlay is None:
            return None
        self.driver.director.banner = None  # the flourish names the yaku itself
        self.context.scenes.push(overlay)
        return overlay
