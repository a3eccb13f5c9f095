"""Watching a kept match again: the list of kept matches.

:class:`ReplayViewer` lists the last finished matches (game.persist.records_library);
choosing one opens the "replay_table": the real table driven by the record's decisions
instead of players, with every hand face up (game.table.modes.ReplayMode has its controls).
"""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.i18n import tr, tr_later
from game.persist.records_library import RecordsLibrary
from game.ui import theme
from game.ui.menu import vertical_rects
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

MAX_LISTED = 8


class ReplayViewer(MenuScene):
    """The kept matches, newest first; choosing one replays it on the table."""

    heading = tr_later("Watch a Match")
    heading_ja = "花札"
    name = "replay_viewer"

    def __init__(
        self, context: SceneContext | None = None, library: RecordsLibrary | None = None
    ) -> None:
        self.library = library or RecordsLibrary()
        self.entries = self.library.entries()[:MAX_LISTED]
        super().__init__(context)
        for warning in self.library.warnings[:1]:
            self.context.services.notify(warning)

    def build(self) -> None:
        count = len(self.entries) + 1
        rects = vertical_rects(count, centre_x=960, top=220, width=1500, height=72, gap=14)
        for entry, rect in zip(self.entries, rects, strict=False):
            self.group.add(
                Button(
                    rect,
                    entry.title,
                    lambda e=entry: self.watch(e.path),
                    size=30,
                    description=tr("Replay this match."),
                )
            )
        self.group.add(Button(rects[-1], tr("Back"), self.on_back, key="back", size=34))

    def watch(self, path) -> None:
        record = self.library.load(path)
        if record is None:
            self.context.services.notify(tr("That match could not be read."))
            self.rebuild()
            return
        self.stack.push(self.context.make_scene("replay_table", record=record))

    def draw_decor(self, canvas: pygame.Surface) -> None:
        if not self.entries:
            theme.draw_text(
                canvas,
                tr("No finished matches yet - they appear here when a match ends."),
                34,
                theme.colour("muted"),
                "ui",
                center=(960, 180),
            )
