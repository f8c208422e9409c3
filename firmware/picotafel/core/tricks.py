"""One deal of a trick game: who is to play, what has been played, who took what, and
what each player has shown they do not hold.

Shared by the trick games (La Pomme, Jass, Differenzler, Schieber, Coiffeur). A game
decides which plays reveal a void (its obligations) through `shown_void`; this module
refuses the revokes those voids prove and keeps the points.
"""

from picotafel.core.cards import suit, rank, JACK, card_label, trick_winner, trick_points, \
    strength, SUIT_SYMBOLS, DECK_SIZE, LAST_TRICK, NO_TRUMP_BUT_JACK
from picotafel.core.rules import RuleError
from picotafel import lang

# voids[p] holds one bit per suit shown absent, and NO_TRUMP_BUT_JACK (cards.py): the
# player may hold the trump Jack, but no other trump.

class TrickDeal:
    def __init__(self, players, dealer, turned, tricks, jack=20):
        self.n = players
        self.dealer = dealer
        self.turned = turned
        # the trump mode (cards.MODES); -1 until Schieber's `trump` statement names it
        self.trump = -1 if turned is None else suit(turned)
        self.jack = jack
        self.ntricks = tricks
        self.leader = (dealer + 1) % players
        self.played = bytearray(DECK_SIZE)
        self.tricks = []      # (leader, cards, line) per trick, in order
        self.taken = [0] * players
        self.last = None      # who won the last trick
        self.last_to = None   # who was credited with it (after a revoke: N's opponent)
        self.voids = bytearray(players)
        # (player, trick, sides) of `revoke N T` in this deal (revoke.py); without sides
        # the deal is annulled (over at once)
        self.revoked = None
        # (player, trick, why) of a breach in the last trick taken that `revoke N T` must
        # record next (check_trick): the table chose to record it as it was keyed
        self.breach = None

    @property
    def over(self):
        r = self.revoked
        return len(self.tricks) == self.ntricks or r is not None and not r[2]

    def order(self, i):
        """The trump mode that orders trick i (who wins it): the deal's own, but in
        Coiffeur's Slalom and Guschti, whose cards still count in self.trump."""
        return self.trump

    def player_at(self, k):
        """Who plays the k-th card (0 = lead) of the current trick."""
        return (self.leader + k) % self.n

    def free(self, player):
        """True once obligations are off in this deal, `player`'s and everyone's: a revoke
        is recorded, or a breach in the last trick is about to be (self.breach). The
        penalty has decided the deal; it is keyed to its end as it was played."""
        return self.revoked is not None or self.breach is not None

    def revoke(self, player, c):
        """Why `player` cannot hold `c` by what they have shown, or None: a message with
        one %s for the player's name."""
        if self.free(player):                     # a revoke recorded: no more checks
            return None
        v = self.voids[player]
        s = suit(c)
        if v >> s & 1:
            return lang.t("SHOWED_NO") % ("%s", SUIT_SYMBOLS[s])
        if s == self.trump and v & NO_TRUMP_BUT_JACK and rank(c) != JACK:
            return lang.t("SHOWED_NO_BUT_J") % ("%s", SUIT_SYMBOLS[s])
        return None

    def check_card(self, pending, c, names):
        """Why card `c` cannot be the next of the trick `pending`, or None."""
        if self.played[c] or c in pending:
            return lang.t("ALREADY_PLAYED") % card_label(c)
        why = self.revoke(self.player_at(len(pending)), c)
        if why:
            return why % names[self.player_at(len(pending))]
        return None

    def add(self, cards, line, shown_void):
        """Record a checked trick. `shown_void(pending, card)` gives the void bits the play
        of `card` after `pending` reveals. Returns the winner."""
        r = self.revoked
        for k in range(len(cards)):
            c = cards[k]
            self.played[c] = 1
            if k:
                p = self.player_at(k)
                if not self.free(p):              # a revoker's plays show nothing
                    self.voids[p] |= shown_void(cards[:k], c)
        w = self.player_at(trick_winner(cards, self.order(len(self.tricks))))
        t = w
        if r is not None and len(self.tricks) >= r[1] - 1 and (w - r[0]) % 2 == 0:
            t = (r[0] + 1) % self.n     # after `revoke N T`: to N's opponents (revoke.py)
        self.tricks.append((self.leader, cards, line))
        self.taken[t] += trick_points(cards, self.trump, self.jack)
        if self.over:
            self.taken[t] += LAST_TRICK
        self.last = w
        self.last_to = t
        self.leader = w
        return w

    def hands(self):
        """Every card each player played this deal, in order (the whole hand once over)."""
        out = [[] for _ in range(self.n)]
        for leader, cards, _ in self.tricks:
            for k in range(len(cards)):
                out[(leader + k) % self.n].append(cards[k])
        return out


