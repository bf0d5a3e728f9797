"""The score-keeping games, by the kind saved in a journal."""

from core import kachina, karekare, moeraki

GAMES = {karekare.KIND: karekare, moeraki.KIND: moeraki, kachina.KIND: kachina}
