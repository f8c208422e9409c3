"""The rules engine every game shares: cards, the match log, a match, the game contract, tricks, revokes, and `score(text)`."""
