"""A littlefs filled to its last block, under the real MicroPython:
tests/micropython/full_littlefs.py (an action refused with the truth, another game opens)."""


from conftest import record_report

from support import micropython


def test_a_full_littlefs_refuses_the_action_says_so_and_opens_other_games():
    run = micropython.run(["-X", "heapsize=2M", "tests/micropython/full_littlefs.py"],
                          capture_output=True, text=True, timeout=600)
    assert run.returncode == 0 and run.stdout.endswith("done\n"), run.stdout + run.stderr
    assert "another game opened on the full flash" in run.stdout
    record_report(run.stdout.splitlines()[0])
