"""The composition root: every scene of the game by name, in one table.

Scenes open each other only through these names (``context.make_scene("pause")``), so no
scene imports another and the whole wiring can be read here. Each entry names the callable
that builds the scene - a class, or a factory function that composes one explicitly (the
autosaving table, Continue that brings an arcade run back, the couch names step before the
devices step). Modules are imported when their scene is first made, so the first frame
comes quickly; :func:`import_all` loads the rest right after it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.scenes import Scene, SceneContext, SceneFactories


@dataclass(frozen=True)
class Entry:
    name: str
    target: str  # "module:attribute" of the callable (context, **options) -> Scene
    what: str


SCENES: tuple[Entry, ...] = (
    # -- menus -----------------------------------------------------------------------------
    Entry("title", "game.scenes.menus.title:TitleScene", "the title screen"),
    Entry("setup", "game.scenes.menus.setup:SetupScene", "match setup (vs CPU or couch)"),
    Entry("more_rules", "game.scenes.menus.more_rules:MoreRulesScene", "the house rules"),
    Entry("game_choice", "game.scenes.menus.game_choice:GameChoiceScene", "which game to play"),
    Entry(
        "table_setup",
        "game.scenes.menus.table_setup:TableSetupScene",
        "match setup of roppyakken and hana-awase",
    ),
    Entry("table_rules", "game.scenes.menus.table_rules:TableRulesScene", "their rule keys"),
    Entry("options", "game.scenes.menus.options:OptionsScene", "sound, speed, display"),
    Entry("table_look", "game.scenes.menus.table_look:TableLookScene", "card back, cloth"),
    Entry("controls", "game.scenes.menus.controls:ControlsScene", "key and pad bindings"),
    Entry("pause", "game.scenes.menus.pause:PauseScene", "the pause menu"),
    Entry("how_to_play", "game.scenes.menus.how_to_play:HowToPlayScene", "rules and yaku"),
    Entry(
        "flourish_gallery",
        "game.scenes.menus.flourish_gallery:FlourishGalleryScene",
        "every flourish, to watch",
    ),
    Entry("stats", "game.scenes.menus.stats:StatsScene", "statistics per player"),
    Entry("replay_viewer", "game.scenes.menus.replay_viewer:ReplayViewer", "kept matches"),
    Entry("achievements", "game.scenes.menus.achievements:AchievementsScene", "per game"),
    Entry("confirm", "game.scenes.menus.confirm:ConfirmScene", "a yes-or-no question"),
    Entry(
        "confirm_new_match",
        "game.scenes.menus.confirm:new_match_confirm",
        "before a new match replaces the one in progress",
    ),
    # -- the table ---------------------------------------------------------------------------
    Entry(
        "table",
        "game.table.factory:saved_table",
        "a match on the table, autosaved and kept (not the demo); the pad-disconnect pause",
    ),
    Entry(
        "couch_match",
        "game.table.factory:couch_table",
        "a couch match with the claimed devices, autosaved and kept",
    ),
    Entry("replay_table", "game.table.factory:replay_table", "a kept match replayed"),
    Entry("lesson", "game.table.lesson_table:open_lesson", "a guided first match (a lesson)"),
    Entry(
        "restored_match",
        "game.table.factory:restored_table",
        "the autosaved match at its exact position",
    ),
    Entry(
        "continue_match",
        "game.arcade.resume:continue_match",
        "Continue: an arcade run around its match, else the autosaved match",
    ),
    # -- couch -------------------------------------------------------------------------------
    Entry(
        "join",
        "game.scenes.couch.names:names_then_devices",
        "couch: the players' names first, then join_devices",
    ),
    Entry("join_devices", "game.scenes.couch.join:JoinScene", "couch: claim the devices"),
    Entry("rejoin", "game.scenes.couch.join:RejoinScene", "Continue a couch match: devices"),
    Entry("pass_screen", "game.scenes.couch.pass_screen:PassScreen", "between couch turns"),
    Entry(
        "pad_disconnected",
        "game.scenes.couch.pad_disconnected:PadDisconnected",
        "a player's pad went away",
    ),
    # -- play with a friend (online) -----------------------------------------------------------
    Entry("play_friend", "game.scenes.online.friend_menu:FriendMenuScene", "play with a friend"),
    Entry("online_create", "game.scenes.online.create_room:CreateRoomScene", "create a room"),
    Entry("online_join", "game.scenes.online.join_room:JoinRoomScene", "join a room by invite"),
    Entry("online_room", "game.scenes.online.room:RoomScene", "the waiting room"),
    Entry(
        "online_table",
        "game.table.online:online_table",
        "a match on a room server at the table (the other seat plays elsewhere)",
    ),
    Entry("online_result", "game.scenes.online.result:OnlineResultScene", "rematch, new link"),
    Entry("online_offer", "game.scenes.online.overlays:OfferOverlay", "the 2-minute offer"),
    Entry("online_notice", "game.scenes.online.overlays:NoticeOverlay", "the match ended"),
    Entry(
        "online_options",
        "game.scenes.online.online_options:OnlineOptionsScene",
        "server address, hosting, leaderboard",
    ),
    # -- overlays over the table ---------------------------------------------------------------
    Entry("koikoi_prompt", "game.scenes.overlays.koikoi_prompt:KoikoiPrompt", "koi-koi or stop"),
    Entry(
        "hachi_prompt",
        "game.scenes.overlays.hachi_prompt:HachiPrompt",
        "hachi-hachi: show or hide a teyaku, shobu or sage, the cancel",
    ),
    Entry(
        "round_result",
        "game.scenes.overlays.round_result:RoundResult",
        "a round's (koi-koi: a month's) result, any game",
    ),
    Entry("announcement", "game.scenes.overlays.timed:Announcement", "a redeal"),
    Entry("match_result", "game.scenes.overlays.match_result:MatchResultScene", "the match's end"),
    Entry("yaku_list", "game.scenes.overlays.yaku_list:YakuListOverlay", "the yaku list"),
    Entry(
        "action_list",
        "game.scenes.overlays.action_list:ActionListOverlay",
        "play by text",
    ),
    # -- arcade ------------------------------------------------------------------------------
    Entry("arcade", "game.scenes.arcade.menu:ArcadeMenuScene", "the arcade hub"),
    Entry("arcade_ladder", "game.scenes.arcade.ladder:LadderScene", "a new ladder run"),
    Entry("arcade_short", "game.scenes.arcade.ladder:short_ladder", "a short ladder run"),
    Entry("arcade_free_play", "game.scenes.arcade.free_play:FreePlayScene", "free play"),
    Entry("arcade_stats", "game.scenes.arcade.records:StatsScene", "arcade records"),
    Entry("arcade_versus", "game.scenes.arcade.versus:VersusScene", "the versus intro"),
    Entry(
        "arcade_continue",
        "game.scenes.arcade.continue_offer:ContinueScene",
        "the CONTINUE countdown",
    ),
    Entry("arcade_initials", "game.scenes.arcade.initials:InitialsScene", "high score entry"),
)


def resolve(target: str) -> Callable[..., Scene]:
    """The callable a "module:attribute" target names (importing its module)."""
    module_name, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def _lazy(target: str) -> Callable[..., Scene]:
    def make(context: SceneContext, **options: Any) -> Scene:
        return resolve(target)(context, **options)

    make.__qualname__ = make.__name__ = target
    make.prepare = lambda: resolve(target)  # type: ignore[attr-defined]
    return make


def scene_factories() -> SceneFactories:
    """Every scene of the game by name."""
    factories = SceneFactories()
    for entry in SCENES:
        factories[entry.name] = _lazy(entry.target)
    return factories


def import_all() -> None:
    """Import every scene module now (right after the first frame, so later screens open
    without a pause)."""
    for entry in SCENES:
        resolve(entry.target)
