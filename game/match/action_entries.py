"""The action list's entries: every legal action of the seat to act as one line of text
("Play Cherry chaff (3) - takes Cherry ribbon", "Koi-koi - keep playing for more"), choices
that cannot differ (two chaff of the same month) collapsed into one."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.wording import plural
from game.engine import games
from game.engine.actions import Action
from game.engine.cards import CARDS, MONTH_MASKS, ids_from_mask
from game.engine.koikoi.decisions import DECISIONS, KOIKOI
from game.engine.koikoi.scoring import stop_multipliers
from game.engine.koikoi.state import PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY
from game.i18n import tr
from game.match import names as shown_names
from game.match.panel_words import card_label, card_name, interchangeable, join_names


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
