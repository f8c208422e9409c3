"""The score sheet's words, one small table per language (English, Deutsch, Français,
Español), in the words players use at the table; and which language a sheet is in when
none is asked for: the device's setting in its data folder, else English.

Schieber's deals (who chose the trump, pushed or not, Weis, Match, the deal's score
after the multiplier) have their own words; Obenabe and Undenufe keep their Swiss names
in every language, as on the device (sheet.mode_label).

A word with `%s` or `%d` in it is a pattern filled in by the sheet. Every language has
every word (tests/test_sheet.py checks it).
"""


LANGS = ("en", "de", "fr", "es")
DEFAULT = "en"

EN = {
    "sheet": "Score sheet",
    "deal": "deal",
    "trump": "trump",
    "points": "points",
    "point": "point",
    "pomme": "pomme",
    "net": "net",
    "cards": "cards",
    "melds": "melds",
    "stoeck": "Stöck",
    "total": "total",
    "chose": "chose",
    "pushed": "pushed",
    "yes": "yes",
    "weis": "Weis",
    "match": "Match",
    "scored": "scored",
    "prediction": "predicted",
    "penalty": "penalty",
    "combinations": "combos",
    "times": "x",
    "to_target": "played to %d",
    "deals_planned": "%d deals",
    "winner": "winner: %s",
    "not_finished": "not finished",
    "in_progress": "deal %d under way: %d tricks played",
    "annulled": "annulled: %s broke a rule in trick %d",
    "revoke": "%s broke a rule in trick %d: the rest to the other side",
    "all_tricks": "%s took every trick (+100)",
    "swap": "%s swapped the 6",
    "misere": "misère: %s scores the other's combinations",
    "rest": "rest",
    "board": "%s: hundreds %d, fifties %d, twenties %d, rest %d = %d",
    "tally": "%s: points %d, pommes %d, net %d",
    "no_deal": "no deal finished yet",
}

DE = {
    "sheet": "Punkteblatt",
    "deal": "Runde",
    "trump": "Trumpf",
    "points": "Punkte",
    "point": "Punkt",
    "pomme": "Apfel",
    "net": "Stand",
    "cards": "Karten",
    "melds": "Weis",
    "stoeck": "Stöck",
    "total": "Total",
    "chose": "wählte",
    "pushed": "geschoben",
    "yes": "ja",
    "weis": "Weis",
    "match": "Match",
    "scored": "Resultat",
    "prediction": "Ansage",
    "penalty": "Differenz",
    "combinations": "Kombis",
    "times": "x",
    "to_target": "gespielt auf %d",
    "deals_planned": "%d Runden",
    "winner": "Sieger: %s",
    "not_finished": "noch nicht fertig",
    "in_progress": "Runde %d läuft: %d Stiche gespielt",
    "annulled": "ungültig: %s hat im %d. Stich falsch gespielt",
    "revoke": "%s hat im %d. Stich falsch gespielt: der Rest geht an die Gegner",
    "all_tricks": "%s macht alle Stiche: Match (+100)",
    "swap": "%s tauscht die 6",
    "misere": "Misère: %s zählt die Kombis des Gegners",
    "rest": "Rest",
    "board": "%s: Hunderter %d, Fünfziger %d, Zwanziger %d, Rest %d = %d",
    "tally": "%s: Punkte %d, Äpfel %d, Stand %d",
    "no_deal": "noch keine Runde fertig",
}

FR = {
    "sheet": "Feuille de marque",
    "deal": "donne",
    "trump": "atout",
    "points": "points",
    "point": "point",
    "pomme": "pomme",
    "net": "net",
    "cards": "cartes",
    "melds": "annonces",
    "stoeck": "stöck",
    "total": "total",
    "chose": "choix",
    "pushed": "passé",
    "yes": "oui",
    "weis": "annonces",
    "match": "match",
    "scored": "marqué",
    "prediction": "annoncé",
    "penalty": "écart",
    "combinations": "combis",
    "times": "x",
    "to_target": "partie en %d",
    "deals_planned": "%d donnes",
    "winner": "gagnant : %s",
    "not_finished": "partie en cours",
    "in_progress": "donne %d en cours : %d plis joués",
    "annulled": "annulée : %s a fait une faute au pli %d",
    "revoke": "%s a fait une faute au pli %d : le reste à l'adversaire",
    "all_tricks": "%s fait tous les plis : match (+100)",
    "swap": "%s a échangé le 6",
    "misere": "misère : %s marque les combis de l'adversaire",
    "rest": "reste",
    "board": "%s : centaines %d, cinquantaines %d, vingtaines %d, reste %d = %d",
    "tally": "%s : points %d, pommes %d, net %d",
    "no_deal": "aucune donne terminée",
}

ES = {
    "sheet": "Hoja de tanteo",
    "deal": "mano",
    "trump": "triunfo",
    "points": "puntos",
    "point": "punto",
    "pomme": "manzana",
    "net": "neto",
    "cards": "cartas",
    "melds": "cantos",
    "stoeck": "Stöck",
    "total": "total",
    "chose": "eligió",
    "pushed": "pasado",
    "yes": "sí",
    "weis": "cantos",
    "match": "Match",
    "scored": "anotado",
    "prediction": "apuesta",
    "penalty": "diferencia",
    "combinations": "combis",
    "times": "x",
    "to_target": "a %d puntos",
    "deals_planned": "%d manos",
    "winner": "ganador: %s",
    "not_finished": "partida sin terminar",
    "in_progress": "mano %d en juego: %d bazas jugadas",
    "annulled": "anulada: %s hizo renuncio en la baza %d",
    "revoke": "%s hizo renuncio en la baza %d: el resto para el rival",
    "all_tricks": "%s gana todas las bazas (+100)",
    "swap": "%s cambia el 6",
    "misere": "misère: %s cuenta las combis del rival",
    "rest": "resto",
    "board": "%s: cientos %d, cincuentas %d, veintes %d, resto %d = %d",
    "tally": "%s: puntos %d, manzanas %d, neto %d",
    "no_deal": "ninguna mano terminada",
}

WORDS = {"en": EN, "de": DE, "fr": FR, "es": ES}
# How each language names itself (the --lang choices in a message).
NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}


def device_lang(data_dir):
    """The language kept in the device's `settings` file in `data_dir` (the device's own
    reader: a line `lang CODE`, as the menu and the first start write it), or None."""
    from picotafel.saving.storage import Store
    from picotafel.saving.storage_list import setting
    return setting(Store(data_dir), "lang")
