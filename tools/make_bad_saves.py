"""Write the corpus of bad saves in tests/bad_saves/ from three real games, deterministically.

Run from the repo root: .venv/bin/python tools/make_bad_saves.py
The three source journals are played with the core game modules and their action builders
(a Karekare game into era 2 with a tie for first player drawn with a die, a Moeraki-Kemu match,
a Kachina game with an undone turn kept for redo). Every case is one of them damaged in one
way: truncated, a bit flipped, wrong version or kind, binary, and so on. A case is named for
the save slot it is planted in: karekare--bitflip-action.txt is planted as the file "karekare";
"+backup" in the name means tests/bad_saves/<slot>.bak (the previous save, one action shorter)
is planted beside it as "<slot>.bak". tests/portable/test_bad_saves.py loads every case.

The 1 MB case is not written here: the test generates it at run time into its scratch folder.
Running this again rewrites every *.txt, *.bak, the README and .gitattributes (which keeps git
from converting line ends in these files); nothing else is touched.
"""

import json
import os

from core import kachina, karekare, moeraki
from core.dice import ScriptedDice, Xorshift32
from saves import journal
from support.played import Played, version1

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

OUT = "tests/bad_saves"


# --- the three real games ---

def karekare_game():
    """2 players, era 1 with every kind of act, a correction, a tied era end drawn with a die
    (a 5: Kutaroa), and one act in era 2."""
    r, k = 0, 1
    session = Played(
        karekare, karekare.make_settings(["Ronga", "Kutaroa"], colours=["red", "blue"]))
    dice = ScriptedDice([5])
    script = [
        (r, "forest", "forest"), (k, "field", "forest"), (r, "hill", "forest"),
        (k, "water", "hill", r), (r, "field", "hill", r), (k, "field", "field"),
        (r, "water", "field", k), "correction", "era_end", (k, "forest", "forest"),
    ]
    for step in script:
        state = session.state
        if step == "correction":
            action = karekare.honor_action(state, k, 2, "scoring slip")
        elif step == "era_end":
            action = karekare.era_end_action(state, dice=dice)
        else:
            action = karekare.act_action(state, *step)
        session.do(action)
    assert session.standings()["first"] == "Kutaroa"  # the tie was drawn
    return session


def moeraki_game():
    """A basic Kiwi match: Ben places the ball, then five games, one of them a tied Marae."""
    session = Played(moeraki, moeraki.settings("basic", "kiwi", ["Ana", "Ben"]))
    for action in (moeraki.ball(1), moeraki.win(1, "tahuna"), moeraki.win(0, "awa-a"),
                   moeraki.marae([4, 0, 1], [3, 1, 1]), moeraki.win(1, "ara"),
                   moeraki.win(0, "awa-b")):
        session.do(action)
    return session


def kachina_game():
    """Three players, six plays, the last one undone: its redo line is kept."""
    session = Played(kachina, kachina.settings(["Ana", "Ben", "Cy"]))
    for action in (kachina.first(0), kachina.turn(1, 2, 0), kachina.turn(2, 3, 2),
                   kachina.turn(0, 0, 4), kachina.turn(1, 2, 2), kachina.turn(2, 0, 0)):
        session.do(action)
    session.undo()
    return session


def previous_save(session):
    """A backup: the journal one action shorter, as a compaction before the last action
    would have kept it."""
    return version1(Played(session.game, session.settings, session.actions[:-1]).text())


# --- damage ---

def lines_of(text):
    return text.splitlines(True)


def offset(text, line, needle):
    """Byte offset of the first needle in line (1-based) of text (ASCII text)."""
    parts = lines_of(text)
    return sum(len(p) for p in parts[: line - 1]) + parts[line - 1].index(needle)


def flip(data, at, bit):
    """data with one bit changed; returns (bytes, words for the README)."""
    out = bytearray(data)
    before = out[at]
    out[at] ^= 1 << bit
    return bytes(out), "byte {}, bit {}: {!r} -> {!r}".format(
        at, bit, chr(before), chr(out[at]) if out[at] < 128 else "\\x{:02x}".format(out[at]))


