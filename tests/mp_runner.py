"""Run one portable test module's test_* functions; used under the real MicroPython.

Usage, from the repo root: micropython tests/mp_runner.py tests/portable/test_dice.py
Prints one line per failure and a closing count; exits 1 when any test failed.
"""

import sys


def main(argv):
    path = argv[1]
    cut = path.rfind("/")
    sys.path.insert(0, path[:cut])
    sys.path.insert(0, ".")
    module = __import__(path[cut + 1 : -3])
    names = sorted(n for n in dir(module) if n.startswith("test_"))
    passed = failed = 0
    for name in names:
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
