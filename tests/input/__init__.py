"""Tests for game/input."""