def credited(d):
    """(who is credited with each trick of the finished deal `d`, the side of partners
    (p % 2) that took every trick or -1), for the games of two sides of two (Schieber,
    Coiffeur): the winners, or after a revoke as revoke.takers gives them."""
    if d.revoked is None:
        takers = [d.tricks[i][0] for i in range(1, len(d.tricks))] + [d.last]
    else:
        from picotafel.core.revoke import takers as revoked
        takers = revoked(d)
    side = takers[0] % 2
    for t in takers:
        if t % 2 != side:
            return takers, -1
    return takers, side


def revoke_entry(rev, names):
    """The score JSON's `revoke` of a deal: None, or its player and trick. Here, not in
    revoke.py, so that scoring a match without a revoke does not load that module."""
    return None if rev is None else {"player": names[rev[0]], "trick": rev[1]}


def check_place(game, st, trump_card):
    """The refusals every trick game shares for where statement `st` stands: nothing once
    the match is over; a new deal only when the last is over, and with the card that
    makes trump (`trump_card` names it for the message; None: no card is turned up, and
    the game refuses a card itself);
    anything else only inside a running deal. `game` has players, sides, finished, winner, deal and results."""
    if game.finished:
        if game.winner is None:          # a draw (Coiffeur)
            raise RuleError(lang.t("OVER_DRAW", "log"))
        raise RuleError(lang.t("WON_ALREADY", "log") % game.sides[game.winner])
    d = game.deal
    if d is not None and d.breach is not None:
        p, t, why = d.breach
        if st[0] != "revoke" or st[1:] != (game.players[p], t):
            # The breach taken with trick T stands only with its `revoke N T` right after.
            raise open_breach(game)
    if st[0] == "deal":
        if d is not None and not d.over:
            raise RuleError(lang.t("DEAL_NOT_FINISHED", "log")
                            % (len(game.results) + 1, len(d.tricks), d.ntricks))
        if st[1] is None and trump_card is not None:
            raise RuleError(lang.t("DEAL_NEEDS_TRUMP", "log") % trump_card)
    elif d is None:
        raise RuleError(lang.t("BEFORE_FIRST_DEAL", "log") % st[0])
    elif d.over:
        raise RuleError(lang.t("OVER_DEAL_NEXT", "log") if d.revoked is None or d.revoked[2]
                        else lang.t("ANNULLED_DEAL_NEXT", "log"))


def open_breach(game):
    """The RuleError of a `game` whose last trick holds a breach that its `revoke N T`
    has not followed (check_trick): the trick's own refusal, at the trick's line."""
    d = game.deal
    p, t, why = d.breach
    return RuleError(why, d.tricks[t - 1][2], (p, t))


