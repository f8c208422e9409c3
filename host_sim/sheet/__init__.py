"""The score sheet tool's shared parts (`python3 -m host_sim sheet`): the sheet as plain
data (sheet.py), its rows and default columns, and its text, SVG and PNG forms in the
four languages; each game's own columns are its adapter in host_sim/games/<game>/."""
