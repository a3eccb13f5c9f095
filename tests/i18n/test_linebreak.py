"""Line breaking: between words in English, between characters in Chinese and Japanese, with
kinsoku (no line starts with closing punctuation, none ends with an opening bracket)."""

from __future__ import annotations

from game.i18n.linebreak import NO_LINE_END, NO_LINE_START, break_lines


def width(text: str) -> int:
    """One unit per character (wide ones count two, as in a CJK font)."""
    return sum(2 if ord(char) > 0x2E80 else 1 for char in text)


def test_english_breaks_between_words() -> None:
    assert break_lines("the quick brown fox jumps over", 10, width) == [
        "the quick",
        "brown fox",
        "jumps over",
    ]


def test_japanese_breaks_between_characters_within_the_width() -> None:
    lines = break_lines("こいこいを宣言すると、勝負まで続けます。", 12, width)
    assert "".join(lines) == "こいこいを宣言すると、勝負まで続けます。"
    assert all(width(line) <= 12 for line in lines) and len(lines) >= 3


def test_no_line_starts_with_closing_punctuation() -> None:
    text = "役ができました。「こいこい」しますか？それとも勝負しますか？"
    for max_width in range(6, 30, 2):
        lines = break_lines(text, max_width, width)
        assert "".join(lines) == text
        assert all(line[0] not in NO_LINE_START for line in lines), (max_width, lines)
        assert all(line[-1] not in NO_LINE_END for line in lines), (max_width, lines)


def test_a_comma_that_would_start_a_line_stays_with_the_line_before() -> None:
    # four characters fit; "、" would start the second line, so it takes "短" with it
    assert break_lines("赤短青短、五光", 8, width, words=()) == ["赤短青", "短、五光"]


def test_chinese_with_latin_words_keeps_the_words_whole() -> None:
    lines = break_lines("来来 Koi-Koi 是一种花札游戏", 14, width)
    assert "Koi-Koi" in " ".join(lines) and all("Koi-" != line[-4:] for line in lines)


def test_newlines_are_kept_and_empty_text_is_no_lines() -> None:
    assert break_lines("一\n\n二", 10, width) == ["一", "", "二"]
    assert break_lines("", 10, width) == []


def test_japanese_breaks_at_phrase_boundaries_not_inside_a_word() -> None:
    # "も/う一度" was drawn: the phrase もう stays whole, so does 一度 and クリック
    assert break_lines("もう一度クリック", 8, width, words=()) == ["もう一度", "クリック"]
    assert break_lines("もう一度クリック", 6, width, words=())[:2] == ["もう", "一度"]
    for max_width in range(4, 17):
        assert "も" != break_lines("もう一度クリック", max_width, width, words=())[0]
    assert break_lines("手札を1枚出します", 12, width, words=()) == ["手札を", "1枚出します"]


def test_a_phrase_wider_than_the_line_breaks_where_its_script_changes_then_anywhere() -> None:
    assert break_lines("サーバーにつながりません。", 18, width, words=()) == [
        "サーバー",
        "につながりません。",
    ]
    lines = break_lines("つながりませんでした", 8, width, words=())
    assert "".join(lines) == "つながりませんでした" and all(width(line) <= 8 for line in lines)


def test_chinese_keeps_the_given_words_whole() -> None:
    text = "出牌中（空格：快进）"
    for max_width in range(8, 20):
        lines = break_lines(text, max_width, width, words={"快进"})
        assert any("快进" in line for line in lines), (max_width, lines)
    assert break_lines(text, 14, width, words=()) == ["出牌中（空格：", "快进）"]


def test_a_kana_word_of_the_glossary_marks_where_a_run_of_hiragana_may_break() -> None:
    assert break_lines("相手がこいこいしていれば", 18, width, words={"こいこい"}) == [
        "相手が",
        "こいこいしていれば",
    ]
