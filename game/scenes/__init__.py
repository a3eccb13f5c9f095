"""Scenes: title, options, table, overlays, results, ladder."""
