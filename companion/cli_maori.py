"""`companion maori …`: the Maori dice resolver (combat, panic, a retreat by sea, initiative,
odds, tables, the final ranking)."""

import argparse

from companion import cli_common
from core import maori

_WHARE_HELP = "who has a whare purakau: none, attacker, defender or both (13.3)"


def _check_dice_used(dice):
    """Physical dice must all be used: a leftover means they were typed in the wrong order."""
    left = dice.remaining() if hasattr(dice, "remaining") else 0
    if left:
        raise cli_common.CliError("{} dice given but {} left over: check the order".format(
            dice.used + left, left))


def _plural(count, word):
    return "{} {}{}".format(count, word, "" if count == 1 else "s")


def _name(kind):
    return kind.replace("_", " ")


# ---- combat ----


def _combat_text(r):
    lines = []
    if r["modifier_side"] is None:
        lines.append("attack {} vs defense {}: no Combat Modifier".format(r["attack"],
                                                                        r["defense"]))
    else:
        lines.append("attack {} vs defense {}: the {} adds +{}".format(
            r["attack"], r["defense"], r["modifier_side"], r["modifier"]))
    lines.append("attacker rolls {} -> {}, defender rolls {} -> {}".format(
        r["attacker_roll"], r["attacker_total"], r["defender_roll"], r["defender_total"]))
    loser = "defender" if r["winner"] == "attacker" else "attacker"
    lines.append("the {} wins by {}: the {} retreats {} and removes his Tohunga (10.1)".format(
        r["winner"], r["margin"], loser, _plural(r["retreat_areas"], "Area")))
    return "\n".join(lines)


def _run_combat(args):
    dice = cli_common.roller(args)
    result = maori.combat(args.attack, args.defense, dice, args.whare)
    _check_dice_used(dice)
    cli_common.emit(args, result, _combat_text(result))


def _run_odds(args):
    r = maori.combat_odds(args.attack, args.defense, args.whare)
    result = {"outcomes": r["outcomes"], "attacker_wins": r["attacker_wins"],
              "defender_wins": r["defender_wins"],
              "retreat_areas": {str(areas): count for areas, count in r["retreat_areas"]}}
    lines = ["attack {} vs defense {} (whare: {}), out of 36:".format(
        args.attack, args.defense, args.whare),
        "  attacker wins {:>2}".format(r["attacker_wins"]),
        "  defender wins {:>2}".format(r["defender_wins"])]
    for areas, count in r["retreat_areas"]:
        lines.append("  loser retreats {}: {:>2}".format(_plural(areas, "Area"), count))
    cli_common.emit(args, result, "\n".join(lines))


# ---- panic ----


def _roll_text(roll):
    if roll["captured"]:
        what = "panics, captured"
    elif not roll["panic"]:
        what = "steady"
    elif roll["becomes"] == roll["unit"]:
        what = "panics, no pursuers adjacent: no effect"
    else:
        what = "panics, becomes " + _name(roll["becomes"])
    return "  {} rolls {}: {}".format(_name(roll["unit"]), roll["roll"], what)


def _names(kinds):
    return ", ".join(_name(k) for k in kinds) or "none"


def _steps_text(steps, heading):
    """The panic rolls of each step (an Area, or a boarding), under heading(step)."""
    lines = []
    for step in steps:
        lines.append(heading(step))
        lines.extend(_roll_text(roll) for roll in step["rolls"])
        if step["leaders_captured"]:
            lines.append("  left alone next to the pursuers, captured (10.1): " +
                         _names(step["leaders_captured"]))
    return lines


def _ending_text(r):
    lines = ["survivors: " + _names(r["survivors"]), "captured: " + _names(r["captured"])]
    if "paramount_chief" in r["captured"]:
        lines.append("the Paramount Chief is captured: Total Defeat (12.3)")
    return lines


def _panic_text(r):
    lines = _steps_text(r["areas"], lambda area: "Area {} (pursuers {}adjacent):".format(
        area["area"], "" if area["pursuers_adjacent"] else "not "))
    return "\n".join(lines + _ending_text(r))


def _run_panic(args):
    dice = cli_common.roller(args)
    result = maori.retreat(cli_common.items(args.units, "--units"), args.areas, args.pursuit,
                           dice)
    _check_dice_used(dice)
    cli_common.emit(args, result, _panic_text(result))


