// picotafel case: a tray, a lid and a battery door, printed separately, none needs a bridge
// or support.
//
// The lid carries the OLED under a window (display = "2.42" or "0.96", as config.py's
// DISPLAY; four M2 x 6 machine screws into posts) and the 4x4 membrane keypad stuck on its
// flat top, the ribbon through a slot. The tray holds the Pico on four pegs (M2 x 6), the
// 3xAAA holder in four clips over the battery door in the floor, a notch for the micro-USB
// plug, and in its left wall the power switch's slot, the LED's hole and the buzzer's
// grille. The lid is held by four M3 x 8 pan-head screws into M3 heat-set inserts pressed
// into the tray's corner columns; the cells are changed through the door, without a tool.
//
// Print: the tray upright (floor on the bed), the lid top face down (its posts point up),
// the door inner face down (its tongues and catch on the bed). Every opening is a through
// hole or open at the top, so nothing hangs over air; the test (tests/hardware/test_case.py) checks
// that on the exported STL files.
//
// All sizes in mm. Sizes marked "measure" vary between sellers: check yours with a ruler
// and change the number here; the test checks the parts still clear each other.
//
//   openscad -D 'part="tray"' -o tray.stl hardware/case.scad      (and "lid", "door")
//   python3 hardware/make_case.py pictures   # case.png, case-exploded.png, case-door.png
//
// part: "tray", "lid", "door" (print orientation), "assembly", "exploded" or "underside"
// (pictures), "solid" with solid=NAME (one solid of the assembly, for the checks), "echo"
// (sizes only); "drop" and "swing" move the door or the holder to check what holds them.
part = "assembly";
display = "2.42";           // "2.42": SSD1309, 7 pins; "0.96": SSD1306, 4 pins (config.py)
solid = "tray";
a = "tray"; b = "lid";      // part="pair": the two solids to intersect
grow = 0;                   // the checks grow the bought parts by their fit clearance
at = "led_y"; probe_dz = 0; // part="probe": which wall opening, and how far above its centre
drop = 0.5;                 // part="drop": how far solid=NAME moves down (out through the floor)
press = 0;                  // the door's latch: 0 as it rests, 1 pushed as far as it goes
swing = 6;                  // part="swing": the door turned open on its tongues up to this angle
tray_stl = "";              // "drop", "swing", "probe": the tray read from this STL file (made
                            // with part="tray"; the tests make it once) instead of built again

// --- Case
wall = 2.0;                 // side walls
floor_t = 2.0;              // floor
lid_t = 2.5;                // lid plate
corner_r = 4.0;
case_w = 84;                // outside, across
case_l = 142;               // outside, bottom (keypad end) to top (display end)
fit = 0.3;                  // clearance around bought parts

// --- Screws (bom.md)
m3_insert_hole = 4.0;       // M3 x 5.7 heat-set insert (ruthex RX-M3x5.7): 4.0 mm hole
m3_insert_len = 5.7;
m3_insert_depth = 7.0;      // hole depth: the insert plus room for the screw's tip
m3_clear = 3.4;             // M3 clearance hole in the lid
m3_screw_len = 8;           // M3 x 8 pan head, ISO 7045
m3_head = [5.6, 2.4];       // pan head diameter, height
boss_d = 8.5;               // corner columns: >= 1.6 mm plastic round the insert
boss_at = 5.5;              // column centre from the outside edges
// M2 x 6 pan-head machine screw (ISO 7045 or DIN 7985, thread M2 = 2.0 mm): it passes the
// Pico's 2.1 mm holes and cuts its own thread in the printed pilot hole. Not a shop
// "self-tapping" screw: those are ST2.2 (2.2 mm), too thick for the Pico's holes.
m2_thread = 2.0;
m2_head = [4.0, 1.3];       // pan head diameter, height (ISO 7045)
m2_pilot = 1.6;             // pilot hole for an M2 thread cut in PLA
m2_screw_len = 6;           // the Pico's four
skin = 0.8;                 // plastic left over a blind pilot hole

