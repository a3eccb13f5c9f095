"""The action list: seed 000's "button operations" panel as a pure text model.

Every legal action of the seat to act becomes one entry of text ("Play Cherry chaff (3) -
takes Cherry ribbon"); choices that cannot differ - two chaff of the same month - collapse
into one entry. The panel also spells out the field, the active hand, both capture piles,
the current yaku, the scores, the previous turn and the last month's result, so a whole
match can be played (and followed) through text alone. No pygame here:
game/scenes/overlays/action_list.py draws it.

Use :class:`ActionListModel`: feed it every batch of engine events with :meth:`observe` and
ask :meth:`panel` for the text of an information view.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from game.core.wording import for_seat, plural
from game.engine import events as ev
from game.engine.actions import Action
from game.engine.cards import CARD_BY_CODE, CARDS, MONTH_MASKS, Kind, ids_from_mask
from game.engine.fishing.events import RoundEnded
from game.engine.scoring import YAKU_NAMES, evaluate_yaku, stop_multipliers
from game.engine.state import DECIDE, MATCH_OVER, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY

DEFAULT_NAMES: tuple[str, ...] = ("Red", "Blue")


# ---------------------------------------------------------------------------- card text
def card_label(card: int | str) -> str:
    """ "Cherry chaff (3)", "Pine crane (1)": the card's name (chaff unnumbered) and month."""
    info = CARDS[card] if isinstance(card, int) else CARD_BY_CODE[card]
    name = info.name
    if info.kind is Kind.CHAFF and name[-1].isdigit():
        name = name.rsplit(" ", 1)[0]
    return f"{name} ({info.month})"


def card_name(card: int | str) -> str:
    """The card's name without the month, chaff unnumbered ("Cherry ribbon")."""
    return card_label(card).rsplit(" (", 1)[0]


def interchangeable(first: int, second: int) -> bool:
    """True when choosing either card can make no difference (same-month plain chaff)."""
    a, b = CARDS[first], CARDS[second]
    return (
        a.month == b.month
        and a.kind is Kind.CHAFF
        and b.kind is Kind.CHAFF
        and a.roles == b.roles
        and card_label(first) == card_label(second)
    )


def join_names(names: Sequence[str], last: str = "and") -> str:
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return f"{', '.join(names[:-1])} {last} {names[-1]}"


def cards_text(mask_or_codes: int | Iterable[str]) -> str:
    """ "Pine crane (1), Cherry chaff (3) x2" - a card set in card order, duplicates counted."""
    if isinstance(mask_or_codes, int):
        ids = ids_from_mask(mask_or_codes)
    else:
        ids = sorted(CARD_BY_CODE[c].id for c in mask_or_codes)
    labels: list[str] = []
    counts: dict[str, int] = {}
    for card in ids:
        label = card_label(card)
        if label not in counts:
            labels.append(label)
        counts[label] = counts.get(label, 0) + 1
    if not labels:
        return "none"
    return ", ".join(
        label if counts[label] == 1 else f"{label} x{counts[label]}" for label in labels
    )


def kinds_text(mask: int) -> str:
    """ "2 brights, 1 animal, 3 ribbons, 4 chaff" (kinds with none left out)."""
    counts = {kind: 0 for kind in Kind}
    for card in ids_from_mask(mask):
        counts[CARDS[card].kind] += 1
    parts = []
    for kind, one, many in (
        (Kind.BRIGHT, "{count} bright", "{count} brights"),
        (Kind.ANIMAL, "{count} animal", "{count} animals"),
        (Kind.RIBBON, "{count} ribbon", "{count} ribbons"),
        (Kind.CHAFF, "{count} chaff", "{count} chaff"),
    ):
        if counts[kind]:
            parts.append(plural(counts[kind], one, many))
    return ", ".join(parts) if parts else "nothing"


def yaku_text(yaku: Iterable[tuple[str, int]]) -> str:
    parts = [f"{YAKU_NAMES.get(name, (name,))[0]} {points}" for name, points in yaku]
    return ", ".join(parts) if parts else "no yaku yet"


# ---------------------------------------------------------------------------- entries
@dataclass(frozen=True)
class ActionEntry:
    """One button of the panel: the text, the action it applies, the cards it names."""

    text: str
    action: Action
    cards: tuple[str, ...] = ()


