"""The round result overlay of every game, drawn from the one ``RoundEnded`` event: koi-koi's
month (the winner's points worked out, each yaku with its cards, the last turn:
:class:`~game.scenes.overlays.month_lines.MonthLines`) or an N-seat game's round (every seat's
cards, yaku, change and total, a won game, every payment, hachi-hachi's field multiplier and
shobu / sage: :class:`~game.scenes.overlays.seat_table.SeatTable`), as the game's spec says
(``round_result``). Closes on confirm / click, or by itself after a few seconds when the
player chose that (Options > Month results); ``done`` tells the director to go on. It gets
the event and what the table knows beside it (names, rules, the last turn, the card art,
the hand yaku shown, the game won with it, the wins, target and par): never the table.
"""

from __future__ import annotations

import pygame

from game.engine import events as ev
from game.engine import games
from game.engine.fishing import events as table_ev
from game.engine.spec import RESULT_MONTH
from game.scenes.overlays.month_lines import MonthLines
from game.scenes.overlays.seat_table import SeatTable
from game.scenes.overlays.timed import TimedOverlay


class RoundResult(TimedOverlay):
    transparent = True
    name = "round_result"

    def __init__(
        self,
        context,
        *,
        event: ev.RoundEnded,
        names: tuple[str, ...],
        rules=None,
        last_turn=(),
        art=None,
        hand_yaku: ev.TeyakuShown | None = None,
        won: table_ev.GameWon | None = None,
        wins: tuple[int, ...] = (),
        target: int = 0,
        par: int = 0,
        auto_close: float | None = None,
    ) -> None:
        """``rules``, ``last_turn``, ``art`` and ``hand_yaku`` tell a koi-koi month (the
        yaku's cards, the last turn, a teshi's hand); ``won``, ``wins``, ``target`` and
        ``par`` an N-seat round. ``auto_close``: seconds after which it closes by itself
        (None: it waits)."""
        super().__init__(context)
        self.event = event
        self.names = names
        self.rules = rules if rules is not None else games.load_rules(event.game)
        self.last_turn = list(last_turn)
        if art is None and games.spec(event.game).round_result == RESULT_MONTH:
            from game.view.sprites import CardArt

            settings = context.settings
            art = CardArt(badges=settings.corner_badges if settings is not None else True)
        self.art = art
        self.hand_yaku = hand_yaku
        self.won = won
        self.wins = wins
        self.target = target
        self.par = par
        self.auto_close = auto_close
        self.age = 0.0
        self.done = False
        self.body = self._body()

    def _body(self) -> MonthLines | SeatTable:
        if games.spec(self.event.game).round_result == RESULT_MONTH:
            return MonthLines(self)
        return SeatTable(self)

    def language_changed(self) -> None:
        self.body.lay_out()

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self.body.draw(canvas, alpha)
