/// The mip pyramids a canvas built for images it drew minified, kept for the rest of the
/// render (issue 28: a 4000² image drawn at 20² four times built its 85 MB pyramid four times).
///
/// An entry holds the image's pixel storage itself, so the storage it is keyed by stays alive
/// and no other image can take its address while the entry lives. Pyramids are kept until
/// ``budget`` bytes are held; beyond it a pyramid is used once and dropped (as before).
struct WarpPyramidCache: Sendable {
    private struct Entry: Sendable {
        let pixels: [UInt8]
        let width: Int
        let levels: [SIMD4<Float>]
        let info: [WarpSampler.LevelInfo]
    }

    /// The most pyramid bytes kept (a 4000² image's pyramid is 85 MB).
    let budget: Int
    private var entries: [Entry] = []
    private var held = 0
    /// How many pyramids are kept.
    var count: Int { entries.count }

    init(budget: Int = 256 << 20) { self.budget = budget }

    /// The pyramid built earlier for this very pixel storage, if kept.
    func pyramid(of image: PixelBuffer) -> (levels: [SIMD4<Float>], info: [WarpSampler.LevelInfo])? {
        guard !entries.isEmpty else { return nil }
        for e in entries where e.width == image.width && Self.sameStorage(e.pixels, image.bytes) {
            return (e.levels, e.info)
        }
        return nil
    }

    /// Keeps a pyramid built for `image` while the budget allows.
    mutating func keep(_ pyramid: (levels: [SIMD4<Float>], info: [WarpSampler.LevelInfo]), of image: PixelBuffer) {
        let bytes = pyramid.levels.count * MemoryLayout<SIMD4<Float>>.stride
        guard !pyramid.info.isEmpty, held + bytes <= budget else { return }
        held += bytes
        entries.append(Entry(pixels: image.bytes, width: image.width, levels: pyramid.levels, info: pyramid.info))
    }

    private static func sameStorage(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
    }
}
