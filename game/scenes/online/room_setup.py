"""The choices of Create a Room, as data (no pygame): the game, how many seat at the table,
which of the other seats a friend takes and which a CPU plays (and how strong the CPUs
play), and the game's rules and length as its local setup screen keeps them (koi-koi's
:class:`MatchSetup`, the other games' :class:`TableSetup`). :meth:`RoomSetup.settings` is the
room's ``MatchSettings`` JSON; :func:`described_preset` is the preset's description told
for the length chosen now.
"""

from __future__ import annotations

import re
from typing import Any

from game.engine import games
from game.i18n import tr, tr_ctx
from game.i18n.sources import PRESET_CONTEXT
from game.match import setup as koikoi_setup
from game.match import table_setup
from game.match.setup import MatchSetup
from game.match.table_setup import TableSetup
from game.online.wire.games import CPU_LEVELS, ONLINE_GAMES

FRIEND, CPU = "friend", "cpu"
KINDS: tuple[str, ...] = (FRIEND, CPU)


def offered_seats(game: str) -> tuple[int, ...]:
    """The seat counts a room of ``game`` offers (its setup screen's)."""
    return games.spec(game).offered_seats


class RoomSetup:
    """What the creator is choosing: the game and, per game, its rules and seats."""

    def __init__(self, game: str = games.KOIKOI) -> None:
        self.game = game if game in ONLINE_GAMES else ONLINE_GAMES[0]
        self._setups: dict[str, MatchSetup | TableSetup] = {}
        self._seat_counts: dict[str, int] = {}
        self.kinds: list[str] = [FRIEND, FRIEND, FRIEND]  # seats 1..3 (seat 0: the creator)
        self.cpu_level = "normal"

    # -- the game and its rules ------------------------------------------------------------
    @property
    def setup(self) -> MatchSetup | TableSetup:
        """The chosen game's rule choices (kept while another game is looked at)."""
        found = self._setups.get(self.game)
        if found is None:
            if games.is_table_game(self.game):
                found = TableSetup(self.game, "cpu")
            else:
                found = MatchSetup("online")
            self._setups[self.game] = found
        return found

    @property
    def is_table_game(self) -> bool:
        return games.is_table_game(self.game)

    @property
    def length_key(self) -> str:
        return games.spec(self.game).length_key

    def preset_length(self) -> Any:
        """The chosen preset's own length (months, won games or rounds)."""
        setup = self.setup
        if isinstance(setup, TableSetup):
            return table_setup.preset_values(self.game, setup.preset).get(self.length_key)
        return koikoi_setup.preset_rules(setup.preset).get(self.length_key)

    def raw_description(self) -> str:
        setup = self.setup
        if isinstance(setup, TableSetup):
            return table_setup.preset_description(self.game, setup.preset)
        return koikoi_setup.preset_description(setup.preset)

    # -- seats ------------------------------------------------------------------------------
    @property
    def seat_count(self) -> int:
        counts = offered_seats(self.game)
        chosen = self._seat_counts.get(self.game, counts[-1])
        return chosen if chosen in counts else counts[-1]

    @seat_count.setter
    def seat_count(self, count: int) -> None:
        if count in offered_seats(self.game):
            self._seat_counts[self.game] = count

    def seat_kind(self, seat: int) -> str:
        """ "friend" or "cpu" for seats 1.. (seat 0 is the creator's)."""
        return FRIEND if seat == 0 else self.kinds[seat - 1]

    def set_seat_kind(self, seat: int, kind: str) -> None:
        if 0 < seat <= len(self.kinds) and kind in KINDS:
            self.kinds[seat - 1] = kind

    def set_cpu_level(self, level: str) -> None:
        if level in CPU_LEVELS:
            self.cpu_level = level

    def cpu_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(1, self.seat_count) if self.seat_kind(s) == CPU)

    def friends(self) -> int:
        """How many friends the room waits for."""
        return self.seat_count - 1 - len(self.cpu_seats())

    # -- the room ---------------------------------------------------------------------------
    def settings(self) -> dict:
        """The room's MatchSettings JSON (checked by MatchSettings.from_json)."""
        return {
            "game": self.game,
            "preset": self.setup.preset,
            "overrides": dict(self.setup.overrides),
            "seats": self.seat_count,
            "cpu_seats": list(self.cpu_seats()),
            "cpu_level": self.cpu_level,
        }


def described_preset(room: RoomSetup, length_words) -> str:
    """The preset's description in the language in force, told for the length chosen now:
    where it names the preset's length ("12 months") that is replaced by the chosen one
    (``length_words(value)``: "3 months"); where it cannot be found, a sentence after it
    says the length this room plays."""
    raw = room.raw_description()
    text = tr_ctx(PRESET_CONTEXT, raw) if raw else ""
    preset, chosen = room.preset_length(), room.setup.rule(room.length_key)
    if preset is None or chosen is None or chosen == preset:
        return text
    said, wanted = str(length_words(preset)), str(length_words(chosen))
    unit = said.replace(str(preset), "", 1).strip()
    if unit and str(preset) in said:
        pattern = rf"(?<!\d){preset}\s?{re.escape(unit)}"
        replaced, count = re.subn(pattern, wanted.replace("\\", r"\\"), text)
        if count:
            return replaced
    length = tr("This room: {length}.", length=wanted)
    if not text:
        return length
    # a sentence after a Chinese or Japanese full stop follows it without a space
    return f"{text}{'' if text.endswith(('。', '！', '？')) else ' '}{length}"
