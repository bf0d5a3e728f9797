"""Placeholder: the `companion kachina` commands are being written."""


def register(subparsers):
    subparsers.add_parser("kachina", help="(coming)")
