"""English words of the part `play`: every game's play screens, the trick rules' refusals,
a saving message in play (lang/__init__.py)."""

WORDS = (
"""
ALREADY_PLAYED = %s already played
ANY_KEY_GO_ON = any key: go on
ANY_KEY_NEXT = any key: next
BATTERY_LOW = battery low (%.1f V): change it soon
BROKE_A_RULE = %s broke a rule
COL_MELD = meld
COL_PTS = pts
COL_STOECK = St
COL_SUM = sum
DEALS_AGAIN = %s deals again
DEAL_1_DEALS = Deal 1: %s deals
DEAL_ANNULLED = Deal %d annulled
DEAL_N = Deal %d
DEAL_N_SHORT = Deal %d
FLASH_FULL_NOT_SAVED = flash full: this statement was not saved; delete a saved match
HASH_POINTS =  #pts
HINT_NEW_MATCH = 0: menu, new match
IN_TRICK_N = in trick %d
IS_TURNED_UP_OF = %s is %s's (turned up)
KEY_NEXT_TRUMP = key next trump card
KEY_TURNED_1 = Key the turned-up
KEY_TURNED_2 = card: suit + rank
LAST_TRICK = last trick: %s
LEADS_POINTS = %s leads #pts
LEFT_ON = left on %s without a key: switch off after play
MATCH_NOT_SAVED = match %d not saved: %s
MATCH_OVER = Match over
NOBODY_SCORES = nobody scores
NOT_SAVED = not saved: %s
NO_DEAL_PLAYED = no deal played yet
PLAYED_HOLDING = played %s holding %s
""",
"""
PLAYED_ON_TRUMP_LEAD = played %s on a trump lead holding %s
PLAYS = %s plays
POINTS_ENTERED = points entered
REMATCH_MENU = # rematch   0 menu
REVOKED_TRICK = %s revoked, trick %d
SAVED_MATCHES = Saved matches
SHOWED_NO = %s showed no %s
SHOWED_NO_BUT_J = %s showed no %s but the J
STANDINGS = Standings
TOOK = took %s
TOOK_IGNORED = took %s: %s ignored
TO_PLAY = %s to play
TRUMP_IS = %s trump
TURNED_UP_CARD = turned-up card: %s
UNDERTRUMPED = undertrumped %s with %s holding %s
ZERO_MENU = 0 menu
""",
)
