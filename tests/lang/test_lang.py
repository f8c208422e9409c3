"""The languages (picotafel.lang): every string in every language, with the fields of the
English one, drawable by the font and no wider than its place on the screen; the first
start's language screen, the choice kept on the device and in the menu; logs that hold
no language, so that a match saved in one opens in another.

Adding a string: a line NAME = text in lang/en_<part>.py and in each other language's
<code>_<part>.py, the part being where it is shown (lang/__init__.py lists them; the code
says lang.t("NAME", "<part>"), or lang.t("NAME") for play), then
`PYTHONPATH=.:firmware:tests python3 tests/lang/test_lang.py` puts the lines in order and in
strings; and its place below
(PLACES: the characters it may take with the widest arguments it gets, WRAPPED for a
message shown over as many lines as it needs, or NOTICE for a saved matches' message,
which must fit the Notice screen)."""

import importlib
import re

import pytest

from host_sim.sim.device import Device, play_keys
from picotafel.screens import font, ui_lang
from picotafel import lang
from picotafel.core.match import load
from picotafel.core.rules import GAMES
from screens import render

NAME = "Wwwwwwww"      # a player's name at its longest (8 letters, wide ones)
CARD = "10\u2665"      # a card label at its longest
SUIT = "\u2665"
LINE = 21              # characters on a line of the 128-pixel screen

# Messages shown wrapped over the bottom lines (a refusal, a flash, a breach's reason):
# any length reads, a page at a time.
WRAPPED = {
    "SHOWED_NO", "SHOWED_NO_BUT_J", "ALREADY_PLAYED", "PLAYED_ON_TRUMP_LEAD",
    "PLAYED_HOLDING", "UNDERTRUMPED", "TRICK_WHO_WHY", "IN_TRICK", "SHOULD_FOLLOW",
    "SHOULD_BEAT", "SHOULD_OVERTRUMP", "SHOULD_TRUMP", "IS_TURNED_UP_OF", "IS_MELDED_OF",
    "MUST_STILL_PLAY", "NO_DEAL_YET", "DEAL_IS_OVER", "ONLY_CARDS_LEFT",
    "IN_MELD_ALREADY", "NO_MELD_WITH", "NOT_A_MELD", "PLAYED_BY", "IN_MELD_OF",
    "TURNED_OUT_OF_PLAY", "TURNED_SWAP_FIRST", "IS_SWAPPED_OF", "IS_OUT_SWAPPED",
    "ALREADY_SWAPPED", "SIX_TURNED_NO_SWAP", "SIX_PLAYED_NO_SWAP", "MUST_FOLLOW_TRUMP",
    "ALREADY_ESTIMATED", "ESTIMATE_RANGE", "NO_ESTIMATE_FROM", "NOT_ABSTRAC_CARD",
    "GIVEN_TWICE", "TAKEN_BY", "TOOK_THE_OTHER", "CANNOT_TAKE_N", "NOT_TAKEN",
    "TOOK_IGNORED", "WEIS_ONLY_FIRST", "PUSHED_ALREADY", "KEPT_HASH_OR_STAR", "HAPPENED_OR_MISTAKE", "IGNORED_REFUSED", "EVERY_PLAYED", "TOOK", "HINT_NEW_MATCH",
    "FINISH_CARD", "WHO_MELDS", "KEY_MELD_CARDS", "NINE_CARDS_AT_MOST", "ZERO_TO_POINTS",
    "DIGITS_THEN_HASH", "ABSTRAC_9_TO_A", "KEY_CARDS_TOOK", "ONE_CARD_ONLY",
    "N_CARDS_ONLY", "NOT_SAVED", "CANNOT_OPEN", "ALREADY_PLAYS", "EIGHT_LETTERS",
    "N_TO_N", "BATTERY_LOW", "LEFT_ON", "KEY_ITS_SUIT", "SWAPPED_THE_6",
    # what a correction moved (ui_moved), wrapped over the lines of its screen
    "CARDS_NOW", "TRICK_NOW",
    # a storage message that quotes another and the flash's error (a repair that failed)
    "COULD_NOT_REPAIR",
    # the reasons a saved match gives (within a NOTICE below); those that quote a refusal
    # of the log, or a line of it, are as long as the refusal
    "WHY_EMPTY", "WHY_UNREADABLE", "WHY_NEWER", "WHY_UNKNOWN_VERSION", "WHY_DAMAGED",
    "WHY_DAMAGED_AT", "WHY_IMPOSSIBLE_AT", "WHY_NO_PLAYERS", "WHY_NO_STATEMENTS",
    "WHY_NOT_MATCH_FILE", "WHY_INCOMPLETE", "WHY_IMPOSSIBLE_LINE",
    # a log's refusals (the part `log`), quoted by WHY_IMPOSSIBLE_AT and friends
    "BEFORE_PLAYERS", "DEALER_ONCE", "DEAL_TAKES_CARD", "EMPTY_LOG", "GAME_NOT_HERE",
    "GAME_ONCE", "GAME_TAKES_NAME", "NAME_LENGTH", "NAME_LETTERS", "NOT_A_CARD",
    "NOT_A_NUMBER", "NOT_A_SEPARATOR", "NOT_A_PLAYER_OF", "NOT_A_STATEMENT_OF", "NO_OPTIONS", "NO_SUCH_OPTION",
    "ONE_KEY_VALUE", "OPTIONS_BEFORE_PLAYERS", "OR", "PLAYERS_ONCE", "PLAYERS_TAKE_NAMES",
    "SET_ALREADY", "START_WITH_GAME", "TAKES_NAME_CARDS", "TAKES_NAME_NUMBER",
    "TAKES_NUMBER_FROM", "TAKES_N_PLAYERS", "TAKES_N_TO_N_PLAYERS", "TAKES_ONE_NAME",
    "TAKES_ONE_OF", "TRICK_TAKES_CARDS", "TRUMP_TAKES", "TWO_CALLED", "UNKNOWN_GAME",
    "UNKNOWN_STATEMENT",
    "ABSTRAC_NO_CARD", "ANNULLED_DEAL_NEXT", "BEFORE_FIRST_DEAL", "CARDS_GIVEN",
    "DEALS_OR_TARGET", "DEAL_COMPLETE", "DEAL_NEEDS_TRUMP", "DEAL_NOT_FINISHED", "DEAL_NO_CARD",
    "ESTIMATES_FIRST", "NOT_A_PLAYER", "NO_TOOK_YET", "OVER_DEAL_NEXT", "REVOKE_NOT_PLAYED",
    "REVOKE_NO_TRICK", "REVOKE_STANDS", "TRICK_HAS_N", "TRUMP_CHOSEN", "TRUMP_FIRST",
    "WEIS_IN_FIRST_TRICK", "WON_ALREADY",
    # the points instead of the cards, and Coiffeur: refusals at play and of a log
    "KEY_THE_MODE", "FOURTH_PUSH", "NO_JOKER_LEFT", "CHOOSE_KEYS", "NO_ROW_FOR",
    "WEIS_CARDS", "NO_WEIS_HERE", "NO_STOECK_HERE", "KEY_THE_POINTS", "WEIS_AT_MOST",
    "ONE_SIDE_WEIS", "LAST_FOLLOWS", "KEY_POINTS_OF", "DIGITS_THEN_OK", "WEIS_LINES_AT_MOST",
    "SCHIEBER_TRUMP", "RESULT_TAKES", "RESULT_BEFORE_CARDS", "POINTS_RANGE", "WEIS_VALUES",
    "WEIS_ONE_SIDE", "STOECK_NO_TRUMP", "STOECK_ONCE", "AFTER_RESULT", "RESULT_NO_MATCH",
    "RESULT_TWICE", "RESULTS_ADD_UP", "RESULTS_FIRST", "OVER_DRAW", "FOUR_PUSHES",
    "MUST_PUSH", "TEN_ROWS_ONLY", "JOKER_MODES", "ROW_FILLED",
    # the browser page's messages on opening or saving a log file (picotafel/web)
    "NO_MATCH_TO_SAVE", "NOT_A_LOG", "LOG_REFUSED", "LOG_OPENED", "NO_STORAGE", "NOT_KEPT",
    "MOVED", "KEPT_FOR_GOOD", "MAY_CLEAR", "NOT_KEPT_TRYING",
    # a key of the browser's storage set aside (a Notice, the key cut at 40), and why
    "ASIDE", "ASIDE_OUTSIDE", "ASIDE_NO_FOLDER", "ASIDE_IS_FOLDER", "ASIDE_NOT_NAME",
    "ASIDE_NOT_DATA",
    # the browser page's backup, restore and log files opened together (web/page.py)
    "ADDED", "ENTRY_REFUSED", "NOT_A_BACKUP", "BACKUP_VERSION",
    # the browser page reading a device over USB (app.js, web/page.py serial_failed)
    "SERIAL_FAILED",
}

