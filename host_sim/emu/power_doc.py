"""hardware/power.md's tables, generated from hardware/power-figures.json, so the page
never says other figures than the ones measured (tests/hardware/test_power_doc.py checks it).

    python -m host_sim.emu.power_doc             # rewrite power.md's tables from the figures
    python -m host_sim.emu.power_doc --measure   # measure on the emulated Pico first (~20 min)

Each table sits between `<!-- power-doc: NAME -->` and `<!-- /power-doc -->`; the text
around them is written by hand. The evenings come from host_sim/emu/power_budget.py.
"""

import json
import os
import sys

from host_sim.emu import power_budget as pb

ROOT = pb.ROOT
DOC = os.path.join(ROOT, "hardware", "power.md")
DIM_SOONER_MS = 15_000      # the shortest "Dim after", measured beside the default


def measure(firmware):
    """The figures of power-figures.json's `measured`, on the emulated Pico."""
    from host_sim.bench.bench_pico import shares, whole_match
    out = {}
    s = shares(firmware)
    for name in ("match", "idle", "dimmed", "dark"):
        out["shares_" + name] = s["shares_" + name]
    out["paced_keys"] = s["paced_keys"]
    out["paced_keys_woke"] = s["paced_keys_woke"]
    out["paced_deals"] = s["paced_deals"]
    for k in ("p50_ms", "p95_ms", "max_ms", "p95_by_quarter_ms", "max_by_quarter_ms"):
        out["paced_key_to_screen_" + k] = s["paced_key_to_screen_" + k]
    out["shares_match_dim_15s"] = shares(firmware, DIM_SOONER_MS, phases=False)["shares_match"]
    m = whole_match(firmware)
    for k in ("keys", "keys_woke", "slowest_key", "key_to_screen_p50_ms",
              "key_to_screen_p95_ms", "key_to_screen_max_ms",
              "key_to_screen_p95_by_quarter_ms", "key_to_screen_max_by_quarter_ms"):
        out["fast_" + k] = m[k]
    out["lowest_free_heap_kb_match"] = whole_match(firmware, True)["lowest_free"] / 1024
    out["wake_extra_ms"] = pb.WAKE_EXTRA_MS
    return out


# -- the tables --------------------------------------------------------------------------

def pct(x):
    return "%.1f %%" % (100 * x) if x >= 0.001 else "%.3f %%" % (100 * x)


def display_words(d):
    """A display-state share dict in words: "lit 0x7F 62 %, dimmed 38 %"."""
    words = []
    for state, share in sorted(d.items(), key=lambda kv: -kv[1]):
        if state == "off":
            name = "off"
        elif int(state) <= 8:
            name = "dimmed"
        else:
            name = "lit 0x%02X" % int(state)
        words.append("%s %s" % (name, pct(share)))
    return ", ".join(words)


PHASES = (
    ("match", "a whole La Pomme match at a person's pace (a key every 1-3 s; 30 s and 5 min between deals)"),
    ("idle", "idle, the first minute after a key (display on)"),
    ("dimmed", "idle, dimmed (1 to 5 minutes after a key)"),
    ("dark", "idle, display off (after 5 minutes)"),
)


def table_shares(f):
    m = f["measured"]
    rows = ["| phase | awake | busy | lightsleep | the display |", "|---|---:|---:|---:|---|"]
    for name, words in PHASES:
        s = m["shares_" + name]
        rows.append("| %s | %s | %s | %s | %s |" % (words, pct(s["awake"]), pct(s["busy"]),
                                                   pct(s["lightsleep"]), display_words(s["display"])))
    return rows


def table_states(f):
    p = f["parts"]
    eff = p["regulator_efficiency"]
    loss = 1 - p["diode_loss"]
    rows = ["| state | Pico | display | at the battery (diode included) |", "|---|---:|---:|---:|"]

    def row(name, pico, disp):
        rows.append("| %s | %.1f mW | %.1f mW | **%.0f mW** |" % (name, pico, disp, (pico + disp) / loss))
    row("awake, display lit at 0x7F (a key being handled)", p["pico_awake_mw"], pb.display_mw(p, 0x7F))
    row("asleep, display lit at 0x7F (between keys)", p["pico_lightsleep_mw"], pb.display_mw(p, 0x7F))
    row("asleep, display lit at 255 (the brightest)", p["pico_lightsleep_mw"], pb.display_mw(p, 255))
    row("asleep, dimmed (contrast 8)", p["pico_lightsleep_mw"], pb.display_mw(p, 8))
    row("asleep, display off", p["pico_lightsleep_mw"], p["display_off_mw"] / eff)
    return rows


def evening_rows(f):
    """(what, average mW, evenings) of the choices the page weighs."""
    p = f["parts"]
    m = f["measured"]
    s = m["shares_match"]
    out = []

    def add(what, shares, parts=p):
        out.append((what, pb.average_mw(parts, shares), pb.evenings(parts, shares)))
    lit = 1 - s["display"].get("8", 0) - s["display"].get("off", 0)
    add("before this change: awake whenever the display was lit, which the ui set to 255",
        pb.at_contrast(dict(s, awake=lit), 255))
    add("the same at contrast 0x7F", dict(s, awake=lit))
    add("the display lit all evening at 0x7F (never dimmed: a key at least every minute)",
        lit_all_evening(s))
    add("**as it is**: asleep between keys, contrast 0x7F, dim after 1 min (the menu's "
        "default; the paced match keeps it dimmed %s of the time)" % pct(s["display"].get("8", 0)), s)
    add("the same at contrast 255 (as bright as it goes)", pb.at_contrast(s, 255))
    add("the same at contrast 0x40", pb.at_contrast(s, 0x40))
    add("dim after 15 s (the menu's shortest), contrast 0x7F", m["shares_match_dim_15s"])
    slow = dict(p, pico_awake_mw=p["pico_awake_48mhz_mw"])
    busy, awake = s["busy"], s["awake"]
    add("48 MHz while awake (compute 2.6 times as long), contrast 0x7F",
        dict(s, awake=min(1.0, awake + busy * (125 / 48 - 1))), slow)
    mlcd = dict(p, display_lit_mw_at_0x7f=0, display_off_mw=0,
                display_base_mw=p["memory_lcd_mw"] * p["regulator_efficiency"])
    add("a memory-in-pixel LCD instead of the OLED (about %.1f mW, on paper), the Pico as now"
        % p["memory_lcd_mw"], s, mlcd)
    add("the same, and the Pico never awake (its lightsleep alone)", dict(s, awake=0.0), mlcd)
    return out


