"""Placeholder: the `companion maori` commands are being written."""


def register(subparsers):
    subparsers.add_parser("maori", help="(coming)")
