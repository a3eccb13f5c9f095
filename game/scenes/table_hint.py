"""The Hint on the table: on the human's own turn (play, two-match choice, koi-koi prompt) the
Hint key / pad button / on-screen button asks the expert to rate the legal moves from that
player's information view (``game.engine.ai.hints.HintSearch``), a few milliseconds per frame
so the table keeps drawing. Meanwhile the left column says "Thinking..."; then the best move
is marked on the table (or on the prompt's button) with a short reason and the runners-up.
The hint clears as soon as the player acts or the phase changes.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.ai.hints import HINT_BUDGET, HintSearch
from game.engine.cards import CARDS

if TYPE_CHECKING:
    from game.scenes.table import TableScene

SLICE_SECONDS = 0.004  # thinking per frame
Rating = tuple[Action, float, str]


def action_words(action: Action) -> str:
    """ "play Cherry curtain" / "take Cherry curtain" / "Koi-Koi" / "Stop"."""
    if action.kind == "koikoi":
        return "Koi-Koi"
    if action.kind == "stop":
        return "Stop"
    return f"{action.kind} {CARDS[action.card].name}"


def percent(probability: float) -> str:
    return f"{round(probability * 100)}%"


class TableHint:
    """The hint of the current turn: a search in progress, its ratings, or nothing."""

    def __init__(self, scene: TableScene, budget: int = HINT_BUDGET) -> None:
        self.scene = scene
        self.budget = budget
        self.search: HintSearch | None = None
        self.ratings: list[Rating] | None = None
        self.key: tuple | None = None

    # -- state ------------------------------------------------------------------------
    def turn_key(self) -> tuple | None:
        """What the hint is about (phase, seat, moment, legal moves); None when the human may
        not act now (a CPU turn, an animation, the other couch player's pass screen)."""
        scene = self.scene
        phase = scene.human_input_phase()
        if phase is None:
            return None
        state = scene.state
        return (
            phase,
            state.current_player(),
            state.month,
            state.stock_pos,
            tuple(state.legal_actions()),
        )

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
        """Start rating the moves of the human to act; False when no hint is offered now."""
        key = self.turn_key()
        if key is None:
            return False
        if self.key == key and self.search is not None:
            return True  # already thinking about (or showing) this very turn
        scene = self.scene
        seat = key[1]
        view = scene.state.information(seat)  # that player's information only
        seed = f"hint:{scene.config.seed}:{key[0]}:{seat}:{key[2]}:{key[3]}"
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
        if self.turn_key() != self.key:
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
            return f"Hint: thinking... {int(self.search.progress * 10) * 10}%"
        if not self.ratings:
            return "Hint: no move to rate"
        action, probability, reason = self.ratings[0]
        if action.kind in ("koikoi", "stop") and len(self.ratings) > 1:
            other = self.ratings[1]
            koikoi = action if action.kind == "koikoi" else other[0]
            koikoi_reason = reason if action is koikoi else other[2]
            why = koikoi_reason if koikoi_reason.startswith("risky") else reason
            return (
                f"Hint: {action_words(action)} - {why} "
                f"(win {percent(probability)} vs {percent(other[1])})"
            )
        return f"Hint: {action_words(action)} - {reason} (win {percent(probability)})"

    def runners_up(self, count: int = 2) -> list[str]:
        """The next best moves, one short line each (none on the koi-koi prompt)."""
        if not self.ratings or self.ratings[0][0].kind in ("koikoi", "stop"):
            return []
        return [
            f"{action_words(action)} - {reason} ({percent(probability)})"
            for action, probability, reason in self.ratings[1 : 1 + count]
        ]
