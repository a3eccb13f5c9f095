"""The table model: which zone each card sprite is in (hands, field slots, stock, the card
waiting for a choice, cards landing on a match, capture piles) plus the facts the HUD shows
(month, dealer, scores, koi-koi calls; in roppyakken and hana-awase each seat's card points,
its running total toward the target and games won, the dead field cards). The director
changes it per engine event; rest places are computed from it. No pygame here."""

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
    """Which zone each card sprite is in, plus the facts the HUD shows. Every per-seat list
    has one entry per seat (``seat_count``; a new month or deal sets it from its event)."""

    def __init__(self, seat_count: int = 2) -> None:
        self.field_slots: dict[str, int] = {}
        self.stock: list[str] = []
        self.pending: str | None = None
        self.pending_source = ""  # "play" (shown over its seat's hand) | "draw" (on the stock)
        self.pending_seat = 0
        self.staging: dict[str, int] = {}  # card -> field slot it landed on
        self.month = 0
        self.months = 12
        self.dealer = 0
        self.choice_options: tuple[str, ...] = ()
        self.target = 0  # roppyakken: the points that win a game (0: no meter)
        self.game_number = 1
        self.dead: set[str] = set()  # field cards nothing can take any more
        self.multiplier = 0  # hachi-hachi: the round's field multiplier (x1, x2, x4); 0: none
        self.seat(seat_count)

    def seat(self, seat_count: int) -> None:
        """Empty hands and piles, no score or koi-koi call, for ``seat_count`` seats."""
        self.hands: list[list[str]] = [[] for _ in range(seat_count)]
        self.captured: list[dict[str, list[str]]] = [self._empty_piles() for _ in range(seat_count)]
        self.scores: tuple[int, ...] = (0,) * seat_count
        self.koikoi: list[int] = [0] * seat_count
        self.card_points: list[int] = [0] * seat_count
        self.totals: list[int] = [0] * seat_count  # roppyakken: the 600 meter
        self.wins: tuple[int, ...] = (0,) * seat_count
        self.voided: list[tuple[str, ...]] = [()] * seat_count  # yaku rained out now
        self.reached: list[bool] = [False] * seat_count  # roppyakken: at the target

    @property
    def seat_count(self) -> int:
        return len(self.hands)

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