def check_trick(game, cards):
    """Refuse a trick with the wrong number of cards, or a card that cannot follow the
    ones before it (`game.check_card(pending, card)` says why).

    One breach the cards of this very trick prove (a card known to be the player's held
    back) is taken, not refused, when no revoke stands yet and the trick is not the last:
    the deal's `breach` then asks for `revoke N T` as the next statement (check_place),
    so the table can record what happened with the trick as it was played."""
    n = len(game.players)
    if len(cards) != n:
        raise RuleError(lang.t("TRICK_HAS_N", "log") % (n, len(cards)))
    d = game.deal
    t = len(d.tricks) + 1
    for k in range(n):
        why = game.check_card(cards[:k], cards[k])
        if why:
            from picotafel.core.revoke import breach
            fault = breach(game, cards[:k], cards[k])
            if (fault is not None and fault[1] == t < d.ntricks and d.revoked is None
                    and d.breach is None):
                d.breach = (fault[0], t, why)
                if game.check_card(cards[:k], cards[k]) is None:
                    continue
            d.breach = None
            if fault is not None and 0 < fault[1] < t and not why.endswith(" %d" % fault[1]):
                why = "%s %s" % (why, lang.t("IN_TRICK_N") % fault[1])   # an earlier play
            raise RuleError(why, None, fault)


def audit(tricks, n, trump, check, names, revoked=None):
    """Replay a whole deal once every hand is known (every card was played).

    `tricks` is [(leader, cards, line), ...]; `check(hand, pending, card, trump)` gives
    why the play of `card` from `hand` (the player's cards not yet played, `card`
    included) after `pending` broke an obligation, or None. Raises RuleError naming the
    first such trick's line; the message says which trick and who. Nothing is checked
    once a revoke is recorded (`revoked`, its player, not None): the penalty has decided
    the deal, a second breach included.
    """
    if revoked is not None:
        return
    hands = [[] for _ in range(n)]
    for leader, cards, _ in tricks:
        for k in range(len(cards)):
            hands[(leader + k) % n].append(cards[k])
    for i in range(len(tricks)):
        leader, cards, line = tricks[i]
        for k in range(len(cards)):
            p = (leader + k) % n
            why = check(hands[p], cards[:k], cards[k], trump)
            if why:
                raise RuleError(lang.t("TRICK_WHO_WHY", "breach") % (i + 1, names[p], why), line,
                                (p, i + 1))
            hands[p].remove(cards[k])


def swiss_obligation(hand, pending, c, trump):
    """Why playing `c` from `hand` (cards not yet played, `c` included) after `pending`
    breaks an obligation, or None. The Swiss obligations (Differenzler, and Jass with
    rules=swiss): follow suit or trump; undertrump only when void in the suit led; on a
    trump lead, trump unless the only trump held is the Jack."""
    if not pending:
        return None
    led = suit(pending[0])
    s = suit(c)
    if led == trump:
        if s == trump:
            return None
        for h in hand:
            if suit(h) == trump and rank(h) != JACK:
                return lang.t("PLAYED_ON_TRUMP_LEAD") % (card_label(c), card_label(h))
        return None
    if s == led:
        return None
    follow = None
    for h in hand:
        if suit(h) == led:
            follow = h
            break
    if follow is None:
        return None
    if s != trump:
        return lang.t("PLAYED_HOLDING") % (card_label(c), card_label(follow))
    top = top_trump(pending, trump)
    if top is not None and strength(c, trump) < strength(top, trump):
        return lang.t("UNDERTRUMPED") % (
            card_label(top), card_label(c), card_label(follow))
    return None


def swiss_void(pending, c, trump):
    """The void bits a follower shows by playing `c` after `pending` under the Swiss
    obligations (Differenzler, Jass rules=swiss, Schieber): none when following suit; on a
    trump lead, no trump but perhaps the Jack; a plain suit not followed, unless with a
    trump above the trick's (overtrumping is allowed while holding the suit led;
    undertrumping is not)."""
    led = suit(pending[0])
    if suit(c) == led:
        return 0
    if led == trump:
        return NO_TRUMP_BUT_JACK
    top = top_trump(pending, trump)
    if suit(c) == trump and (top is None or strength(c, trump) > strength(top, trump)):
        return 0
    return 1 << led


def top_trump(pending, trump):
    """The highest trump in `pending`, or None."""
    top = None
    for p in pending:
        if suit(p) == trump and (top is None or strength(p, trump) > strength(top, trump)):
            top = p
    return top
