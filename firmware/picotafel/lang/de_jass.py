"""German words of the part `jass`: Jass's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ALL_TRICKS = Match: %s
DEAL_N_LOWER = Runde %d
DECLARE_BACK = # weisen   * zurück
FINISH_CARD = Karte fertig oder *
HASH_MELD =  #Weis
JASS_TO = Jass %d
KEY_MELD_CARDS = die Karten des Weises tippen
LEADS_MELD = %s kommt #Weis
MELD_OF_N = Weis von %d
MELD_OF_WHO = Weis: %s
MELD_WHO = Weis: wer?
NINE_CARDS_AT_MOST = höchstens 9 Karten: # oder *
NO_MELD_YET = noch kein Weis
N_PLAYER_BACK = 1-%d Spieler * zurück
POINTS = Punkte
SHOULD_BEAT = hätte %s überstechen müssen (hatte %s)
SHOULD_FOLLOW = hätte %s angeben müssen (hatte %s)
SHOULD_OVERTRUMP = hätte übertrumpfen müssen (hatte %s)
SHOULD_TRUMP = hätte trumpfen müssen (hatte %s)
THE_CARDS_SUIT_RANK = Karten: Farbe+Wert
WHO_MELDS = 1-%d: wer weist, * zurück
""",
)
