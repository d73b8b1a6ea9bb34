import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// A style that fills its label's frame with one colour per state, for exact pixel checks.
private struct SolidStyle: ButtonStyle {
    var idle: Color
    var pressed: Color = .black
    var seen: Counter? = nil
    func makeBody(configuration: Configuration) -> some View {
        seen?.values.append(configuration.isPressed ? "pressed" : "idle")
        return configuration.label
            .frame(width: 40, height: 20)
            .background(configuration.isPressed ? pressed : idle)
    }
}

/// A ButtonStyle whose body holds another Button: that one must use the next outer style.
private struct WrappingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
            .allowsHitTesting(false)
            .padding(4)
    }
}

/// The seed's double-tap-only primitive style (004).
private struct DoubleTapOnlyStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture(count: 2, perform: configuration.trigger)
    }
}

/// A style that reads `isEnabled` from the environment, a common custom-style idiom.
private struct EnabledAwareStyle: ButtonStyle {
    @Environment(\.isEnabled) var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(width: 10, height: 10).background(isEnabled ? Color.green : Color.gray)
    }
}

@Suite @MainActor struct ButtonTests {
    @Test func customStylesSeeIsEnabledInTheirEnvironment() {
        #expect(ViewHost(Button("") {}.buttonStyle(EnabledAwareStyle())).pixelBuffer[5, 5] == SIMD4(0x34, 0xC7, 0x59, 255))
        #expect(ViewHost(Button("") {}.buttonStyle(EnabledAwareStyle()).disabled(true)).pixelBuffer[5, 5] == SIMD4(0x8E, 0x8E, 0x93, 255))
    }

    let blue = SIMD4<UInt8>(0x00, 0x7A, 0xFF, 255)

