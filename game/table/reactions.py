"""What an arcade opponent shows at each moment of a match: a face and (perhaps) a line.

:class:`ReactionReader` reads the match's events as the player's seat sees them (filtered by
``events.for_viewer``) and answers each with a :class:`Reaction` - the moment, the
expression (:data:`EXPRESSIONS`) and the stage file's line for it (an English msgid, "" for
none) - or None. It reads only what every seat sees: who dealt, the cards captured, the yaku
announced, the koi-koi calls, the round and match results. It never looks at a hand or the
stock (a ``Dealt`` event is not read at all), so a character never gives away a hidden card;
tests/table/test_reactions.py holds that. Pure Python: the chatter layer
(game.table.chatter) draws what it decides.

The chatter setting picks how much is said: ``off`` nothing, ``some`` the first deal, the
koi-koi calls, a big loss and the match's end, ``all`` every moment the stage has a line for
(a card taken from the player: once a round).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from game.engine import events as ev
from game.engine import games
from game.engine.cards import CARD_BY_CODE

EXPRESSIONS: tuple[str, ...] = (
    "neutral",
    "pleased",
    "annoyed",
    "surprised",
    "triumphant",
    "defeated",
)
#: the face each moment brings
MOMENT_EXPRESSIONS: dict[str, str] = {
    "deal": "neutral",
    "yaku": "pleased",
    "player_yaku": "annoyed",
    "koikoi_call": "triumphant",
    "player_koikoi": "surprised",
    "card_taken": "pleased",
    "big_loss": "defeated",
    "match_won": "triumphant",
    "match_lost": "defeated",
}
#: the moments whose line is said with chatter at "some" (the deal: the match's first only)
SOME_MOMENTS = frozenset(
    {"deal", "koikoi_call", "player_koikoi", "big_loss", "match_won", "match_lost"}
)
KOIKOI_BIG_LOSS = 6  # points a koi-koi month must cost the opponent to be a big loss
NEEDED_AT_MOST = 5  # a yaku of more cards than this is not "needed" for one of them


@dataclass(frozen=True)
class Reaction:
    """The opponent's answer to one moment: its face and its line (msgid; "" for none)."""

    moment: str
    expression: str
    line: str = ""


def big_loss_margin(game: str, rules, seat_count: int, target: int = 0) -> int:
    """How far behind the round's best seat the opponent must end a round for a big loss:
    koi-koi 6 points; a race to a target (roppyakken) half of it; else (hana-awase) twice
    the card points par."""
    if not games.is_table_game(game):
        return KOIKOI_BIG_LOSS
    if target:
        return max(1, target // 2)
    return max(1, 2 * games.par(game, rules, seat_count))


def _mask(codes: Iterable[str]) -> int:
    mask = 0
    for code in codes:
        card = CARD_BY_CODE.get(code)
        if card is not None:
            mask |= 1 << card.id
    return mask


def needed_cards(game: str, rules, pile: int, gone: int = 0) -> int:
    """The cards (a mask) that would finish a yaku of a few cards the pile ``pile`` lacks
    only one card of, among those not ``gone`` (taken by the other seats): what a seat can
    be seen to need, read from its face-up pile alone."""
    if not games.is_table_game(game):
        from game.engine.progress import yaku_progress

        near = [
            (progress.cards, progress.need)
            for progress in yaku_progress(pile, rules, gone=gone)
            if not progress.held and progress.possible
        ]
    else:
        near = [(target.cards, target.need) for target in games.spec(game).yaku_targets(rules)]
    needed = 0
    for cards, need in near:
        have = (pile & cards).bit_count()
        if need <= NEEDED_AT_MOST and have == need - 1:
            needed |= cards & ~pile & ~gone
    return needed


class ReactionReader:
    """The opponent in seat ``character`` reacting to the player in seat ``player``."""

    def __init__(
        self,
        lines: Mapping[str, str],
        *,
        character: int,
        player: int,
        game: str,
        rules,
        seat_count: int,
        target: int = 0,
        chatter: str = "some",
    ) -> None:
        self.lines = dict(lines)
        self.character = character
        self.player = player
        self.game = game
        self.rules = rules
        self.chatter = chatter
        self.margin = big_loss_margin(game, rules, seat_count, target)
        self.piles = [0] * seat_count  # each seat's captured cards this round (face up)
        self.deals = 0
        self.taken_this_round = False  # a card the player needed: said once a round

    def read(self, event) -> Reaction | None:
        """The reaction to ``event`` (None: the opponent shows nothing new)."""
        if self.chatter == "off":
            self._remember(event)
            return None
        moment = self._moment(event)
        self._remember(event)
        if moment is None:
            return None
        return Reaction(moment, MOMENT_EXPRESSIONS[moment], self._line(moment))

    def _line(self, moment: str) -> str:
        if self.chatter == "some" and (
            moment not in SOME_MOMENTS or (moment == "deal" and self.deals > 1)
        ):
            return ""
        return self.lines.get(moment, "")

    def _remember(self, event) -> None:
        if isinstance(event, ev.RoundStarted):
            self.piles = [0] * len(self.piles)
            self.taken_this_round = False
        elif isinstance(event, ev.Captured):
            self.piles[event.player] |= _mask(event.cards)

    def _moment(self, event) -> str | None:
        if isinstance(event, ev.RoundStarted):
            self.deals += 1
            return "deal"
        if isinstance(event, ev.TurnScored) and event.new:
            return self._whose(event.player, "yaku", "player_yaku")
        if isinstance(event, ev.KoiKoiCalled):
            return self._whose(event.player, "koikoi_call", "player_koikoi")
        if isinstance(event, ev.Captured) and event.player == self.character:
            if self.taken_this_round or not self._took_needed(event.cards):
                return None
            self.taken_this_round = True
            return "card_taken"
        if isinstance(event, ev.RoundEnded):
            return "big_loss" if self._lost_big(event.score_delta) else None
        if isinstance(event, ev.MatchEnded):
            return self._whose(event.winner, "match_won", "match_lost")
        return None

    def _whose(self, seat: int | None, mine: str, players: str) -> str | None:
        if seat == self.character:
            return mine
        return players if seat == self.player else None

    def _took_needed(self, cards: Iterable[str]) -> bool:
        player_pile = self.piles[self.player]
        gone = 0
        for seat, pile in enumerate(self.piles):
            if seat != self.player:
                gone |= pile
        return bool(needed_cards(self.game, self.rules, player_pile, gone) & _mask(cards))

    def _lost_big(self, deltas) -> bool:
        if not deltas:
            return False
        mine = deltas[self.character]
        return mine == min(deltas) and max(deltas) - mine >= self.margin


def reactions_of(events: Iterable, reader: ReactionReader) -> list[tuple[object, Reaction]]:
    """Each (event, reaction) ``reader`` gives for ``events``, in order."""
    out = []
    for event in events:
        reaction = reader.read(event)
        if reaction is not None:
            out.append((event, reaction))
    return out
