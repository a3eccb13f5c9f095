"""What the autosave keeps of the table's look, and putting it back on Continue.

:func:`table_look` reads a table's field slots and its "Previous turn" line as a
``game.persist.autosave.TableLook``; :func:`keep_look` has the table's autosave store it
with every decision, again once the table has finished showing it (the cards have
landed) and when the game closes; :func:`restore_look` lays a restored position out with
the saved slots and line, so Continue shows the table as it was. A save without a look
(older saves), or one that does not fit the position, leaves the fresh layout as it is.
"""

from __future__ import annotations

from typing import Any

from game.persist.autosave import TableLook


def table_look(table: Any) -> TableLook:
    """The look of ``table`` (a TableScene) now."""
    model = table.director.model
    return TableLook(dict(model.field_slots), table.presenter.summary_text)


def keep_look(table: Any, persistence: Any) -> None:
    """Save ``table``'s look with its autosave (``persistence``: a MatchPersistence), and
    the match where it stands when the game closes (even before its first decision)."""
    persistence.look = lambda: table_look(table)
    table.on_settled = persistence.refresh_look
    table.on_quit = persistence.save_now


def restore_look(table: Any, look: TableLook | None) -> None:
    """Put the saved field slots and previous-turn line back on a freshly laid out table."""
    if look is None:
        return
    director = table.director
    director.skip()
    director.update(0.0)  # the restored position laid out, then its cards moved to their slots
    model = director.model
    kept = {code: slot for code, slot in look.field_slots.items() if code in model.field_slots}
    if len(set(kept.values())) == len(kept):  # two cards in one slot: not this position's
        others = [code for code in model.field_slots if code not in kept]
        model.field_slots = dict(kept)
        for code in others:
            model.field_slots[code] = model.free_slot()
        director.tweens.add(director.settle(0.0))
        director.skip()
        director.update(0.0)
    table.presenter.summary_text = look.previous_turn
