"""Player names with macrons (ā ē ī ō ū and capitals), in the rules, the journal and the font.

The rulebooks name no players; these games are of Aotearoa, so names such as Tāne, Hēmi and
Tūī must work. Kachina's Components give 5 score markers (up to 5 players).
"""

from core import kachina, moeraki, names
from core.errors import RulesError
from core.names import check_names
from firmware.display import draw, font
from support.checks import raises
from support.played import Played, load

TUI, TANE, HEMI = "T\u016b\u012b", "T\u0101ne", "H\u0113mi"


def test_names_with_macrons_are_accepted():
    settings = kachina.settings([TUI, "Ana", TANE, HEMI, "\u014cwen"])
    assert settings["names"][0] == TUI and len(settings["names"][0]) == 3
    assert moeraki.settings("basic", 5, [TANE, HEMI])["names"] == [TANE, HEMI]


def test_the_same_name_in_another_case_is_refused_macrons_included():
    message = raises(RulesError, kachina.settings, [TANE, "T\u0100NE"])
    assert "two players are named" in message
    assert names.fold("T\u0100NE \u016aT\u016a") == "t\u0101ne \u016bt\u016b"
    assert names.upper("\u0113") == "\u0112" and names.upper("q") == "Q"


def test_letters_the_font_lacks_are_refused_with_the_ones_it_has():
    message = raises(RulesError, kachina.settings, ["Ana", "B\u00e9a"])
    assert "\u0101 \u0113 \u012b \u014d \u016b" in message and "B\u00e9a" in message
    raises(RulesError, kachina.settings, ["Ana", "Tane\u0301"])  # a combining accent
    raises(RulesError, kachina.settings, ["Ana", "Bartholomew"])  # 11 letters


def test_every_letter_a_name_may_use_is_in_the_font():
    for char in names.MACRONS:
        assert char in font.EXTRA
    for code in range(32, 127):
        assert names.allowed(chr(code))
    assert not names.allowed("\u00e9") and not names.allowed("\t")


def test_a_name_with_macrons_is_drawn_with_their_own_glyphs():
    a = draw._code("\u0101")
    assert a != draw._code("a") and a != draw._code("?")
    assert a == font.LAST + 1  # the first extra glyph
    assert len(font.GLYPHS) == (font.LAST + 1 - font.FIRST + len(font.EXTRA)) * font.WIDTH


def test_names_with_macrons_survive_the_journal():
    """saves/journal.py writes them as \\uXXXX escapes: the same ASCII text on both
    interpreters, read back as the same names."""
    played = Played(kachina, kachina.settings([TUI, TANE]))
    played.do(kachina.first(0))
    text = played.text()
    assert all(ord(char) < 128 for char in text) and "T\\u016b\\u012b" in text
    again, notice = load(text, {"kachina": kachina})
    assert notice is None
    assert again.state.names == [TUI, TANE]
    assert again.game_log() == ["T\u016b\u012b starts the board: 1 point"]


def test_colours_are_one_short_ascii_word_per_player_or_none():
    names.check_colours([], 3)
    names.check_colours(["red", "blue"], 2)
    assert "one colour per player" in raises(RulesError, names.check_colours, ["red"], 2)
    raises(RulesError, names.check_colours, ["red", ""], 2)
    raises(RulesError, names.check_colours, ["red", "bl\u0101"], 2)
    raises(RulesError, names.check_colours, ["red", "ultramarine blue"], 2)


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
