"""Hachi-hachi (八八), the classic three-player game: a field multiplier set by the brights
dealt face up, two groups of teyaku and five dekiyaku in kan with 勝負 / 下げ, and card
settlement against the par of 88 in mon."""
