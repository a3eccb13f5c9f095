"""Pieces of the card-art generator (tools/make_cards.py): SVG, glyphs, plants, subjects."""
