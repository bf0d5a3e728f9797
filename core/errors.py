"""The error types that the rules core raises; each message is fit to show a player."""


class RulesError(ValueError):
    """An action or setting that the rulebook does not allow."""


class JournalError(ValueError):
    """A saved journal that cannot be read."""


class NewerSave(JournalError):
    """A save written by a newer firmware: it is left as it is, never read in part."""


class OldShape(JournalError):
    """A checkpoint of an older shape of the game's state: the actions must be replayed."""
