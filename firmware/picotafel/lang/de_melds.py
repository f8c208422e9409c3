"""German words of the part `melds`: a meld's refusals (Jass, Schieber) (lang/__init__.py)."""

WORDS = (
"""
DEAL_IS_OVER = die Runde ist vorbei
IN_MELD_ALREADY = %s ist schon in diesem Weis
IN_MELD_OF = %s ist schon in einem Weis von %s
IS_MELDED_OF = %s gehört %s (gewiesen)
MUST_STILL_PLAY = %s muss noch %s spielen
NOT_A_MELD = %s ist kein Weis (3 oder mehr in Folge in einer Farbe, oder vier J, 9, A, K, Q oder 10)
NO_DEAL_YET = noch keine Runde
NO_MELD_WITH = %s gibt keinen Weis mit %s
ONLY_CARDS_LEFT = %s hat nur noch %d Karten, nicht %s
PLAYED_BY = %s hat %s gespielt
""",
)
