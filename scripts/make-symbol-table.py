#!/usr/bin/env python3
"""Generates Sources/FlipbookText/SymbolTable.swift: SF Symbols names → Material Icons glyphs.

The mapping below is hand-made (closest Material icon by meaning and shape); the code points
come from Fonts/MaterialIcons-Regular.codepoints (made by scripts/make-fonts.py), so a name
that is not in the bundled font fails here instead of drawing a box.
Run from the package root: scripts/make-symbol-table.py
"""
import sys

# SF Symbols name → Material Icons name. A trailing "*" marks a stand-in whose outline/fill
# style differs from the SF symbol because the bundled (filled) Material font has no exact
# counterpart.
MAPPING = """
heart favorite_border
heart.fill favorite
heart.slash heart_broken*
star star_border
star.fill star
star.leadinghalf.filled star_half
star.circle stars*
star.circle.fill stars
checkmark check
checkmark.circle check_circle_outline
checkmark.circle.fill check_circle
checkmark.square check_box*
checkmark.square.fill check_box
checkmark.seal verified*
checkmark.seal.fill verified
checkmark.shield verified_user*
checkmark.shield.fill verified_user
circle radio_button_unchecked
circle.fill circle
circle.inset.filled radio_button_checked
square check_box_outline_blank
square.fill square
folder folder_open*
folder.fill folder
folder.badge.plus create_new_folder
map map*
map.fill map
arkit view_in_ar
chevron.left chevron_left
chevron.right chevron_right
chevron.up expand_less
chevron.down expand_more
chevron.backward chevron_left
chevron.forward chevron_right
chevron.left.2 keyboard_double_arrow_left
chevron.right.2 keyboard_double_arrow_right
chevron.up.chevron.down unfold_more
plus add
plus.circle add_circle_outline
plus.circle.fill add_circle
plus.square add_box*
plus.square.fill add_box
minus remove
minus.circle remove_circle_outline
minus.circle.fill remove_circle
xmark close
xmark.circle highlight_off
xmark.circle.fill cancel
xmark.square disabled_by_default*
xmark.square.fill disabled_by_default
gear settings
gearshape settings*
gearshape.fill settings
gearshape.2 settings_suggest*
person person_outline
person.fill person
person.circle account_circle*
person.circle.fill account_circle
person.crop.circle account_circle*
person.crop.circle.fill account_circle
person.2 people_outline
person.2.fill people
person.3 groups*
person.3.fill groups
person.badge.plus person_add_alt
person.crop.circle.badge.plus person_add
bell notifications_none
bell.fill notifications
bell.slash notifications_off*
bell.slash.fill notifications_off
bell.badge notifications_active*
trash delete_outline
trash.fill delete
trash.slash delete_forever*
pencil edit
pencil.circle edit*
square.and.pencil edit_note
pencil.and.outline draw
magnifyingglass search
magnifyingglass.circle search*
plus.magnifyingglass zoom_in
minus.magnifyingglass zoom_out
house home*
house.fill home
info.circle info_outline
info.circle.fill info
questionmark help_center*
questionmark.circle help_outline
questionmark.circle.fill help
exclamationmark priority_high
exclamationmark.circle error_outline
exclamationmark.circle.fill error
exclamationmark.triangle warning_amber
exclamationmark.triangle.fill warning
square.and.arrow.up ios_share
square.and.arrow.down file_download*
square.and.arrow.up.fill ios_share
lock lock_outline
lock.fill lock
lock.open lock_open
lock.open.fill lock_open
eye visibility*
eye.fill visibility
eye.slash visibility_off*
eye.slash.fill visibility_off
bookmark bookmark_border
bookmark.fill bookmark
envelope mail_outline
envelope.fill mail
envelope.open drafts*
paperplane send*
paperplane.fill send
camera photo_camera*
camera.fill photo_camera
photo image*
photo.fill image
photo.on.rectangle photo_library*
mic mic_none
mic.fill mic
mic.slash mic_off*
mic.slash.fill mic_off
phone phone*
phone.fill phone
phone.down.fill call_end
video videocam*
video.fill videocam
video.slash videocam_off*
calendar calendar_today
calendar.badge.plus edit_calendar*
clock schedule
clock.fill watch_later
alarm alarm
alarm.fill alarm
timer timer
stopwatch timer*
hourglass hourglass_empty
location near_me*
location.fill near_me
location.circle my_location*
mappin place*
mappin.circle location_on*
mappin.and.ellipse location_on
cloud cloud_queue
cloud.fill cloud
cloud.rain umbrella*
cloud.bolt thunderstorm*
icloud cloud_queue
icloud.fill cloud
icloud.and.arrow.down cloud_download
icloud.and.arrow.up cloud_upload
arrow.left arrow_back
arrow.right arrow_forward
arrow.up arrow_upward
arrow.down arrow_downward
arrow.backward arrow_back
arrow.forward arrow_forward
arrow.up.right north_east
arrow.down.left south_west
arrow.left.circle arrow_circle_left*
arrow.right.circle arrow_circle_right*
arrow.up.circle arrow_circle_up*
arrow.down.circle arrow_circle_down*
arrow.left.circle.fill arrow_circle_left
arrow.right.circle.fill arrow_circle_right
arrow.up.circle.fill arrow_circle_up
arrow.down.circle.fill arrow_circle_down
arrow.clockwise refresh
arrow.counterclockwise replay
arrow.triangle.2.circlepath sync
arrow.2.squarepath repeat
arrow.uturn.backward undo
arrow.uturn.forward redo
arrow.uturn.left undo
arrow.uturn.right redo
arrow.up.arrow.down swap_vert
arrow.left.arrow.right swap_horiz
arrow.up.left.and.arrow.down.right open_in_full
arrow.down.right.and.arrow.up.left close_fullscreen
arrow.up.right.square open_in_new
arrow.down.to.line download
arrow.up.to.line upload
arrow.down.doc file_download
rectangle.portrait.and.arrow.right logout
rectangle.and.arrow.up.right.and.arrow.down.left fullscreen_exit
play play_arrow*
play.fill play_arrow
play.circle play_circle_outline
play.circle.fill play_circle
pause pause*
pause.fill pause
pause.circle pause_circle_outline
pause.circle.fill pause_circle
stop stop*
stop.fill stop
forward fast_forward*
forward.fill fast_forward
backward fast_rewind*
backward.fill fast_rewind
forward.end skip_next*
forward.end.fill skip_next
backward.end skip_previous*
backward.end.fill skip_previous
repeat repeat
repeat.1 repeat_one
shuffle shuffle
speaker volume_mute*
speaker.fill volume_mute
speaker.wave.1 volume_down*
speaker.wave.1.fill volume_down
speaker.wave.2 volume_up*
speaker.wave.2.fill volume_up
speaker.wave.3 volume_up*
speaker.wave.3.fill volume_up
speaker.slash volume_off*
speaker.slash.fill volume_off
music.note music_note
music.note.list queue_music
headphones headphones
wifi wifi
wifi.slash wifi_off
antenna.radiowaves.left.and.right cell_tower
battery.100 battery_full
battery.25 battery_2_bar
battery.0 battery_0_bar
bolt bolt*
bolt.fill bolt
bolt.circle offline_bolt*
bolt.circle.fill offline_bolt
power power_settings_new
sun.max light_mode*
sun.max.fill light_mode
moon dark_mode*
moon.fill dark_mode
moon.stars nightlight*
snowflake ac_unit
flame local_fire_department*
flame.fill local_fire_department
drop water_drop*
drop.fill water_drop
leaf eco*
leaf.fill eco
thermometer thermostat
umbrella beach_access*
cart shopping_cart*
cart.fill shopping_cart
bag shopping_bag*
bag.fill shopping_bag
creditcard credit_card*
creditcard.fill credit_card
dollarsign.circle monetization_on*
dollarsign.circle.fill monetization_on
gift card_giftcard*
gift.fill redeem
tag sell*
tag.fill sell
paperclip attach_file
link link
link.badge.plus add_link
list.bullet format_list_bulleted
list.number format_list_numbered
list.dash list
line.3.horizontal menu
line.3.horizontal.decrease filter_list
line.3.horizontal.decrease.circle filter_list*
ellipsis more_horiz
ellipsis.circle more_horiz*
ellipsis.circle.fill more_horiz
slider.horizontal.3 tune
slider.horizontal.below.rectangle tune*
doc description*
doc.fill description
doc.text article*
doc.text.fill article
doc.on.doc content_copy
doc.on.clipboard content_paste
doc.richtext text_snippet
printer print*
printer.fill print
archivebox archive*
archivebox.fill archive
tray inbox*
tray.fill inbox
tray.and.arrow.down move_to_inbox
tray.and.arrow.up outbox
flag outlined_flag
flag.fill flag
flag.checkered sports_score
hand.thumbsup thumb_up_off_alt
hand.thumbsup.fill thumb_up
hand.thumbsdown thumb_down_off_alt
hand.thumbsdown.fill thumb_down
hand.raised pan_tool*
hand.raised.fill pan_tool
hand.tap touch_app
message chat_bubble_outline
message.fill chat_bubble
bubble.left chat_bubble_outline
bubble.left.fill chat_bubble
bubble.right chat_bubble_outline*
bubble.left.and.bubble.right forum*
bubble.left.and.bubble.right.fill forum
text.bubble textsms*
text.bubble.fill textsms
quote.bubble format_quote*
lightbulb lightbulb_outline
lightbulb.fill lightbulb
pin push_pin*
pin.fill push_pin
pin.slash push_pin*
globe language
network public
airplane flight
car directions_car*
car.fill directions_car
bus directions_bus*
bus.fill directions_bus
tram train*
tram.fill train
bicycle directions_bike
figure.walk directions_walk
figure.run directions_run
building.2 business*
building.2.fill business
building.columns account_balance*
briefcase work_outline
briefcase.fill work
graduationcap school*
graduationcap.fill school
book menu_book*
book.fill menu_book
books.vertical library_books*
newspaper newspaper
chart.bar bar_chart
chart.bar.fill bar_chart
chart.pie pie_chart_outline
chart.pie.fill pie_chart
chart.line.uptrend.xyaxis trending_up
chart.xyaxis.line show_chart
square.grid.2x2 grid_view*
square.grid.2x2.fill grid_view
square.grid.3x3 apps
rectangle.grid.1x2 view_agenda*
rectangle.stack layers*
rectangle.stack.fill layers
square.stack.3d.up layers*
square.stack.3d.up.fill layers
textformat text_fields
textformat.size format_size
bold format_bold
italic format_italic
underline format_underlined
strikethrough format_strikethrough
text.alignleft format_align_left
text.aligncenter format_align_center
text.alignright format_align_right
key vpn_key*
key.fill vpn_key
shield shield*
shield.fill shield
faceid face*
touchid fingerprint
wand.and.stars auto_awesome
sparkles auto_awesome
sparkle auto_awesome*
cup.and.saucer local_cafe*
cup.and.saucer.fill local_cafe
fork.knife restaurant
birthday.cake cake*
birthday.cake.fill cake
gamecontroller sports_esports*
gamecontroller.fill sports_esports
paintbrush brush*
paintbrush.fill brush
paintpalette palette*
paintpalette.fill palette
scissors content_cut
crop crop
rotate.left rotate_left
rotate.right rotate_right
wrench build*
wrench.fill build
hammer construction*
hammer.fill construction
wrench.and.screwdriver handyman*
wrench.and.screwdriver.fill handyman
ant bug_report*
ant.fill bug_report
ladybug bug_report*
terminal terminal
chevron.left.forwardslash.chevron.right code
qrcode qr_code
qrcode.viewfinder qr_code_scanner
barcode.viewfinder qr_code_scanner*
viewfinder center_focus_weak
camera.viewfinder center_focus_strong
tv tv
desktopcomputer desktop_windows
laptopcomputer laptop
iphone smartphone
ipad tablet
applewatch watch
keyboard keyboard
printer.dotmatrix print*
externaldrive storage*
cpu memory
memorychip memory*
server.rack dns
film movie*
film.fill movie
photo.stack photo_library
face.smiling sentiment_satisfied*
face.smiling.fill mood
pawprint pets*
pawprint.fill pets
tortoise slow_motion_video*
hare speed*
nosign block
slash.circle block*
exclamationmark.octagon report*
exclamationmark.octagon.fill report
exclamationmark.bubble feedback*
exclamationmark.bubble.fill feedback
hourglass.circle hourglass_full*
arrow.up.and.down.and.arrow.left.and.right open_with
hand.point.up.left ads_click*
cursorarrow ads_click*
scope gps_fixed
safari explore*
safari.fill explore
location.north navigation*
location.north.fill navigation
binoculars travel_explore*
lasso gesture*
scribble gesture
signature draw
eyedropper colorize
trophy emoji_events*
trophy.fill emoji_events
medal military_tech*
crown workspace_premium*
display monitor
rectangle.grid.2x2 grid_view
arrowshape.turn.up.left reply
rosette workspace_premium*
cube view_in_ar*
shippingbox inventory_2*
cross.case medical_services*
pills medication
heart.text.square monitor_heart*
bed.double bed
wineglass wine_bar
puzzlepiece extension*
screwdriver handyman*
ruler straighten
square.on.square content_copy
barcode qr_code_2*
exclamationmark.shield gpp_maybe*
sun.min light_mode*
wind air
tornado storm*
at alternate_email
number tag
character text_fields*
captions.bubble closed_caption*
ellipsis.bubble sms*
phone.arrow.up.right call_made
phone.down call_end
radio radio
airpods headphones*
square.and.arrow.up.on.square ios_share*
rectangle.and.pencil.and.ellipsis edit_note*
internaldrive storage*
personalhotspot wifi_tethering
dot.radiowaves.left.and.right sensors
sensor.tag.radiowaves.forward nfc*
waveform graphic_eq
waveform.path.ecg monitor_heart
app.badge notification_important*
square.stack filter_none
circle.grid.3x3 apps
triangle change_history
diamond diamond*
hexagon hexagon*
capsule rectangle*
seal verified*
rays flare*
camera.rotate flip_camera_ios
music.mic mic_external_on
airplayvideo airplay
airplayaudio airplay
line.horizontal.3 menu
line.horizontal.3.decrease filter_list
table table_chart*
smiley sentiment_satisfied_alt
snow ac_unit
speaker.2 volume_down
speaker.3 volume_up
person.and.person people_outline*
arrow.right.arrow.left swap_horiz
cube.box inventory_2*
paragraph format_textdirection_l_to_r*
a text_format*
text.cursor text_fields*
""".strip()


