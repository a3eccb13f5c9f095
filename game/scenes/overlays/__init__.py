"""Overlays over the table: the koi-koi prompt, the month result and announcements, the
match result, the yaku list and the action list. Each gets values and callbacks (a view of
the match, what to do on a choice), never the table scene."""
