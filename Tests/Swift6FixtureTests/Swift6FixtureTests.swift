import Foundation
import Testing
import Flipbook
import Swift6Fixture

/// The Swift 6 fixture (user code written for SwiftUI, in Swift 6 mode) renders with
/// `ImageRenderer` from `@MainActor` tests, and main-queue work it queues runs before the
/// next pass. Pixel positions follow from the fixture's fixed sizes at scale 1.
@Suite @MainActor struct Swift6FixtureTests {
    /// The RGBA bytes at a point of a rendered image.
    func pixel(_ p: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * p.width + x) * 4
        return Array(p.bytes[i..<i + 4])
    }

    static let blue: [UInt8] = [0, 122, 255, 255]
    static let green: [UInt8] = [52, 199, 89, 255]

    @Test func stateObjectModelCountsTapsQueuedOnTheMainQueue() {
        // The pill is the 60×20 label padded by 10: 80×40; the first dot is centred at (15, 20).
        let host = ViewHost(CounterView())
        var p = host.pixelBuffer
        #expect(p.width == 80 && p.height == 40)
        #expect(pixel(p, 15, 20) == Self.blue)
        #expect(host.tap(at: CGPoint(x: 40, y: 20)))
        // The action only queued `model.increment()`; Flipbook ran it before this pass.
        p = host.pixelBuffer
        #expect(pixel(p, 15, 20) == Self.green)
        #expect(pixel(p, 29, 20) == Self.blue)
        #expect(host.tap(at: CGPoint(x: 40, y: 20)))
        p = host.pixelBuffer
        #expect(pixel(p, 29, 20) == Self.green, "two taps, two dots 14 pt apart")
    }

    @Test func customButtonStyleDrawsPressed() {
        let host = ViewHost(CounterView())
        #expect(pixel(host.pixelBuffer, 60, 20) == Self.blue)
        host.press(at: CGPoint(x: 40, y: 20))
        #expect(pixel(host.pixelBuffer, 60, 20) == [0, 0, 128, 255])
        _ = host.release()
    }

    struct CheckboxRow: View {
        @State var on = false
        var body: some View {
            Toggle(isOn: $on) { Color.clear.frame(width: 10, height: 10) }
                .toggleStyle(CheckboxToggleStyle())
        }
    }

    @Test func customToggleStyleTogglesOnTap() {
        // The box is 24×24 at the leading edge; its centre (12, 12) is white until tapped.
        let host = ViewHost(CheckboxRow())
        host.background = .white
        #expect(pixel(host.pixelBuffer, 12, 12) == [255, 255, 255, 255])
        #expect(host.tap(at: CGPoint(x: 12, y: 12)))
        #expect(pixel(host.pixelBuffer, 12, 12) == Self.green)
    }

    @Test(arguments: [(30.0, false), (150.0, true), (180.0, true), (300.0, false)])
    func geometryEffectWritesItsBindingThroughTheMainQueue(angle: Double, showsBack: Bool) {
        // One render: drawing queues the binding write, Flipbook runs it and draws again.
        let p = ImageRenderer(content: TurningCard(angle: angle)).pixelBuffer
        let centre = pixel(p, p.width / 2, p.height / 2)
        #expect(centre == (showsBack ? [255, 59, 48, 255] : Self.blue), "at \(angle)°")
    }

    struct Dots: View {
        @ObservedObject var model: CounterModel
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<model.count, id: \.self) { _ in Color.green.frame(width: 10, height: 10) }
            }
            .frame(width: 50, height: 10, alignment: .leading)
        }
    }

    @Test func workQueuedByTheTestItselfRunsBeforeTheNextPass() {
        // A @MainActor Swift Testing test is one job on the main queue: nothing drains the
        // queue while it runs, yet the block must run before the next render.
        let model = CounterModel()
        let renderer = ImageRenderer(content: Dots(model: model))
        #expect(pixel(renderer.pixelBuffer, 25, 5) == [0, 0, 0, 0])
        DispatchQueue.main.async { model.count = 3 }
        #expect(model.count == 0, "queued, not run yet")
        let p = renderer.pixelBuffer
        #expect(model.count == 3)
        #expect(pixel(p, 25, 5) == Self.green)
        #expect(pixel(p, 35, 5) == [0, 0, 0, 0])
    }

    @Test func otherQueuesAreUntouched() async {
        // `DispatchQueue.global().async` resolves to the same overload and must behave as
        // Dispatch's own: run on another thread, soon, without any pass.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { done.resume() }
        }
    }

    @Test func userShapePathIsNonisolated() {
        // `path(in:)` is nonisolated as in the SDK: callable from any context.
        let path = Task.detached { Wedge(fraction: 0.5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        _ = path
        let p = ImageRenderer(content: Wedge(fraction: 0.5).fill(Color.black).frame(width: 20, height: 20)).pixelBuffer
        // Half a disc from 0° to 180° clockwise on screen (y down): the lower half is drawn.
        #expect(pixel(p, 10, 15)[3] == 255)
        #expect(pixel(p, 10, 4)[3] == 0)
    }

    @Test func customLayoutPlacesItsSubviews() {
        // Two 10-pt squares 4 pt apart: 24×10.
        let p = ImageRenderer(content: SpreadRow()).pixelBuffer
        #expect(p.width == 24 && p.height == 10)
        #expect(pixel(p, 5, 5) == [255, 59, 48, 255])
        #expect(pixel(p, 12, 5) == [0, 0, 0, 0])
        #expect(pixel(p, 19, 5) == Self.green)
    }

    @Test func environmentKeyGeometryReaderAndAnimatedActionRender() {
        // The card fills the left half of a 100×50 reader; a tap turns it orange.
        let host = ViewHost(MeasuredCard().environment(\.cardCornerRadius, 10).frame(width: 100, height: 50))
        #expect(pixel(host.pixelBuffer, 25, 25) == [142, 142, 147, 255])
        #expect(pixel(host.pixelBuffer, 75, 25) == [0, 0, 0, 0])
        // The corner radius comes from the environment key (10, not its default 6): pixel
        // (1, 1) lies wholly outside a 10-pt corner but partly inside a 6-pt one.
        #expect(pixel(host.pixelBuffer, 1, 1)[3] == 0)
        #expect(host.tap(at: CGPoint(x: 25, y: 25)))
        #expect(pixel(host.pixelBuffer, 25, 25) == [255, 149, 0, 255])
    }

    @Test func aCommandLineProgramRunsQueuedWorkBeforeTheNextPass() throws {
        // The probe is a plain executable (no run loop, as `render`): the card at 180° shows
        // its red back only if the effect's queued write ran before the second draw.
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.lastPathComponent == "MacOS" { dir = dir.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        let p = Process()
        p.executableURL = dir.appendingPathComponent("Swift6FixtureProbe")
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "centre 255,59,48,255")
    }
}

/// Constant bindings, and bindings derived from them, are plain values: readable off the main
/// actor as in SwiftUI (a nonisolated test, a background task).
@Suite struct ConstantBindingTests {
    struct Point: Sendable, Equatable { var x = 1, y = 2 }

    @Test func constantBindingsReadAnywhere() async {
        let p = Binding.constant(Point())
        #expect(p.wrappedValue == Point())
        #expect(p.x.wrappedValue == 1)
        let fromTask = await Task.detached { p.y.wrappedValue }.value
        #expect(fromTask == 2)
        let list = Binding.constant([10, 20, 30])
        #expect(list[1].wrappedValue == 20)
        #expect(Binding(Binding<Int?>.constant(7))?.wrappedValue == 7)
    }
}
