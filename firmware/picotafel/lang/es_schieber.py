"""Spanish words of the part `schieber`: Schieber's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
CHOOSES = %s: ¿triunfo?
CHOOSES_PUSHED = %s: elige, pasado
CHOOSE_HINT = A-D91 triunfo # pasa
CHOOSE_OBENABE = 9    Obenabe, As alto
CHOOSE_SUIT = A-D  un palo
CHOOSE_UNDENUFE = 1    Undenufe, 6 alto
CHOSEN_HINT = A-D91 triunfo * atrás
DEAL_N_DEALS = Mano %d: da %s
MATCH_BONUS = ¡Match! %s
PUSHED_ALREADY = pasado: elige el compañero
PUSH_TO = #    pasar a %s
SCHIEBER_TRUMP = triunfo del Schieber: S H D C, O o U, pasado una vez como mucho
WEIS_ONLY_FIRST = canto solo en la primera baza
WEIS_OR_POINTS = 1-4 canto # puntos
""",
)
