"""What the docs say of the code, checked where a claim can be checked mechanically: the
test counts they give, the size of the example game, the modules each folder of the
layout holds, and every file and test they name (docs/engineering.md, The layout and
Tests; README.md)."""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGES = ["README.md", "hardware/README.md"] + sorted(
    os.path.relpath(os.path.join(folder, name), ROOT)
    for folder, _, names in os.walk(os.path.join(ROOT, "docs"))
    for name in names if name.endswith(".md"))
TOP = ("tests", "firmware", "host_sim", "hardware", "docs", "examples")


def read(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def lines(rel):
    return len(read(rel).splitlines())


def near(said, measured, share=0.1):
    return abs(said - measured) <= share * measured


def number(text):
    return int(text.replace(",", ""))


def collected():
    """(tests `make test` collects, tests `make test-long` collects), from pytest itself."""
    r = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-m", "long",
                        "-p", "no:xdist"], cwd=ROOT, capture_output=True, text=True,
                       timeout=300)
    m = re.search(r"^(\d+)/(\d+) tests collected \((\d+) deselected\)", r.stdout, re.M)
    assert m, r.stdout[-2000:] + r.stderr[-2000:]
    return int(m.group(3)), int(m.group(1))


def test_the_test_counts_the_docs_say_are_within_a_tenth_of_what_pytest_collects():
    short, long_ = collected()
    readme = re.search(r"about ([\d,]+) tests on every core", read("README.md"))
    eng = read("docs/engineering.md")
    said_short = re.search(r"npm \(about ([\d,]+) tests,", eng)
    said_long = re.search(r"`host_sim/web/browser.py`\): (\d+) tests,", eng)
    assert readme and said_short and said_long, "the docs no longer say the counts this reads"
    assert near(number(readme.group(1)), short), (readme.group(0), short)
    assert near(number(said_short.group(1)), short), (said_short.group(0), short)
    assert near(number(said_long.group(1)), long_), (said_long.group(0), long_)


def test_the_example_games_line_counts_in_engineering_md_are_within_a_tenth():
    said = re.search(r"about (\d+) lines of core and (\d+)\s+of screen",
                     read("docs/engineering.md"))
    assert said
    assert near(int(said.group(1)), lines("firmware/picotafel/games/schieber.py"))
    assert near(int(said.group(2)), lines("firmware/picotafel/screens/ui_schieber.py"))


def layout_item(folder, after=""):
    """The text of engineering.md's layout item `- `folder/`: ...` (the first after the
    line that starts with `after`)."""
    text = read("docs/engineering.md")
    text = text[text.index("\n## The layout\n"):]
    text = text[text.index("\n" + after):] if after else text
    start = text.index("\n- `%s/`:" % folder)
    end = re.search(r"\n(- |\n)", text[start + 1:])
    return text[start:start + 1 + end.start()]


def modules(folder):
    return {name[:-3] for name in os.listdir(os.path.join(ROOT, folder))
            if name.endswith(".py") and name != "__init__.py" and name != "__main__.py"}


# (folder of the code, its item in engineering.md's layout, the line the item follows)
LISTED = [("firmware/picotafel/core", "core", ""),
          ("firmware/picotafel/games", "games", ""),
          ("firmware/picotafel/saving", "saving", ""),
          ("host_sim/cli", "cli", "`host_sim/`"),
          ("host_sim/sim", "sim", "`host_sim/`"),
          ("host_sim/sheet", "sheet", "`host_sim/`"),
          ("host_sim/emu", "emu", "`host_sim/`"),
          ("host_sim/mp", "mp", "`host_sim/`"),
          ("host_sim/bench", "bench", "`host_sim/`"),
          ("host_sim/stats", "stats", "`host_sim/`")]


def test_engineering_md_names_every_module_of_the_folders_it_lists_and_no_other():
    wrong = []
    for folder, item, after in LISTED:
        named = set(re.findall(r"`([a-z_0-9]+)`", layout_item(item, after)))
        have = modules(folder)
        if have - named:
            wrong.append("%s: not named %s" % (folder, sorted(have - named)))
        # a name that looks like a module of the folder (its prefix) but is none
        prefixes = {m.split("_")[0] for m in have}
        ghosts = {n for n in named - have if n.split("_")[0] in prefixes and "_" in n}
        if ghosts:
            wrong.append("%s: no module %s" % (folder, sorted(ghosts)))
    assert wrong == []


