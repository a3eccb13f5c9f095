"""How to play, a set of pages per game: koi-koi's turn, koi-koi and scoring in a few lines,
the yaku list drawn with real cards, the controls, and the way into the flourish gallery
(game.scenes.menus.flourish_gallery); roppyakken's and hana-awase's rules with their card
points, roppyakken's wild card with examples and their yaku lists (game.scenes.menus.
game_pages). Left/right (or click) turn the pages; up/down (or the game tabs) change the
game; back returns; on the Flourishes page Enter / A / a click on its button opens the
gallery."""

from __future__ import annotations

import pygame

from game.core.scenes import Scene
from game.engine import games
from game.i18n import is_cjk, tr, tr_later
from game.input import actions as act
from game.input.bindings import Bindings, key_label
from game.input.glyphs import XBOX, pad_button_label
from game.scenes.menus.game_pages import draw_paragraphs
from game.ui import theme
from game.ui.game_tabs import draw_game_tabs, game_tab_at

RULES_TEXT: tuple[str, ...] = (
    tr_later(
        "Hanafuda has 48 cards, four for each month. Each month (round) both players get 8 cards, "
        "8 lie face up on the field and the rest form the stock."
    ),
    tr_later(
        "On your turn play a hand card. If a field card of the same month is there, take "
        "both; if two are there, pick one; if three, take all four. Otherwise your card stays "
        "on the field. Then the top stock card is turned and matched the same way."
    ),
    tr_later(
        "Captured cards make yaku (see the next page). When you make one, choose Koi-Koi to "
        "play on for more, or Stop to score now. If your opponent stops after your koi-koi, you "
        "score nothing and their points double."
    ),
    tr_later("7 points or more double. After the last month, the higher total wins."),
)
# the Controls page's keyboard and pad lines: sentences whose keys and buttons come from the
# bindings in force (game.input.bindings), so the page says what the buttons really do
KEYBOARD_LINE = tr_later(
    "Keyboard: {left}/{right} pick a card, {confirm} plays it, {down} reaches the buttons. "
    "{yaku_list} yaku list, {hint} hint, {tracker} yaku tracker, {pause} or {back} pauses."
)
PAD_LINE = tr_later(
    "Pad: {move} pick, {confirm} plays, {yaku_list} yaku list, {hint} hint, "
    "{action_list} action list, {pause} pauses."
)
ACTION_LIST_LINE = tr_later(
    "{action_list} opens the action list: every move you can make, in words."
)
PAD_MOVE = tr_later("D-pad / stick")
UNBOUND_LABEL = "-"
CONTROLS_TEXT: tuple[str, ...] = (
    tr_later(
        "Mouse: click a card to lift it, click it again (or a highlighted field card) to play. "
        "Click the option you want when two cards match."
    ),
    tr_later("During the CPU's turn any press fast-forwards its animations."),
)
FLOURISH_TEXT: tuple[str, ...] = (
    tr_later(
        "When a yaku lands the game performs it like a super move: the table freezes, a brush "
        "slash crosses it, the yaku's cards stand up as a folding screen and its name is stamped "
        "in brush lettering. A stop that wins the month gets a finishing slash, the last month "
        "drops its cards across the table and the winner gets a victory flourish."
    ),
    tr_later(
        "Options: Flourish vs CPU and Flourish, 2 players (Off / Short / Full). Any button skips."
    ),
)
# koi-koi's pages (English ids; the titles are translated where they are drawn)
PAGES = (tr_later("How to play"), tr_later("Yaku"), tr_later("Controls"), tr_later("Flourishes"))
GALLERY_PAGE = PAGES.index("Flourishes")
GALLERY_BUTTON = pygame.Rect(660, 640, 600, 96)
LESSON_BUTTON = pygame.Rect(1430, 36, 410, 64)  # Learn to Play, beside the page's title
TAB_WIDTH = 260


def game_tab(index: int) -> pygame.Rect:
    """The tab of game ``index`` (of games.GAME_IDS) under the page."""
    return pygame.Rect(80 + index * (TAB_WIDTH + 16), 1012, TAB_WIDTH, 52)


