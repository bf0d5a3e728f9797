"""No text on the screen is ever cut mid-word: it fits, or it is shortened at a word (with an
ellipsis), or it wraps at words, and no two texts on a row overlap.

Every string the screens can show is derived systematically and rendered where it appears:
  - every action of the three score games, each kind in every variant the action builders
    accept, in the rules' words (describe()): as the undo and redo toasts and in History;
  - every refusal the builders raise for those variants: as the "Not allowed" notice;
  - every menu, title, hint, label and scoreboard: by playing the scripted sessions
    (tests/sessions/*.script, which open every game, menu and entry screen), and the setup
    and scoreboards of every game with the longest names (10 letters, with macrons).
Each draw.text and draw.text_big call is recorded; a string too long for its room must have
a space to be cut at, and the spans drawn on one page row in one frame must not overlap.
"""

import os

from core import kachina, karekare, moeraki
from core.errors import RulesError
from firmware import ui
from firmware.display import draw
from saves import journal
from support import scenario
from support.checks import raises
from support.played import Played

LONG = ("Whaka\u0101riki", "T\u016b\u012bm\u0101ranga", "H\u0113mi Tame", "\u014crewa Roa",
        "Anahera Ki")  # 10 letters each


class Recorder:
    """Wraps draw.text and draw.text_big; keeps the spans drawn since the last frame."""

    def __init__(self):
        self.text, self.big, self.clear = draw.text, draw.text_big, draw.clear_row
        self.spans = []  # (row, x0, x1, text)
        self.problems = []
        self.seen = 0

    def __enter__(self):
        draw.text, draw.text_big, draw.clear_row = self.on_text, self.on_big, self.on_clear
        return self

    def __exit__(self, *exc):
        draw.text, draw.text_big, draw.clear_row = self.text, self.big, self.clear

    def on_text(self, fb, s, x, row, invert=False, end=None):
        room = ((fb.width if end is None else end) - x) // draw.CHAR_W
        self.seen += 1
        if len(s) > room and s.rfind(" ", 0, room) <= 0:
            self.problems.append("cut mid-word: {!r} in {} characters".format(s, room))
        x1 = self.text(fb, s, x, row, invert, end)
        self.spans.append((row, x, x1, s))
        return x1

    def on_big(self, fb, s, x, row):
        x1 = self.big(fb, s, x, row)
        self.spans.append((row, x, x1, s))
        self.spans.append((row + 1, x, x1, s))
        return x1

    def on_clear(self, fb, row):
        self.spans = [span for span in self.spans if span[0] != row]
        self.clear(fb, row)

    def frame(self):
        """Check the spans of the frame just drawn, then start the next one."""
        spans = sorted(span for span in self.spans if span[1] < span[2])
        for a, b in zip(spans, spans[1:]):
            if a[0] == b[0] and b[1] < a[2] - 1:  # a glyph's last column is blank
                self.problems.append("overlap on row {}: {!r} and {!r}".format(a[0], a[3], b[3]))
        self.spans = []


def _watch(app, recorder):
    """Check every frame the app renders."""
    render = app._render

    def checked(screen):
        recorder.spans = []
        render(screen)
        recorder.frame()

    app._render = checked


def _shown(app, driver):
    """Draw what is on top now, as a frame."""
    app.top().dirty = True
    driver.run(20)


def _problems(recorder):
    assert recorder.seen > 0
    return sorted(set(recorder.problems))


# --- Every action in the rules' words, and every refusal ----------------------------------


def _karekare_state(session=None):
    """Four tribes, each with a hut, a canoe and a field on the table and plenty to pay (in
    session, anything with do() and state, as the device's game)."""
    if session is None:
        session = journal.Session(karekare, karekare.make_settings(list(karekare.TRIBES), 1, 0))
    for p in range(4):
        session.do(("supply", p, 20, 20))
        for placed, near in (("hill", "water"), ("water", "forest"), ("field", "field")):
            session.do(karekare.act_action(session.state, p, placed, near))
    return session


