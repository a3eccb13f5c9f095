"""The action list panel (seed 000's "button operations"), drawn over the table.

Toggled by one key (L / F2, pad X). Lists every legal action of the player at this screen as
text, one button per distinct choice (game.match.action_list), then the field, the hand,
both capture piles, the current yaku, the scores, the previous turn and the last month's
result. Up/Down and Tab/Shift+Tab move, Enter/Space (confirm) chooses, a click chooses too;
the same key, Back or Esc closes it. The table keeps animating below (``update_below``);
while the panel is open the koi-koi decision is taken here instead of the prompt, so a
whole match can be played through the panel alone.

On a couch table the panel follows the hidden-hand rules: with every hand face down it
names the player to act and lists nothing, and only the active player's device chooses.
The overlay gets the table's ActionSource (game.table.action_source): values and callbacks.
"""

from __future__ import annotations

import pygame

from game.core.scenes import Scene, SceneContext
from game.core.wording import display_name
from game.i18n import tr
from game.input import actions as act
from game.match.action_entries import ActionEntry
from game.match.action_list import ActionListModel, PanelText
from game.match.panel_words import round_result_text
from game.table.action_source import ActionSource
from game.ui import theme
from game.view.text_fit import ellipsize, wrap

PANEL_RECT = pygame.Rect(30, 30, 1510, 1020)
ENTRY_HEIGHT = 52
ENTRY_SIZE = 30
INFO_SIZE = 26
MOVE_ACTIONS = {act.UP: -1, act.LEFT: -1, act.PREVIOUS: -1, act.DOWN: 1, act.RIGHT: 1, act.NEXT: 1}
CLOSE_ACTIONS = frozenset({act.ACTION_LIST, act.BACK})


