"""One module per game, each with the same shape (the game contract, core/rules.py).

The registry's list: the games of this firmware in the order the new-match list shows
them, and what screens and score sheets call each. The titles live here rather than in
the games (or in the language words) so that the menu can name every game without
loading one (a game module costs the Pico's heap some KB, this table a few hundred
bytes) and one table holds everything a new game adds outside its own files: its name,
its title and the statements of its own.
"""

GAMES = ["pomme", "jass", "differenzler", "abstrac", "schieber", "coiffeur"]
TITLES = {"pomme": "La Pomme", "jass": "Jass", "differenzler": "Differenzler",
          "abstrac": "Abstrac", "schieber": "Schieber", "coiffeur": "Coiffeur"}
# The statements the games add to the log's shared ones, so that any log can be read
# without loading its game: La Pomme's swap, Differenzler's estimate, Abstrac's took, the
# trump of Schieber and Coiffeur, a deal entered by its points (Schieber, Coiffeur,
# Differenzler) and Schieber's Weis and Stöck. Each row: the keyword, the form of its
# words as core/statements.py numbers them (2 a name, 3 a name and a number, 4 a name
# and a number of two bytes, 5 a name and cards, 6 a byte its own module packs), and
# that module for a form of its own.
STATEMENTS = (("swap", 2), ("estimate", 3), ("took", 5),
              ("trump", 6, "picotafel.core.trumpline"),
              ("result", 3, "picotafel.core.resultline"),
              ("weis", 4), ("stoeck", 2))

from picotafel import lang      # noqa: E402  (each game's words: one at a time)
lang.ALONE = GAMES     # the same list: a game registered later (tests/kurz/) is in it
