import FlipbookRaster

/// A 4×5 colour matrix, as SwiftUI's `ColorMatrix`, for `GraphicsContext.Filter.colorMatrix(_:)`:
/// each output component is a weighted sum of the input red, green, blue and alpha plus an
/// offset (`r' = r1·r + r2·g + r3·b + r4·a + r5`), on straight (unpremultiplied) colours in
/// 0…1, clamped. The default is the identity.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}

    var raster: FlipbookRaster.ColorMatrix {
        FlipbookRaster.ColorMatrix(red: SIMD4(r1, r2, r3, r4), green: SIMD4(g1, g2, g3, g4), blue: SIMD4(b1, b2, b3, b4),
                                   alpha: SIMD4(a1, a2, a3, a4), offset: SIMD4(r5, g5, b5, a5))
    }
}

extension GraphicsContext.Filter {
    /// Transforms colours by `matrix` (see ``ColorMatrix``).
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter {
        let m = matrix.raster
        return GraphicsContext.Filter { _ in .colorMatrix(m) }
    }
}