# The saved matches' messages, shown on the Notice screen (ui_notice): its lines under
# the title, a message cut beyond them. name: its arguments at their longest; a tuple
# of WHY_ names is each reason that message may give, with WHY_ARGS.
KEPT_WHY = ("WHY_DAMAGED_AT", "WHY_INCOMPLETE", "WHY_DAMAGED")
ASIDE_WHY = ("WHY_EMPTY", "WHY_UNREADABLE", "WHY_NEWER", "WHY_UNKNOWN_VERSION",
             "WHY_DAMAGED", "WHY_DAMAGED_AT", "WHY_NO_PLAYERS", "WHY_NO_STATEMENTS",
             "WHY_NOT_MATCH_FILE", "WHY_INCOMPLETE")
WHY_ARGS = {"WHY_DAMAGED_AT": (999,), "WHY_NEWER": ("99",), "WHY_UNREADABLE": ("[Errno 5] EIO",)}
ERROR = "[Errno 28] ENOSPC"
NOTICE = {
    "MATCH_NOT_SAVED": (999, ERROR), "STORAGE_FAILED": (ERROR,), "MATCH_LOST": (999,),
    "MATCH_LOST_N": (999, 999), "MATCH_LOST_LAST": (999, 99, 999),
    "MATCH_LOST_ONE": (999, 999), "MATCH_NOT_THERE": (999,), "MATCHES_MOVED": (999,),
    "SETTINGS_DAMAGED": (99,),
    "TRICK_DAMAGED": (), "TRICK_NOT_FIT": (999, 3), "TRICK_NOT_OPEN": (3, 999),
    "FLASH_LOW_BAD": (999,), "FLASH_LOW_REMOVED": (999, " ".join([NAME] * 4)),
    "FLASH_FULL": (), "FLASH_FULL_NOT_SAVED": (), "BYTE_REPAIRED": (999, 999),
    "KEPT_N": (999, KEPT_WHY, 999, 999), "KEPT_N_LOST": (999, KEPT_WHY, 999, 99, 999),
    "SET_ASIDE": (999, ASIDE_WHY, 999), "SET_ASIDE_LOST": (999, ASIDE_WHY, 9999, 999),
    "COULD_NOT_SET_ASIDE": (999, ASIDE_WHY, ERROR),
}

