import Testing
import FlipbookRaster
import FlipbookTesting
@testable import Flipbook
@testable import FlipbookCore

/// The iOS 26 design setting (`designRequiresCompatibility`, after Apple's
/// `UIDesignRequiresCompatibility`): off by default nothing changes; on, the controls take
/// their iOS 26 sizes and shapes.
@Suite @MainActor struct Design26Tests {
    let white = SIMD4<UInt8>(255, 255, 255, 255)
    let green = SIMD4<UInt8>(0x34, 0xC7, 0x59, 255)

    func toggle(_ on: Bool) -> some View { Toggle(isOn: .constant(on)) {}.frame(width: 100) }

    @Test func defaultIsTheIOS18DesignAndEveryWaySwitchesIt() {
        #expect(DesignCompatibility.requiresCompatibilityByDefault)
        #expect(EnvironmentValues().designRequiresCompatibility)
        #expect(whiteHost(toggle(false)).layout().frame.size == CGSize(width: 100, height: 31))
        #expect(whiteHost(toggle(false).designRequiresCompatibility(false)).layout().frame.size == CGSize(width: 100, height: 28))
        withDesignRequiresCompatibility(false) {
            #expect(whiteHost(toggle(false)).layout().frame.size == CGSize(width: 100, height: 28))
            // A view's own value wins over the scope's.
            #expect(whiteHost(toggle(false).designRequiresCompatibility(true)).layout().frame.size == CGSize(width: 100, height: 31))
        }
        #expect(whiteHost(toggle(false)).layout().frame.size == CGSize(width: 100, height: 31), "the scope ends with its closure")
    }

    /// The iOS 26 switch: a 64×28 track at the trailing edge (x 36…100), the knob a 38×24
    /// white capsule inset 2 pt (x 38…76 off, 60…98 on).
    @Test func switchIs64By28WithACapsuleKnob() {
        let off = whiteHost(toggle(false).designRequiresCompatibility(false)).pixelBuffer
        #expect(off[57, 14] == white, "knob centre")
        #expect(off[39, 14] == white, "the knob's flat-ended capsule reaches 1.5 pt from its left end at mid-height")
        #expect(near(off[92, 14], SIMD4(233, 233, 235, 255)), "off track beyond the knob: \(off[92, 14])")
        #expect(off[30, 14] == white, "nothing left of the 64 pt track")
        let on = whiteHost(toggle(true).designRequiresCompatibility(false)).pixelBuffer
        #expect(on[79, 14] == white && on[61, 14] == white, "knob at the trailing end, 60…98")
        #expect(on[42, 14] == green, "green track before the knob")
        #expect(near(on[68, 0], green, 3), "the track's top row above the knob (24 pt in a 28 pt track; its shadow darkens it a little): \(on[68, 0])")
        // iOS 18's 51×31 switch: x 49…100, so 42 is off the track.
        #expect(whiteHost(toggle(true)).pixelBuffer[42, 14] == white)
    }

    /// The iOS 26 slider: a 6 pt track (rows 12…18 of the 30 pt frame) and a 38×24 capsule thumb
    /// centred at 19 + 162 × 0.5 = 100 on a 200 pt slider.
    @Test func sliderHasAThickerTrackAndACapsuleThumb() {
        let slider = Slider(value: .constant(0.5)).frame(width: 200)
        let host = whiteHost(slider.designRequiresCompatibility(false))
        #expect(host.layout().frame.size == CGSize(width: 200, height: 30))
        let img = host.pixelBuffer
        #expect(img[100, 15] == white && img[84, 15] == white, "capsule thumb 81…119 (iOS 18's round thumb ends at 86)")
        #expect(img[60, 12] != white && img[60, 12] == img[60, 15], "tint fills the 6 pt track's top row: \(img[60, 12])")
        #expect(img[60, 10] == white, "above the track")
        #expect(img[150, 12] != white && img[150, 12] != img[60, 12], "unfilled track in systemFill: \(img[150, 12])")
        let old = whiteHost(slider).pixelBuffer
        #expect(old[60, 12] == white && old[84, 15] != white, "iOS 18: 4 pt track (rows 13…17), round thumb")
    }

    /// The iOS 26 segmented control: a capsule track and a capsule selection.
    @Test func segmentedPickerIsACapsule() {
        let picker = Picker("", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }
            .pickerStyle(.segmented).frame(width: 200)
        let new = whiteHost(picker.designRequiresCompatibility(false))
        #expect(new.layout().frame.size.height == 32)
        let img = new.pixelBuffer
        // At the unselected trailing end (away from the selection's shadow): (197.5, 3.5) lies
        // 18.4 pt from the capsule's end centre (184, 16), outside its 16 pt radius, but inside
        // iOS 18's 9 pt corner.
        #expect(img[197, 3] == white, "\(img[197, 3])")
        #expect(whiteHost(picker).pixelBuffer[197, 3] != white)
        #expect(img[150, 4] != white, "the unselected half of the track: tertiarySystemFill")
        #expect(img[6, 16] == white, "the selected capsule (x 2…98) at its rounded end")
    }

