"""Where a rule comes from is said in words a player knows ("as Shiragiku Hanafuda plays it",
"as the Chinese rule pages give it"), never as a research document's number ("seed 002",
"資料002", "资料 003"): no player-visible string - a catalog's msgid or msgstr, a rule preset's
description, an arcade character's text - names one."""

from __future__ import annotations

import re
import tomllib

from game.i18n.catalog_files import locale_root, read_po
from game.i18n.sources import PROJECT_ROOT, domain_messages, messages_in_data, preset_files

SEED_NUMBER = re.compile(
    r"(?i)\bseeds?\s*0\d\d|\bseed\s*\d|資料\s*[0-9０-９]|资料\s*[0-9０-９]|种子|種子"
)


def test_the_pattern_catches_the_reported_wordings() -> None:
    for text in ("Shiragiku's rules (seed 002)", "Seed 003's table", "資料002", "资料 004"):
        assert SEED_NUMBER.search(text), text
    assert not SEED_NUMBER.search("as the Chinese rule pages give it")


def test_no_catalog_string_names_a_seed() -> None:
    found = []
    for path in sorted(locale_root().rglob("*.po*")):
        for entry in read_po(path):
            for text in (entry.msgid, entry.plural or "", *entry.translations):
                if SEED_NUMBER.search(text):
                    found.append((path.name, entry.line, text[:60]))
    assert found == []


def test_no_preset_description_or_message_names_a_seed() -> None:
    presets = preset_files()
    assert len(presets) >= 15
    for path in presets:
        with path.open("rb") as handle:
            description = tomllib.load(handle).get("description", "")
        assert description and not SEED_NUMBER.search(description), path.name
    for messages in (*domain_messages().values(), *messages_in_data().values()):
        for message in messages:
            assert not SEED_NUMBER.search(message.msgid), message.origin


def test_the_rewritten_descriptions_say_where_the_rules_come_from() -> None:
    def description(relative: str) -> str:
        with (PROJECT_ROOT / "game/engine" / relative).open("rb") as handle:
            return tomllib.load(handle)["description"]

    assert description("roppyakken/presets/shiragiku.toml").startswith(
        "Roppyakken as Shiragiku Hanafuda plays it:"
    )
    assert "as the Chinese rule pages give it" in description("hana_awase/presets/seed003.toml")
    assert "as the Chinese rule pages give it" in description(
        "koikoi/presets/variants/seed004.toml"
    )
