"""The session commands every score-keeping game shares: new, actions, undo, redo, history,
standings. A game's CLI module describes its settings and actions; this runs them.

A game's journal is, by default, the simulated device's file for its kind (companion/places.py),
so a game goes on in `make sim` and back. Each command checks and locks the journal, reads it
whole and strictly (a damaged journal is refused, never repaired), then changes it through the
sessions service the device uses too (saves/sessions.py), and prints.
"""

import contextlib

from companion import cli_common, cli_lost, history, host_files, places
from companion.cli_common import CliError
from core import results
from core.errors import JournalError
from core.games import GAMES, title
from saves import journal
from saves.sessions import Sessions
from saves.storage import HISTORY


def _kind_held(path):
    """The kind of game the journal at path holds, or None when its header names none."""
    try:
        with open(path, "rb") as f:
            return journal.Reader(f.readline, GAMES).session.game.KIND
    except (OSError, JournalError):
        return None


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
            sub.add_argument("--session", help="the journal file (default: {})".format(
                places.journal_path(kind)))
            sub.set_defaults(run=run)
            return sub

        new = add("new", "start a new game; a finished one goes to the history", self._new)
        new.add_argument("--force", action="store_true",
                         help="replace a game that is still in progress")
        self.add_settings(new)
        for name, help, add_args, build in self.actions:
            sub = add(name, help, self._action(build))
            add_args(sub)
        add("undo", "take back the last action", self._undo)
        add("redo", "put back the last action taken back", self._redo)
        add("history", "list every action in words", self._history)
        lost = add("lost", "show the action of a damaged last line that only lost its "
                           "checksum (see companion/cli_lost.py)", self._lost)
        lost.add_argument("--put-back", action="store_true", help="play it again")
        standings = add("standings", "show the scores", self._standings)
        cli_common.add_json_option(standings)

    @contextlib.contextmanager
    def _journal(self, args, writing, must_exist=True):
        """(sessions, name) of the session's journal, checked and locked for this command."""
        kind = self.game.KIND
        path = places.journal_path(kind) if args.session is None else args.session
        missing = CliError("no {} game at {}: start one with `companion {} new`".format(
            kind, path, kind)) if must_exist else None
        with host_files.journal(path, writing, missing, make_folder=args.session is None) as (
                storage, name):
            yield Sessions(storage, {name: self.game}), name

    @contextlib.contextmanager
    def _open(self, args, writing=True):
        """(sessions, name, session) of the saved session, locked for this command."""
        with self._journal(args, writing) as (sessions, name):
            yield sessions, name, self._read(sessions, name)

    def _read(self, sessions, name):
        try:
            session, notice = sessions.read(name)
        except JournalError as exc:
            path = sessions.storage.path(name)
            held = _kind_held(path)
            if held not in (None, self.game.KIND):
                raise CliError("{}: this is a {} journal: use companion {}".format(
                    path, title(held), held)) from None
            raise CliError("{} cannot be read: {}".format(path, exc)) from None
        if notice:
            cli_common.note(notice)
        return session

    def _new(self, args):
        settings = self.settings_from(args)
        with self._journal(args, True, must_exist=False) as (sessions, name):
            old = None
            if host_files.exists(sessions.storage.path(name)):
                old = self._old_game(sessions, name, args.force)
            session, finished = sessions.new(name, settings, old)
            if finished:  # the computer's history keeps it too, whatever the folder keeps
                history.keep(sessions.storage.path(HISTORY + "/" + finished))
        print(self.format_standings(session.standings()))

    def _old_game(self, sessions, name, force):
        """Before a new game: the game it replaces, if it can be read. A finished one goes to
        the history; one in progress, or one that cannot be read, is replaced only with --force
        (it stays as the backup)."""
        try:
            old = self._read(sessions, name)
        except CliError as exc:
            if not force:
                raise CliError("{}: pass --force to replace it".format(exc)) from None
            return None
        if not force and not results.outcome(self.game.KIND, old.standings())["over"]:
            raise CliError("a {} game in progress is saved at {}: pass --force to replace "
                           "it".format(self.game.KIND, sessions.storage.path(name)))
        return old

    def _action(self, build):
        def run(args):
            with self._open(args) as (sessions, name, session):
                session, words = sessions.act(name, build(args, session))
            print(words)
            print(self.format_standings(session.standings()))

        return run

    def _undo(self, args):
        with self._open(args) as (sessions, name, session):
            if not session.count:
                raise CliError("nothing to undo")
            session, words = sessions.undo(name)
        self._print(session, "undone", words)

    def _redo(self, args):
        with self._open(args) as (sessions, name, session):
            if not session.can_redo():
                raise CliError("nothing to redo")
            session, words = sessions.redo(name)
        self._print(session, "redone", words)

    def _print(self, session, word, description):
        print("{}: {}".format(word, description))
        print(self.format_standings(session.standings()))

    def _lost(self, args):
        with self._open(args, writing=args.put_back) as (sessions, name, session):
            action, source = cli_lost.intact_action(sessions.storage.path(name), self.game,
                                                    session)
            words = session.describe(action)
            if args.put_back:
                session, words = sessions.act(name, action)
        if args.put_back:
            self._print(session, "put back", words)
        else:
            print("{} held: {} (put it back with --put-back)".format(source, words))

    def _history(self, args):
        with self._open(args, writing=False) as (sessions, name, _):
            lines = sessions.storage.stream(name, self.game, journal.history)
        for number, line in lines:
            print("{:>3}. {}".format(number, line))
        if not lines:
            print("no actions yet")

    def _standings(self, args):
        with self._open(args, writing=False) as (_, _, session):
            standings = session.standings()
        cli_common.emit(args, standings, self.format_standings(standings))