def _karekare_texts():
    """(words, refusals) of every variant of every Karekare action."""
    session = _karekare_state()
    state = session.state
    words, refusals = set(), set()  # many variants read the same: keep each text once

    def attempt(build, *args):
        try:
            words.add(karekare.describe(state, build(state, *args)))
        except RulesError as exc:
            refusals.add(str(exc))

    for p in range(4):
        for placed in karekare.TILES:
            for near in karekare.TILES:
                for owner in (None, 0, 1, 2, 3):
                    for field in (None, 0, 1):
                        attempt(karekare.act_action, p, placed, near, owner, field)
        for delta in (-40, -1, 1, 30):
            for reason in ("missed action", "wrong entry", "table agreed"):
                attempt(karekare.honor_action, p, delta, reason)
        attempt(karekare.supply_action, p, 12, 99)
        attempt(karekare.turn_action, p)
    attempt(karekare.era_end_action, None, None, None, 3)
    attempt(karekare.era_end_action, [6, 6, 6, 6], [6, 6, 6, 6], None, 0)
    attempt(karekare.last_action)
    attempt(karekare.final_action, [99, 0, 4, 8], [99, 1, 2, 3])
    for _ in range(2):
        session.do(karekare.era_end_action(state, first=0))
    session.do(karekare.last_action(state))
    session.do(karekare.era_end_action(state))
    attempt(karekare.final_action, [99, 0, 4, 8], [99, 1, 2, 3])
    attempt(karekare.final_action, [3, 3, 3, 3], [1, 1, 1, 1])
    return sorted(words), sorted(refusals)


def _kachina_texts():
    session = journal.Session(kachina, kachina.settings(list(LONG)))
    words, refusals = [], []
    for action in [kachina.first(p) for p in range(5)]:
        words.append(kachina.describe(session.state, action))
    session.do(kachina.first(0))
    for row in (0, 2, 7):
        for column in (0, 3, 7):
            for p in range(5):
                words.append(kachina.describe(session.state, kachina.turn(p, row, column)))
    for action in (kachina.turn(0, 1, 0), kachina.turn(9, 2, 2), kachina.first(1), ("x",)):
        refusals.append(raises(RulesError, session.do, action))
    session.do(kachina.turn(1, 7, 7))
    session.do(kachina.turn(2, 7, 7))
    words.append(kachina.describe(session.state, kachina.end()))
    return words, refusals


def _moeraki_texts():
    session = Played(moeraki, moeraki.settings("master", 10, LONG[:2]))
    words, refusals = [], []
    refusals.append(raises(RulesError, session.do, moeraki.marae([1, 0, 0], [0, 0, 0])))
    for p in (0, 1):
        words.append(moeraki.describe(session.state, moeraki.ball(p)))
    session.do(moeraki.ball(0))
    for p in (0, 1):
        for way in moeraki.WAYS[:4]:
            words.append(moeraki.describe(session.state, moeraki.win(p, way)))
        words.append(moeraki.describe(session.state, moeraki.tane(p)))
    for tiles in (([9, 1, 3], [9, 1, 2]), ([4, 0, 1], [3, 1, 1]), ([24, 0, 0], [0, 0, 0])):
        words.append(moeraki.describe(session.state, moeraki.marae(*tiles)))
    session.do(moeraki.tane(0))
    refusals.append(raises(RulesError, session.do, moeraki.tane(0)))
    refusals.append(raises(RulesError, session.do, moeraki.marae([25, 0, 0], [0, 0, 0])))
    refusals.append(raises(RulesError, session.do, moeraki.tie()))
    for _ in range(10):
        session.do(moeraki.win(1, "ara"))
    words.append(session.game_log()[-1])
    refusals.append(raises(RulesError, session.do, moeraki.win(0, "ara")))
    return words, refusals


def test_no_word_in_an_action_is_longer_than_a_row():
    """ui.wrap only ever splits a word longer than a row: there is none."""
    for words, refusals in (_karekare_texts(), _kachina_texts(), _moeraki_texts()):
        assert len(words) > 10 and refusals
        for text in words + refusals:
            for word in text.split(" "):
                assert len(word) <= 25, word


