"""The project carries its own knowledge. Every relative link in README.md, docs/ and
hardware/ leads to a file of the repository (and to a heading of it, for a link with an
anchor): a reader who follows a link lands on the page it names, also after pages move.
And no file sends its reader outside the repository for the design: the one thing that
lives outside is the emulator's two files, read by host_sim/emu/pico_emu.py and explained in
docs/emulator.md."""

import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# [text](target) and ![alt](target), and <img src="target"> in the pages that draw a picture.
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|<img[^>]*\ssrc=\"([^\"]+)\"")
FENCE = re.compile(r"^(```|~~~)")
CODE_SPAN = re.compile(r"`[^`]*`")


def pages():
    """Every markdown page a reader of the repository meets."""
    found = ["README.md"]
    for top in ("docs", "hardware"):
        for folder, _, names in os.walk(os.path.join(ROOT, top)):
            found += [os.path.relpath(os.path.join(folder, n), ROOT)
                      for n in sorted(names) if n.endswith(".md")]
    return sorted(found)


def prose(path):
    """The page's lines outside fenced code, with inline code taken out."""
    out, fenced = [], False
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        for line in f:
            if FENCE.match(line.strip()):
                fenced = not fenced
                continue
            if not fenced:
                out.append(CODE_SPAN.sub("", line))
    return out


def slug(heading):
    """The anchor a markdown renderer (GitHub's) gives a heading."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)     # a link: its text
    text = text.replace("`", "").strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    """The anchors of a page's headings (a repeated heading gets -1, -2, ...)."""
    seen = {}
    out = set()
    for line in prose(path):
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        base = slug(m.group(1))
        n = seen.get(base, 0)
        seen[base] = n + 1
        out.add(base if n == 0 else "%s-%d" % (base, n))
    return out


def links(path):
    """The relative targets a page links to (a link's text may run over two lines)."""
    for m in LINK.finditer("".join(prose(path))):
        target = m.group(1) or m.group(2)
        if not re.match(r"[a-z][a-z0-9+.-]*:", target):     # not http:, https:, mailto:
            yield target


@pytest.mark.parametrize("page", pages())
def test_every_relative_link_of_a_page_leads_to_a_file_and_heading_of_the_repository(page):
    broken = []
    for target in links(page):
        name, _, anchor = target.partition("#")
        path = os.path.normpath(os.path.join(os.path.dirname(page), name)) if name else page
        if path.startswith(".."):
            broken.append("%s (outside the repository)" % target)
        elif not os.path.exists(os.path.join(ROOT, path)):
            broken.append("%s (no file %s)" % (target, path))
        elif anchor and path.endswith(".md") and anchor not in anchors(path):
            broken.append("%s (no heading #%s in %s)" % (target, anchor, path))
    assert not broken, "%s: %s" % (page, "; ".join(broken))


# Where the repository's own files may name the folder outside it: the emulator's two files
# (the code that reads them, and the page that says what they are and where to get them).
OUTSIDE_ALLOWED = {"host_sim/emu/pico_emu.py", "docs/emulator.md"}
SEARCHED = ("firmware", "host_sim", "tests", "hardware", "docs")
SKIPPED = {"node_modules", "__pycache__", "golden"}
# Spelled in two parts, so that this file does not name them itself.
OUTSIDE = ("DESIGN" + ".md", ".." + "/shared")


def texts():
    """(path, text) of every text file a reader of the code or the docs meets."""
    for top in SEARCHED:
        for folder, dirs, names in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(d for d in dirs if d not in SKIPPED)
            for name in sorted(names):
                path = os.path.join(folder, name)
                try:
                    with open(path, encoding="utf-8") as f:
                        yield os.path.relpath(path, ROOT), f.read()
                except (UnicodeDecodeError, OSError):
                    continue        # a picture, a compiled file: no words to follow
    for name in ("README.md", "Makefile"):
        with open(os.path.join(ROOT, name), encoding="utf-8") as f:
            yield name, f.read()


def test_no_file_sends_its_reader_outside_the_repository_but_to_the_emulators_files():
    found = []
    for path, text in texts():
        if path.replace(os.sep, "/") in OUTSIDE_ALLOWED:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            found += ["%s:%d: %s" % (path, number, line.strip())
                      for word in OUTSIDE if word in line]
    assert not found, "\n".join(found)
