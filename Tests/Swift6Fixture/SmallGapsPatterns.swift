// Small pieces of SwiftUI API component code reaches for (issue 15, item 9), in Swift 6
// mode, written as Apple's documentation shows them.
import Flipbook
import Foundation

/// A hue wheel's swatches (`Color(hue:saturation:brightness:)`), a rotating needle (Angle
/// arithmetic), a timer readout (`monospacedDigit`), hierarchical and background styles.
public struct Gauge: View {
    public var value: Double
    public var dragEnabled: Bool
    public init(value: Double, dragEnabled: Bool) {
        self.value = value
        self.dragEnabled = dragEnabled
    }

    var needle: Angle {
        var a = Angle.degrees(-90)
        a += .degrees(180 * value)
        a -= .zero
        a *= 1
        return -(-a)
    }

    public var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 0) {
                ForEach(0..<6) { i in
                    Color(hue: Double(i) / 6, saturation: 0.8, brightness: 0.9).frame(width: 8, height: 8)
                }
            }
            Rectangle().fill(.background).frame(width: 48, height: 4)
            Capsule().fill(.tertiary).frame(width: 2, height: 20).rotationEffect(needle)
            Text("12:05").font(.body.monospacedDigit()).foregroundStyle(.quinary)
            Circle().fill(.selection).frame(width: 4, height: 4)
            Color.white.luminanceToAlpha().frame(width: 4, height: 4)
        }
        .gesture(dragEnabled ? DragGesture() : nil)
        .overlay { Rectangle().stroke(.quaternary) }
    }
}

/// Saves a rendered badge as PNG `Data`.
@MainActor public func gaugePNG() throws -> Data {
    let renderer = ImageRenderer(content: Gauge(value: 0.5, dragEnabled: false))
    renderer.scale = 2
    return try renderer.pngFileData()
}
