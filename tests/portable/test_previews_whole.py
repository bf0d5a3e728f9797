"""No line that describes an action is ever cut (issue 20): every preview of every entry
form of the score games is rendered, in every value its fields can take, and no text on it
is shortened (draw.fit never adds its ellipsis). A refused action's hint never offers to
record it.

Rulebooks: ../shared/rules/000_88847eb29f9075ad.txt (Karekare: The Actions, The End of an
Era, The End of the Game), 003_fb0045c4cf4505da.txt (Kachina: 2. Score Points),
002_4a0c2ca0d9f89f19.txt (Moeraki-Kemu: Marae).
"""

from test_text_fits import LONG, _karekare_state

from core import kachina, karekare, moeraki
from firmware import events
from firmware.display import draw
from support import scenario

KIND = "karekare"


class Shortened:
    """Records every text draw.fit shortens while it is installed."""

    def __init__(self):
        self.fit = draw.fit
        self.cut = []

    def __enter__(self):
        draw.fit = self.on_fit
        return self

    def __exit__(self, *exc):
        draw.fit = self.fit

    def on_fit(self, s, chars):
        fitted = self.fit(s, chars)
        if fitted != s:
            self.cut.append(s)
        return fitted


def _every_value(app, board, form, shortened):
    """Render form in every value of every field, one field at a time: NEXT on it as often
    as it has values, as a player would turn it."""
    app.push(form)
    seen = 0
    for field in range(form.count()):
        form.field = field
        low, high = form.span(field)
        for _ in range(high - low + 1):
            form.handle(events.EV_NEXT)
            form.prepare()
            form.render(board.display)
            seen += 1
            assert not shortened.cut, (type(form).__name__, form.values, shortened.cut)
            if form.hint.startswith("OK record") and hasattr(form, "shown"):
                assert form.shown[1], form.values  # a refusal never offers to record
    app.pop()
    return seen


class _OnDevice:
    """The device's Karekare game as a session: each action recorded as the screens do."""

    def __init__(self, app):
        self.app = app

    @property
    def state(self):
        return self.app.session(KIND).state

    def do(self, action):
        assert self.app.act(KIND, action)


def _karekare_app(name):
    """The app on a Karekare game whose tribes each have a hut, a canoe and a marked field."""
    app, board, driver = scenario.boot(name)
    app.start(KIND, karekare.make_settings(list(karekare.TRIBES), 1, 0))
    _karekare_state(_OnDevice(app))
    app.home.open(KIND)
    driver.run(50)
    return app, board


def test_every_karekare_turn_preview_is_whole():
    """The Actions: every tile placed next to every tile, for every tribe and every hut,
    canoe or field offered, after a recorded action too (its "Done" line)."""
    from firmware.games.karekare import board as spec
    from firmware.games.karekare.turn import TurnEntry

    app, board = _karekare_app("whole_turn")
    seen = 0
    with Shortened() as shortened:
        for recorded in ("", "+2 honor, -1 sweet potato, field marker 2 placed with 4 sweet "
                             "potato"):
            for p in range(4):
                for placed in range(4):
                    for near in range(5):  # the tiles, then "(pass)"
                        form = TurnEntry(app.context, spec.SPEC)
                        form.values[:3] = [p, placed, near]
                        form.recorded = recorded
                        options = form.options() or [None]
                        for owner in range(len(options)):
                            form.values[3] = owner
                            form.field = form.count() - 1
                            app.push(form)
                            form.prepare()
                            form.render(board.display)
                            app.pop()
                            seen += 1
                            assert not shortened.cut, (form.values, recorded, shortened.cut)
    assert seen > 250


def test_every_karekare_correction_and_scoring_page_is_whole():
    """Corrections (honor, supply), The End of an Era and The End of the Game, every value."""
    from firmware.games.karekare import eras, records

    app, board = _karekare_app("whole_pages")
    with Shortened() as shortened:
        seen = _every_value(app, board, records.HonorEntry(app.context), shortened)
        seen += _every_value(app, board, records.SupplyEntry(app.context), shortened)
        seen += _every_value(app, board, eras.EraEntry(app.context), shortened)
        state = app.session(KIND).state
        for first in (0, 0):
            assert app.act(KIND, karekare.era_end_action(state, first=first, dice=app.dice))
        assert app.act(KIND, karekare.last_action(state))
        assert app.act(KIND, karekare.era_end_action(state))
        seen += _every_value(app, board, eras.FinalEntry(app.context), shortened)
    assert seen > 500


def test_every_kachina_turn_and_moeraki_marae_preview_is_whole():
    """Kachina 2. Score Points with the longest names; Moeraki-Kemu's Marae count."""
    from firmware.games import kachina as kachina_screens
    from firmware.games import moeraki as moeraki_screens

    app, board, driver = scenario.boot("whole_others")
    app.start("kachina", kachina.settings(list(LONG)))
    assert app.act("kachina", kachina.first(0))
    app.start("moeraki", moeraki.settings("master", 10, list(LONG[:2])))
    assert app.act("moeraki", moeraki.ball(0))
    with Shortened() as shortened:
        seen = 0
        for p in range(5):
            seen += _every_value(app, board, kachina_screens.TurnEntry(app.context, p), shortened)
        seen += _every_value(app, board, moeraki_screens.MaraeEntry(app.context), shortened)
    assert seen > 50
