"""Koi-koi's decision after a yaku: call koi-koi (play on) or stop and score. Both are
declarations like every game's decisions (``declare("koikoi")``, ``declare("stop")``), named
by koi-koi's spec (``decision_kinds``), and recorded as koi-koi has always recorded them:
``{"koikoi": true}`` for the call, ``{"koikoi": false}`` for the stop."""

from __future__ import annotations

from game.engine.actions import record_declaration

CALL = "koikoi"  # the call's choice name, also the key of each seat's calls in a month's result
KOIKOI = record_declaration(CALL, key=CALL, value=True, words="call koi-koi")
STOP = record_declaration("stop", key=CALL, value=False, words="stop")
DECISIONS = (KOIKOI, STOP)  # what the seat may decide after a yaku, in the order offered
CHOICES: tuple[str, ...] = tuple(action.choice for action in DECISIONS)
