"""The error types that the rules core raises; each message is fit to show a player."""


class RulesError(ValueError):
    """An action or setting that the rulebook does not allow."""


class JournalError(ValueError):
    """A saved journal that cannot be read."""
