"""What every `companion` subcommand shares: reading numbers and lists, dice options, output.

Numbers are read strictly: ASCII digits with an optional minus sign and nothing else, no space
either ("2\u00a0" was once read as 2), so "٣" and "0x10" are refused rather than read as
something else, and so is a number of thousands of digits. A list of numbers is numbers and
commas only ("3,4"). Their
bounds are the rules' (MAX_TOTAL, MAX_AREAS... in core/maori.py and core/karekare.py), checked
by the rules themselves, as on the device.
"""

import argparse
import json
import os
import re

from core import dice
from firmware.games.shared import rings

_NUMBER = re.compile(r"-?[0-9]+")
_DIGITS = 100  # more is no count anyone plays with, and far from CPython's limit of 4300


class CliError(ValueError):
    """Bad input on the command line: one line on stderr, exit status 2."""


def _problem(text):
    """What is wrong with text as a whole number, or None."""
    if not _NUMBER.fullmatch(text):
        return "not a whole number: {!r}".format(text)
    if len(text) > _DIGITS:
        return "a number of {} digits is far too large".format(len(text))
    return None


def is_number(text):
    """True when text is a whole number as the command line reads one."""
    return _problem(text) is None


def number(text, what):
    """A whole number from text; a CliError naming what otherwise."""
    problem = _problem(text)
    if problem:
        raise CliError("{}: {}".format(what, problem))
    return int(text)


def whole(text):
    """argparse's type for a whole number (its bounds are the rules')."""
    problem = _problem(text)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return int(text)


def items(text, what):
    """The comma-separated entries of text, each stripped; a CliError for an empty one."""
    parts = [part.strip() for part in text.split(",")]
    if not all(parts):
        raise CliError("{} has an empty entry: {!r}".format(what, text))
    return parts


def numbers(text, what):
    """Parse "3,4,5" into [3, 4, 5]; a clear CliError otherwise."""
    try:
        return [number(part, what) for part in text.split(",")]
    except CliError:
        raise CliError("{} must be whole numbers separated by commas, not {!r}".format(
            what, text)) from None


def names(given):
    """Player names as given; a name made of digits would be taken for a seat number."""
    for name in given:
        if name.strip().isdigit():
            raise CliError("a player's name cannot be a number: {!r}".format(name))
    return list(given)


def add_dice_options(parser):
    parser.add_argument("--dice", help="the values of physical dice, in the order they are used")
    parser.add_argument("--seed", type=whole, help="seed the built-in dice for a repeatable roll")


def roller(args):
    """Scripted dice from --dice, seeded dice from --seed, otherwise dice seeded by the OS."""
    if args.dice is not None:
        return dice.ScriptedDice(numbers(args.dice, "--dice"))
    if args.seed is not None:
        return dice.Dice(dice.Xorshift32(args.seed))
    return dice.Dice(dice.source_from_entropy(os.urandom(4)))


def add_colours_option(parser):
    parser.add_argument("--colours", help="each player's colour on the device's rings, in "
                                          "seat order: " + ", ".join(rings.names()))


def colours(args):
    """The --colours list, each a colour the rings can show; None when not given."""
    if args.colours is None:
        return None
    chosen = [part.lower() for part in items(args.colours, "--colours")]
    for colour in chosen:
        if colour not in rings.names():
            raise CliError("unknown colour {!r}: choose from {}".format(
                colour, ", ".join(rings.names())))
    if len(set(chosen)) != len(chosen):
        raise CliError("two players have the same colour: the rings could not tell them apart")
    return chosen


def add_json_option(parser):
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def emit(args, result, text):
    """Print the result as sorted JSON with --json, otherwise as the readable text."""
    if getattr(args, "json", False):
        print(json.dumps(result, sort_keys=True))
    else:
        print(text)


NOTES = []


def note(text):
    """Something the user should know beside the result. Notes go to stderr once the command
    has succeeded (so --json stays clean, and a failure stays one line)."""
    NOTES.append("note: " + text)
