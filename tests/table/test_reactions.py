"""The arcade opponent's reactions: a whole seeded match played through the match driver
(game.match.session) gives the exact face and line at each moment, in koi-koi, roppyakken and
hana-awase; the chatter setting turns lines down; and no reaction depends on a hidden card."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.arcade.match import StageMatch
from game.arcade.stage_files import load_ladder
from game.arcade.stage_reactions import stage_lines
from game.engine import events as ev
from game.engine.ai import make_player
from game.engine.koikoi.decisions import KOIKOI
from game.engine.koikoi.rules import load_preset
from game.match.controllers import CpuController
from game.table.reactions import (
    EXPRESSIONS,
    MOMENT_EXPRESSIONS,
    Reaction,
    ReactionReader,
    needed_cards,
    reactions_of,
)


class BoldPlayer:
    """Greedy, but calls koi-koi whenever it may (so the match meets every koi-koi moment)."""

    name = "bold"

    def __init__(self) -> None:
        self.greedy = make_player("greedy")

    def choose(self, view, rng):
        if KOIKOI in view.legal:
            return KOIKOI
        return self.greedy.choose(view, rng)


def stage(stage_id: str):
    return next(s for s in load_ladder(game=None) if s.stage_id == stage_id)


def played(stage_id: str, seed: int, length: int, bold: bool = False):
    """A whole match against ``stage_id``'s opponent, every seat a CPU (the player's seat
    too), stepped through the match session: (every event unfiltered, the last view)."""
    match = StageMatch(stage(stage_id), seed=seed, extra_overrides={"months": length})
    session = match.session(think_delay=0.0)
    controllers = list(session.controllers)
    you = BoldPlayer() if bold else match.cpu_player(0)
    controllers[0] = CpuController(you, "You", seed=seed, think_delay=0.0)
    if bold:
        controllers[1] = CpuController(BoldPlayer(), "CPU", seed=seed + 1, think_delay=0.0)
    session.controllers = tuple(controllers)
    every = list(session.initial_events)
    for _ in range(5000):
        if session.is_over():
            break
        every += session.step(1.0)
    assert session.is_over()
    return every, session.view(0)


def reader_for(stage_id: str, view, chatter: str = "all") -> ReactionReader:
    opponent = stage(stage_id)
    lines = stage_lines(opponent.reactions, opponent.opponent.victory, opponent.opponent.defeat)
    return ReactionReader(
        lines,
        character=1,
        player=0,
        game=view.game,
        rules=view.rules,
        seat_count=view.seat_count,
        target=view.target,
        chatter=chatter,
    )


def summary(pairs) -> list[tuple]:
    return [
        (type(event).__name__, getattr(event, "player", None), r.moment, r.expression, r.line)
        for event, r in pairs
    ]


def react(stage_id: str, seed: int, length: int, bold: bool = False, chatter: str = "all"):
    every, view = played(stage_id, seed, length, bold)
    return summary(reactions_of(ev.for_viewer(every, 0), reader_for(stage_id, view, chatter)))


TSUBAME = {
    "deal": "New cards! Let's fly high this month!",
    "card_taken": "Oops, was that one yours? Swooped it!",
    "player_koikoi": "You called koi-koi too? Now we're flying together!",
    "big_loss": "Ouch! I flew straight into that one...",
    "yaku": "A yaku! Now the fun really starts!",
    "koikoi_call": "Koi-koi, of course! Higher, higher!",
    "match_lost": "I flew too high again... one more round and I'll land it, promise.",
    "player_yaku": "",
}
KOIKOI_MATCH = [  # (event, seat) -> moment, three months of bold play against Tsubame
    ("RoundStarted", None, "deal"),
    ("Captured", 1, "card_taken"),
    ("TurnScored", 0, "player_yaku"),
    ("KoiKoiCalled", 0, "player_koikoi"),
    ("TurnScored", 0, "player_yaku"),
    ("RoundEnded", None, "big_loss"),
    ("RoundStarted", None, "deal"),
    ("TurnScored", 1, "yaku"),
    ("KoiKoiCalled", 1, "koikoi_call"),
    ("Captured", 1, "card_taken"),
    ("TurnScored", 0, "player_yaku"),
    ("KoiKoiCalled", 0, "player_koikoi"),
    ("TurnScored", 1, "yaku"),
    ("KoiKoiCalled", 1, "koikoi_call"),
    ("TurnScored", 0, "player_yaku"),
    ("KoiKoiCalled", 0, "player_koikoi"),
    ("RoundStarted", None, "deal"),
    ("Captured", 1, "card_taken"),
    ("TurnScored", 1, "yaku"),
    ("MatchEnded", None, "match_lost"),
]


def test_a_whole_koikoi_match_gives_the_face_and_line_of_each_moment():
    expected = [
        (kind, seat, moment, MOMENT_EXPRESSIONS[moment], TSUBAME[moment])
        for kind, seat, moment in KOIKOI_MATCH
    ]
    assert react("01_tsubame", 1, 3, bold=True) == expected
    assert {row[3] for row in expected} == set(EXPRESSIONS)  # every face appears


def test_chatter_some_keeps_the_faces_and_says_only_the_big_moments():
    some = react("01_tsubame", 1, 3, bold=True, chatter="some")
    assert [row[:4] for row in some] == [
        (kind, seat, moment, MOMENT_EXPRESSIONS[moment]) for kind, seat, moment in KOIKOI_MATCH
    ]
    said = [(row[2], row[4]) for row in some if row[4]]
    assert said == [
        ("deal", TSUBAME["deal"]),  # the match's first deal only
        ("player_koikoi", TSUBAME["player_koikoi"]),
        ("big_loss", TSUBAME["big_loss"]),
        ("koikoi_call", TSUBAME["koikoi_call"]),
        ("player_koikoi", TSUBAME["player_koikoi"]),
        ("koikoi_call", TSUBAME["koikoi_call"]),
        ("player_koikoi", TSUBAME["player_koikoi"]),
        ("match_lost", TSUBAME["match_lost"]),
    ]
    assert react("01_tsubame", 1, 3, bold=True, chatter="off") == []


def test_a_roppyakken_match_reacts_in_amanes_words():
    amane = stage("11_amane").reactions
    lost = stage("11_amane").opponent.defeat
    assert [(row[2], row[3], row[4]) for row in react("11_amane", 2, 1)] == [
        ("deal", "neutral", amane["deal"]),
        ("card_taken", "pleased", amane["card_taken"]),
        ("player_yaku", "annoyed", ""),
        ("deal", "neutral", amane["deal"]),
        ("card_taken", "pleased", amane["card_taken"]),
        ("player_yaku", "annoyed", ""),
        ("player_yaku", "annoyed", ""),
        ("deal", "neutral", amane["deal"]),
        ("card_taken", "pleased", amane["card_taken"]),
        ("match_lost", "defeated", lost),
    ]


def test_a_hana_awase_match_for_four_reacts_in_yaegiris_words():
    yaegiri = stage("14_yaegiri").reactions
    lost = stage("14_yaegiri").opponent.defeat
    assert react("14_yaegiri", 2, 2) == [
        ("RoundStarted", None, "deal", "neutral", yaegiri["deal"]),
        ("TurnScored", 0, "player_yaku", "annoyed", ""),
        ("RoundEnded", None, "big_loss", "defeated", yaegiri["big_loss"]),
        ("RoundStarted", None, "deal", "neutral", yaegiri["deal"]),
        ("MatchEnded", None, "match_lost", "defeated", lost),
    ]


def with_other_hidden_cards(event, viewer: int, rng: random.Random):
    """``event`` with every card ``viewer`` cannot see replaced by other cards."""
    if not isinstance(event, ev.Dealt):
        return event
    from game.engine.cards import CARDS

    visible = set(event.field) | set(event.hands[viewer] or ())
    others = [card.code for card in CARDS if card.code not in visible]
    rng.shuffle(others)
    hands = []
    for seat, hand in enumerate(event.hands):
        if seat == viewer:
            hands.append(hand)
        else:
            hands.append(tuple(others[: event.hand_counts[seat]]))
            others = others[event.hand_counts[seat] :]
    return dataclasses.replace(event, hands=tuple(hands), stock=tuple(others))


@pytest.mark.parametrize(
    "stage_id, seed, length, bold",
    (("01_tsubame", 1, 3, True), ("11_amane", 2, 1, False), ("14_yaegiri", 2, 2, False)),
)
def test_no_reaction_depends_on_a_hidden_card(stage_id, seed, length, bold):
    every, view = played(stage_id, seed, length, bold)
    seen = ev.for_viewer(every, 0)
    assert any(isinstance(e, ev.Dealt) and e.hands[1] is None for e in seen)
    expected = summary(reactions_of(seen, reader_for(stage_id, view)))
    # what really was hidden (the opponent's hand, the stock's order) changes nothing...
    assert summary(reactions_of(every, reader_for(stage_id, view))) == expected
    # ...and neither does any other hidden deal behind the same visible history
    rng = random.Random(7)
    for _ in range(3):
        other = [with_other_hidden_cards(event, 0, rng) for event in every]
        assert other != every
        assert summary(reactions_of(other, reader_for(stage_id, view))) == expected


def test_a_card_the_player_needed_is_one_that_finishes_their_face_up_yaku():
    rules = load_preset("nintendo")

    def fresh_reader() -> ReactionReader:
        return ReactionReader(
            {"card_taken": "Mine!"},
            character=1,
            player=0,
            game="koikoi",
            rules=rules,
            seat_count=2,
            chatter="all",
        )

    reader = fresh_reader()
    assert reader.read(ev.RoundStarted("koikoi", 1, 12, 0, (0, 0))) == Reaction(
        "deal", "neutral", ""
    )
    assert reader.read(ev.Captured(0, ("6-1", "6-3"), "play")) is None  # butterflies
    assert reader.read(ev.Captured(1, ("10-1", "10-3"), "play")) is None  # deer: 1 of 3 only
    assert needed_cards("koikoi", rules, 0) == 0
    reader = fresh_reader()
    reader.read(ev.Captured(0, ("6-1", "6-3"), "play"))
    reader.read(ev.Captured(0, ("7-1", "7-3"), "play"))  # boar and butterflies: deer to go
    assert reader.read(ev.Captured(1, ("3-4", "3-3"), "play")) is None
    assert reader.read(ev.Captured(1, ("10-1", "10-3"), "play")) == Reaction(
        "card_taken", "pleased", "Mine!"
    )
    assert reader.read(ev.Captured(1, ("1-2", "1-3"), "play")) is None  # said once a round


def test_every_moment_a_stage_may_write_has_its_face():
    from game.arcade.stage_reactions import MOMENTS

    assert tuple(MOMENT_EXPRESSIONS) == MOMENTS
    assert set(MOMENT_EXPRESSIONS.values()) == set(EXPRESSIONS)
