"""The rows of `export --csv`: one per deal played to its end (an annulled deal too, marked
so), with a header a spreadsheet reads as it is (docs/statistics.md lists the columns).

A deal's running tallies are the score of the log cut after that deal, as the sheet's
chart has them (sheet_chart.totals_after_each_deal): nothing is added up here.
"""

import hashlib

from host_sim.sheet.sheet_chart import totals_after_each_deal

SLOTS = 4       # players or sides: a match has at most four
HEADER = (["match", "order", "file", "game", "deal", "dealer", "trump", "chooser"]
          + [w + str(i) for i in range(1, SLOTS + 1)
             for w in ("name", "points", "tally", "pommes")]
          + ["weis", "stoeck", "revoke", "annulled", "entered"])


def match_id(match):
    """A short name of a match that is the same wherever the match was found: the first
    hex digits of the hash of its statements."""
    text = "\n".join(" ".join(words) for words in match.statements)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]


def _tally(totals):
    """The running figure a player or side is ranked by: its score, or its penalty."""
    return totals.get("score", totals.get("penalty", ""))


def _named(values):
    """`{"Ana+Cleo": 50, ...}` as "Ana+Cleo 50" for the units that have any."""
    return " ".join("%s %s" % (k, v) for k, v in sorted((values or {}).items()) if v)


def rows(match):
    """The rows of one MatchLog."""
    s = match.score
    units = list(s.get("sides") or s["players"])[:SLOTS]
    runs = totals_after_each_deal("".join(" ".join(w) + "\n" for w in match.statements))
    out = []
    for n, deal in enumerate(s["deals"]):
        totals = runs[n]
        row = [match_id(match), match.order, match.path, s["game"], n + 1,
               deal.get("dealer", ""), " ".join(str(deal[k]) for k in ("trump", "row")
                                               if deal.get(k) is not None),
               deal.get("chooser", "")]
        points = deal.get("points") or {}
        for i in range(SLOTS):
            if i < len(units):
                u = units[i]
                t = totals.get(u, {})
                row += [u, points.get(u, ""), _tally(t), t.get("pommes", "")]
            else:
                row += ["", "", "", ""]
        rev = deal.get("revoke")
        row += [_named(deal.get("weis") or deal.get("melds")), _named(deal.get("stoeck")),
                "" if rev is None else "%s %d" % (rev["player"], rev["trick"]),
                "yes" if deal.get("annulled") else "",
                deal.get("entered", "cards")]
        out.append(row)
    return out