class HowToPlayScene(Scene):
    name = "how_to_play"

    def __init__(self, context, rules=None, game: str | None = None) -> None:
        """``rules``: the rule set to explain (its game's pages open); ``game``: which game's
        pages open with its default rules."""
        super().__init__(context)
        if rules is not None:
            from game.scenes.overlays.yaku_list import game_of_rules

            game = game_of_rules(rules)
        self.game = game or games.KOIKOI
        self.rules = rules or self.default_rules(self.game)
        self.page = 0
        self.art = None
        self.background = None

    @staticmethod
    def default_rules(game: str):
        return games.load_rules(game)  # each game's default preset (koi-koi: nintendo)

    @property
    def pages(self) -> tuple[str, ...]:
        return games.spec(self.game).pages or PAGES  # () : koi-koi's pages

    @property
    def gallery_page(self) -> int:
        return self.pages.index("Flourishes")

    def show_game(self, game: str) -> None:
        """Turn to ``game``'s first page (with its default rules)."""
        if game != self.game:
            self.game = game
            self.rules = self.default_rules(game)
            self.art = None  # the badges carry the game's card points
        self.page = 0

    def handle_action(self, action: act.Action) -> bool:
        name = action.name
        pages = self.pages
        if name in (act.BACK, act.PAUSE):
            self.stack.pop()
            return True
        if name in (act.UP, act.DOWN):
            index = games.GAME_IDS.index(self.game) + (1 if name == act.DOWN else -1)
            self.show_game(games.GAME_IDS[index % len(games.GAME_IDS)])
            return True
        if self.has_lesson() and (
            name == act.HINT
            or (name == act.CLICK and action.pos and LESSON_BUTTON.collidepoint(action.pos))
        ):
            self.stack.push(self.context.make_scene("lesson", lesson_id=self.game))
            return True
        tab = game_tab_at(action.pos, game_tab) if name == act.CLICK and action.pos else None
        if tab is not None:
            self.show_game(tab)
            return True
        if self.page == self.gallery_page and (
            name == act.CONFIRM
            or (name == act.CLICK and action.pos and GALLERY_BUTTON.collidepoint(action.pos))
        ):
            self.open_gallery()
            return True
        if name in (act.RIGHT, act.NEXT, act.CONFIRM) or (
            name == act.CLICK and action.pos and action.pos[0] > 960
        ):
            if self.page == len(pages) - 1 and name == act.CONFIRM:
                self.stack.pop()
            else:
                self.page = min(len(pages) - 1, self.page + 1)
            return True
        if name in (act.LEFT, act.PREVIOUS) or name == act.CLICK:
            self.page = max(0, self.page - 1)
            return True
        return False

    def draw_tabs(self, canvas: pygame.Surface) -> None:
        draw_game_tabs(canvas, self.game, game_tab, 28)

    def draw_yaku_page(self, canvas: pygame.Surface, panel: pygame.Rect) -> None:
        art = _examples_art(self)
        area = panel.inflate(-40, -40)
        from game.scenes.overlays.yaku_list import draw_kind_legend, draw_yaku_list

        draw_yaku_list(canvas, self.rules, art, area)
        if not games.is_table_game(self.game) and art.badges:  # what the badges' marks mean
            if self.has_lesson():  # the Learn to Play button holds the top right corner
                draw_kind_legend(canvas, midleft=(panel.left + 20, 70))
            else:
                draw_kind_legend(canvas, midright=(panel.right - 20, 70))

    def has_lesson(self) -> bool:
        """Is there a lesson of the game shown (lessons/GAME.toml)?"""
        from game.arcade.lessons import shipped_lessons

        return self.game in shipped_lessons()

    def open_gallery(self) -> None:
        self.stack.push(self.context.make_scene("flourish_gallery"))

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if self.background is None:
            self.background = theme.backdrop((1920, 1080), sun=False)
        canvas.blit(self.background, (0, 0))
        pages = self.pages
        title = pages[self.page]
        theme.draw_shadowed_text(
            canvas, tr(title), 64, theme.colour("gold_light"), "ui_bold", center=(960, 70)
        )
        self.draw_tabs(canvas)
        theme.draw_backed_text(
            canvas,
            tr(
                "{page} / {pages}   Left/Right: pages   Up/Down: game   Esc: back",
                page=self.page + 1,
                pages=len(pages),
            ),
            26,
            theme.colour("ivory"),
            midright=(1840, 1038),
        )
        if self.has_lesson():
            draw_lesson_button(canvas, self.context)
        panel = pygame.Rect(80, 130, 1760, 870)
        theme.draw_panel(canvas, panel)
        if title == "Yaku":
            self.draw_yaku_page(canvas, panel)
            return
        if self.page == self.gallery_page:
            draw_gallery_page(canvas, panel)
            return
        if games.is_table_game(self.game) and title != "Controls":
            from game.scenes.menus import game_pages

            art = _examples_art(self)
            if title == "The wild card":
                game_pages.draw_wild_page(canvas, self.rules, art, panel)
            else:
                game_pages.draw_rules_page(canvas, self.game, self.rules, art, panel)
            return
        text_area = pygame.Rect(panel.x + 60, panel.y + 50, panel.width - 120, panel.height - 90)
        if title == PAGES[0]:
            paragraphs = [tr(paragraph) for paragraph in RULES_TEXT]
            text_area.height = EXAMPLES_TOP - 20  # above the example cards
            draw_examples(self, canvas, panel)
        else:
            paragraphs = controls_paragraphs(self.context)
        draw_paragraphs(canvas, paragraphs, text_area, 34, 28)


