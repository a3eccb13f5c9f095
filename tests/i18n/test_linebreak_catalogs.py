"""Every Japanese and Chinese catalog string, wrapped with the language's real font at the sizes
and widths the screens wrap text at, keeps kinsoku (no line starts with closing punctuation, a
small kana or ー; none ends with an opening bracket), keeps the game's words whole and, in
Japanese, never breaks inside a run of hiragana ("も/う一度"); the reported breaks
("も/う一度", "快/进") never happen at any width."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import i18n  # noqa: E402
from game.i18n.catalog_files import locale_root, read_po  # noqa: E402
from game.i18n.linebreak import (  # noqa: E402
    HIRAGANA,
    NO_LINE_END,
    NO_LINE_START,
    kept_words,
    script,
)
from game.scenes.menus import confirm, controls, game_choice  # noqa: E402
from game.scenes.online import create_room, join_room, room  # noqa: E402
from game.scenes.online import overlays as online_overlays  # noqa: E402
from game.scenes.overlays import action_list, koikoi_prompt, month_lines  # noqa: E402
from game.ui import notice, theme  # noqa: E402

#: (size, width, family): where the screens wrap text (theme.wrap_text's callers)
SCREEN_WIDTHS: tuple[tuple[int, int, str], ...] = (
    (month_lines.REASON_SIZE, month_lines.PANEL.width - 100, "ui"),  # month result's reason
    (26, month_lines.PANEL.width - 100, "ui"),  # month result's previous turn
    (30, koikoi_prompt.PANEL.width - 100, "ui"),  # the koi-koi prompt
    (28, koikoi_prompt.PANEL.width - 160, "ui"),  # the prompt's hint line
    (game_choice.LINE_WIDTH and 30, game_choice.LINE_WIDTH, "ui"),  # the game choice lines
    (24, 600, "ui"),  # table setup: changed rules
    (28, 600, "ui"),  # a preset's description
    (confirm.QUESTION_SIZE, confirm.PANEL_WIDTH - 120, "ui"),  # a confirmation
    (notice.NOTICE_SIZE, notice.NOTICE_WIDTH - 2 * notice.PADDING[0], "ui_bold"),  # a notice
    (28, controls.PANEL_RECT.width - 50, "ui_bold"),  # the controls page's side panel
    (28, join_room.PANEL.width - 72, "ui"),  # joining a room
    (28, create_room.PANEL.width - 72, "ui"),  # creating a room
    (32, online_overlays.PANEL.width - 120, "ui"),  # online notices
    (32, room.PANEL.width - 120, "ui_bold"),  # the room
    (action_list.INFO_SIZE, action_list.PANEL_RECT.width - 72, "ui"),  # the action list
    (20, 290, "ui"),  # the yaku list's "needs" lines
)
LANGUAGES = ("ja", "zh-Hans", "zh-Hant")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def catalog_strings(language: str) -> list[str]:
    found: list[str] = []
    for path in sorted((locale_root() / language / "LC_MESSAGES").glob("*.po")):
        for entry in read_po(path):
            if entry.msgid and entry.translated:
                found += [text for text in entry.translations if text not in found]
    return found


def hiragana_run(before: str, after: str) -> str:
    """The run of hiragana a break falls inside, with the brackets and punctuation kinsoku
    binds to it."""
    head = len(before)
    while head > 0 and (script(before[head - 1]) == HIRAGANA or before[head - 1] in NO_LINE_END):
        head -= 1
    tail = 0
    while tail < len(after) and (script(after[tail]) == HIRAGANA or after[tail] in NO_LINE_START):
        tail += 1
    return before[head:] + after[:tail]


def break_problems(text: str, lines: list[str], width: int, size_of) -> list[str]:
    """What is wrong with one wrapping of ``text`` (kinsoku, lost text, words split);
    ``size_of(line)`` is the font's (width, height) of a line."""

    def measure(line: str) -> int:
        return size_of(line)[0]

    problems: list[str] = []

    def bare(value: str) -> str:  # the spaces a break drops
        return value.replace("\n", "").replace(" ", "").replace("\u3000", "")

    if bare("".join(lines)) != bare(text):
        problems.append("text lost or changed")
    words = kept_words()
    for before, after in zip(lines, lines[1:], strict=False):
        if not before or not after:
            continue  # a paragraph break (an explicit newline)
        if after[0] in NO_LINE_START:
            problems.append(f"a line starts with {after[0]!r}")
        if before[-1] in NO_LINE_END:
            problems.append(f"a line ends with {before[-1]!r}")
        if script(before[-1]) == HIRAGANA == script(after[0]):
            run = hiragana_run(before, after)
            before_a_word = any(after.startswith(word) for word in words)
            # a run wider than the line has to break somewhere; before a kana word it may
            if measure(run) <= width and not before_a_word:
                problems.append(f"hiragana split: {before[-3:]}/{after[:3]}")
        for take in range(1, 6):
            for give in range(1, 7 - take):
                joined = before[-take:] + after[:give]
                if len(joined) == take + give and joined in words:
                    problems.append(f"the word {joined!r} split")
    for line in lines:
        if measure(line) > width and len(line) > 1 and " " not in line.strip():
            overflow = line  # one unbreakable piece (a long Latin word) may stand alone
            if any(script(char) != "latin" for char in overflow):
                problems.append(f"{line!r} is wider than {width}")
    return [f"{problem} in {' / '.join(lines)}" for problem in problems]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalog_string_breaks_well_at_every_screen_width(language: str) -> None:
    i18n.set_language(language)
    texts = catalog_strings(language)
    assert len(texts) > 800
    problems: list[str] = []
    for size, width, family in SCREEN_WIDTHS:
        for text in texts:
            lines = theme.wrap_text(text, size, width, family)
            font = theme.fonts.font(size, theme.fonts.family_for_text(family, text))
            problems += break_problems(text, lines, width, font.size)
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:8]}"


@pytest.mark.parametrize(
    ("language", "text", "word"),
    [
        ("ja", "もう一度クリック", "もう"),
        ("ja", "マウス：札をクリックすると持ち上がり、もう一度（または光っている場札を）", "もう"),
        ("zh-Hans", "{name}出牌中...（{skip}：快进）", "快进"),
        ("zh-Hant", "{name}出牌中...（{skip}：快進）", "快進"),
        ("zh-Hans", "电脑行动时，按任意键可快进动画。", "快进"),
    ],
)
def test_the_reported_words_are_never_split(language: str, text: str, word: str) -> None:
    i18n.set_language(language)
    assert text in "\n".join(catalog_strings(language)) or text == "もう一度クリック"
    for width in range(4 * 28, 900, 7):  # from four characters: the word and its brackets
        lines = theme.wrap_text(text, 28, width)
        assert "".join(lines) == text.replace(" ", "") or " " in text
        assert any(word in line for line in lines), (width, lines)
