"""Placeholder: the `companion moeraki` commands are being written."""


def register(subparsers):
    subparsers.add_parser("moeraki", help="(coming)")
