"""A game is registered once, in core/games.py: every game whose rules keep a journal is there,
and the command line has its subcommand and its title in the history. (The home menu, the
scoreboards and the fuzz goals: tests/portable/test_games.py.)"""

import os
import re

from conftest import ROOT

from companion import cli, cli_history
from core.games import KINDS, TABLE


def _kinds_of_the_rules():
    """{module name: KIND} of each core module that names a journal kind."""
    kinds = {}
    for name in os.listdir(os.path.join(ROOT, "core")):
        if name.endswith(".py"):
            with open(os.path.join(ROOT, "core", name), encoding="utf-8") as f:
                found = re.search(r'^KIND = "(\w+)"$', f.read(), re.M)
            if found:
                kinds[name[:-3]] = found.group(1)
    return kinds


def test_every_game_whose_rules_keep_a_journal_is_registered_once():
    kinds = _kinds_of_the_rules()
    assert sorted(kinds.values()) == list(KINDS)
    assert all(module == kind for module, kind in kinds.items())  # GAMES imports core.<kind>
    assert len(set(title for title, _, _ in TABLE)) == len(TABLE)


def test_the_command_line_has_each_games_subcommand_and_history_title():
    outcome = {"over": True, "players": ["Ana"], "scores": [3], "winners": ["Ana"]}
    for title, kind, _ in TABLE:
        assert cli.build_parser([kind]).parse_args([kind, "standings"]).command == kind
        assert "  {}  ".format(title) in cli_history._text(None, kind, outcome)