    @Test func borderedProminentFillsWithTheTintAndDrawsAWhiteLabel() {
        let host = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent))
        let root = host.layout()
        let img = host.pixelBuffer
        // Regular metrics: 12 pt side padding, 7 pt top and bottom around the text.
        let text = root.hitTest(CGPoint(x: root.frame.midX, y: root.frame.midY))!
        #expect(text.frame.minX == 12 && text.frame.minY == 7)
        #expect(root.frame.width == text.frame.width + 24 && root.frame.height == text.frame.height + 14)
        #expect(img[3, Int(root.frame.midY)] == blue, "fill in the side padding")
        let labelPixels = (Int(text.frame.minX)..<Int(text.frame.maxX)).flatMap { x in
            (Int(text.frame.minY)..<Int(text.frame.maxY)).map { img[x, $0] }
        }
        #expect(labelPixels.contains(SIMD4(255, 255, 255, 255)), "white glyph cores")
        #expect(img[0, 0][3] < 60, "continuous corner cut away")
    }

    @Test func borderedFillIsTheTintAtFifteenPercent() {
        let host = ViewHost(Button("Go") {}.buttonStyle(.bordered))
        let h = Int(host.layout().frame.midY)
        // Premultiplied #007AFF × 0.15: (0, 18.3, 38.25, 38.25).
        #expect(near(host.pixelBuffer[3, h], SIMD4(0, 18, 38, 38)))
    }

    @Test func borderlessLabelTakesTheTintAndDimsToAFifthWhilePressed() {
        let host = ViewHost(Button("Go") {}.tint(.red))
        let idle = host.pixelBuffer
        #expect(idle.bytes.count > 0 && (0..<idle.width).contains { x in (0..<idle.height).contains { idle[x, $0] == SIMD4(0xFF, 0x3B, 0x30, 255) } })
        host.press(at: CGPoint(x: 5, y: 5))
        let pressed = host.pixelBuffer
        let maxAlpha = stride(from: 3, to: pressed.bytes.count, by: 4).map { pressed.bytes[$0] }.max()!
        #expect(maxAlpha == 51, "0.2 × 255")
    }

    @Test func destructiveRoleTintsRed() {
        let host = ViewHost(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent))
        #expect(host.pixelBuffer[3, Int(host.layout().frame.midY)] == SIMD4(0xFF, 0x3B, 0x30, 255))
    }

    @Test func customStyleSeesIsPressedOnlyWhileHeld() {
        let counter = Counter(), seen = Counter()
        let host = ViewHost(Button(action: counter.bump) { Color.clear }.buttonStyle(SolidStyle(idle: .green, seen: seen)))
        #expect(host.pixelBuffer[20, 10] == SIMD4(0x34, 0xC7, 0x59, 255))
        host.press(at: CGPoint(x: 20, y: 10))
        #expect(host.pixelBuffer[20, 10] == SIMD4(0, 0, 0, 255), "pressed colour")
        #expect(counter.count == 0, "the action waits for the release")
        #expect(host.release())
        #expect(counter.count == 1)
        #expect(host.pixelBuffer[20, 10] == SIMD4(0x34, 0xC7, 0x59, 255))
        #expect(seen.values.contains("pressed") && seen.values.last == "idle")
    }

    @Test func releasingOutsideTheButtonDoesNotRunTheAction() {
        let counter = Counter()
        let host = ViewHost(Button(action: counter.bump) { Color.clear }.buttonStyle(SolidStyle(idle: .green)).padding(30))
        host.press(at: CGPoint(x: 50, y: 40))
        #expect(host.pixelBuffer[50, 40] == SIMD4(0, 0, 0, 255), "pressed")
        host.move(to: CGPoint(x: 5, y: 5))
        #expect(host.pixelBuffer[50, 40] == SIMD4(0x34, 0xC7, 0x59, 255), "no longer pressed once the finger leaves")
        host.move(to: CGPoint(x: 45, y: 35))
        #expect(host.pixelBuffer[50, 40] == SIMD4(0, 0, 0, 255), "pressed again when it comes back")
        host.move(to: CGPoint(x: 5, y: 5))
        #expect(!host.release())
        #expect(counter.count == 0)
    }

    @Test func theStyleNearestTheButtonWins() {
        let host = ViewHost(Button("x") {}.buttonStyle(SolidStyle(idle: .red)).buttonStyle(SolidStyle(idle: .green)))
        #expect(host.pixelBuffer[2, 2] == SIMD4(0xFF, 0x3B, 0x30, 255))
    }

    @Test func aStyleOnAContainerReachesEveryButton() {
        let host = ViewHost(VStack(spacing: 0) {
            Button("a") {}
            HStack { Button("b") {} }
        }.buttonStyle(SolidStyle(idle: .red)))
        let img = host.pixelBuffer
        #expect(img.height == 40)
        #expect(img[2, 2] == SIMD4(0xFF, 0x3B, 0x30, 255) && img[2, 22] == SIMD4(0xFF, 0x3B, 0x30, 255))
    }

    @Test func aButtonInsideAStyleBodyUsesTheNextOuterStyle() {
        let host = ViewHost(Button("Go") {}.buttonStyle(WrappingStyle()).buttonStyle(.borderedProminent))
        let img = host.pixelBuffer
        // 4 pt of WrappingStyle padding, then the prominent fill.
        #expect(img[2, Int(host.layout().frame.midY)][3] == 0)
        #expect(img[4 + 3, Int(host.layout().frame.midY)] == blue)
    }

    @Test func buttonTapRunsTheActionAndDisabledButtonsDoNot() {
        let counter = Counter()
        let host = ViewHost(VStack(spacing: 0) {
            Button(action: counter.bump) { Color.red.frame(width: 40, height: 20) }.id("on")
            Button(action: counter.bump) { Color.red.frame(width: 40, height: 20) }.disabled(true).id("off")
        }.buttonStyle(.plain))
        #expect(host.tap(id: "on"))
        #expect(counter.count == 1)
        #expect(!host.tap(id: "off"))
        #expect(counter.count == 1)
    }

    @Test func disabledBuiltInButtonsDrawAtHalfOpacity() {
        let host = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true))
        // #007AFF at 0.5, premultiplied.
        #expect(near(host.pixelBuffer[3, Int(host.layout().frame.midY)], SIMD4(0, 61, 128, 128)))
        // disabled(false) inside does not re-enable.
        let inner = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).disabled(false).disabled(true))
        #expect(near(inner.pixelBuffer[3, Int(inner.layout().frame.midY)], SIMD4(0, 61, 128, 128)))
    }

    @Test func primitiveStyleDecidesWhenToTrigger() {
        let counter = Counter()
        let host = ViewHost(Button(action: counter.bump) { Color.red.frame(width: 40, height: 20) }.buttonStyle(DoubleTapOnlyStyle()))
        #expect(!host.tap(at: CGPoint(x: 20, y: 10)))
        #expect(counter.count == 0)
        #expect(host.tap(at: CGPoint(x: 20, y: 10), count: 2))
        #expect(counter.count == 1)
    }

    @Test func titleAndSystemImageFormsMakeLabels() {
        let node = ViewHost(Button("Like", systemImage: "heart.fill") {}).layout()
        #expect(node.treeDescription.contains("Image(systemName: \"heart.fill\")"))
        #expect(node.treeDescription.contains("Text(\"Like\")"))
    }

    @Test func controlSizeAndBorderShapeChangeTheBorderedMetrics() {
        let regular = ViewHost(Button("Go") {}.buttonStyle(.bordered)).layout().frame
        let large = ViewHost(Button("Go") {}.buttonStyle(.bordered).controlSize(.large)).layout().frame
        #expect(large.width == regular.width + 16 && large.height == regular.height + 14)
        let capsule = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
        let h = capsule.layout().frame.height
        // A capsule leaves the left edge's top quarter empty; the 8 pt rounded rectangle does not.
        #expect(capsule.pixelBuffer[1, Int(h / 4)][3] == 0)
        let rounded = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent))
        #expect(rounded.pixelBuffer[1, Int(h / 4)][3] > 200)
    }
    /// `Button(…).foregroundColor(.white)` is how countless custom buttons colour their label;
    /// on iOS it wins over the built-in style's tint (or the prominent style's white).
    @Test func aForegroundColourAroundAButtonColoursItsLabelInEveryBuiltInStyle() {
        let red = SIMD4<UInt8>(0xFF, 0x3B, 0x30, 255)
        let square = { Rectangle().frame(width: 20, height: 20) }
        let plainDefault = ViewHost(Button {} label: { square() }.foregroundColor(.red))
        #expect(plainDefault.pixelBuffer[10, 10] == red)
        let bordered = ViewHost(Button {} label: { square() }.buttonStyle(.bordered).foregroundColor(.red))
        #expect(bordered.pixelBuffer[22, 17] == red)
        let prominent = ViewHost(Button {} label: { square() }.buttonStyle(.borderedProminent).foregroundStyle(Color.red))
        #expect(prominent.pixelBuffer[22, 17] == red)
        // Its fill stays the tint: only the label takes the foreground colour.
        #expect(prominent.pixelBuffer[3, 17] == blue)
        // Without one, the styles' own colours.
        #expect(ViewHost(Button {} label: { square() }).pixelBuffer[10, 10] == blue)
        #expect(ViewHost(Button {} label: { square() }.tint(.red)).pixelBuffer[10, 10] == red)
        #expect(ViewHost(Button {} label: { square() }.buttonStyle(.borderedProminent)).pixelBuffer[22, 17] == SIMD4(255, 255, 255, 255))
    }
}
