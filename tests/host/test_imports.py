"""The layout, read from the imports: each layer imports only the layers below it (core/,
then saves/, then firmware/, then companion/ and host_sim/), so the computer saves through
saves/ and never through the firmware; no import circle in core/, saves/ and firmware/; the
app's machinery never imports anything under firmware/games/ (a game's screens, or what the
games share), and no game imports another's.

Every import counts, those inside functions too (a game imports its later screens when they
are first opened), and so does __import__ of a literal name.
"""

import ast
import os

from conftest import ROOT

_TOPS = ("core", "saves", "firmware")
_LAYERS = (("core",), ("saves",), ("firmware",), ("companion", "host_sim"))  # lowest first
_GAMES = "firmware.games"
_SHARED = "firmware.games.shared"  # what every game may import; not a game


def _modules(tops=_TOPS):
    """{dotted name: path} of every module in the folders tops (core/, saves/, firmware/)."""
    found = {}
    for top in tops:
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    dotted = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                    found[dotted.removesuffix(".__init__")] = path
    return found


def _imported(node, modules):
    """The project's modules that one import statement or __import__ call brings in."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        base = node.module or ""
        return [base + "." + alias.name if base + "." + alias.name in modules else base
                for alias in node.names]
    if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "__import__"
            and isinstance(node.args[0], ast.Constant)):
        return [node.args[0].value]
    return []


def _graph(tops=_TOPS):
    """{module: set of the project's modules it imports, with their packages}."""
    modules = _modules(tops)
    graph = {}
    for name, path in modules.items():
        with open(path) as f:
            tree = ast.parse(f.read(), path)
        edges = set()
        for node in ast.walk(tree):
            for target in _imported(node, modules):
                parts = target.split(".")
                for end in range(1, len(parts) + 1):
                    edges.add(".".join(parts[:end]))
        graph[name] = sorted(edge for edge in edges if edge in modules and edge != name)
    return graph


def _circle(graph):
    """One import circle as a list of modules, or None."""
    done, path = set(), []

    def visit(name):
        if name in path:
            return path[path.index(name):] + [name]
        if name in done:
            return None
        path.append(name)
        for target in graph[name]:
            found = visit(target)
            if found:
                return found
        path.pop()
        done.add(name)
        return None

    for name in sorted(graph):
        found = visit(name)
        if found:
            return found
    return None


def _game(name):
    """The game a module belongs to (firmware.games.maori.panic: firmware.games.maori); the
    shared folder counts as one, which every game may import."""
    parts = name.split(".")
    return ".".join(parts[:3]) if name.startswith(_GAMES + ".") else None


def _may_import(name, target):
    """A game imports its own modules and the shared ones (which import no game); the app's
    machinery imports neither."""
    if not _game(target):
        return True
    return _game(name) is not None and _game(target) in (_game(name), _SHARED)


def test_the_graph_sees_lazy_imports():
    graph = _graph()
    assert "firmware.games.karekare.eras" in graph["firmware.games.karekare.board"]
    assert "firmware.crashlog" in graph["firmware.context"]  # inside a function
    assert "firmware.games.karekare.turn" in graph["firmware.games.karekare.board"]


def _layer(name):
    top = name.split(".")[0]
    return [rank for rank, tops in enumerate(_LAYERS) if top in tops][0]


def test_each_layer_imports_only_the_layers_below_it():
    graph = _graph(sum(_LAYERS, ()))
    assert "saves.journal" in graph["companion.copies"]
    for name, targets in graph.items():
        for target in targets:
            assert _layer(target) <= _layer(name), "{} imports {}".format(name, target)


def test_the_computer_saves_without_the_firmware():
    """The command line's saving modules reach the journals through saves/ alone."""
    graph = _graph(sum(_LAYERS, ()))
    for name in ("companion.cli_device", "companion.cli_session", "companion.copies",
                 "companion.device", "companion.history", "companion.host_files"):
        assert [t for t in graph[name] if t.startswith("firmware")] == [], name


def test_there_is_no_import_circle():
    assert _circle(_graph()) is None, " -> ".join(_circle(_graph()))


def test_a_circle_would_be_found():
    graph = {"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}
    assert _circle(graph) == ["a", "b", "c", "a"]


def test_the_app_imports_no_game_and_no_game_imports_another():
    """firmware/games/<game>: each game's screens together; the app's machinery reads only the
    registry of games (firmware/games/__init__.py) and opens a game by its name."""
    for name, targets in _graph().items():
        for target in targets:
            assert _may_import(name, target), "{} imports {}".format(name, target)


def test_a_crossing_would_be_found():
    assert not _may_import("firmware.games.kachina", "firmware.games.moeraki")
    assert not _may_import("firmware.settings_menu", "firmware.games.shared.rings")
    assert not _may_import("firmware.games.shared.roster", "firmware.games.kachina")
    assert _may_import("firmware.games.kachina", "firmware.games.shared.rings")
