import Testing
@testable import FlipbookRaster

/// Both builds shade linear and radial gradient rows with the C row (GradientRow.c); the Swift
/// row it follows is the reference: the same bytes for axes at every angle, scaled and rotated
/// transforms, rows starting on every dither phase, locations beyond both ends (padding), and
/// radial rings, inward ramps and the equal-radii step.
@Suite struct GradientRowKernelTests {
    static let gradient = Gradient(colors: [RGBA(1, 0, 0, 1), RGBA(0, 0.5, 1, 0.6), RGBA(0.1, 0.9, 0.2, 0.3)])

    static var paints: [Paint] {
        [
            .linearGradient(LinearGradientPaint(gradient: gradient, start: Point(10.5, 3), end: Point(180, 90))),
            .linearGradient(LinearGradientPaint(gradient: gradient, start: Point(0, 0), end: Point(0, 40))),
            .linearGradient(LinearGradientPaint(gradient: gradient, start: Point(200, 0), end: Point(17, 0))),
            .linearGradient(LinearGradientPaint(gradient: gradient, start: Point(5, 5), end: Point(5, 5))),  // degenerate
            .radialGradient(RadialGradientPaint(gradient: gradient, center: Point(60, 40), startRadius: 0, endRadius: 70)),
            .radialGradient(RadialGradientPaint(gradient: gradient, center: Point(-20, 90), startRadius: 90, endRadius: 15)),
            .radialGradient(RadialGradientPaint(gradient: gradient, center: Point(50, 50), startRadius: 30, endRadius: 30)),
        ]
    }

    static let transforms: [Transform2D] = [
        .identity, .scale(3, 3), Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 40, ty: -10), .scale(-2, 1.5),
    ]

    @Test(arguments: 0..<7)
    func cRowMatchesSwiftRow(paintIndex: Int) {
        for transform in Self.transforms {
            let shader = PaintShader(Self.paints[paintIndex], transform: transform)
            #expect(shader.cGradientRow(x: 0, y: 0) != nil)
            for (x, y, count) in [(0, 0, 1), (3, 5, 7), (-40, 17, 300), (123, 201, 64), (7, 7, 13)] {
                var c = [UInt8](repeating: 0, count: 4 * count), swift = c
                c.withUnsafeMutableBufferPointer { shader.shadeRow(x: x, y: y, count: count, into: $0.baseAddress!) }
                swift.withUnsafeMutableBufferPointer { shader.referenceGradientRow(x: x, y: y, count: count, into: $0.baseAddress!) }
                #expect(c == swift, "paint \(paintIndex), \(transform), row \(y) from \(x): first difference at byte \(zip(c, swift).enumerated().first { $0.1.0 != $0.1.1 }?.offset ?? -1)")
                // Not a blank row compared with a blank row.
                #expect(c.contains { $0 != 0 })
            }
        }
    }
}
