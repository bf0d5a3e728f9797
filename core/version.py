"""The firmware's version: shown in Settings and by `companion --version`, and written into
each journal's header. CHANGELOG.md says what each version changes in the saves."""

FIRMWARE = "0.2.0"

