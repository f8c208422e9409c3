"""The players' language: every word a screen shows or a refusal says is `t(NAME)`, the
line NAME of the chosen language's module (lang_en, lang_de, lang_fr, lang_es: the same
names in each). A module's WORDS is a few strings of "NAME = text" lines, the names in
alphabetical order across them, none longer than about 1 KB: only the chosen language is
loaded, at its first need, and it takes about 7 KB of the heap in small blocks (a module
of names or a tuple of strings costs three to six times as much; one 6 KB string needs a
block that a fragmented heap may not have). Logs hold no words of any language
(statements and card codes), so a match opens in whatever language is chosen.
"""

CODES = ("en", "de", "fr", "es")
# Each language named in itself: the first-start list needs no reading of any one of them.
NAMES = ("English", "Deutsch", "Fran\u00e7ais", "Espa\u00f1ol")

_code = "en"
_words = None     # the chosen language's WORDS


def use(code):
    """Speak `code` (one of CODES; anything else is English) from the next word on."""
    global _code, _words
    if code not in CODES:
        code = "en"
    if code != _code:
        from picotafel import forget
        forget("lang.lang_" + _code)
        _code, _words = code, None


def current():
    return _code


def t(name):
    """The chosen language's text NAME (NAME itself if the language lacks it, which
    tests/test_lang.py does not let pass)."""
    global _words
    words = _words
    if words is None:
        mod = "lang_" + _code
        words = _words = getattr(__import__("picotafel.lang." + mod).lang, mod).WORDS
    k = 0                          # the last part whose first name is not after NAME
    for i in range(1, len(words)):
        part = words[i]
        if part[1:part.find(" ")] > name:
            break
        k = i
    part = words[k]
    key = "\n" + name + " = "
    i = part.find(key)
    if i < 0:
        return name
    i += len(key)
    return part[i:part.find("\n", i)]
