"""The rows of `export --csv`: one per deal played to its end (an annulled deal too, marked
so), with a header a spreadsheet reads as it is (docs/statistics.md lists the columns).

A deal's running tallies are the score of the log cut after that deal: the shared core
scores them (`picotafel.core.score`), nothing is added up here.
"""

import hashlib

from picotafel.core.score import score

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


def _deal_ends(match):
    """The number of statements up to the end of each deal (before the next `deal`)."""
    ends = [i for i, words in enumerate(match.statements) if words[0] == "deal"][1:]
    return ends + [len(match.statements)]


def _named(values):
    """`{"Ana+Cleo": 50, ...}` as "Ana+Cleo 50" for the units that have any."""
    return " ".join("%s %s" % (k, v) for k, v in sorted((values or {}).items()) if v)


def rows(match):
    """The rows of one MatchLog."""
    s = match.score
    units = list(s.get("sides") or s["players"])[:SLOTS]
    ends = _deal_ends(match)
    out = []
    for n, deal in enumerate(s["deals"]):
        cut = "\n".join(" ".join(w) for w in match.statements[:ends[n]])
        totals = score(cut)["totals"]
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
