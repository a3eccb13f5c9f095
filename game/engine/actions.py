"""Player decisions as values: play a hand card, take one of two matching field cards,
call koi-koi or stop, or declare one of a game's own choices (``declare("shobu")``). Every
seat (human, CPU, replay, test) drives the engine with these.

Actions are interned: ``play(card)`` always returns the same object, so comparing and
hashing them is cheap inside the CPU search. Kinds are :class:`ActionKind` members, each its
own string, so records and views read as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.engine.cards import CARDS, card_id, expand_mask, per_byte_table


class ActionKind(StrEnum):
    PLAY = "play"  # play a hand card
    TAKE = "take"  # take one of two matching field cards
    KOIKOI = "koikoi"  # koi-koi's decision: play on
    STOP = "stop"  # koi-koi's decision: stop and score
    DECLARE = "declare"  # a decision of another game: one of its spec's decision_kinds


@dataclass(frozen=True, slots=True)
class Action:
    kind: ActionKind
    card: int = -1  # card id for play/take
    choice: str = ""  # what a declaration declares (a GameSpec.decision_kinds entry)

    def to_json(self) -> dict:
        if self.kind == "play":
            return {"play": CARDS[self.card].code}
        if self.kind == "take":
            return {"take": CARDS[self.card].code}
        if self.kind == "declare":
            return {"declare": self.choice}
        return {ActionKind.KOIKOI.value: self.kind == ActionKind.KOIKOI}

    def __str__(self) -> str:
        if self.card >= 0:
            return f"{self.kind} {CARDS[self.card].code}"
        if self.choice:
            return f"{self.kind} {self.choice}"
        return str(self.kind)

    def describe(self) -> str:
        if self.kind == "play":
            return f"play {CARDS[self.card].name} ({CARDS[self.card].code})"
        if self.kind == "take":
            return f"take {CARDS[self.card].name} ({CARDS[self.card].code})"
        if self.kind == "declare":
            return f"declare {self.choice}"
        return "call koi-koi" if self.kind == ActionKind.KOIKOI else "stop"

    @property
    def decides(self) -> bool:
        """An answer to a decision (koi-koi, stop or a declaration), not a card move."""
        return self.kind not in CARD_KINDS


CARD_KINDS: tuple[ActionKind, ...] = (ActionKind.PLAY, ActionKind.TAKE)
PLAY: tuple[Action, ...] = tuple(Action(ActionKind.PLAY, i) for i in range(48))
TAKE: tuple[Action, ...] = tuple(Action(ActionKind.TAKE, i) for i in range(48))
KOIKOI = Action(ActionKind.KOIKOI)


PLAY_BY_BYTE = per_byte_table(PLAY)
TAKE_BY_BYTE = per_byte_table(TAKE)


def actions_of_mask(mask: int, table=PLAY_BY_BYTE) -> list[Action]:
    """The interned actions for every card of ``mask`` (ascending card id)."""
    return expand_mask(mask, table)


STOP = Action(ActionKind.STOP)
KOIKOI_KIND = KOIKOI.kind
DECISION_KINDS: tuple[str, ...] = (KOIKOI.kind, STOP.kind)  # koi-koi's decision actions
_DECLARED: dict[str, Action] = {}


def declare(choice: str) -> Action:
    """The (interned) declaration of ``choice``, one of a game's ``decision_kinds``
    (Hachi-hachi's "shobu" / "sage"). Koi-koi's own two keep their kinds: ``declare("koikoi")``
    is :data:`KOIKOI` and ``declare("stop")`` :data:`STOP`, so its records read as before."""
    if choice in DECISION_KINDS:
        return KOIKOI if choice == KOIKOI.kind else STOP
    found = _DECLARED.get(choice)
    if found is None:
        if not isinstance(choice, str) or not choice:
            raise ValueError(f"a declaration needs a choice name, not {choice!r}")
        found = _DECLARED[choice] = Action(ActionKind.DECLARE, choice=choice)
    return found


def choice_of(action: Action) -> str:
    """What a decision action chose: koi-koi's kind itself, or the declared choice."""
    return action.choice if action.kind == ActionKind.DECLARE else str(action.kind)


def play(card: int | str) -> Action:
    return PLAY[card_id(card) if isinstance(card, str) else card]


def take(card: int | str) -> Action:
    return TAKE[card_id(card) if isinstance(card, str) else card]


def action_from_json(data: object) -> Action:
    """Parse a record decision: {"play": "3-1"}, {"take": "3-3"}, {"koikoi": true/false},
    {"declare": "shobu"}."""
    if not isinstance(data, dict) or len(data) != 1:
        raise ValueError(
            f"a decision must be one of {{'play': code}}, {{'take': code}}, "
            f"{{'koikoi': bool}}, {{'declare': choice}}, not {data!r}"
        )
    ((key, value),) = data.items()
    if key in ("play", "take"):
        if not isinstance(value, str):
            raise ValueError(f"{key} needs a card code, not {value!r}")
        return play(value) if key == "play" else take(value)
    if key == ActionKind.KOIKOI:
        if not isinstance(value, bool):
            raise ValueError(f"koikoi needs true or false, not {value!r}")
        return KOIKOI if value else STOP
    if key == "declare":
        if not isinstance(value, str) or not value or value in DECISION_KINDS:
            raise ValueError(f"declare needs the name of a game's choice, not {value!r}")
        return declare(value)
    raise ValueError(f"unknown decision {key!r}")
