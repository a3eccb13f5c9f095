"""Continue shows the table as it was: the "Previous turn" line told again in the language in
force (the save keeps the turn's facts, not a sentence), an older save's sentence dropped
safely, and every capture pile in the order it was in."""

from __future__ import annotations

import json

import pytest

from game import i18n
from game.core import storage
from game.engine import events as ev
from game.engine.cards import CARD_BY_CODE
from game.match.action_list import ActionListModel
from game.persist import autosave, turn_facts
from tests.persist.watched import watched_until


def _frames(app, count: int) -> None:
    for _ in range(count):
        app.update(1 / 60)


def _continued(app):
    app.context.scenes.reset(app.context.make_scene("title"))
    app.continue_match()
    restored = app.context.scenes.top
    assert restored.name == "table"
    _frames(app, 3)
    return restored


def _told_a_capture(table) -> bool:
    turn = table.session.previous_turn
    return len(turn) >= 4 and any(len(getattr(event, "cards", ())) > 1 for event in turn)


def test_the_previous_turn_saved_in_japanese_comes_back_in_chinese(app) -> None:
    i18n.set_language("ja")
    table = watched_until(app, _told_a_capture)
    japanese = table.presenter.summary_text
    assert "を出した" in japanese  # "played", as the Japanese screens say it
    i18n.set_language("zh-Hans")
    chinese = table.presenter.summary_text  # the same turn, told in Chinese
    assert chinese and chinese != japanese
    restored = _continued(app)
    assert restored.presenter.summary_text == chinese
    assert restored.hud_frame().summary == chinese
    # the action list tells the same turn
    told = turn_facts.told(table.session.previous_turn)
    assert list(restored.session.previous_turn) == list(told)


def test_an_older_save_with_a_sentence_continues_without_it(app) -> None:
    table = watched_until(app, _told_a_capture)
    slots = dict(table.director.model.field_slots)
    path = autosave.autosave_path()
    data = json.loads(path.read_text())
    data["autosave"]["look"] = {"field_slots": slots, "previous_turn": "アキ は 桜に幕 を出し"}
    path.write_text(json.dumps(data))
    restored = _continued(app)
    assert restored.director.model.field_slots == slots  # the rest of the look still counts
    assert restored.presenter.summary_text == ""  # never a sentence in another language


@pytest.mark.parametrize(
    "facts",
    (
        "Aki played",
        [{"fact": "played", "seat": 0}],
        [{"fact": "played", "seat": 7, "card": "1-1"}],
        [{"fact": "took", "seat": 0, "cards": [], "source": "play"}],
        [{"fact": "koikoi", "seat": 0, "count": True}],
        [{"fact": "shouted", "seat": 0}],
        [{"fact": "drew", "seat": 0, "card": "13-1"}],
        [{"fact": "laid", "seat": 0, "card": "1-1", "source": 5}],
    ),
)
def test_malformed_turn_facts_are_refused_with_a_clear_error(facts) -> None:
    with pytest.raises(storage.InvalidData):
        turn_facts.events_of(facts)


def test_a_save_with_malformed_turn_facts_continues_laid_out_afresh(app) -> None:
    watched_until(app, _told_a_capture)
    path = autosave.autosave_path()
    data = json.loads(path.read_text())
    data["autosave"]["look"]["turn"] = [{"fact": "played", "seat": 0, "card": "<b>"}]
    path.write_text(json.dumps(data))
    loaded = autosave.load()
    assert loaded.ok and loaded.info.look is None and path.exists()


def _shuffled_piles(table) -> bool:
    """Some capture pile is not in card order (Continue used to sort it)."""
    model = table.director.model
    return any(
        pile != sorted(pile, key=lambda code: CARD_BY_CODE[code].id)
        for seat in range(model.seat_count)
        for pile in model.captured[seat].values()
    )


