import Flipbook
import FlipbookTesting
import Testing

/// The README's snapshot test, verbatim: its goldens are committed beside this file in
/// `__Snapshots__/ReadmeSnapshotTests/`, so it checks the harness end to end (default layout
/// of golden files, record on first run, exact compare after).
@MainActor @Suite struct ReadmeSnapshotTests {
    @Test func wifiToggle() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true)).padding()
        assertSnapshot(of: toggle, layout: .fixed(width: 320, height: 64), named: "light")
        assertSnapshot(of: toggle, layout: .fixed(width: 320, height: 64), colorScheme: .dark, named: "dark")
        assertSnapshot(of: toggle, layout: .device(config: .iPhone13), perceptualPrecision: 0.98, named: "iPhone13")
    }
}