# name: (characters it may take, the arguments it gets at their widest). A line of its
# own is LINE; a column head, a word beside big digits or in a box, less.
PLACES = {
    "MATCH_OVER": (LINE, ()), "DEAL_ANNULLED": (LINE, (12,)),
    "BROKE_A_RULE": (LINE, (NAME,)), "IN_TRICK_N": (LINE, (12,)),
    "NOBODY_SCORES": (LINE, ()), "DEALS_AGAIN": (LINE, (NAME,)),
    "RULE_BROKEN": (LINE, ()), "IT_HAPPENED": (LINE, (NAME[:6],)),
    "PLAYED_IT": (LINE, (NAME[:6], CARD)), "TAKE_IT": (LINE, (CARD,)),
    "MISTAKE_TRICK": (LINE, (12,)), "OTHER_KEY_BACK": (LINE, ()),
    "HASH_OR_STAR": (LINE, ()), "MISTAKE_KEY_AGAIN": (LINE, ()),
    "KEY_CARD_OF_AGAIN": (LINE, (NAME,)),
    "KEY_CARD_AGAIN": (LINE, ()), "MOVED_TITLE": (LINE, ()), "SAVED_MATCHES": (LINE, ()), "ANY_KEY_NEXT": (LINE, ()),
    "ANY_KEY_GO_ON": (LINE, ()), "DEAL_1_DEALS": (LINE, (NAME,)),
    "KEY_TURNED_1": (LINE, ()), "KEY_TURNED_2": (LINE, ()), "ZERO_MENU": (LINE, ()),
    "TURNED_UP_CARD": (LINE, ("10_",)), "KEY_NEXT_TRUMP": (LINE, ()),
    # after "♥ 12/12 " on the bottom line; PLAYS is the shorter one when TO_PLAY is not
    "TO_PLAY": (LINE - 8, (NAME,)), "PLAYS": (LINE - 8, (NAME,)),
    "STANDINGS": (LINE, ()), "NO_DEAL_PLAYED": (LINE, ()),
    "HASH_MELD": (LINE - 8 - len(NAME) - 3, ()), "LEADS_MELD": (LINE, (NAME,)),
    "TRUMP_IS": (LINE, (CARD,)),
    "MELD_WHO": (LINE, ()), "N_PLAYER_BACK": (LINE, (4,)), "MELD_OF_WHO": (LINE, (NAME,)),
    "MELD_OF_N": (LINE, (1000,)), "NO_MELD_YET": (LINE, ()), "DECLARE_BACK": (LINE, ()),
    "THE_CARDS_SUIT_RANK": (LINE, ()), "DEAL_N": (8, (99,)),  # the Differenzler rows
    "DEAL_N_SHORT": (7, (99,)),     # the Jass summary's head, before its columns
    "COL_PTS": (3, ()), "COL_MELD": (4, ()), "COL_STOECK": (2, ()), "COL_SUM": (3, ()),
    "COL_EST": (4, ()), "COL_PEN": (4, ()), "COL_LAST": (4, ()),
    "ALL_TRICKS": (LINE, (NAME[:4] + "+" + NAME[:4],)), "MATCH_BONUS": (LINE, (NAME[:4] + "+" + NAME[:4],)),
    "CHOOSE_SUIT": (LINE, ()), "CHOOSE_OBENABE": (LINE, ()), "CHOOSE_UNDENUFE": (LINE, ()),
    "PUSH_TO": (LINE, (NAME,)), "CHOOSE_HINT": (LINE, ()), "CHOSEN_HINT": (LINE, ()),
    "DEAL_N_DEALS": (LINE, (99, NAME)), "CHOOSES": (LINE, (NAME,)),
    "CHOOSES_PUSHED": (LINE, (NAME,)), "LAST_TRICK": (LINE, (NAME,)),
    "JASS_TO": (LINE, (9999,)), "DEAL_N_LOWER": (LINE, (99,)),
    "POINTS": (7, ()), "PENALTY": (8, ()), "CARDS": (5, ()),
    "REMATCH_MENU": (LINE, ()), "TRICK_N_OF": (LINE, (9, 9)), "LAST": (LINE, (NAME,)),
    "REVOKED_TRICK": (LINE, (NAME, 9)), "EQUAL_NO_POINT": (LINE, ()),
    "PLUS_ONE_POINT": (LINE, (NAME,)), "POMMES_LOSE": (LINE, (99,)),
    "POMME_TO": (LINE, (99,)), "KEY_POINTS": (LINE, (NAME,)), "POINTS_OK": (LINE, (NAME,)),
    "TABLE_N_OF": (8, (99, 99)), "TIE_EXTRA": (12, ()),
    "TRICKS_PLAYED": (LINE, (12, 12)), "DEAL_N_TOOK": (LINE, (99, NAME)),
    "ONE_CARDS_OF": (LINE, (NAME,)), "OK_TOOK": (LINE, (NAME[:6], 18)),
    "N_TO_N_CARDS": (LINE, (6, 18)), "DEAL_N_TO": (LINE, (99, 9999)),
    "DEAL_N_OF": (LINE, (99, 99)), "MISERE": (10, ()), "TOTAL": (LINE, (9999, 9999)),
    "NO_COMBINATION": (LINE, ()), "TOOK_N_CARDS": (LINE, (NAME, 18)),
    "MISERE_PLUS": (LINE, (NAME, 999)), "ABSTRAC_FIRST_TO": (LINE, (9999,)),
    "ABSTRAC_N_DEALS": (LINE, (99,)), "AFTER_1_DEAL": (LINE, (1,)),
    "AFTER_N_DEALS": (LINE, (99,)),
    # the test-keys screen writes them at x 24
    "KEY_SPADES": (17, ()), "KEY_HEARTS": (17, ()), "KEY_DIAMONDS": (17, ()),
    "KEY_CLUBS": (17, ()), "KEY_UNDO": (17, ()), "KEY_MENU": (17, ()),
    "KEYS_PRESSED": (17, (999,)),
    # menu lines (the cursor bar starts at x 2)
    "MENU_UNDO": (LINE - 1, ()), "MENU_OPTIONS": (LINE - 1, ()), "CONTRAST": (LINE, ()),
    "TEST_KEYS": (LINE - 1, ()), "MENU_NEW_MATCH": (LINE - 1, ()),
    "SOUND": (LINE - 1 - 6, ("x",)), "SOUND_OFF": (6, ()), "SOUND_QUIET": (6, ()),
    "SOUND_ON": (6, ()), "LANGUAGE": (LINE - 1, ()), "DIM_AFTER": (LINE - 1, ("2 min",)),
    "GAME_OPTIONS": (LINE, ("Differenzler",)), "STD": (LINE - 16, ()),
    "ANY_KEY_BACK": (LINE, ()), "MENU": (LINE, ()), "MENU_BATTERY": (LINE, (4.5,)),
    "CHANGE_DONE": (LINE, ()), "PRESS_ANY_KEY": (LINE, ()),
    "BATTERY": (LINE, ("4.50 V",)), "NOT_AVAILABLE": (LINE - 9, ()),
    "STAR_STAR_BACK": (LINE, ()), "NONE": (LINE - 1, ()), "SAVED_OPEN": (LINE, ()),
    "RESUME": (LINE - 1, ()), "DELETE": (LINE - 1, ()), "AGAIN_TO_DELETE": (LINE, ()),
    "DAMAGED_ENTRY": (LINE - 6, ()),        # after a match's number in the saved list
    "STATISTICS": (LINE - 1, ()), "STATS_TITLE": (LINE, ()), "BACK": (LINE, ()),
    "NO_MATCHES": (LINE, ()), "PAGES": (LINE, ()), "READING": (LINE, (999, 999)),
    "WON_OPEN": (LINE, ("100%", 99)), "DEALS_REVOKES": (LINE, (999, 99)),
    "NEW_MATCH_GAME": (LINE, ()), "MOVE_CHOOSE": (LINE, ()),
    "PLAYERS_N": (LINE - 1, (4,)), "NEXT": (LINE - 1, ()),
    "GAME_PLAYERS": (LINE, ("Differenzler",)), "NAME_TYPE": (LINE, ()),
    "GO_ON_BACK": (LINE, ()), "NAME_OF_PLAYER": (LINE, (4,)), "DELETE_DONE": (LINE, ()),
    "START": (LINE - 1, ()), "DIGITS_OK_DEL": (LINE, ()), "CHANGE": (LINE, ()),
    "START_BACK": (LINE, ()), "WHO_DEALS_FIRST": (LINE, ()), "MOVE_START": (LINE, ()),
    # the keypad's wiring test (screens/ui_keytest.py): lines of their own, but "press"
    # with the key asked for beside it at twice the size
    "KT_TITLE": (LINE, ()), "KT_RELEASE": (LINE, ()), "KT_PRESS": (LINE - 5, ()),
    "KT_STEP": (LINE, (7, 7)), "KT_SEEN": (LINE, (4, 4)), "KT_TWO": (LINE, ()),
    "KT_RIGHT": (LINE, ()), "KT_TURNED": (LINE, ()), "KT_ROWS": (LINE, ()),
    "KT_COLS": (LINE, ()), "KT_MIXED": (LINE, ()), "KT_ORDER": (LINE, ("1 2 3 4",)),
    "KT_LEAVE": (LINE, ()),
    # Coiffeur: the choice (title, its lines), the summary's column, the board, a draw
    "JOKER_OF": (LINE, (NAME, "x7")), "SUIT_KEYS": (LINE, ()), "FIRST_OBENABE": (LINE, ()),
    "FIRST_UNDENUFE": (LINE, ()), "WHO_CHOOSES": (LINE, (NAME,)), "JOKER": (LINE - 5, ()), "PUSH_ON": (LINE, (NAME,)),
    "MODE_OR_BACK": (LINE, ()), "COL_ROW": (5, ()), "BOARD_KEYS": (LINE, ()),
    "MATCH_OF": (LINE, (NAME[:5] + "+" + NAME[:6],)), "DRAW": (10, ()), "WON_BY": (9, (9999,)),
    # the points instead of the cards (ui_points; a side's info under its half, 10)
    "POINTS_OF": (LINE, ("Obe x10",)), "POINTS_TITLE": (LINE, (99,)),
    "MATCH_WORD": (5, ()), "STOECK_SHORT": (2, ()), "WEIS_STOECK_KEYS": (LINE, ()),
    "SIDE_MATCH_OK": (LINE, ()), "SIDE_MATCH_FIX": (LINE, ()), "POINTS_HASH": (LINE, ()), "OK_WRITES": (LINE, ()),
    "LEADS_POINTS": (LINE, (NAME,)), "HASH_POINTS": (LINE - 8 - len(NAME), ()), "POINTS_ENTERED": (LINE, ()),
    "WEIS_OR_POINTS": (LINE, ()),
    # why the figures typed cannot be written, on a line of their own under them
    "ZERO_TO_157": (LINE, (9999, 157)), "ONLY_LEFT": (LINE, (157, 156)),
    "SUM_OVER": (LINE, (514, 257)), "SUM_SHORT": (LINE, (156, 157)),
    # the crash screen (screens/ui_crash.py): the title, a line, the bottom line
    "CRASH_TITLE": (LINE, ()), "CRASH_SAVED": (LINE, ()), "CRASH_NO_STORAGE": (LINE, ()),
    "CRASH_RESTART": (LINE, ()),
    # the browser page's buttons (HTML, under the keypad): a line's room as a limit
    "DOWNLOAD": (LINE, ()), "SHARE": (LINE, ()), "OPEN": (LINE, ()), "SAVE_ASIDE": (30, ()),
    "OPEN_FOLDER": (LINE, ()), "SAVE_BACKUP": (LINE, ()), "RESTORE": (LINE, ()),
    "SAVE_CSV": (LINE, ()), "STATS": (LINE, ()), "SHEET": (LINE, ()), "READ_DEVICE": (LINE, ()),
    "SAVE_FILE": (LINE, ()), "CLOSE": (LINE, ()),
    "STORAGE_KEPT": (LINE, ()), "STORAGE_CLEARABLE": (LINE, ()),     # a line of the menu
}
# An option's line is "name: value" under the cursor bar (option_lines below).
OPTION_NAMES = ("TEAMS", "MULT", "RULES", "MELDS", "TARGET", "JACK", "BUUR", "POMMES", "DEALS",
                "EXACT", "OPEN", "MISERE", "ROWS")
