"""The words of `stats`' text view, one small table per language (English, Deutsch,
Français, Español; `stats --lang`, and the phone page in its own language). A word with
`%s`, `%d` or `%.1f` in it is a pattern filled in by text.py and the games' stats
adapters, each language's with the same fields in the same order (tests/host/test_stats.py)."""

LANGS = ("en", "de", "fr", "es")
DEFAULT = "en"

EN = {
    "player_game": "%s: %d matches, %d won (%s), %d unfinished, %d deals, %d revokes",
    "per_deal": "points per deal %.1f",
    "pommes": "pommes %d",
    "melds": "melds",
    "weis": "Weis",
    "weis_stoeck": "%s %d, Stoeck %d",
    "marks": "Matches (all nine tricks) %d, Striche %d",
    "rows": "rows filled %d, %.1f written a row",
    "difference": "difference per deal %.1f, exact estimates %d",
    "head": "Head to head, %s",
    "head_row": "%s %d : %d %s (%d matches)",
    "partners": "Partners, %s",
    "partners_row": "%s+%s: %d matches, %d won (%s)",
    "none": "no matches",
}

DE = {
    "player_game": "%s: %d Partien, %d gewonnen (%s), %d unbeendet, %d Runden, %d Renonce",
    "per_deal": "Punkte pro Runde %.1f",
    "pommes": "Pommes %d",
    "melds": "Weis",
    "weis": "Weis",
    "weis_stoeck": "%s %d, Stöck %d",
    "marks": "Matchs (alle neun Stiche) %d, Striche %d",
    "rows": "Zeilen gefüllt %d, %.1f geschrieben pro Zeile",
    "difference": "Differenz pro Runde %.1f, genaue Ansagen %d",
    "head": "Direkter Vergleich, %s",
    "head_row": "%s %d : %d %s (%d Partien)",
    "partners": "Partner, %s",
    "partners_row": "%s+%s: %d Partien, %d gewonnen (%s)",
    "none": "keine Partien",
}

FR = {
    "player_game": "%s : %d parties, %d gagnées (%s), %d inachevées, %d donnes, %d fautes",
    "per_deal": "points par donne %.1f",
    "pommes": "pommes %d",
    "melds": "annonces",
    "weis": "annonces",
    "weis_stoeck": "%s %d, stöck %d",
    "marks": "matchs (les neuf plis) %d, traits %d",
    "rows": "lignes remplies %d, %.1f écrits par ligne",
    "difference": "écart par donne %.1f, annonces exactes %d",
    "head": "Face à face, %s",
    "head_row": "%s %d : %d %s (%d parties)",
    "partners": "Partenaires, %s",
    "partners_row": "%s+%s : %d parties, %d gagnées (%s)",
    "none": "aucune partie",
}

ES = {
    "player_game": "%s: %d partidas, %d ganadas (%s), %d sin acabar, %d manos, %d faltas",
    "per_deal": "puntos por mano %.1f",
    "pommes": "pommes %d",
    "melds": "cantos",
    "weis": "cantos",
    "weis_stoeck": "%s %d, Stöck %d",
    "marks": "Matchs (las nueve bazas) %d, rayas %d",
    "rows": "filas llenadas %d, %.1f escritos por fila",
    "difference": "diferencia por mano %.1f, apuestas exactas %d",
    "head": "Cara a cara, %s",
    "head_row": "%s %d : %d %s (%d partidas)",
    "partners": "Compañeros, %s",
    "partners_row": "%s+%s: %d partidas, %d ganadas (%s)",
    "none": "ninguna partida",
}

WORDS = {"en": EN, "de": DE, "fr": FR, "es": ES}
