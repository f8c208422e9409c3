"""picotafel: a scoring device for the Swiss jass family of card games.

The package holds the shared core (cards, match log, games) and the ui; both run
unchanged on CPython and MicroPython. Device-only code lives in `picotafel.hw`.
"""


def forget(*names):
    """Drop modules of this package that are no longer needed (the setup screens once a
    match runs, the menu once closed, the saved-file checks after boot), so that their
    code leaves the Pico's small heap; the next import loads them again."""
    import sys
    pkg = sys.modules[__name__]
    for name in names:
        if sys.modules.pop(__name__ + "." + name, None) is not None:
            try:
                delattr(pkg, name)
            except AttributeError:
                pass

