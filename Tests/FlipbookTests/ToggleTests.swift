import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// A style that shows the state as a colour square (green on, red off).
private struct SquareStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        (configuration.isOn ? Color.green : Color.red).frame(width: 20, height: 20)
    }
}

/// The seed's RedBorderToggleStyle (001): wraps whichever style is further out.
private struct RedBorderToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .padding()
            .border(.red)
    }
}

extension ToggleStyle where Self == RedBorderToggleStyle {
    fileprivate static var redBorder: RedBorderToggleStyle { RedBorderToggleStyle() }
}

/// The seed's ChecklistToggleStyle (001): a Button inside a toggle style.
private struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn
                        ? "checkmark.circle.fill"
                        : "circle")
                configuration.label
            }
        }
        .tint(.primary)
        .buttonStyle(.borderless)
    }
}

private struct WifiSwitch: View {
    @State var on = false
    var body: some View {
        Toggle(isOn: $on) {}.frame(width: 100)
    }
}

@Suite @MainActor struct ToggleTests {
    let green = SIMD4<UInt8>(0x34, 0xC7, 0x59, 255)
    let white = SIMD4<UInt8>(255, 255, 255, 255)
    /// secondarySystemFill (120,120,128 at 16%) over white: 233.4, 233.4, 234.7.
    let offTrack = SIMD4<UInt8>(233, 233, 235, 255)

    @Test func switchGeometryAndColoursOff() {
        // A 100 pt wide toggle with an empty label: the 51×31 track sits at the trailing edge.
        let host = whiteHost(Toggle(isOn: .constant(false)) {}.frame(width: 100))
        let root = host.layout()
        #expect(root.frame.size == CGSize(width: 100, height: 31))
        let img = host.pixelBuffer
        #expect(img[64, 15] == white, "knob centred 2 + 13.5 pt into the track (x 49…100)")
        #expect(near(img[92, 15], offTrack), "off track right of the knob: \(img[92, 15])")
        #expect(img[30, 15] == white, "nothing left of the track (beyond the knob's shadow)")
    }

    @Test func switchGeometryAndColoursOn() {
        let img = whiteHost(Toggle(isOn: .constant(true)) {}.frame(width: 100)).pixelBuffer
        #expect(img[84, 15] == white, "knob at the trailing end: centre 100 − 2 − 13.5")
        #expect(img[57, 15] == green, "green track left of the knob")
    }

    @Test func switchTakesTheTintWhenSet() {
        let img = whiteHost(Toggle(isOn: .constant(true)) {}.frame(width: 100).tint(.orange)).pixelBuffer
        #expect(img[57, 15] == SIMD4(0xFF, 0x95, 0x00, 255))
    }

    @Test func knobCastsASoftShadowBelowIt() {
        let img = whiteHost(Toggle(isOn: .constant(true)) {}.frame(width: 100)).pixelBuffer
        // Just below the knob's bottom (y 29) on the green track, darker than the track.
        let below = img[84, 30]
        #expect(below[1] < green[1] && below[1] > green[1] - 40, "\(below)")
    }

    @Test func tapFlipsTheToggleAndTheNextRenderShowsIt() {
        let host = whiteHost(WifiSwitch())
        #expect(near(host.pixelBuffer[92, 15], offTrack))
        #expect(host.tap(at: CGPoint(x: 70, y: 15)))
        let img = host.pixelBuffer
        #expect(img[57, 15] == green)
        #expect(img[84, 15] == white)
        #expect(host.tap(at: CGPoint(x: 70, y: 15)))
        #expect(near(host.pixelBuffer[92, 15], offTrack))
    }

    @Test func disabledSwitchIgnoresTapsAndDrawsAtHalfOpacity() {
        let on = Counter()
        let binding = Binding(get: { on.count > 0 }, set: { if $0 { on.bump() } })
        let host = whiteHost(Toggle(isOn: binding) {}.frame(width: 100).disabled(true))
        #expect(!host.tap(at: CGPoint(x: 70, y: 15)))
        #expect(on.count == 0)
        // Off track at half opacity over white: 255 − 0.5 × 0.16 × (255 − 120) = 244.2.
        #expect(near(host.pixelBuffer[92, 15], SIMD4(244, 244, 245, 255)))
    }

    @Test func toggleStyleOnAStackReachesEveryToggle() {
        let host = ViewHost(VStack(spacing: 0) {
            Toggle(isOn: .constant(true)) {}
            HStack { Toggle(isOn: .constant(false)) {} }
        }.toggleStyle(SquareStyle()))
        let img = host.pixelBuffer
        #expect(img.width == 20 && img.height == 40)
        #expect(img[10, 10] == green && img[10, 30] == SIMD4(0xFF, 0x3B, 0x30, 255))
    }

    @Test func configurationBindingWritesTheToggleState() {
        let host = whiteHost(VStack { WifiSwitchWithStyle() })
        #expect(host.pixelBuffer[5, 5] == SIMD4(0xFF, 0x3B, 0x30, 255))
        #expect(host.tap(at: CGPoint(x: 5, y: 5)))
        #expect(host.pixelBuffer[5, 5] == green)
    }

    @Test func redBorderWrapsTheOuterSwitchStyle() {
        let host = whiteHost(Toggle("Switch", isOn: .constant(true)).toggleStyle(.redBorder).toggleStyle(.switch).frame(width: 200))
        let root = host.layout()
        let img = host.pixelBuffer
        #expect(img[0, 0] == SIMD4(0xFF, 0x3B, 0x30, 255), "1 pt red border")
        let height: CGFloat = 31 + 2 * 16
        #expect(root.frame.height == height, "switch height plus 16 pt padding each side")
        // The green track: 16 pt padding, then 51 pt track ending at 200 − 16.
        #expect(img[200 - 16 - 51 + 8, 31] == green)
    }

    @Test func styleFurtherInThanRedBorderOverridesIt() {
        let img = whiteHost(Toggle("Switch", isOn: .constant(true)).toggleStyle(.switch).toggleStyle(.redBorder).frame(width: 200)).pixelBuffer
        #expect(img[0, 0] == white, "the built-in switch replaces the outer red border style")
    }

    @Test func checklistStyleTogglesThroughItsButton() {
        let on = Counter()
        let binding = Binding(get: { on.count % 2 == 1 }, set: { _ in on.bump() })
        let host = ViewHost(Toggle("Item", isOn: binding).toggleStyle(ChecklistToggleStyle()))
        #expect(host.layout().treeDescription.contains("\"circle\""))
        #expect(host.tap(at: CGPoint(x: 5, y: 10)))
        #expect(host.layout().treeDescription.contains("checkmark.circle.fill"))
    }

    @Test func buttonToggleIsHighlightedOnlyWhenOn() {
        let off = ViewHost(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button))
        let on = ViewHost(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button))
        let y = Int(on.layout().frame.midY)
        #expect(off.pixelBuffer[3, y][3] == 0)
        #expect(near(on.pixelBuffer[3, y], SIMD4(0, 18, 38, 38)), "tint at 15% like a bordered button")
    }
}

private struct WifiSwitchWithStyle: View {
    @State var on = false
    var body: some View {
        Toggle(isOn: $on) {}.toggleStyle(TapSquareStyle())
    }
}

/// A style that flips its binding from a tap gesture (as the seed's MyToggleStyle1).
private struct TapSquareStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        (configuration.isOn ? Color.green : Color.red).frame(width: 20, height: 20)
            .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
    }
}