def checked(payload):
    """A line with a correct checksum: well-formed on disk, wrong in what it says."""
    return journal.encode_line(payload)


def noise(count, seed):
    source = Xorshift32(seed)
    return bytes(source.getrandbits(8) for _ in range(count))


class Corpus:
    def __init__(self):
        self.cases = []  # (file name, bytes, expected, what it is)

    def add(self, name, data, expected, what):
        if isinstance(data, str):
            data = data.encode()
        assert name.endswith(".txt") and all(name != c[0] for c in self.cases), name
        self.cases.append((name, data, expected, what))


def actions(n):
    return "{} action{}".format(n, "" if n == 1 else "s")


def good(n, redo=0):
    return "good: {}{}".format(actions(n), ", {} to redo".format(redo) if redo else "")


def cut(n):
    return "cut: {}, notice".format(actions(n))


def prefix(n):
    return "prefix: {} kept, notice".format(actions(n))


BACKUP = "backup: the .bak, notice"
FRESH = "fresh: no game, notice"


def common(corpus, slot, session):
    """The cases every slot gets: its good journal, every line boundary, a few bit flips, all
    of version 1 (what devices wrote before checkpoints), which must go on loading."""
    text = version1(session.text())
    lines = lines_of(text)
    n = len(session.actions)
    redo = len(session.redo_stack)
    c = corpus.add
    c(slot + "--good.txt", text, good(n, redo), "the real journal, untouched")
    for count in range(1, len(lines)):
        if count == 1:
            expected = FRESH
        else:
            expected = good(min(count - 2, n))
        c("{}--truncated-line-{}.txt".format(slot, count), "".join(lines[:count]), expected,
          "the first {} line(s) of the journal, cut at a line boundary".format(count))
    c(slot + "--truncated-mid-settings.txt", lines[0] + lines[1][:9], FRESH,
      "the header and 9 characters of the settings line")
    c(slot + "--empty.txt", "", FRESH, "an empty file (0 bytes)")
    data, how = flip(text.encode(), offset(text, 1, " 1 ") + 1, 1)
    c(slot + "--bitflip-header-version.txt", data, FRESH,
      "the version in the header flipped to 3, " + how)
    data, how = flip(text.encode(), offset(text, 2, '"') + 1, 5)
    c(slot + "--bitflip-settings.txt", data, FRESH, "a flip in the settings JSON, " + how)
    data, how = flip(text.encode(), offset(text, 4, "[") + 2, 0)
    c(slot + "--bitflip-action.txt", data, prefix(1),
      "a flip in line 4's verb: the action before it is kept, " + how)
    data, how = flip(text.encode(), len(text) - 1, 0)
    c(slot + "--bitflip-final-newline.txt", data, cut(n if redo else n - 1),
      "the final newline flipped to a vertical tab: the last line ({}) reads as cut off, {}"
      .format("the redo line" if redo else "an action", how))
    return text


