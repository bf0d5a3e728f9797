"""The rules of the four games and the dice: portable to MicroPython."""
