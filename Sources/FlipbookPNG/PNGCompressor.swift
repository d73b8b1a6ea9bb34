/// The DEFLATE implementation that compresses PNG image data.
///
/// Both write standard zlib streams that every PNG reader accepts; they differ in speed
/// and size. Measured on 1170×2532 frames (`swift run -c release flipbook-bench png`),
/// libdeflate at level 2 encodes about as fast as zlib at level 1 while writing files
/// 20–60 % smaller, so it is the default.
public enum PNGCompressor: Sendable, Equatable, CaseIterable {
    /// libdeflate (whole-buffer DEFLATE); levels 0 (store) … 12 (smallest, slowest).
    case libdeflate
    /// zlib; levels 0 (store) … 9 (smallest, slowest).
    case zlib

    /// The compression levels this compressor accepts.
    public var levels: ClosedRange<Int> {
        switch self {
        case .libdeflate: 0...12
        case .zlib: 0...9
        }
    }
}
