"""German words of the part `play`: every game's play screens, the trick rules' refusals, a
saving message in play (lang/__init__.py)."""

WORDS = (
"""
ALREADY_PLAYED = %s schon gespielt
ANY_KEY_GO_ON = Taste: weiter
ANY_KEY_NEXT = Taste: nächste
BATTERY_LOW = Batterie schwach (%.1f V): bald wechseln
BROKE_A_RULE = Regelbruch: %s
COL_MELD = Weis
COL_PTS = Pkt
COL_STOECK = St
COL_SUM = Ges
DEALS_AGAIN = %s gibt neu
DEAL_1_DEALS = Runde 1: %s gibt
DEAL_ANNULLED = Runde %d ungültig
DEAL_N = Runde %d
DEAL_N_SHORT = Rd. %d
FLASH_FULL_NOT_SAVED = Speicher voll: dieser Eintrag ist nicht gespeichert; eine gespeicherte Partie löschen
HASH_POINTS =  #Pkt
HINT_NEW_MATCH = 0: Menü, neue Partie
IN_TRICK_N = im Stich %d
IS_TURNED_UP_OF = %s gehört %s (aufgedeckt)
KEY_NEXT_TRUMP = nächste Trumpfkarte
KEY_TURNED_1 = Aufgedeckte Karte
KEY_TURNED_2 = tippen: Farbe + Wert
LAST_TRICK = letzter: %s
LEADS_POINTS = %s kommt #Pkt
LEFT_ON = %s ohne Taste an: nach dem Spiel ausschalten
MATCH_NOT_SAVED = Partie %d nicht gespeichert: %s
MATCH_OVER = Partie vorbei
NOBODY_SCORES = niemand schreibt
NOT_SAVED = nicht gespeichert: %s
""",
"""
NO_DEAL_PLAYED = noch nichts gespielt
PLAYED_HOLDING = spielte %s, hatte %s
PLAYED_ON_TRUMP_LEAD = spielte %s auf Trumpf, hatte %s
PLAYS = %s dran
POINTS_ENTERED = Punkte eingegeben
REMATCH_MENU = # Revanche  0 Menü
REVOKED_TRICK = %s: Regelbruch St.%d
SAVED_MATCHES = Gespeicherte Partien
SHOWED_NO = %s hat kein %s mehr
SHOWED_NO_BUT_J = %s hat kein %s ausser dem Puur
STANDINGS = Stand
TOOK = %s genommen
TOOK_IGNORED = %s genommen: %s ignoriert
TO_PLAY = %s spielt
TRUMP_IS = %s Trumpf
TURNED_UP_CARD = aufgedeckt: %s
UNDERTRUMPED = untertrumpfte %s mit %s, hatte %s
ZERO_MENU = 0 Menü
""",
)
