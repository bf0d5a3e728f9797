"""Run one portable test module's test_* functions; used under the real MicroPython.

Usage: support.micropython.portable_test("tests/portable/test_dice.py"), which puts the
module's folder on MICROPYPATH. Prints one line per failure and a closing count; exits 1 when
any test failed.
"""

import gc
import sys


def main(argv):
    path = argv[1]
    module = __import__(path[path.rfind("/") + 1 : -3])
    names = sorted(n for n in dir(module) if n.startswith("test_"))
    passed = failed = 0
    for name in names:
        # Each test starts from a collected heap, not among the garbage of the one before.
        gc.collect()
        try:
            getattr(module, name)()
            passed += 1
        except Exception as exc:  # report every failure, keep going
            failed += 1
            print("FAIL", name)
            sys.print_exception(exc)
    print("micropython: {} passed, {} failed".format(passed, failed))
    sys.exit(1 if failed else 0)


main(sys.argv)
