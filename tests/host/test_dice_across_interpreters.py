"""The portable PRNG gives the same first 1,000 rolls on CPython and MicroPython."""

import test_dice

from support import micropython


def test_first_1000_rolls_match_micropython():
    code = "import test_dice; print(test_dice.first_thousand_rolls())"
    run = micropython.run(["-c", code], extra=("tests/portable",), capture_output=True,
                          text=True)
    assert run.returncode == 0, run.stderr
    ours = test_dice.first_thousand_rolls()
    assert len(ours) == 1000
    assert run.stdout.strip() == ours
