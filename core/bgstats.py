"""A finished game as a play for BG Stats, the score-keeping app: its documented import is a
bgstats:// link whose data is the play as URL-encoded JSON. `companion history --bgstats` and
the page's "Your games" give these links."""

import json

from core.games import title
from core.tally import ranks

LINK = "bgstats://app.bgstatsapp.com/createPlay.html?data="
# kind -> its BoardGameGeek id, None where it is not confirmed (BG Stats then matches the game
# by its name, which the person confirms once). Every game here is won by the highest score.
BGG_IDS = {"karekare": None, "moeraki": None, "kachina": None}
_SAFE = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~"


def play(result, date):
    """The BG Stats play of a finished game (core/results.py play()); date is the local time
    it ended as "YYYY-MM-DD HH:MM:SS", or None when it is not known."""
    kind = result["kind"]
    game = {"name": title(kind), "highestWins": True, "noPoints": False}
    if BGG_IDS[kind] is not None:
        game["bggId"] = BGG_IDS[kind]
    players = []
    for index, rank in enumerate(ranks(result)):
        name = result["players"][index]
        players.append({"name": name, "score": result["scores"][index], "rank": rank,
                        "winner": name in result["winners"],
                        "startPlayer": index == result["starter"]})
    data = {"game": game, "players": players}
    if date is not None:
        data["playDate"] = date
    return data


def _quote(text):
    """Percent-encoding of text's UTF-8 bytes (no urllib on MicroPython)."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(byte) if byte in _SAFE else "%{:02X}".format(byte))
    return "".join(out)


def link(result, date):
    """The bgstats:// link that opens BG Stats' import of the play."""
    return LINK + _quote(json.dumps(play(result, date)))