def lit_all_evening(shares):
    """The same shares with the display never dimmed nor off: lit at 0x7F throughout."""
    return dict(shares, display={"127": 1.0})


def left_on(f):
    """(mW at the battery, days) of a device left switched on with its display off."""
    mw = pb.average_mw(f["parts"], f["measured"]["shares_dark"])
    return mw, f["parts"]["cells_wh"] * 1000 / mw / 24


def table_warning(f):
    p = f["parts"]
    s = f["measured"]["shares_match"]
    full = pb.evenings(p, s)
    nimh = full * p["nimh_wh"] / p["cells_wh"]
    mw, days = left_on(f)
    return [
        "| cells | at the warning (VSYS 3.2 V) | left then (estimate) | evenings left, as it is | left on, display off |",
        "|---|---|---:|---:|---|",
        "| 3 alkaline AAA | about 1.15 V a cell | about %d %% | about %.0f | %.0f mW: flat in about %.0f days |"
        % (100 * p["alkaline_left_at_warning"], full * p["alkaline_left_at_warning"], mw, days),
        "| 3 NiMH AAA, 750 mAh | about 1.15 V a cell | about %d %% | about %.0f | %.0f mW: flat in about %.0f days |"
        % (100 * p["nimh_left_at_warning"], nimh * p["nimh_left_at_warning"], mw,
           days * p["nimh_wh"] / p["cells_wh"]),
    ]


def table_evenings(f):
    rows = ["| choice | average at the battery | evenings of 3 h on 3 AAA |", "|---|---:|---:|"]
    for what, mw, ev in evening_rows(f):
        rows.append("| %s | %.1f mW | %.1f |" % (what, mw, ev))
    return rows


def table_keys(f):
    m = f["measured"]

    def row(what, prefix, keys, woke):
        q95 = " / ".join("%.1f" % v for v in m[prefix + "key_to_screen_p95_by_quarter_ms"])
        qmax = " / ".join("%.0f" % v for v in m[prefix + "key_to_screen_max_by_quarter_ms"])
        return "| %s, %d keys | %d | %.1f ms | %.1f ms | %s ms | %s ms |" % (
            what, keys, woke, m[prefix + "key_to_screen_p50_ms"],
            m[prefix + "key_to_screen_p95_ms"], q95, qmax)
    return [
        "| keys | woke the Pico | key to screen p50 | p95 | p95 by quarter of the match | max by quarter |",
        "|---|---:|---:|---:|---|---|",
        row("the paced match", "paced_", m["paced_keys"], m["paced_keys_woke"]),
        row("the same match keyed fast (80 ms down, 50 ms up)", "fast_", m["fast_keys"],
            m["fast_keys_woke"]),
    ]


def line_summary(f):
    m = f["measured"]
    ev = pb.evenings(f["parts"], m["shares_match"])
    lit = pb.evenings(f["parts"], lit_all_evening(m["shares_match"]))
    return ["From the shares measured on the emulated Pico and the parts' figures, most of them "
            "estimates: **about %.0f evenings of 3 hours on 3 AAA cells** as the menu sets the "
            "display (%.1f by the formula), **about %.0f** with the display lit all evening "
            "(%.1f); not measured on a real device (awake %s of a match, busy %s; the lowest "
            "free heap over a whole match %.0f KB; each key that woke the Pico counted %.1f ms "
            "more for the clocks' restart)." % (
                ev, ev, lit, lit, pct(m["shares_match"]["awake"]), pct(m["shares_match"]["busy"]),
                m["lowest_free_heap_kb_match"], m["wake_extra_ms"])]


TABLES = {"shares": table_shares, "states": table_states, "evenings": table_evenings,
          "keys": table_keys, "summary": line_summary, "warning": table_warning}


def generate(text, figures):
    """`text` (power.md) with every generated table rewritten from `figures`."""
    out = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        i += 1
        if line.startswith("<!-- power-doc: "):
            name = line[len("<!-- power-doc: "):].split(" ")[0]
            out.extend(TABLES[name](figures))
            while i < len(lines) and lines[i] != "<!-- /power-doc -->":
                i += 1
            if i == len(lines):
                raise ValueError("power-doc table %s is not closed" % name)
    return "\n".join(out)


def main(argv):
    figures = pb.load()
    if "--measure" in argv:
        from host_sim.emu import pico_emu
        import tempfile
        with tempfile.TemporaryDirectory() as dest:
            figures["measured"] = measure(pico_emu.build_firmware(dest))
        with open(pb.FIGURES, "w") as f:
            json.dump(figures, f, indent=2, sort_keys=True)
            f.write("\n")
    with open(DOC) as f:
        text = f.read()
    with open(DOC, "w") as f:
        f.write(generate(text, figures))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
