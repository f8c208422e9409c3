"""The case's printable parts, pictures and checks, with OpenSCAD run headless.

    python3 hardware/make_case.py stl [DIR [DISPLAY]]   # tray.stl, lid.stl and door.stl, in
                                                # print orientation (DISPLAY 2.42 or 0.96)
    python3 hardware/make_case.py pictures      # case.png, case-exploded.png and case-door.png
                                                # (needs xvfb-run where there is no display)
    python3 hardware/make_case.py check         # the checks tests/hardware/test_case.py runs

The checks: every part renders; the assembled solids (tray, lid, battery door and the bought
parts, each grown by the fit clearance, with room for the Dupont plugs and wires the BOM
names) do not overlap; the printed parts have no face that hangs over air in their print
orientation (nothing facing down steeper than 45 degrees above the bed), so they print
without bridges or supports; and they fit a 200 x 200 mm bed. (tests/hardware/test_case.py also
checks what holds the battery door and the holder.) Standard library only; OpenSCAD from the
distribution (Debian: apt-get install openscad; 2021.01 is enough).
"""

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCAD = os.path.join(HERE, "case.scad")
PARTS = ("tray", "lid", "door")
SOLIDS = ("tray", "lid", "pico", "pico_wires", "display", "display_plugs", "battery",
          "keypad_plug", "keypad", "wall_parts", "door")
DISPLAYS = ("2.42", "0.96")     # case.scad's display: the modules the guide offers
CHECK_FN = 16           # facets per circle in the checks: fast, and round enough
BED = 200.0
OVERHANG_NZ = -0.7072   # a face whose normal points further down than 45 degrees


class Failed(Exception):
    pass


def openscad_path():
    return shutil.which("openscad")


def openscad(out, fn=None, **defs):
    """Run OpenSCAD on case.scad into `out`; (return code, its messages)."""
    exe = openscad_path()
    if exe is None:
        raise Failed("openscad is not installed (Debian/Ubuntu: apt-get install openscad)")
    cmd = [exe, "-o", out]
    if fn:
        cmd += ["-D", "$fn=%d" % fn]
    for key, value in defs.items():
        if isinstance(value, str):
            value = '"%s"' % value
        elif isinstance(value, (list, tuple)):
            value = "[%s]" % ", ".join(str(v) for v in value)
        cmd += ["-D", "%s=%s" % (key, value)]
    cmd.append(SCAD)
    if out.endswith(".png") and not os.environ.get("DISPLAY") and shutil.which("xvfb-run"):
        cmd = ["xvfb-run", "-a"] + cmd
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    log = r.stdout + r.stderr
    if out.endswith(".echo") and os.path.exists(out):
        with open(out, encoding="utf-8") as f:
            log += f.read()      # an .echo export writes its messages to the file
    return r.returncode, log


def render(out, fn=None, **defs):
    code, log = openscad(out, fn, **defs)
    if code != 0 or "ERROR" in log or "WARNING: Ignoring unknown" in log:
        raise Failed("openscad %s -> %s failed:\n%s" % (defs, os.path.basename(out), log))
    return log


def facets(path):
    """[(normal, [three vertices])] of an ASCII STL file."""
    out = []
    normal, verts = None, []
    with open(path, encoding="ascii") as f:
        for line in f:
            words = line.split()
            if words[:2] == ["facet", "normal"]:
                normal, verts = tuple(float(w) for w in words[2:5]), []
            elif words[:1] == ["vertex"]:
                verts.append(tuple(float(w) for w in words[1:4]))
            elif words[:1] == ["endfacet"]:
                out.append((normal, verts))
    return out


def bounds(fs):
    pts = [v for _, vs in fs for v in vs]
    return [min(p[i] for p in pts) for i in range(3)], [max(p[i] for p in pts) for i in range(3)]


def hanging(fs):
    """Facets that face down steeper than 45 degrees and are not on the bed."""
    return [(n, vs) for n, vs in fs if n[2] < OVERHANG_NZ and min(v[2] for v in vs) > 0.05]


