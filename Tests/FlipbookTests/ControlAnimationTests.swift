import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// A control animated by its state: the iOS switch slides its knob and blends its track colour,
/// as SwiftUI's does; the knob is the same view throughout, never faded in as if inserted.
@Suite @MainActor struct ControlAnimationTests {
    final class Model: ObservableObject { @Published var on = false }

    struct Switch: View {
        @ObservedObject var model: Model
        var body: some View { Toggle("Wi-Fi", isOn: $model.on).labelsHidden() }
    }

    /// Frames at t = 0, 0.1 (the change, with `.easeInOut(duration: 0.4)`), 0.2, 0.3: the last is
    /// the curve's half-way point, where an ease-in-out is at exactly 0.5.
    func frames() async -> [PixelBuffer] {
        let model = Model()
        let seq = FrameSequence(Switch(model: model), fps: 10, length: .duration(0.3), scale: 1,
                                events: [.perform(at: 0.1) { withAnimation(.easeInOut(duration: 0.4)) { model.on = true } }])
        do { return try await seq.render().frames } catch { Issue.record("\(error)"); return [] }
    }

    @Test func theKnobSlidesOpaqueAndTheTrackBlendsHalfWay() async {
        let f = await frames()
        #expect(f.count == 4)
        // `labelsHidden()` leaves the switch alone: the image is the 51 × 31 pt track.
        #expect(f[0].width == 51 && f[0].height == 31)
        // The knob (27 pt, inset 2) is centred at x 15.5 off and 35.5 on: 25.5 half-way. Its
        // centre pixel is opaque white in every frame (a knob faded in would be translucent).
        for (k, x) in [(0, 15), (1, 15), (3, 25)] {
            let p = f[k][x, 15]
            #expect(p.x == 255 && p.y == 255 && p.z == 255 && p.w == 255, "frame \(k) knob centre \(p)")
        }
        // The track's right end (clear of the knob at both times): off is gray at 16% (premultiplied 19,19,20,41), on is opaque
        // green (52,199,89). Half-way the premultiplied components are the average: alpha
        // ≈ 148 and green ≈ 109 (a jump would read 255 and 199).
        let off = f[1][48, 15], mid = f[3][48, 15]
        #expect(off.w == 41, "off track \(off)")
        #expect((138...158).contains(Int(mid.w)) && (99...119).contains(Int(mid.y)), "half-way track \(mid)")
    }

    /// The switch beside a square that the same state colours: red off, blue on.
    struct SwitchAndSquare: View {
        @ObservedObject var model: Model
        var body: some View {
            HStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $model.on).labelsHidden()
                Rectangle().fill(model.on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                    .frame(width: 10, height: 31)
            }
        }
    }

    /// A tap animates the switch as UISwitch animates its own tap, with no `withAnimation`, and
    /// only the switch: the square reading the same state turns blue at once, as on iOS.
    @Test func aTapSlidesTheKnobAndChangesOtherViewsAtOnce() async throws {
        let model = Model()
        let seq = FrameSequence(SwitchAndSquare(model: model), fps: 20, length: .duration(0.6), scale: 1,
                                events: [.tap(at: CGPoint(x: 25, y: 15), time: 0.1)])
        let f = try await seq.render().frames
        #expect(model.on)
        // Frame 3 (0.05 s after the tap): the square is already blue…
        #expect(f[3][55, 15] == SIMD4(0, 0, 255, 255), "square \(f[3][55, 15])")
        // …while the knob is on its way: its centre pixel is neither at the off end (15) nor
        // the on end (35) yet, and by the last frame it has arrived.
        func knobCentre(_ p: PixelBuffer) -> Int {
            // The knob is the white run across the middle row of the track.
            let xs = (0..<51).filter { p[$0, 15] == SIMD4(255, 255, 255, 255) }
            return xs.isEmpty ? -1 : (xs.first! + xs.last!) / 2
        }
        #expect(knobCentre(f[1]) == 15)
        #expect((17...33).contains(knobCentre(f[3])), "knob at \(knobCentre(f[3]))")
        #expect(knobCentre(f[f.count - 1]) == 35)
    }
}
