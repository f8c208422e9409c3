"""Spanish words of the part `saving`: the saved matches' checks at power-on (a file
repaired, set aside, lost) (lang/__init__.py)."""

WORDS = (
"""
BYTE_REPAIRED = partida %d: un byte dañado reparado, nada perdido (original: %04d.bad)
COULD_NOT_REPAIR = %s; no se pudo reparar (%s)
COULD_NOT_SET_ASIDE = partida %d, %s: borrada, no se pudo apartar (%s)
KEPT_N = partida %d, %s: quedan %d apuntes (original: %04d.bad)
KEPT_N_LOST = partida %d, %s: quedan %d apuntes, %d perdidos (original: %04d.bad)
MATCHES_MOVED = partidas de un firmware anterior recuperadas: %d
MATCH_LOST = partida %d perdida: la memoria no devolvió nada de ella
MATCH_LOST_LAST = partida %d: la memoria perdió sus últimos %d apuntes (%d guardados)
MATCH_LOST_N = partida %d perdida: la memoria no devolvió ninguno de sus %d apuntes
MATCH_LOST_ONE = partida %d: la memoria perdió su último apunte (%d guardados)
MATCH_NOT_THERE = la partida %d no está guardada
SETTINGS_DAMAGED = ajustes: líneas dañadas omitidas (%d)
SET_ASIDE = partida %d, %s: apartada como %04d.bad
SET_ASIDE_LOST = partida %d, %s: %d entradas perdidas, apartada: %04d.bad
""",
"""
STORAGE_FAILED = partidas guardadas: %s
TRICK_DAMAGED = las cartas guardadas de la baza en curso estaban dañadas: vuelve a marcarlas
TRICK_NOT_FIT = partida %d: %d cartas guardadas no cuadraban con lo guardado: fuera, revisa la baza
TRICK_NOT_OPEN = %d cartas guardadas de una baza de la partida %d descartadas: no está abierta
WHY_DAMAGED = dañada
WHY_DAMAGED_AT = dañada en el apunte %d
WHY_EMPTY = vacía
WHY_IMPOSSIBLE_AT = imposible en el apunte %d: %s
WHY_IMPOSSIBLE_LINE = imposible en la línea %d: %s
WHY_INCOMPLETE = incompleta o dañada
WHY_NEWER = de un firmware más nuevo (versión %s)
WHY_NOT_MATCH_FILE = no es un archivo de partida
WHY_NO_PLAYERS = imposible: sin jugadores
WHY_NO_STATEMENTS = sin apuntes
WHY_UNKNOWN_VERSION = versión desconocida
WHY_UNREADABLE = ilegible (%s)
""",
)