class ActionListOverlay(Scene):
    transparent = True
    update_below = True
    name = "action_list"

    def __init__(self, context: SceneContext | None, source: ActionSource) -> None:
        super().__init__(context)
        self.source = source
        self.focus = 0
        self.hover: int | None = None
        self.panel: PanelText | None = None
        self.entry_rects: list[pygame.Rect] = []
        self._key: tuple | None = None
        self._submitted = False
        self._held_prompt = False

    def build_panel(self) -> PanelText | None:
        source = self.source
        seat = source.viewer()
        view = source.view
        if seat is None or view.over:
            return None
        model = ActionListModel(names=source.names)
        model.observe_finished_turn(source.previous_turn)
        if view.last_round is not None:
            model.last_result = round_result_text(view.last_round, source.names)
        panel = model.panel(source.information(seat))
        if not source.awaiting:
            panel = PanelText(
                panel.heading if panel.entries == () else tr("Wait - the cards are moving"),
                (),
                panel.hand,
                panel.field,
                panel.captures,
                panel.yaku,
                panel.scores,
                panel.previous_turn,
                panel.last_result,
            )
        return panel

    def language_changed(self) -> None:
        self._key = None  # the panel's texts are made again in the new language

    def refresh(self) -> None:
        source = self.source
        view = source.view
        key = (view.decisions, view.phase, view.month, source.awaiting, source.viewer())
        if key == self._key and self.panel is not None:
            return
        self._key = key
        self.panel = self.build_panel()
        count = len(self.panel.entries) if self.panel else 0
        self.focus = min(self.focus, max(0, count - 1))

    # -- lifecycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self._hold_a_waiting_decision()  # before the table below is stepped again
        self.refresh()

    def exit(self) -> None:
        if self._held_prompt:
            self.source.hold_prompt(False)
            self._held_prompt = False

    def update(self, dt: float) -> None:
        if self._submitted:
            self._submitted = False  # the table applied it this frame
        else:
            self._hold_a_waiting_decision()
        self.refresh()

    def _hold_a_waiting_decision(self) -> None:
        if self.source.deciding() and not self.source.prompt_held:
            self.source.hold_prompt(True)  # decide here, not in the prompt
            self._held_prompt = True

    # -- choosing ---------------------------------------------------------------------------
    def choose(self, entry: ActionEntry) -> bool:
        if not self.source.awaiting or entry.action not in self.source.view.legal:
            return False
        self.context.play_sound("menu_confirm")
        chosen = self.source.choose(entry.action)
        if chosen and entry.action.decides:
            self._submitted = True
        return chosen

    def handle_action(self, action: act.Action) -> bool:
        name = action.name
        if name in CLOSE_ACTIONS or (name == act.PAUSE):
            self.stack.pop()
            return True
        if name == act.YAKU_LIST:
            self.source.open_yaku_list()
            return True
        if name == act.DEVICE_REMOVED:
            return self.source.forward(action)
        entries = self.panel.entries if self.panel else ()
        if not self.source.allowed(action):
            return True
        if name in MOVE_ACTIONS and entries:
            self.focus = (self.focus + MOVE_ACTIONS[name]) % len(entries)
            self.context.play_sound("menu_move")
            return True
        if name == act.CONFIRM and entries:
            self.choose(entries[self.focus])
            return True
        if name in (act.POINTER_MOVE, act.CLICK) and action.pos is not None:
            self.hover = None
            for index, rect in enumerate(self.entry_rects):
                if rect.collidepoint(action.pos):
                    self.hover = self.focus = index
                    if name == act.CLICK and index < len(entries):
                        self.choose(entries[index])
            return True
        return True

    # -- drawing ----------------------------------------------------------------------------
    def keys_line(self) -> str:
        """How to close, move and choose, on the device in use (a pad's buttons on a pad)."""
        if self.device_in_use() == act.PAD:
            manager = self.context.input
            return tr(
                "{close}: close    D-pad: move    {choose}: choose",
                close=manager.prompt(act.ACTION_LIST),
                choose=manager.prompt(act.CONFIRM),
            )
        return tr("L / F2: close    Up/Down, Tab: move    Enter/Space: choose")

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        shade = pygame.Surface(PANEL_RECT.size, pygame.SRCALPHA)
        shade.fill((14, 8, 8, 238))
        canvas.blit(shade, PANEL_RECT.topleft)
        pygame.draw.rect(canvas, theme.colour("gold"), PANEL_RECT, 3, border_radius=20)
        x, y = PANEL_RECT.x + 36, PANEL_RECT.y + 24
        width = PANEL_RECT.width - 72
        heading = theme.draw_text(
            canvas, tr("Actions"), 40, theme.colour("gold_light"), "ui_bold", topleft=(x, y)
        )
        keys = self.keys_line()
        theme.draw_text(
            canvas,
            keys,
            theme.fit_size(keys, 24, "ui", PANEL_RECT.right - 36 - heading.right - 40),
            theme.colour("muted"),
            "ui",
            topright=(PANEL_RECT.right - 36, y + 12),
        )
        y += 60
        panel = self.panel
        self.entry_rects = []
        if panel is None:
            view = self.source.view
            who = display_name(self.source.names[view.current]) if view.current >= 0 else ""
            text = (
                tr("The match is over.")
                if view.over
                else tr("Every hand is hidden - {name} starts their turn first.", name=who)
            )
            theme.draw_text(canvas, text, 32, theme.colour("ivory"), "ui", topleft=(x, y))
            return
        theme.draw_text(canvas, panel.heading, 32, theme.colour("ivory"), "ui_bold", topleft=(x, y))
        y += 50
        for index, entry in enumerate(panel.entries):
            rect = pygame.Rect(x, y, width, ENTRY_HEIGHT - 8)
            self.entry_rects.append(rect)
            focused = index == self.focus
            pygame.draw.rect(
                canvas, theme.colour("panel_focus" if focused else "panel"), rect, border_radius=10
            )
            pygame.draw.rect(
                canvas,
                theme.colour("gold_light" if focused else "gold_dark"),
                rect,
                3 if focused else 1,
                border_radius=10,
            )
            label = tr("{number}. {action}", number=index + 1, action=entry.text)
            theme.draw_text(
                canvas,
                ellipsize(label, ENTRY_SIZE, rect.width - 36),
                ENTRY_SIZE,
                theme.colour("gold_light" if focused else "ivory"),
                "ui",
                midleft=(rect.x + 18, rect.centery),
            )
            y += ENTRY_HEIGHT
        y += 14
        info = [
            panel.hand,
            panel.field,
            *panel.captures,
            *panel.yaku,
            panel.scores,
            panel.previous_turn,
        ]
        if panel.last_result:
            info.append(tr("Last month: {result}", result=panel.last_result))
        for line in info:
            for part in wrap(line, INFO_SIZE, width):
                if y > PANEL_RECT.bottom - 40:
                    return
                theme.draw_text(
                    canvas, part, INFO_SIZE, theme.colour("muted"), "ui", topleft=(x, y)
                )
                y += INFO_SIZE + 10
            y += 4
