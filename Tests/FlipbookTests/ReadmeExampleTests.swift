import Testing
import Flipbook

/// The README's snapshot example, verbatim, so the front page never shows code that does not build.
@Suite @MainActor struct ReadmeExampleTests {
    @Test func readmeSnapshotExampleRuns() throws {
        let host = ViewHost(Toggle("Wi-Fi", isOn: .constant(true)).padding(), scale: 3)
        let idle = try host.pngData()                    // PNG bytes of the still
        host.press(at: CGPoint(x: 20, y: 20))            // the control under the finger draws pressed
        let pressed = host.pixelBuffer                   // premultiplied RGBA8
        host.release()                                   // runs the action; the next still shows it
        #expect(idle.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // The switch is on: 10 pt in from the left end of its 51-pt track (which ends at the
        // 16-pt padding) is iOS green #34C759, at 3 pixels per point.
        let x = pressed.width - 3 * (16 + 51 - 10), y = pressed.height / 2
        #expect(pressed[x, y] == SIMD4(0x34, 0xC7, 0x59, 255))
    }
}
