"""One sub-package per game: rules, setups, notation, bots and the scene each draws."""
