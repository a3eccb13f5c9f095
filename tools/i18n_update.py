"""Extract the messages and update the .po catalogs with Babel (a development tool; the game
reads the .po files with the standard library).

For each domain of game.i18n.sources (common, menus, rules, table, overlays, online) this writes the
template game/locale/templates/<domain>.pot from the code's tr / tr_ctx / tr_n / tr_later calls
and the data files, then merges it into game/locale/<language>/LC_MESSAGES/<domain>.po for
Japanese and Simplified Chinese with Babel's Catalog.update: new messages arrive untranslated,
changed ones are marked fuzzy, translations are kept, vanished ones become obsolete (#~).
The Traditional Chinese catalogs (zh-Hant) are not translated by hand: they are made from the
Simplified ones with OpenCC's "s2twp" conversion (Taiwan characters and phrases: 设置 -> 設定),
so they follow every change of zh-Hans; edit zh-Hans, never zh-Hant.

    python tools/i18n_update.py [--domain NAME ...]
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(PROJECT_ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402
from opencc import OpenCC  # noqa: E402

from game.i18n.sources import domain_messages  # noqa: E402

LOCALE_DIR = PROJECT_ROOT / "game" / "locale"
#: the dates written in the headers, fixed so that a re-run without changes rewrites nothing
FIXED_DATE = datetime(2026, 12, 1, tzinfo=UTC)
#: our language codes -> Babel's locale identifiers
BABEL_LOCALES: dict[str, str] = {"ja": "ja", "zh-Hans": "zh_Hans"}


def template(domain: str, messages) -> Catalog:
    catalog = Catalog(
        project="Hanafuda Koi-Koi", domain=domain, fuzzy=False, creation_date=FIXED_DATE
    )
    for message in messages:
        msgid = (message.msgid, message.plural) if message.plural else message.msgid
        catalog.add(
            msgid, locations=[(message.origin.rsplit(":", 1)[0], None)], context=message.context
        )
    return catalog


def update(domain: str, pot: Catalog, language: str) -> tuple[int, int]:
    path = LOCALE_DIR / language / "LC_MESSAGES" / f"{domain}.po"
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=BABEL_LOCALES[language], domain=domain)
    else:
        catalog = Catalog(
            locale=BABEL_LOCALES[language],
            domain=domain,
            project="Hanafuda Koi-Koi",
            fuzzy=False,
            creation_date=FIXED_DATE,
            revision_date=FIXED_DATE,
        )
    catalog.update(pot, no_fuzzy_matching=True)
    catalog.revision_date = FIXED_DATE
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100, sort_output=False, omit_header=False)
    untranslated = sum(1 for message in catalog if message.id and not message.string)
    return len(catalog), untranslated


def traditional(domain: str) -> int:
    """Write zh-Hant/<domain>.po from zh-Hans/<domain>.po by OpenCC (s2twp)."""
    converter = OpenCC("s2twp")
    source = LOCALE_DIR / "zh-Hans" / "LC_MESSAGES" / f"{domain}.po"
    with source.open("rb") as handle:
        simplified = read_po(handle, locale="zh_Hans", domain=domain)
    catalog = Catalog(
        locale="zh_Hant",
        domain=domain,
        project="Hanafuda Koi-Koi",
        fuzzy=False,
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
        header_comment="# Traditional Chinese, made from zh-Hans by tools/i18n_update.py "
        "(OpenCC s2twp).\n# Do not edit: edit the zh-Hans catalog and re-run the tool.",
    )
    for message in simplified:
        if not message.id:
            continue
        strings = message.string
        if isinstance(strings, tuple):
            converted = tuple(converter.convert(text) for text in strings)
        else:
            converted = converter.convert(strings) if strings else strings
        catalog.add(
            message.id,
            converted,
            locations=message.locations,
            flags=message.flags,
            context=message.context,
        )
    target = LOCALE_DIR / "zh-Hant" / "LC_MESSAGES" / f"{domain}.po"
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as handle:
        write_po(handle, catalog, width=100, sort_output=False, omit_header=False)
    return len(catalog)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--domain", action="append", help="only this domain (repeatable)")
    args = parser.parse_args(argv)
    domains = domain_messages()
    for domain, messages in domains.items():
        if args.domain and domain not in args.domain:
            continue
        pot = template(domain, messages)
        pot_path = LOCALE_DIR / "templates" / f"{domain}.pot"
        pot_path.parent.mkdir(parents=True, exist_ok=True)
        with pot_path.open("wb") as handle:
            write_po(handle, pot, width=100, omit_header=False)
        for language in BABEL_LOCALES:
            total, untranslated = update(domain, pot, language)
            print(f"{domain}: {language}: {total} messages, {untranslated} untranslated")
        print(f"{domain}: zh-Hant: {traditional(domain)} messages converted from zh-Hans")
    return 0


if __name__ == "__main__":
    sys.exit(main())
