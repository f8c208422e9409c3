"""host_sim/ is in rooms by job (docs/engineering.md, The layout): every folder there is
one the page names, each with a docstring saying what it holds, and only `__init__` and
`__main__` at the top. No host_sim module imports another in a loop, not even inside a
function: what two modules share sits in a third below both."""

import ast
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HOST = os.path.join(ROOT, "host_sim")
SKIPPED = {"node_modules", "__pycache__", "static"}


def modules(top=HOST, package="host_sim"):
    """{dotted name: path} of every Python module under `top`."""
    out = {}
    for folder, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED)
        rel = os.path.relpath(folder, top)
        prefix = package if rel == "." else package + "." + rel.replace(os.sep, ".")
        for f in sorted(files):
            if f.endswith(".py"):
                name = prefix if f == "__init__.py" else prefix + "." + f[:-3]
                out[name] = os.path.join(folder, f)
    return out


def imports(path, known, package="host_sim"):
    """The modules of `known` that the module at `path` imports, anywhere in it (a
    `from P import name` counts P.name when that is a module, else P)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Import):
            names = [a.name for a in n.names]
        elif isinstance(n, ast.ImportFrom) and n.level == 0 and n.module:
            names = [n.module + "." + a.name if n.module + "." + a.name in known else n.module
                     for a in n.names]
        else:
            continue
        out |= {m for m in names if m in known and m != package}
    return out


def loops(graph):
    """Each import loop of `graph` ({module: modules it imports}) once, as the list of
    its modules from the first found, or [] when there is none."""
    found, done, path = [], set(), []

    def visit(m):
        if m in path:
            loop = path[path.index(m):]
            turned = min(loop[i:] + loop[:i] for i in range(len(loop)))
            if turned not in found:
                found.append(turned)
            return
        if m in done:
            return
        path.append(m)
        for n in sorted(graph.get(m, ())):
            visit(n)
        path.pop()
        done.add(m)

    for m in sorted(graph):
        visit(m)
    return found


def documented_rooms():
    """The folders docs/engineering.md lists under host_sim/ (`- `name/`: ...`)."""
    with open(os.path.join(ROOT, "docs", "engineering.md"), encoding="utf-8") as f:
        text = f.read()
    part = text[text.index("`host_sim/`: the host's side"):]
    part = part[:part.index("\n## ")]
    return sorted(re.findall(r"^- `([a-z_]+)/`:", part, re.M))


def test_no_host_sim_module_imports_another_in_a_loop():
    known = modules()
    graph = dict((m, imports(p, known)) for m, p in known.items())
    assert not loops(graph), "\n".join(" -> ".join(loop + loop[:1]) for loop in loops(graph))


def test_the_loop_check_finds_a_loop_through_a_function_level_import(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from pkg.b import f\n")
    (pkg / "b.py").write_text("def f():\n    from pkg import c\n")
    (pkg / "c.py").write_text("import pkg.a\n")
    known = modules(str(pkg), "pkg")
    graph = dict((m, imports(p, known, "pkg")) for m, p in known.items())
    assert loops(graph) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_every_host_sim_folder_is_a_room_the_layout_names():
    here = sorted(d for d in os.listdir(HOST)
                  if os.path.isdir(os.path.join(HOST, d)) and d not in SKIPPED)
    assert here == documented_rooms()


def test_only_the_entry_point_and_the_path_setup_sit_at_host_sims_top():
    top = sorted(f for f in os.listdir(HOST) if f.endswith(".py"))
    assert top == ["__init__.py", "__main__.py"]


def test_every_python_room_says_what_it_holds():
    for name, path in modules().items():
        if path.endswith("__init__.py"):
            with open(path, encoding="utf-8") as f:
                assert ast.get_docstring(ast.parse(f.read())), name
