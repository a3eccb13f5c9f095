"""The Hint on the table: on the player's own turn (play, two-match choice, koi-koi prompt)
the Hint key / pad button / on-screen button asks the expert to rate the legal moves from
that player's information view (``game.engine.ai.hints.HintSearch``), a few milliseconds per
frame so the table keeps drawing. Meanwhile the left column says "Thinking..."; then the
best move is marked on the table (or on the prompt's button) with a short reason and the
runners-up. The hint clears as soon as the player acts or the turn changes.

The table hands the hint the turn it is about (:func:`turn_key` of its TableView, None when
the player may not act) and a way to get that seat's InformationView; nothing else.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine import games
from game.engine.actions import Action
from game.engine.ai.hints import HINT_BUDGET, HintSearch
from game.engine.cards import CARDS
from game.engine.koikoi.decisions import DECISIONS, KOIKOI, STOP
from game.engine.koikoi.view import InformationView
from game.engine.table_view import Decision, TableView
from game.i18n import tr, tr_ctx
from game.match.names import card_name, declared_words
from game.table.hint_reasons import reason_text

SLICE_SECONDS = 0.004  # thinking per frame
Rating = tuple[Action, float, str]
TurnKey = tuple  # (decision, seat, month, cards drawn, legal actions)


def turn_key(view: TableView, decision: Decision | None) -> TurnKey | None:
    """What a hint is about: the decision, seat, moment and legal moves (None when the
    player may not act now: a CPU turn, an animation, the other couch player's pass screen)."""
    if decision is None:
        return None
    return (decision, view.current, view.month, view.stock_drawn, view.legal)


def action_words(action: Action) -> str:
    """ "play Cherry curtain" / "take Cherry curtain" / "Koi-Koi" / "Stop"."""
    if action is KOIKOI:
        return tr_ctx("koi-koi call", "Koi-Koi")
    if action is STOP:
        return tr_ctx("koi-koi call", "Stop")
    if action.decides:  # the other games' calls (hachi-hachi's)
        return declared_words(action.choice or "")
    card = card_name(CARDS[action.card].code)
    if action.kind == "take":
        return tr("take {card}", card=card)
    return tr("play {card}", card=card)


def money(mon: float) -> str:
    """A hint's mean change of balance: "+36 mon", "-12 mon"."""
    return tr("{mon} mon", mon=f"{round(mon):+d}")


def percent(probability: float) -> str:
    return tr("{percent}%", percent=round(probability * 100))


class TableHint:
    """The hint of the current turn: a search in progress, its ratings, or nothing.

    ``turn`` gives the current :func:`turn_key` (None: no hint offered now), ``information``
    the InformationView of a seat, ``seed`` the match seed (the same turn of the same match
    always gets the same hint)."""

    def __init__(
        self,
        turn: Callable[[], TurnKey | None],
        information: Callable[[int], InformationView],
        seed: int | None,
        budget: int = HINT_BUDGET,
    ) -> None:
        self.turn = turn
        self.information = information
        self.seed = seed
        self.budget = budget
        self.search = None  # a HintSearch (koi-koi) or TableHintSearch
        self.ratings: list[Rating] | None = None
        self.key: TurnKey | None = None

    @property
    def active(self) -> bool:
        return self.search is not None

    @property
    def thinking(self) -> bool:
        return self.search is not None and self.ratings is None

    @property
    def best(self) -> Action | None:
        return self.ratings[0][0] if self.ratings else None

    def request(self) -> bool:
        """Start rating the moves of the player to act; False when no hint is offered now."""
        key = self.turn()
        if key is None:
            return False
        if self.key == key and self.search is not None:
            return True  # already thinking about (or showing) this very turn
        seat = key[1]
        view = self.information(seat)  # that player's information only
        seed = f"hint:{self.seed}:{key[0]}:{seat}:{key[2]}:{key[3]}"
        game = games.spec(getattr(view, "game", games.KOIKOI))
        if game.hint_search is not None:  # the game's own expert (hachi-hachi)
            self.search = game.hint_search()(view, random.Random(seed))
        elif game.is_table_game:  # roppyakken, hana-awase
            from game.engine.table_ai.hints import TableHintSearch

            self.search = TableHintSearch(view, random.Random(seed))
        else:
            self.search = HintSearch(view, random.Random(seed), self.budget)
        self.ratings = None
        self.key = key
        return True

    def clear(self) -> None:
        self.search = None
        self.ratings = None
        self.key = None

    def update(self) -> None:
        """Once per frame: drop a stale hint, else think for one slice."""
        if self.search is None:
            return
        if self.turn() != self.key:
            self.clear()
            return
        if self.ratings is None:
            if self.search.step(SLICE_SECONDS):
                self.ratings = self.search.result

    # -- what to show -----------------------------------------------------------------
    def marked_codes(self) -> list[str]:
        """Cards to mark on the table: the recommended hand card or field card to take."""
        best = self.best
        if best is None or best.kind not in ("play", "take"):
            return []
        return [CARDS[best.card].code]

    def headline(self) -> str:
        """The recommendation in one line."""
        if self.search is None:
            return ""
        if self.ratings is None:
            return tr("Hint: thinking... {percent}%", percent=int(self.search.progress * 10) * 10)
        if not self.ratings:
            return tr("Hint: no move to rate")
        action, probability, reason = self.ratings[0]
        if getattr(self.search, "unit", "") == "mon":
            return self._money_headline()
        if action in DECISIONS and len(self.ratings) > 1:
            other = self.ratings[1]
            koikoi = action if action is KOIKOI else other[0]
            koikoi_reason = reason if action is koikoi else other[2]
            why = koikoi_reason if koikoi_reason.startswith("risky") else reason
            return tr(
                "Hint: {move} - {reason} (win {chance} vs {other})",
                move=action_words(action),
                reason=reason_text(why),
                chance=percent(probability),
                other=percent(other[1]),
            )
        return tr(
            "Hint: {move} - {reason} (win {chance})",
            move=action_words(action),
            reason=reason_text(reason),
            chance=percent(probability),
        )

    def _money_headline(self) -> str:
        """A search that rates moves in money (hachi-hachi's expert): the best move, its mean
        change of balance and, for a call, the other's."""
        assert self.ratings
        action, mon, reason = self.ratings[0]
        if action.decides and len(self.ratings) > 1:
            return tr(
                "Hint: {move} ({value} on average vs {other})",
                move=action_words(action),
                value=money(mon),
                other=money(self.ratings[1][1]),
            )
        if reason:
            return tr(
                "Hint: {move} - {reason} ({value} on average)",
                move=action_words(action),
                reason=reason_text(reason),
                value=money(mon),
            )
        return tr("Hint: {move} ({value} on average)", move=action_words(action), value=money(mon))

    def runners_up(self, count: int = 2) -> list[str]:
        """The next best moves, one short line each (none on the koi-koi prompt)."""
        if not self.ratings or self.ratings[0][0].decides:
            return []
        if getattr(self.search, "unit", "") == "mon":
            return [
                tr("{move} ({value})", move=action_words(action), value=money(mon))
                for action, mon, _reason in self.ratings[1 : 1 + count]
            ]
        return [
            tr(
                "{move} - {reason} ({chance})",
                move=action_words(action),
                reason=reason_text(reason),
                chance=percent(probability),
            )
            for action, probability, reason in self.ratings[1 : 1 + count]
        ]
