"""Player decisions as values: play a hand card, take one of two matching field cards,
call koi-koi or stop. Every seat (human, CPU, replay, test) drives the engine with these.

Actions are interned: ``play(card)`` always returns the same object, so comparing and
hashing them is cheap inside the CPU search.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import CARDS, card_id, expand_mask, per_byte_table


@dataclass(frozen=True, slots=True)
class Action:
    kind: str  # "play" | "take" | "koikoi" | "stop" | "declare"
    card: int = -1  # card id for play/take
    choice: str = ""  # what a "declare" action says (hachi-hachi: "shobu", "sage", "show", ...)

    def to_json(self) -> dict:
        if self.kind == "declare":
            return {"declare": self.choice}
        if self.kind == "play":
            return {"play": CARDS[self.card].code}
        if self.kind == "take":
            return {"take": CARDS[self.card].code}
        return {"koikoi": self.kind == "koikoi"}

    def __str__(self) -> str:
        if self.card >= 0:
            return f"{self.kind} {CARDS[self.card].code}"
        return f"declare {self.choice}" if self.kind == "declare" else self.kind

    def describe(self) -> str:
        if self.kind == "play":
            return f"play {CARDS[self.card].name} ({CARDS[self.card].code})"
        if self.kind == "take":
            return f"take {CARDS[self.card].name} ({CARDS[self.card].code})"
        if self.kind == "declare":
            return f"declare {self.choice}"
        return "call koi-koi" if self.kind == "koikoi" else "stop"


PLAY: tuple[Action, ...] = tuple(Action("play", i) for i in range(48))
TAKE: tuple[Action, ...] = tuple(Action("take", i) for i in range(48))
KOIKOI = Action("koikoi")


PLAY_BY_BYTE = per_byte_table(PLAY)
TAKE_BY_BYTE = per_byte_table(TAKE)


def actions_of_mask(mask: int, table=PLAY_BY_BYTE) -> list[Action]:
    """The interned actions for every card of ``mask`` (ascending card id)."""
    return expand_mask(mask, table)


STOP = Action("stop")
KOIKOI_KIND = KOIKOI.kind
DECISION_KINDS: tuple[str, ...] = (KOIKOI.kind, STOP.kind)  # the actions of a decision


_DECLARE: dict[str, Action] = {}


def declare(choice: str) -> Action:
    """The interned "declare" action saying ``choice`` (a game's decision: shobu, sage, ...)."""
    if not isinstance(choice, str) or not choice:
        raise ValueError(f"declare needs a choice, not {choice!r}")
    found = _DECLARE.get(choice)
    if found is None:
        found = _DECLARE[choice] = Action("declare", choice=choice)
    return found


def play(card: int | str) -> Action:
    return PLAY[card_id(card) if isinstance(card, str) else card]


def take(card: int | str) -> Action:
    return TAKE[card_id(card) if isinstance(card, str) else card]


def action_from_json(data: object) -> Action:
    """Parse a record decision: {"play": "3-1"}, {"take": "3-3"}, {"koikoi": true/false}."""
    if not isinstance(data, dict) or len(data) != 1:
        raise ValueError(
            f"a decision must be one of {{'play': code}}, {{'take': code}}, "
            f"{{'koikoi': bool}}, not {data!r}"
        )
    ((key, value),) = data.items()
    if key in ("play", "take"):
        if not isinstance(value, str):
            raise ValueError(f"{key} needs a card code, not {value!r}")
        return play(value) if key == "play" else take(value)
    if key == "koikoi":
        if not isinstance(value, bool):
            raise ValueError(f"koikoi needs true or false, not {value!r}")
        return KOIKOI if value else STOP
    if key == "declare":
        return declare(value)
    raise ValueError(f"unknown decision {key!r}")
