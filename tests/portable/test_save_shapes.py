"""A game's checkpoints keep one shape per SHAPE version: a change of its state's attributes
(a name, or the kind of a value) without a new SHAPE fails here, so that older checkpoints are
rebuilt by replaying the actions rather than restored into a state they do not fit (core/
journal.py; the old saves corpus, tests/old_saves, holds journals of every earlier shape).

When a game's state changes: add one to its SHAPE, record the new fingerprint below under that
number, and say what changed in CHANGELOG.md's Saves section.
"""

from core import kachina, karekare, moeraki
from core.errors import NewerSave
from saves import config, journal
from saves.storage import Storage
from support import scratch
from support.checks import raises
from support.played import lines_of

# kind -> {shape: the fingerprint of a fresh state's snapshot, as shape() gives it}
SHAPES = {
    "karekare": {
        1: "actions:int canoes:list canoes_box:list colours:list era:int fields:list first:int "
           "honor:list huts:list huts_box:list phase:int setup_first:int sweet:list "
           "timber:list tracking:int tribes:list turn:int",
        2: "actions:int canoes:list canoes_box:list colours:list era:int fields:list first:int "
           "honor:list huts:list huts_box:list passed:int phase:int setup_first:int sweet:list "
           "timber:list tracking:int tribes:list turn:int",
    },
    "moeraki": {1: "colours:list entered:bool games:int last:none level:int names:list "
                   "placer:none tane:list target:int ties:int ways:list winner:none wins:list"},
    "kachina": {1: "colours:list last:none names:list opener:none over:bool plays:int "
                   "reached:list scores:list turns:list"},
}
GAMES = {
    "karekare": (karekare, karekare.make_settings(list(karekare.TRIBES[:2]))),
    "moeraki": (moeraki, moeraki.settings("basic", "kiwi", ["Ana", "Ben"])),
    "kachina": (kachina, kachina.settings(["Ana", "Ben"])),
}
_KINDS = ((bool, "bool"), (int, "int"), (str, "str"), (list, "list"), (type(None), "none"))


def _kind(value):
    for kind, name in _KINDS:
        if type(value) is kind:
            return name
    return "?"


def shape(game, settings):
    """The names of a fresh state's snapshot and the kind of each value, sorted."""
    data = game.snapshot(game.new_state(settings))
    return " ".join(sorted("{}:{}".format(name, _kind(data[name])) for name in data))


def test_each_game_state_has_the_shape_recorded_for_its_shape_version():
    for kind in sorted(GAMES):
        game, settings = GAMES[kind]
        assert max(SHAPES[kind]) == game.SHAPE, (kind, "record the new shape's fingerprint")
        assert shape(game, settings) == SHAPES[kind][game.SHAPE], (
            kind, "the state changed shape: add one to its SHAPE", shape(game, settings))


def test_a_checkpoint_names_its_shape():
    game, settings = GAMES["karekare"]
    session = journal.Session(game, settings)
    assert '"v":{}'.format(game.SHAPE) in journal.checkpoint_line(session)


def _journal(game, settings, extra):
    session = journal.Session(game, settings)
    return journal.head(session) + extra


def test_a_checkpoint_of_a_newer_shape_is_refused_naming_both():
    game, settings = GAMES["karekare"]
    session = journal.Session(game, settings)
    line = journal.encode_line({"at": 0, "redo": [], "state": game.snapshot(session.state),
                                "v": game.SHAPE + 1})
    reader = journal.Reader(lines_of(_journal(game, settings, line)), {"karekare": game})
    message = raises(NewerSave, reader.replay)
    assert "shape {}".format(game.SHAPE + 1) in message
    assert "({})".format(game.SHAPE) in message


def test_a_journal_of_a_newer_version_or_firmware_is_refused_naming_both():
    game, settings = GAMES["kachina"]
    text = _journal(game, settings, "")
    header, rest = text.split("\n", 1)
    magic, number, kind, firmware = header.split(" ")
    for newer, named in (("{} 4 {} {}".format(magic, kind, firmware), "journal version 4"),
                         ("{} {} {} 99.0.0".format(magic, number, kind), "firmware 99.0.0")):
        message = raises(NewerSave, journal.Reader, lines_of(newer + "\n" + rest),
                         {"kachina": game})
        assert named in message and firmware in message and "\n" not in message


def test_settings_name_their_shape_and_a_newer_one_is_read_in_part_with_a_notice():
    store = Storage(scratch.fresh_dir("settings_shape"))
    config.save(store, {"brightness": 20})
    with open(store.path(config.NAME)) as f:
        assert '["shape",{}]'.format(config.SHAPE) in f.read()
    store.save(config.NAME, journal.encode_line([["brightness", 30],
                                                 ["shape", config.SHAPE + 1]]))
    notices = []
    assert config.load(store, notices)["brightness"] == 20  # the sound backup wins
    assert notices == ["The saved settings shape {} (this firmware reads {}) could not be used "
                       "and was reset.".format(config.SHAPE + 1, config.SHAPE)]