def _distinct(cards: list[int]) -> list[int]:
    """Drop every card interchangeable with an earlier one (keeps the lowest id)."""
    kept: list[int] = []
    for card in cards:
        if not any(interchangeable(card, other) for other in kept):
            kept.append(card)
    return kept


def _play_outcome(card: int, field_mask: int) -> tuple[str, tuple[int, ...]]:
    matches = ids_from_mask(field_mask & MONTH_MASKS[card >> 2])
    if not matches:
        return "stays on the field", ()
    if len(matches) == 1:
        return f"takes {card_name(matches[0])}", tuple(matches)
    if len(matches) == 2:
        if interchangeable(matches[0], matches[1]):
            return f"takes {card_name(matches[0])}", tuple(matches)
        return (f"then choose {join_names([card_name(m) for m in matches], 'or')}", tuple(matches))
    return f"takes all three: {join_names([card_name(m) for m in matches])}", tuple(matches)


def _table_outcome(view, card: int) -> tuple[str, tuple[int, ...]]:
    """What playing ``card`` does in roppyakken or hana-awase (the wild card takes more than
    its month): the engine's capture choices, in words."""
    from game.engine.fishing.players import capture_choices

    options = capture_choices(view, card, False)
    if not options:
        return "stays on the field", ()
    taken = [ids_from_mask(option) for option in options]
    if len(taken) == 1:
        return f"takes {join_names([card_name(c) for c in taken[0]])}", tuple(taken[0])
    firsts = [card_name(cards[0]) for cards in taken]
    matched = tuple(sorted({c for cards in taken for c in cards}))
    return f"then choose {join_names(firsts, 'or')}", matched


def is_table_game(view) -> bool:
    """A view of roppyakken or hana-awase (koi-koi's InformationView has no ``game``)."""
    return getattr(view, "game", "koikoi") != "koikoi"


def entries_for(view) -> list[ActionEntry]:
    """The panel's entries for an InformationView of the seat to act (empty otherwise)."""
    legal = list(view.legal)
    if not legal or view.current != view.player:
        return []
    phase = view.phase
    entries: list[ActionEntry] = []
    if phase == PLAY_CARD:
        cards = _distinct(sorted(a.card for a in legal))
        by_card = {a.card: a for a in legal}
        for card in cards:
            if is_table_game(view):
                outcome, matched = _table_outcome(view, card)
            else:
                outcome, matched = _play_outcome(card, view.field)
            entries.append(
                ActionEntry(
                    f"Play {card_label(card)} - {outcome}",
                    by_card[card],
                    tuple(CARDS[c].code for c in (card, *matched)),
                )
            )
    elif phase in (TAKE_AFTER_PLAY, TAKE_AFTER_DRAW):
        cards = _distinct(sorted(a.card for a in legal))
        by_card = {a.card: a for a in legal}
        source = "your" if phase == TAKE_AFTER_PLAY else "the drawn"
        pending = f" with {source} {card_name(view.pending)}" if view.pending >= 0 else ""
        for card in cards:
            entries.append(
                ActionEntry(f"Take {card_label(card)}{pending}", by_card[card], (CARDS[card].code,))
            )
    elif phase == DECIDE:
        me = view.player
        total = view.totals[me]
        others = sum(calls for seat, calls in enumerate(view.koikoi) if seat != me)
        final, steps = stop_multipliers(total, view.rules, view.koikoi[me], others)
        spelled = f" ({total} {' '.join(steps)})" if steps else ""
        for action in legal:
            if action.kind == "koikoi":
                entries.append(
                    ActionEntry(f"Koi-koi - keep playing for more (yaku now {total})", action)
                )
            else:
                entries.append(
                    ActionEntry(
                        plural(
                            final,
                            "Stop - score {count} point now{spelled}",
                            "Stop - score {count} points now{spelled}",
                            spelled=spelled,
                        ),
                        action,
                    )
                )
    return entries


