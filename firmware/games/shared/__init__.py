"""What the games share: the scoreboard, the game's log and undo (game_screen), the rings, the
players' list and naming them. Loaded with a game and dropped with it back home."""
