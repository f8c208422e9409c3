"""`revoke N T` (docs/rules/common.md, "What really happened wins"): N broke an obligation in
trick T of the deal, as it happened at the table. Loaded only when a revoke is recorded,
a refusal is asked what breach it proves, or a score is written: the Pico's heap keeps
the rest of the core small.

After `revoke N T`, no player's obligations are checked in the rest of that deal, neither
at the card nor by the audit at its end: the penalty has decided it, and the deal is keyed
to its end as it was played, a second breach included (cards not in the deck or played
twice, wrong trick sizes and statements out of place are still refused). With two sides (La Pomme, Jass in teams), trick
T and every later trick go to N's opponents, with the last trick's 5 and the +100 for all
tricks where it follows; melds and Stöck stand. Without sides (Differenzler, Jass with 3
players or teams=0) the deal is annulled: nobody scores, the same dealer deals again.
A revoke stands once per deal, after trick T.
"""

from picotafel import lang
from picotafel.core.cards import suit, rank, JACK, trick_winner, trick_points, NO_TRUMP_BUT_JACK
from picotafel.core.rules import RuleError


def apply(game, st, sides):
    """Take `revoke N T` into `game`'s deal; the player index."""
    d = game.deal
    names = game.players
    if st[1] not in names:
        raise RuleError(lang.t("NOT_A_PLAYER_OF", "log") % (st[1], " ".join(names)))
    if d.revoked is not None:
        raise RuleError(lang.t("REVOKE_STANDS", "log")
                        % (names[d.revoked[0]], d.revoked[1]))
    t = st[2]
    if not 1 <= t <= len(d.tricks):
        if not d.tricks:
            raise RuleError(lang.t("REVOKE_NO_TRICK", "log"))
        raise RuleError(lang.t("REVOKE_NOT_PLAYED", "log") % (t, len(d.tricks)))
    p = names.index(st[1])
    d.revoked = (p, t, sides)
    d.breach = None                      # the breach taken with trick T is recorded
    d.voids[p] = 0
    if not sides:
        return p                         # annulled: the deal is over
    taken = [0] * d.n
    who = takers(d)
    for i in range(len(who)):
        taken[who[i]] += trick_points(d.tricks[i][1], d.trump, d.jack)
    d.taken = taken
    return p


def takers(d):
    """Who is credited with each trick of deal `d` so far: the winner, except that after
    `revoke N T` (two sides) trick T and every later one go to N's opponents (the winner
    if one of them, else the player after N), as TrickDeal.add credits them."""
    r = d.revoked
    out = []
    for i in range(len(d.tricks)):
        leader, cards, _ = d.tricks[i]
        w = (leader + trick_winner(cards, d.order(i))) % d.n
        if r is not None and i >= r[1] - 1 and (w - r[0]) % 2 == 0:
            w = (r[0] + 1) % d.n
        out.append(w)
    return out


def shown_in(d, p, c, shown_void):
    """The number of the first trick of deal `d` in which player `p` showed they cannot
    hold `c` (`shown_void` as for TrickDeal.add), or 0."""
    s = suit(c)
    for i in range(len(d.tricks)):
        leader, cards, _ = d.tricks[i]
        k = (p - leader) % d.n
        if k:
            bits = shown_void(cards[:k], cards[k])
            if bits >> s & 1 or (s == d.trump and bits & NO_TRUMP_BUT_JACK
                                 and rank(c) != JACK):
                return i + 1
    return 0


def breach(game, pending, c):
    """(player, trick number) of the breach that refusing `c` after `pending` proves, or
    None: an earlier void (caught at once), or what the game knows of the player's hand
    in this very trick (its refusal_proves: the game contract, core/rules.py)."""
    d = game.deal
    p = d.player_at(len(pending))
    if d.played[c] or c in pending:
        return None
    if d.revoke(p, c):
        return (p, shown_in(d, p, c, game.shown_void))
    if d.free(p):
        return None
    if game.refusal_proves(p, pending, c):
        return (p, len(d.tricks) + 1)
    return None


def check_taken(game, pending, c, fault):
    """Why card `c` cannot follow `pending` once the breach `fault` (player, trick) in
    this very trick is taken, as check_trick takes it: only the facts (a card played
    twice, another's card), no obligation."""
    d = game.deal
    d.breach = (fault[0], fault[1], "")
    try:
        return game.check_card(pending, c)
    finally:
        d.breach = None