VALUES = ("ON", "OFF", "MUST_BEAT", "AT_WILL", "SWISS", "BEST_SIDE", "ALL", "FREE", "FORCED", "MINUS",
          "THREE")
# Strings that share a line: the title on the left, the other on the right (a space
# between them at least).
SHARED = (("JASS_TO", (9999,), "DEAL_N_LOWER", (99,)),
          ("MELD_WHO", (), "TRUMP_IS", (SUIT,)),
          ("DEAL_N", (99,), "TRUMP_IS", (SUIT,)),
          ("TRUMP_IS", (CARD,), "TRICK_N_OF", (9, 9)))


def part_files(code):
    """{part: path} of language `code`'s modules (lang/<code>_<part>.py)."""
    import glob
    import os
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "firmware",
                        "picotafel", "lang")
    return {os.path.basename(p)[len(code) + 1:-3]: p
            for p in glob.glob(os.path.join(here, "%s_*.py" % code))}


def part_words(code, part):
    """{NAME: text} of the part `part` of language `code`, every line of its WORDS (a line
    that is not NAME = text fails here)."""
    out = {}
    parts = importlib.import_module("picotafel.lang.%s_%s" % (code, part)).WORDS
    if isinstance(parts, str):
        parts = (parts,)
    for line in "".join(parts).split("\n"):
        if not line:
            continue
        m = re.match(r"^([A-Z][A-Z0-9_]*) = (.*)$", line)
        assert m, (code, part, line)
        assert m.group(1) not in out, (code, part, "twice", m.group(1))
        out[m.group(1)] = m.group(2)
    return out


