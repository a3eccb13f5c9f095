"""Couch play rules as data: seats, colours, claimed devices, who may act, which hand shows.

Pure logic (no pygame): the couch setup scene fills a :class:`CouchSeats` (2 to 4 seats), the
table asks it on every input action whether that action may act (:meth:`CouchSeats.may_act`)
and which hands to draw face up (:meth:`CouchSeats.face_up_hands`), and the disconnect
overlay uses :meth:`on_device_removed` / :meth:`reassign`.

Devices are named like ``game.input.actions.Action.device_key`` except that the keyboard
and the mouse count as one device, ``"keyboard"``. Several seats may claim the same device
(one shared pad or keyboard): then any input acts for whoever's turn it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.wording import colour_name
from game.i18n import tr
from game.input import actions as act

SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "green", "gold")  # seats 1 to 4
KEYBOARD_MOUSE = "keyboard"
CPU_SEAT = "cpu"  # the "device" of a CPU seat filling an empty place (no input claims it)
# actions the waiting player's device may still use on the table
ANY_SEAT_ACTIONS: frozenset[str] = frozenset({act.PAUSE, act.YAKU_LIST})
SYSTEM_ACTIONS: frozenset[str] = frozenset(
    {
        act.QUIT,
        act.FOCUS_LOST,
        act.FOCUS_GAINED,
        act.RESIZED,
        act.DEVICE_ADDED,
        act.DEVICE_REMOVED,
        act.TOGGLE_FULLSCREEN,
    }
)


def device_of(action: act.Action) -> str | None:
    """The claimable device an action came from; None for system actions."""
    if action.device in (act.KEYBOARD, act.MOUSE):
        return KEYBOARD_MOUSE
    if action.device == act.PAD and action.instance_id is not None:
        return f"pad:{action.instance_id}"
    return None


def pad_id(device: str | None) -> int | None:
    if device and device.startswith("pad:"):
        try:
            return int(device[4:])
        except ValueError:
            return None
    return None


def device_label(device: str | None) -> str:
    if device is None:
        return tr("no device")
    if device == KEYBOARD_MOUSE:
        return tr("keyboard and mouse")
    if device == CPU_SEAT:
        return tr("CPU")
    return tr("controller {number}", number=pad_id(device))


@dataclass
class CouchSeats:
    """Human seats on one screen (two unless more names are given)."""

    names: list[str] = field(default_factory=lambda: ["Red", "Blue"])
    colours: list[str] = field(default_factory=list)
    devices: list[str | None] = field(default_factory=list)
    open_hands: bool = False
    disconnected: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        seats = len(self.names)
        self.colours = list(self.colours) + list(SEAT_COLOURS[len(self.colours) : seats])
        self.devices = list(self.devices) + [None] * (seats - len(self.devices))

    @property
    def seats(self) -> range:
        return range(len(self.names))

    # -- naming
    def colour_name(self, seat: int) -> str:
        """The seat's colour as drawn ("Red")."""
        return colour_name(self.colours[seat])

    def is_cpu(self, seat: int) -> bool:
        return self.devices[seat] == CPU_SEAT

    @property
    def players(self) -> list[int]:
        """The seats people play (not the CPU seats)."""
        return [seat for seat in self.seats if not self.is_cpu(seat)]

    def label(self, seat: int) -> str:
        """ "Aki (Red)"; just "Red" when the name is the colour; a CPU seat by its name."""
        name, colour = self.names[seat], self.colour_name(seat)
        if self.is_cpu(seat):
            return name
        same = name.strip().lower() in (colour.lower(), self.colours[seat].lower())
        return colour if same else tr("{name} ({colour})", name=name, colour=colour)

    # -- claiming
    @property
    def shared(self) -> bool:
        """Every player's seat plays on one device."""
        devices = {self.devices[seat] for seat in self.players}
        return None not in devices and len(devices) == 1

    @property
    def assigned(self) -> bool:
        return any(d is not None for d in self.devices)

    def claim(self, seat: int, device: str) -> None:
        self.devices[seat] = device
        self.disconnected.discard(seat)

    def seats_of(self, device: str | None) -> list[int]:
        return [seat for seat in self.seats if device is not None and self.devices[seat] == device]

    def seat_for_action(self, action: act.Action, active_seat: int) -> int | None:
        """The seat an action speaks for: the active seat on a shared device."""
        owners = self.seats_of(device_of(action))
        if active_seat in owners:
            return active_seat
        return owners[0] if owners else None

    def may_act(self, action: act.Action, active_seat: int) -> bool:
        """May this input act on the table now? Only the active seat's device plays; any
        seat's device may open the yaku list or pause; system actions always pass. A seat
        without a device accepts any device the other seat does not hold."""
        if action.name in SYSTEM_ACTIONS:
            return True
        device = device_of(action)
        if device is None or not self.assigned:
            return True
        owners = self.seats_of(device)
        if action.name in ANY_SEAT_ACTIONS:
            return bool(owners) or None in self.devices
        if active_seat in self.disconnected:
            return False
        if active_seat in self.seats and self.devices[active_seat] is None:
            return not owners or active_seat in owners
        return active_seat in owners

    # -- hidden hands
    def face_up_hands(self, active_seat: int, revealed: bool) -> frozenset[int]:
        """Hands drawn face up: every one with open hands; else only the active seat's, and
        only after that player pressed their start button (``revealed``)."""
        if self.open_hands:
            return frozenset(self.seats)
        if revealed and active_seat in self.seats:
            return frozenset({active_seat})
        return frozenset()

    # -- hot-plug
    def on_device_removed(self, instance_id: int) -> list[int]:
        """Seats that lost their pad (now waiting for a reconnect or the keyboard)."""
        lost = self.seats_of(f"pad:{instance_id}")
        self.disconnected.update(lost)
        return lost

    def reassign(self, seat: int, device: str) -> None:
        """A disconnected seat continues on ``device`` (a new pad or the keyboard)."""
        self.claim(seat, device)

    def free_pad(self, instance_id: int) -> bool:
        """True when a (re)connected pad is claimed by no connected seat."""
        device = f"pad:{instance_id}"
        return all(self.devices[s] != device or s in self.disconnected for s in self.seats)

    def to_json(self) -> dict:
        return {
            "names": list(self.names),
            "colours": list(self.colours),
            "open_hands": self.open_hands,
        }