    @Test func stepperIsACapsule() {
        let control = StepperControl(onIncrement: {}, onDecrement: {})
        let img = whiteHost(control.designRequiresCompatibility(false)).pixelBuffer
        // (2.5, 3.5): inside iOS 18's 8 pt corner, outside the capsule's 16 pt end.
        #expect(img[2, 3] == white)
        #expect(whiteHost(control).pixelBuffer[2, 3] != white)
        #expect(img[47, 2] != white, "the track's straight top edge")
    }

    @Test func borderedButtonsAreCapsulesUnlessTheyNameAShape() {
        let button = Button("Continue") {}.buttonStyle(.borderedProminent)
        let new = whiteHost(button.designRequiresCompatibility(false))
        let h = new.layout().frame.size.height
        #expect(h > 30 && h < 40)
        // (2.5, 2.5) lies inside iOS 18's 8 pt corner and outside a capsule of radius h / 2.
        #expect(new.pixelBuffer[2, 2] == white)
        #expect(whiteHost(button).pixelBuffer[2, 2] != white)
        let named = whiteHost(button.buttonBorderShape(.roundedRectangle).designRequiresCompatibility(false))
        #expect(named.pixelBuffer[2, 2] != white, "an explicit shape is kept")
    }

    /// Inset-grouped cards: 10 pt corners in iOS 18, 26 pt in iOS 26.
    @Test func insetGroupedCardsHaveRounderCorners() throws {
        let list = List { Text("Row"); Text("Row") }.frame(width: 300, height: 200)
        let old = whiteHost(list).pixelBuffer
        let top = try #require((0..<200).first { old[150, $0] == white }, "the card's top edge")
        let background = old[150, 2]
        #expect(background != white)
        // 4.5 pt into the card's corner: inside a 10 pt rounded corner, outside a 26 pt one.
        #expect(old[20, top + 4] == white)
        let new = whiteHost(list.designRequiresCompatibility(false)).pixelBuffer
        #expect(new[20, top + 4] == background, "\(new[20, top + 4])")
        #expect(new[150, top + 1] == white, "the card's straight top edge is unchanged")
    }

