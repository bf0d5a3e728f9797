"""The screens whose heap is measured: how to reach each from a fresh boot, and the button pressed.

Each entry is (name, button script from the home menu of a fresh app, the button pressed there).
The button is NEXT where it moves a cursor or changes a value (and does nothing on the
scoreboards and results), OK on the dice (a roll). Portable: tools/bench_mp.py plays them on
MicroPython, tests/host/test_memory.py and tools/bench.py read the names.
"""

# Karekare for 4 tribes, colours as offered (hold OK), counting resources, Tangariki first;
# back from the setup numbers.
KAREKARE = "ok\nok\nok\nok\nok\nok\nok\nlong ok\nok\nnext\nok\nback"
# Moeraki-Kemu, basic, Kiwi 5, default names (hold OK); Manaia places the first ball.
MOERAKI = "next\nok\nok\nok\nok\nlong ok\nnext\nok"
# Kachina for 4 players as offered (hold OK); P2 plays first.
KACHINA = "next 2\nok\nok\nok\nlong ok\nnext\nok"
MAORI = "next 3\nok"
# Combat totals 8 against 7, then the odds.
ODDS = MAORI + "\nok\nnext 2\nok\nnext\nok"
RESULT = ODDS + "\nok\nwait 500"
PIECES = RESULT + "\nok"
# 2 Warriors (the form opens on row 1, the first piece), 1 Elite and the Paramount Chief
# retreat; hold OK: the first Area is rolled.
AREA = PIECES + "\nok 3\nnext 2\nok\nnext\nok 4\nnext\nlong ok\nwait 500"

SCREENS = (
    ("home menu", "", "next"),
    ("Karekare scoreboard", KAREKARE, "next"),
    ("Karekare action menu", KAREKARE + "\nok", "next"),
    ("Karekare tile entry", KAREKARE + "\nok\nok", "next"),
    ("Moeraki-Kemu scoreboard", MOERAKI, "next"),
    ("Moeraki-Kemu action menu", MOERAKI + "\nok", "next"),
    ("Moeraki-Kemu Marae entry", MOERAKI + "\nok\nok", "next"),
    ("Kachina scoreboard", KACHINA, "next"),
    ("Kachina action menu", KACHINA + "\nok", "next"),
    ("Kachina turn entry", KACHINA + "\nok\nok", "next"),
    ("Maori menu", MAORI, "next"),
    ("Maori combat total entry", MAORI + "\nok", "next"),
    ("Maori force builder", MAORI + "\nnext\nok", "next"),
    ("Maori odds", ODDS, "next"),
    ("Maori combat result", RESULT, "next"),
    ("Maori panic walk: pieces", PIECES, "next"),
    ("Maori panic walk: an Area", AREA, "next"),
    ("dice", "next 4\nok", "ok"),
    ("settings", "prev\nok", "next"),
)
