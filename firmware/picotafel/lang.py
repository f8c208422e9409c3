"""The players' language: every word a screen shows or a refusal says comes from the
chosen language's module (lang_en, lang_de, lang_fr, lang_es: the same names, one string
each), loaded at its first need and alone: choosing another language drops the old one,
so only one language's words take room on the Pico's heap. Logs hold no words of any
language (statements and card codes), so a match opens in whatever language is chosen.
"""

CODES = ("en", "de", "fr", "es")
# Each language named in itself: the first-start list needs no reading of any one of them.
NAMES = ("English", "Deutsch", "Fran\u00e7ais", "Espa\u00f1ol")

_code = "en"
_words = None


def use(code):
    """Speak `code` (one of CODES; anything else is English) from the next word on."""
    global _code, _words
    if code not in CODES:
        code = "en"
    if code != _code:
        from picotafel import forget
        forget("lang_" + _code)
        _code, _words = code, None


def current():
    return _code


def w():
    """The chosen language's words: a module whose names are the strings."""
    global _words
    if _words is None:
        name = "lang_" + _code
        _words = getattr(__import__("picotafel." + name), name)
    return _words
