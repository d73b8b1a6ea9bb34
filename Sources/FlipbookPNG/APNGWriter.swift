#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds an animated PNG (APNG) from a sequence of premultiplied RGBA8 frames.
///
/// The first frame is also the default image (`IDAT`), so viewers without APNG support
/// show it. Later frames are stored as the bounding box of the pixels that changed since
/// the previous frame (`fcTL` + `fdAT`, dispose `NONE`, blend `SOURCE`), which keeps UI
/// animations small. Chunks are numbered with one shared sequence, as the APNG
/// specification requires. Frames are always RGBA (colour type 6), since the colour type
/// is fixed before later frames are seen.
///
/// ```swift
/// var apng = try APNGWriter(width: 390, height: 844)
/// for frame in frames { try apng.addFrame(premultipliedRGBA: frame, delayNumerator: 1, delayDenominator: 60) }
/// let bytes = try apng.finish()
/// ```
public struct APNGWriter {
    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// How many times the animation plays; 0 = forever.
    public let loopCount: Int
    /// Compression and `tEXt` chunks.
    public let options: PNGEncodingOptions

    private struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var delayNumerator: UInt16, delayDenominator: UInt16
        var data: [UInt8]
    }

    private var frames: [Frame] = []
    private var previous: [UInt8] = []

    /// Starts an animation of `width × height` pixels.
    ///
    /// - Throws: ``PNGError/invalidDimensions(width:height:)`` or
    ///   ``PNGError/invalidOption(_:)`` for a bad loop count or compression level.
    public init(width: Int, height: Int, loopCount: Int = 0, options: PNGEncodingOptions = .default) throws {
        try PNGEncoder.checkSize(width: width, height: height)
        try PNGEncoder.checkOptions(options)
        guard (0...Int(UInt32.max)).contains(loopCount) else {
            throw PNGError.invalidOption("loopCount \(loopCount) is outside 0…4294967295 (0 loops forever)")
        }
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.options = options
    }

    /// Adds a frame shown for `delayNumerator / delayDenominator` seconds (a denominator
    /// of 0 means 1/100 s, as in the APNG specification).
    ///
    /// - Throws: ``PNGError/badPixelBufferSize(expected:actual:width:height:)``.
    public mutating func addFrame(premultipliedRGBA pixels: [UInt8], delayNumerator: UInt16,
                                  delayDenominator: UInt16) throws {
        try PNGEncoder.checkBuffer(count: pixels.count, width: width, height: height)
        let box = frames.isEmpty
            ? (x: 0, y: 0, width: width, height: height)
            : APNGWriter.changedBox(pixels, previous, width: width, height: height)
        let data = try pixels.withUnsafeBufferPointer { buffer in
            try PNGEncoder.compressedImageData(buffer.baseAddress! + (box.y * width + box.x) * 4,
                                               rowStride: width * 4, width: box.width, height: box.height,
                                               hasAlpha: true, options: options)
        }
        frames.append(Frame(x: box.x, y: box.y, width: box.width, height: box.height,
                            delayNumerator: delayNumerator, delayDenominator: delayDenominator, data: data))
        previous = pixels
    }

    /// The finished APNG file.
    ///
    /// - Throws: ``PNGError/noFrames`` if no frame was added.
    public func finish() throws -> [UInt8] {
        guard !frames.isEmpty else { throw PNGError.noFrames }
        var png = PNGChunkWriter(reservingCapacity: frames.reduce(0) { $0 + $1.data.count + 64 } + 1024)
        png.appendHeader(width: width, height: height, hasAlpha: true)
        try png.appendText(options.text)
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(frames.count))
        actl.appendBigEndian(UInt32(loopCount))
        png.append("acTL", actl)

        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var fctl: [UInt8] = []
            fctl.appendBigEndian(sequence)
            fctl.appendBigEndian(UInt32(frame.width))
            fctl.appendBigEndian(UInt32(frame.height))
            fctl.appendBigEndian(UInt32(frame.x))
            fctl.appendBigEndian(UInt32(frame.y))
            fctl.appendBigEndian(frame.delayNumerator)
            fctl.appendBigEndian(frame.delayDenominator)
            fctl += [0, 0]  // dispose NONE, blend SOURCE
            png.append("fcTL", fctl)
            sequence += 1
            if index == 0 {
                png.appendSplit("IDAT", frame.data)
                continue
            }
            frame.data.withUnsafeBytes { all in
                var offset = 0
                repeat {
                    let n = min(all.count - offset, PNGChunkWriter.maxDataChunk)
                    var fdat: [UInt8] = []
                    fdat.reserveCapacity(n + 4)
                    fdat.appendBigEndian(sequence)
                    fdat.append(contentsOf: UnsafeRawBufferPointer(rebasing: all[offset..<offset + n]))
                    png.append("fdAT", fdat)
                    sequence += 1
                    offset += n
                } while offset < all.count
            }
        }
        png.appendEnd()
        return png.bytes
    }

    /// Finishes the animation and writes it atomically, like
    /// ``PNGCodec/write(premultipliedRGBA:width:height:options:to:)``.
    public func write(to path: String) throws {
        try AtomicFile.write(try finish(), to: path)
    }

    /// The smallest rectangle holding every pixel that differs between two frames; a
    /// 1×1 rectangle at the origin when nothing changed (a frame cannot be empty).
    private static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int)
        -> (x: Int, y: Int, width: Int, height: Int) {
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                var minX = width, minY = height, maxX = -1, maxY = -1
                let rowBytes = width * 4
                for y in 0..<height {
                    let row = y * rowBytes
                    // Whole rows compared with memcmp first (most are unchanged), then the first
                    // and last differing pixel found from each end: no per-pixel loop over what
                    // did not change, which an unoptimised build pays a generic call for.
                    guard memcmp(pa.baseAddress! + row, pb.baseAddress! + row, rowBytes) != 0 else { continue }
                    @inline(__always) func differs(_ x: Int) -> Bool {
                        memcmp(pa.baseAddress! + row + 4 * x, pb.baseAddress! + row + 4 * x, 4) != 0
                    }
                    var first = 0
                    while !differs(first) { first += 1 }
                    var last = width - 1
                    while !differs(last) { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
                if maxX < 0 { return (0, 0, 1, 1) }
                return (minX, minY, maxX - minX + 1, maxY - minY + 1)
            }
        }
    }
}