def main():
    corpus = Corpus()
    c = corpus.add
    games = {"karekare": karekare_game(), "moeraki": moeraki_game(), "kachina": kachina_game()}
    backups = {slot: previous_save(s) for slot, s in games.items()}
    texts = {slot: common(corpus, slot, s) for slot, s in games.items()}

    # Karekare: 10 actions, 12 lines; the most thorough slot.
    text = texts["karekare"]
    lines = lines_of(text)
    raw = text.encode()
    c("karekare--truncated-no-final-newline.txt", text[:-1], good(10),
      "the whole journal without its last newline: the last line is whole, so it counts")
    c("karekare--truncated-mid-header.txt", text[:14], FRESH,
      "the first 14 characters of the header ('companion-jour')")
    c("karekare--truncated-mid-header-kind.txt", lines[0][:24], FRESH,
      "the header cut inside the kind ('companion-journal 1 kare')")
    c("karekare--truncated-mid-line-3.txt", "".join(lines[:2]) + lines[2][:12], cut(0),
      "settings, then the first action cut inside its JSON")
    c("karekare--truncated-mid-line-7.txt", "".join(lines[:6]) + lines[6][:20], cut(4),
      "4 actions, then the 5th cut inside its JSON")
    c("karekare--truncated-mid-line-7+backup.txt", "".join(lines[:6]) + lines[6][:20], cut(4),
      "as truncated-mid-line-7, with the backup beside it: the save still wins")
    c("karekare--truncated-mid-checksum.txt", text[:-3], cut(9),
      "the last line cut inside its checksum (2 of 4 hex digits)")
    c("karekare--truncated-after-space.txt", text[: text.rindex(" ") + 1], cut(9),
      "the last line cut right after the space before its checksum")
    c("karekare--truncated-one-byte.txt", text[:1], FRESH, "only the first byte ('c')")

    for name, line, needle, shift, bit, expected, what in (
        ("bitflip-header-magic", 1, "c", 0, 0, FRESH, "the magic word"),
        ("bitflip-header-kind", 1, "karekare", 0, 0, FRESH, "the kind (now 'jarekare')"),
        ("bitflip-header-space", 1, " ", 0, 0, FRESH, "the space after the magic word"),
        ("bitflip-settings-checksum", 2, " ", 1, 0, FRESH, "the settings line's checksum"),
        ("bitflip-action-player", 6, "1", 0, 0, prefix(3), "line 6's player (1 -> 0)"),
        ("bitflip-action+backup", 6, "1", 0, 0, BACKUP, "line 6's player, backup beside"),
        ("bitflip-checksum", 8, " ", 1, 0, prefix(5), "line 8's checksum"),
        ("bitflip-checksum+backup", 8, " ", 1, 0, BACKUP, "line 8's checksum, backup beside"),
        ("bitflip-separator", 5, " ", 0, 1, prefix(2), "the space before line 5's checksum"),
        ("bitflip-newline", 5, "\n", 0, 0, prefix(2), "line 5's newline (two lines become one)"),
        ("bitflip-last-line", 12, "forest", 0, 1, cut(9),
         "the last action: a damaged last line is a save cut short, newline or not"),
        ("bitflip-last-line+backup", 12, "forest", 0, 1, cut(9),
         "the last action, backup beside: the save still wins"),
        ("bitflip-high-bit", 7, "field", 0, 7, prefix(4),
         "bit 7 of a letter in line 7: no longer ASCII nor valid UTF-8"),
        ("bitflip-tie-draw", 11, ",1]", 1, 0, prefix(8),
         "the first player drawn by the die at the era end (1 -> 0)"),
    ):
        data, how = flip(raw, offset(text, line, needle) + shift, bit)
        c("karekare--{}.txt".format(name), data, expected, "a bit flip in {}, {}".format(
            what, how))

    last = lines[-1].rstrip("\n")
    data, how = flip(text[:-1].encode(), len(text) - 1 - len(last) + 5, 0)
    c("karekare--bitflip-last-line-no-newline.txt", data, cut(9),
      "no final newline and a flip in the last line: read as a cut-off line, " + how)

    body = "".join(lines[1:])
    c("karekare--empty+backup.txt", "", BACKUP, "an empty file, backup beside")
    c("karekare--binary.txt", noise(4096, 7), FRESH, "4096 pseudo-random bytes (xorshift32)")
    c("karekare--binary+backup.txt", noise(4096, 11), BACKUP,
      "4096 other pseudo-random bytes, backup beside")
    c("karekare--binary-after-header.txt", lines[0].encode() + noise(512, 13), FRESH,
      "a good header, then 512 pseudo-random bytes")
    c("karekare--erased-flash.txt", b"\xff" * 4096, FRESH, "4096 bytes of 0xFF (erased flash)")
    c("karekare--zeros.txt", b"\x00" * 4096, FRESH, "4096 zero bytes")
    c("karekare--version-3.txt", "companion-journal 3 karekare\n" + body, FRESH,
      "an unknown version: the journal with version 3 in its header")
    c("karekare--version-3+backup.txt", "companion-journal 3 karekare\n" + body, BACKUP,
      "an unknown version, backup beside")
    c("karekare--version-blank.txt", "companion-journal  karekare\n" + body, FRESH,
      "the version missing from the header")
    c("karekare--kind-chess.txt", "companion-journal 1 chess\n" + body, FRESH,
      "an unknown game kind ('chess')")
    c("karekare--kind-maori.txt", "companion-journal 1 maori\n" + body, FRESH,
      "'maori': a game of the device, but one with no journal")
    c("karekare--header-extra-word.txt", "companion-journal 1 karekare extra\n" + body, FRESH,
      "a fourth word in the header")
    c("karekare--unknown-action.txt",
      "".join(lines[:5]) + checked(["castle", 0]) + "".join(lines[5:]), prefix(3),
      "an unknown action (['castle', 0], checksum correct) inserted as line 6")
    c("karekare--unknown-action-last.txt", text + checked(["castle", 0]), prefix(10),
      "an unknown action as a whole last line: refused, not taken for a cut-off line")
    c("karekare--illegal-action.txt",
      "".join(lines[:2]) + checked(["act", 0, "hill", "forest"]) + "".join(lines[2:]),
      prefix(0), "a hut bought with 3 timber of the 4 it costs (checksum correct) as line 3")
    c("karekare--bad-settings.txt",
      lines[0] + checked([["first", 0], ["players", ["Ronga", "Ronga"]], ["tracking", 1]])
      + "".join(lines[2:]), FRESH, "settings naming one tribe twice (checksum correct)")
    c("karekare--settings-not-pairs.txt",
      lines[0] + checked({"players": ["Ronga", "Kutaroa"]}) + "".join(lines[2:]), FRESH,
      "settings as a JSON object instead of pairs (checksum correct)")
    c("karekare--action-not-a-list.txt",
      "".join(lines[:4]) + checked("act") + "".join(lines[4:]), prefix(2),
      "a JSON string where line 5's action should be (checksum correct)")
    c("karekare--moeraki-journal.txt", texts["moeraki"], FRESH,
      "a good Moeraki-Kemu journal saved under the name karekare")
    c("karekare--crlf.txt", text.replace("\n", "\r\n"), "good: 10 actions",
      "the journal with Windows line ends (CR LF): the loader drops the CRs")
    c("karekare--extra-blank-line.txt", text + "\n", good(10),
      "an empty line after the last action (as an editor might add): nothing is lost")
    c("karekare--utf8-bom.txt", "\ufeff" + text, FRESH, "a UTF-8 byte order mark before the header")
    c("karekare--two-journals.txt", text + texts["karekare"], prefix(10),
      "the journal twice in one file (a second header at line 13)")
    c("karekare--line-repeated.txt", "".join(lines[:11]) + lines[10] + lines[11], prefix(9),
      "the era-end line twice: the second era end is refused by the rules")
    c("karekare--line-dropped.txt", "".join(lines[:3]) + "".join(lines[4:]),
      "undetected: 9 actions, no notice",
      "line 4 (Kutaroa's field next to forest, +2 sweet potato) missing: every line is whole "
      "and the rest is legal, so the loader cannot tell; the game differs (format limitation)")

    # Moeraki-Kemu: 6 actions, 8 lines.
    text = texts["moeraki"]
    lines = lines_of(text)
    c("moeraki--truncated-mid-line-5.txt", "".join(lines[:4]) + lines[4][:10], cut(2),
      "2 actions, then the 3rd cut inside its JSON")
    data, how = flip(text.encode(), offset(text, 6, " ") + 2, 2)
    c("moeraki--bitflip-checksum.txt", data, prefix(3), "a flip in line 6's checksum, " + how)
    data, how = flip(text.encode(), offset(text, 5, "awa") + 1, 0)
    c("moeraki--bitflip-action+backup.txt", data, BACKUP,
      "a flip in line 5's way of winning, backup beside, " + how)
    data, how = flip(text.encode(), offset(text, 1, "moeraki"), 2)
    c("moeraki--bitflip-header-kind.txt", data, FRESH, "a flip in the header's kind, " + how)
    c("moeraki--kachina-journal.txt", texts["kachina"], FRESH,
      "a good Kachina journal saved under the name moeraki")
    c("moeraki--unknown-action.txt", text + checked(["draw", 0]), prefix(6),
      "an unknown action (['draw', 0], checksum correct) as the last line")
    c("moeraki--binary.txt", noise(1024, 17), FRESH, "1024 pseudo-random bytes")

    # Kachina: 5 actions and a redo line, 8 lines.
    text = texts["kachina"]
    lines = lines_of(text)
    c("kachina--truncated-mid-redo.txt", text[:-9], cut(5),
      "the redo line cut inside its checksum: the 5 actions stay, the redo is lost")
    c("kachina--truncated-mid-line-4.txt", "".join(lines[:3]) + lines[3][:7], cut(1),
      "1 action, then the 2nd cut inside its JSON")
    data, how = flip(text.encode(), offset(text, 8, "turn") + 1, 0)
    c("kachina--bitflip-redo.txt", data, cut(5),
      "a flip in the redo line, the last line: read as cut off, the redo is lost, " + how)
    data, how = flip(text.encode(), offset(text, 8, "turn") + 1, 0)
    c("kachina--bitflip-redo+backup.txt", data, cut(5),
      "the same flip, backup beside: the save still wins, " + how)
    data, how = flip(text.encode(), offset(text, 5, "3"), 1)
    c("kachina--bitflip-score.txt", data, prefix(2), "a flip in line 5's row points, " + how)
    c("kachina--karekare-journal.txt", texts["karekare"], FRESH,
      "a good Karekare journal saved under the name kachina")
    c("kachina--version-0.txt", "companion-journal 0 kachina\n" + "".join(lines[1:]), FRESH,
      "an unknown version (0)")
    c("kachina--binary.txt", noise(2048, 19), FRESH, "2048 pseudo-random bytes")
    c("kachina--redo-not-a-list.txt", "".join(lines[:-1]) + checked({"redo": 5}), prefix(5),
      "a checksummed redo line whose value is a number, not a list of actions")
    c("kachina--redo-item-not-a-list.txt", "".join(lines[:-1]) + checked({"redo": [5]}),
      prefix(5), "a checksummed redo line holding a number instead of an action")
    c("kachina--redo-unknown-action.txt", "".join(lines[:-1]) + checked({"redo": [["bogus"]]}),
      good(5, 1) + "; Redo refuses it without a crash",
      "a checksummed redo line holding an unknown action")
    deep = "[" * 5000 + "]" * 5000
    c("kachina--deep-nesting.txt", lines[0] + deep + " " + journal.checksum(deep) + "\n", FRESH,
      "settings that are 5000 nested JSON lists (checksum correct)")

    text = texts["karekare"]
    lines = lines_of(text)
    c("karekare--redo-in-the-middle.txt",
      "".join(lines[:6]) + checked({"redo": [["last"]]}) + "".join(lines[6:]), prefix(4),
      "a checksummed redo line as line 7, before more actions: a redo line is only ever last")

    version2_cases(corpus, games["karekare"])
    settings_cases(corpus)
    write(corpus, backups)


