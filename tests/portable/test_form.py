"""The one entry form (firmware/ui.py, Form): fields with bounds and labels, held-button
acceleration, OK to the next field and to confirm, BACK one field up, hold OK to confirm.

The forms of the games are this form; their own tests check what each records.
"""

from core.errors import RulesError
from firmware import ui
from support import scenario

_SHORT = ("short", 0, 24, None)  # 25 values: the Marae tiles
_LONG = ("long", 0, 999, None)


class _Form(ui.Form):
    """A form that keeps every value its fields took; its action is the values, or a refusal."""

    def __init__(self, app, fields, values, refuse=False):
        super().__init__(app, "Test form", values, fields)
        self.taken = [[value] for value in values]
        self.refuse = refuse

    def move(self, field, event):
        super().move(field, event)
        self.taken[field].append(self.values[field])

    def action(self):
        if self.refuse:
            raise RulesError("the rules say no")
        return list(self.values)


def _form(name, fields, values, refuse=False):
    app, board, driver = scenario.boot(name)
    acted = []
    app.act = lambda kind, action: acted.append((kind, action)) or True
    form = _Form(app.context, fields, values, refuse)
    app.push(form)
    driver.run(100)
    return app, board, driver, form, acted


def _steps(taken):
    return [taken[i + 1] - taken[i] for i in range(len(taken) - 1)]


def test_a_long_field_speeds_up_while_held_and_a_short_one_never_skips():
    app, board, driver, form, acted = _form("form_held", (_SHORT, _LONG), [0, 0])
    driver.script("hold next 3500")
    assert len(form.taken[0]) > 25  # round past 24, one value at a time
    assert all(step % 25 == 1 for step in _steps(form.taken[0]))
    driver.script("ok\nhold next 3500")
    steps = _steps(form.taken[1])
    assert steps[0] == 1 and max(steps) > 2  # one at a time at first, then faster
    assert steps == sorted(steps)  # never slower while held
    assert form.values[1] > len(steps)


def test_a_press_moves_one_value_and_wraps_or_stops_at_the_ends():
    app, board, driver, form, acted = _form("form_ends", (_SHORT, _LONG), [0, 998])
    driver.script("prev")
    assert form.values[0] == 24  # wraps round by default
    driver.script("ok\nnext 2")
    assert form.values[1] == 0
    form.wraps = False
    driver.script("prev\nback\nnext 3")
    assert form.values == [24, 0]  # stopped at the ends


def test_ok_goes_on_back_goes_up_and_the_last_ok_records():
    app, board, driver, form, acted = _form("form_ok", (_SHORT, _SHORT, _SHORT), [1, 2, 3])
    driver.script("ok\nok")
    assert form.field == 2 and form.hint == form.hints[1]  # the last field: OK records
    driver.script("back")
    assert form.field == 1 and app.top() is form
    driver.script("back\nback")  # from the first field BACK leaves the form
    assert app.top() is not form and not acted


def test_the_last_ok_and_hold_ok_record_once_and_close_the_form():
    app, board, driver, form, acted = _form("form_record", (_SHORT, _SHORT), [4, 5])
    form.kind = "kind"
    driver.script("ok\nok")
    assert acted == [("kind", [4, 5])] and app.top() is not form
    app, board, driver, form, acted = _form("form_hold", (_SHORT, _SHORT), [6, 7])
    driver.script("long ok")  # from the first field
    assert len(acted) == 1 and app.top() is not form


def test_hold_ok_does_nothing_where_a_form_says_so():
    app, board, driver, form, acted = _form("form_no_hold", (_SHORT, _SHORT), [0, 0])
    form.hold_ok = False
    driver.script("long ok")
    assert not acted and app.top() is form and form.field == 0


def test_a_refusal_shows_why_and_keeps_the_form_and_its_values():
    app, board, driver, form, acted = _form("form_refused", (_SHORT,), [9], refuse=True)
    driver.script("ok")
    assert not acted and app.crashes == 0
    assert scenario.screen_words(board)[0] == "Not allowed"
    driver.script("ok")
    assert app.top() is form and form.values == [9]


def test_render_only_draws_and_prepare_catches_up():
    """render() changes nothing (issue 32): a field that an undo took away is let go of in
    prepare(), which the app calls before each frame."""
    app, board, driver, form, acted = _form("form_render", (_SHORT, _SHORT), [0, 0])
    form.field = 5  # past the last field, as after an undo
    form.render(board.display)
    assert form.field == 5
    form.prepare()
    assert form.field == 1
