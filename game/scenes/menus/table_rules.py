"""More rules of roppyakken or hana-awase: every rule key of the game, read from the engine
(its rules dataclass and CHOICES), as on/off toggles and choices; values changed from the
preset are kept as overrides of the TableSetup being edited. Two columns, paged when a game
has more keys than fit."""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.match.table_setup import TableSetup, preset_values, rule_kinds, value_choices
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice, Toggle

ROWS_PER_COLUMN = 9
PER_PAGE = ROWS_PER_COLUMN * 2
ROW_HEIGHT, ROW_GAP = 62, 10


def rule_label(game: str, key: str) -> str:
    """A rule key in words: a yaku by its name ("Ino-shika-cho"), else the key spelled out."""
    from game.engine import games

    name = games.yaku_names(game).get(key.replace("_", "-"))
    if name is not None:
        return name[0].split(" (")[0]
    return key.replace("_", " ").capitalize()


def value_label(value) -> str:
    if isinstance(value, bool):
        return "On" if value else "Off"
    if isinstance(value, int):
        return "Off (0)" if value == 0 else str(value)
    return str(value).replace("_", " ")


class TableRulesScene(MenuScene):
    name = "table_rules"
    heading = "More Rules"
    heading_ja = "ルール"

    def __init__(
        self, context: SceneContext | None = None, setup: TableSetup | None = None
    ) -> None:
        self.setup = setup or TableSetup("roppyakken")
        self.page = 0
        super().__init__(context)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.setup.more_rule_keys()) // PER_PAGE))

    def build(self) -> None:
        setup = self.setup
        kinds = rule_kinds(setup.game)
        defaults = preset_values(setup.game, setup.preset)
        keys = setup.more_rule_keys()[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        for index, key in enumerate(keys):
            column, row = divmod(index, ROWS_PER_COLUMN)
            rect = pygame.Rect(
                120 + column * 880, 180 + row * (ROW_HEIGHT + ROW_GAP), 820, ROW_HEIGHT
            )
            description = f"Preset value: {value_label(defaults.get(key))}"
            if kinds[key] == "bool":
                widget = Toggle(
                    rect,
                    rule_label(setup.game, key),
                    lambda key=key: bool(setup.rule(key)),
                    lambda value, key=key: setup.set_rule(key, value),
                    key=key,
                    description=description,
                )
            else:
                values = value_choices(setup.game, key, setup.rule(key), defaults.get(key))
                widget = Choice(
                    rect,
                    rule_label(setup.game, key),
                    [(value, value_label(value)) for value in values],
                    lambda key=key: setup.rule(key),
                    lambda value, key=key: setup.set_rule(key, value),
                    key=key,
                    description=description,
                )
            self.group.add(widget)
        bottom = 180 + ROWS_PER_COLUMN * (ROW_HEIGHT + ROW_GAP) + 20
        if self.pages > 1:
            self.group.add(
                Button(
                    pygame.Rect(120, bottom, 400, 76),
                    f"Page {self.page + 1} of {self.pages}",
                    self.next_page,
                    key="page",
                    description="Show the other rules.",
                    size=32,
                )
            )
        self.group.add(
            Button(
                pygame.Rect(1000, bottom, 400, 76),
                "Reset to preset",
                self.reset,
                key="reset",
                description="Undo every change to the preset's rules.",
                size=32,
            )
        )
        self.group.add(
            Button(
                pygame.Rect(1440, bottom, 260, 76),
                "Done",
                self.on_back,
                key="done",
                description="Back to the match setup.",
                size=36,
            )
        )

    def next_page(self) -> None:
        self.page = (self.page + 1) % self.pages
        self.rebuild()

    def reset(self) -> None:
        self.setup.set_preset(self.setup.preset)
        self.setup.overrides = {}
        self.rebuild()
