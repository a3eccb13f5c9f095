"""The action list (L / F2) opens over the koi-koi prompt too: the prompt steps aside while the
list is up (the call is made there) and comes back, still waiting, when the list closes."""

from __future__ import annotations

import pygame

from tests.support.table_harness import Harness, stacked_deal


def _to_the_prompt() -> Harness:
    harness = Harness(deal=stacked_deal())
    assert harness.wait_for_human() == "play"
    harness.select_and_play("12-3", "keyboard")
    assert harness.wait_for_human() == "take"
    harness.take("12-1", "keyboard")
    for code in ("1-1", "3-1"):
        assert harness.wait_for_human() == "play"
        harness.select_and_play(code, "keyboard")
    assert harness.wait_for_human() == "decide"
    prompt = harness.top()
    while not prompt.settle.ready:
        harness.frame()
    return harness


def _names(harness: Harness) -> list[str]:
    return [type(scene).__name__ for scene in harness.context.scenes.scenes]


def test_the_action_list_key_at_the_prompt_opens_the_list_and_closing_it_brings_the_prompt_back():
    harness = _to_the_prompt()
    harness.key(pygame.K_l)
    harness.frame(3)
    assert type(harness.top()).__name__ == "ActionListOverlay"
    assert "KoikoiPrompt" not in _names(harness)
    harness.key(pygame.K_l)  # closed unanswered: the prompt is back
    for _ in range(30):
        harness.frame()
        if type(harness.top()).__name__ == "KoikoiPrompt":
            break
    assert type(harness.top()).__name__ == "KoikoiPrompt"
    assert _names(harness).count("KoikoiPrompt") == 1


def test_the_call_made_in_the_list_opened_at_the_prompt_is_made_once():
    harness = _to_the_prompt()
    harness.key(pygame.K_F2)
    harness.frame(3)
    overlay = harness.top()
    assert type(overlay).__name__ == "ActionListOverlay"
    harness.key(pygame.K_RETURN)  # the first entry: koi-koi
    harness.frame(5)
    assert harness.state.koikoi[0] == 1
    assert "KoikoiPrompt" not in _names(harness)
    harness.key(pygame.K_l)
    harness.frame(30)
    assert "KoikoiPrompt" not in _names(harness)


def test_the_action_list_opened_on_a_pad_names_the_pad_buttons_not_the_keys(drawn_texts):
    harness = Harness(deal=stacked_deal())
    harness.context.input = harness.input  # the prompts follow the device in use
    assert harness.wait_for_human() == "play"
    harness.pad(pygame.CONTROLLER_BUTTON_X)
    harness.frame(3)
    assert type(harness.top()).__name__ == "ActionListOverlay"
    drawn_texts.clear()
    harness.draw()
    assert not any("Enter/Space" in text or "L / F2" in text for text in drawn_texts)
    assert "X: close    D-pad: move    A: choose" in drawn_texts
    harness.key(pygame.K_DOWN)  # back on the keyboard: its keys again
    drawn_texts.clear()
    harness.draw()
    assert "L / F2: close    Up/Down, Tab: move    Enter/Space: choose" in drawn_texts


def test_the_yaku_list_opened_on_a_pad_says_how_to_close_it_on_the_pad(drawn_texts):
    harness = Harness(deal=stacked_deal())
    harness.context.input = harness.input
    assert harness.wait_for_human() == "play"
    harness.pad(pygame.CONTROLLER_BUTTON_BACK)  # View: the yaku list
    harness.frame(3)
    assert type(harness.top()).__name__ == "YakuListOverlay"
    drawn_texts.clear()
    harness.draw()
    assert "Enter / Esc / click to close" not in drawn_texts
    assert "A / B: close" in drawn_texts


def test_the_action_list_is_called_what_the_controls_page_calls_it():
    """The Controls page says "X: action list"; the list's own heading must be that name
    (ja and zh said "button operations" over a list of moves)."""
    from game.i18n import tr
    from game.i18n.translate import set_language
    from game.scenes.menus.how_to_play import PAD_LINE

    for language in ("ja", "zh-Hans", "zh-Hant"):
        set_language(language)
        line = tr(PAD_LINE, move="", confirm="", yaku_list="", hint="", action_list="", pause="")
        assert tr("Actions") in line, language
    set_language("en")


def test_the_hints_option_off_leaves_the_cards_unmarked_but_the_choice_lit():
    """Options > Hints says "Highlight cards that match": off, no hand card is dimmed and no
    field card glows for the lifted card (the tips go too); a two-match choice stays lit."""
    marked = Harness(deal=stacked_deal())
    assert marked.wait_for_human() == "play"
    marked.key(pygame.K_RIGHT)
    marked.frame()
    assert marked.table.marks.dimmed and set(marked.table.marks.highlights) - {
        marked.table.selected
    }
    plain = Harness(deal=stacked_deal())
    plain.settings.hints = False
    assert plain.wait_for_human() == "play"
    plain.key(pygame.K_RIGHT)
    plain.frame()
    assert plain.table.selected is not None
    assert not plain.table.marks.dimmed
    assert set(plain.table.marks.highlights) <= {plain.table.selected}
    plain.select_and_play("12-3", "keyboard")
    assert plain.wait_for_human() == "take"
    plain.frame()
    assert {"12-1", "12-2"} <= set(plain.table.marks.highlights)  # the options to take