def test_continue_brings_the_capture_piles_back_in_their_order(app) -> None:
    table = watched_until(app, _shuffled_piles)
    before = [
        {kind: list(pile) for kind, pile in seat.items()} for seat in table.director.model.captured
    ]
    restored = _continued(app)
    after = [
        {kind: list(pile) for kind, pile in seat.items()}
        for seat in restored.director.model.captured
    ]
    assert after == before
    director = restored.director  # and the cards lie where those piles put them
    for key, place in director.targets().items():
        sprite = director.sprites[key]
        assert (sprite.x, sprite.y, sprite.z) == (place.x, place.y, place.z), key


def test_a_save_made_while_the_cards_moved_comes_back_as_they_landed(app) -> None:
    """Killed after a turn that took cards, before they landed: Continue shows the table that
    turn left (its line, its captures at the ends of their piles), not the one before."""
    from game.engine import events as ev

    app.start_match(
        {"seats": ["cpu", "cpu"], "names": ["Aki", "Ren"], "seed": 3, "level": "greedy"}
    )
    table = app.context.scenes.top
    path = autosave.autosave_path()
    kept: list[str] = []

    def killed_now(state, events) -> None:  # after the autosave of the decision
        captures = [e for e in events if isinstance(e, ev.Captured) and len(e.cards) > 1]
        if (
            not kept
            and len(captures) == 2
            and len(table.session.state.record_rounds()[0]["decisions"]) > 6
        ):
            kept.append(path.read_text())

    table.session.after_apply.append(killed_now)
    for _ in range(6000):
        table.fast_forward()
        app.update(1 / 60)
        if kept and table.director.idle and table._settled:
            break
    assert kept
    landed = [dict(seat) for seat in table.director.model.captured]
    line = table.presenter.summary_text
    saved_look = autosave.TableLook.from_json(json.loads(kept[0])["autosave"]["look"])
    assert [dict(seat) for seat in landed] != [  # the look was saved before they landed
        {kind: [c for c in pile if CARD_BY_CODE[c].kind.value == kind] for kind in seat}
        for pile, seat in zip(saved_look.piles, landed, strict=True)
    ]
    table.session.after_apply.remove(killed_now)
    app.context.scenes.reset(app.context.make_scene("title"))
    path.write_text(kept[0])
    restored = _continued(app)
    assert restored.presenter.summary_text == line
    assert [dict(seat) for seat in restored.director.model.captured] == landed


def test_continue_lays_the_table_out_without_a_burst_of_sounds(app, monkeypatch) -> None:
    watched_until(app, _told_a_capture)
    app.context.scenes.reset(app.context.make_scene("title"))
    heard: list[str] = []
    monkeypatch.setattr(app.context, "play_sound", heard.append)
    app.continue_match()
    assert app.context.scenes.top.name == "table"
    assert heard == []  # the deal, the piles and the yaku laid out again are not played


def _drawn_card_stayed_on_the_field(table) -> bool:
    turn = table.session.previous_turn
    return bool(turn) and isinstance(turn[-1], ev.CardToField) and turn[-1].source == "draw"


def _action_list_previous_turn(events) -> str:
    model = ActionListModel(names=("Aki", "Ren"))
    model.observe_finished_turn(events)
    return model.previous_turn


def test_the_action_list_tells_a_continued_turn_whose_drawn_card_stayed_on_the_field(app) -> None:
    table = watched_until(app, _drawn_card_stayed_on_the_field)
    live = _action_list_previous_turn(table.session.previous_turn)
    assert live.endswith("it stayed on the field.")
    restored = _continued(app)
    assert _action_list_previous_turn(restored.session.previous_turn) == live
    assert list(restored.session.previous_turn) == list(
        turn_facts.told(table.session.previous_turn)
    )
    assert isinstance(restored.session.previous_turn[-1], ev.CardToField)


def test_an_older_saves_turn_without_its_last_fact_is_still_told() -> None:
    played = ev.CardPlayed(0, "1-1", ())
    drawn = ev.CardDrawn(0, "2-4", ())
    told = _action_list_previous_turn([played, drawn])
    assert told.startswith("Aki played") and "drew" in told
    assert _action_list_previous_turn([]) == ""
