"""Spanish words of the part `log`: a log line that cannot be read or applied, said in a
damaged file's notice and by the host tools (lang/__init__.py)."""

WORDS = (
"""
AFTER_RESULT = 'weis' y 'stoeck' siguen al 'result' de una mano
ANNULLED_DEAL_NEXT = la mano está anulada: sigue 'deal'
BEFORE_FIRST_DEAL = '%s' antes del primer 'deal'
BEFORE_PLAYERS = '%s' antes de 'players'
CARDS_GIVEN = las cartas de %s ya están dadas en esta mano
DEALER_ONCE = 'dealer' va una vez, antes de la primera mano
DEALS_OR_TARGET = la opción deals o target, no las dos
DEAL_COMPLETE = la mano %d está completa: sigue 'deal'
DEAL_NEEDS_TRUMP = deal necesita %s (marca el triunfo)
DEAL_NOT_FINISHED = la mano %d no ha terminado (%d de %d bazas)
DEAL_NO_CARD = 'deal' no lleva carta: no se vuelve ninguna
DEAL_TAKES_CARD = deal lleva una carta como máximo
EMPTY_LOG = registro vacío: empieza con 'game G'
ESTIMATES_FIRST = las estimaciones van antes de la primera baza
FOUR_PUSHES = 4 pases como mucho: luego elige el primero
GAME_NOT_HERE = el juego '%s' no está en este firmware
GAME_ONCE = 'game' va una sola vez, al principio
GAME_TAKES_NAME = game lleva un nombre
""",
"""
JOKER_MODES = una fila de comodín es un palo, Obenabe o Undenufe
MUST_PUSH = el bando de %s ha llenado todas sus filas: pasa
NAME_LENGTH = el nombre '%s' debe tener de 1 a 8 caracteres
NAME_LETTERS = el nombre '%s' solo lleva letras, cifras, - y _
NOT_A_CARD = '%s' no es una carta (valor 6-A, palo S H D C)
NOT_A_NUMBER = %s '%s' no es un número
NOT_A_PLAYER = %s no es un jugador
NOT_A_PLAYER_OF = %s no es un jugador (%s)
NOT_A_SEPARATOR = '%s' entre palabras: solo espacios y tabuladores las separan
NOT_A_STATEMENT_OF = '%s' no es un apunte de %s
NO_OPTIONS = ninguna
NO_SUCH_OPTION = %s no tiene la opción '%s' (%s)
NO_TOOK_YET = la mano %d aún no tiene 'took'
ONE_KEY_VALUE = option lleva un KEY=VALUE
OPTIONS_BEFORE_PLAYERS = las opciones van antes de 'players'
OR = o
OVER_DEAL_NEXT = la mano ha terminado: sigue 'deal'
OVER_DRAW = la partida ha terminado: empate
PLAYERS_ONCE = 'players' va una sola vez
PLAYERS_TAKE_NAMES = players lleva de 2 a 4 nombres
""",
"""
POINTS_RANGE = los puntos de cartas van de 0 a %d, no %d
RESULTS_ADD_UP = los puntos de los jugadores suman %d, no %d
RESULTS_FIRST = esta mano se anota por sus puntos: 'result' para cada uno
RESULT_BEFORE_CARDS = los puntos en vez de las cartas: 'result' antes de la primera carta
RESULT_NO_MATCH = 'result N match' es de un bando: aquí los puntos de cada uno
RESULT_TAKES = result lleva un nombre y los puntos (0 a 157) o match
RESULT_TWICE = %s ya tiene sus puntos de esta mano
REVOKE_NOT_PLAYED = revoke: la baza %d no se ha jugado (1 a %d)
REVOKE_NO_TRICK = revoke: aún no hay baza en esta mano
REVOKE_STANDS = ya hay una falta en esta mano (%s, baza %d)
ROW_FILLED = %s ya ha jugado %s
SET_ALREADY = la opción %s ya está puesta
START_WITH_GAME = el registro empieza con 'game G'
STOECK_NO_TRUMP = no hay Stöck sin triunfo
STOECK_ONCE = Stöck una sola vez por mano
TAKES_NAME_CARDS = %s lleva un nombre y cartas
TAKES_NAME_NUMBER = %s lleva un nombre y un número
""",
"""
TAKES_NUMBER_FROM = la opción %s lleva un número de %d a %d
TAKES_N_PLAYERS = %s se juega con %d jugadores
TAKES_N_TO_N_PLAYERS = %s se juega de %d a %d jugadores
TAKES_ONE_NAME = %s lleva un nombre
TAKES_ONE_OF = la opción %s lleva %s
TEN_ROWS_ONLY = %s necesita la opción rows=10
TRICK_HAS_N = una baza tiene %d cartas, no %d
TRICK_TAKES_CARDS = trick lleva sus cartas
TRUMP_CHOSEN = el triunfo de esta mano ya está elegido
TRUMP_FIRST = primero el triunfo: 'trump MODE' o 'trump push MODE'
TRUMP_TAKES = trump lleva [push...] [joker] S H D C, O o U, o slalom o guschti con O o U
TWO_CALLED = dos jugadores se llaman %s
UNKNOWN_GAME = juego desconocido '%s' (%s)
UNKNOWN_STATEMENT = apunte desconocido '%s'
WEIS_IN_FIRST_TRICK = el canto va en la primera baza (%d bazas jugadas)
WEIS_LINES_AT_MOST = como mucho %d líneas 'weis' por mano
WEIS_ONE_SIDE = cantos de un solo bando: %s ya tiene cantos
WEIS_VALUES = un canto vale %s
WON_ALREADY = la partida ha terminado: %s ganó
""",
)