def test_every_action_shows_in_whole_words_as_toasts_history_and_notices():
    app, board, driver = scenario.boot("fits_words")
    texts = set()  # grown in place: the unix port's 512 KB also holds three games' tests
    for made in (_karekare_texts, _kachina_texts, _moeraki_texts):
        words, refusals = made()
        for text in words:
            texts.add("undone: " + text)
            texts.add("redone: " + text)
        for text in refusals:
            texts.add("Not allowed: " + text)
            texts.add(text)
    texts = sorted(texts)
    assert len(texts) > 400
    app.push(ui.Screen(app.context))  # under the toasts and notices, so closing one unloads nothing
    with Recorder() as recorder:
        _watch(app, recorder)
        for text in texts:
            app.say(text)
            _shown(app, driver)
            app.notice("Not allowed", text)
            _shown(app, driver)
            app.pop()
        assert not _problems(recorder)


# --- Every screen, by playing the sessions and the longest names --------------------------


def test_the_sessions_show_every_screen_in_whole_words():
    names = [name for name in os.listdir("tests/sessions") if name.endswith(".script")]
    assert "full_session.script" in names and len(names) >= 7
    for name in names:
        app, board, driver = scenario.boot("fits_" + name[:-7])
        with Recorder() as recorder:
            _watch(app, recorder)
            driver.play("tests/sessions/" + name)
            assert app.crashes == 0, scenario.error_shown(app)
            assert not _problems(recorder), name


def _with_long_names(kind, settings, actions, script):
    """A game of kind with the longest names, its scoreboard and the menus script walks."""
    app, board, driver = scenario.boot("fits_long_" + kind)
    app.start(kind, settings)
    for action in actions:
        assert app.act(kind, action)
    app.home.open(kind)
    with Recorder() as recorder:
        _watch(app, recorder)
        _shown(app, driver)
        driver.script(script)
        assert app.crashes == 0, scenario.error_shown(app)
        return _problems(recorder)


def test_the_longest_names_are_whole_on_every_kachina_screen():
    actions = [kachina.first(4), kachina.turn(0, 7, 7), kachina.turn(1, 7, 7)]
    # The ranking, a turn entry, another player's turn, the history, the turn menu.
    script = "ok\nnext 2\nok\nnext\nback\nback\nok\nok\nback\nok\nnext\nok\nback\nback\n" \
             "ok\nnext 4\nok\nback\nback"
    assert not _with_long_names("kachina", kachina.settings(list(LONG)), actions, script)


def test_the_longest_names_are_whole_on_every_moeraki_screen():
    actions = [moeraki.ball(1), moeraki.tane(0), moeraki.marae([9, 1, 3], [9, 1, 2])]
    # The Marae entry, the winner choice, Tane, the tallies, the history.
    script = "ok\nok\nnext 3\nback 6\nok\nnext\nok\nback\nok\nnext 5\nok\nback\n" \
             "ok\nnext 6\nok\nnext 3\nback\nok\nnext 7\nok\nback\nback"
    settings = moeraki.settings("master", 10, LONG[1:3])
    assert not _with_long_names("moeraki", settings, actions, script)


def test_no_screen_slices_its_text_to_a_width():
    """The static half: text is fitted by draw.text, never cut with a slice like s[:12]."""
    names = _sources("firmware")
    assert "firmware/games/karekare/turn.py" in names and "firmware/ui.py" in names
    for name in names:
        with open(name) as f:
            source = f.read()
        at = source.find("[:")
        while at >= 0:
            after = source[at + 2 : at + 4].strip()
            assert not (after and "0" <= after[0] <= "9"), "{} slices: {}".format(
                name, source[at - 30 : at + 6])
            at = source.find("[:", at + 1)


def _sources(folder):
    """The .py files under folder, its subfolders too."""
    found = []
    for entry in os.listdir(folder):
        path = folder + "/" + entry
        if os.stat(path)[0] & 0x4000:
            found += _sources(path)
        elif entry.endswith(".py"):
            found.append(path)
    return found
