"""Line breaking for every language: between words where there are spaces; in Japanese at
phrase boundaries, in Chinese between characters but never inside one of the game's words;
always with kinsoku (no line starts with closing punctuation such as 。、」）！？, a small kana
or the long-vowel mark ー; no line ends with an opening bracket). Widths are measured by the
caller's function (pixels of a font).

Japanese phrases are told apart by script: a phrase is a run of kanji, katakana or Latin
followed by the hiragana that belong to it (okurigana, particles), so "もう一度クリック" breaks
as もう / 一度 / クリック and never as も / う一度. Chinese has no such marks: the words kept
whole are the glossary's line-break words (game/locale/glossary.toml, ``[linebreak]``) and the
catalogs' short labels (a translation of two to six Han characters: 快进, 役一览, 赏花酒 ...).
A phrase or word wider than a whole line is broken between characters, kinsoku still kept.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable
from functools import cache

#: may not begin a line (closing brackets, stops, commas, marks, small kana, ー)
NO_LINE_START = frozenset(
    "。、，．,.!?！？：；:;」』）)]】〕〉》’”ー・…〜ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ%％"
)
#: may not end a line (opening brackets)
NO_LINE_END = frozenset("「『（([【〔〈《‘“")
#: the longest word kept whole (in characters)
LONGEST_WORD = 6

HIRAGANA, KATAKANA, KANJI, PUNCTUATION, LATIN = "hiragana", "katakana", "kanji", "punct", "latin"


def is_wide(char: str) -> bool:
    """A character of a script written without spaces (CJK ideographs, kana, CJK punctuation,
    full-width forms)."""
    code = ord(char)
    return (
        0x2E80 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
        or 0xFF00 <= code <= 0xFFEF
        or 0x3000 <= code <= 0x303F
        or 0x20000 <= code <= 0x2FFFF
    )


def script(char: str) -> str:
    """The script class a line breaker tells phrases by."""
    code = ord(char)
    if 0x3041 <= code <= 0x309F:
        return HIRAGANA
    if 0x30A0 <= code <= 0x30FF or 0xFF66 <= code <= 0xFF9F or 0x31F0 <= code <= 0x31FF:
        return KATAKANA
    if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or code in (0x3005, 0x3006):
        return KANJI
    if 0xF900 <= code <= 0xFAFF or 0x20000 <= code <= 0x2FFFF:
        return KANJI
    if is_wide(char):
        return PUNCTUATION
    return LATIN


def _is_han_word(text: str) -> bool:
    return 2 <= len(text) <= LONGEST_WORD and all(script(char) == KANJI for char in text)


@cache
def kept_words() -> frozenset[str]:
    """The words never split across lines: the glossary's ``[linebreak]`` lists and every
    short all-Han translation of the Chinese and Japanese catalogs."""
    from game.i18n.catalog_files import CatalogError, catalog_files, locale_root, read_po

    words: set[str] = set()
    try:
        with (locale_root() / "glossary.toml").open("rb") as handle:
            listed = tomllib.load(handle).get("linebreak", {})
    except (OSError, tomllib.TOMLDecodeError):
        listed = {}
    for values in listed.values():
        words.update(value for value in values if isinstance(value, str) and len(value) > 1)
    for language in ("ja", "zh-Hans", "zh-Hant"):
        for path in catalog_files(language):
            try:
                entries = read_po(path)
            except CatalogError:
                continue
            words.update(
                translation
                for entry in entries
                if entry.msgid and entry.translated
                for translation in entry.translations
                if _is_han_word(translation)
            )
    return frozenset(words)


def _atoms(text: str) -> list[str]:
    """The smallest pieces: each wide character, and each run of other characters up to and
    including its spaces (a Latin word)."""
    atoms: list[str] = []
    word = ""
    for char in text:
        if is_wide(char):
            if word:
                atoms.append(word)
                word = ""
            atoms.append(char)
        elif char == " ":
            atoms.append(word + char)
            word = ""
        else:
            word += char
    if word:
        atoms.append(word)
    return atoms


def _kinsoku_allows(before: str, after: str) -> bool:
    return not (after[0] in NO_LINE_START or before[-1] in NO_LINE_END)


def _glued(before: str, after: str, japanese: bool) -> bool:
    """Whether two atoms belong to one unit by script: a number or Latin word written
    against a CJK word ("第{number}局", "8枚", "Enterで"), and in Japanese the inside of a
    phrase (a break falls only after punctuation or a space, before a kanji / katakana run
    that follows hiragana, or where the script changes between kanji and katakana; never
    inside a run of one script, nor before the hiragana that end a phrase)."""
    if before.endswith(" ") or after.startswith(" "):
        return False
    first, second = script(before[-1]), script(after[0])
    if PUNCTUATION in (first, second):
        return False
    if japanese and second == HIRAGANA:
        return True  # okurigana and particles stay with their phrase
    if LATIN in (first, second):
        return HIRAGANA not in (first, second)  # "1枚", "第{number}局"; "を|1枚" may break
    return japanese and first == second


def _word_gaps(atoms: list[str], words: Iterable[str]) -> tuple[set[int], set[int]]:
    """The gaps (index ``i``: between atom i-1 and atom i) inside a kept word, and those
    before a kept word written in kana (こいこい in "相手がこいこいしていれば", ください: a
    Japanese phrase may break there)."""
    words = frozenset(words)
    inside: set[int] = set()
    edges: set[int] = set()
    if not words:
        return inside, edges
    for start in range(len(atoms)):
        for length in range(min(LONGEST_WORD, len(atoms) - start), 1, -1):
            word = "".join(atoms[start : start + length])
            if word in words:
                inside.update(range(start + 1, start + length))
                if any(script(char) in (HIRAGANA, KATAKANA) for char in word):
                    edges.add(start)  # before the word; the particles after it stay
                break
    return inside, edges - inside


def _protected(atoms: list[str], words: Iterable[str]) -> set[int]:
    """The gaps inside a kept word."""
    return _word_gaps(atoms, words)[0]


def _units(atoms: list[str], words: Iterable[str]) -> list[list[str]]:
    """The atoms grouped into units no line may break inside (phrases, kept words, kinsoku
    pairs)."""
    japanese = any(script(atom[0]) in (HIRAGANA, KATAKANA) for atom in atoms)
    inside, edges = _word_gaps(atoms, words)
    units: list[list[str]] = []
    for index, atom in enumerate(atoms):
        if units:
            before = units[-1][-1]
            joined = (
                not _kinsoku_allows(before, atom)
                or index in inside
                or (_glued(before, atom, japanese) and index not in edges)
            )
            if joined:
                units[-1].append(atom)
                continue
        units.append([atom])
    return units


def _split_long(
    unit: list[str], max_width: int, measure: Callable[[str], int], words: frozenset[str]
) -> list[str]:
    """A unit wider than a line, broken where the script changes (a phrase's hiragana tail:
    サーバー / につながりません), kept words and kinsoku still held; a piece still too wide
    is broken between any two characters kinsoku allows (one atom wider than the line
    stands alone)."""
    inside = _protected(unit, words)
    pieces: list[list[str]] = []
    for index, atom in enumerate(unit):
        if pieces:
            before = pieces[-1][-1]
            same_script = script(before[-1]) == script(atom[0]) != LATIN
            if not _kinsoku_allows(before, atom) or index in inside or same_script:
                pieces[-1].append(atom)
                continue
        pieces.append([atom])
    lines: list[str] = []
    for piece in _fill(["".join(piece) for piece in pieces], max_width, measure):
        if measure(piece) <= max_width:
            lines.append(piece)
            continue
        chars: list[str] = []
        for atom in _atoms(piece):
            if chars and not _kinsoku_allows(chars[-1], atom):
                chars[-1] += atom
            else:
                chars.append(atom)
        lines += _fill(chars, max_width, measure)
    return lines


def _fill(pieces: list[str], max_width: int, measure: Callable[[str], int]) -> list[str]:
    lines: list[str] = []
    current = ""
    for piece in pieces:
        candidate = current + piece
        if current and measure(candidate.rstrip()) > max_width:
            lines.append(current.rstrip())
            current = piece.lstrip()
        else:
            current = candidate
    lines.append(current.rstrip())
    return lines


def break_lines(
    text: str,
    max_width: int,
    measure: Callable[[str], int],
    words: Iterable[str] | None = None,
) -> list[str]:
    """``text`` split into lines no wider than ``max_width`` as ``measure`` counts width,
    explicit newlines kept; ``words`` (default :func:`kept_words`) are never split."""
    if words is not None:
        kept = frozenset(words)
    else:  # text without CJK needs no words (and no catalogs read)
        kept = kept_words() if any(is_wide(char) for char in text) else frozenset()
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for unit in _units(_atoms(paragraph), kept):
            piece = "".join(unit)
            if current:
                candidate = current + piece
                if measure(candidate.rstrip()) <= max_width:
                    current = candidate
                    continue
                lines.append(current.rstrip())
                piece = piece.lstrip()
            if len(unit) == 1 or measure(piece.rstrip()) <= max_width:
                current = piece
                continue
            broken = _split_long(unit, max_width, measure, kept)
            lines += broken[:-1]
            current = broken[-1]
        lines.append(current.rstrip())
    return lines if text else []
