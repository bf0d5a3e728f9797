"""What the tests and the tools share: the fake-board scenarios and saved games the tests play,
the device tree and the web page they build, the emulated Pico they drive, and the benchmarks'
file and games. Portable modules (scenario, checks, played, ...) run on MicroPython too, with
MICROPYPATH from support/micropython.py; tools/ holds the commands."""