def bindings_in_force(context) -> tuple[Bindings, str]:
    """The bindings the input layer uses now (the settings' when there is none) and the pad
    family whose labels to show (the pad used last; Xbox labels otherwise)."""
    manager = getattr(context, "input", None)
    if manager is not None:
        kind, instance_id = manager.last_device
        return manager.bindings, manager.pad_family(instance_id if kind == act.PAD else None)
    settings = getattr(context, "settings", None)
    if settings is None:
        return Bindings(), XBOX
    return (
        Bindings(
            settings.key_bindings,
            settings.pad_bindings,
            swap_confirm_back=settings.swap_confirm_back,
        ),
        XBOX,
    )


def key_labels(bindings: Bindings) -> dict[str, str]:
    """Action name -> the label of its first key ("-" when it has none)."""
    keys = bindings.keys
    return {
        name: key_label(keys[name][0]) if keys.get(name) else UNBOUND_LABEL
        for name in act.BINDABLE_ACTIONS
    }


def pad_labels(bindings: Bindings, family: str) -> dict[str, str]:
    """Action name -> the label of its first pad button on ``family``'s pads ("-": none)."""
    buttons = bindings.effective_pad_buttons()
    return {
        name: pad_button_label(buttons[name][0], family) if buttons.get(name) else UNBOUND_LABEL
        for name in act.BINDABLE_ACTIONS
    }


def controls_paragraphs(context) -> list[str]:
    """The Controls page's paragraphs, translated, with the keys and buttons in force."""
    bindings, family = bindings_in_force(context)
    keys = key_labels(bindings)
    pad = pad_labels(bindings, family)
    directions = bindings.effective_pad_buttons()
    on_the_dpad = all(
        directions.get(name, [""])[:1] == [f"dpad_{name}"] for name in (act.LEFT, act.RIGHT)
    )
    move = tr(PAD_MOVE) if on_the_dpad else f"{pad[act.LEFT]}/{pad[act.RIGHT]}"
    keyboard_line = tr(
        KEYBOARD_LINE,
        left=keys[act.LEFT],
        right=keys[act.RIGHT],
        confirm=keys[act.CONFIRM],
        down=keys[act.DOWN],
        yaku_list=keys[act.YAKU_LIST],
        hint=keys[act.HINT],
        tracker=keys[act.TOGGLE_TRACKER],
        pause=keys[act.PAUSE],
        back=keys[act.BACK],
    )
    listing = tr(ACTION_LIST_LINE, action_list=keys[act.ACTION_LIST])
    keyboard_line += listing if is_cjk() else " " + listing
    pad_line = tr(
        PAD_LINE,
        move=move,
        confirm=pad[act.CONFIRM],
        yaku_list=pad[act.YAKU_LIST],
        hint=pad[act.HINT],
        action_list=pad[act.ACTION_LIST],
        pause=pad[act.PAUSE],
    )
    mouse, fast_forward = (tr(paragraph) for paragraph in CONTROLS_TEXT)
    return [keyboard_line, mouse, pad_line, fast_forward]


