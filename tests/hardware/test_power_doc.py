"""hardware/power.md says what hardware/power-figures.json holds: its tables are generated
(host_sim/emu/power_doc.py) with the one formula of host_sim/emu/power_budget.py, never stale."""

import pytest

from host_sim.emu import power_budget as pb
from host_sim.emu import power_doc


def test_power_md_tables_are_the_ones_the_figures_give():
    with open(power_doc.DOC, encoding="utf-8") as f:
        text = f.read()
    figures = pb.load()
    assert power_doc.generate(text, figures) == text, \
        "power.md disagrees with hardware/power-figures.json: run python -m host_sim.emu.power_doc"


def test_power_md_has_every_generated_table():
    with open(power_doc.DOC, encoding="utf-8") as f:
        text = f.read()
    for name in power_doc.TABLES:
        assert "<!-- power-doc: %s -->" % name in text


def test_every_phase_was_measured_on_the_emulated_pico():
    m = pb.load()["measured"]
    for name, _ in power_doc.PHASES:
        s = m["shares_" + name]
        assert s["awake"] + s["lightsleep"] == pytest.approx(1)
        assert 0 <= s["busy"] <= s["awake"]
        assert sum(s["display"].values()) == pytest.approx(1)


def test_the_formula_gives_the_old_budget_for_a_pico_always_awake():
    # awake with the display lit at 0x7F all evening: about 220 mW, five evenings
    parts = pb.load()["parts"]
    always = {"awake": 1.0, "display": {"127": 1.0}}
    assert pb.average_mw(parts, always) == pytest.approx(222.6, abs=0.5)
    assert pb.evenings(parts, always) == pytest.approx(5.4, abs=0.1)


def test_the_display_s_power_follows_its_contrast():
    parts = pb.load()["parts"]
    assert pb.display_mw(parts, 0x7F) == pytest.approx(56.7, abs=0.1)
    assert pb.display_mw(parts, 8) == pytest.approx(9.8, abs=0.1)
    assert pb.display_mw(parts, 255) > 1.9 * pb.display_mw(parts, 0x7F) - 7


def test_the_measured_evenings_meet_the_design_s_twenty():
    f = pb.load()
    assert pb.evenings(f["parts"], f["measured"]["shares_match"]) >= 20


def test_the_keys_stay_within_40_ms_at_p95_in_every_quarter_of_a_match():
    m = pb.load()["measured"]
    assert max(m["fast_key_to_screen_p95_by_quarter_ms"]) <= 40
    assert m["paced_key_to_screen_p95_ms"] <= 40


def test_a_display_lit_all_evening_gives_fewer_evenings_than_the_menu_s_dimming():
    f = pb.load()
    s = f["measured"]["shares_match"]
    lit = pb.evenings(f["parts"], power_doc.lit_all_evening(s))
    as_is = pb.evenings(f["parts"], s)
    assert lit < 20 <= as_is        # the design's 20 hold only with the dimming
    rows = {what: ev for what, _, ev in power_doc.evening_rows(f)}
    assert any(what.startswith("the display lit all evening") and ev == lit
               for what, ev in rows.items())
    assert "**about %.0f** with the display lit all evening" % lit in power_doc.line_summary(f)[0]


def test_a_device_left_on_with_its_display_off_runs_flat_in_days():
    f = pb.load()
    mw, days = power_doc.left_on(f)
    assert mw == pytest.approx(pb.average_mw(f["parts"], f["measured"]["shares_dark"]))
    assert days == pytest.approx(f["parts"]["cells_wh"] / (mw / 1000) / 24)
    assert 10 <= days <= 14 and 11 <= mw <= 13      # the 12 mW, 12 days


def test_what_is_left_at_the_warning_is_said_as_an_estimate():
    with open(power_doc.DOC, encoding="utf-8") as f:
        text = f.read()
    table = text[text.index("<!-- power-doc: warning -->"):]
    assert "left then (estimate)" in table.splitlines()[1]
    assert "roughly 15 %" not in text and "DW01A" in text and "2.40 V" in text
