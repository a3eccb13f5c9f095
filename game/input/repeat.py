"""Hold-to-repeat for navigation (arrow keys, d-pad, stick) and the stick dead zone.

``HoldRepeater`` remembers which sources are held; ``due(now)`` yields the repeats that are
due (at most one per source per call, so a stall never bursts). ``StickState`` turns a pad's
left-stick axes into one of four directions with a dead zone and hysteresis.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

DEFAULT_REPEAT_DELAY = 0.35
DEFAULT_REPEAT_INTERVAL = 0.09
STICK_PRESS_THRESHOLD = 0.5
STICK_RELEASE_THRESHOLD = 0.35


@dataclass
class HeldSource:
    action_name: str
    device: str
    instance_id: int | None
    next_time: float


class HoldRepeater:
    def __init__(
        self, delay: float = DEFAULT_REPEAT_DELAY, interval: float = DEFAULT_REPEAT_INTERVAL
    ) -> None:
        self.delay = delay
        self.interval = interval
        self.held: dict[Hashable, HeldSource] = {}

    def press(
        self, source: Hashable, action_name: str, device: str, instance_id: int | None, now: float
    ) -> None:
        self.held[source] = HeldSource(action_name, device, instance_id, now + self.delay)

    def release(self, source: Hashable) -> None:
        self.held.pop(source, None)

    def release_device(self, device: str, instance_id: int | None) -> None:
        for source, held in list(self.held.items()):
            if held.device == device and held.instance_id == instance_id:
                del self.held[source]

    def clear(self) -> None:
        self.held.clear()

    def due(self, now: float) -> list[HeldSource]:
        fired: list[HeldSource] = []
        for held in self.held.values():
            if now >= held.next_time:
                fired.append(held)
                held.next_time = max(held.next_time + self.interval, now + self.interval * 0.5)
        return fired


def normalise_axis(value: float) -> float:
    """SDL controller axes arrive as ints in -32768..32767; joystick axes as floats."""
    if isinstance(value, int) or abs(value) > 1.0:
        value = value / 32767.0
    return max(-1.0, min(1.0, float(value)))


@dataclass
class StickState:
    x: float = 0.0
    y: float = 0.0
    direction: str | None = None

    def resolve(
        self, press: float = STICK_PRESS_THRESHOLD, release: float = STICK_RELEASE_THRESHOLD
    ) -> str | None:
        """Current held direction ("up"/"down"/"left"/"right") or None inside the dead zone."""
        magnitude_x, magnitude_y = abs(self.x), abs(self.y)
        if self.direction is not None:
            current = self.y if self.direction in ("up", "down") else self.x
            if abs(current) >= release and _axis_direction(self.x, self.y) == self.direction:
                return self.direction
        if max(magnitude_x, magnitude_y) < press:
            return None
        return _axis_direction(self.x, self.y)


def _axis_direction(x: float, y: float) -> str:
    if abs(x) >= abs(y):
        return "right" if x > 0 else "left"
    return "down" if y > 0 else "up"
