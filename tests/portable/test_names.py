"""core/names.py: player names fit one line of the screen beside a score, in the ASCII font."""

from checks import raises

from core.errors import RulesError
from core.names import check_names


def test_names_up_to_10_printable_ascii_letters_inside_spaces_allowed():
    check_names(["Te Ao", "Bartholome", "A~B", "x!"], 2, 5, "Kachina")  # 10 letters is the most
    for bad in ("Bartholomew", "", " Ana", "Ana ", "A\x1fB", "A\x7fB", "Zo\u00eb", 7):
        assert "name" in raises(RulesError, check_names, ["Ana", bad], 2, 5, "Kachina"), bad


def test_the_count_is_said_as_the_game_takes_it():
    assert raises(RulesError, check_names, ["Ana"], 2, 5, "Kachina") == (
        "Kachina takes 2 to 5 player names")
    assert raises(RulesError, check_names, ["Ana"], 2, 2, "Moeraki-Kemu") == (
        "Moeraki-Kemu takes 2 player names")
    assert "two players are named 'ana'" in raises(
        RulesError, check_names, ["Ana", "ana"], 2, 2, "Moeraki-Kemu")
