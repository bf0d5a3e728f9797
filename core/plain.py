"""A game's state as plain data and back, for the journal's checkpoints.

A state is an object whose attributes are ints, strings, None, booleans and lists or tuples of
those. As plain data it is a dict of its attributes (tuples become lists); restoring starts from
the game's fresh state for the same settings and takes each attribute back, so a checkpoint that
names an attribute the fresh state lacks, or gives it a value of another kind, is refused.
"""

from core.errors import RulesError

_SCALARS = (int, str, bool, type(None))


def snapshot(state, skip=()):
    """{attribute: value} of state, without the attributes named in skip; its lists are
    copies (one level deep), so changing the state later does not change the snapshot."""
    data = {}
    for name in state.__dict__:
        if name not in skip:
            value = state.__dict__[name]
            data[name] = list(value) if type(value) in (list, tuple) else value
    return data


def restore(state, data, skip=(), tuples=()):
    """Put data (from snapshot) into state, a fresh state of the same settings; returns it."""
    fresh = state.__dict__
    if type(data) is not dict or len(data) + len(skip) != len(fresh):
        raise RulesError("the checkpoint does not fit this game")
    for name in data:
        value = data[name]
        if name in skip or name not in fresh or not _fits(fresh[name], value):
            raise RulesError("the checkpoint's {!r} does not fit this game".format(name))
        setattr(state, name, tuple(value) if name in tuples and value is not None else value)
    return state


def _fits(fresh, value):
    """value can stand where the fresh state has fresh: lists for sequences, the same scalar
    kind, and anything where the fresh state has nothing yet."""
    if fresh is None:
        return type(value) in _SCALARS or type(value) is list
    if type(fresh) in (list, tuple):
        return type(value) is list
    return type(value) is type(fresh)