// --- Display: 128x64 module, header soldered, pins pointing down. Two sizes (measure):
//   2.42": SSD1309, 7 pins GND VCC SCL SDA RES DC CS, 55 x 27.5 mm active area
//   0.96": SSD1306, 4 pins GND VCC SCL SDA, 21.7 x 10.9 mm active area
big = display == "2.42";
display_screw_len = big ? 6 : 4;    // the display's four M2 screws: x 4 for the thin 0.96"
display_pins = big ? 7 : 4;     // one Dupont plug on each (hardware/pico.py display_pins)
display_pcb = big ? [71, 43, 1.6] : [27.3, 27.8, 1.2];      // module board (measure)
display_holes = big ? [66, 38] : [23.5, 23.8];              // hole spacing (measure)
display_hole = big ? 3.0 : 2.2;                             // hole diameter (measure)
display_glass = big ? [60.5, 37, 2.9] : [26.7, 19.3, 1.5];  // glass, with its tape (measure)
display_window = big ? [57, 30] : [23, 12];                 // opening over the active area
display_top_gap = 10;           // top wall (outside) to the board's top edge
display_header_in = big ? 2.5 : 1.5;    // header pin row from the board's top edge (measure)
header_spacer = 2.5;            // the header's plastic spacer under the board (measure):
                                // the Dupont housings sit on it, not on the board
post_d = big ? 4.5 : 3.8;       // 0.96": 1.1 mm round the pilot, as much as its glass leaves by its holes
dupont = [2.54, 14];            // Dupont housing: pitch, length (bom.md: jumper wires)
wire_bend = 5;                  // a jumper wire's bend after its housing
plug_room = 1.0;                // air left under the display's plugs and wires

// --- Keypad: common 4x4 membrane keypad, 69 x 76 mm (Parallax #27899 datasheet)
keypad = [69, 76, 0.8];
keypad_from_bottom = 10;        // lid's bottom edge to the keypad's bottom edge
keypad_slot = [23, 3.2];        // ribbon 20 mm wide; its 8-pin connector must pass
keypad_plug = [22, 36, 6];      // its connector, the male jumper housings and their bends

// --- Battery: 3xAAA holder with switch (Adafruit 727: 62 x 36 x 15 mm; measure yours). It
// lies with its own sliding cover towards the floor, over the battery door, its wires out at
// the keypad end; it rests on two seats along its long sides, and four clips on its rails
// hold it down, so it stays in the tray when the door is open.
battery = [36, 62, 15];         // its own switch stays on: the one in the wall switches
battery_from_bottom = 14;       // outside bottom edge to the holder
battery_ledge = 1.5;            // seat under each long side: no wider than the holder's side
                                // walls beside its own cover (measure), so the cover comes out
battery_cover_slide = 6;        // its own cover slides this far towards the display end before
                                // it lifts off (measure): the door's opening reaches that far
rail_t = 1.5;                   // the rails round the holder
rail_h = 5;                     // their height above the seats
clip = [8, 1.0];                // the clips on the side rails: width, catch over the holder's back

// --- Battery door: a flap in the floor under the holder, printed separately. Two tongues at
// its display end reach over the floor's edge (the hinge); at its keypad end a springy arm
// in the door's plane carries a pad whose catch reaches over the floor's edge (the latch).
// A fingernail in the pad's slot pulls it towards the door's middle and lifts: the door
// swings out on its tongues. Closing: tongues in first, then press the pad's end: it clicks.
door_t = 3.2;                   // thickness: floor_t in the opening, the rest lies on the floor
door_gap = 0.3;                 // FDM clearance round the door, its arm and its pad
door_catch = 1.0;               // how far the latch's catch reaches over the floor's edge
door_tongue = [8, 2.5];         // the two hinge tongues: width, how far over the floor's edge
latch_arm = [19, 1.6];          // the spring: free length, width (it bends in the door's plane)
latch_pad = [8, 7];             // the pad at its end: across, along the door
latch_slot = 3.0;               // the slot round arm and pad: how far the pad can be pushed
nail_slot = [5, 2];             // the slot in the pad for a fingernail
seat_play = 0.8;                // air between the door's inner face and the holder
pla_strain = 0.015;             // most bending strain for a PLA spring used often (PLA yields
                                // at about 3 %)

