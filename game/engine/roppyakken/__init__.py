"""Roppyakken ("six hundred"), seed 002's game as Shiragiku Hanafuda plays it, for 2 or 3
players: card points 50 / 10 / 0, the rain man as a wild card, dekiyaku computed after every
turn, teyaku at the deal, fuke, the race to 600 and a match of three won games."""
