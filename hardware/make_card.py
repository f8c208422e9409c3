"""Write a printable quick-reference card (A6) in one language: the keypad with its
legend, how to key a card, undo, the menu, and how to record a broken rule (a revoke).

    python3 hardware/make_card.py en > hardware/card-en.svg     (also de, fr, es)

The keypad on the card is the overlay's (make_overlay.py: the keys from config.KEYMAP,
the ranks and suits from cards.py), drawn smaller; the three word keys are named in the
card's language. The texts say what docs/playing.md says about playing on the device. Print
at 100 % on A6 (105 x 148 mm), or two to a page of A5. Standard library only.
"""

import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _load(name):
    spec = importlib.util.spec_from_file_location("picotafel_hw_" + name,
                                                  os.path.join(HERE, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_overlay = _load("make_overlay")
pico = make_overlay.pico
esc = make_overlay.esc

A6_W, A6_H = 105.0, 148.0
PAGE_W, PAGE_H = 210.0, 297.0       # printed on A4 at 100 %, the card at the page's top left
CARD_AT = (10.0, 10.0)              # inside any printer's margins
MARGIN = 7.0
KEY = 8.0               # a key's square on the card
PITCH = 9.4
TEXT = 2.45             # body text size, mm
HEAD = 3.1
LINE = 3.2              # body line height
CHAR_EM = 0.56          # an average character's width in em (DejaVu Sans, Arial)
# A word legend's characters in bold, in em, at their widest among DejaVu Sans Bold, Arial
# Bold and Helvetica Bold (what the card's font-family may fall back on): wide, narrow,
# the rest.
BOLD_WIDE, BOLD_NARROW, BOLD_EM = "mwMW", "ijlrtfI", 0.72
KEY_PAD = 0.9           # the room a word legend leaves to its key's edge, each side
LANGS = ("en", "de", "fr", "es")

CARD = {
    "en": {
        "title": "picotafel: quick reference",
        "keywords": ("undo", "OK", "menu"),
        "sections": (
            ("The keys", (
                "1-9 the ranks 6 7 8 9 10 J Q K A, A-D the suits ♠ ♥ ♦ ♣, * undo, "
                "# OK, 0 the menu. Where a number is typed they are digits, 0 too.",)),
            ("Keying a card", (
                "A suit key and a rank key, in either order: A 9 is A♠.",
                "Following suit, the rank alone is enough; to trump or discard, press "
                "the suit first. A key that leaves one possible card takes it at once.",
                "A card that cannot be is refused with the reason on the bottom line; "
                "nothing changes.")),
            ("Undo", (
                "* steps back one key, one card, one trick or one deal, as far as you "
                "like.",)),
            ("The menu", (
                "0: undo, standings, options, saved matches, contrast, test keys, new "
                "match, sound, language. 2 up, 8 down, # chooses, * goes back.",)),
            ("A broken rule (revoke)", (
                "When the cards prove a rule was broken, the screen says who and why:",
                "* a keying mistake: back to that trick to key the card again.",
                "# it happened at the table: recorded. That trick and the rest go to the "
                "other side; without sides the deal is annulled and dealt again.",
                "Any other key: back, nothing changed.")),
        ),
    },
    "de": {
        "title": "picotafel: Kurzanleitung",
        "keywords": ("zurück", "OK", "Menü"),
        "sections": (
            ("Die Tasten", (
                "1-9 die Werte 6 7 8 9 10 J Q K A, A-D die Farben ♠ ♥ ♦ ♣, * zurück, "
                "# OK, 0 das Menü. Wo eine Zahl verlangt ist, sind es Ziffern, auch 0.",)),
            ("Eine Karte eingeben", (
                "Farbe und Wert, in beliebiger Reihenfolge: A 9 ist das ♠-As.",
                "Wer Farbe gibt, braucht nur den Wert; zum Stechen oder Abwerfen zuerst "
                "die Farbe. Bleibt nur eine Karte möglich, nimmt eine Taste sie sofort.",
                "Eine unmögliche Karte wird mit dem Grund in der untersten Zeile "
                "abgelehnt; nichts ändert sich.")),
            ("Rückgängig", (
                "* nimmt eine Taste, eine Karte, einen Stich oder eine Runde zurück, so "
                "weit man will.",)),
            ("Das Menü", (
                "0: Rückgängig, Stand, Optionen, gespeicherte Partien, Kontrast, Tasten "
                "testen, neue Partie, Ton, Sprache. 2 hoch, 8 runter, # wählt, * zurück.",)),
            ("Falsch gespielt", (
                "Beweisen die Karten einen Regelbruch, zeigt der Schirm wer und warum:",
                "* ein Tippfehler: zurück zum Stich, die Karte neu eingeben.",
                "# es geschah am Tisch: wird notiert. Dieser Stich und der Rest gehen "
                "an die Gegner; ohne Parteien wird die Runde ungültig und neu gegeben.",
                "Jede andere Taste: zurück, nichts geändert.")),
        ),
    },
    "fr": {
        "title": "picotafel : aide-mémoire",
        "keywords": ("annuler", "OK", "menu"),
        "sections": (
            ("Les touches", (
                "1-9 les valeurs 6 7 8 9 10 J Q K A, A-D les couleurs ♠ ♥ ♦ ♣, "
                "* annuler, # OK, 0 le menu. Pour un nombre, ce sont des chiffres, 0 aussi.",)),
            ("Saisir une carte", (
                "Une touche de couleur et une de valeur, dans l'ordre voulu : A 9 est "
                "l'as de ♠.",
                "Pour fournir, la valeur suffit ; pour couper ou se défausser, la couleur "
                "d'abord. Une touche qui ne laisse qu'une carte possible la prend.",
                "Une carte impossible est refusée, la raison en bas de l'écran ; rien "
                "ne change.")),
            ("Annuler", (
                "* revient d'une touche, d'une carte, d'un pli ou d'une donne, aussi "
                "loin que voulu.",)),
            ("Le menu", (
                "0 : annuler, classement, options, parties gardées, contraste, test des "
                "touches, nouvelle partie, son, langue. 2 monte, 8 descend, # choisit, * revient.",)),
            ("Une faute (renonce)", (
                "Quand les cartes prouvent une faute, l'écran dit qui et pourquoi :",
                "* une erreur de saisie : retour à ce pli pour saisir la carte à nouveau.",
                "# c'est arrivé à la table : noté. Ce pli et les suivants vont à "
                "l'adversaire ; sans équipes, la donne est annulée et redonnée.",
                "Toute autre touche : retour, rien de changé.")),
        ),
    },
    "es": {
        "title": "picotafel: guía rápida",
        "keywords": ("deshacer", "OK", "menú"),
        "sections": (
            ("Las teclas", (
                "1-9 los valores 6 7 8 9 10 J Q K A, A-D los palos ♠ ♥ ♦ ♣, "
                "* deshacer, # OK, 0 el menú. Al escribir un número son cifras, también 0.",)),
            ("Marcar una carta", (
                "Una tecla de palo y una de valor, en cualquier orden: A 9 es el as de ♠.",
                "Si se sirve el palo, basta el valor; para fallar o descartarse, primero "
                "el palo. Una tecla que deja una sola carta posible la toma.",
                "Una carta imposible se rechaza con el motivo en la última línea; nada "
                "cambia.")),
            ("Deshacer", (
                "* retrocede una tecla, una carta, una baza o una mano, tanto como "
                "se quiera.",)),
            ("El menú", (
                "0: deshacer, tanteo, opciones, partidas guardadas, contraste, probar "
                "teclas, nueva partida, sonido, idioma. 2 sube, 8 baja, # elige, * vuelve.",)),
            ("Un renuncio", (
                "Cuando las cartas prueban un renuncio, la pantalla dice quién y por qué:",
                "* un error al marcar: vuelve a esa baza para marcar la carta de nuevo.",
                "# pasó en la mesa: se anota. Esa baza y las siguientes son del rival; "
                "sin equipos la mano se anula y se reparte de nuevo.",
                "Cualquier otra tecla: vuelve, nada cambia.")),
        ),
    },
}


def text_width(s, size):
    """An estimate of the width of `s` at font size `size` (mm) in a sans-serif font."""
    return len(s) * CHAR_EM * size


def wrap(s, width, size):
    """`s` broken at spaces into lines no wider than `width` mm at `size`."""
    lines, line = [], ""
    for word in s.split(" "):
        trial = word if not line else line + " " + word
        if line and text_width(trial, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def keypad(cfg, cards, words, x, y):
    """The keypad as on the overlay, KEY mm squares: (svg lines, height)."""
    labels = make_overlay.legend(cfg, cards)
    named = dict(zip(("undo", "OK", "menu"), words))
    out = ['<g id="keypad">']
    for r, row in enumerate(cfg.KEYMAP):
        for c, key in enumerate(row):
            kind, label = labels[key]
            cx, cy = x + c * PITCH + KEY / 2, y + r * PITCH + KEY / 2
            red = kind == "suit" and label in make_overlay.RED_SUITS
            colour = make_overlay.RED if red else "black"
            out.append('<g class="key" data-key="%s" transform="translate(%g,%g)">'
                       % (esc(key), cx, cy))
            out.append('<rect x="%g" y="%g" width="%g" height="%g" rx="1.2" fill="none" '
                       'stroke="black" stroke-width="0.25"/>' % (-KEY / 2, -KEY / 2, KEY, KEY))
            if kind == "suit":
                out.append('<path class="legend" d="%s" fill="%s" transform="scale(2.5)"/>'
                           % (make_overlay.SUIT_PATHS[label], colour))
            else:
                text = named.get(label, label)
                size = 4.2 if kind == "rank" else min(2.6, int(100 * (KEY - 2 * KEY_PAD) / bold_em(text)) / 100)
                out.append('<text class="legend" x="0" y="%g" font-size="%.2f" '
                           'font-weight="bold" text-anchor="middle">%s</text>'
                           % (size * 0.36, size, esc(text)))
            out.append('<text class="keycap" x="%g" y="%g" font-size="1.8" fill="#444">%s'
                       '</text>' % (-KEY / 2 + 0.6, -KEY / 2 + 2.0, esc(key)))
            out.append("</g>")
    out.append("</g>")
    return out, len(cfg.KEYMAP) * PITCH


def bold_em(text):
    """`text`'s width in em, bold, at its widest (BOLD_*)."""
    return sum(1.06 if ch in BOLD_WIDE else 0.4 if ch in BOLD_NARROW else BOLD_EM for ch in text)


def section(sec, x, y, width):
    """A heading and its paragraphs wrapped to `width` mm from y down: (svg, y after)."""
    heading, paragraphs = sec
    out = ['<g class="section">']
    y += HEAD + 0.6
    out.append('<text class="heading" x="%g" y="%g" font-size="%g" font-weight="bold">'
               '%s</text>' % (x, y, HEAD, esc(heading)))
    y += 0.8
    for para in paragraphs:
        for line in wrap(para, width, TEXT):
            y += LINE
            out.append('<text class="body" x="%g" y="%.2f" font-size="%g">%s</text>'
                       % (x, y, TEXT, esc(line)))
        y += 0.6
    out.append("</g>")
    return out, y + 0.8


def svg(cfg, cards, lang):
    """The card in language `lang` as an SVG document."""
    words = CARD[lang]
    width = A6_W - 2 * MARGIN
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" width="%gmm" height="%gmm" viewBox="0 0 %g %g" '
        'font-family="DejaVu Sans, Arial, Helvetica, sans-serif" lang="%s">'
        % (PAGE_W, PAGE_H, PAGE_W, PAGE_H, lang),
        "<title>%s (A6 on A4: print at 100 %%, cut along the dashed line)</title>" % esc(words["title"]),
        '<rect width="%g" height="%g" fill="white"/>' % (PAGE_W, PAGE_H),
        '<g id="card" transform="translate(%g,%g)">' % CARD_AT,
        '<rect id="outline" x="0.5" y="0.5" width="%g" height="%g" fill="none" stroke="black" '
        'stroke-width="0.2" stroke-dasharray="2,1"/>' % (A6_W - 1, A6_H - 1),
        '<text id="title" x="%g" y="%g" font-size="4.2" font-weight="bold">%s</text>'
        % (MARGIN, MARGIN + 3.5, esc(words["title"])),
    ]
    top = MARGIN + 8
    pad, pad_h = keypad(cfg, cards, words["keywords"], MARGIN, top)
    out += pad
    # The first section (the keys) beside the keypad, the others under it.
    side = MARGIN + 4 * PITCH + 2
    first, rest = words["sections"][0], words["sections"][1:]
    out += section(first, side, top - 4.5, A6_W - MARGIN - side)[0]
    y = top + pad_h
    for sec in rest:
        lines, y = section(sec, MARGIN, y, width)
        out += lines
    if y > A6_H - MARGIN + 2:
        raise ValueError("the %s card does not fit A6 (%.1f mm of text)" % (lang, y))
    out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 1 or argv[0] not in LANGS:
        sys.stderr.write("usage: python3 hardware/make_card.py %s > hardware/card-LANG.svg\n"
                         % "|".join(LANGS))
        return 1
    sys.stdout.write(svg(pico.load_config(), pico.load_cards(), argv[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
