"""Player decisions as values: play a hand card, take one of two matching field cards, or
declare one of a game's own choices (its spec's ``decision_kinds``: koi-koi's "koikoi" and
"stop", Hachi-hachi's "shobu" and "sage"...). Every seat (human, CPU, replay, test) drives the
engine with these.

Actions are interned: ``play(card)`` and ``declare(choice)`` always return the same object, so
comparing and hashing them is cheap inside the CPU search. Kinds are :class:`ActionKind`
members, each its own string.

In records and on the wire a declaration is ``{"declare": choice}``, unless its game gave it
a form of its own with :func:`record_declaration` (koi-koi's calls keep the
``{"koikoi": true}`` / ``{"koikoi": false}`` every record has had). A game registers its forms
when its package's spec is imported, and ``game.engine.games`` imports every spec.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.engine.cards import CARDS, card_id, expand_mask, per_byte_table


class ActionKind(StrEnum):
    PLAY = "play"  # play a hand card
    TAKE = "take"  # take one of two matching field cards
    DECLARE = "declare"  # a decision of the game's own: one of its spec's decision_kinds


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
        own = _OWN_FORMS.get(self.choice)
        if own is not None:
            return {own.key: own.value}
        return {"declare": self.choice}

    def __str__(self) -> str:
        if self.card >= 0:
            return f"{self.kind} {CARDS[self.card].code}"
        if self.choice in _OWN_FORMS:
            return self.choice  # as positions have always listed it ("koikoi", "stop")
        if self.choice:
            return f"{self.kind} {self.choice}"
        return str(self.kind)

    def describe(self) -> str:
        if self.kind == "play":
            return f"play {CARDS[self.card].name} ({CARDS[self.card].code})"
        if self.kind == "take":
            return f"take {CARDS[self.card].name} ({CARDS[self.card].code})"
        own = _OWN_FORMS.get(self.choice)
        return own.words if own is not None else f"declare {self.choice}"

    @property
    def decides(self) -> bool:
        """An answer to a decision (a declaration: koi-koi, stop, shobu...), not a card move."""
        return self.kind is ActionKind.DECLARE


CARD_KINDS: tuple[ActionKind, ...] = (ActionKind.PLAY, ActionKind.TAKE)
PLAY: tuple[Action, ...] = tuple(Action(ActionKind.PLAY, i) for i in range(48))
TAKE: tuple[Action, ...] = tuple(Action(ActionKind.TAKE, i) for i in range(48))


PLAY_BY_BYTE = per_byte_table(PLAY)
TAKE_BY_BYTE = per_byte_table(TAKE)


def actions_of_mask(mask: int, table=PLAY_BY_BYTE) -> list[Action]:
    """The interned actions for every card of ``mask`` (ascending card id)."""
    return expand_mask(mask, table)


_DECLARED: dict[str, Action] = {}


def declare(choice: str) -> Action:
    """The (interned) declaration of ``choice``, one of a game's ``decision_kinds``
    (koi-koi's "koikoi" / "stop", Hachi-hachi's "shobu" / "sage")."""
    found = _DECLARED.get(choice)
    if found is None:
        if not isinstance(choice, str) or not choice:
            raise ValueError(f"a declaration needs a choice name, not {choice!r}")
        found = _DECLARED[choice] = Action(ActionKind.DECLARE, choice=choice)
    return found


@dataclass(frozen=True, slots=True)
class OwnForm:
    """How one declaration is written in records and on the wire, ``{key: value}``, and the
    words an error message names it by ("call koi-koi"). A position's list of legal moves
    names it by its choice alone ("koikoi"), as it always has."""

    key: str
    value: bool | str
    words: str


_OWN_FORMS: dict[str, OwnForm] = {}  # choice -> its form
_BY_FORM: dict[str, dict[bool | str, str]] = {}  # form key -> value -> choice


def record_declaration(choice: str, key: str, value: bool | str, words: str) -> Action:
    """Give ``declare(choice)`` a record form of its own, ``{key: value}`` (a game whose
    records had a form for its decisions before declarations existed keeps it), and return
    the declaration. Registering the same form again is harmless; a different one for the
    same choice, or one that takes the place of play, take or declare, raises ValueError."""
    form = OwnForm(key, value, words)
    if key in ("play", "take", "declare") or _OWN_FORMS.get(choice, form) != form:
        raise ValueError(f"the declaration {choice!r} cannot be recorded as {{{key!r}: {value!r}}}")
    taken = _BY_FORM.setdefault(key, {})
    if taken.get(value, choice) != choice:
        raise ValueError(f"{{{key!r}: {value!r}}} already records {taken[value]!r}")
    _OWN_FORMS[choice] = form
    taken[value] = choice
    return declare(choice)


def play(card: int | str) -> Action:
    return PLAY[card_id(card) if isinstance(card, str) else card]


def take(card: int | str) -> Action:
    return TAKE[card_id(card) if isinstance(card, str) else card]


def action_from_json(data: object) -> Action:
    """Parse a record decision: {"play": "3-1"}, {"take": "3-3"}, {"declare": "shobu"}, or a
    declaration's own form ({"koikoi": true} is koi-koi's call, {"koikoi": false} its stop)."""
    if not isinstance(data, dict) or len(data) != 1:
        raise ValueError(
            f"a decision must be one of {{'play': code}}, {{'take': code}}, "
            f"{{'declare': choice}} or a game's own form of one, not {data!r}"
        )
    ((key, value),) = data.items()
    if key in ("play", "take"):
        if not isinstance(value, str):
            raise ValueError(f"{key} needs a card code, not {value!r}")
        return play(value) if key == "play" else take(value)
    if key == "declare":
        if not isinstance(value, str) or not value or value in _OWN_FORMS:
            raise ValueError(f"declare needs the name of a game's choice, not {value!r}")
        return declare(value)
    forms = _BY_FORM.get(key)
    if forms is None:
        raise ValueError(f"unknown decision {key!r}")
    choice = forms.get(value) if isinstance(value, (bool, str)) else None
    if choice is None or type(value) is not type(_OWN_FORMS[choice].value):
        shown = " or ".join(repr(v).lower() if isinstance(v, bool) else repr(v) for v in forms)
        raise ValueError(f"{key} needs {shown}, not {value!r}")
    return declare(choice)
