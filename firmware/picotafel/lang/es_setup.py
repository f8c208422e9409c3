"""Spanish words of the part `setup`: a new match's screens (game, players, options, first
dealer), the language screen (lang/__init__.py)."""

WORDS = (
"""
ALREADY_PLAYS = %s ya juega
CHANGE = 4/6 cambiar
DELETE_DONE = * borrar  # listo
DIGITS_OK_DEL = cifras # ok  * borrar
EIGHT_LETTERS = 8 letras como máximo
GAME_OPTIONS = %s: reglas
GAME_PLAYERS = %s: jugad.
GO_ON_BACK = # seguir  * volver
MOVE_CHOOSE = 2/8 mover  # elegir
MOVE_START = 2/8 mover  # empezar
NAME_OF_PLAYER = Nombre del jugador %d
NAME_TYPE = 4/6 nombre 5 teclear
NEW_MATCH_GAME = Nueva partida: juego
NEXT = siguiente >
N_TO_N = de %d a %d
OPTION_BUUR = jota
OPTION_DEALS = manos
OPTION_EXACT = exacto
OPTION_JACK = valor jota
OPTION_MELDS = cantos
OPTION_MISERE = miseria
OPTION_MULT = multiplic.
OPTION_OPEN = abierto
OPTION_POMMES = pommes
OPTION_ROWS = filas
OPTION_RULES = reglas
OPTION_TARGET = meta
OPTION_TEAMS = parejas
PLAYERS_N = jugadores: %d (4/6)
START = empezar >
START_BACK = # empezar  * volver
VALUE_ALL = todos
VALUE_AT_WILL = fallo libre
VALUE_BEST_SIDE = mejor
VALUE_FORCED = obligada
VALUE_FREE = libre
VALUE_MINUS = menos
VALUE_MUST_BEAT = arrastre
""",
"""
VALUE_OFF = no
VALUE_ON = sí
VALUE_SWISS = Suiza
VALUE_THREE = tres
WHO_DEALS_FIRST = ¿Quién reparte?
""",
)
