"""The commands behind `python3 -m host_sim CMD`: one module cmd_<name>.py per command
(host_sim/__main__.py finds them here), and what they share (their arguments, the
match-log reader, the plain-text standings)."""
