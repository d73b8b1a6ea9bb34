/// An 8-bit coverage (alpha) mask over a pixel rectangle of a canvas: what the scan converter
/// produces for a path, what FreeType produces for a glyph, what a clip is.
///
/// `coverage[(y - bounds.y) * bounds.width + (x - bounds.x)]` is the coverage of device pixel
/// (x, y), 0 = outside, 255 = fully inside. Pixels outside ``bounds`` have coverage 0.
public struct CoverageMask: Sendable, Equatable {
    /// Where the mask sits, in device pixels.
    public var bounds: PixelRect
    /// `bounds.width * bounds.height` bytes, row-major.
    public var coverage: [UInt8]

    /// A mask of zeros over `bounds`.
    public init(bounds: PixelRect) {
        let b = bounds.isEmpty ? PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0) : bounds
        self.bounds = b
        coverage = [UInt8](repeating: 0, count: b.width * b.height)
    }

    /// Wraps existing coverage bytes; the count must be `bounds.width * bounds.height`.
    public init(bounds: PixelRect, coverage: [UInt8]) {
        precondition(bounds.width >= 0 && bounds.height >= 0 && coverage.count == bounds.width * bounds.height,
                     "CoverageMask coverage must hold bounds.width × bounds.height values")
        self.bounds = bounds
        self.coverage = coverage
    }

    /// The coverage of device pixel (x, y); 0 outside the mask.
    @inlinable public subscript(x: Int, y: Int) -> UInt8 {
        get {
            guard bounds.contains(x: x, y: y) else { return 0 }
            return coverage[(y - bounds.y) * bounds.width + (x - bounds.x)]
        }
        set {
            guard bounds.contains(x: x, y: y) else { return }
            coverage[(y - bounds.y) * bounds.width + (x - bounds.x)] = newValue
        }
    }
}