// --- Pico (Raspberry Pi Pico datasheet: 21 x 51 mm, holes 11.4 x 47 mm, 2.1 mm)
pico = [21, 51, 1.0];
pico_holes = [11.4, 47];
pico_peg_h = 5;
pico_parts_h = 2.8;             // the micro-USB socket, the tallest part on top
pico_wires = 6;                 // wires soldered to its pads, bent over
usb_opening = [12, 8];          // micro-USB plug body with some room

// --- Left wall, from the keypad end: the power switch, the LED, the buzzer (bom.md)
switch_body = [3.6, 8.6, 3.5];  // SS12D00G4 slide switch: across, along the wall, high (measure)
switch_slot = [5.5, 2.4];       // its lever's slot: along the wall (lever and travel), high
switch_y = 90;                  // slot centre from the outside bottom edge
led_d = 3;                      // 3 mm LED, pushed into its hole from inside
led_y = 102;
buzzer = [12.2, 8.5];           // passive piezo (e.g. TDK PS1240, 12.2 x 6.5 mm; bom.md): diameter, height at most (glued behind its grille)
buzzer_y = 118;
wall_z = 14;                    // height of the three openings' centres above the outside bottom

// --- Tray height: the display's stack (glass, board, header spacer, plugs, their bend)
// over the floor, or the battery with the keypad's plug on it, whichever is higher.
display_stack = display_glass[2] + display_pcb[2] + header_spacer + dupont[1] + wire_bend
                + plug_room;
bat_z = door_t + seat_play;             // the holder's underside, on its seats above the door
case_h = max(floor_t + display_stack, bat_z + battery[2] + keypad_plug[2] + 2, 25);
$fn = 32;
eps = 0.01;

// --- Where things are (x across, y from the bottom end, z up from the outside bottom)
lid_z = case_h;                         // the lid's underside
keypad_x = (case_w - keypad[0]) / 2;
slot_x = case_w / 2 - keypad_slot[0] / 2;
slot_y = keypad_from_bottom - keypad_slot[1] - 1.5;
pcb_x = (case_w - display_pcb[0]) / 2;
pcb_y = case_l - display_top_gap - display_pcb[1];
pcb_z = lid_z - display_glass[2] - display_pcb[2];     // underside of the display board
post_h = display_glass[2];
pico_x = case_w - boss_at - boss_d / 2 - 1.5 - pico[0];
pico_y = wall + 0.8;                    // the USB end against the bottom wall
pico_z = floor_t + pico_peg_h;
bat_x = wall + rail_t + fit + clip[1] + 0.2;     // the left clips spring out towards the wall
bat_y = battery_from_bottom;
bat_hold = [bat_x - fit, bat_y - fit, bat_x + battery[0] + fit, bat_y + battery[1] + fit];
// the door's opening in the floor [[x, y] low, [x, y] high]: under the holder between its
// seats, from its wire end to where its own cover slides out
door_hole = [[bat_x + battery_ledge, bat_y + battery_ledge],
             [bat_x + battery[0] - battery_ledge, bat_y + battery[1] + battery_cover_slide]];
hole_size = door_hole[1] - door_hole[0];
door_lo = door_hole[0] + [door_gap, door_gap];  // the door, door_gap inside the opening
door_hi = door_hole[1] - [door_gap, door_gap];
pad_x = door_lo[0] + latch_pad[0];              // the pad's inner edge, where the arm starts
arm_root = pad_x + latch_arm[0];
// The arm is a cantilever pushed at its end; the pad on it turns with it, so the pad's far
// corner moves latch_tip times as far as the arm's end and meets the slot's end first.
latch_tip = 1 + 1.5 * latch_pad[0] / latch_arm[0];
latch_reach = latch_slot / latch_tip;           // how far the arm's end (the catch) can go
latch_strain = 1.5 * latch_reach * latch_arm[1] / pow(latch_arm[0], 2);
clip_len = battery[2] + 2 * clip[1];            // a clip's free length, from its seat up
clip_strain = 1.5 * clip[1] * rail_t / pow(clip_len, 2);
corners = [[boss_at, boss_at], [case_w - boss_at, boss_at],
           [boss_at, case_l - boss_at], [case_w - boss_at, case_l - boss_at]];

