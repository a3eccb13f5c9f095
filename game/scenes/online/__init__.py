"""The screens of "Play with a Friend": the friend menu, creating and joining a room, the
waiting room, the online result, the 2-minute offer and notices, and the online options."""
