"""Power cuts on the emulated Pico: a recorded run of saves (the real port writing littlefs on
its flash, every erase and program logged with its bytes), the flash rebuilt at any operation of
it (nothing of that operation applied, or its first half), and the state a boot would load."""

import os
import shutil
import tempfile

from pico_case import boot  # first: it puts tools/ and tests/portable/ on the path

# isort: split
from test_resume import saved_game

from core import kachina
from saves.storage import Storage
from support import long_games, pico_image
from support.pico_link import ScriptDriver
from support.played import version1

KIND = "kachina"
# The saves, each named: a turn on a version 1 journal (the resumed game opens on its next
# turn: OK the row, OK the column), which compacts it (rewritten as version 2 through a
# temporary file); an undo (hold BACK on the scoreboard: appended); the first turn after it and
# two more (OK on the scoreboard opens the turn), appended.
COMPACTING = "turn compacting"
ENTRY = ["ok", "ok"]
TURN = ["ok"] + ENTRY
SAVES = ((COMPACTING, ENTRY), ("undo", ["long back"]), ("turn after the undo", TURN),
         ("turn", TURN), ("turn", TURN))
# How much of the operation under way when the power goes is done: nothing, or a part of it.
TEARS = {"none": 0, "a quarter": 1, "half": 2, "three quarters": 3}


def state(files):
    """What the device loads at boot from these /companion files: (actions, redo stack,
    standings), or "empty"."""
    folder = tempfile.mkdtemp()
    try:
        for name, data in files.items():
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
        store = Storage(folder)
        store.clean()
        session, _ = store.load_session(KIND, kachina)
        if session is None:
            return "empty"
        return (session.count, [list(a) for a in session.redo_stack], session.standings())
    finally:
        shutil.rmtree(folder)


class Recording:
    """The flash before the saves, the operations of each save and the state after each."""

    def __init__(self, folder):
        saves = saved_game(folder, KIND, 20)
        with open(os.path.join(folder, KIND), "w") as f:  # as a firmware before version 2 saved it
            f.write(version1(long_games.long_game(KIND, 20).text()))
        saves = pico_image.folder_saves(folder)
        self.pico = boot(saves)
        pico = self.pico
        pico.run(1500)
        pico.settle()
        self.base = pico.flash()
        start = len(pico.flash_log())
        self.states = [state(pico.files())]
        self.marks = [start]
        driver = ScriptDriver(pico, patient=True)
        for _, lines in SAVES:
            for line in lines:
                driver.command(line)
            pico.settle()
            self.states.append(state(pico.files()))
            self.marks.append(len(pico.flash_log()))
        self.ops = pico.flash_log()

    def flash_at(self, index, tear):
        """The flash had the power gone at operation index (tear: how much of it, TEARS)."""
        flash = bytearray(self.base)
        for i in range(self.marks[0], index + 1):
            op = self.ops[i]
            size = op["size"] if i < index else op["size"] * TEARS[tear] // 4
            at = op["offset"]
            if op["op"] == "erase":
                flash[at : at + size] = b"\xff" * size
            else:
                data = bytes.fromhex(op["data"])[:size]
                flash[at : at + size] = bytes(a & b for a, b in zip(flash[at : at + size], data))
        return bytes(flash)

    def cut_points(self):
        """[(save, operation index, tear, save's name)] over every operation of every save."""
        out = []
        for save, (label, _) in enumerate(SAVES):
            for index in range(self.marks[save], self.marks[save + 1]):
                out += [(save, index, tear, label) for tear in TEARS]
        return out

    def close(self):
        self.pico.close()


def loaded(flash):
    """The state a boot would load from this flash."""
    return state(pico_image.read_files(flash))
