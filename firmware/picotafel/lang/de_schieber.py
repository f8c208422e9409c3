"""German words of the part `schieber`: Schieber's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
CHOOSES = %s: Trumpf?
CHOOSES_PUSHED = %s muss wählen
CHOOSE_HINT = A-D91 Trumpf # schieb
CHOOSE_OBENABE = 9    Obenabe: A hoch
CHOOSE_SUIT = A-D  eine Farbe
CHOOSE_UNDENUFE = 1    Undenufe: 6 hoch
CHOSEN_HINT = A-D91 Trumpf * zurück
DEAL_N_DEALS = Runde %d: %s gibt
MATCH_BONUS = Match! %s
PUSHED_ALREADY = geschoben: der Partner wählt
PUSH_TO = #    schieb: %s
SCHIEBER_TRUMP = Trumpf im Schieber: S H D C, O oder U, höchstens einmal geschoben
WEIS_ONLY_FIRST = Weis nur im 1. Stich
WEIS_OR_POINTS = 1-4 Weis  # Punkte
""",
)
