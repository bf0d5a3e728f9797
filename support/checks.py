"""Small assertions the portable tests share (plain functions: they run on MicroPython too)."""

from core.errors import RulesError


def raises(error, fn, *args):
    """Call fn(*args), expecting error; returns its message."""
    try:
        fn(*args)
    except error as exc:
        return str(exc)
    raise AssertionError("{} did not raise {}".format(getattr(fn, "__name__", fn), error.__name__))


def refused(session, action):
    """The action is refused with a RulesError and changes nothing; returns the message."""
    before = session.standings()
    count = len(session.actions)
    message = raises(RulesError, session.do, action)
    assert session.standings() == before
    assert len(session.actions) == count
    return message