def version2_cases(corpus, session):
    """The Karekare game in version 2 with its last action undone (a checkpoint line of the
    first 9 actions) and redone (a "do" line), then that checkpoint damaged."""
    c = corpus.add
    before = Played(session.game, session.settings, session.actions[:-1]).session
    before.redo_stack = [session.actions[-1]]
    undo = journal.checkpoint_line(before)
    redo = checked({"do": list(session.actions[-1]), "redo": []})
    text = session.text()
    c("karekare--v2-undo-redo.txt", text + undo + redo, good(10),
      "version 2: the last action undone by a checkpoint line, then redone")
    data, how = flip((text + undo + redo).encode(), len(text) + 20, 1)
    c("karekare--v2-bitflip-checkpoint.txt", data, prefix(10),
      "version 2: a flip in the checkpoint line of the undo, " + how)
    wrong = checked({"at": 9, "redo": [], "state": {"era": "one"}, "v": session.game.SHAPE})
    c("karekare--v2-checkpoint-wrong-state.txt", text + wrong + redo, prefix(10),
      "version 2: a checksummed checkpoint whose state does not fit the game")
    c("karekare--v2-cut-undo.txt", text + undo[:30], cut(10),
      "version 2: the checkpoint line of an undo cut off")
    again = journal.checkpoint_line(session.session)
    c("karekare--v2-cut-checkpoint.txt", text + again[:30], cut(10),
      "version 2: a checkpoint that repeats the state after the last action, cut off")