# ---------------------------------------------------------------------------- model
@dataclass(frozen=True)
class PanelText:
    """Everything the panel shows, as text lines."""

    heading: str
    entries: tuple[ActionEntry, ...]
    hand: str
    field: str
    captures: tuple[str, ...]  # one line per seat
    yaku: tuple[str, ...]
    scores: str
    previous_turn: str
    last_result: str

    def lines(self) -> list[str]:
        """The whole panel as plain lines (for the screen reader log and tests)."""
        out = [self.heading]
        out += [f"{n}. {entry.text}" for n, entry in enumerate(self.entries, start=1)]
        out += [self.hand, self.field, *self.captures, *self.yaku, self.scores, self.previous_turn]
        if self.last_result:
            out.append(self.last_result)
        return out


@dataclass
class ActionListModel:
    """Turns engine events and information views into the panel's text."""

    names: tuple[str, ...] = DEFAULT_NAMES
    previous_turn: str = ""
    last_result: str = ""
    _turn_player: int = -1
    _turn_parts: list[str] = field(default_factory=list)

    # -- events
    def observe(self, events: Iterable[object]) -> None:
        for event in events:
            self._observe_one(event)

    def _publish_turn(self) -> None:
        """The turn so far becomes the "previous turn" (called once the draw resolved)."""
        if self._turn_player >= 0 and self._turn_parts:
            self.previous_turn = f"{self.names[self._turn_player]} {'; '.join(self._turn_parts)}."

    def _finish_turn(self) -> None:
        self._turn_player = -1
        self._turn_parts = []

    def _observe_one(self, event: object) -> None:
        names = self.names
        if isinstance(event, ev.MonthStarted):
            self._finish_turn()
            self.previous_turn = ""
        elif isinstance(event, ev.CardPlayed):
            self._finish_turn()
            self._turn_player = event.player
            self._turn_parts.append(f"played {card_label(event.card)}")
        elif isinstance(event, ev.CardDrawn):
            self._turn_parts.append(f"drew {card_label(event.card)}")
        elif isinstance(event, ev.CardToField):
            self._append("it stayed on the field")
            if event.source == "draw":
                self._publish_turn()
        elif isinstance(event, ev.Captured):
            self._append(f"took {join_names([card_name(c) for c in event.cards[1:]])}")
            if event.source == "draw":
                self._publish_turn()
        elif isinstance(event, ev.KoiKoiCalled):
            self._turn_parts.append("called koi-koi")
            self._publish_turn()
            self._finish_turn()
        elif isinstance(event, ev.Stopped):
            self._turn_parts.append("had to stop" if event.forced else "stopped")
            self._publish_turn()
            self._finish_turn()
        elif isinstance(event, ev.MonthEnded):
            self._finish_turn()
            self.last_result = month_result_text(event, names)
        elif isinstance(event, RoundEnded):
            self._finish_turn()
            changes = ", ".join(
                f"{name} {delta:+d}" for name, delta in zip(names, event.score_delta, strict=True)
            )
            fuke = " Fuke: the round's points are void." if event.reason == "fuke" else ""
            self.last_result = f"Round {event.round}: {changes}.{fuke}"
        elif isinstance(event, ev.MatchEnded):
            self.last_result = match_result_text(event, names, self.last_result)

    def _append(self, text: str) -> None:
        if self._turn_parts:
            self._turn_parts[-1] = (
                f"{self._turn_parts[-1]} and {text}"
                if text.startswith("took")
                else f"{self._turn_parts[-1]} - {text}"
            )
        else:
            self._turn_parts.append(text)

    # -- views
    def panel(self, view) -> PanelText:
        me = view.player
        names = self.names
        entries = tuple(entries_for(view))
        if view.phase == MATCH_OVER:
            heading = "The match is over"
        elif view.current != me:
            heading = f"{names[view.current]} is playing - wait for your turn"
        elif view.phase == PLAY_CARD:
            heading = for_seat(
                names[me],
                "Your turn: play a card from your hand",
                "{name}'s turn: play a card from your hand",
            )
        elif view.phase == TAKE_AFTER_PLAY:
            heading = f"{names[me]}: choose the field card to take"
        elif view.phase == TAKE_AFTER_DRAW:
            heading = (
                f"{names[me]}: the drawn {card_label(view.pending)} matches two - "
                f"choose one to take"
            )
        else:
            heading = f"{names[me]}: you made a yaku - koi-koi or stop?"
        seats = range(len(view.captured))
        if is_table_game(view):
            return self._table_panel(view, heading, entries)
        captures = tuple(
            plural(
                view.captured[seat].bit_count(),
                "{name} captured {count} card: {kinds}",
                "{name} captured {count} cards: {kinds}",
                name=names[seat],
                kinds=kinds_text(view.captured[seat]),
            )
            for seat in seats
        )
        yaku = tuple(
            f"{names[seat]} yaku: "
            f"{yaku_text(evaluate_yaku(view.captured[seat], view.rules, view.koikoi[seat]))}"
            + (f" (koi-koi x{view.koikoi[seat]})" if view.koikoi[seat] else "")
            for seat in seats
        )
        return PanelText(
            heading=heading,
            entries=entries,
            hand=for_seat(
                names[me],
                "Your hand ({count}): {cards}",
                "{name}'s hand ({count}): {cards}",
                count=view.hand.bit_count(),
                cards=cards_text(view.hand),
            ),
            field=f"Field ({view.field.bit_count()}): {cards_text(view.field)}",
            captures=captures,
            yaku=yaku,
            scores=f"Month {view.month} of {view.rules.months} - scores: "
            + scores_text(names, view.scores),
            previous_turn=f"Previous turn: {self.previous_turn or 'none yet'}",
            last_result=self.last_result,
        )

    def _table_panel(self, view, heading: str, entries: tuple[ActionEntry, ...]) -> PanelText:
        """The panel of a roppyakken or hana-awase view: card points and yaku per seat."""
        from game.engine.games import yaku_names

        labels = {key: value[0].split(" (")[0] for key, value in yaku_names(view.game).items()}
        names = self.names
        me = view.player
        seats = range(view.seats)
        captures = tuple(
            f"{names[seat]} captured {view.captured[seat].bit_count()} cards "
            f"({view.standings[seat].card_points} card points): {kinds_text(view.captured[seat])}"
            for seat in seats
        )
        yaku = tuple(
            f"{names[seat]} yaku: "
            + (
                ", ".join(
                    f"{labels.get(name, name)} {points}"
                    for name, points in view.standings[seat].teyaku + view.standings[seat].yaku
                )
                or "none"
            )
            for seat in seats
        )
        totals = [standing.total for standing in view.standings]
        target = f" (first to {view.target})" if view.target else ""
        return PanelText(
            heading=heading,
            entries=entries,
            hand=f"{names[me]}'s hand ({view.hand.bit_count()}): {cards_text(view.hand)}",
            field=f"Field ({view.field.bit_count()}): {cards_text(view.field)}",
            captures=captures,
            yaku=yaku,
            scores=f"Round {view.round}{target} - scores: " + scores_text(names, totals),
            previous_turn=f"Previous turn: {self.previous_turn or 'none yet'}",
            last_result=self.last_result,
        )


