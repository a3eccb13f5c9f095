"""Tests for game/core."""
