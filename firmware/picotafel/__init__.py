"""picotafel: a scoring device for the Swiss jass family of card games.

The package holds the shared core (cards, match log, games) and the ui; both run
unchanged on CPython and MicroPython. Device-only code lives in `picotafel.hw`.
"""