function display_posts() = [for (sx = [-1, 1], sy = [-1, 1])
    [case_w / 2 + sx * display_holes[0] / 2, pcb_y + display_pcb[1] / 2 + sy * display_holes[1] / 2]];
function pico_pegs() = [for (sx = [-1, 1], sy = [-1, 1])
    [pico_x + pico[0] / 2 + sx * pico_holes[0] / 2, pico_y + pico[1] / 2 + sy * pico_holes[1] / 2]];

// --- The sizes that make the screws hold (a failed assert stops every export)
assert(m3_screw_len - lid_t >= m3_insert_len - 1, "M3 screw too short for the insert");
assert(m3_screw_len - lid_t <= m3_insert_depth, "M3 screw longer than the insert hole");
assert(boss_d - m3_insert_hole >= 2 * 1.6, "too little plastic round the insert");
assert(post_h + lid_t - skin >= display_screw_len - display_pcb[2], "display pilot holes too shallow");
assert(pico_peg_h + floor_t - skin >= m2_screw_len - pico[2], "Pico pilot holes too shallow");
assert(pcb_z - header_spacer - dupont[1] - wire_bend >= floor_t,
       "no room for the display's Dupont plugs");
assert(m2_thread + 0.05 <= 2.1, "the M2 screw does not pass the Pico's 2.1 mm holes");
assert(m2_thread + 0.05 <= display_hole, "the M2 screw does not pass the display's holes");
assert(m2_head[0] >= 2.1 + 1.2 && m2_head[0] >= display_hole + 0.8, "the screw head would not hold the boards");
assert(m2_pilot >= 0.75 * m2_thread && m2_pilot <= m2_thread - 0.3, "pilot hole does not fit the M2 thread");
assert((post_d - m2_pilot) / 2 > 1.0, "a display post this thin round its pilot hole may split");
assert(switch_y + switch_body[1] / 2 < led_y - led_d && led_y < buzzer_y - buzzer[0] / 2 - 1.5,
       "the left wall's openings overlap");
assert(battery_ledge - fit >= 0.8, "the holder would fall through the battery door's opening");
assert(door_t - floor_t >= 0.8 && seat_play >= 0.3, "the door's tongues and catch are too thin");
assert(door_catch - door_gap >= 0.5 && door_tongue[1] - door_gap >= 1.5,
       "the door's catch or tongues would slip off the floor's edge");
assert(latch_reach >= door_catch + door_gap + 0.2,
       "the latch cannot be pushed far enough to let go");
assert(latch_strain <= pla_strain, "the latch arm bends too far and would break: make it longer");
assert(arm_root <= door_hi[0] - 4, "no room in the door for the latch arm");
assert(clip_strain <= pla_strain, "the holder's clips bend too far and would break");
assert(bat_x - fit - rail_t - wall >= clip[1] + 0.2, "the left clips have no room to spring out");
assert(latch_pad[1] >= nail_slot[1] + 4, "the pad is too short for its fingernail slot");
echo(str("CASE display=", display, " case_h=", case_h, " display_plug_room=",
         pcb_z - header_spacer - dupont[1] - wire_bend - floor_t,
         " lid_screw_bite=", m3_screw_len - lid_t, " door_w=", door_hi[0] - door_lo[0], " door_l=", door_hi[1] - door_lo[1],
         " latch_reach=", latch_reach, " latch_strain=", latch_strain));

module rounded_box(size, r) {
    linear_extrude(size[2]) offset(r) offset(-r) square([size[0], size[1]]);
}

