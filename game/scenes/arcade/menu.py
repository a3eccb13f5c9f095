"""The arcade hub opened by the title's "Arcade" entry: Arcade, Short Arcade, Free Play, the
ladders of roppyakken and hana-awase (their own opponents) and Records. It also says how many
stage files are unavailable (``python -m game levels check`` names them) and shows the
ranking points so far."""

from __future__ import annotations

import pygame

from game.arcade.profile import ProfileStore
from game.arcade.session import ARCADE_MODES
from game.arcade.stage_files import load_ladder
from game.core.scenes import SceneContext
from game.engine import games
from game.i18n import tr, tr_ctx, tr_later, tr_n
from game.persist import autosave
from game.scenes.arcade import draw
from game.ui import theme
from game.ui.menu import vertical_rects
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

MATCH_STARTERS = frozenset({"arcade_ladder", "arcade_short", "arcade_free_play"})
# the games with their own ladder in the menu (each spec's ``arcade_ladder``)
TABLE_GAMES = tuple(game for game in games.GAME_IDS if games.spec(game).arcade_ladder)


class ArcadeMenuScene(MenuScene):
    name = "arcade_menu"
    heading = tr_later("ARCADE")
    heading_ja = "アーケード"

    def __init__(self, context: SceneContext | None = None) -> None:
        self.stages = load_ladder()
        self.store = ProfileStore().load()
        super().__init__(context)

    def enter(self) -> None:
        if self.store.warning:
            self.context.services.notify(self.store.warning)

    def resume(self) -> None:
        self.store = ProfileStore().load()  # a run or free play may have changed it
        self.rebuild()

    def build(self) -> None:
        playable = any(stage.available for stage in self.stages)
        short = ARCADE_MODES["arcade_short"].months_cap
        entries = [
            (
                "arcade_ladder",
                tr("Arcade"),
                playable,
                tr("Climb the ladder from the first opponent to the boss."),
            ),
            (
                "arcade_short",
                tr("Short Arcade"),
                playable,
                tr_n(
                    "The same ladder, every match at most {count} month; its own high scores.",
                    "The same ladder, every match at most {count} months; its own high scores.",
                    short,
                ),
            ),
            (
                "arcade_free_play",
                tr("Free Play"),
                playable,
                tr("Any opponent you have faced, any rules."),
            ),
        ]
        for game in TABLE_GAMES:
            title = tr_ctx("game title", games.game_title(game)[0])
            ladder = load_ladder(game=game)
            entries.append(
                (
                    f"arcade_ladder:{game}",
                    tr("{game} Arcade", game=title),
                    any(stage.available for stage in ladder),
                    tr_n(
                        "{game}'s own ladder: {count} opponent who prefers it.",
                        "{game}'s own ladder: {count} opponents who prefer it.",
                        len(ladder),
                        game=title,
                    ),
                )
            )
        entries.append(
            (
                "arcade_stats",
                tr("Records"),
                True,
                tr("Ranking points, best results, high scores."),
            )
        )
        rects = vertical_rects(
            len(entries) + 1, centre_x=520, top=230, width=640, height=76, gap=16
        )
        for (key, label, enabled, description), rect in zip(entries, rects, strict=False):
            self.group.add(
                Button(
                    rect,
                    label,
                    self._opener(key),
                    enabled=enabled,
                    key=key,
                    description=description,
                    size=40,
                )
            )
        self.group.add(Button(rects[-1], tr("Back"), self.on_back, key="back", size=36))

    def _opener(self, key: str):
        name, _, game = key.partition(":")

        def open_scene() -> None:
            if name in self.context.factories:
                self.context.play_sound("menu_confirm")
                options = {"game": game} if game else {}
                self.stack.push(self.context.make_scene(name, **options))

        if name not in MATCH_STARTERS:
            return open_scene
        return lambda: self.unless_replacing(open_scene)

    def unless_replacing(self, start) -> None:
        """``start()`` - after asking, when a match is in progress that a new one replaces."""
        loaded = autosave.check()
        if loaded.warning:
            self.context.services.notify(loaded.warning)
        if not loaded.ok:
            start()
            return
        self.stack.push(
            self.context.make_scene("confirm_new_match", summary=loaded.summary, on_yes=start)
        )

    def draw_decor(self, canvas: pygame.Surface) -> None:
        available = [stage for stage in self.stages if stage.available]
        area = pygame.Rect(1080, 240, 700, 560)
        theme.draw_panel(canvas, area, radius=20)
        theme.draw_text(
            canvas,
            tr_n("{count} opponent", "{count} opponents", len(available)),
            40,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(area.x + 40, area.y + 30),
        )
        for index, stage in enumerate(available[:10]):
            column, row = index % 5, index // 5
            thumb = pygame.Rect(area.x + 40 + column * 126, area.y + 100 + row * 150, 100, 125)
            faced = self.store.profile.is_unlocked("opponent", stage.stage_id)
            draw.framed_portrait(canvas, stage, thumb, dim=not faced and index > 0)
        broken = len(self.stages) - len(available)
        y = area.y + 420
        theme.draw_text(
            canvas,
            tr("Ranking points: {points}", points=self.store.profile.ranking_points),
            32,
            theme.colour("ivory"),
            "ui_bold",
            topleft=(area.x + 40, y),
        )
        if broken:
            theme.draw_text(
                canvas,
                tr_n(
                    "{count} stage file unavailable - see the ladder",
                    "{count} stage files unavailable - see the ladder",
                    broken,
                ),
                26,
                theme.colour("vermilion"),
                "ui",
                topleft=(area.x + 40, y + 56),
            )
