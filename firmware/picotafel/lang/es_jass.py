"""Spanish words of the part `jass`: Jass's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ALL_TRICKS = capote: %s
DEAL_N_LOWER = mano %d
DECLARE_BACK = # cantar   * volver
FINISH_CARD = termina la carta o *
HASH_MELD =  #cant
JASS_TO = Jass a %d
KEY_MELD_CARDS = teclea las cartas del canto
LEADS_MELD = sale %s #canto
MELD_OF_N = canto de %d
MELD_OF_WHO = Canto: %s
MELD_WHO = Canto de:
NINE_CARDS_AT_MOST = 9 cartas como máximo: # o *
NO_MELD_YET = aún no es canto
N_PLAYER_BACK = 1-%d jugador * volver
POINTS = puntos
SHOULD_BEAT = debía superar %s (tenía %s)
SHOULD_FOLLOW = debía asistir a %s (tenía %s)
SHOULD_OVERTRUMP = debía sobrefallar (tenía %s)
SHOULD_TRUMP = debía fallar (tenía %s)
THE_CARDS_SUIT_RANK = cartas: palo+valor
WHO_MELDS = 1-%d: quién canta, * volver
""",
)
