"""The device settings: each key with its default and bounds, and the file they are kept in.

Whatever the settings file holds (damaged, cut short, a value of the wrong kind or out of
bounds), reading it never stops the boot. A file is sound when every pair in it is a known key,
once, with a valid value; a file that is not sound loses to a sound backup, and the next save
keeps it apart (settings.damaged) so the sound backup stays. With no sound file at all, each
valid value of the file (else of the backup) is kept and every other setting is its default.
"""

from saves import journal

NAME = "settings"
# key: (default, lowest, highest). A text or a list of texts has no bounds.
SCHEMA = {
    "brightness": (64, 0, 255),
    "budget_ma": (400, 50, 2000),
    "pixels": (24, 2, 64),
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
        return all(type(item) is str for item in value)
    return True


def _settings(text, strict):
    """The valid settings of a file's text, as a dict; with strict, any pair that is not a
    known key, once, with a valid value raises ValueError instead of being left out."""
    pairs = journal.decode_line(text.rstrip("\n"), 1)
    if type(pairs) is not list:
        raise ValueError("not settings")
    found = {}
    for pair in pairs:
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


def saved(storage):
    """The valid settings on flash, as a dict (keys that are missing or bad are left out)."""
    found = storage.read(NAME, sound)
    if found is None:
        found = storage.read(NAME, _valid_part)
    return found or {}


def load(storage):
    """Every setting: the saved value where it is valid, else the default."""
    settings = {key: SCHEMA[key][0] for key in SCHEMA}
    settings.update(saved(storage))
    return settings


def save(storage, settings):
    """Save the settings that differ from their defaults (so a default can change later)."""
    pairs = [[key, settings[key]] for key in sorted(settings)
             if key not in SCHEMA or settings[key] != SCHEMA[key][0]]
    was_sound = storage.read(NAME, sound, False) is not None
    storage.save(NAME, journal.encode_line(pairs), was_sound)
