"""The players' language: every word a screen shows or a refusal says is `t(NAME)`, the
line NAME of the chosen language's module (lang_en, lang_de, lang_fr, lang_es: one
string WORDS of "NAME = text" lines, the same names in each). Only the chosen language is
held, as one bytes object of its lines (a few KB; a module of names or a tuple of strings
costs three to six times as much on the heap), loaded at its first need; choosing another
drops it. Logs hold no words of any language (statements and card codes), so a match
opens in whatever language is chosen.
"""

CODES = ("en", "de", "fr", "es")
# Each language named in itself: the first-start list needs no reading of any one of them.
NAMES = ("English", "Deutsch", "Fran\u00e7ais", "Espa\u00f1ol")

_code = "en"
_words = None     # the chosen language's lines as UTF-8 bytes, b"\nNAME = text\n..."


def use(code):
    """Speak `code` (one of CODES; anything else is English) from the next word on."""
    global _code, _words
    if code not in CODES:
        code = "en"
    if code != _code:
        _code, _words = code, None


def current():
    return _code


def _load(code):
    from picotafel import forget
    name = "lang_" + code
    words = getattr(__import__("picotafel." + name), name).WORDS.encode()
    forget(name)                # the module and its str go: only the bytes stay
    return words


def t(name):
    """The chosen language's text NAME (NAME itself if the language lacks it, which
    tests/test_lang.py does not let pass)."""
    global _words
    if _words is None:
        _words = _load(_code)
    key = b"\n" + name.encode() + b" = "
    i = _words.find(key)
    if i < 0:
        return name
    i += len(key)
    return _words[i:_words.find(b"\n", i)].decode()