def part_of(code):
    """{NAME: its part} of language `code` (a name in two parts fails here)."""
    out = {}
    for part in part_files(code):
        for n in part_words(code, part):
            assert n not in out, (code, n, "in the parts", out[n], "and", part)
            out[n] = part
    return out


def words(code):
    """{NAME: text} of language `code`, every part's."""
    out = {}
    for part in part_files(code):
        out.update(part_words(code, part))
    return out


def names(table):
    return sorted(table)


def fields(s):
    return re.findall(r"%[-0-9.]*[sdf%]", s)


@pytest.mark.parametrize("code", lang.CODES)
def test_every_language_has_every_english_string_with_its_fields_in_order(code):
    en, other = words("en"), words(code)
    assert names(other) == names(en)
    for n in names(en):
        assert fields(other[n]) == fields(en[n]), (code, n)


@pytest.mark.parametrize("code", lang.CODES)
def test_every_string_is_drawn_by_the_font_without_a_box(code):
    m = words(code)
    known = set(chr(o) for o in range(32, 127)) | set(font.EXTRA)
    for n in names(m):
        odd = set(m[n]) - known
        assert not odd, (code, n, odd)
    assert not set("".join(ui_lang.NAMES)) - known


def test_every_string_has_its_place_said_here():
    every = set(names(words("en")))
    placed = set(PLACES) | WRAPPED | set(NOTICE) | {"OPTION_" + n for n in OPTION_NAMES} | \
        {"VALUE_" + v for v in VALUES}
    assert every - placed == set(), "say the place of these strings in test_lang.py"
    assert placed - every == set(), "these strings are gone: remove their places"


def shown(s, args):
    return s % args if args else s


@pytest.mark.parametrize("code", lang.CODES)
def test_every_string_fits_its_place_on_the_screen(code):
    m, en = words(code), words("en")
    too_wide = []
    for n, (place, args) in PLACES.items():
        # English sets the place where it is wider already (a line `fit` cuts, or the
        # options view's "melds: best side (std)", a character too long at first).
        room = max(place, len(shown(en[n], args)))
        s = shown(m[n], args)
        if len(s) > room:
            too_wide.append("%s %r: %d characters, room for %d" % (n, s, len(s), room))
    for (s, room), (english, _) in zip(option_lines(m), option_lines(en)):
        room = max(room, len(english))          # as above
        if len(s) > room:
            too_wide.append("%r: %d characters, room for %d" % (s, len(s), room))
    for left, largs, right, rargs in SHARED:
        a, b = shown(m[left], largs), shown(m[right], rargs)
        if len(a) + 1 + len(b) > LINE:
            too_wide.append("%r and %r share a line of %d" % (a, b, LINE))
    assert not too_wide, "\n".join(too_wide)


def notices(m):
    """(name, text) of every NOTICE in the language `m` ({NAME: text}), once with each
    reason it may give."""
    out = []
    for n, args in NOTICE.items():
        whys = [a for a in args if isinstance(a, tuple)] or [(None,)]
        for why in whys[0]:
            said = m[why] % WHY_ARGS[why] if why in WHY_ARGS else m.get(why)
            out.append((n, m[n] % tuple(said if isinstance(a, tuple) else a for a in args)
                        if args else m[n]))
    return out


@pytest.mark.parametrize("code", lang.CODES)
def test_every_storage_message_fits_the_notice_screen_uncut(code):
    from picotafel.screens import ui_draw
    rows = (ui_draw.BOTTOM - 11) // 9              # as ui_notice.Notice.draw has them
    cut = []
    for (n, s), (_, english) in zip(notices(words(code)), notices(words("en"))):
        room = max(rows, len(ui_draw.wrap(english, LINE)))     # English as it was
        if len(ui_draw.wrap(s, LINE)) > room:
            cut.append("%s %r: %d lines, room for %d" % (n, s, len(ui_draw.wrap(s, LINE)), room))
    assert not cut, "\n".join(cut)


def option_lines(m):
    """Every option line of every game in the language `m` ({NAME: text}), with its
    room: name and value (worded as the game's OPTION_WORDS say, or the highest number) under
    the setup's cursor bar; the default value with STD in the match's options view."""
    from picotafel.core.rules import GAMES, game_module, default_options
    out = []
    for g in GAMES:
        module = game_module(g)
        words = dict(((k, v), said) for k, v, said in module.OPTION_WORDS)
        default = default_options(module)
        for key, spec in module.OPTIONS:
            values = spec if isinstance(spec[0], str) else (spec[0], spec[1], spec[2])
            for v in values:
                said = words.get((key, v))
                line = "%s: %s" % (m["OPTION_" + key.upper()], m["VALUE_" + said] if said
                                   else v)
                out.append((line, LINE - 1))
                if v == default[key]:
                    out.append((line + m["STD"], LINE))
    return out


# -- choosing, keeping, and logs that hold no language ---------------------------------

SETUP = "### 8888# #"
DEAL_START = " D6 A6 2 C7 A3"


def test_a_new_device_asks_its_language_first_each_named_in_itself(tmp_path):
    dev = Device(data_dir=str(tmp_path), lang=None)
    top = dev.app.stack[-1]
    assert top.KIND == "lang"
    assert ui_lang.NAMES == ("English", "Deutsch", "Fran\u00e7ais", "Espa\u00f1ol")
    play_keys(dev, "8#")                       # down to Deutsch, OK
    assert dev.app.stack[-1].KIND == "game"
    assert lang.current() == "de"
    with open(tmp_path / "settings") as f:
        assert "lang de\n" in f.read()


def test_the_language_screen_cannot_be_left_without_a_choice_at_the_first_start(tmp_path):
    dev = Device(data_dir=str(tmp_path), lang=None)
    play_keys(dev, "*0*")
    assert dev.app.stack[-1].KIND == "lang"


