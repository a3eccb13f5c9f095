"""Hanafuda Koi-Koi: a pygame-ce arcade game of the Japanese card game."""

__version__ = "0.1.0"
GAME_NAME = "Hanafuda Koi-Koi"
