"""One firmware version (core/version.py): shown in Settings' About and written into the
header of every journal, so that a save names the firmware that wrote it."""

from core import kachina, version
from firmware.settings_menu import SettingsMenu
from saves import journal
from support import scenario


def test_about_in_settings_shows_the_firmware_version():
    app, board, _ = scenario.boot("version_about")
    SettingsMenu(app.context).about()
    app.step(0)
    assert version.FIRMWARE + "." in " ".join(scenario.screen_words(board))


def test_a_journal_header_names_the_firmware_that_wrote_it():
    session = journal.Session(kachina, kachina.settings(["Ana", "Ben"]))
    header = journal.head(session).split("\n")[0]
    assert header == "companion-journal {} kachina {}".format(journal.VERSION, version.FIRMWARE)
