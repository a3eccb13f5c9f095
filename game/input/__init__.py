"""The one place raw pygame events become named actions (keyboard, mouse, gamepads)."""
