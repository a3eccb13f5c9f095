"""The table's modes reach their scene only through the Table protocol and the controls the
scene hands them (game.table.controls): never the scene's context or stack, and never by
replacing another object's method. Through the real couch table: the decision prompt
answers only the player to act, and a pad that goes away while it is up opens the
disconnect overlay over it."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from game.core.scenes import Scene
from game.engine.koikoi.decisions import KOIKOI
from game.input import actions as act
from game.match.couch import CouchSeats
from game.table.mode import Table
from tests.support.couch_rig import CouchRig

ROOT = Path(__file__).resolve().parents[2]
MODE_FILES = ("mode.py", "modes.py", "online.py", "replay.py")
FACTORIES = {"online_table"}  # builds a table from the app's context: not a mode
SCENE_INTERNALS = {"context", "stack", "scenes"}


def mode_code() -> list[tuple[str, ast.AST]]:
    """Every top-level class and function of the mode files but the table factories."""
    out = []
    for name in MODE_FILES:
        tree = ast.parse((ROOT / "game" / "table" / name).read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, (ast.ClassDef, ast.FunctionDef)) and node.name not in FACTORIES:
                out.append((f"{name}:{node.name}", node))
    return out


def table_protocol_members() -> set[str]:
    members = set(getattr(Table, "__annotations__", {}))
    members |= {name for name, _ in inspect.getmembers(Table) if not name.startswith("_")}
    return members


def table_reads(node: ast.AST) -> set[str]:
    """The attributes read off the table: ``self.table.X`` and ``table.X``."""
    found = set()
    for child in ast.walk(node):
        if not isinstance(child, ast.Attribute):
            continue
        base = child.value
        if isinstance(base, ast.Name) and base.id == "table":
            found.add(child.attr)
        elif (
            isinstance(base, ast.Attribute)
            and base.attr == "table"
            and isinstance(base.value, ast.Name)
            and base.value.id == "self"
        ):
            found.add(child.attr)
    return found


def test_the_mode_files_never_touch_the_scenes_context_or_stack() -> None:
    reached = [
        (where, child.attr, child.lineno)
        for where, node in mode_code()
        for child in ast.walk(node)
        if isinstance(child, ast.Attribute) and child.attr in SCENE_INTERNALS
    ]
    assert reached == []


def test_a_mode_reads_of_its_table_only_what_the_table_protocol_names() -> None:
    members = table_protocol_members()
    assert not SCENE_INTERNALS & members
    outside = {(where, name) for where, node in mode_code() for name in table_reads(node) - members}
    assert outside == set()


def test_no_mode_replaces_a_method_of_another_object() -> None:
    """A monkey-patched handler (the couch once wrapped the prompt's handle_action)."""
    methods = {name for name, _ in inspect.getmembers(Scene, inspect.isfunction)}
    patched = [
        (where, target.attr, target.lineno)
        for where, node in mode_code()
        for child in ast.walk(node)
        if isinstance(child, ast.Assign)
        for target in child.targets
        if isinstance(target, ast.Attribute) and target.attr in methods
    ]
    assert patched == []


# -- through the real couch table ----------------------------------------------------------
PADS = {0: 1, 1: 2}  # seat -> pad instance id


def couch_at_a_prompt() -> CouchRig:
    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"]), seed=5, speed="instant")
    for _ in range(4000):
        top = rig.top_name()
        if top == "KoikoiPrompt":
            break
        if top == "PassScreen":
            rig.press(PADS[rig.top.seat])
        elif top == "RoundResult":
            rig.press(1)
        elif rig.table.human_input_phase():
            rig.press(PADS[rig.table.mode.active_seat])
        else:
            rig.frame()
    assert rig.top_name() == "KoikoiPrompt"
    while not rig.top.settle.ready:  # the prompt takes input after a settling second
        rig.frame()
    return rig


def test_on_the_couch_only_the_player_to_act_moves_and_answers_the_prompt() -> None:
    rig = couch_at_a_prompt()
    prompt = rig.top
    seat = rig.table.mode.active_seat
    waiting = PADS[1 - seat]
    assert prompt.group.focused is prompt.stop_button
    rig.press(waiting, "dpad_left")  # the waiting pad neither moves the focus
    assert prompt.group.focused is prompt.stop_button
    rig.press(waiting)  # nor answers
    assert rig.top is prompt and not prompt.decided
    rig.press(PADS[seat], "dpad_left")
    assert prompt.group.focused is prompt.koikoi_button
    decisions = rig.table.session.state.record_rounds()[-1]["decisions"]
    before = len(decisions)
    rig.press(PADS[seat])  # Koi-Koi!, by the player to act
    assert prompt.decided and rig.top is not prompt
    rig.frame(3)
    decisions = rig.table.session.state.record_rounds()[-1]["decisions"]
    assert decisions[before:] == [KOIKOI]


def test_a_waiting_pad_going_away_during_the_prompt_opens_the_disconnect_overlay() -> None:
    rig = couch_at_a_prompt()
    prompt = rig.top
    seat = rig.table.mode.active_seat
    rig.unplug(PADS[1 - seat])
    assert rig.top_name() == "PadDisconnected" and rig.top.seat == 1 - seat
    assert [type(scene).__name__ for scene in rig.context.scenes][-2:] == [
        "KoikoiPrompt",
        "PadDisconnected",
    ]
    assert not prompt.decided
    assert prompt.handle_action(act.Action(act.CONFIRM, act.PAD, PADS[1 - seat])) is True
    assert not prompt.decided  # a gone pad's late press answers nothing
