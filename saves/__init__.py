"""The saves: the journal, the storage, the settings and the sessions service, portable to
MicroPython. They import core/ and nothing above it; a filesystem's specifics come in through
a small object (saves/storage.py's Flash), as hardware comes in through the board."""
