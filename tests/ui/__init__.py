"""Tests for game/ui."""