def test_the_kept_language_speaks_at_the_next_power_on_without_asking(tmp_path):
    play_keys(Device(data_dir=str(tmp_path), lang=None), "88#")     # Français
    lang.use("en")
    dev = Device(data_dir=str(tmp_path), lang=None)
    assert dev.app.stack[-1].KIND == "game"
    assert lang.current() == "fr"
    assert lang.t("NEW_MATCH_GAME", "setup") == "Nouvelle partie: jeu"


def test_the_menu_changes_the_language_and_keeps_it(tmp_path):
    dev = Device(data_dir=str(tmp_path), lang=None)
    play_keys(dev, "#" + SETUP + " 0")                     # English, a match, the menu
    menu = dev.app.stack[-1]
    assert menu.items[-1] == "Language: English"
    play_keys(dev, "2#")                                   # up round to the last line, OK
    assert dev.app.stack[-1].KIND == "lang"
    play_keys(dev, "888#")                                 # Español
    assert lang.current() == "es"
    play_keys(dev, "0")
    assert dev.app.stack[-1].items[-1] == "Idioma: Espa\u00f1ol"
    lang.use("en")
    assert Device(data_dir=str(tmp_path), lang=None) and lang.current() == "es"


def test_a_match_saved_in_one_language_opens_in_another(tmp_path):
    dev = Device(data_dir=str(tmp_path), lang="de")
    play_keys(dev, SETUP + DEAL_START)
    saved = dev.log()
    again = Device(data_dir=str(tmp_path), lang="fr")     # the same folder, in French
    assert again.log() == saved
    assert lang.t("TRICK_N_OF", "pomme") == "pli %d/%d"


@pytest.mark.parametrize("code", lang.CODES)
def test_a_log_holds_no_word_of_the_language_it_was_keyed_in(code):
    # The same keys, refusals and all, give the same log in every language.
    keys = SETUP + DEAL_START + " A6 0 8# *"
    log = render(keys, code).log()
    assert log == render(keys, "en").log()
    assert load(log).statements


@pytest.mark.parametrize("code", lang.CODES)
def test_a_refusal_is_said_in_the_chosen_language(code):
    dev = render(SETUP + " D6 A6 2 A6", code)                  # J♠ again
    assert dev.app.flash_text == words(code)["ALREADY_PLAYED"] % "J\u2660"


def asked_for():
    """Every (NAME, PART) the firmware asks lang.t for: the literal ones in its code (and
    the saved matches' messages kept as data till shown), and those it makes (an
    option's name and worded values, the sound, the menu's items, key legends), each
    from the part its code names."""
    import glob
    import os
    from picotafel.screens import ui_menu, ui_menu_device
    from picotafel.core.rules import GAMES, game_module
    out = set()
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "firmware")
    for path in glob.glob(os.path.join(here, "picotafel", "**", "*.py"), recursive=True):
        with open(path, encoding="utf-8") as f:
            code = f.read()
        for n, part in re.findall(r'\bt\("([A-Z][A-Z0-9_]*)"(?:, "([a-z]+)")?\)', code):
            out.add((n, part or "play"))
        if os.path.basename(os.path.dirname(path)) == "saving":
            # the saved matches' messages as data, ("NAME", arguments...), worded from
            # the part `saving` when shown (storage_check.word); not the heap's groups
            said = re.findall(r'(?<![\w.])\("([A-Z][A-Z0-9_]*)"[,)]',
                              re.sub(r"(?m)^HEAP = .*$", "", code))
            out |= {(n, "saving") for n in said}
    out |= {("VALUE_" + said, "setup")
            for g in GAMES for _, _, said in game_module(g).OPTION_WORDS}
    out |= {("OPTION_" + key.upper(), "setup") for g in GAMES for key, _ in game_module(g).OPTIONS}
    out |= {("SOUND_" + v.upper(), "menu") for v in ui_menu.SOUNDS}
    out |= set(ui_menu.ITEM_WORDS.values())
    out |= {(w, "menu") for w in ui_menu_device.LEGEND_WORDS.values()}
    return out


def test_every_string_the_firmware_asks_for_is_there_and_every_one_there_is_asked_for():
    asked, have = {n for n, _ in asked_for()}, set(words("en"))
    assert asked - have == set(), "missing from lang/en_*.py"
    assert have - asked == set(), "in lang/en_*.py but never shown"


@pytest.mark.parametrize("code", lang.CODES)
def test_each_name_is_in_one_part_the_same_in_every_language(code):
    assert part_of(code) == part_of("en")
    assert sorted(part_files(code)) == sorted(part_files("en"))


def test_every_word_the_firmware_asks_for_is_in_the_part_it_looks_in():
    where = part_of("en")
    wrong = sorted("%s asked from %s, is in %s" % (n, part, where.get(n))
                   for n, part in asked_for() if where.get(n) != part)
    assert not wrong, "\n".join(wrong)


def test_the_words_made_from_options_sounds_and_keys_are_found():
    # Those asked for by a name the code makes: through the code that asks them.
    from picotafel.screens import ui_menu, ui_menu_device, ui_setup
    from picotafel.core.rules import GAMES, game_module
    for g in GAMES:
        mod = game_module(g)
        for key, spec in mod.OPTIONS:
            assert ui_setup.option_name(key) != "OPTION_" + key.upper()
            for v in (spec if isinstance(spec[0], str) else (spec[0], spec[1], spec[2])):
                assert not str(ui_setup.word(mod, key, v)).startswith("VALUE_"), (key, v)
    for k in ui_menu_device.LEGEND_WORDS:
        assert ui_menu_device.legend(k) != ui_menu_device.LEGEND_WORDS[k]
    dev = render(SETUP + DEAL_START + " 0")
    menu = dev.app.stack[-1]
    for sound in ui_menu.SOUNDS:
        dev.app.sound = sound
        assert not any(menu.label(i).startswith(("MENU_", "SOUND")) for i in menu.ids)


# -- only the words in use are in the heap ------------------------------------------------

def test_a_match_at_play_holds_the_shared_words_and_its_game_s_only(tmp_path):
    dev = Device(data_dir=str(tmp_path), lang="de")     # from English: no part loaded
    assert lang.loaded() == ["setup"]                 # the game choice
    play_keys(dev, SETUP + DEAL_START)
    assert lang.loaded() == ["play", "pomme"]


