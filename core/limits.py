"""The bounds of every number a player enters, defined once for the device and the command line.

The rules refuse a value outside them (so no journal holds one), the device's entry screens stop
at them, and the command line reports them in the rules' words. Maori sections cite
../shared/rules/004_098e2e0baee2cb11.txt; Karekare's bounds are those of the device's screens.
"""

from core.compat import const

# Maori: Warriors of the Long White Cloud.
TOTAL = const(50)  # an attack or defense total (10.1): more than any stack on the map reaches
AREAS = const(19)  # Areas retreated after one Combat (10.1, 10.2)
IWI = const(19)  # "nineteen Iwi" (2.2): Iwi Controlled, Villages, neutral Iwi
STACK = const(19)  # pieces of one kind in a retreating stack ("the counter mix is not ... a
# limiting factor", 6.0, so this is the device's choice)
SCOUTS = const(4)  # "only four Scouts" (6.0)
ROYAL_GUARDS = const(1)  # "only one Royal Guard unit" (6.0)

# Karekare.
HONOR = const(999)  # an honor score: three digits on the device's scoreboard
CORRECTION = const(30)  # the most one honor correction changes
TOKENS = const(99)  # timber or sweet potato entered for one player