// A bought part's block, grown by g on every side but not up or down: parts rest on each
// other (the Pico on its pegs, the glass against the lid) and touch there by design.
module box(pos, size, g = 0) {
    translate(pos - [g, g, 0]) cube(size + [2 * g, 2 * g, 0]);
}

module tray() {
    difference() {
        union() {
            difference() {
                rounded_box([case_w, case_l, case_h], corner_r);
                translate([wall, wall, floor_t])
                    rounded_box([case_w - 2 * wall, case_l - 2 * wall, case_h], corner_r - wall);
            }
            for (c = corners) translate([c[0], c[1], 0]) cylinder(d = boss_d, h = case_h);
            for (p = pico_pegs()) translate([p[0], p[1], floor_t - eps])
                cylinder(d = 4.5, h = pico_peg_h + eps);
            // the holder's seats, rails and clips: the right side is the left one mirrored
            bat_cx = bat_x + battery[0] / 2;
            for (m = [0, 1]) translate([bat_cx, 0, 0]) mirror([m, 0, 0]) translate([-bat_cx, 0, 0])
                battery_bay_side();
        }
        // the battery door's opening
        translate([door_hole[0][0], door_hole[0][1], -1]) cube([hole_size[0], hole_size[1], floor_t + 1 + eps]);
        for (c = corners) translate([c[0], c[1], case_h - m3_insert_depth])
            cylinder(d = m3_insert_hole, h = m3_insert_depth + 1);
        for (p = pico_pegs()) translate([p[0], p[1], skin])
            cylinder(d = m2_pilot, h = pico_peg_h + floor_t);
        // micro-USB: the opening has a 45-degree roof instead of a flat top, so no bridge
        translate([pico_x + pico[0] / 2, wall + 1,
                   pico_z + pico[2] + pico_parts_h / 2 - usb_opening[1] / 2])
            rotate([90, 0, 0]) linear_extrude(wall + 2) polygon([
                [-usb_opening[0] / 2, 0], [usb_opening[0] / 2, 0],
                [usb_opening[0] / 2, usb_opening[1]], [0, usb_opening[1] + usb_opening[0] / 2],
                [-usb_opening[0] / 2, usb_opening[1]]]);
        // the left wall's openings, each with a 45-degree roof: printed upright, no bridge
        translate([-1, switch_y, wall_z]) wall_hole(switch_slot[0], switch_slot[1]);
        translate([-1, led_y, wall_z]) wall_hole(led_d + 0.2, led_d + 0.2);
        for (dy = [-4, 0, 4]) translate([-1, buzzer_y + dy, wall_z]) wall_hole(1.6, 6);
    }
}

// The left side of the holder's bay: a seat from the rail to the door's opening, the rail
// with two clips, the corner stop at the wire end (the wires leave between the two) and the
// stop at the display end (the holder's own cover slides out between the two).
module battery_bay_side() {
    x0 = bat_hold[0] - rail_t;
    y0 = bat_hold[1] - rail_t;
    len = bat_hold[3] - bat_hold[1] + 2 * rail_t;
    high = bat_z + rail_h - floor_t + eps;
    t = rail_t - eps;           // the rails stop eps short of the holder's room
    clip_ys = [bat_y + 10, bat_y + battery[1] - 10 - clip[0]];
    translate([x0, y0, floor_t - eps]) cube([door_hole[0][0] - x0, len, bat_z - floor_t + eps]);
    difference() {
        translate([x0, y0, floor_t - eps]) cube([t, len, high]);
        for (y = clip_ys) translate([x0 - 1, y - 1, bat_z]) cube([rail_t + 2, clip[0] + 2, case_h]);
    }
    translate([x0, y0, floor_t - eps]) cube([bat_x + 6 - x0, t, high]);
    translate([x0, bat_hold[3] + eps, floor_t - eps]) cube([door_hole[0][0] - x0, t, high]);
    // each clip: a tab free above the seat; its catch over the holder's back has a 45-degree
    // underside (it prints upright) and a 45-degree top that it rides up on as the holder goes in
    catch_z = bat_z + battery[2] + 0.1;
    for (y = clip_ys) {
        translate([x0, y, floor_t - eps]) cube([t, clip[0], catch_z + 2 * clip[1] - floor_t + eps]);
        translate([bat_hold[0] - 2 * eps, y + clip[0], catch_z]) rotate([90, 0, 0])
            linear_extrude(clip[0]) polygon([[0, 0], [clip[1], clip[1]], [0, 2 * clip[1]]]);
    }
}