def test_the_menu_s_words_leave_the_heap_with_the_menu(tmp_path):
    dev = Device(data_dir=str(tmp_path), lang="de")
    play_keys(dev, SETUP + DEAL_START + " 0")
    assert "menu" in lang.loaded()
    play_keys(dev, "*")
    assert lang.loaded() == ["play", "pomme"]


def test_the_saved_matches_checks_words_leave_the_heap_after_power_on(tmp_path):
    from picotafel.saving.storage import Store
    from storage_files import flip, read, write
    play_keys(Device(data_dir=str(tmp_path)), SETUP + DEAL_START)
    path = Store(str(tmp_path)).path(1)
    data = read(path)
    write(path, flip(data, data.find(b"trick") * 8 + 9))
    dev = Device(data_dir=str(tmp_path), lang="de")     # power on: a byte repaired
    assert dev.app.stack[-1].notes == ["Partie 1: ein defektes Byte repariert, nichts "
                                       "verloren (Original: 0001.bad)"]
    assert "saving" not in lang.loaded()


def test_one_game_s_words_at_a_time():
    lang.use("fr")
    lang.t("TRICK_N_OF", "pomme")
    lang.t("TRUMP_IS")
    lang.t("JASS_TO", "jass")
    assert lang.loaded() == ["jass", "play"]


def test_a_change_of_language_drops_every_part():
    lang.t("MENU", "menu")
    lang.t("TRICK_N_OF", "pomme")
    lang.use("de")
    assert lang.loaded() == []
    assert lang.t("TRICK_N_OF", "pomme") == "Stich %d/%d"


def test_a_word_of_a_part_that_left_the_heap_loads_the_part_again():
    lang.use("en")
    assert lang.t("MENU", "menu") == "Menu"
    lang.drop("menu")
    assert "menu" not in lang.loaded()
    assert lang.t("MENU", "menu") == "Menu" and "menu" in lang.loaded()


def test_the_words_kept_for_the_next_ask_stay_few():
    lang.use("en")
    names = sorted(words("en"))[:3 * lang.RECENT]
    part = part_of("en")
    for n in names:
        assert lang.t(n, part[n]) == words("en")[n]
        assert len(lang._recent) <= lang.RECENT


# -- the modules' layout ------------------------------------------------------------------

PART = 1000      # bytes (UTF-8) a string of WORDS may take at most (lang says why)


def layout(code, part, table):
    """The text of module lang/<code>_<part>.py for {NAME: text}: its docstring kept, the
    lines in alphabetical order, in strings of at most PART bytes."""
    path = part_files(code)[part]
    with open(path, encoding="utf-8") as f:
        doc = re.match(r'"""(.*?)"""', f.read(), re.S).group(1)
    parts, chunk = [], ""
    for n in sorted(table):
        v = table[n]
        if code == "en":        # English spells what is not ASCII with its code
            v = "".join(c if ord(c) < 128 else "\\u%04x" % ord(c) for c in v)
        line = "%s = %s\n" % (n, v)
        if chunk and len(("\n" + chunk + line).encode()) > PART:
            parts.append(chunk)
            chunk = ""
        chunk += line
    parts.append(chunk)
    body = ",\n".join('"""\n%s"""' % p for p in parts)
    return path, '"""%s"""\n\nWORDS = (\n%s,\n)\n' % (doc, body)


@pytest.mark.parametrize("code", lang.CODES)
def test_the_firmware_finds_every_line_of_every_language_in_its_part(code):
    lang.use(code)
    for n, part in part_of(code).items():
        assert lang.t(n, part) == words(code)[n], (code, n)
    assert lang.t("NO_SUCH_LINE") == "NO_SUCH_LINE"


@pytest.mark.parametrize("code", lang.CODES)
def test_each_language_module_is_in_order_and_in_small_strings(code):
    for part in part_files(code):
        path, text = layout(code, part, part_words(code, part))
        with open(path, encoding="utf-8") as f:
            assert f.read() == text, "run: PYTHONPATH=.:firmware:tests python3 tests/lang/test_lang.py"


def write_language_modules():
    """Lay out each lang/<code>_<part>.py again (after adding a line anywhere in it)."""
    for code in lang.CODES:
        for part in part_files(code):
            path, text = layout(code, part, part_words(code, part))
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)


if __name__ == "__main__":
    write_language_modules()


# -- the host tools' --lang ------------------------------------------------------------

def host(*args):
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return subprocess.run([sys.executable, "-m", "host_sim"] + list(args), cwd=root,
                          capture_output=True, text=True, timeout=120)


def test_score_says_why_a_log_is_impossible_in_the_language_asked(tmp_path):
    bad = tmp_path / "bad.log"
    bad.write_text("game pomme\nplayers Ana Ben\ndeal JC\ntrick JS 7S\ntrick JS 8S\n")
    r = host("score", str(bad), "--lang", "de")
    assert r.returncode == 2
    assert r.stderr.strip() == "%s:5: J\u2660 schon gespielt" % bad
    r = host("score", str(bad), "--lang", "xx")
    assert r.returncode == 1 and "--lang takes en de fr es" in r.stderr


def test_score_says_why_a_log_cannot_be_read_in_the_language_asked(tmp_path):
    bad = tmp_path / "bad.log"
    bad.write_text("game pomme\noption target=x\nplayers Ana Ben\n")
    r = host("score", str(bad), "--lang", "de")
    assert r.returncode == 2
    assert r.stderr.strip() == "%s:2: Option target nimmt eine Zahl von 1 bis 99" % bad
    bad.write_text("game pomme\nplayers Ana Ben\ndeal JC\ntrick JS 7X\n")
    r = host("score", str(bad), "--lang", "fr")
    assert r.stderr.strip() == "%s:4: '7X' n'est pas une carte (rang 6-A, couleur S H D C)" % bad
    r = host("score", str(bad))
    assert r.stderr.strip() == "%s:4: '7X' is not a card (rank 6-A, suit S H D C)" % bad


