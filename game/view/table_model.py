"""The table model: which zone each card sprite is in (hands, field slots, stock, the card
waiting for a choice, cards landing on a match, capture piles) plus the facts the HUD shows
(month, dealer, scores, koi-koi calls). The director changes it per engine event; rest
places are computed from it. No pygame here."""

from __future__ import annotations

from game.view import layout


class Banner:
    """A short message over the table ("Koi-Koi!", "Stop", "Sanko!")."""

    def __init__(self, text: str, seat: int | None, seconds: float) -> None:
        self.text = text
        self.seat = seat
        self.seconds = seconds
        self.age = 0.0


class TableModel:
    """Which zone each card sprite is in, plus the facts the HUD shows."""

    def __init__(self) -> None:
        self.hands: list[list[str]] = [[], []]
        self.field_slots: dict[str, int] = {}
        self.stock: list[str] = []
        self.pending: str | None = None
        self.staging: dict[str, int] = {}  # card -> field slot it landed on
        self.captured: list[dict[str, list[str]]] = [self._empty_piles(), self._empty_piles()]
        self.month = 0
        self.months = 12
        self.dealer = 0
        self.scores = (0, 0)
        self.koikoi = [0, 0]
        self.choice_options: tuple[str, ...] = ()

    @staticmethod
    def _empty_piles() -> dict[str, list[str]]:
        return {kind: [] for kind in layout.KIND_ORDER}

    def captured_codes(self, seat: int) -> list[str]:
        return [code for kind in layout.KIND_ORDER for code in self.captured[seat][kind]]

    def free_slot(self) -> int:
        """The free field slot nearest the centre columns (the field grows outwards)."""
        used = set(self.field_slots.values()) | set(self.staging.values())
        for slot in layout.FIELD_FILL_ORDER:
            if slot not in used:
                return slot
        slot = len(layout.FIELD_FILL_ORDER)
        while slot in used:
            slot += 1
        return slot

    def slot_count(self) -> int:
        used = list(self.field_slots.values())
        return max(16, max(used) + 1 if used else 0)