def named_paths(text):
    """(path, test or None) of every file the text names in backquotes from the
    repository's top: `tests/x/test_y.py`, `tests/x/test_y.py::test_z`."""
    for token in re.findall(r"`([^`\s]+)`", text):
        path, _, test = token.partition("::")
        if path.split("/")[0] not in TOP or "/" not in path or re.search(r"[<>*{}\[\]$]", path):
            continue
        yield path.rstrip("/").rstrip(",.;:)"), test or None


def test_every_file_and_test_the_docs_name_exists():
    missing = []
    for page in PAGES:
        last = None
        for path, test in named_paths(read(page)):
            if not os.path.exists(os.path.join(ROOT, path)):
                missing.append("%s: %s" % (page, path))
                continue
            last = path
            if test and not re.search(r"^def %s\(" % re.escape(test), read(path), re.M):
                missing.append("%s: %s::%s" % (page, path, test))
        # `::test_x` alone names a test of the file named just before it
        for test in re.findall(r"`::(test_\w+)`", read(page)):
            if not any(re.search(r"^def %s\(" % test, read(p), re.M)
                       for p, _ in named_paths(read(page)) if p.endswith(".py")
                       and os.path.exists(os.path.join(ROOT, p))):
                missing.append("%s: ::%s" % (page, test))
        del last
    assert missing == []


def dependency_items():
    """{layer: its item in design.md's Direction of dependency} for the firmware's layers."""
    text = read("docs/design.md")
    text = text[text.index("\n### Direction of dependency\n"):]
    text = text[:text.index("\n#", 5)]
    items = {}
    for m in re.finditer(r"^- `(\w+)/[^\n]*(?:\n  [^\n]*)*", text, re.M):
        items[m.group(1)] = m.group(0)
    return items


def imports_across_layers():
    """{layer: the modules of other layers its modules import}, from the import graph of
    tests/firmware/test_import_layers.py (imports inside functions counted)."""
    import test_import_layers
    out = {}
    for module, deps in test_import_layers.graph().items():
        parts = module.split(".")
        if len(parts) < 3:                  # the package, config, heap: no layer of their own
            continue
        for dep in deps:
            d = dep.split(".")[1:]
            if d and d[0] != parts[1]:
                out.setdefault(parts[1], set()).add(".".join(d))
    return out


def named(dep, item):
    """Whether design.md's `item` names the module `dep` (core.cards, saving.trick_kept):
    by its layer (`core/`), its path (`saving/trick_kept`) or its name (`trick_kept`)."""
    tokens = {t.rstrip("/").replace(".py", "").replace("/", ".")
              for t in re.findall(r"`([^`]+)`", item)}
    parts = dep.split(".")
    whole_layer = "`%s/`" % parts[0] in item
    return whole_layer or dep in tokens or parts[-1] in tokens or (
        len(parts) == 1 and parts[0] in tokens)


def test_design_md_names_every_import_a_firmware_layer_makes_of_another():
    items = dependency_items()
    unnamed = []
    for layer, deps in sorted(imports_across_layers().items()):
        assert layer in items, "design.md, Direction of dependency, has no item for %s/" % layer
        unnamed += ["%s/ imports %s" % (layer, d) for d in sorted(deps)
                    if not named(d, items[layer])]
    assert unnamed == []


LAYERS = ("core", "games", "screens", "saving", "lang", "hw", "web")


def resolves(token):
    """Whether `token` (screens/ui_draw.py, saving/storage, screens/ui_base.keys_shown)
    names a file of firmware/picotafel/ or host_sim/, or a name defined in one."""
    for top in ("firmware/picotafel/", "host_sim/"):
        path = top + token
        if os.path.exists(os.path.join(ROOT, path)) or os.path.exists(
                os.path.join(ROOT, path + ".py")):
            return True
        module, _, name = path.rpartition(".")
        if name and os.path.exists(os.path.join(ROOT, module + ".py")) and re.search(
                r"^\s*(def|class) %s\b|^\s*%s\s*=" % (name, name),
                read(module + ".py"), re.M):
            return True
    return False


def test_every_module_the_docs_name_by_its_folder_exists():
    missing = []
    for page in PAGES:
        for token in re.findall(r"`([^`\s]+)`", read(page)):
            token = token.split("::")[0].rstrip(",.;:)").rstrip("/")
            if (token.split("/")[0] in LAYERS and "/" in token
                    and not re.search(r"[<>*{}\[\]$]", token) and not resolves(token)):
                missing.append("%s: %s" % (page, token))
    assert missing == []
