"""Button numbers, bitmask bits and the small-int events the screens handle."""

from core.compat import const

# Buttons, as bit numbers in board.buttons.read().
PREV = const(0)
NEXT = const(1)
OK = const(2)
BACK = const(3)
COUNT = const(4)

# Events. A short press of OK or BACK fires on release; PREV and NEXT fire on press and
# repeat while held. A long press fires once, when the hold reaches the long-press time.
EV_PREV = const(1)
EV_NEXT = const(2)
EV_OK = const(3)
EV_BACK = const(4)
EV_LONG_OK = const(5)
EV_LONG_BACK = const(6)  # undo, in every game screen

# Without a press for this long, the table view comes up over a score game (firmware/table_view.py,
# which the app imports only then).
IDLE_MS = const(8000)

# The undo gesture, as shown on screen.
UNDO_HINT = "hold BACK: undo"
REDO_HINT = "hold OK: redo"  # under an undo's note, until the next press
