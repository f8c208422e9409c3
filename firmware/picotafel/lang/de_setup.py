"""German words of the part `setup`: a new match's screens (game, players, options, first
dealer), the language screen (lang/__init__.py)."""

WORDS = (
"""
ALREADY_PLAYS = %s spielt schon
CHANGE = 4/6 ändern
DELETE_DONE = * löschen  # fertig
DIGITS_OK_DEL = Ziffern  # ok  * weg
EIGHT_LETTERS = höchstens 8 Buchstaben
GAME_OPTIONS = %s: Regeln
GAME_PLAYERS = %s: Spieler
GO_ON_BACK = # weiter  * zurück
MOVE_CHOOSE = 2/8 bewegen  # wählen
MOVE_START = 2/8 bewegen  # Start
NAME_OF_PLAYER = Name von Spieler %d
NAME_TYPE = 4/6 Name  5 tippen
NEW_MATCH_GAME = Neue Partie: Spiel
NEXT = weiter >
N_TO_N = %d bis %d
OPTION_BUUR = Puur
OPTION_DEALS = Runden
OPTION_EXACT = exakt
OPTION_JACK = Puurwert
OPTION_MELDS = Weis
OPTION_MISERE = Misère
OPTION_MULT = Faktor
OPTION_OPEN = offen
OPTION_POMMES = Pommes
OPTION_ROWS = Zeilen
OPTION_RULES = Regeln
OPTION_TARGET = Ziel
OPTION_TEAMS = Teams
PLAYERS_N = Spieler: %d (4/6)
START = Start >
START_BACK = # Start  * zurück
VALUE_ALL = alle
VALUE_AT_WILL = Stechen frei
VALUE_BEST_SIDE = beste
VALUE_FORCED = Pflicht
VALUE_FREE = frei
VALUE_MINUS = minus
VALUE_MUST_BEAT = stechen
VALUE_OFF = aus
""",
"""
VALUE_ON = an
VALUE_SWISS = Schweiz
VALUE_THREE = drei
WHO_DEALS_FIRST = Wer gibt zuerst?
""",
)
