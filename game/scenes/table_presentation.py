"""How the table scene presents engine events: sounds, overlays, the yaku flourish, warming.

``TablePresentation`` is a mixin of ``game.scenes.table.TableScene``. Its listener
(``_on_event``) plays each event's sound, remembers the latest yaku, updates the turn summary
and queues the card faces a new deal needs (``_warm_cards``); its presenters push the month
result, the redeal announcement and the optional yaku flourish, returning them as blockers
that the director waits for.
"""

from __future__ import annotations

import logging

from game.engine import events as ev
from game.engine.cards import CARD_BY_CODE
from game.scenes.flourish_moments import table_mode
from game.view import layout
from game.view.summary import describe_turn

logger = logging.getLogger(__name__)

EVENT_SOUNDS = {
    ev.CardPlayed: "card_slap",
    ev.CardDrawn: "draw",
    ev.Captured: "capture",
    ev.CardToField: "card_flip",
    ev.KoiKoiCalled: "koikoi",
    ev.Stopped: "stop",
    ev.YakuFormed: "yaku",
    ev.MonthEnded: "month_end",
}


class TablePresentation:
    """Mixin of TableScene: the director's listener and presenters, and face warming."""

    def _warm_cards(self, event: ev.Dealt) -> None:
        """Queue the card faces this month will need, most urgent first (the deal)."""
        near = event.hands[self.director.near] or ()
        far = event.hands[1 - self.director.near] or ()
        items = [(code, layout.HAND_WIDTH) for code in near]
        items += [
            (code, layout.OPPONENT_HAND_WIDTH)
            for code in far
            if self.director.shows_hand(1 - self.director.near)
        ]
        items += [(code, layout.FIELD_WIDTH) for code in event.field]
        items += [(code, layout.CAPTURE_WIDTH) for code in event.field]
        items += [(code, layout.FIELD_WIDTH) for code in near]
        items += [(code, layout.CAPTURE_WIDTH) for code in near]
        every = sorted(CARD_BY_CODE)
        items += [(code, layout.FIELD_WIDTH) for code in every]
        items += [(code, layout.CAPTURE_WIDTH) for code in every]
        self.art.warm(items)

    # -- presenters and listeners --------------------------------------------------------
    def _on_event(self, event) -> None:
        sound = EVENT_SOUNDS.get(type(event))
        if sound is not None and self.director.speed != float("inf"):
            self.context.play_sound(sound)
        if isinstance(event, ev.YakuFormed):
            self.last_yaku = event
        if isinstance(event, ev.HandYakuShown):
            self.last_hand_yaku = event
        if isinstance(event, (ev.Captured, ev.CardToField)) and event.source == "draw":
            self.summary_text = describe_turn(self.session.previous_turn, self.session.names)
        if isinstance(event, ev.MonthStarted):
            self.summary_text = ""
        if isinstance(event, ev.Dealt):
            self._warm_cards(event)

    def _present_month_end(self, event: ev.MonthEnded):
        from game.scenes.month_result import MonthResult

        overlay = MonthResult(
            self.context,
            self,
            event,
            list(self.session.last_month_turn),
            auto_close=8.0 if not self.attract else 4.0,
        )
        self.stack.push(overlay)
        self.moments.finishing_slash(event)  # over the month result: it plays first
        return overlay

    def _present_redeal(self, event: ev.Redealt):
        from game.scenes.month_result import Announcement

        if self.director.tweens.instant:
            return None
        overlay = Announcement(
            self.context,
            "Redeal",
            (
                event.reason[:1].upper() + event.reason[1:],
                "The cards are shuffled and dealt again.",
            ),
        )
        self.stack.push(overlay)
        return overlay

    def _present_yaku(self, event: ev.YakuFormed):
        mode = table_mode(self)
        if mode == "off":
            return None
        hook = self.context.hooks.get("yaku_flourish")
        try:
            if hook is not None:
                return hook(self, event)
            from game.scenes.table_flourish import present_flourish

            return present_flourish(self, event, mode)
        except Exception:  # noqa: BLE001 - a broken flourish must never stop the match
            logger.exception("yaku flourish failed")
            return None
