"""The flourish gallery (from the how-to-play scene): every flourish of FLOURISH_NAMES in a
list; the chosen one plays on demand over a table, with its demo cards (game.fx.spec
.demo_spec), then the list comes back.

Keyboard / pad: Up/Down choose, Left/Right switch Full / Short, Enter (A) plays, Esc (B)
goes back; the mouse hovers and clicks a row (or the mode line). While one plays, any
confirm / click / pad button skips to its end. Flourishes that an arcade stage unlocks
(``unlocks.flourishes`` in levels/*.toml) stay locked until the profile has them
(game.arcade.profile.unlocked_names("flourish")); the others are always open.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

import pygame

from game.core.kinds import FlourishMode
from game.core.scenes import Scene
from game.fx.spec import FLOURISH_NAMES, demo_spec, shown_name
from game.i18n import is_cjk, tr, tr_ctx, tr_later
from game.i18n.sources import CHARACTER_CONTEXT
from game.input import actions as act
from game.ui import theme

logger = logging.getLogger(__name__)

CANVAS = (1920, 1080)
LIST_RECT = pygame.Rect(60, 120, 560, 900)
ROW_HEIGHT = 44
MODE_RECT = pygame.Rect(700, 900, 520, 64)
MODES = (FlourishMode.FULL, FlourishMode.SHORT)
MODE_LABELS = {FlourishMode.FULL: tr_later("Full"), FlourishMode.SHORT: tr_later("Short")}
PREPARE_BUDGET_S = 0.004
OCCASIONS: dict[str, str] = {
    "finishing-slash": tr_later("A stop that wins the month"),
    "last-month-drop": tr_later("The end of a match's last month"),
    "victory": tr_later("The match winner, with the best yaku of the match"),
    "defeat": tr_later("You lost the match: the winner and their best yaku"),
    "teshi": tr_later("Hand yaku shown at the deal"),
    "kuttsuki": tr_later("Hand yaku shown at the deal"),
}
TABLE_CARDS = ("1-3", "2-2", "4-4", "6-1", "7-3", "9-2", "10-4", "11-4")


def arcade_gating() -> tuple[dict[str, str], set[str]]:
    """({flourish: opponent who unlocks it}, unlocked names) from the shipped stages and the
    player's profile; ({}, set()) when the arcade cannot be read (nothing is locked)."""
    try:
        from game.arcade.profile import unlocked_names
        from game.arcade.stage_files import load_stage_dir, shipped_levels_dir

        unlockable: dict[str, str] = {}
        for stage in load_stage_dir(shipped_levels_dir()):
            for name in stage.unlocks.flourishes:
                unlockable.setdefault(name, stage.opponent.name)
        return unlockable, set(unlocked_names("flourish"))
    except Exception:  # noqa: BLE001 - the gallery works without the arcade
        logger.exception("flourish unlocks unreadable: every flourish is open")
        return {}, set()


