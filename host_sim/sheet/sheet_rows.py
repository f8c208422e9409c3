"""What the games' score sheets share (host_sim/games/<game>/sheet.py, sheet.py): a row per
deal with running totals, the deals' notes, the trump's suit, the Jass chalk board."""

from picotafel.core.cards import MODES, OBENABE

SUITS = "\u2660\u2665\u2666\u2663"


def trump_suit(label):
    """The trump suit of a turned-up card's label ("8♠" -> "♠"); "" without one."""
    return label[-1] if label and label[-1] in SUITS else ""


def mode_label(mode, names):
    """A trump mode as the score names it ("S", "H", "D", "C", "O", "U") the way the sheet
    shows it: the suit's symbol, or the game's `names` of Obenabe and after (their Swiss
    names in every language, as on the device)."""
    i = MODES.index(mode)
    return SUITS[i] if i < OBENABE else names[i - OBENABE]


def chalk(additions):
    """The Jasstafel after chalking `additions` one deal at a time: each deal's points
    plus the rest before it go up as hundreds, a fifty, twenties, and a new rest under
    20. (hundreds, fifties, twenties, rest); their sum is the total."""
    h = f = t = rest = 0
    for a in additions:
        n = rest + a
        h += n // 100
        n %= 100
        f += n // 50
        n %= 50
        t += n // 20
        rest = n % 20
    return h, f, t, rest


def fifty_at(i, fifties):
    """Where the i-th fifty is chalked along the Z's diagonal, 0 at its lower left end
    and 1 at its upper right: in pairs (the second crosses the first, an X), spread
    clear of the strokes on the bars."""
    pairs = (fifties + 1) // 2
    return 0.2 + 0.7 * (i // 2 + 0.5) / pairs


def sides(s):
    return list(s.get("sides") or s["players"])


def revoke_note(w, d, key):
    r = d.get("revoke")
    return w[key] % (r["player"], r["trick"]) if r else ""


def points_note(w, d):
    """A deal entered by its points instead of its cards says so."""
    return w["entered"] if d.get("entered") == "points" else ""


def notes(*parts):
    return "; ".join(p for p in parts if p)


def trump(d):
    """The lead cells after the deal's number: the trump's suit when the game has one."""
    return [trump_suit(d["trump"])] if "trump" in d else []


def deals(s, w, out, sides, figures, gain, note, lead=trump):
    """A row per deal: the deal's number and `lead(d)`, per side `figures(d, side)` and
    the running total that `gain(d, side)` adds to, and the deal's `note(d)`. An annulled
    deal shows "-" and keeps the totals. {side: [each deal's gain]}."""
    run = dict((n, 0) for n in sides)
    gains = dict((n, []) for n in sides)
    for i, d in enumerate(s["deals"]):
        cells = []
        for n in sides:
            if d.get("annulled"):
                cells.append(["-"] * len(out["groups"][0][1][:-1]) + [str(run[n])])
                continue
            g = gain(d, n)
            run[n] += g
            gains[n].append(g)
            cells.append([str(v) for v in figures(d, n)] + [str(run[n])])
        out["rows"].append(([str(i + 1)] + lead(d), cells, revoke_note(w, d, "annulled")
                            if d.get("annulled") else note(d)))
    return gains


def boards(s, w, out, sides, gains):
    """Jass and Schieber: each side's score under its last column, its chalk board of
    the deals' `gains`, the target."""
    blank = [""] * (len(out["groups"][0][1]) - 1)
    out["totals"] = [blank + [str(s["totals"][n]["score"])] for n in sides]
    out["boards"] = [(n,) + chalk(gains[n]) for n in sides]
    out["footer"].append(w["to_target"] % s["target"])
