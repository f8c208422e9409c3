"""One match as the statistics count it (MatchLog), apart from the reading of files
(logs.py) so that the phone page, which reads no files, makes them too (phone.py)."""

from picotafel.core.matchlog import parse, format_statement
from picotafel.core.score import score


class MatchLog:
    """One match read from `path`: its score object (`score`), its statements as
    (keyword, words...) tuples of text (`statements`) and its place in the order the
    matches were played (`order`, from 1)."""

    def __init__(self, path, statements, standings):
        self.path = path
        self.statements = statements
        self.score = standings
        self.order = 0

    def revokes(self):
        """The players named by this match's `revoke` lines, one entry a line."""
        return [words[1] for words in self.statements if words[0] == "revoke"]


def from_text(path, text):
    """(canonical text, MatchLog) of the log `text` found at `path`: the canonical text
    (its statements written canonically, a line each) is what makes two logs the same
    match. LogError if the log is refused."""
    canonical = [format_statement(st) for _line, st in parse(text)]
    standings = score(text)
    statements = [tuple(line.split()) for line in canonical]
    return "\n".join(canonical), MatchLog(path, statements, standings)
