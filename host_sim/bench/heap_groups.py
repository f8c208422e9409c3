"""The heap groups as the firmware's modules declare them (picotafel/heap.py: a module
says `HEAP = ("NOT_IN_PLAY", ...)` at its top), read from the source without importing
it: what `make bench` and the tests measure a group's bytes with."""

import ast
import os

from host_sim import FIRMWARE


def declared(firmware=FIRMWARE):
    """{group: sorted module names below the package ("saving.storage_list")} of every
    module of firmware/picotafel that declares HEAP."""
    out = {}
    top = os.path.join(firmware, "picotafel")
    for folder, _, files in os.walk(top):
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            path = os.path.join(folder, f)
            with open(path, encoding="utf-8") as fh:
                tree = ast.parse(fh.read(), path)
            rel = os.path.relpath(path[:-3], top).replace(os.sep, ".")
            for node in tree.body:
                if isinstance(node, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id == "HEAP" for t in node.targets):
                    for group in ast.literal_eval(node.value):
                        out.setdefault(group, []).append(rel)
    return {g: sorted(names) for g, names in out.items()}