def check_part(name, folder, display=DISPLAYS[0]):
    """Render one printed part; the list of problems with it."""
    path = os.path.join(folder, name + ".stl")
    render(path, CHECK_FN, part=name, display=display)
    fs = facets(path)
    lo, hi = bounds(fs)
    problems = []
    if abs(lo[2]) > 0.01:
        problems.append("%s does not lie on the bed (lowest z %.2f)" % (name, lo[2]))
    size = [hi[i] - lo[i] for i in range(3)]
    if size[0] > BED or size[1] > BED:
        problems.append("%s is %.0f x %.0f mm, larger than a %d mm bed" % (name, size[0], size[1], BED))
    bad = hanging(fs)
    if bad:
        where = bounds(bad)
        problems.append("%s: %d faces hang over air (need a bridge or support) between %s and %s"
                        % (name, len(bad), ["%.1f" % v for v in where[0]],
                           ["%.1f" % v for v in where[1]]))
    return problems


def check_overlaps(folder, display=DISPLAYS[0]):
    """The pairs of assembled solids that overlap (each bought part grown by `fit`)."""
    code, log = openscad(os.path.join(folder, "overlaps.stl"), CHECK_FN, part="overlaps",
                         display=display)
    if code != 0 and "top level object is empty" in log:
        return []
    if code != 0:
        raise Failed("openscad overlaps failed:\n" + log)
    found = []
    for i, a in enumerate(SOLIDS):
        for b in SOLIDS[i + 1:]:
            out = os.path.join(folder, "pair.stl")
            code, log = openscad(out, CHECK_FN, part="pair", a=a, b=b, display=display)
            if code == 0:
                lo, hi = bounds(facets(out))
                found.append("%s and %s overlap between %s and %s" % (
                    a, b, ["%.1f" % v for v in lo], ["%.1f" % v for v in hi]))
    return found or ["the solids overlap, but no single pair does (openscad?)"]


def check():
    """Every problem found, for the case of each display, as a list of lines (empty: all
    good)."""
    with tempfile.TemporaryDirectory() as folder:
        problems = []
        for display in DISPLAYS:
            found = []
            for name in PARTS:
                found += check_part(name, folder, display)
            found += check_overlaps(folder, display)
            problems += ['%s" display: %s' % (display, p) for p in found]
        return problems


STAMP = os.path.join(HERE, "case-pictures.sha256")
# (file, case.scad's part, --camera=translate x,y,z,rotate x,y,z,distance, more options)
PICTURES = (("case.png", "assembly", "42,60,20,55,0,325,330", []),
            ("case-exploded.png", "exploded", "42,60,80,62,0,35,560", []),
            ("case-door.png", "underside", "40,62,-8,145,0,205,400",
             ["--viewall", "--autocenter"]))


def model_hash():
    with open(SCAD, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def pictures():
    for name, part, camera, more in PICTURES:
        out = os.path.join(HERE, name)
        exe = openscad_path()
        if exe is None:
            raise Failed("openscad is not installed (Debian/Ubuntu: apt-get install openscad)")
        cmd = [exe, "-o", out, "-D", 'part="%s"' % part, "--imgsize=1000,800",
               "--camera=" + camera, "--colorscheme=Tomorrow"] + more + [SCAD]
        if not os.environ.get("DISPLAY"):
            if not shutil.which("xvfb-run"):
                raise Failed("no display: install xvfb (apt-get install xvfb) for xvfb-run")
            cmd = ["xvfb-run", "-a"] + cmd
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        if r.returncode != 0:
            raise Failed("openscad picture %s failed:\n%s" % (name, r.stdout + r.stderr))
        print(out)
    with open(STAMP, "w", encoding="ascii") as f:
        f.write("%s  case.scad (the model %s show)\n"
                % (model_hash(), ", ".join(p[0] for p in PICTURES)))


def main(argv):
    if len(argv) < 2 or argv[1] not in ("stl", "pictures", "check"):
        print("usage:\n" + __doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    try:
        if argv[1] == "stl":
            folder = argv[2] if len(argv) > 2 else "."
            os.makedirs(folder, exist_ok=True)
            display = argv[3] if len(argv) > 3 else DISPLAYS[0]
            if display not in DISPLAYS:
                print("make_case.py: display is one of %s" % ", ".join(DISPLAYS), file=sys.stderr)
                return 2
            for name in PARTS:
                render(os.path.join(folder, name + ".stl"), None, part=name, display=display)
                print(os.path.join(folder, name + ".stl"))
        elif argv[1] == "pictures":
            pictures()
        else:
            problems = check()
            for p in problems:
                print(p, file=sys.stderr)
            if problems:
                return 1
            print("case: parts render, nothing overlaps, nothing hangs over air")
    except Failed as e:
        print("make_case.py: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
