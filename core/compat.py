"""The one shim between CPython and MicroPython that the shared code needs."""

try:
    from micropython import const  # pyright: ignore[reportAssignmentType]
except ImportError:

    def const(value):
        """CPython stand-in for micropython.const."""
        return value
