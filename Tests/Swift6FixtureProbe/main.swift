// A command-line program with no run loop (as `render` is), run by Swift6FixtureTests: work
// queued with DispatchQueue.main.async while drawing must run before the next pass here too.
import Flipbook
import Swift6Fixture

@MainActor
func probe() -> String {
    let renderer = ImageRenderer(content: TurningCard(angle: 180))
    let pixels = renderer.pixelBuffer
    let centre = (pixels.height / 2 * pixels.width + pixels.width / 2) * 4
    let rgba = pixels.bytes[centre..<centre + 4].map(String.init).joined(separator: ",")
    return "centre \(rgba)"
}

print(MainActor.assumeIsolated { probe() })