def settings_cases(corpus):
    """The settings file, damaged in every way: the boot goes on with what can be read."""
    c = corpus.add
    good_line = checked([["brightness", 30], ["budget_ma", 500], ["current", "kachina"],
                         ["names", ["Ana", "T\u016b\u012b"]]])
    c("settings--good.txt", good_line, "brightness 30, budget_ma 500, current kachina, names "
      "Ana T\u016b\u012b", "valid settings, with a name in macrons (escaped as \\u016b)")
    c("settings--empty.txt", "", "defaults", "an empty file")
    c("settings--empty+backup.txt", "", "brightness 90, current moeraki",
      "an empty file, settings.bak beside it")
    c("settings--truncated.txt", good_line[:20], "defaults", "the line cut after 20 characters")
    c("settings--no-checksum.txt", '[["brightness",30]]\n', "defaults",
      "valid JSON without its checksum")
    data, how = flip(good_line.encode(), good_line.index("30"), 0)
    c("settings--bitflip.txt", data, "defaults", "a bit flip in the brightness, " + how)
    c("settings--binary.txt", noise(512, 23), "defaults", "512 pseudo-random bytes")
    c("settings--object.txt", checked({"brightness": 30}), "defaults",
      "an object instead of pairs (checksum correct): the shape that used to reset every boot")
    c("settings--wrong-types.txt",
      checked([["brightness", "loud"], ["budget_ma", [400]], ["current", 3], ["names", "Ana"],
               ["pixels", True]]), "defaults",
      "every value of the wrong type (checksum correct)")
    c("settings--out-of-range.txt",
      checked([["brightness", 999], ["budget_ma", 1], ["pixels", 0], ["current", "kachina"]]),
      "current kachina", "numbers outside their bounds (checksum correct); the game is kept")
    c("settings--odd-pairs.txt",
      checked([["brightness"], [1, 2], ["brightness", 40, 1], "x", ["current", "moeraki"]]),
      "current moeraki", "pairs of the wrong length or key (checksum correct); one is good")
    c("settings--unknown-keys.txt", checked([["colour_scheme", "dark"], ["brightness", 12]]),
      "brightness 12", "a key no version knows, beside a good one (checksum correct)")
    c("settings--names-not-text.txt", checked([["names", ["Ana", 7]], ["brightness", 20]]),
      "brightness 20", "a list of names holding a number (checksum correct)")
    beyond = json.dumps([["brightness", 20], ["current", "kachina"],
                         ["names", ["Ana", "\U0001f600"]]], separators=(",", ":"))
    c("settings--names-beyond-plane-0.txt", beyond + " " + journal.checksum(beyond) + "\n",
      "brightness 20, current kachina", "a name holding U+1F600, beyond U+FFFF, escaped as "
      "CPython writes it (checksum correct): no journal can save it")
    c("settings--newer-shape.txt", checked([["brightness", 20], ["current", "kachina"],
                                            ["shape", 2]]), "brightness 20, current kachina",
      "settings of a newer shape (2) than this firmware's (checksum correct): what it knows is "
      "read, with a notice naming both")
    deep = "[" * 5000 + "]" * 5000
    c("settings--deep-nesting.txt", deep + " " + journal.checksum(deep) + "\n", "defaults",
      "5000 nested JSON lists (checksum correct)")
    c("settings--long-line.txt", "[" * 4096, "defaults", "4096 characters with no newline")
    c("settings--bitflip+backup.txt", data, "brightness 90, current moeraki",
      "the bit flip, settings.bak beside it")
    for name, payload, what in WRONG_SETTINGS:
        c("settings--{}+backup.txt".format(name), checked(payload),
          "brightness 90, current moeraki", what + " (checksum correct), settings.bak beside it")


