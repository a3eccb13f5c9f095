"""Title screen: play vs CPU, 2 players, play with a friend, continue, options, how to play,
quit.

After ``ATTRACT_AFTER_SECONDS`` without input it starts the CPU-vs-CPU demo
(``services.attract()``). The autosave is checked when the title appears: a match that can be
resumed enables Continue (focused first) and a new match asks before replacing it
("confirm_new_match"); a damaged one is moved aside, Continue stays grey and a notice says so.
Continue calls ``services.continue_match()``.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.arcade.lesson_match import LessonProgress
from game.core.kinds import MatchMode
from game.core.scenes import SceneContext
from game.i18n import is_cjk, tr, tr_ctx, tr_later
from game.input import actions as act
from game.ui import theme
from game.ui.menu import vertical_rects
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

logger = logging.getLogger(__name__)

ATTRACT_AFTER_SECONDS = 40.0
FAN_CARDS = ("1-1", "3-1", "8-1", "11-1", "12-1")  # the five brights
FAN_FADE_SECONDS = 0.5
OFFER_WIDTH = 440  # the first launch's tag beside Learn to Play


def saved_match():
    """The autosave as Continue would find it (game.persist.autosave.Loaded)."""
    from game.persist import autosave

    return autosave.check()


class TitleScene(MenuScene):
    name = "title"
    footer = ((act.CONFIRM, tr_later("Select")),)

    def __init__(self, context: SceneContext | None = None) -> None:
        self.idle = 0.0
        self._fan: pygame.Surface | None = None
        self._fan_failed = False
        self._fan_since = 0.0
        self.saved = None  # the match Continue resumes (autosave.Loaded), or None
        self._offered = False  # the first-launch offer of the lesson was looked at
        self.offering = False  # the offer's tag shows beside Learn to Play (this visit)
        if context is not None:
            self.check_saved_match(context)
        super().__init__(context)

    def check_saved_match(self, context: SceneContext) -> None:
        """Look at the autosave: keep it when it can be resumed, else say why not once."""
        loaded = saved_match()
        if loaded.warning:
            context.services.notify(loaded.warning)
            self._offered = True  # a damaged save: not a first launch, and one notice at once
        self.saved = loaded if loaded.ok else None

    def build(self) -> None:
        saved = self.saved
        entries = [
            (
                "play_cpu",
                tr("Play vs CPU"),
                self.play_cpu,
                True,
                tr("One match against the computer."),
            ),
            (
                "arcade",
                tr("Arcade Ladder"),
                lambda: self.open_scene("arcade"),
                True,
                tr("Climb the ladder of CPU opponents."),
            ),
            (
                "two_players",
                tr("2-4 Players"),
                self.play_couch,
                True,
                tr("Players on one screen: hands stay hidden between turns."),
            ),
            (
                "play_friend",
                tr("Play with a Friend"),
                lambda: self.open_scene("play_friend"),
                True,
                tr("Create a room and send the invite, or join a friend's room."),
            ),
            (
                "continue",
                tr("Continue"),
                self.continue_match,
                saved is not None,
                tr("Resume {match}.", match=saved.summary)
                if saved is not None
                else tr("No match in progress."),
            ),
            (
                "options",
                tr("Options"),
                self.open_options,
                True,
                tr("Sound, animation, display and controls."),
            ),
            (
                "how_to_play",
                tr("How to Play"),
                self.how_to_play,
                True,
                tr("Rules, card months and every yaku."),
            ),
            (
                "learn",
                tr("Learn to Play"),
                self.learn_to_play,
                True,
                tr("A guided first match: a coach shows you every move."),
            ),
            (
                "records",
                tr("Records"),
                lambda: self.open_scene("arcade_stats"),
                True,
                tr("Statistics and high scores."),
            ),
            (
                "stats",
                tr("Player Stats"),
                lambda: self.open_scene("stats"),
                True,
                tr("Matches, wins and yaku per player; watch finished matches again."),
            ),
            (
                "achievements",
                tr("Achievements"),
                lambda: self.open_scene("achievements"),
                True,
                tr("What you have earned in every game, and how to earn the rest."),
            ),
            ("quit", tr("Quit"), self.quit, True, tr("Leave the game.")),
        ]
        height = 72 if len(entries) <= 6 else (62 if len(entries) <= 8 else 56)
        gap = 16 if len(entries) <= 6 else (11 if len(entries) <= 8 else 9)
        if len(entries) > 9:
            height, gap = 52, 7
        if len(entries) > 10:
            height, gap = 48, 6
        if len(entries) > 11:
            height, gap = 44, 5
        rects = vertical_rects(
            len(entries), centre_x=470, top=392, width=540, height=height, gap=gap
        )
        size = 38 if height > 64 else 34
        for (key, label, callback, enabled, description), rect in zip(entries, rects, strict=True):
            button = Button(
                rect,
                label,
                callback,
                enabled=enabled,
                key=key,
                description=description,
                size=theme.fit_box(label, size, "ui_bold", rect.width - 40, rect.height - 6),
            )
            self.group.add(button)
            if key == "continue" and enabled:
                self.group.focus(button)  # a match in progress: Continue first

    def open_scene(self, name: str) -> None:
        self.stack.push(self.context.make_scene(name))

    # -- menu actions ---------------------------------------------------------------------
    def play_cpu(self) -> None:
        self.unless_replacing(lambda: self.choose_game(MatchMode.CPU))

    def play_couch(self) -> None:
        self.unless_replacing(lambda: self.choose_game(MatchMode.COUCH))

    def choose_game(self, mode: str) -> None:
        self.stack.push(self.context.make_scene("game_choice", mode=mode))

    def unless_replacing(self, start: Callable[[], None]) -> None:
        """``start()`` a new match's choice of game - after asking, when a match is in
        progress."""
        self.check_saved_match(self.context)
        if self.saved is None:
            start()
            return
        self.stack.push(
            self.context.make_scene("confirm_new_match", summary=self.saved.summary, on_yes=start)
        )

    def continue_match(self) -> None:
        self.context.services.continue_match()

    def open_options(self) -> None:
        self.stack.push(self.context.make_scene("options"))

    def how_to_play(self) -> None:
        self.stack.push(self.context.make_scene("how_to_play"))

    def learn_to_play(self) -> None:
        self.stack.push(self.context.make_scene("lesson"))

    def offer_lesson_once(self) -> None:
        """The first launch offers the lesson: a tag beside Learn to Play, this visit only
        (never again, and never in the way: the title works as always)."""
        progress = LessonProgress.load()
        if progress.warning:
            self.context.services.notify(progress.warning)
        if progress.offered or progress.finished or self.saved is not None:
            return
        progress.offered = True
        progress.save()
        self.offering = True

    def offer_label(self) -> pygame.Surface:
        text = tr("New to hanafuda? Start here")
        size = theme.fit_size(text, 28, "ui_bold", OFFER_WIDTH - 40)
        return theme.text(text, size, theme.colour("ink"), "ui_bold")

    def offer_box(self) -> pygame.Rect | None:
        """Where the first launch's tag goes, beside Learn to Play (None without the entry)."""
        button = next((w for w in self.group.widgets if w.key == "learn"), None)
        if button is None:
            return None
        box = pygame.Rect(0, 0, self.offer_label().get_width() + 40, button.rect.height + 4)
        box.midleft = (button.rect.right + 28, button.rect.centery)
        return box

    def draw_offer(self, canvas: pygame.Surface) -> None:
        box = self.offer_box()
        if box is None:
            return
        button = next(w for w in self.group.widgets if w.key == "learn")
        label = self.offer_label()
        tip = (button.rect.right + 6, button.rect.centery)
        base = ((box.x + 2, box.centery - 12), (box.x + 2, box.centery + 12))
        pygame.draw.polygon(canvas, theme.colour("gold"), [tip, *base])
        pygame.draw.rect(canvas, theme.colour("ivory"), box, border_radius=12)
        pygame.draw.rect(canvas, theme.colour("gold"), box, 3, border_radius=12)
        canvas.blit(label, label.get_rect(center=box.center))

    def quit(self) -> None:
        self.context.request_quit()
        self.context.services.quit()

    # -- scene ----------------------------------------------------------------------------
    def enter(self) -> None:
        if self.context.audio is not None:
            self.context.audio.play_music()
        if not self._offered:
            self._offered = True
            self.offer_lesson_once()

    def resume(self) -> None:
        self.idle = 0.0
        self.offering = False  # the offer was made (the player went somewhere)
        self.check_saved_match(self.context)
        self.rebuild()  # Continue may have become available

    def handle_action(self, action: act.Action) -> bool:
        if action.name not in (act.FOCUS_GAINED, act.FOCUS_LOST, act.RESIZED):
            self.idle = 0.0
        if action.name == act.BACK:
            return True  # nothing below the title
        return super().handle_action(action)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._load_fan()
        self.idle += dt
        if self.idle >= ATTRACT_AFTER_SECONDS:
            self.idle = 0.0
            self.context.services.attract()

    def draw_heading(self, canvas: pygame.Surface) -> None:
        gold, vermilion = theme.colour("gold_light"), theme.colour("vermilion")
        brush = theme.draw_shadowed_text(
            canvas, "花札", 190, vermilion, "brush", offset=5, topleft=(110, 60)
        )
        koikoi = theme.draw_shadowed_text(
            canvas,
            tr_ctx("title logo", "KOI-KOI"),
            120,
            gold,
            "ui_bold",
            offset=5,
            bottomleft=(brush.right + 30, brush.centery + 60),
        )
        tagline_x = koikoi.x + 6
        if not is_cjk():  # the kana subtitle only beside the English logo
            theme.draw_text(
                canvas,
                "こいこい",
                46,
                theme.colour("ivory"),
                "jp",
                topleft=(koikoi.x + 6, koikoi.bottom + 4),
            )
            tagline_x = koikoi.x + 200
        theme.draw_text(
            canvas,
            tr("The hanafuda flower-card game"),
            30,
            theme.colour("muted"),
            "ui",
            topleft=(tagline_x, koikoi.bottom + 16),
        )
        pygame.draw.line(canvas, theme.colour("gold"), (150, 350), (1010, 350), 3)
        pygame.draw.circle(canvas, vermilion, (1010, 350), 8)

    def draw_decor(self, canvas: pygame.Surface) -> None:
        self.draw_fan(canvas)
        if self.offering:  # over the fan, which it reaches under
            self.draw_offer(canvas)

    def draw_fan(self, canvas: pygame.Surface) -> None:
        fan = self._fan
        if fan is None:
            return
        bob = math.sin(self.time * 1.2) * 6
        rect = fan.get_rect(center=(1420, 500 + bob))
        fade = min(1.0, (self.time - self._fan_since) / FAN_FADE_SECONDS)
        if fade >= 1.0:
            canvas.blit(fan, rect)
        else:
            faded = fan.copy()
            faded.fill((255, 255, 255, int(255 * fade)), special_flags=pygame.BLEND_RGBA_MULT)
            canvas.blit(faded, rect.move(0, int(40 * (1.0 - fade) ** 2)))

    def _load_fan(self) -> None:
        """Built on the first update, not before the first frame (the SVGs take a while);
        it fades in the first time, and is shown at once when it was already made."""
        if self._fan is not None or self._fan_failed:
            return
        already = card_fan.cache_info().currsize > 0
        self._fan = card_fan()
        self._fan_failed = self._fan is None
        self._fan_since = -FAN_FADE_SECONDS if already else self.time


@lru_cache(maxsize=1)
def card_fan() -> pygame.Surface | None:
    """The five brights fanned out (None if the card art is unavailable)."""
    try:
        from game.assets.cards import card_images

        images = card_images()
        width = 200
        fan = pygame.Surface((1000, 760), pygame.SRCALPHA)
        centre = pygame.Vector2(500, 1150)
        for index, code in enumerate(FAN_CARDS):
            angle = (index - 2) * 13.0
            face = images.face(code, width, badge=False)
            framed = pygame.Surface(
                (face.get_width() + 12, face.get_height() + 12), pygame.SRCALPHA
            )
            pygame.draw.rect(framed, (0, 0, 0, 90), framed.get_rect(), border_radius=14)
            framed.blit(face, (4, 2))
            rotated = pygame.transform.rotozoom(framed, -angle, 1.0)
            offset = pygame.Vector2(0, -700).rotate(angle)
            fan.blit(rotated, rotated.get_rect(center=centre + offset))
        return fan
    except Exception as error:  # noqa: BLE001 - decoration must never stop the title
        logger.info("no card fan on the title: %s", error)
        return None