def scores_text(names: Sequence[str], scores: Sequence[int]) -> str:
    """ "Red 12, Blue 5" """
    return ", ".join(f"{name} {score}" for name, score in zip(names, scores, strict=True))


def month_result_text(event: ev.MonthEnded, names: Sequence[str]) -> str:
    if event.winner is None:
        how = "both hands ran out" if event.reason == "exhausted" else "no winner"
        return f"Month {event.month}: drawn ({how})."
    return plural(
        event.score_delta[event.winner],
        "Month {month}: {name} won {count} point with {made}. Scores: {scores}.",
        "Month {month}: {name} won {count} points with {made}. Scores: {scores}.",
        month=event.month,
        name=names[event.winner],
        made=yaku_text(event.yaku[event.winner]),
        scores=scores_text(names, event.scores),
    )


def match_result_text(event: ev.MatchEnded, names: Sequence[str], last_month: str = "") -> str:
    if event.winner is None:
        verdict = f"The match is a draw, {' to '.join(str(s) for s in event.scores)}."
    else:
        others = [score for seat, score in enumerate(event.scores) if seat != event.winner]
        verdict = (
            f"{names[event.winner]} wins the match, {event.scores[event.winner]} to "
            f"{' and '.join(str(score) for score in others)}."
        )
    return f"{last_month} {verdict}".strip()