# Well-formed settings files that are wrong in what they say: each loses to a sound backup.
_NEST = [["brightness", 30]]
for _ in range(40):
    _NEST = [_NEST]
WRONG_SETTINGS = (
    ("negative-brightness", [["brightness", -1], ["current", "kachina"]], "a negative brightness"),
    ("float-brightness", [["brightness", 30.5], ["current", "kachina"]], "a float brightness"),
    ("whole-float-brightness", [["brightness", 30.0]], "a brightness of 30.0"),
    ("bool-brightness", [["brightness", True]], "a brightness of true"),
    ("text-brightness", [["brightness", "30"]], "a brightness written as text"),
    ("null-brightness", [["brightness", None]], "a brightness of null"),
    ("huge-brightness", [["brightness", 10 ** 30]], "a brightness of 10**30"),
    ("brightness-256", [["brightness", 256], ["current", "kachina"]], "a brightness above 255"),
    ("pixels-0", [["pixels", 0]], "no LEDs"),
    ("own-dice-2", [["maori_own_dice", 2]], "a yes/no setting of 2"),
    ("unknown-key", [["colour_scheme", "dark"], ["brightness", 12]], "a key no version knows"),
    ("only-unknown-keys", [["colour", 1], ["volume", 3]], "nothing but unknown keys"),
    ("empty-key", [["", 30], ["brightness", 12]], "a key that is empty"),
    ("duplicate-key", [["brightness", 12], ["brightness", 200]], "one key twice"),
    ("duplicate-current", [["current", "kachina"], ["current", "moeraki"]], "current twice"),
    ("deep-nesting", _NEST, "the pairs nested 40 lists deep"),
    ("dict", {"brightness": 30, "current": "kachina"}, "an object instead of pairs"),
    ("dict-in-pairs", [{"brightness": 30}], "an object among the pairs"),
    ("pair-of-three", [["brightness", 30, 1]], "a pair of three items"),
    ("pair-of-one", [["brightness"]], "a pair of one item"),
    ("pair-as-text", ["brightness"], "a pair that is a text"),
    ("key-a-number", [[1, 30]], "a key that is a number"),
    ("key-a-list", [[["brightness"], 30]], "a key that is a list"),
    ("number", 42, "a number instead of pairs"),
    ("text", "brightness", "a text instead of pairs"),
    ("null", None, "null instead of pairs"),
    ("names-not-text", [["names", ["Ana", 7]], ["brightness", 20]], "a name that is a number"),
)


