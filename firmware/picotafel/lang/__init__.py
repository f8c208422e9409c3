"""The players' language: every word a screen shows or a refusal says is `t(NAME, PART)`,
the line NAME of the module lang/<code>_<PART>.py of the chosen language (en, de, fr, es:
the same names in each language's same part; the German of NAME is in de_*.py, beside
the English in en_*.py). PART is where the word is needed, so that only the words in use
are in the Pico's heap (a La Pomme match at play: about 1.9 KB of the 8.5 KB):

  play      (the default) every game's play screens, the trick rules' refusals (made for
            each card a key may mean), a name more than one part asks for
  breach    a refused group of cards and a broken rule (the breach screens)
  setup     a new match's screens and the language screen   } leave the heap with their
  menu      the menu's screens and the saved matches' list   } modules: such a module
  saving    the saved matches' checks at power-on            } says LANG_PART (forget)
  melds     a meld's refusals (Jass, Schieber)
  log       a log line that cannot be read or applied (a damaged file, the host tools)
  pomme, jass, schieber, differenzler, abstrac: a game's own; one at a time
  crash     the crash screen's four words (screens/ui_crash.py), loaded only at a crash

A part is loaded at its first word and kept as its WORDS alone (the module itself is
forgotten): a few strings of "NAME = text" lines, in alphabetical order, none longer
than about 1 KB (one 6 KB string needs a block a fragmented heap may not have). A change
of language drops every part. Logs hold no words of any language (statements and card
codes), so a match opens in whatever language is chosen.

Adding a string: a line NAME = text in en_<part>.py and in each other language's
<code>_<part>.py, the code saying t(NAME, PART) (t(NAME) for play); then
`PYTHONPATH=.:firmware:tests python3 tests/test_lang.py` puts the lines in order and in
strings, and tests/test_lang.py wants the place it is shown in.
"""

CODES = ("en", "de", "fr", "es")
# Each language named in itself: the first-start list needs no reading of any one of them.
NAMES = ("English", "Deutsch", "Fran\u00e7ais", "Espa\u00f1ol")

_code = "en"
_parts = {}       # part -> its WORDS in the chosen language, the parts loaded


def use(code):
    """Speak `code` (one of CODES; anything else is English) from the next word on."""
    global _code
    if code not in CODES:
        code = "en"
    if code != _code:
        _parts.clear()
        _code = code


def current():
    return _code


def loaded():
    """The parts in the heap now."""
    return sorted(_parts)


def drop(part):
    """Let `part`'s words leave the heap (picotafel.forget, with the module that asks it);
    the next word of it loads it again."""
    _parts.pop(part, None)


def _load(part):
    """Read `part` of the chosen language: its WORDS kept, its module forgotten (the module
    object and its dict are heap too); a game's part drops the other games'."""
    from picotafel.core.rules import GAMES
    if part in GAMES:               # the game played's words only
        for g in GAMES:
            _parts.pop(g, None)
    from picotafel import forget
    mod = _code + "_" + part
    words = _parts[part] = getattr(__import__("picotafel.lang." + mod).lang, mod).WORDS
    forget("lang." + mod)
    return words


def t(name, part="play"):
    """The chosen language's text NAME of `part` (NAME itself if the part lacks it, which
    tests/test_lang.py does not let pass). Nothing is made but the text returned."""
    words = _parts.get(part)
    if words is None:
        words = _load(part)
    n = len(name)
    for s in words:               # each string starts with "\n"
        i = s.find(name)
        while i > 0:
            j = i + n
            if s.startswith(" = ", j) and s.startswith("\n", i - 1):
                return s[j + 3:s.find("\n", j)]
            i = s.find(name, j)
    return name
