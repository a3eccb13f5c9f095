"""The screens, grouped by flow: menus, arcade, couch, and the overlays over the table. The
table itself is game.table. Scenes open each other only by name (game.wiring)."""
