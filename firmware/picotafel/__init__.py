"""picotafel: a scoring device for the Swiss jass family of card games.

The package holds the shared core (cards, match log, games) and the ui; both run
unchanged on CPython and MicroPython. Device-only code lives in `picotafel.hw`.
"""


def forget(*names):
    """Drop modules of this package that are no longer needed (the setup screens once a
    match runs, the menu once closed, the saved-file checks after boot), so that their
    code leaves the Pico's small heap; the next import loads them again. A module that
    says LANG_PART takes that part of the words with it (picotafel.lang)."""
    import sys
    for name in names:
        full = __name__ + "." + name
        m = sys.modules.pop(full, None)
        if m is not None:
            parent, leaf = full.rsplit(".", 1)
            try:
                delattr(sys.modules[parent], leaf)
            except (AttributeError, KeyError):
                pass
            part = getattr(m, "LANG_PART", None)
            if part is not None:
                from picotafel import lang
                lang.drop(part)

