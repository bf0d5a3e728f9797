"""Karekare's screens: the scoreboard (board), a turn (turn), the setup (setup), the end of an
era and of the game (eras), and the standings, ledger and corrections (records)."""