def write(corpus, backups):
    for name in os.listdir(OUT) if os.path.isdir(OUT) else ():
        if name.endswith((".txt", ".bak")):
            os.remove(os.path.join(OUT, name))
    os.makedirs(OUT, exist_ok=True)
    for name, data, _, _ in corpus.cases:
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
    backups["settings"] = checked([["brightness", 90], ["current", "moeraki"]])
    for slot, text in backups.items():
        with open(os.path.join(OUT, slot + ".bak"), "w", newline="") as f:
            f.write(text)
    with open(os.path.join(OUT, "README.md"), "w") as f:
        f.write(readme(corpus))
    with open(os.path.join(OUT, ".gitattributes"), "w") as f:
        f.write("# Exact bytes: no line-end conversion on any checkout.\n* -text\n")
    print("{} cases written to {}".format(len(corpus.cases), OUT))


README_HEAD = """# Bad saves

Every `*.txt` here is one case: a save that went wrong, planted by
`tests/portable/test_bad_saves.py` as the save of the slot its name starts with
(`karekare--bitflip-action.txt` becomes the file `karekare` in the test's storage folder, see
`Storage.path`). A `+backup` in the name means `<slot>.bak` from this folder, a good previous
save (the source game one action shorter, no redo line), is planted beside it as `<slot>.bak`.

Regenerate with `.venv/bin/python tools/make_bad_saves.py` (deterministic: it plays three real
games with the core action builders, then damages their journals). Do not edit these files by hand.

**The 1 MB case is not in this folder.** The test writes it at run time into its scratch folder
(`bad_saves_1mb/karekare` in the folder of support/scratch.py): the Karekare journal
followed by a last line of about 1 MB with no newline, with `karekare.bak` beside it. The
loader reads a line at a time, at most `journal.MAX_LINE` characters of it, so the megabyte
never reaches the heap: the long line is damage, and the 10 actions before it beat the 9 of the
backup
(prefix: 10 actions kept, notice).

Outcomes (checked for every case by `Storage.load_session`, by booting the app on the fake
board and opening the game from the home menu, and by booting with the game as the one to
resume, where a boot must never end in a reset):

- **good**: the file loads as it is, no notice; the state is the source game's first N actions.
- **cut**: the last line is damaged (a save cut short, whatever its newline): the state is the
  first N actions, with a notice.
- **prefix**: a line before the last is damaged: the N actions before it are kept, with a
  notice, unless a whole backup has at least as many.
- **backup**: the backup has the most that can be read: it is restored, with a notice.
- **fresh**: nothing readable: no game, a clean start with a notice.
- **undetected**: damage the format cannot see (a missing whole line): a different, legal game.

A journal that was not read whole and as written is rewritten at once from what was read (the
damaged file is kept as `<slot>.damaged`, never as the backup), so the next action can be
appended to it.

Settings files (`settings--*.txt`, planted as the file `settings`) never stop the boot. A file
is sound when every pair in it is a known key, once, with a valid value. One that is not sound
loses to a sound `settings.bak` (planted for `+backup`), and the next save keeps it apart, so the
sound backup stays; with no sound file, each valid value is kept and each missing or bad one
falls back to its default. Their expected column lists the values read back (`defaults` when
none is).

The corpus found seven saves the first loader got wrong (a journal of another game accepted in
the wrong slot, redo lines that made the loader raise, a redo that crashed, JSON nested deep
enough to raise RecursionError on CPython, CR LF line ends read differently by the device);
all are fixed, and the table holds them to the right outcome.

Source games: `karekare--good.txt` (2 players, 10 actions, a tied era end whose die is kept as
its result), `moeraki--good.txt` (a Kiwi match, 6 actions), `kachina--good.txt` (3 players,
5 actions and one undone turn on the redo line).

| case | expected | what it is |
|---|---|---|
"""


def readme(corpus):
    rows = [README_HEAD]
    slots = ("karekare", "moeraki", "kachina", "settings")
    cases = sorted(corpus.cases, key=lambda case: slots.index(case[0].split("--")[0]))
    for name, _, expected, what in cases:
        rows.append("| {} | {} | {} |\n".format(name, expected, what.replace("|", "\\|")))
    rows.append("\n{} cases, plus the 1 MB case generated at run time.\n".format(
        len(corpus.cases)))
    return "".join(rows)


if __name__ == "__main__":
    main()
