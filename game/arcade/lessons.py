"""Lessons: a guided first match of a game, one TOML file per lesson in ``lessons/``.

A lesson names its game and rule preset, its coach (a name and a portrait), a scripted deal
(both hands, the field, the first cards of the stock) and its steps. A step is what the
player does (``do``: an engine action as it prints, ``play 3-1``, ``koikoi``, ``stop``), a
line to read (no ``do``: Confirm goes on) or the coach's own move (``cpu``); each has the
coach's line (``say``) and the cards it means (``show``).

:func:`load_lesson` reads and checks a file: its fields, its cards, and the whole script
played on the engine from the deal (every move legal for its seat, in turn, the round over
at the end). A problem raises :class:`LessonError` naming the file, so a menu shows the
lesson as unavailable instead of starting it. :class:`ScriptedSeat` plays the coach's moves.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from game.core.paths import resource_path
from game.engine import games
from game.engine.actions import Action
from game.engine.cards import CARD_BY_CODE, CARDS
from game.engine.deal import Deal, ids_of_codes
from game.engine.errors import EngineError
from game.engine.fishing.deal import TableDeal
from game.engine.spec import player_counts

TALK = "talk"  # a line to read: Confirm goes on
DO = "do"  # the player's taught move
CPU = "cpu"  # the coach's own move
STUDENT_SEAT = 0
COACH_SEAT = 1
MAX_TEXT = 400

TOP_FIELDS = ("game", "preset", "title", "coach", "deal", "steps")
STEP_FIELDS = ("say", "show", "do", "cpu")


class LessonError(ValueError):
    """A lesson file that cannot be played: ``FILE: problem``."""


@dataclass(frozen=True)
class Step:
    kind: str  # TALK, DO or CPU
    say: str  # the coach's line (English msgid, context "lesson")
    show: tuple[str, ...]  # the card codes the coach means
    action: str = ""  # DO / CPU: the move as the engine prints it

    @property
    def taught(self) -> bool:
        return self.kind == DO


@dataclass(frozen=True)
class Lesson:
    lesson_id: str
    game: str
    preset: str
    title: str
    coach_name: str
    coach_portrait: str
    others: tuple[str, ...]  # the names of the CPU seats after the coach's (3-4 seats)
    deal: Deal | TableDeal
    dealer: int
    steps: tuple[Step, ...]
    path: Path
    movers: tuple[int, ...] = ()  # the seat that makes each step's move (-1: a line to read)

    @property
    def seats(self) -> int:
        return len(self.deal.hands)

    def rules(self):
        """The lesson's rules: the preset, one round long."""
        return games.load_rules(self.game, self.preset, {games.spec(self.game).length_key: 1})

    def coach_moves(self) -> tuple[str, ...]:
        return tuple(step.action for step in self.steps if step.kind == CPU)

    def seat_moves(self, seat: int, start: int = 0) -> tuple[str, ...]:
        """The scripted moves of a CPU ``seat`` from step ``start`` on, in order."""
        return tuple(
            step.action
            for step, mover in zip(self.steps[start:], self.movers[start:], strict=True)
            if step.kind == CPU and mover == seat
        )


def lessons_dir() -> Path:
    return resource_path("lessons")


def lesson_path(lesson_id: str) -> Path:
    return lessons_dir() / f"{lesson_id}.toml"


def shipped_lessons() -> list[str]:
    """The shipped lesson ids, by file name."""
    return sorted(path.stem for path in lessons_dir().glob("*.toml"))


