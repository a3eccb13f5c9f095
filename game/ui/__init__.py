"""Menu widgets (buttons, toggles, sliders, selectors), focus navigation and the menu look."""
