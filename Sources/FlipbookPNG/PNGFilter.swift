/// The scanline filter applied before compression (PNG specification, section 9).
///
/// Filters turn each row into differences from its neighbours so that smooth content
/// compresses better. `.adaptive` tries all five per row and keeps the one with the
/// smallest sum of absolute byte values, the heuristic libpng and most encoders use.
public enum PNGFilter: Sendable, Equatable, CaseIterable {
    /// Bytes as they are (filter type 0).
    case none
    /// Difference from the pixel to the left (type 1).
    case sub
    /// Difference from the pixel above (type 2).
    case up
    /// Difference from the mean of left and above (type 3).
    case average
    /// Difference from the Paeth predictor of left, above and upper-left (type 4).
    case paeth
    /// Per row, whichever of the five filters gives the smallest sum of absolute values.
    case adaptive
}