def load_lesson(path: Path | str) -> Lesson:
    """The lesson in ``path``, checked; LessonError ``FILE: problem`` otherwise."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
        return _lesson(path, data)
    except LessonError as error:
        raise LessonError(f"{path.name}: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise LessonError(f"{path.name}: not valid TOML: {error}") from None
    except OSError as error:
        raise LessonError(f"{path.name}: cannot be read: {error.strerror}") from None


def _text(data: dict, key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"field '{where}{key}' must be non-empty text, not {value!r}")
    if len(value) > MAX_TEXT:
        raise LessonError(f"field '{where}{key}' is longer than {MAX_TEXT} characters")
    return value


def _codes(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(code, str) for code in value):
        raise LessonError(f"field '{where}' must be a list of card codes, not {value!r}")
    for code in value:
        if code not in CARD_BY_CODE:
            raise LessonError(
                f"field '{where}': unknown card {code!r} (cards are M-I: 1-1 .. 12-4)"
            )
    return tuple(value)


def _unknown(data: dict, known: tuple[str, ...], where: str) -> None:
    for key in data:
        if key not in known:
            raise LessonError(f"unknown field '{where}{key}' (known: {', '.join(known)})")


def _lesson(path: Path, data: dict) -> Lesson:
    _unknown(data, TOP_FIELDS, "")
    game = _text(data, "game", "")
    if game not in games.SPECS:
        raise LessonError(f"unknown game {game!r} (known: {', '.join(games.SPECS)})")
    preset = _text(data, "preset", "")
    if preset not in games.preset_names(game):
        known = ", ".join(games.preset_names(game))
        raise LessonError(f"unknown rule preset {preset!r} (known: {known})")
    title = _text(data, "title", "")
    coach = data.get("coach")
    if not isinstance(coach, dict):
        raise LessonError("missing section [coach]")
    _unknown(coach, ("name", "portrait", "others"), "coach.")
    others = coach.get("others", [])
    if not isinstance(others, list) or not all(isinstance(n, str) and n for n in others):
        raise LessonError(f"field 'coach.others' must be a list of names, not {others!r}")
    deal, dealer = _deal(game, data.get("deal"))
    if len(others) != len(deal.hands) - 2:
        raise LessonError(
            f"field 'coach.others' must name the {len(deal.hands) - 2} other CPU seat(s)"
        )
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError("missing steps: at least one [[steps]]")
    steps = tuple(_step(raw, number) for number, raw in enumerate(raw_steps, 1))
    lesson = Lesson(
        lesson_id=path.stem,
        game=game,
        preset=preset,
        title=title,
        coach_name=_text(coach, "name", "coach."),
        coach_portrait=_text(coach, "portrait", "coach."),
        others=tuple(others),
        deal=deal,
        dealer=dealer,
        steps=steps,
        path=path,
    )
    return replace(lesson, movers=check_script(lesson))


def _deal(game: str, raw: object) -> tuple[Deal | TableDeal, int]:
    if not isinstance(raw, dict):
        raise LessonError("missing section [deal]")
    _unknown(raw, ("dealer", "hands", "field", "stock"), "deal.")
    seats = games.spec(game).seats
    hands = raw.get("hands")
    if not isinstance(hands, list) or len(hands) not in seats:
        raise LessonError(
            f"field 'deal.hands' must be {player_counts(seats)} lists of card codes (one a seat)"
        )
    dealer = raw.get("dealer", 0)
    if dealer not in range(len(hands)):
        raise LessonError(f"field 'deal.dealer' must be a seat 0-{len(hands) - 1}, not {dealer!r}")
    hand_codes = [_codes(hand, f"deal.hands[{seat}]") for seat, hand in enumerate(hands)]
    field = _codes(raw.get("field"), "deal.field")
    first = _codes(raw.get("stock", []), "deal.stock")
    used = {code for hand in hand_codes for code in hand} | set(field) | set(first)
    rest = [card.code for card in CARDS if card.code not in used]
    try:
        if games.spec(game).is_table_game:  # its hand and field sizes: checked on the deal
            return TableDeal(*ids_of_codes(hand_codes, field, list(first) + rest)), dealer
        return Deal.from_codes(hand_codes, field, list(first) + rest), dealer
    except EngineError as error:
        raise LessonError(f"the deal is not a deal: {error}") from None


def _step(raw: object, number: int) -> Step:
    where = f"steps[{number}]."
    if not isinstance(raw, dict):
        raise LessonError(f"step {number} must be a table")
    _unknown(raw, STEP_FIELDS, where)
    if "do" in raw and "cpu" in raw:
        raise LessonError(f"step {number} has both 'do' and 'cpu'")
    say = _text(raw, "say", where)
    show = _codes(raw.get("show", []), f"{where}show")
    for kind in (DO, CPU):
        if kind in raw:
            return Step(kind, say, show, _text(raw, kind, where))
    return Step(TALK, say, show)


def check_script(lesson: Lesson) -> tuple[int, ...]:
    """Play the lesson's moves on the engine from its deal: each must be legal for its seat
    when it comes (the player's, or a CPU seat's), and the round must be over after the last.
    Returns the seat that makes each step's move (-1 for a line to read)."""
    try:
        state = games.from_deal(
            lesson.game, lesson.deal, rules=lesson.rules(), dealer=lesson.dealer, seed=0
        )
    except EngineError as error:
        raise LessonError(f"the deal is not a deal: {error}") from None
    movers: list[int] = []
    for number, step in enumerate(lesson.steps, 1):
        if step.kind == TALK:
            movers.append(-1)
            continue
        mover = -1 if state.is_terminal() else state.current_player()
        if (mover == STUDENT_SEAT) != (step.kind == DO) or mover < 0:
            who = "the player" if step.kind == DO else "the coach"
            raise LessonError(f"step {number} ({step.action}): it is not {who}'s turn then")
        movers.append(mover)
        legal = {str(action): action for action in state.legal_actions()}
        if step.action not in legal:
            known = ", ".join(sorted(legal))
            raise LessonError(f"step {number}: {step.action!r} is not legal then (legal: {known})")
        state.apply(legal[step.action])
    if not state.is_terminal():
        raise LessonError("the round is not over after the last step")
    return tuple(movers)


class ScriptedSeat:
    """The coach's seat: hands over its scripted moves in order (a move that is not legal,
    which a checked lesson never has, gives way to the first legal one)."""

    is_human = False

    def __init__(
        self,
        name: str,
        moves: tuple[str, ...],
        *,
        ready: Callable[[str], bool] | None = None,
        on_move: Callable[[str], None] | None = None,
    ) -> None:
        self.name = name
        self.moves = list(moves)
        self.ready = ready  # may the next move be made now? (the coach's line was read)
        self.on_move = on_move  # called with each move handed over

    def begin(self) -> None:
        """Nothing to prepare: the moves are written."""

    def hurry(self) -> None:
        """Nothing to hurry."""

    thinking = None

    def poll(self, view, budget_seconds: float) -> Action | None:
        legal = list(view.legal)
        chosen = None
        if self.moves:
            wanted = self.moves[0]
            if self.ready is not None and not self.ready(wanted):
                return None
            chosen = next((action for action in legal if str(action) == wanted), None)
            if chosen is not None:
                self.moves.pop(0)
        if chosen is None and legal:
            chosen = legal[0]
        if chosen is not None and self.on_move is not None:
            self.on_move(str(chosen))
        return chosen
