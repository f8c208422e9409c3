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
