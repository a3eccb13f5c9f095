"""The menus: title, match setup and more rules, options and controls, pause, how to play
and the flourish gallery, player statistics and the list of kept matches."""
