"""The public entry point for every tool: `score(text) -> dict` (docs/log-format.md)."""

from picotafel.core.match import load
from picotafel.core.matchlog import LogError  # noqa: F401  (tools catch it from here)


def standings(m):
    """The score object of a loaded match."""
    out = {"game": m.module.NAME, "players": list(m.players or ()), "deals": [],
           "totals": {}, "finished": m.finished, "winner": None}
    if m.game is not None:
        out.update(m.game.summary())
        w = m.winner
        if w is not None:
            out["winner"] = m.game.sides[w]
    return out


def score(text):
    """The standings of match log `text`; LogError (line, msg) if it could not have happened."""
    return standings(load(text))
