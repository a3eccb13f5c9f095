"""The phases of a match state: what the current player must decide next."""

PLAY_CARD = "play"  # the current player plays a hand card
TAKE_AFTER_PLAY = "take_play"  # the played card matched two field cards: pick one
TAKE_AFTER_DRAW = "take_draw"  # the drawn card matched two field cards: pick one
DECIDE = "decide"  # a yaku formed or rose: koi-koi or stop
MATCH_OVER = "match_over"
