"""Marks English text shown to players; translated at display.

The engine imports nothing but the standard library, so it never translates: a name the
screens show (a card, a month's plant, a yaku) is written ``tr_later("Pine crane")`` so that
the catalog extractor (game.i18n.sources) finds it, and the view translates the English
where it is drawn (game.match.names).
"""

from __future__ import annotations


def tr_later(message: str) -> str:
    """The message unchanged (a marker for the catalogs)."""
    return message
