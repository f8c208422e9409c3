"""Spanish words of the part `play`: every game's play screens, the trick rules' refusals,
a saving message in play (lang/__init__.py)."""

WORDS = (
"""
ALREADY_PLAYED = %s ya jugada
ANY_KEY_GO_ON = tecla: seguir
ANY_KEY_NEXT = tecla: siguiente
BATTERY_LOW = pilas bajas (%.1f V): cámbialas pronto
BROKE_A_RULE = falta de %s
COL_MELD = cant
COL_PTS = pts
COL_STOECK = St
COL_SUM = tot
DEALS_AGAIN = %s da otra vez
DEAL_1_DEALS = Mano 1: da %s
DEAL_ANNULLED = Mano %d anulada
DEAL_N = Mano %d
DEAL_N_SHORT = Mano %d
FLASH_FULL_NOT_SAVED = memoria llena: esta entrada no se guardó; borra una partida guardada
HASH_POINTS =  #pts
HINT_NEW_MATCH = 0: menú, nueva partida
IN_TRICK_N = en la baza %d
IS_TURNED_UP_OF = %s es de %s (vuelta)
KEY_NEXT_TRUMP = teclea el triunfo
KEY_TURNED_1 = Teclea la carta
KEY_TURNED_2 = vuelta: palo + valor
LAST_TRICK = última baza: %s
LEADS_POINTS = sale %s #pts
LEFT_ON = encendido %s sin tecla: apagar al terminar
MATCH_NOT_SAVED = partida %d no guardada: %s
MATCH_OVER = Fin de la partida
NOBODY_SCORES = nadie puntúa
NOT_SAVED = no guardado: %s
NO_DEAL_PLAYED = ninguna mano jugada
""",
"""
PLAYED_HOLDING = jugó %s teniendo %s
PLAYED_ON_TRUMP_LEAD = jugó %s a triunfo teniendo %s
PLAYS = juega %s
POINTS_ENTERED = puntos anotados
REMATCH_MENU = # revancha  0 menú
REVOKED_TRICK = %s: falta, baza %d
SAVED_MATCHES = Partidas guardadas
SHOWED_NO = %s ya no tiene %s
SHOWED_NO_BUT_J = %s no tiene %s salvo la jota
STANDINGS = Clasificación
TOOK = %s tomada
TOOK_IGNORED = %s tomada: %s ignorado
TO_PLAY = toca a %s
TRUMP_IS = triunfo %s
TURNED_UP_CARD = vuelta: %s
UNDERTRUMPED = falló bajo %s con %s teniendo %s
ZERO_MENU = 0 menú
""",
)