// The battery door as it sits in the floor, its outer face at z = 0. press = 1: the latch's
// pad pushed towards the middle as far as the slot lets it (the catch moved latch_reach).
module door(press = 0) {
    lo = door_lo; hi = door_hi;
    lip = door_hole[0][1] - door_catch;     // the catch's edge, over the floor
    tongue = [door_tongue[0], door_hole[1][1] + door_tongue[1] - hi[1] + 1, door_t - floor_t - eps];
    difference() {
        union() {
            difference() {      // the door without its latch
                translate([lo[0], lo[1], 0]) cube([hi[0] - lo[0], hi[1] - lo[1], door_t]);
                translate([lo[0] - 1, lo[1] - 1, -1])
                    cube([arm_root - lo[0] + 1, latch_arm[1] + latch_slot + 1, door_t + 2]);
                translate([lo[0] - 1, lo[1] - 1, -1])
                    cube(concat(latch_pad + [1 + latch_slot, 1 + latch_slot], door_t + 2));
            }
            for (x = [lo[0] + 3, hi[0] - 3 - door_tongue[0]])     // the hinge's tongues
                translate([x, hi[1] - 1, floor_t + eps]) cube(tongue);
            translate([0, press * latch_reach, 0]) {
                translate([lo[0], lo[1], 0]) cube([latch_pad[0], latch_pad[1], door_t]);
                translate([pad_x - eps, lo[1], 0])
                    cube([latch_arm[0] + 2 * eps, latch_arm[1], door_t]);
                // the catch: flat on the floor, its top bevelled so that it rides over the
                // floor's edge when the door is pressed shut
                chamfer = min(door_catch + door_gap, door_t - floor_t - 2 * eps);
                translate([lo[0], 0, 0]) rotate([90, 0, 90]) linear_extrude(latch_pad[0]) polygon([
                    [lip, floor_t + eps], [lo[1] + eps, floor_t + eps], [lo[1] + eps, door_t],
                    [lip + chamfer, door_t], [lip, door_t - chamfer]]);
            }
        }
        translate([lo[0] + (latch_pad[0] - nail_slot[0]) / 2,
                   lo[1] + press * latch_reach + latch_pad[1] - 2 - nail_slot[1], -1])
            cube([nail_slot[0], nail_slot[1], door_t + 2]);
    }
}

// The door turned open about the floor's edge under its tongues, by `angle` degrees.
module door_swung(angle, press = 0) {
    translate([0, door_hole[1][1], floor_t]) rotate([angle, 0, 0])
        translate([0, -door_hole[1][1], -floor_t]) door(press);
}

