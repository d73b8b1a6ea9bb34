import FlipbookRaster

/// A vector drawing from an asset catalogue's image set (an SVG or PDF file): filled and stroked
/// paths in the drawing's own coordinates, `size` points wide and high. The image view maps
/// it onto its frame and the rasteriser draws the paths at the display's scale, so a vector
/// image is sharp at any size, as with Xcode's "Preserve Vector Data".
package struct VectorImage: Sendable {
    /// One painted path.
    package struct Element: Sendable {
        /// In the drawing's coordinates (points, y down).
        package var path: BezierPath
        /// Straight colour with its opacity in alpha; `nil` draws no fill.
        package var fill: RGBA?
        package var fillRule: FillRule
        /// The stroke (its width in the drawing's coordinates) and colour; `nil` for none.
        package var stroke: (style: Stroke, color: RGBA)?
        /// The element's `opacity` (and its groups'), applied to fill and stroke together.
        package var opacity: Double = 1
        /// Clip paths in force (a PDF's `W`), outermost first, in the drawing's coordinates.
        package var clips: [Clip] = []
    }

    /// A clip path and its rule.
    package struct Clip: Sendable, Equatable {
        package var path: BezierPath
        package var rule: FillRule
    }

    /// The natural size in points.
    package var size: Size
    package var elements: [Element]
    /// What the file holds that is not drawn (gradients, text, references…), to report once.
    package var notDrawn: [String] = []

    /// The most path points a file may draw, over all its elements.
    package static let maxPoints = 1_000_000
    /// The largest file read (bytes).
    package static let maxFileBytes = 8 << 20
    /// The largest natural side (points): beyond it a mistyped size would ask for gigapixels.
    package static let maxSide = 10_000.0
}

/// Why a vector file cannot be drawn; the message names the fault and the fix.
package struct VectorImageError: Error, CustomStringConvertible, Sendable {
    package var description: String
    init(_ description: String) { self.description = description }
}

extension VectorImage {
    /// Whether a file is a vector file these readers draw (by its extension).
    package static func isVectorFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".svg") || lower.hasSuffix(".pdf")
    }

    /// Reads an SVG or PDF file's bytes (by the path's extension).
    package static func read(_ bytes: [UInt8], path: String) throws(VectorImageError) -> VectorImage {
        path.lowercased().hasSuffix(".pdf") ? try PDFParser.parse(bytes) : try SVGParser.parse(bytes)
    }
}
