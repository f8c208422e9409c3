// picotafel case: a tray and a flat lid, printed separately, no supports needed.
//
// The lid carries the 2.42" OLED behind a window and the 4x4 membrane keypad stuck on top (its
// adhesive back), with a slot for the keypad's ribbon cable. The tray holds the Pico on four
// pegs, the 3xAAA holder in its bay, and has an opening for the Pico's micro-USB socket.
// All sizes in millimetres. Sizes marked "measure" vary between sellers: check yours with a
// ruler before printing and change the number here.
//
// Render the picture (xvfb-run only on a machine without a display):
//   xvfb-run -a openscad -o hardware/case.png --imgsize=800,600 --autocenter --viewall \
//       --camera=0,0,0,55,0,25,0 hardware/case.scad
// Export for printing: openscad -D 'part="tray"' -o tray.stl hardware/case.scad  (and "lid")

part = "both";              // "both" (picture), "tray" or "lid" (for printing)

// --- Case
wall = 2.0;                 // side walls and floor
lid_t = 2.0;                // lid plate
corner_r = 4.0;
case_w = 82;                // outside, across
case_l = 140;               // outside, top (display end) to bottom
case_h = 28;                // outside height of the tray, without the lid
fit = 0.3;                  // clearance for printed fits

// --- Display: 2.42" 128x64 SSD1309 module
display_window = [57, 30];      // opening in the lid: active area about 55 x 27.5 plus margin (measure)
display_pcb = [71, 41];         // module board, held under the lid (measure)
display_from_top = 8;           // lid edge to the module board
display_standoff_h = 5;         // posts under the lid that the module board screws to

// --- Keypad: common 4x4 membrane keypad, 69 x 76 mm (Parallax #27899 datasheet)
keypad = [69, 76];
keypad_recess = 0.6;            // shallow pocket that locates the keypad on the lid
keypad_from_bottom = 9;         // lid's bottom edge to the keypad's bottom edge
keypad_slot = [22, 2.5];        // ribbon cable: 20 mm wide (Parallax datasheet: 2.0 x 8.8 cm)

// --- Battery bay: 3xAAA holder with switch (measure; AAA cells are 10.5 x 44.5 mm)
battery_bay = [40, 62, 16];     // across, along, height of the holder
switch_hole = [13, 7];          // opening in the floor for the holder's slide switch (measure)

// --- Pico (Raspberry Pi Pico datasheet: board 21 x 51 mm, mounting holes 11.4 x 47 mm, 2.1 mm)
pico = [21, 51, 1.0];
pico_holes = [11.4, 47];
pico_peg_h = 4;
pico_from_top = wall + 1;       // the USB end of the Pico sits against the top wall
usb_opening = [11, 7];          // micro-USB plug body with some room
usb_z = wall + pico_peg_h + pico[2] + 1.5;   // centre height of the micro-USB socket

$fn = 40;

module rounded_box(size, r) {
    linear_extrude(size[2])
        offset(r) offset(-r) square([size[0], size[1]]);
}

// Coordinates: x across, y from the bottom (keypad end) to the top (display end), z up.
pico_x = case_w / 2 + 14;          // Pico beside the battery bay, under the display
pico_y = case_l - pico_from_top - pico[1] / 2;
bay_x = wall + 3;
bay_y = wall + 6;

module tray() {
    difference() {
        rounded_box([case_w, case_l, case_h], corner_r);
        translate([wall, wall, wall])
            rounded_box([case_w - 2 * wall, case_l - 2 * wall, case_h], corner_r - wall);
        // micro-USB opening in the top wall, in line with the Pico
        translate([pico_x - usb_opening[0] / 2, case_l - wall - 1, usb_z - usb_opening[1] / 2])
            cube([usb_opening[0], wall + 2, usb_opening[1]]);
        // slide switch of the battery holder, reachable from below
        translate([bay_x + battery_bay[0] / 2 - switch_hole[0] / 2,
                   bay_y + battery_bay[1] - switch_hole[1] - 6, -1])
            cube([switch_hole[0], switch_hole[1], wall + 2]);
    }
    // Pico pegs
    for (dx = [-pico_holes[0] / 2, pico_holes[0] / 2], dy = [-pico_holes[1] / 2, pico_holes[1] / 2])
        translate([pico_x + dx, pico_y + dy, wall - 0.01]) {
            cylinder(d = 4.5, h = pico_peg_h);
            cylinder(d = 1.9, h = pico_peg_h + pico[2] + 1.5);
        }
    // battery bay: low rails that keep the holder in place
    difference() {
        translate([bay_x - 1.5, bay_y - 1.5, wall - 0.01])
            cube([battery_bay[0] + 3, battery_bay[1] + 3, 6]);
        translate([bay_x - fit, bay_y - fit, wall - 0.02])
            cube([battery_bay[0] + 2 * fit, battery_bay[1] + 2 * fit, 7]);
        translate([bay_x + 5, bay_y - 2, wall])
            cube([battery_bay[0] - 10, battery_bay[1] + 4, 7]);   // room for the wires
    }
    // lid ledge
    difference() {
        translate([wall, wall, case_h - lid_t - 2])
            rounded_box([case_w - 2 * wall, case_l - 2 * wall, 2], corner_r - wall);
        translate([wall + 2, wall + 2, case_h - lid_t - 3])
            rounded_box([case_w - 2 * wall - 4, case_l - 2 * wall - 4, 4], corner_r - wall - 1);
    }
}

module lid() {
    keypad_x = (case_w - keypad[0]) / 2;
    window_x = (case_w - display_window[0]) / 2;
    window_y = case_l - display_from_top - (display_pcb[1] + display_window[1]) / 2;
    difference() {
        translate([wall + fit, wall + fit, 0])
            rounded_box([case_w - 2 * wall - 2 * fit, case_l - 2 * wall - 2 * fit, lid_t],
                        corner_r - wall);
        // display window
        translate([window_x, window_y, -1])
            cube([display_window[0], display_window[1], lid_t + 2]);
        // keypad pocket on the top face
        translate([keypad_x - fit, keypad_from_bottom - fit, lid_t - keypad_recess])
            cube([keypad[0] + 2 * fit, keypad[1] + 2 * fit, 1]);
        // ribbon slot just below the keypad's bottom edge: on the common keypad the ribbon
        // leaves below the "* 0 # D" row (move the slot if yours differs)
        translate([case_w / 2 - keypad_slot[0] / 2, keypad_from_bottom - keypad_slot[1] - 1.5, -1])
            cube([keypad_slot[0], keypad_slot[1], lid_t + 2]);
    }
    // display posts under the lid (printed lid upside down, so they point up on the bed)
    dx = display_pcb[0] / 2 - 3;
    dy = display_pcb[1] / 2 - 3;
    cy = case_l - display_from_top - display_pcb[1] / 2;
    for (sx = [-1, 1], sy = [-1, 1])
        translate([case_w / 2 + sx * dx, cy + sy * dy, -display_standoff_h])
            difference() {
                cylinder(d = 5, h = display_standoff_h + 0.01);
                translate([0, 0, -1]) cylinder(d = 2.2, h = display_standoff_h);
            }
}

if (part == "tray") tray();
else if (part == "lid") rotate([180, 0, 0]) lid();
else {
    color("SteelBlue") tray();
    color("LightGray") translate([case_w + 15, 0, display_standoff_h]) lid();
}