def _sea_text(r):
    lines = []
    if r["left_behind"]:
        lines.append("left behind, captured as Population (10.2): " + _names(r["left_behind"]))
    lines += _steps_text(r["boardings"], lambda boarding: "boarding roll {} (the winner is "
                         "in the Area):".format(boarding["area"]))
    lines += _ending_text(r)
    if r["survivors"] and not r["paddlers"]:
        lines.append("no Combat Unit left to paddle: the canoes cannot retreat (10.2)")
    return "\n".join(lines)


def _run_sea(args):
    dice = cli_common.roller(args)
    left = cli_common.items(args.left_behind, "--left-behind") if args.left_behind else ()
    result = maori.sea_retreat(cli_common.items(args.units, "--units"), args.areas, dice, left)
    _check_dice_used(dice)
    cli_common.emit(args, result, _sea_text(result))


# ---- initiative ----


def _run_initiative(args):
    villages = cli_common.numbers(args.villages, "--villages")
    dice = cli_common.roller(args)
    result = maori.initiative(villages, dice)
    _check_dice_used(dice)
    lines = []
    for number, rnd in enumerate(result["rounds"], 1):
        parts = []
        for player, roll, score in zip(rnd["players"], rnd["rolls"], rnd["scores"]):
            if number == 1 and villages[player]:
                parts.append("player {} rolls {} - {} = {}".format(
                    player + 1, roll, villages[player], score))
            else:
                parts.append("player {} rolls {}".format(player + 1, roll))
        label = "round {}".format(number) if number == 1 else "re-roll {}".format(number - 1)
        lines.append("{}: {}".format(label, ", ".join(parts)))
    lines.append("player {} wins: choose who moves first and the direction (5.0)".format(
        result["winner"] + 1))
    cli_common.emit(args, result, "\n".join(lines))


# ---- tables ----


def _run_hand_size(args):
    size = maori.hand_size(args.iwi, args.villages)
    text = "hand size {} ({} Iwi, {}, +1 for the Paramount Chief; 6.0)".format(
        size, args.iwi, _plural(args.villages, "Village"))
    cli_common.emit(args, {"hand_size": size}, text)


def _run_victory(args):
    level = maori.victory_level(args.iwi)
    cli_common.emit(args, {"level": level}, "{} Iwi: {} (14.0)".format(args.iwi, level))


def _player(text):
    """argparse's type for --player IWI,AREAS,VILLAGES."""
    try:
        values = cli_common.numbers(text, "--player")
    except cli_common.CliError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if len(values) != 3:
        raise argparse.ArgumentTypeError(
            "IWI,AREAS,VILLAGES: three whole numbers, not {!r}".format(text))
    return values


def _run_rank(args):
    captured = set(args.chief_captured or ())
    unknown = sorted(captured - set(range(1, len(args.player) + 1)))
    if unknown:
        raise cli_common.CliError("--chief-captured names player {}, but the players are "
                                  "numbered 1 to {}".format(unknown[0], len(args.player)))
    players = [values + [number in captured] for number, values in enumerate(args.player, 1)]
    order = maori.victory_order(players)
    levels = [maori.victory_level(iwi, chief) for iwi, _, _, chief in players]
    lines = []
    for place, group in enumerate(order, 1):
        _, areas, villages, _ = players[group[0]]
        who = " and ".join(str(p + 1) for p in group)
        lines.append("{}. {} {}: {}, {}, {}{}".format(
            place, "players" if len(group) > 1 else "player", who, levels[group[0]],
            _plural(areas, "Area"), _plural(villages, "Village"),
            " (a tie the rules leave standing)" if len(group) > 1 else ""))
    lines.append("by level, then Areas Controlled, then Villages (14.0)")
    result = {"levels": levels, "order": [[p + 1 for p in group] for group in order]}
    cli_common.emit(args, result, "\n".join(lines))


def _run_solitaire_iwi(args):
    dice = cli_common.roller(args)
    r = maori.solitaire_iwi(args.neutral, dice)
    _check_dice_used(dice)
    if r["modified"] == r["roll"]:
        head = "roll {}".format(r["roll"])
    else:
        head = "roll {} - 2 = {}".format(r["roll"], r["modified"])
        if r["modified"] != r["result"]:
            head += ", counts as {}".format(r["result"])
    text = "{}: {}".format(head, maori.SOLITAIRE_IWI_TEXT[r["result"] - 1])
    if r["extra_warrior"]:
        text += ", plus an extra hostile Warrior"
    cli_common.emit(args, r, text + " (15.1)")


