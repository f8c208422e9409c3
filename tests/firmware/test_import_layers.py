"""The firmware imports in layers, without circles: every import a module makes (at the top
AND inside a function) points below it, so a module can be read, tested and dropped from
the heap without the ones above it. The layers (issue 26, "No circles"):

  lang            imports nothing of core (nor the package above it)
  core            below games: no game (the registry's names only), screens, hw
  saving          a stack: the file format, the list, the check, the repair, the Store;
                  no screens
  screens         screen modules do not import screens/ui.py back
"""
import ast
import os

FIRMWARE = os.path.join(os.path.dirname(__file__), "..", "..", "firmware")
PACKAGE = "picotafel"


def _modules(root=FIRMWARE):
    """Module name -> path, for every .py under firmware/picotafel."""
    found = {}
    top = os.path.join(root, PACKAGE)
    for folder, _, files in os.walk(top):
        for f in files:
            if not f.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(folder, f), root)[:-3].split(os.sep)
            if rel[-1] == "__init__":
                rel = rel[:-1]
            found[".".join(rel)] = os.path.join(folder, f)
    return found


def _imports(path, name, modules):
    """The package's modules `path` imports anywhere in it (functions included)."""
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name in modules:
                    out.add(a.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            for a in node.names:
                sub = base + "." + a.name
                if sub in modules:
                    out.add(sub)
                elif base in modules:
                    out.add(base)
    out.discard(name)
    return out


def graph(root=FIRMWARE):
    modules = _modules(root)
    return {m: _imports(p, m, modules) for m, p in modules.items()}


def cycles(g):
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(g.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def _reaches(g, layer, banned):
    """(module, import) pairs where a module of `layer` imports one under `banned`."""
    bad = []
    for m, deps in sorted(g.items()):
        if m == layer or m.startswith(layer + "."):
            for d in sorted(deps):
                if any(d == b or d.startswith(b + ".") for b in banned):
                    bad.append((m, d))
    return bad


def _p(*names):
    return [PACKAGE + "." + n for n in names]


def test_no_firmware_module_imports_in_a_circle():
    found = cycles(graph())
    assert not found, "import circles: " + "; ".join(" <-> ".join(c) for c in found)


def test_core_imports_no_game_screen_or_hardware():
    """(The games' registry, games/__init__.py, is a list of names: core/rules reads it.)"""
    g = graph()
    core = _reaches(g, PACKAGE + ".core", _p("games", "screens", "hw"))
    assert [(m, d) for m, d in core if d != PACKAGE + ".games"] == []


def test_games_import_only_core_lang_and_heap():
    """docs/design.md, Direction of dependency: a game imports the core, its words and
    heap's const(); never another game, a screen, saving or the hardware."""
    g = graph()
    allowed = _p("core", "lang", "heap", "games")
    bad = []
    for m, deps in sorted(g.items()):
        if m.startswith(PACKAGE + ".games."):
            bad += [(m, d) for d in sorted(deps) if d.startswith(PACKAGE + ".")
                    and not any(d == a or d.startswith(a + ".") for a in allowed)]
            bad += [(m, d) for d in sorted(deps) if d.startswith(PACKAGE + ".games.")]
    assert bad == []


def test_saving_imports_no_screen():
    assert not _reaches(graph(), PACKAGE + ".saving", _p("screens", "hw"))


def test_lang_imports_nothing_of_core_or_the_package_above():
    g = graph()
    assert not _reaches(g, PACKAGE + ".lang", _p("core", "games", "screens", "saving"))
    assert PACKAGE not in g[PACKAGE + ".lang"]


def test_the_saving_layer_is_a_stack():
    """Each saving module imports only those below it."""
    order = _p("saving.storage_format", "saving.storage_settings", "saving.storage_list", "saving.storage_known",
               "saving.storage_write",
               "saving.storage_check", "saving.storage_repair", "saving.storage")
    g = graph()
    for i, m in enumerate(order):
        above = set(order[i:])
        assert not g[m] & above, (m, sorted(g[m] & above))


def test_no_screen_module_imports_the_ui_back():
    g = graph()
    ui = PACKAGE + ".screens.ui"
    assert [m for m, deps in sorted(g.items()) if ui in deps and m.startswith(PACKAGE + ".screens.")] == []


def test_the_check_names_a_circle(tmp_path):
    pkg = tmp_path / PACKAGE
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from picotafel import b\n")
    (pkg / "b.py").write_text("from picotafel.a import f\n")
    assert cycles(graph(str(tmp_path))) == [_p("a", "b")]


if __name__ == "__main__":
    for c in cycles(graph()):
        print(" <-> ".join(c))
