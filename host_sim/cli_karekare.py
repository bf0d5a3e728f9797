"""Placeholder: the `companion karekare` commands are being written."""


def register(subparsers):
    subparsers.add_parser("karekare", help="(coming)")
