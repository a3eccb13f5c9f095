"""The table scene's decision prompts: when the match waits on the player's decision (koi-koi's
stop or go, hachi-hachi's cancel offered beside a play), the game's prompt scene opens over
the table and hands the chosen action to the session; ``withdraw_prompt`` takes it away
unanswered.

``TableScenePrompts`` is a mixin of :class:`game.table.scene.TableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.scenes import Scene, SceneContext, SceneStack
from game.engine import games
from game.engine.table_view import TableView
from game.table.driver import MatchDriver, MatchSource
from game.table.hint import TableHint
from game.table.mode import TableMode
from game.table.presenter import TablePresenter
from game.view.sprites import CardArt


class TableScenePrompts:
    """Mixin of TableScene: opening, answering and withdrawing the decision prompt."""

    context: SceneContext
    session: MatchSource
    driver: MatchDriver
    presenter: TablePresenter
    mode: TableMode
    hint: TableHint
    art: CardArt
    time: float
    prompt_open: bool
    prompt: Scene | None
    _offered_at: int
    view: TableView  # (the scene's property)
    stack: SceneStack

    if TYPE_CHECKING:  # game.table.scene_drawing's and scene_input's

        def key_prompt(self, action_name: str, fallback: str) -> str: ...

        def open_action_list(self) -> None: ...

    def _offer_beside_play(self) -> bool:
        """True once per position when the player may declare something instead of playing
        a card (hachi-hachi's cancel of a sage): the game's prompt asks it first."""
        view = self.view
        if self.prompt_open or not self.session.awaiting_human():
            return False
        if self._offered_at == view.decisions or not any(a.decides for a in view.legal):
            return False
        self._offered_at = view.decisions
        return True

    def _open_prompt(self) -> None:
        self.prompt_open = True

        def decided(action) -> None:
            self.prompt_open = False
            self.prompt = None
            self.hint.clear()
            if action is not None:  # None: play on (the prompt beside a play closed)
                self.session.submit(action)

        prompt = self.context.make_scene(
            games.spec(self.view.game).decision_prompt,  # the scene the game's decision opens
            event=self.presenter.last_yaku,
            view=self.view,
            names=self.driver.names,
            art=self.art,
            on_decide=decided,
            hint=self.hint,
            hint_key=self.key_prompt("hint", "H"),
            time=self.time,
            gate=self.mode.prompt_gate,
        )
        prompt.open_action_list = self._action_list_instead  # type: ignore[attr-defined]
        self.prompt = prompt
        self.stack.push(prompt)

    def _action_list_instead(self) -> None:
        """The action list key at the prompt: the prompt steps aside and the list opens; the
        list holds the decision while it is up, and the table opens the prompt again if the
        list closes with the decision still waiting."""
        if self.withdraw_prompt():
            self.open_action_list()

    def withdraw_prompt(self) -> bool:
        """Take the open decision prompt away unanswered, wherever it stands under other
        overlays (its decision is no longer wanted); False when none is open."""
        prompt, self.prompt = self.prompt, None
        if prompt is None or not prompt.active:
            return False
        prompt.decided = True  # type: ignore[attr-defined] # a late click decides nothing
        self.stack.remove(prompt)
        self.prompt_open = False
        self.hint.clear()
        return True