HEAD = "game pomme\nplayers Ana Ben\n"
SCHIEBER = "game schieber\nplayers Ana Ben Cla Dan\ndeal\n"
# A log that breaks its syntax or its order at each place that says so: (log, the name
# of what it says, its arguments).
BAD_LOGS = (
    ("", "EMPTY_LOG", ()), ("players Ana Ben\n", "START_WITH_GAME", ()),
    ("game pomme\ngame pomme\n", "GAME_ONCE", ()),
    (HEAD + "option target=9\n", "OPTIONS_BEFORE_PLAYERS", ()),
    ("game pomme\noption target=9\noption target=9\n", "SET_ALREADY", ("target",)),
    (HEAD + "players Ana Ben\n", "PLAYERS_ONCE", ()),
    ("game jass\nplayers Ana Ben\n", "TAKES_N_TO_N_PLAYERS", ("jass", 3, 4)),
    ("game schieber\nplayers Ana Ben\n", "TAKES_N_PLAYERS", ("schieber", 4)),
    ("game pomme\nplayers Ana Ana\n", "TWO_CALLED", ("Ana",)),
    ("game pomme\ndeal JC\n", "BEFORE_PLAYERS", ("deal",)),
    (HEAD + "estimate Ana 3\n", "NOT_A_STATEMENT_OF", ("estimate", "pomme")),
    ("game xx\n", "UNKNOWN_GAME", ("xx", ", ".join(GAMES))),
    ("game pomme\noption target=x\n", "TAKES_NUMBER_FROM", ("target", 1, 99)),
    ("game pomme\noption pommes=x\n", "TAKES_ONE_OF", ("pommes", "minus OR three")),
    ("game pomme\noption deals=3\n", "NO_SUCH_OPTION", ("pomme", "deals",
                                                        "jack, buur, pommes, target")),
    (HEAD + "foo\n", "UNKNOWN_STATEMENT", ("foo",)),
    ("game\n", "GAME_TAKES_NAME", ()), ("game pomme\noption x\n", "ONE_KEY_VALUE", ()),
    ("game pomme\nplayers Ana\n", "PLAYERS_TAKE_NAMES", ()),
    ("game pomme\nplayers Ana Benjamin12\n", "NAME_LENGTH", ("Benjamin12",)),
    ("game pomme\nplayers Ana B.n\n", "NAME_LETTERS", ("B.n",)),
    (HEAD + "dealer\n", "TAKES_ONE_NAME", ("dealer",)),
    (HEAD + "deal JC JD\n", "DEAL_TAKES_CARD", ()),
    (HEAD + "deal XX\n", "NOT_A_CARD", ("XX",)),
    (HEAD + "revoke Ana\n", "TAKES_NAME_NUMBER", ("revoke",)),
    (HEAD + "revoke Ana x\n", "NOT_A_NUMBER", ("revoke", "x")),
    (HEAD + "trick\n", "TRICK_TAKES_CARDS", ()), (HEAD + "swap\n", "TAKES_ONE_NAME", ("swap",)),
    (HEAD + "dealer Cleo\n", "NOT_A_PLAYER_OF", ("Cleo", "Ana Ben")),
    (SCHIEBER + "trump X\n", "TRUMP_TAKES", ()),
    (SCHIEBER + "trick AS KS QS JS\n", "TRUMP_FIRST", ()),
    (HEAD + "trick JS 7S\n", "BEFORE_FIRST_DEAL", ("trick",)),
)


@pytest.mark.parametrize("log, name, args", BAD_LOGS)
def test_a_log_s_refusal_is_said_in_the_chosen_language(log, name, args):
    from picotafel.core.matchlog import LogError
    for code in ("de", "en"):
        lang.use(code)
        m = words(code)
        said = m[name] % tuple(a.replace("OR", m["OR"]) if isinstance(a, str) else a
                               for a in args) if args else m[name]
        with pytest.raises(LogError) as e:
            load(log)
        assert e.value.msg == said


def test_a_valid_log_never_loads_the_words_of_a_log_s_refusals():
    from picotafel.core.matchlog import LogError
    lang.use("de")
    load("game pomme\nplayers Ana Ben\ndeal JC\ntrick JS 7S\n")
    assert "log" not in lang.loaded()
    with pytest.raises(LogError) as e:
        load("game pomme\nplayers Ana Ben\ndeal JC\nfoo\n")
    assert e.value.msg == "unbekannter Eintrag 'foo'" and "log" in lang.loaded()


def test_run_speaks_the_language_kept_in_its_data_folder_unless_told(tmp_path):
    from host_sim.cli.args import language
    data = str(tmp_path)
    assert language(None, data) == "en"                     # nothing kept: English
    play_keys(Device(data_dir=data, lang=None), "888#")    # Español chosen on the device
    assert language(None, data) == "es"
    assert language("fr", data) == "fr"
    log = tmp_path / "run.log"
    r = host("run", "--keys", SETUP + DEAL_START, "--data", data, "--log", str(log))
    assert r.returncode == 0, r.stderr
    assert log.read_text() == render(SETUP + DEAL_START).log()
    from host_sim.sim.term import braille_lines
    spanish = render(SETUP + DEAL_START, "es")
    assert r.stdout == "\n".join(braille_lines(spanish.buf)) + "\n"


def test_the_language_screen_matches_its_golden_screenshot_in_each_language():
    # From the menu's last line over a match, the cursor on the language spoken.
    from screens import check_golden
    check_golden("language_choice", SETUP + " 0 8 #")


def test_a_revoke_and_a_keying_mistake_are_different_words_in_every_language():
    # German said "Fehler" for both: "P1: Fehler, Stich 2" and "* Fehler: neu tippen".
    for code in lang.CODES:
        lang.use(code)
        mistake = lang.t("MISTAKE_KEY_AGAIN", "breach").split(":")[0].strip("* ")
        revoke = lang.t("REVOKED_TRICK") % ("P1", 2)
        assert mistake.lower() not in revoke.lower(), (code, mistake, revoke)


def test_the_jass_rules_and_the_sum_column_say_what_they_are():
    # "Spanien" named a rule by a country, "Tot" read as "dead".
    lang.use("de")
    values = (lang.t("VALUE_MUST_BEAT", "setup"), lang.t("VALUE_AT_WILL", "setup"))
    assert "Spanien" not in values and lang.t("COL_SUM") != "Tot"
