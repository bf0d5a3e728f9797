"""The session commands every score-keeping game shares: new, actions, undo, redo, history,
standings. A game's CLI module describes its settings and actions; this runs them."""

import os

from core import journal
from host_sim import cli_common


def no_arguments(parser):
    """For an action subcommand that takes no arguments."""


class GameCli:
    """How one game appears on the command line.

    add_settings(parser) and settings_from(args) define `new`;
    actions is a list of (name, help, add_args(parser), build(args, session) -> action);
    format_standings(standings) -> str prints `standings` without --json.
    """

    def __init__(self, game, help, add_settings, settings_from, actions, format_standings):
        self.game = game
        self.help = help
        self.add_settings = add_settings
        self.settings_from = settings_from
        self.actions = actions
        self.format_standings = format_standings

    def register(self, subparsers):
        kind = self.game.KIND
        parser = subparsers.add_parser(kind, help=self.help, description=self.help)
        commands = parser.add_subparsers(dest="action", required=True,
                                         parser_class=type(parser))

        def add(name, help, run):
            sub = commands.add_parser(name, help=help, description=help)
            cli_common.add_session_option(sub, kind)
            sub.set_defaults(run=run)
            return sub

        new = add("new", "start a new session (replaces the saved one)", self._new)
        new.add_argument("--force", action="store_true",
                         help="replace a session that is still in progress")
        self.add_settings(new)
        for name, help, add_args, build in self.actions:
            sub = add(name, help, self._action(build))
            add_args(sub)
        add("undo", "take back the last action", self._undo)
        add("redo", "put back the last action taken back", self._redo)
        add("history", "list every action in words", self._history)
        standings = add("standings", "show the scores", self._standings)
        cli_common.add_json_option(standings)

    def _path(self, args):
        return cli_common.session_path(args, self.game.KIND)

    def _load(self, args):
        return cli_common.load_session(self._path(args), self.game)

    def _new(self, args):
        path = self._path(args)
        if os.path.exists(path) and not args.force:
            raise cli_common.CliError(
                "a session is saved at {}: pass --force to replace it".format(path))
        session = journal.Session(self.game, self.settings_from(args))
        cli_common.create_session(path, session)
        print(self.format_standings(session.standings()))

    def _action(self, build):
        def run(args):
            storage, name, session = self._load(args)
            action, words = session.play(build(args, session))
            session = storage.append(name, session, action)
            print(words)
            print(self.format_standings(session.standings()))

        return run

    def _undo(self, args):
        storage, name, session = self._load(args)
        if not session.count:
            raise cli_common.CliError("nothing to undo")
        session, action = storage.undo(name, session)
        self._print(session, "undone", session.describe(action))

    def _redo(self, args):
        storage, name, session = self._load(args)
        if not session.can_redo():
            raise cli_common.CliError("nothing to redo")
        action, words = session.redo()
        self._print(storage.append(name, session, action), "redone", words)

    def _print(self, session, word, description):
        print("{}: {}".format(word, description))
        print(self.format_standings(session.standings()))

    def _history(self, args):
        storage, name, _ = self._load(args)
        lines = storage.stream(name, self.game, journal.history)
        for number, line in lines:
            print("{:>3}. {}".format(number, line))
        if not lines:
            print("no actions yet")

    def _standings(self, args):
        standings = self._load(args)[2].standings()
        cli_common.emit(args, standings, self.format_standings(standings))