# (card, its kind, the kind with its corner-badge mark)
KIND_EXAMPLES: tuple[tuple[str, str, str], ...] = (
    ("1-1", tr_later("Bright"), tr_later("Bright (star)")),
    ("2-1", tr_later("Animal"), tr_later("Animal (circle)")),
    ("1-2", tr_later("Ribbon"), tr_later("Ribbon (bar)")),
    ("1-3", tr_later("Chaff"), tr_later("Chaff (diamond)")),
)
KINDS_WITH_BADGES = tr_later("The four kinds (corner badge: month and kind mark)")
KINDS_WITHOUT_BADGES = tr_later("The four kinds (Options > Card corner badges marks them)")
EXAMPLES_TOP = 580  # the example cards' heading, from the panel's top
KIND_LABEL_WIDTH = 180


def _examples_art(scene: HowToPlayScene):
    """The pages' card art; roppyakken's and hana-awase's badges carry the card points."""
    from game.view.sprites import CardArt

    if scene.art is None:
        settings = scene.context.settings
        scene.art = CardArt(badges=settings.corner_badges if settings is not None else True)
        if games.is_table_game(scene.game):
            from game.scenes.menus.game_pages import card_values

            scene.art.set_values(card_values(scene.game, scene.rules))
    return scene.art


def draw_examples(scene: HowToPlayScene, canvas: pygame.Surface, panel: pygame.Rect) -> None:
    """The four kinds (with their corner badges when those are on), and a month pair, with
    real cards drawn as the table draws them."""
    art = _examples_art(scene)
    top = panel.y + EXAMPLES_TOP
    heading = tr(KINDS_WITH_BADGES if art.badges else KINDS_WITHOUT_BADGES)
    theme.draw_text(
        canvas,
        heading,
        theme.fit_size(heading, 28, "ui_bold", 820),
        theme.colour("gold_light"),
        "ui_bold",
        topleft=(panel.x + 60, top),
    )
    for index, (code, kind, with_mark) in enumerate(KIND_EXAMPLES):
        x = panel.x + 60 + index * 190
        canvas.blit(art.surface(code, 108), (x, top + 44))
        label = tr(with_mark if art.badges else kind)
        size = theme.fit_size(label, 22, "ui", KIND_LABEL_WIDTH)
        theme.draw_text(canvas, label, size, theme.colour("ivory"), topleft=(x - 4, top + 224))
    left = panel.x + 900
    heading = tr("Same month: a match (March, cherry)")
    theme.draw_text(
        canvas,
        heading,
        theme.fit_size(heading, 28, "ui_bold", panel.right - 40 - left),
        theme.colour("gold_light"),
        "ui_bold",
        topleft=(left, top),
    )
    for index, code in enumerate(("3-1", "3-3")):
        canvas.blit(art.surface(code, 108), (left + index * 130, top + 44))
    theme.draw_text(
        canvas, tr("play one, take both"), 22, theme.colour("ivory"), topleft=(left, top + 224)
    )


def draw_lesson_button(canvas: pygame.Surface, context) -> None:
    """The way into the game's lesson, with the key that opens it."""
    bindings, _family = bindings_in_force(context)
    label = tr("Learn to Play  [{key}]", key=key_labels(bindings)[act.HINT])
    pygame.draw.rect(canvas, theme.colour("panel_focus"), LESSON_BUTTON, border_radius=12)
    pygame.draw.rect(canvas, theme.colour("gold"), LESSON_BUTTON, 3, border_radius=12)
    size = theme.fit_size(label, 32, "ui_bold", LESSON_BUTTON.width - 30)
    theme.draw_text(
        canvas, label, size, theme.colour("gold_light"), "ui_bold", center=LESSON_BUTTON.center
    )


def draw_gallery_page(canvas: pygame.Surface, panel: pygame.Rect) -> None:
    """What flourishes are, the options, and the button into the gallery."""
    area = pygame.Rect(panel.x + 60, panel.y + 50, panel.width - 120, 0)
    area.height = GALLERY_BUTTON.top - 30 - area.y
    draw_paragraphs(canvas, [tr(paragraph) for paragraph in FLOURISH_TEXT], area, 34, 28)
    label = tr("Flourish gallery  [Enter / A]")
    pygame.draw.rect(canvas, theme.colour("panel_focus"), GALLERY_BUTTON, border_radius=14)
    pygame.draw.rect(canvas, theme.colour("gold"), GALLERY_BUTTON, 3, border_radius=14)
    theme.draw_text(
        canvas,
        label,
        theme.fit_size(label, 40, "ui_bold", GALLERY_BUTTON.width - 40),
        theme.colour("gold_light"),
        "ui_bold",
        center=GALLERY_BUTTON.center,
    )