    /// iOS 26 bar items sit in 44 pt glass capsules (12 pt side padding) at iOS 18's places; the
    /// back button is a glass circle with the chevron alone (no "Root" title).
    @Test func barItemsSitInGlassCapsules() {
        let view = NavigationStack(path: .constant([7])) {
            Color.red.navigationTitle("Root")
                .navigationDestination(for: Int.self) { n in
                    Color.blue.navigationTitle("Item \(n)").navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Color.green.frame(width: 30, height: 20) }
                            ToolbarItem(placement: .topBarTrailing) { Color.orange.frame(width: 20, height: 20) }
                        }
                }
        }
        let frames = deviceColorFrames(view.designRequiresCompatibility(false))
        // Neighbours share one capsule (ContentUnderBars26Tests): 12 + 30 + 16 + 20 + 12 = 90 pt
        // at 287…377, green at 299, orange at 345.
        #expect(frames[2] == CGRect(x: 345, y: 71, width: 20, height: 20), "\(frames)")
        #expect(frames[1] == CGRect(x: 299, y: 71, width: 30, height: 20), "\(frames)")
        #expect(textFrames(deviceRenderer(view.designRequiresCompatibility(false)).layout()).count == 1, "the inline title, no back title")
        #expect(textFrames(deviceRenderer(view).layout()).count == 2, "iOS 18: the back title and the inline title")
    }

    /// The iOS 26 tab bar: a capsule 20 pt from the sides (x 20…373), items sharing its inside
    /// (4 pt in: 24…369, 115 pt each); the selected one tinted, the others in the label colour.
    @Test func tabBarIsAFloatingCapsuleWithTheSelectionInAPill() {
        let view = TabView(selection: .constant(1)) {
            Color.red.tabItem { Label("One", systemImage: "house.fill") }.tag(0)
            Color.green.tabItem { Image(systemName: "star.fill"); Text("Two") }.tag(1)
            Tab("Three", systemImage: "gearshape.fill", value: 2) { Color.blue }
        }.designRequiresCompatibility(false)
        let r = deviceRenderer(view)
        let root = r.layout()
        let colours = allNodes(root).filter { $0.behavior is ColorBehavior }.map(\.frame)
        #expect(colours.first == CGRect(x: 0, y: 59, width: 393, height: 710))
        let icons = symbolFrames(root)
        #expect(icons.count == 3)
        for (i, f) in icons.enumerated() { #expect(abs(f.midX - (24 + 115 * CGFloat(i) + 57.5)) <= 0.5, "\(f)") }
        let p = r.pixelBuffer
        func inks(_ i: Int) -> Set<SIMD4<UInt8>> {
            var s = Set<SIMD4<UInt8>>()
            for y in 769..<831 { for x in (24 + i * 115 + 10)..<(24 + i * 115 + 105) { s.insert(p[x, y]) } }
            return s
        }
        let selectedInk = inks(1), otherInk = inks(0)
        #expect(selectedInk.contains(SIMD4(0, 122, 255, 255)), "selected: the tint")
        let dark = otherInk.contains { (p: SIMD4<UInt8>) -> Bool in p.x < 40 && p.y < 40 && p.z < 40 }
        #expect(dark, "unselected: the label colour, not grey")
        #expect(!otherInk.contains(SIMD4(0, 122, 255, 255)))
    }

    /// iOS 26 sheets float 8 pt in at partial detents and span the width at `.large`.
    @Test func sheetsFloatAtPartialDetents() {
        func card<V: View>(_ v: V) -> CGRect {
            let root = deviceRenderer(v.designRequiresCompatibility(false)).layout()
            return allNodes(root).first { $0.behavior is SheetBehavior }!.children[4].frame
        }
        func sheet(_ detents: Set<PresentationDetent>) -> some View {
            Color.white.sheet(isPresented: .constant(true)) { Color.yellow.presentationDetents(detents) }
        }
        #expect(card(sheet([.medium])) == CGRect(x: 8, y: 426, width: 377, height: 852 - 8 - 426))
        let large = card(sheet([.large]))
        #expect(large.minX == 0 && large.minY == 69 && large.width == 393)
        let behavior = allNodes(deviceRenderer(sheet([.large]).designRequiresCompatibility(false)).layout())
            .compactMap { $0.behavior as? SheetBehavior }.first
        #expect(behavior?.cornerRadius == 38)
    }

    /// iOS 26 alerts: a 300 pt card (iOS 18: 270) with capsule buttons side by side.
    @Test func alertsAreWiderWithCapsuleButtons() {
        let alert = Color.white.alert("Delete?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) {}
        } message: { Text("This cannot be undone.") }
        let new = allNodes(deviceRenderer(alert.designRequiresCompatibility(false)).layout()).map(\.frame)
        let old = allNodes(deviceRenderer(alert).layout()).map(\.frame)
        #expect(new.contains { $0.width == 300 } && !new.contains { $0.width == 270 })
        #expect(old.contains { $0.width == 270 })
        // Two 48 pt capsules: (300 − 2 × 22 − 8) / 2 = 124 pt wide each.
        #expect(new.filter { $0.width == 124 && $0.height == 48 }.count >= 2, "\(new.filter { $0.height == 48 })")
    }

    /// An iOS 26 settings screen (toggle, slider, segmented picker, stepper, buttons, list, nav
    /// bar, tab bar) beside the same screen in iOS 18 (left), and in dark:
    /// Snapshots/design-ios26-settings.png.
    @Test func settingsScreenMatchesTheGolden() throws {
        struct Settings: View {
            var body: some View {
                NavigationStack {
                    List {
                        Section {
                            Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") }
                            Toggle(isOn: .constant(false)) { Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right") }
                            Stepper("Text size: 3", value: .constant(3))
                        }
                        Section("Brightness") {
                            Slider(value: .constant(0.6)) { Text("Brightness") } minimumValueLabel: {
                                Image(systemName: "sun.min")
                            } maximumValueLabel: { Image(systemName: "sun.max") }
                            Picker("Appearance", selection: .constant(1)) {
                                Text("Light").tag(0); Text("Dark").tag(1); Text("Auto").tag(2)
                            }.pickerStyle(.segmented)
                        }
                        Section {
                            HStack {
                                Button("Cancel") {}.buttonStyle(.bordered)
                                Spacer()
                                Button("Save") {}.buttonStyle(.borderedProminent)
                            }
                        }
                    }
                    .navigationTitle("Settings")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    }
                }
            }
        }
        struct Screen: View {
            var body: some View {
                TabView(selection: .constant(1)) {
                    Color.clear.tabItem { Label("Home", systemImage: "house.fill") }.tag(0)
                    Settings().tabItem { Label("Settings", systemImage: "gearshape.fill") }.tag(1)
                    Color.clear.tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(2)
                }
            }
        }
        // iPhone 15 Pro screens at 2×: iOS 18 light, iOS 26 light, iOS 26 dark.
        let shots = [(true, ColorScheme.light), (false, .light), (false, .dark)].map { old, scheme in
            let r = deviceRenderer(Screen().designRequiresCompatibility(old), chrome: .screenshot, scheme: scheme)
            r.scale = 2
            r.background = scheme == .dark ? .black : .white
            return r.pixelBuffer
        }
        try ContainerSheet.check(ContainerSheet.atlas(shots), name: "design-ios26-settings")
    }
}

/// The FlipbookTesting trait sets the design for every render in its suite.
@Suite(.designRequiresCompatibility(false)) @MainActor struct Design26TraitTests {
    @Test func theTraitReachesRendersInItsSuite() {
        #expect(!EnvironmentValues().designRequiresCompatibility)
        #expect(whiteHost(Toggle(isOn: .constant(false)) {}.frame(width: 100)).layout().frame.size.height == 28)
    }
}
