"""What the autosave keeps of the table's look, and putting it back on Continue.

:func:`table_look` reads a table's field slots, its previous turn (the facts its "Previous
turn" line tells) and its capture piles' order as a ``game.persist.autosave.TableLook``;
:func:`keep_look` has the table's autosave store it with every decision, again once the
table has finished showing it (the cards have landed) and when the game closes;
:func:`restore_look` lays a restored position out at once, with the saved slots, piles and
previous turn (worded in the language in force), so Continue shows the table as it was. The
previous turn is the position's own (the session's), so a save made while the turn's cards
were still moving tells it too. A save without a look (older saves), or a part of one that
does not fit the position, leaves the fresh layout as it is.
"""

from __future__ import annotations

from typing import Any

from game.engine.cards import CARD_BY_CODE
from game.persist import turn_facts
from game.persist.autosave import TableLook
from game.view import layout
from game.view.table_model import TableModel


def table_look(table: Any) -> TableLook:
    """The look of ``table`` (a TableScene) now."""
    model = table.director.model
    session = table.session
    return TableLook(
        dict(model.field_slots),
        turn_facts.told(session.previous_turn),  # the position's, landed or not
        tuple(tuple(model.captured_codes(seat)) for seat in range(model.seat_count)),
        turn_facts.told(getattr(session, "turn_in_progress", ())),
    )


def keep_look(table: Any, persistence: Any) -> None:
    """Save ``table``'s look with its autosave (``persistence``: a MatchPersistence), and
    the match where it stands when the game closes (even before its first decision)."""
    persistence.look = lambda: table_look(table)
    table.on_settled = persistence.refresh_look
    table.on_quit = persistence.save_now


def restore_look(table: Any, look: TableLook | None) -> None:
    """Lay the restored position out at once (no flourish or overlay: the table is not shown
    yet), then put the saved field slots, capture piles and previous turn back."""
    director = table.director
    director.lay_out()
    if look is None:
        return
    model = director.model
    moved = _restore_slots(model, look.field_slots)
    moved = _restore_piles(model, look.piles, look.turn) or moved
    if moved:
        director.tweens.add(director.settle(0.0))
        director.skip()
        director.update(0.0)
    table.presenter.show_turn(look.turn)
    resume_turns = getattr(table.session, "resume_turns", None)
    if resume_turns is not None:  # the action list tells the same previous turn
        resume_turns(look.turn, look.turn_in_progress)


def _restore_slots(model: TableModel, slots: dict[str, int]) -> bool:
    """The saved field slots of the cards still on the field (True: applied)."""
    kept = {code: slot for code, slot in slots.items() if code in model.field_slots}
    if len(set(kept.values())) != len(kept):  # two cards in one slot: not this position's
        return False
    others = [code for code in model.field_slots if code not in kept]
    model.field_slots = dict(kept)
    for code in others:
        model.field_slots[code] = model.free_slot()
    return True


def _restore_piles(model: TableModel, piles: tuple[tuple[str, ...], ...], turn: tuple) -> bool:
    """Each seat's capture piles in the saved order (True: applied). A look saved before the
    last turn's cards landed lacks that turn's captures: they join the ends of their piles in
    the order the turn took them. Piles that are not this position's (another month) stay
    as laid out."""
    if len(piles) != model.seat_count or any(
        not set(pile) <= set(model.captured_codes(seat)) for seat, pile in enumerate(piles)
    ):
        return False
    taken = [code for event in turn for code in getattr(event, "cards", ())]
    for seat, pile in enumerate(piles):
        late = [code for code in model.captured_codes(seat) if code not in pile]
        late.sort(key=lambda code: taken.index(code) if code in taken else len(taken))
        for kind in layout.KIND_ORDER:
            model.captured[seat][kind] = [
                code for code in (*pile, *late) if CARD_BY_CODE[code].kind.value == kind
            ]
    return True
