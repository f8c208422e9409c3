"""What the players see and key: the ui state machine, one screen module per game, drawing, fonts."""
