"""Hana-awase (花合わせ), seed 003's game for 3 or 4 players (2 as a variant): card points
20 / 10 / 5 / 1, play to the last card, seed 003's multi-player yaku table, and the zero-sum
settlement against par."""
