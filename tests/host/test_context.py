"""The narrow door (firmware/context.py, issue 32): screens reach the app only through the
context they are handed, by at most 12 names, and none of them is one of the app's parts."""

import ast
import glob
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The app's side: the loop and what it owns. Every other firmware module is a screen's.
APP_SIDE = ("app.py", "factory.py", "main.py", "context.py", "buttons.py", "leds.py",
            "crashlog.py", "events.py", "config.py", "storage.py", "__init__.py")
MOST = 12
PARTS = ("stack", "storage", "buttons", "board", "leds", "pixels", "home", "games", "table",
         "roll_log", "dice", "last_error")


def screen_modules():
    paths = []
    for path in sorted(glob.glob(os.path.join(ROOT, "firmware", "**", "*.py"), recursive=True)):
        relative = os.path.relpath(path, os.path.join(ROOT, "firmware"))
        if relative.split(os.sep)[0] in ("boards", "display") or relative in APP_SIDE:
            continue
        paths.append(path)
    return paths


def _is_handle(node, handles):
    """node is a screen's handle on the app: self.app, or a name bound to it."""
    if isinstance(node, ast.Name):
        return node.id in handles
    return (isinstance(node, ast.Attribute) and node.attr == "app"
            and isinstance(node.value, ast.Name) and node.value.id == "self")


def _handles(function):
    """The names that hold the context in a function: its parameter app, or app = self.app."""
    names = set(arg.arg for arg in function.args.args if arg.arg == "app")
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and _is_handle(node.value, ()):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def uses(source):
    """{name: [line, ...]} of every name used on the context in a module's source, and the
    lines that assign to one."""
    tree = ast.parse(source)
    used, assigned = {}, set()
    functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.Lambda))]
    for function in [tree] + functions:
        handles = _handles(function) if function is not tree else set()
        for node in ast.walk(function):
            if isinstance(node, ast.Attribute) and _is_handle(node.value, handles):
                used.setdefault(node.attr, []).append(node.lineno)
                if isinstance(node.ctx, ast.Store):
                    assigned.add(node.lineno)
    return used, sorted(assigned)


def _all_uses():
    names, assigned = {}, []
    for path in screen_modules():
        with open(path) as f:
            used, stores = uses(f.read())
        where = os.path.relpath(path, ROOT)
        for name, lines in used.items():
            names.setdefault(name, []).append("{}:{}".format(where, lines[0]))
        assigned += ["{}:{}".format(where, line) for line in stores]
    return names, assigned


def test_screens_use_at_most_twelve_names_of_the_context():
    names, _ = _all_uses()
    assert len(screen_modules()) > 20  # the walk found the screens
    assert {"push", "pop", "sessions"} <= set(names)  # and what they use
    assert len(names) <= MOST, sorted(names)


def test_no_screen_reaches_the_apps_parts_or_sets_its_state():
    names, assigned = _all_uses()
    assert not [names[name] for name in PARTS if name in names]
    assert not assigned


def test_the_count_sees_a_screen_that_reaches_past_the_door():
    """The check itself: a screen that reads the stack through app = self.app is caught."""
    used, assigned = uses("class S:\n    def f(self):\n        app = self.app\n"
                          "        app.stack[0].x = 1\n        self.app.sessions = {}\n")
    assert set(used) == {"stack", "sessions"} and assigned == [5]


def test_the_context_offers_no_more_than_screens_may_use():
    from firmware.context import Context

    offered = [name for name in dir(Context(None)) if not name.startswith("_")]
    assert len(offered) <= MOST and not set(offered) & set(PARTS), offered
