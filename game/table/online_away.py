"""Seed 000's two-minute offer at the online table, as a mixin of
:class:`game.table.online.OnlineMode`: when a player has been away two minutes the server
offers the others a choice (the "online_offer" overlay): a CPU takes the away seat until
its player is back, or the room's match ends and a new game against the CPU starts here
(the same game, rules and seat count). A match ended that way while this player was away
is said in a notice.

The mixin has no state of its own beyond ``offer_overlay`` and ``accepted_cpu_game``; it
uses the mode's ``session``, ``source``, ``table``, ``controls``, ``notify`` and ``ended``.
"""

from __future__ import annotations

from typing import Any

from game.core.wording import display_name
from game.i18n import tr
from game.match.table_setup import SEAT_NAMES_CPU
from game.online.client.session import SessionError

CPU_LEVEL = "normal"  # the CPU of seed 000's "new game vs the CPU"


class AwayOffer:
    """The offer's overlay and its three answers, and the match ended elsewhere."""

    offer_overlay: Any = None
    accepted_cpu_game = False
    session: Any
    source: Any
    table: Any
    controls: Any
    ended: bool
    notify: Any  # (text) -> None: a one-line notice over the table

    def open_offer(self, offer: dict) -> None:
        if self.offer_overlay is not None and self.offer_overlay.active:
            return
        absent = offer.get("absent")
        known = isinstance(absent, int) and 0 <= absent < len(self.source.names)
        self.offer_overlay = self.controls.open(
            "online_offer",
            name=display_name(str(offer.get("name"))) if offer.get("name") else tr("Your friend"),
            away_seconds=float(offer.get("away_seconds") or 0.0),
            on_accept=self.accept_cpu_game,
            on_decline=self.close_offer,
            on_hand=(lambda: self.hand_to_cpu(absent)) if known else None,
            away=(lambda: self.source.away_seconds(absent)) if known else None,
        )

    def hand_to_cpu(self, seat: int) -> None:
        """A CPU plays the absent seat (the server's choice of the offer beside ending the
        match); the match goes on and its player may take the seat back."""
        try:
            self.session.hand_to_cpu(seat)
        except SessionError:
            self.notify(tr("The server cannot be reached right now: try again in a moment."))
            return
        self.close_offer()
        self.notify(
            tr(
                "A CPU plays {name}'s seat until they are back.",
                name=display_name(self.source.names[seat]),
            )
        )

    def close_offer(self) -> None:
        overlay, self.offer_overlay = self.offer_overlay, None
        if overlay is not None:
            self.controls.close(overlay)

    def accept_cpu_game(self) -> None:
        """End the room's match (the server records it as abandoned); the CPU game starts
        once the server says it is done."""
        try:
            self.session.accept_cpu_game()
        except SessionError:
            self.notify(tr("The server cannot be reached right now: try again in a moment."))
            return
        self.accepted_cpu_game = True

    def abandoned(self, data: dict) -> None:
        self.close_offer()
        self.table.withdraw_prompt()  # nothing is left to decide: the notice says why
        self.ended = True
        self.session.forget_seat()
        if self.accepted_cpu_game:
            self.start_cpu_game()
            return
        by = data.get("by")
        names = self.source.names
        known = isinstance(by, int) and 0 <= by < len(names)
        who = display_name(names[by]) if known else tr("Your friend")
        self.controls.open(
            "online_notice",
            title=tr("The match has ended"),
            message=tr(
                "{name} ended the match while you were away, to play a new game against the CPU.",
                name=who,
            ),
        )

    def start_cpu_game(self) -> None:
        """Seed 000's new game against the CPU: the room's game, rules and seat count, this
        player in the first seat and CPUs in the others."""
        settings = self.source.settings
        seats = len(self.source.names)
        names = ["You", "CPU"] if seats == 2 else list(SEAT_NAMES_CPU[:seats])
        self.controls.start_match(
            {
                "game": settings.game,
                "rules": settings.preset,
                "overrides": dict(settings.overrides),
                "level": CPU_LEVEL,
                "seats": ["human"] + ["cpu"] * (seats - 1),
                "names": names,
                "viewer": 0,
                "mode": "cpu",
            }
        )
