"""The players' language: every word a screen shows or a refusal says is `t(NAME, PART)`,
the line NAME of the module lang/<code>_<PART>.py of the chosen language (en, de, fr, es:
the same names in each language's same part; the German of NAME is in de_*.py, beside
the English in en_*.py). PART is where the word is needed, so that only the words in use
are in the Pico's heap (a La Pomme match at play: about 1.9 KB of the 8.5 KB):

  play      (the default) every game's play screens, the trick rules' refusals (made for
            each card a key may mean), a name more than one part asks for
  breach    a refused group of cards and a broken rule (the breach screens)
  setup     a new match's screens and the language screen   } leave the heap with their
  menu      the menu's screens                              } modules: such a module
  saved     the saved matches' list and one match's actions } says LANG_PART (heap)
  stats     the menu's Statistics over the saved matches     }
  saving    the saved matches' checks at power-on            }
  melds     a meld's refusals (Jass, Schieber)
  log       a log line that cannot be read or applied (a damaged file, the host tools)
  points    a deal entered by its points (screens/ui_points*.py: leaves with them)
  pomme, jass, schieber, differenzler, abstrac, coiffeur: a game's own; one at a time
  crash     the crash screen's four words (screens/ui_crash.py), loaded only at a crash
  keytest   the keypad's wiring test (screens/ui_keytest.py), only when a key is held at
            power-on
  web       the browser page's buttons and its log files' messages (picotafel/web)

A part is loaded at its first word and kept as its WORDS alone, as UTF-8 bytes (the
module itself is forgotten): a few strings of "NAME = text" lines, in alphabetical
order, none longer than about 1 KB (one 6 KB string needs a block a fragmented heap
may not have). A change of language drops every part. Logs hold no words of any
language (statements and card codes), so a match opens in whatever language is chosen.

Adding a string: a line NAME = text in en_<part>.py and in each other language's
<code>_<part>.py, the code saying t(NAME, PART) (t(NAME) for play); then
`PYTHONPATH=.:firmware:tests python3 tests/lang/test_lang.py` puts the lines in order and in
strings, and tests/lang/test_lang.py wants the place it is shown in.
"""

CODES = ("en", "de", "fr", "es")

_code = "en"
_parts = {}       # part -> its WORDS in the chosen language, the parts loaded
# NAME -> text of the words asked last (a screen asks the same few at every key, and a
# search costs up to a millisecond on the Pico); emptied when a part leaves or past RECENT.
_recent = {}
RECENT = 12
# The parts of which one at a time is kept (the games': games/__init__.py names them, so
# that this module, below every other, imports none of them).
ALONE = []
# part: the package its modules <code>_<part>.py are in, for a part that lives outside
# the firmware (the words of a game registered from outside: rules.register); every
# other part is in picotafel.lang.
PLACES = {}


def use(code):
    """Speak `code` (one of CODES; anything else is English) from the next word on."""
    global _code
    if code not in CODES:
        code = "en"
    if code != _code:
        _parts.clear()
        _recent.clear()
        _code = code


def current():
    return _code


def loaded():
    """The parts in the heap now."""
    return sorted(_parts)


def drop(part):
    """Let `part`'s words leave the heap (picotafel.heap.forget, with the module that asks it);
    the next word of it loads it again."""
    _parts.pop(part, None)
    _recent.clear()


def _load(part):
    """Read `part` of the chosen language: its WORDS kept as bytes, its module forgotten
    (the module object and its dict are heap too); a game's part drops the other games'."""
    if part in ALONE:               # the game played's words only
        for g in ALONE:
            if _parts.pop(g, None) is not None:
                _recent.clear()
    from picotafel.heap import forget
    mod = _code + "_" + part
    place = PLACES.get(part)
    words = __import__((place or "picotafel.lang") + "." + mod, None, None,
                       ("WORDS",)).WORDS
    words = _parts[part] = tuple(s.encode() for s in words)
    if place is None:           # (a part placed outside stays: the tests' own)
        forget("lang." + mod)
    return words


def t(name, part="play"):
    """The chosen language's text NAME of `part` (NAME itself if the part lacks it, which
    tests/lang/test_lang.py does not let pass). A word asked again (of the last RECENT) makes
    nothing; else made: the name's bytes and the text returned.

    A part is searched as bytes: MicroPython indexes a str that holds a non-ASCII
    character by walking it from the start, so each find, startswith and slice in a
    1 KB str costs a walk of it."""
    text = _recent.get(name)
    if text is not None:
        return text
    words = _parts.get(part)
    if words is None:
        words = _load(part)
    key = name.encode()
    n = len(key)
    # The names are in order across the strings (each starts with "\n"): only the last
    # string whose first name is not after NAME can hold it (a find runs at every byte).
    k = len(words) - 1
    while k:
        s = words[k]
        head = s[1:n + 1]
        if head < key or head == key and s.startswith(b" = ", n + 1):
            break
        k -= 1
    s = words[k]
    i = s.find(key)
    while i > 0:
        j = i + n
        if s[i - 1] == 10 and s.startswith(b" = ", j):
            if len(_recent) >= RECENT:
                _recent.clear()
            text = _recent[name] = s[j + 3:s.find(b"\n", j)].decode()
            return text
        i = s.find(key, j)
    return name
