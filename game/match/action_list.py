"""The action list: seed 000's "button operations" panel as a pure text model.

Every legal action of the seat to act becomes one entry of text ("Play Cherry chaff (3) -
takes Cherry ribbon"); choices that cannot differ - two chaff of the same month - collapse
into one entry. The panel also spells out the field, the active hand, both capture piles,
the current yaku, the scores, the previous turn and the last month's result, so a whole
match can be played (and followed) through text alone. No pygame here:
game/scenes/overlays/action_list.py draws it.

Use :class:`ActionListModel`: feed it every batch of engine events with :meth:`observe` and
ask :meth:`panel` for the text of an information view. Its entries are action_entries.py's,
its words panel_words.py's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.core.wording import display_name, for_seat, plural
from game.engine import events as ev
from game.engine.koikoi.decisions import DECISIONS
from game.engine.koikoi.scoring import evaluate_yaku
from game.engine.koikoi.state import MATCH_OVER, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY
from game.i18n import tr
from game.match import names as shown_names
from game.match.action_entries import ActionEntry, entries_for, is_table_game
from game.match.panel_words import (
    card_label,
    card_name,
    field_text,
    hand_text,
    join_names,
    kinds_text,
    match_result_text,
    round_result_text,
    scores_text,
    yaku_text,
)

DEFAULT_NAMES: tuple[str, ...] = ("Red", "Blue")


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

    def observe_finished_turn(self, events: Iterable[object]) -> None:
        """Tell ``events`` as the previous turn even when its end is not among them (an
        older save kept no fact for a drawn card laid on the field)."""
        self.observe(events)
        if not self.previous_turn:
            self._publish_turn()

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
            heading = decision_heading(view, name)
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
        name = self.names[seat]
        if view.koikoi[seat]:
            return for_seat(
                name,
                "Your yaku: {yaku} (koi-koi x{calls})",
                "{name} yaku: {yaku} (koi-koi x{calls})",
                yaku=made,
                calls=view.koikoi[seat],
            )
        return for_seat(name, "Your yaku: {yaku}", "{name} yaku: {yaku}", yaku=made)

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
            for_seat(
                names[seat],
                "Your yaku: {yaku}",
                "{name} yaku: {yaku}",
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


def decision_heading(view, name: str) -> str:
    """The heading over a decision's entries: koi-koi's call or stop, or the other games'
    calls in their prompt's words (hachi-hachi's teyaku, shobu / sage, cancel)."""
    legal = list(view.legal)
    if not legal or legal[0] in DECISIONS:
        return tr("{name}: you made a yaku - koi-koi or stop?", name=name)
    choices = {action.choice for action in legal if action.decides}
    if "show" in choices:
        question = tr("Your teyaku: show it?")
    elif "cancel" in choices:
        question = tr("Cancel the round?")
    else:
        question = tr("You made a yaku!")
    return tr("{name}: {line}", name=name, line=question)