def register(subparsers):
    parser = subparsers.add_parser(
        "maori", help="Maori: Warriors of the Long White Cloud: combat, panic, initiative",
        description="Dice and tables for Maori: Warriors of the Long White Cloud.")
    commands = parser.add_subparsers(dest="action", required=True, parser_class=type(parser))

    def add(name, help, run, dice=True):
        sub = commands.add_parser(name, help=help, description=help)
        if dice:
            cli_common.add_dice_options(sub)
        cli_common.add_json_option(sub)
        sub.set_defaults(run=run)
        return sub

    sub = add("combat", "resolve one Combat; dice: the attacker's, then the defender's (10.1)",
              _run_combat)
    sub.add_argument("--attack", type=cli_common.whole, required=True, help="the attacker's total")
    sub.add_argument("--defense", type=cli_common.whole, required=True, help="the defender's total")
    sub.add_argument("--whare", choices=maori.WHARE, default="none", help=_WHARE_HELP)

    sub = add("odds", "the exact outcomes of a Combat over the 36 dice pairs (10.1)", _run_odds,
              dice=False)
    sub.add_argument("--attack", type=cli_common.whole, required=True, help="the attacker's total")
    sub.add_argument("--defense", type=cli_common.whole, required=True, help="the defender's total")
    sub.add_argument("--whare", choices=maori.WHARE, default="none", help=_WHARE_HELP)

    sub = add("panic", "roll for panic Area by Area as the loser retreats (10.1, 10.2)",
              _run_panic)
    sub.add_argument("--units", required=True,
                     help="the retreating pieces, comma-separated: " + ", ".join(maori.KINDS))
    sub.add_argument("--areas", type=cli_common.whole, required=True,
                     help="the Areas actually retreated (fewer if a Village ends the retreat)")
    sub.add_argument("--pursuit", type=cli_common.whole, default=0,
                     help="how many vacated Areas the winner advanced into (default 0)")

    sub = add("sea-retreat", "roll for panic as the loser boards his War Canoes: twice when 2 "
              "or more Areas are due (10.2)", _run_sea)
    sub.add_argument("--units", required=True,
                     help="the pieces that board, comma-separated: " + ", ".join(maori.KINDS))
    sub.add_argument("--areas", type=cli_common.whole, required=True,
                     help="the Areas the Combat result says to retreat")
    sub.add_argument("--left-behind",
                     help="the Units without room on the canoes, comma-separated (captured)")

    sub = add("initiative", "roll for initiative; ties re-roll without modifiers (5.0)",
              _run_initiative)
    sub.add_argument("--villages", required=True,
                     help="each player's number of Villages, comma-separated")

    sub = add("hand-size", "cards in hand: half per Iwi and Village, +1, rounded up (6.0)",
              _run_hand_size, dice=False)
    sub.add_argument("--iwi", type=cli_common.whole, required=True, help="Iwi Controlled")
    sub.add_argument("--villages", type=cli_common.whole, required=True, help="Villages owned")

    sub = add("victory", "the level of Victory or Defeat from the Iwi Controlled (14.0)",
              _run_victory, dice=False)
    sub.add_argument("--iwi", type=cli_common.whole, required=True, help="Iwi Controlled")

    sub = add("rank", "the players' final ranking: level of Victory, then Areas Controlled, "
              "then Villages (14.0)", _run_rank, dice=False)
    sub.add_argument("--player", type=_player, action="append", required=True,
                     help="IWI,AREAS,VILLAGES of a player; once per player, in order")
    sub.add_argument("--chief-captured", type=cli_common.whole, action="append",
                     help="a player (from 1) whose Paramount Chief is captured: Total Defeat "
                          "(12.3); once per such player")

    sub = add("solitaire-iwi", "solitaire: roll on taking a neutral Iwi (15.1)",
              _run_solitaire_iwi)
    sub.add_argument("--neutral", type=cli_common.whole, required=True, help="Iwi still neutral")