# Enclosures SF Symbols add with a suffix, drawn by composing two Material glyphs: the
# enclosure (circle or rounded square, outline or filled) and the base symbol at INNER_SCALE
# inside it. A filled enclosure knocks the symbol out of it, as SF's `.circle.fill` does.
# Outline Material glyphs with no filled counterpart in the font: no `.fill` is derived.
OUTLINE_ONLY = {"change_history", "content_copy", "filter_none", "radio_button_unchecked",
                "check_box_outline_blank", "crop_square", "crop_din"}

ENCLOSURES = [  # (suffix, code in the table, Material enclosure glyph)
    (".circle.fill", 2, "circle"),
    (".circle", 1, "radio_button_unchecked"),
    (".square.fill", 4, "square"),
    (".square", 3, "check_box_outline_blank"),
]


def real_names():
    """Every real SF Symbols name: scripts/sf-symbol-names/v*.txt (the names each SF Symbols
    release added, 1.0-7.0, from github.com/nukka123/SFSymbolKeys, MIT) plus legacy.txt (names
    renamed in later releases that iOS still accepts)."""
    import glob
    names = set()
    for path in sorted(glob.glob("scripts/sf-symbol-names/*.txt")):
        names |= set(open(path, encoding="utf-8").read().split())
    return names


def main():
    codepoints = {}
    for line in open("Fonts/MaterialIcons-Regular.codepoints", encoding="utf-8"):
        name, cp = line.split()
        codepoints[name] = int(cp, 16)
    real = real_names()
    rows, bad, seen = [], [], set()
    for line in MAPPING.splitlines():
        sf, material = line.split()
        substitute = material.endswith("*")
        material = material.rstrip("*")
        if sf in seen:
            bad.append(f"{sf}: listed twice")
        seen.add(sf)
        if sf not in real:
            bad.append(f"{sf}: not a real SF Symbols name (scripts/sf-symbol-names)")
        if material not in codepoints:
            bad.append(f"{sf} → {material}: not in MaterialIcons-Regular.codepoints")
            continue
        rows.append((sf, material, codepoints[material], substitute, 0))
    if bad:
        sys.exit("make-symbol-table:\n  " + "\n  ".join(bad))
    # Derived variants, only for real SF names not mapped by hand: X.fill and X.slash from a
    # mapped X (the filled Material glyph; Material's own "_off" glyph for the slash), and the
    # enclosed forms X.circle(.fill) / X.square(.fill) composed from X's glyph.
    direct = {sf: (m, cp, sub) for sf, m, cp, sub, _ in rows}
    derived = []

    def filled_glyph(m, cp):
        """The filled counterpart of Material glyph m: itself unless it is an outline glyph,
        then the name without its outline suffix if the font has it, else None."""
        for suffix in ("_outline", "_border", "_outlined"):
            if m.endswith(suffix):
                f = m[: -len(suffix)]
                return (f, codepoints[f], False) if f in codepoints else None
        if m in OUTLINE_ONLY:
            return None
        return (m, cp, False)

    for base, (m, cp, sub) in sorted(direct.items()):
        if any(base.endswith(e) for e in (".fill", ".circle", ".square", ".slash")):
            continue
        filled = direct.get(base + ".fill") or filled_glyph(m, cp)
        if base + ".fill" in real and base + ".fill" not in direct and filled:
            derived.append((base + ".fill", filled[0], filled[1], False, 0))
        off = m + "_off"
        if base + ".slash" in real and base + ".slash" not in direct and off in codepoints:
            derived.append((base + ".slash", off, codepoints[off], False, 0))
            if base + ".slash.fill" in real and base + ".slash.fill" not in direct:
                derived.append((base + ".slash.fill", off, codepoints[off], False, 0))
        for suffix, code, _ in ENCLOSURES:
            name = base + suffix
            if name in real and name not in direct:
                # Inside a filled enclosure the knocked-out symbol is the filled one.
                inner = filled if code in (2, 4) else (m, cp, sub)
                if inner:
                    derived.append((name, inner[0], inner[1], False, code))
    rows += derived
    rows.sort()
    encl = {code: codepoints[glyph] for _, code, glyph in ENCLOSURES}
    with open("Sources/FlipbookText/SymbolTable.swift", "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/make-symbol-table.py from its mapping and\n")
        f.write("// Fonts/MaterialIcons-Regular.codepoints. Do not edit by hand.\n\n")
        f.write("extension SymbolMap {\n")
        f.write(f"    /// {len(rows)} SF Symbols names ({len(rows) - len(derived)} by hand, {len(derived)} derived variants), sorted:\n")
        f.write("    /// (SF name, Material name, code point, stand-in, enclosure: 0 none, 1 circle,\n")
        f.write("    /// 2 circle.fill, 3 square, 4 square.fill).\n")
        f.write("    static let table: [(String, String, UInt32, Bool, UInt8)] = [\n")
        for sf, material, cp, sub, code in rows:
            f.write(f'        ("{sf}", "{material}", 0x{cp:04X}, {"true" if sub else "false"}, {code}),\n')
        f.write("    ]\n\n")
        f.write("    /// Material glyphs of the enclosures, by enclosure code.\n")
        f.write("    static let enclosureCodepoints: [UInt8: UInt32] = [\n")
        for code in sorted(encl):
            f.write(f"        {code}: 0x{encl[code]:04X},\n")
        f.write("    ]\n}\n")
    names = sorted(real)
    with open("Sources/FlipbookText/SFSymbolNames.swift", "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/make-symbol-table.py from scripts/sf-symbol-names/. Do not edit by hand.\n")
        f.write("// Names: the per-release lists of github.com/nukka123/SFSymbolKeys (MIT, SF Symbols 1.0-7.0)\n")
        f.write("// plus scripts/sf-symbol-names/legacy.txt (pre-SF 6 names iOS still accepts).\n\n")
        f.write("extension SymbolMap {\n")
        f.write(f"    /// Every real SF Symbols name ({len(names)}), one per line, sorted.\n")
        f.write('    static let realNamesText = """\n')
        for n in names:
            f.write(n + "\n")
        f.write('"""\n}\n')
    print(f"make-symbol-table: {len(rows)} symbols ({len(derived)} derived), {len(names)} real SF names")


if __name__ == "__main__":
    main()