// A hole through the left wall (x from -1 on), `w` along the wall, `h` high, centred at
// the origin, with a 45-degree roof above it so that it prints upright without a bridge.
module wall_hole(w, h) {
    rotate([90, 0, 90]) linear_extrude(wall + 2) polygon([
        [-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [0, h / 2 + w / 2], [-w / 2, h / 2]]);
}

// The lid as it sits on the tray: plate from z = 0 to lid_t, posts below z = 0.
module lid_body() {
    difference() {
        union() {
            rounded_box([case_w, case_l, lid_t], corner_r);
            for (p = display_posts()) translate([p[0], p[1], -post_h])
                cylinder(d = post_d, h = post_h + eps);
        }
        translate([case_w / 2 - display_window[0] / 2,
                   pcb_y + display_pcb[1] / 2 - display_window[1] / 2, -1])
            cube([display_window[0], display_window[1], lid_t + 2]);
        translate([slot_x, slot_y, -1]) cube([keypad_slot[0], keypad_slot[1], lid_t + 2]);
        for (c = corners) translate([c[0], c[1], -1]) cylinder(d = m3_clear, h = lid_t + 2);
        for (p = display_posts()) translate([p[0], p[1], -post_h - 1])
            cylinder(d = m2_pilot, h = post_h + lid_t - skin + 1);
    }
}

module lid() { translate([0, 0, lid_z + eps]) lid_body(); }

module tray_solid() { if (tray_stl == "") tray(); else import(tray_stl); }
// the part of the tray a door swinging open could meet (cut out once: the swing is quicker)
module tray_near_door() {
    intersection() {
        tray_solid();
        translate([door_hole[0][0] - 5, door_hole[0][1] - 5, -1])
            cube([hole_size[0] + 10, hole_size[1] + 15, door_t + 2]);
    }
}

// --- The bought parts, each grown by g for the clearance checks
module pico_board(g = 0) {
    difference() {
        box([pico_x, pico_y, pico_z + eps], pico, g);
        for (p = pico_pegs()) translate([p[0], p[1], pico_z - 1]) cylinder(d = 2.1 - 2 * g, h = 3);
    }
    box([pico_x + pico[0] / 2 - 4, pico_y - 1.3, pico_z + pico[2] + eps], [8, 5.6, pico_parts_h], g);
}
module pico_wire_room(g = 0) {
    box([pico_x, pico_y + 6, pico_z + pico[2] + 2 * eps], [pico[0], pico[1] - 6, pico_wires], g);
}
module display_module(g = 0) {
    box([pcb_x, pcb_y, pcb_z], display_pcb, g);
    translate([case_w / 2 - display_glass[0] / 2, pcb_y + display_pcb[1] / 2 - display_glass[1] / 2,
               pcb_z + display_pcb[2]])
        box([0, 0, 0], display_glass - [0, 0, 2 * eps], g);
}
module display_plugs(g = 0) {
    w = display_pins * dupont[0] + 1;
    box([case_w / 2 - w / 2, pcb_y + display_pcb[1] - display_header_in - 2,
         pcb_z - header_spacer - dupont[1] - wire_bend],
        [w, 4, header_spacer + dupont[1] + wire_bend - eps], g);
}
module battery_holder(g = 0) {
    box([bat_x, bat_y, bat_z + eps], battery, g);
}
module keypad_plug(g = 0) {
    // the ribbon down through the slot, then its plug lying on the battery holder
    box([slot_x, wall + 1, bat_z + battery[2] + 1], [keypad_slot[0], bat_y - wall - 1,
        lid_z - bat_z - battery[2] - 1 - eps], g);
    box([bat_x + 4, bat_y, bat_z + battery[2] + 2 * eps], keypad_plug, g);
}
module wall_parts(g = 0) {
    // the slide switch, glued inside against the wall behind its slot; the LED's body;
    // the piezo standing against the wall behind its grille
    x = wall + fit + 0.01;      // against the wall, as glued
    box([x, switch_y - switch_body[1] / 2, wall_z - switch_body[2] / 2], switch_body, g);
    translate([x, led_y, wall_z]) rotate([0, 90, 0]) cylinder(d = led_d + 0.8 + 2 * g, h = 5);
    translate([x, buzzer_y, wall_z]) rotate([0, 90, 0]) cylinder(d = buzzer[0] + 2 * g, h = buzzer[1]);
}
module keypad_part(g = 0) {
    box([keypad_x, keypad_from_bottom, lid_z + lid_t + 2 * eps], keypad, g);
}

SOLIDS = ["tray", "lid", "pico", "pico_wires", "display", "display_plugs", "battery",
          "keypad_plug", "keypad", "wall_parts", "door"];
// the checks grow the bought parts by fit, not the printed ones
function grown(name) = name == "tray" || name == "lid" || name == "door" ? 0 : fit;

module one(name, g = 0) {
    if (name == "tray") tray();
    else if (name == "lid") lid();
    else if (name == "pico") pico_board(g);
    else if (name == "pico_wires") pico_wire_room(g);
    else if (name == "display") display_module(g);
    else if (name == "display_plugs") display_plugs(g);
    else if (name == "battery") battery_holder(g);
    else if (name == "keypad_plug") keypad_plug(g);
    else if (name == "keypad") keypad_part(g);
    else if (name == "wall_parts") wall_parts(g);
    else if (name == "door") door(press);
    else assert(false, str("no solid named ", name));
}

COLOURS = ["SteelBlue", "LightGray", "ForestGreen", "Orange", "DimGray", "Orange", "Gold",
           "Orange", "WhiteSmoke", "Crimson", "LightSkyBlue"];
// the exploded view: how far each solid moves up, in the order of assembly (README 9); the
// door is shown by part="underside"
LIFT = [0, 80, 0, 0, 50, 50, 0, 0, 125, 0, 0];

module assembly(explode = false) {
    for (i = [0 : len(SOLIDS) - 1])
        if (!explode || (SOLIDS[i] != "pico_wires" && SOLIDS[i] != "keypad_plug"
                         && SOLIDS[i] != "display_plugs" && SOLIDS[i] != "door"))
            color(COLOURS[i]) translate([0, 0, explode ? LIFT[i] : 0]) one(SOLIDS[i]);
    if (explode) {
        color("Silver") for (c = corners)
            translate([c[0], c[1], lid_z + LIFT[1] + lid_t + m3_screw_len + 12]) {
            cylinder(d = m3_head[0], h = m3_head[1]);       // M3 x 8 screw, above its insert
            translate([0, 0, -m3_screw_len]) cylinder(d = 3, h = m3_screw_len);
        }
        color("Goldenrod") for (c = corners) translate([c[0], c[1], case_h + 15])
            cylinder(d = 4.6, h = m3_insert_len);
    }
}

// every pair of solids intersected: empty when nothing overlaps (bought parts grown by fit)
module overlaps() {
    for (i = [0 : len(SOLIDS) - 2], j = [i + 1 : len(SOLIDS) - 1])
        intersection() { one(SOLIDS[i], grown(SOLIDS[i])); one(SOLIDS[j], grown(SOLIDS[j])); }
}

if (part == "tray") tray();
else if (part == "lid") translate([0, case_l, lid_t]) rotate([180, 0, 0]) lid_body();
else if (part == "solid") one(solid, grow);
else if (part == "overlaps") overlaps();
else if (part == "door")     // inner face down
    translate([0, door_hole[0][1] + door_hole[1][1], door_t]) rotate([180, 0, 0]) door();
else if (part == "pair") intersection() { one(a, grown(a)); one(b, grown(b)); }
else if (part == "drop")     // solid moved `drop` down: it meets the tray if the tray holds it
    intersection() { tray_solid(); translate([0, 0, -drop]) one(solid); }
else if (part == "swing")    // the door's way out on its tongues, from closed to `swing` degrees
    for (angle = [swing / 6 : swing / 6 : swing])
        intersection() { tray_near_door(); door_swung(angle, press); }
else if (part == "probe")    // a 0.6 mm rod across the left wall at an opening's centre
    intersection() {
        tray_solid();
        y = at == "switch_y" ? switch_y : at == "led_y" ? led_y : buzzer_y;
        translate([-1, y, wall_z + probe_dz]) rotate([0, 90, 0]) cylinder(d = 0.6, h = wall + 2);
    }
else if (part == "assembly") assembly(false);
else if (part == "exploded") assembly(true);
else if (part == "underside") {    // the door taken out: the holder's own cover shows
    for (i = [0 : len(SOLIDS) - 2]) color(COLOURS[i]) one(SOLIDS[i]);
    color(COLOURS[len(SOLIDS) - 1]) translate([46, -14, -16]) door_swung(35);
}
else if (part != "echo") assert(false, str("part must be tray, lid, door, assembly, exploded, ",
                                           "underside, solid, probe, drop, swing or echo, not ", part));
