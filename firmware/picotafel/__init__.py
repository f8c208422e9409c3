"""picotafel: a scoring device for the Swiss jass family of card games.

The package holds the shared core (cards, match log, games) and the ui; both run
unchanged on CPython and MicroPython. Device-only code lives in `picotafel.hw`.
"""


def forget(*names):
    """Drop modules of this package that are no longer needed (the setup screens once a
    match runs, the menu once closed, the saved-file checks after boot), so that their
    code leaves the Pico's small heap; the next import loads them again."""
    import sys
    for name in names:
        full = __name__ + "." + name
        if sys.modules.pop(full, None) is not None:
            parent, leaf = full.rsplit(".", 1)
            try:
                delattr(sys.modules[parent], leaf)
            except (AttributeError, KeyError):
                pass

