"""Tests of game.commands."""
