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

from game.core.wording import display_name, for_seat, plural
from game.engine import events as ev
from game.engine import games
from game.engine.actions import Action
from game.engine.cards import CARD_BY_CODE, CARDS, MONTH_MASKS, Kind, ids_from_mask
from game.engine.koikoi.decisions import DECISIONS, KOIKOI
from game.engine.koikoi.scoring import evaluate_yaku, stop_multipliers
from game.engine.koikoi.state import MATCH_OVER, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY
from game.i18n import tr
from game.match import names as shown_names

DEFAULT_NAMES: tuple[str, ...] = ("Red", "Blue")


# ---------------------------------------------------------------------------- card text
def card_label(card: int | str) -> str:
    """ "Cherry chaff (3)", "Pine crane (1)": the card's name (chaff unnumbered) and month."""
    info = CARDS[card] if isinstance(card, int) else CARD_BY_CODE[card]
    return tr("{card} ({month})", card=card_name(card), month=info.month)


def card_name(card: int | str) -> str:
    """The card's name without the month, chaff unnumbered ("Cherry ribbon")."""
    info = CARDS[card] if isinstance(card, int) else CARD_BY_CODE[card]
    return shown_names.card_name(info.code, numbered=False)


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


def join_names(names: Sequence[str], either: bool = False) -> str:
    """ "A, B and C" (``either``: "A, B or C")."""
    if not names:
        return tr("nothing")
    if len(names) == 1:
        return names[0]
    items = tr(", ").join(names[:-1])
    if either:
        return tr("{items} or {last}", items=items, last=names[-1])
    return tr("{items} and {last}", items=items, last=names[-1])


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
        return tr("none")
    return tr(", ").join(
        label if counts[label] == 1 else tr("{card} x{count}", card=label, count=counts[label])
        for label in labels
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
    return tr(", ").join(parts) if parts else tr("nothing")


def yaku_text(yaku: Iterable[tuple[str, int]]) -> str:
    parts = [
        tr("{yaku} {value}", yaku=shown_names.yaku_title(name, games.KOIKOI), value=points)
        for name, points in yaku
    ]
    return tr(", ").join(parts) if parts else tr("no yaku yet")


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
        return tr("stays on the field"), ()
    if len(matches) == 1:
        return tr("takes {cards}", cards=card_name(matches[0])), tuple(matches)
    if len(matches) == 2:
        if interchangeable(matches[0], matches[1]):
            return tr("takes {cards}", cards=card_name(matches[0])), tuple(matches)
        choice = join_names([card_name(m) for m in matches], either=True)
        return tr("then choose {cards}", cards=choice), tuple(matches)
    every = join_names([card_name(m) for m in matches])
    return tr("takes all three: {cards}", cards=every), tuple(matches)


def _table_outcome(view, card: int) -> tuple[str, tuple[int, ...]]:
    """What playing ``card`` does in roppyakken or hana-awase (the wild card takes more than
    its month): the engine's capture choices, in words."""
    from game.engine.fishing.players import capture_choices

    options = capture_choices(view, card, False)
    if not options:
        return tr("stays on the field"), ()
    taken = [ids_from_mask(option) for option in options]
    if len(taken) == 1:
        return tr("takes {cards}", cards=join_names([card_name(c) for c in taken[0]])), tuple(
            taken[0]
        )
    firsts = [card_name(cards[0]) for cards in taken]
    matched = tuple(sorted({c for cards in taken for c in cards}))
    return tr("then choose {cards}", cards=join_names(firsts, either=True)), matched


def is_table_game(view) -> bool:
    """A view of roppyakken or hana-awase (koi-koi's InformationView has no ``game``)."""
    return games.is_table_game(getattr(view, "game", games.KOIKOI))


def entries_for(view) -> list[ActionEntry]:
    """The panel's entries for an InformationView of the seat to act (empty otherwise)."""
    legal = list(view.legal)
    if not legal or view.current != view.player:
        return []
    phase = view.phase
    entries: list[ActionEntry] = []
    if legal[0] in DECISIONS:
        return _koikoi_decision_entries(view, legal)
    declared = [a for a in legal if a.decides]  # the other games' calls (hachi-hachi's)
    if declared and phase != PLAY_CARD:
        return [ActionEntry(shown_names.declared_words(a.choice), a) for a in declared]
    if phase == PLAY_CARD:
        legal = [a for a in legal if not a.decides]
        cards = _distinct(sorted(a.card for a in legal))
        by_card = {a.card: a for a in legal}
        for card in cards:
            if is_table_game(view):
                outcome, matched = _table_outcome(view, card)
            else:
                outcome, matched = _play_outcome(card, view.field)
            entries.append(
                ActionEntry(
                    tr("Play {card} - {outcome}", card=card_label(card), outcome=outcome),
                    by_card[card],
                    tuple(CARDS[c].code for c in (card, *matched)),
                )
            )
        entries += [ActionEntry(shown_names.declared_words(a.choice), a) for a in declared]
    elif phase in (TAKE_AFTER_PLAY, TAKE_AFTER_DRAW):
        cards = _distinct(sorted(a.card for a in legal))
        by_card = {a.card: a for a in legal}
        for card in cards:
            label = card_label(card)
            if view.pending < 0:
                text = tr("Take {card}", card=label)
            elif phase == TAKE_AFTER_PLAY:
                text = tr(
                    "Take {card} with your {pending}", card=label, pending=card_name(view.pending)
                )
            else:
                text = tr(
                    "Take {card} with the drawn {pending}",
                    card=label,
                    pending=card_name(view.pending),
                )
            entries.append(ActionEntry(text, by_card[card], (CARDS[card].code,)))
    return entries


def _koikoi_decision_entries(view, legal: list[Action]) -> list[ActionEntry]:
    """Koi-koi's call and stop, each with what it means now (the yaku so far, the points a
    stop scores and how the multipliers reach them)."""
    entries: list[ActionEntry] = []
    me = view.player
    total = view.totals[me]
    others = sum(calls for seat, calls in enumerate(view.koikoi) if seat != me)
    final, steps = stop_multipliers(total, view.rules, view.koikoi[me], others)
    spelled = ""
    if steps:
        worded = " ".join(shown_names.score_step(step) for step in steps)
        spelled = tr(" ({total} {steps})", total=total, steps=worded)
    for action in legal:
        if action is KOIKOI:
            entries.append(
                ActionEntry(
                    tr("Koi-koi - keep playing for more (yaku now {total})", total=total),
                    action,
                )
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
            self.previous_turn = tr(
                "{name} {actions}.",
                name=display_name(self.names[self._turn_player]),
                actions=tr("; ").join(self._turn_parts),
            )

    def _finish_turn(self) -> None:
        self._turn_player = -1
        self._turn_parts = []

    def _observe_one(self, event: object) -> None:
        names = self.names
        if isinstance(event, ev.RoundStarted):
            self._finish_turn()
            self.previous_turn = ""
        elif isinstance(event, ev.CardPlayed):
            self._finish_turn()
            self._turn_player = event.player
            self._turn_parts.append(tr("played {card}", card=card_label(event.card)))
        elif isinstance(event, ev.CardDrawn):
            self._turn_parts.append(tr("drew {card}", card=card_label(event.card)))
        elif isinstance(event, ev.CardToField):
            self._append(tr("it stayed on the field"))
            if event.source == "draw":
                self._publish_turn()
        elif isinstance(event, ev.Captured):
            taken = join_names([card_name(c) for c in event.cards[1:]])
            self._append(tr("took {cards}", cards=taken), took=True)
            if event.source == "draw":
                self._publish_turn()
        elif isinstance(event, ev.KoiKoiCalled):
            self._turn_parts.append(tr("called koi-koi"))
            self._publish_turn()
            self._finish_turn()
        elif isinstance(event, ev.Stopped):
            self._turn_parts.append(tr("had to stop") if event.forced else tr("stopped"))
            self._publish_turn()
            self._finish_turn()
        elif isinstance(event, ev.RoundEnded):
            self._finish_turn()
            self.last_result = round_result_text(event, names)
        elif isinstance(event, ev.MatchEnded):
            self.last_result = match_result_text(event, names, self.last_result)

    def _append(self, text: str, took: bool = False) -> None:
        """Add to the turn's last part: "played X and took Y", "drew X - it stayed..."."""
        if self._turn_parts:
            before = self._turn_parts[-1]
            if took:
                self._turn_parts[-1] = tr("{before} and {after}", before=before, after=text)
            else:
                self._turn_parts[-1] = tr("{before} - {after}", before=before, after=text)
        else:
            self._turn_parts.append(text)

    # -- views
    def panel(self, view) -> PanelText:
        me = view.player
        names = self.names
        entries = tuple(entries_for(view))
        name = display_name(names[me])
        if view.phase == MATCH_OVER:
            heading = tr("The match is over")
        elif view.current != me:
            heading = tr(
                "{name} is playing - wait for your turn", name=display_name(names[view.current])
            )
        elif view.phase == PLAY_CARD:
            heading = for_seat(
                names[me],
                "Your turn: play a card from your hand",
                "{name}'s turn: play a card from your hand",
            )
        elif view.phase == TAKE_AFTER_PLAY:
            heading = tr("{name}: choose the field card to take", name=name)
        elif view.phase == TAKE_AFTER_DRAW:
            heading = tr(
                "{name}: the drawn {card} matches two - choose one to take",
                name=name,
                card=card_label(view.pending),
            )
        else:
            heading = tr("{name}: you made a yaku - koi-koi or stop?", name=name)
        seats = range(len(view.captured))
        if is_table_game(view):
            return self._table_panel(view, heading, entries)
        captures = tuple(
            plural(
                view.captured[seat].bit_count(),
                "{name} captured {count} card: {kinds}",
                "{name} captured {count} cards: {kinds}",
                name=display_name(names[seat]),
                kinds=kinds_text(view.captured[seat]),
            )
            for seat in seats
        )
        yaku = tuple(self._yaku_line(view, seat) for seat in seats)
        return PanelText(
            heading=heading,
            entries=entries,
            hand=hand_text(names[me], view.hand),
            field=field_text(view.field),
            captures=captures,
            yaku=yaku,
            scores=tr(
                "Month {number} of {total} - scores: {scores}",
                number=view.round,
                total=view.rules.months,
                scores=scores_text(names, view.scores),
            ),
            previous_turn=self._previous_turn_text(),
            last_result=self.last_result,
        )

    def _yaku_line(self, view, seat: int) -> str:
        made = yaku_text(evaluate_yaku(view.captured[seat], view.rules, view.koikoi[seat]))
        name = display_name(self.names[seat])
        if view.koikoi[seat]:
            return tr(
                "{name} yaku: {yaku} (koi-koi x{calls})",
                name=name,
                yaku=made,
                calls=view.koikoi[seat],
            )
        return tr("{name} yaku: {yaku}", name=name, yaku=made)

    def _previous_turn_text(self) -> str:
        return tr("Previous turn: {turn}", turn=self.previous_turn or tr("none yet"))

    def _table_panel(self, view, heading: str, entries: tuple[ActionEntry, ...]) -> PanelText:
        """The panel of a roppyakken or hana-awase view: card points and yaku per seat."""
        names = self.names
        me = view.player
        seats = range(view.seats)
        captures = tuple(
            plural(
                view.captured[seat].bit_count(),
                "{name} captured {count} card ({points} card points): {kinds}",
                "{name} captured {count} cards ({points} card points): {kinds}",
                name=display_name(names[seat]),
                points=view.standings[seat].card_points,
                kinds=kinds_text(view.captured[seat]),
            )
            for seat in seats
        )
        yaku = tuple(
            tr(
                "{name} yaku: {yaku}",
                name=display_name(names[seat]),
                yaku=tr(", ").join(
                    tr(
                        "{yaku} {value}",
                        yaku=shown_names.game_yaku_label(name, view.game),
                        value=points,
                    )
                    for name, points in view.standings[seat].teyaku + view.standings[seat].yaku
                )
                or tr("none"),
            )
            for seat in seats
        )
        totals = [standing.total for standing in view.standings]
        if view.target:
            scores = tr(
                "Round {number} (first to {target}) - scores: {scores}",
                number=view.round,
                target=view.target,
                scores=scores_text(names, totals),
            )
        else:
            scores = tr(
                "Round {number} - scores: {scores}",
                number=view.round,
                scores=scores_text(names, totals),
            )
        return PanelText(
            heading=heading,
            entries=entries,
            hand=hand_text(names[me], view.hand),
            field=field_text(view.field),
            captures=captures,
            yaku=yaku,
            scores=scores,
            previous_turn=self._previous_turn_text(),
            last_result=self.last_result,
        )


def hand_text(name: str, hand: int) -> str:
    """ "Your hand (8): ..." / "Aki's hand (8): ..." """
    return for_seat(
        name,
        "Your hand ({count}): {cards}",
        "{name}'s hand ({count}): {cards}",
        count=hand.bit_count(),
        cards=cards_text(hand),
    )


def field_text(field_mask: int) -> str:
    return tr(
        "Field ({count}): {cards}", count=field_mask.bit_count(), cards=cards_text(field_mask)
    )


def scores_text(names: Sequence[str], scores: Sequence[int]) -> str:
    """ "Red 12, Blue 5" """
    return tr(", ").join(
        tr("{name} {score}", name=display_name(name), score=score)
        for name, score in zip(names, scores, strict=True)
    )


def round_result_text(event: ev.RoundEnded, names: Sequence[str]) -> str:
    """The round's result in one line: koi-koi's month (who won what with which yaku), an
    N-seat game's round (every seat's change; a fuke said)."""
    if not games.is_table_game(event.game):
        return month_result_text(event, names)
    changes = tr(", ").join(
        tr("{name} {score}", name=display_name(name), score=f"{delta:+d}")
        for name, delta in zip(names, event.score_delta, strict=True)
    )
    if event.reason == "fuke":
        return tr(
            "Round {number}: {changes}. Fuke: the round's points are void.",
            number=event.round,
            changes=changes,
        )
    return tr("Round {number}: {changes}.", number=event.round, changes=changes)


def month_result_text(event: ev.RoundEnded, names: Sequence[str]) -> str:
    if event.winner is None:
        if event.reason == "exhausted":
            return tr("Month {number}: drawn (both hands ran out).", number=event.round)
        return tr("Month {number}: drawn (no winner).", number=event.round)
    return plural(
        event.score_delta[event.winner],
        "Month {month}: {name} won {count} point with {made}. Scores: {scores}.",
        "Month {month}: {name} won {count} points with {made}. Scores: {scores}.",
        month=event.round,
        name=display_name(names[event.winner]),
        made=yaku_text(event.yaku[event.winner]),
        scores=scores_text(names, event.scores),
    )


def match_result_text(event: ev.MatchEnded, names: Sequence[str], last_month: str = "") -> str:
    if event.winner is None:
        scores = tr(" to ").join(str(s) for s in event.scores)
        verdict = tr("The match is a draw, {scores}.", scores=scores)
    else:
        others = [score for seat, score in enumerate(event.scores) if seat != event.winner]
        verdict = tr(
            "{name} wins the match, {score} to {others}.",
            name=display_name(names[event.winner]),
            score=event.scores[event.winner],
            others=tr(" and ").join(str(score) for score in others),
        )
    return tr("{last_month} {verdict}", last_month=last_month, verdict=verdict).strip()
