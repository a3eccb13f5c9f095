"""A CPU vs CPU match shown on the real table of a headless app (and autosaved as it goes),
for the Continue tests: played until the test's moment, with every card landed."""

from __future__ import annotations

from collections.abc import Callable

FRAMES = 6000


def watched_until(app, ready: Callable) -> object:
    """The table of a seeded CPU vs CPU match (Aki vs Ren) once ``ready(table)`` holds and
    its cards have landed; AssertionError when the match ends first."""
    app.start_match(
        {"seats": ["cpu", "cpu"], "names": ["Aki", "Ren"], "seed": 3, "level": "greedy"}
    )
    table = app.context.scenes.top
    for _ in range(FRAMES):
        table.fast_forward()
        app.update(1 / 60)
        if table.director.idle and table._settled and ready(table):
            return table
        if table.session.is_over():
            break
    raise AssertionError("the match never got there")


def decisions_made(table) -> int:
    """Decisions of the match so far."""
    return sum(len(month["decisions"]) for month in table.session.state.record_rounds())
