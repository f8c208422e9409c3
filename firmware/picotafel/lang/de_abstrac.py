"""German words of the part `abstrac`: Abstrac's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ABSTRAC_9_TO_A = Abstrac: nur 9 bis A
ABSTRAC_FIRST_TO = Abstrac: bis %d
ABSTRAC_NO_CARD = eine Abstrac-Runde nimmt keine Karte (alle 24 liegen offen)
ABSTRAC_N_DEALS = Abstrac: %d Runden
AFTER_1_DEAL = nach %d Runde
AFTER_N_DEALS = nach %d Runden
CANNOT_TAKE_N = %d Karten gehen nicht: 1 bis 3 pro Zug gibt jedem %d bis %d
CARDS = Blatt
DEAL_N_OF = Runde %d von %d
DEAL_N_TO = Runde %d, bis %d
DEAL_N_TOOK = Runde %d: %s hat
GIVEN_TWICE = %s ist doppelt
KEY_CARDS_TOOK = die Karten von %s tippen
KEY_ITS_SUIT = %s_: Farbe tippen
MISERE = Misère
MISERE_PLUS = Misère: %s +%d
NOT_ABSTRAC_CARD = %s ist keine Abstrac-Karte (9 bis A)
NO_COMBINATION = keine Kombination
N_CARDS_ONLY = %d Karten: nur %d-%d
N_TO_N_CARDS = %d bis %d Karten
OK_TOOK = # ok  %s nahm %d
ONE_CARDS_OF = 1: Blatt von %s
ONE_CARD_ONLY = %d Karte: nur %d-%d
TAKEN_BY = %s: schon genommen von %s
TOOK_N_CARDS = %s: %d Karten
TOOK_THE_OTHER = %s nahm die anderen %d Karten: es fehlt %s
TOTAL = Total %d:%d
""",
)