class FlourishGalleryScene(Scene):
    name = "flourish_gallery"

    def __init__(
        self,
        context,
        *,
        unlockable: dict[str, str] | None = None,
        unlocked: Iterable[str] | None = None,
    ) -> None:
        """``unlockable`` maps a flourish to the opponent who unlocks it and ``unlocked``
        lists the profile's unlocks; both default to the arcade's (see module docstring)."""
        super().__init__(context)
        if unlockable is None or unlocked is None:
            found_unlockable, found_unlocked = arcade_gating()
            unlockable = found_unlockable if unlockable is None else unlockable
            unlocked = found_unlocked if unlocked is None else unlocked
        self.unlockable = dict(unlockable)
        self.unlocked = set(unlocked)
        self.names: tuple[str, ...] = FLOURISH_NAMES
        self.focus = 0
        self.mode = FlourishMode.FULL
        self.playing = None  # the Flourish now playing
        self.played: list[str] = []  # names played (and finished or skipped), in order
        self.notice = ""
        self._table: pygame.Surface | None = None
        self._backdrop: pygame.Surface | None = None
        self._art = None
        self._lengths: dict[str, str] = {}

    # -- state ------------------------------------------------------------------------
    def locked(self, name: str) -> bool:
        return name in self.unlockable and name not in self.unlocked

    def opponent(self, name: str) -> str:
        """The arcade opponent who unlocks flourish ``name``, by their name in the language in
        force."""
        return tr_ctx(CHARACTER_CONTEXT, self.unlockable[name])

    def language_changed(self) -> None:
        self._lengths.clear()  # "Full 3.2 s" is kept per flourish
        self.notice = ""

    @property
    def focused(self) -> str:
        return self.names[self.focus]

    def play(self, name: str | None = None) -> bool:
        """Start the named (default: focused) flourish; False when it is locked."""
        name = name or self.focused
        if self.locked(name):
            self.notice = tr(
                "Locked: beat {opponent} in the arcade to unlock it",
                opponent=self.opponent(name),
            )
            self.context.play_sound("menu_back")
            return False
        from game.fx.flourish import Flourish

        self.notice = ""
        self.playing = Flourish(
            demo_spec(name),
            self.mode,
            seed=self.names.index(name) + 1,
            play_sound=self.context.play_sound,
            canvas_size=CANVAS,
        )
        return True

    def _end_play(self) -> None:
        if self.playing is not None:
            self.played.append(self.playing.spec.yaku_id)
            self.playing = None

    # -- frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        flourish = self.playing
        if flourish is None:
            return
        if not flourish.done and not flourish.prepared:
            flourish.prepare_some(self.table_surface(), PREPARE_BUDGET_S)
            return
        flourish.update(dt)
        if flourish.done:
            self._end_play()

    def handle_action(self, action: act.Action) -> bool:
        if self.playing is not None:
            from game.table.flourish import is_skip

            if is_skip(action):
                self.playing.skip()
                self._end_play()
            return True
        name = action.name
        if name in (act.BACK, act.PAUSE):
            self.stack.pop()
        elif name in (act.UP, act.DOWN):
            step = -1 if name == act.UP else 1
            self.focus = (self.focus + step) % len(self.names)
            self.notice = ""
            self.context.play_sound("menu_move")
        elif name in (act.LEFT, act.RIGHT, act.NEXT, act.PREVIOUS):
            self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
        elif name == act.CONFIRM:
            self.play()
        elif name in (act.POINTER_MOVE, act.CLICK) and action.pos is not None:
            row = self.row_at(action.pos)
            if row is not None:
                self.focus = row
                if name == act.CLICK:
                    self.play()
            elif name == act.CLICK and MODE_RECT.collidepoint(action.pos):
                self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
        elif name == act.SCROLL and isinstance(action.value, (int, float)) and action.value:
            self.focus = (self.focus - (1 if action.value > 0 else -1)) % len(self.names)
        else:
            return False
        return True

    def row_rect(self, index: int) -> pygame.Rect:
        """Row ``index`` of the list: every name fits the panel (rows shrink past 20)."""
        height = min(ROW_HEIGHT, (LIST_RECT.height - 24) // max(1, len(self.names)))
        return pygame.Rect(
            LIST_RECT.x + 12,
            LIST_RECT.y + 12 + index * height,
            LIST_RECT.width - 24,
            height - 4,
        )

    def row_at(self, pos: tuple[float, float]) -> int | None:
        for index in range(len(self.names)):
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    # -- drawing ----------------------------------------------------------------------
    def table_surface(self) -> pygame.Surface:
        """The table the flourishes play over: the felt with a few cards on the field."""
        if self._table is None:
            from game.table.drawer import table_background
            from game.view import layout
            from game.view.unlocks import TABLE_THEME, style_in_force

            settings = self.context.settings
            cloth = style_in_force(TABLE_THEME, settings.table_theme if settings else "default")
            table = table_background(CANVAS, cloth).copy()
            art = self.card_art()
            for index, code in enumerate(TABLE_CARDS):
                place = layout.field_place(index)
                table.blit(art.surface(code, layout.FIELD_WIDTH), (place.x, place.y))
            self._table = table
        return self._table

    def card_art(self):
        if self._art is None:
            from game.view.sprites import CardArt

            settings = self.context.settings
            self._art = CardArt(badges=settings.corner_badges if settings is not None else True)
        return self._art

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        flourish = self.playing
        if flourish is not None and not flourish.done:
            if flourish.prepared:
                flourish.draw(canvas, self.table_surface())
            else:
                canvas.blit(self.table_surface(), (0, 0))  # hold while it pre-renders
            return
        if self._backdrop is None:
            backdrop = self.table_surface().copy()
            shade = pygame.Surface(CANVAS, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            backdrop.blit(shade, (0, 0))
            self._backdrop = backdrop
        canvas.blit(self._backdrop, (0, 0))
        theme.draw_shadowed_text(
            canvas,
            tr("Flourish gallery"),
            60,
            theme.colour("gold_light"),
            "ui_bold",
            midleft=(LIST_RECT.x, 64),
        )
        self._draw_list(canvas)
        self._draw_detail(canvas)
        keys_line = tr(
            "Up/Down: choose   Enter / click / A: play   Left/Right: full or short   "
            "Esc / B: back   (any button skips)"
        )
        theme.draw_text(
            canvas,
            keys_line,
            theme.fit_size(keys_line, 26, "ui", CANVAS[0] - 700),
            theme.colour("muted"),
            center=(1240, 1040),
        )

    def _draw_list(self, canvas: pygame.Surface) -> None:
        theme.draw_panel(canvas, LIST_RECT)
        for index, name in enumerate(self.names):
            rect = self.row_rect(index)
            spec = demo_spec(name)
            locked = self.locked(name)
            if index == self.focus:
                pygame.draw.rect(canvas, theme.colour("panel_focus"), rect, border_radius=8)
            colour = theme.colour("disabled" if locked else "ivory")
            theme.draw_text(
                canvas, spec.name_ja, 30, colour, "brush", midleft=(rect.x + 14, rect.centery)
            )
            label = spec.name_romaji.title() if not is_cjk() else shown_name(spec.name_romaji)
            if locked:
                label = tr("{name}  (locked)", name=label)
            theme.draw_text(canvas, label, 26, colour, midleft=(rect.x + 190, rect.centery))

    def _draw_detail(self, canvas: pygame.Surface) -> None:
        from game.fx.flourish import Flourish

        name = self.focused
        spec = demo_spec(name)
        panel = pygame.Rect(680, 120, 1180, 870)
        theme.draw_panel(canvas, panel)
        theme.draw_text(
            canvas,
            spec.name_ja,
            110,
            theme.colour("gold_light"),
            "brush",
            midleft=(panel.x + 40, panel.y + 100),
        )
        romaji = theme.draw_text(
            canvas,
            shown_name(spec.name_romaji),
            48,
            theme.colour("ivory"),
            "ui_bold",
            midleft=(panel.x + 40, panel.y + 200),
        )
        if name in OCCASIONS:
            theme.draw_text(
                canvas,
                tr(OCCASIONS[name]),
                30,
                theme.colour("gold"),
                midleft=(romaji.right + 30, romaji.centery + 4),
            )
        lengths = self._lengths.get(name)
        if lengths is None:
            lengths = "   ".join(
                tr(
                    "{mode} {seconds} s",
                    mode=tr(MODE_LABELS[mode]),
                    seconds=f"{Flourish(spec, mode, 1).duration:.1f}",
                )
                for mode in MODES
            )
            self._lengths[name] = lengths
        theme.draw_text(
            canvas, lengths, 30, theme.colour("muted"), midleft=(panel.x + 40, panel.y + 260)
        )
        art = self.card_art()
        cards = spec.cards[:10]
        step = min(110, (panel.width - 120) // max(1, len(cards)))
        for index, code in enumerate(cards):
            canvas.blit(art.surface(code, 100), (panel.x + 40 + index * step, panel.y + 320))
        if self.locked(name):
            theme.draw_text(
                canvas,
                tr("Beat {opponent} in the arcade to unlock", opponent=self.opponent(name)),
                32,
                theme.colour("vermilion"),
                midleft=(panel.x + 40, panel.y + 560),
            )
        elif self.notice == "":
            theme.draw_text(
                canvas,
                tr("Enter, click or A plays it over the table"),
                32,
                theme.colour("ivory"),
                midleft=(panel.x + 40, panel.y + 560),
            )
        if self.notice:
            theme.draw_text(
                canvas,
                self.notice,
                28,
                theme.colour("vermilion"),
                midleft=(panel.x + 40, panel.y + 610),
            )
        mode_rect = MODE_RECT
        pygame.draw.rect(canvas, theme.colour("lacquer_light"), mode_rect, border_radius=10)
        pygame.draw.rect(canvas, theme.colour("gold"), mode_rect, 2, border_radius=10)
        theme.draw_text(
            canvas,
            tr("<  Mode: {mode}  >", mode=tr(MODE_LABELS[self.mode])),
            32,
            theme.colour("gold_light"),
            "ui_bold",
            center=mode_rect.center,
        )
