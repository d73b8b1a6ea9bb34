import CFlipbookKernels
import CZlib

/// Filters and deflates a big image a strip of rows at a time, so encoding never holds a
/// filtered copy of the whole image (issue #28: a plain 16000² canvas cost 1 GiB of pixels
/// plus 1 GiB of filtered rows).
///
/// Only images whose filtered stream would exceed ``threshold`` take this path; smaller
/// ones (every golden) keep the whole-buffer compressor and its exact bytes. libdeflate
/// has no streaming interface, so strips always go through zlib's `deflate`, at the zlib
/// level nearest in speed to the libdeflate level asked for (``zlibLevel(for:)``). The
/// pixels are the same either way; only the compressed bytes differ.
///
/// Peak memory beyond the pixels: one strip of filtered rows (``stripBytes``), one
/// compressed piece (``PNGChunkWriter/maxDataChunk``) and zlib's ~256 KiB state.
enum StripCompression {
    /// Filtered bytes above which an image is compressed in strips (≈ 5,800² RGBA).
    static let threshold = 128 << 20
    /// Filtered bytes per strip (at least one row).
    static let stripBytes = 4 << 20

    /// Whether an image of `height` rows of `rowBytes` filtered bytes (filter byte
    /// included) is compressed in strips.
    static func usesStrips(rowBytes: Int, height: Int, threshold: Int = StripCompression.threshold) -> Bool {
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        return overflow || total > threshold
    }

    /// The zlib level used for `options` when compressing in strips: the same level for
    /// ``PNGCompressor/zlib``; for libdeflate, whose levels 1–3 run about as fast as zlib's
    /// level 1, `level − 3` within 1…9 (0 stays 0, stored).
    static func zlibLevel(for options: PNGEncodingOptions) -> Int32 {
        let level = options.compressionLevel
        switch options.compressor {
        case .zlib: return Int32(level)
        case .libdeflate: return level == 0 ? 0 : Int32(max(1, min(9, level - 3)))
        }
    }

    /// Filters and compresses the region into one zlib stream, handing it to `emit` in
    /// consecutive pieces of at most ``PNGChunkWriter/maxDataChunk`` bytes.
    static func compress(_ base: UnsafePointer<UInt8>, rowStride: Int, width: Int, height: Int,
                         hasAlpha: Bool, options: PNGEncodingOptions, stripBytes: Int = StripCompression.stripBytes,
                         emit: (UnsafeRawBufferPointer) throws(PNGError) -> Void) throws(PNGError) {
        let bpp = hasAlpha ? 4 : 3
        let rowBytes = width * bpp
        // zlib counts input in 32 bits: a strip (one row at least) must fit.
        guard rowBytes + 1 < Int(UInt32.max / 2) else { throw .invalidDimensions(width: width, height: height) }
        let rowsPerStrip = max(1, stripBytes / (rowBytes + 1))

        var stream = z_stream()
        let level = zlibLevel(for: options)
        let initResult = deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
                                       zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard initResult == Z_OK else {
            throw .invalidOption("zlib refused compression level \(level) (deflateInit2 returned \(initResult))")
        }
        defer { deflateEnd(&stream) }

        let outCapacity = PNGChunkWriter.maxDataChunk
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: outCapacity)
        defer { out.deallocate() }
        // One context row above the strip: the filters predict from the row before.
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: (rowsPerStrip + 1) * (rowBytes + 1))
        defer { filtered.deallocate() }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 7 * rowBytes)
        defer { scratch.deallocate() }
        let type = Int32(ScanlineFilter.typeByte(options.filter) ?? 5)

        stream.next_out = out
        stream.avail_out = uInt(outCapacity)
        var y = 0
        try Unpremultiply.table.withUnsafeBufferPointer { table in Result { () throws(PNGError) in
            while y < height {
                let n = min(rowsPerStrip, height - y)
                // Strips after the first start one row early; that row (filtered against
                // zeros) is dropped, and it gives the strip's first row its real predictor.
                let context = y == 0 ? 0 : 1
                flipbook_png_filter_image(base + (y - context) * rowStride, rowStride, width, n + context,
                                          hasAlpha ? 1 : 0, type, table.baseAddress!, filtered, scratch)
                stream.next_in = filtered + context * (rowBytes + 1)
                stream.avail_in = uInt(n * (rowBytes + 1))
                y += n
                let flush = y == height ? Z_FINISH : Z_NO_FLUSH
                while true {
                    let result = deflate(&stream, flush)
                    if result == Z_STREAM_ERROR || result == Z_MEM_ERROR {
                        throw .invalidOption("zlib deflate failed with code \(result)")
                    }
                    if stream.avail_out == 0 {
                        try emit(UnsafeRawBufferPointer(start: out, count: outCapacity))
                        stream.next_out = out
                        stream.avail_out = uInt(outCapacity)
                    }
                    if flush == Z_FINISH {
                        if result == Z_STREAM_END { break }
                    } else if stream.avail_in == 0 && stream.avail_out > 0 {
                        break
                    }
                }
            }
        } }.get()
        let rest = outCapacity - Int(stream.avail_out)
        if rest > 0 { try emit(UnsafeRawBufferPointer(start: out, count: rest)) }
    }
}
