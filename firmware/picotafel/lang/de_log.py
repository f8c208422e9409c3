"""German words of the part `log`: a log line that cannot be read or applied, said in a
damaged file's notice and by the host tools (lang/__init__.py)."""

WORDS = (
"""
AFTER_RESULT = 'weis' und 'stoeck' folgen dem 'result' einer Runde
ANNULLED_DEAL_NEXT = die Runde ist ungültig: 'deal' kommt
BEFORE_FIRST_DEAL = '%s' vor dem ersten 'deal'
BEFORE_PLAYERS = '%s' vor 'players'
CARDS_GIVEN = die Karten von %s sind in dieser Runde schon gegeben
DEALER_ONCE = 'dealer' steht einmal, vor der ersten Runde
DEALS_OR_TARGET = Option deals oder target, nicht beide
DEAL_COMPLETE = Runde %d ist fertig: 'deal' kommt
DEAL_NEEDS_TRUMP = deal braucht %s (sie macht Trumpf)
DEAL_NOT_FINISHED = Runde %d ist nicht fertig (%d von %d Stichen)
DEAL_NO_CARD = 'deal' nimmt keine Karte: nichts wird aufgedeckt
DEAL_TAKES_CARD = deal nimmt höchstens eine Karte
EMPTY_LOG = leeres Protokoll: es beginnt mit 'game G'
ESTIMATES_FIRST = Schätzungen kommen vor dem ersten Stich
FOUR_PUSHES = höchstens 4mal schieben: dann wählt der Erste
GAME_NOT_HERE = Spiel '%s' ist nicht in dieser Firmware
GAME_ONCE = 'game' steht nur einmal, zuerst
GAME_TAKES_NAME = game nimmt einen Namen
""",
"""
JOKER_MODES = eine Joker-Zeile ist eine Farbe, Obenabe oder Undenufe
MUST_PUSH = die Partei von %s hat alle Zeilen gefüllt: sie schiebt
NAME_LENGTH = Name '%s' muss 1 bis 8 Zeichen haben
NAME_LETTERS = Name '%s' darf nur Buchstaben, Ziffern, - und _ haben
NOT_A_CARD = '%s' ist keine Karte (Rang 6-A, Farbe S H D C)
NOT_A_NUMBER = %s '%s' ist keine Zahl
NOT_A_PLAYER = %s spielt nicht mit
NOT_A_PLAYER_OF = %s spielt nicht mit (%s)
NOT_A_SEPARATOR = '%s' zwischen Wörtern: nur Leerzeichen und Tabs trennen sie
NOT_A_STATEMENT_OF = '%s' ist kein Eintrag von %s
NO_OPTIONS = keine
NO_SUCH_OPTION = %s hat keine Option '%s' (%s)
NO_TOOK_YET = Runde %d hat noch kein 'took'
ONE_KEY_VALUE = option nimmt ein KEY=VALUE
OPTIONS_BEFORE_PLAYERS = Optionen stehen vor 'players'
OR = oder
OVER_DEAL_NEXT = die Runde ist vorbei: 'deal' kommt
OVER_DRAW = Partie vorbei: unentschieden
PLAYERS_ONCE = 'players' steht nur einmal
PLAYERS_TAKE_NAMES = players nimmt 2 bis 4 Namen
""",
"""
POINTS_RANGE = Kartenpunkte sind 0 bis %d, nicht %d
RESULTS_ADD_UP = die Punkte ergeben zusammen %d, nicht %d
RESULTS_FIRST = diese Runde wird mit Punkten erfasst: 'result' für jeden
RESULT_BEFORE_CARDS = Punkte statt Karten: 'result' vor der ersten Karte
RESULT_NO_MATCH = 'result N match' gilt für eine Partei: hier zählt jeder für sich
RESULT_TAKES = result nimmt einen Namen und die Punkte (0 bis 157) oder match
RESULT_TWICE = %s hat die Punkte dieser Runde schon
REVOKE_NOT_PLAYED = revoke: Stich %d ist nicht gespielt (1 bis %d)
REVOKE_NO_TRICK = revoke: in dieser Runde noch kein Stich
REVOKE_STANDS = in dieser Runde steht schon ein Regelbruch (%s, Stich %d)
ROW_FILLED = %s hat %s schon gespielt
SET_ALREADY = Option %s ist schon gesetzt
START_WITH_GAME = das Protokoll beginnt mit 'game G'
STOECK_NO_TRUMP = kein Stöck ohne Trumpf
STOECK_ONCE = Stöck nur einmal pro Runde
TAKES_NAME_CARDS = %s nimmt einen Namen und Karten
TAKES_NAME_NUMBER = %s nimmt einen Namen und eine Zahl
""",
"""
TAKES_NUMBER_FROM = Option %s nimmt eine Zahl von %d bis %d
TAKES_N_PLAYERS = %s braucht %d Spieler
TAKES_N_TO_N_PLAYERS = %s braucht %d bis %d Spieler
TAKES_ONE_NAME = %s nimmt einen Namen
TAKES_ONE_OF = Option %s nimmt %s
TEN_ROWS_ONLY = %s braucht die Option rows=10
TRICK_HAS_N = ein Stich hat %d Karten, nicht %d
TRICK_TAKES_CARDS = trick nimmt seine Karten
TRUMP_CHOSEN = der Trumpf dieser Runde ist schon gewählt
TRUMP_FIRST = zuerst der Trumpf: 'trump MODE' oder 'trump push MODE'
TRUMP_TAKES = trump nimmt [push...] [joker] S H D C, O oder U, oder slalom oder guschti mit O oder U
TWO_CALLED = zwei Spieler heissen %s
UNKNOWN_GAME = unbekanntes Spiel '%s' (%s)
UNKNOWN_STATEMENT = unbekannter Eintrag '%s'
WEIS_IN_FIRST_TRICK = Weis wird im ersten Stich gewiesen (%d Stiche gespielt)
WEIS_LINES_AT_MOST = höchstens %d 'weis' in einer Runde
WEIS_ONE_SIDE = nur eine Partei weist: %s hat schon Weis
WEIS_VALUES = ein Weis zählt %s
WON_ALREADY = Partie vorbei: %s hat gewonnen
""",
)
