"""The device settings: each key with its default and bounds, and the file they are kept in.

Whatever the settings file holds (damaged, cut short, a value of the wrong kind or out of
bounds), reading it never stops the boot. A file is sound when every pair in it is a known key,
once, with a valid value; a file that is not sound loses to a sound backup, and the next save
keeps it apart (settings.damaged) so the sound backup stays. With no sound file at all, each
valid value of the file (else of the backup) is kept and every other setting is its default.

The file names its shape (["shape", SHAPE], 1 when absent): one more when a key's meaning
changes. A file of a newer shape is not sound: what this firmware knows of it is read, a notice
names both shapes, and the next save keeps the file apart (settings.damaged).
"""

from saves import journal

NAME = "settings"
SHAPE = 1  # the settings file's shape (CHANGELOG.md says what each one changed)
_SHAPE = "shape"
# key: (default, lowest, highest). A text or a list of texts has no bounds.
SCHEMA = {
    "brightness": (64, 0, 255),
    "budget_ma": (400, 50, 2000),
    "pixels": (24, 2, 64),
    "rings_turn": (0, 0, 31),  # pixels clockwise from each ring's first to seat 1
    "current": ("", None, None),
    "names": ([], None, None),
    "maori_own_dice": (0, 0, 1),
    "maori_attack": (6, 0, 50),
    "maori_defense": (6, 0, 50),
    "maori_track": (10, 1, 99),
    "maori_marker": (0, 0, 99),
    "maori_royal_guard": (0, 0, 9),  # 0: the assumed value in core/maori_forces.VALUES
}


def _valid(key, value):
    default, low, high = SCHEMA[key]
    if type(value) is not type(default):
        return False
    if type(value) is int:
        return low <= value <= high
    if type(value) is list:
        return all(type(item) is str and _savable(item) for item in value)
    return _savable(value)


def _savable(text):
    """No character beyond U+FFFF, which a save could not write (journal._plane0), nor half
    of one (MicroPython reads the escapes of one as two surrogates)."""
    return all(ord(char) < 0xD800 or 0xE000 <= ord(char) < 0x10000 for char in text)


def _settings(text, strict):
    """The valid settings of a file's text, as a dict; with strict, any pair that is not a
    known key, once, with a valid value raises ValueError instead of being left out."""
    pairs = journal.decode_line(text.rstrip("\n"), 1)
    if type(pairs) is not list:
        raise ValueError("not settings")
    found = {}
    for pair in pairs:
        if pair == [_SHAPE, SHAPE]:
            continue
        if (type(pair) is list and len(pair) == 2 and type(pair[0]) is str
                and pair[0] in SCHEMA and pair[0] not in found and _valid(*pair)):
            found[pair[0]] = pair[1]
        elif strict:
            raise ValueError("not sound settings")
    return found


def sound(text):
    """The settings of a sound file's text; raises ValueError when it is not sound."""
    return _settings(text, True)


def _valid_part(text):
    return _settings(text, False)


_UNREAD = object()


def _parsed(text, parse):
    """parse(text), or None when there is no text or it is damaged in any way."""
    if text is None:
        return None
    try:
        return parse(text)
    except MemoryError:  # the heap's fault, not the file's: the defaults would replace it
        raise
    except Exception:
        return None


def saved(storage, first=_UNREAD):
    """The valid settings on flash, as a dict (keys that are missing or bad are left out): the
    file when it is sound, else a sound backup, else what is valid in the file, else in the
    backup. first: the file's text (None: none), when it was read already. Each file is read
    once, the backup only when the file is not sound (a boot read them up to five times)."""
    if first is _UNREAD:
        first = storage.text(NAME)
    found = _parsed(first, sound)
    backup = None
    if found is None:
        backup = storage.text(NAME, True)
        found = _parsed(backup, sound)
    if found is None:
        found = _parsed(first, _valid_part)
    if found is None:
        found = _parsed(backup, _valid_part)
    return found or {}


def _unusable(text):
    """What of a file's text cannot be used: the known keys whose value is not valid, and the
    shape when it is newer than this firmware's."""
    found = []
    for pair in journal.decode_line(text.rstrip("\n"), 1):
        if type(pair) is list and len(pair) == 2 and pair[0] in SCHEMA and not _valid(*pair):
            found.append(pair[0])
        elif type(pair) is list and pair[:1] == [_SHAPE] and pair != [_SHAPE, SHAPE]:
            found.append("settings shape {} (this firmware reads {})".format(
                str(pair[1:])[1:-1][:8], SHAPE))
    return sorted(found)


def load(storage, notices=None):
    """Every setting: the saved value where it is valid, else the default. With notices (a
    list), a line naming the settings whose saved value could not be used is added to it."""
    settings = {key: SCHEMA[key][0] for key in SCHEMA}
    first = storage.text(NAME)
    settings.update(saved(storage, first))
    keys = _parsed(first, _unusable) if notices is not None else None
    if keys and notices is not None:
        notices.append("The saved {} could not be used and {} reset.".format(
            " and ".join(keys), "were" if len(keys) > 1 else "was"))
    return settings


def save(storage, settings):
    """Save the settings that differ from their defaults (so a default can change later)."""
    pairs = [[key, settings[key]] for key in sorted(settings)
             if key not in SCHEMA or settings[key] != SCHEMA[key][0]]
    pairs = sorted(pairs + [[_SHAPE, SHAPE]])
    was_sound = storage.read(NAME, sound, False) is not None
    storage.save(NAME, journal.encode_line(pairs), was_sound)
