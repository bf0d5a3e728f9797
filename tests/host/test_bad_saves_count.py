"""The bad-saves corpus (tests/bad_saves/) on CPython: count the cases by expected outcome and
record the figure for the closing lines of `make test`. The checks themselves are the portable
tests/portable/test_bad_saves.py, which also runs under MicroPython."""


from conftest import record_report


def test_the_bad_saves_are_counted():
    import test_bad_saves as bad  # tests/portable, on pytest's pythonpath

    found = bad.results()
    outcomes = {}
    for name in found:
        outcome = bad.expected(name)[0]
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    outcomes[bad.PREFIX] += 1  # the 1 MB file written at run time: its 10 actions are kept
    outcomes["settings"] = len(bad.settings_cases())
    count = len(found) + 1 + outcomes["settings"]
    wrong = [name for name in found if found[name]]
    words = ", ".join("{} {}".format(outcomes[o], o) for o in
                      (bad.GOOD, bad.CUT, bad.PREFIX, bad.BACKUP, bad.FRESH, bad.UNDETECTED,
                       "settings") if o in outcomes)
    record_report("bad saves: {} cases ({}), every one as expected".format(count, words))
    assert count >= 50
    assert not wrong, wrong
