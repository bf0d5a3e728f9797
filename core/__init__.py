"""The rules of the four games, the dice and the journal: portable to MicroPython."""
