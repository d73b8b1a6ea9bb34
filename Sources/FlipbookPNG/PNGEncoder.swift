import CFlipbookKernels

/// Premultiplied RGBA8 → PNG bytes: un-premultiply, filter, deflate, wrap in chunks.
///
/// Flipbook writes the PNG container itself rather than through libpng's writer: libpng's
/// simplified write API has no level or filter knobs, and its full API reports errors by
/// `longjmp`, which must never cross Swift frames. The container is simple (signature,
/// `IHDR`, `tEXt`, `IDAT`, `IEND`, each with a CRC-32) and writing it ourselves gives
/// exact control of every byte.
enum PNGEncoder {
    /// The largest width or height PNG allows.
    static let maxDimension = Int(Int32.max)

    static func checkSize(width: Int, height: Int) throws(PNGError) {
        guard (1...maxDimension).contains(width), (1...maxDimension).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
    }

    static func checkBuffer(count: Int, width: Int, height: Int) throws(PNGError) {
        try checkSize(width: width, height: height)
        let (pixels, o1) = width.multipliedReportingOverflow(by: height)
        let (expected, o2) = pixels.multipliedReportingOverflow(by: 4)
        guard !o1, !o2 else { throw .invalidDimensions(width: width, height: height) }
        guard count == expected else {
            throw .badPixelBufferSize(expected: expected, actual: count, width: width, height: height)
        }
    }

    static func checkOptions(_ options: PNGEncodingOptions) throws(PNGError) {
        let levels = options.compressor.levels
        guard levels.contains(options.compressionLevel) else {
            throw .invalidOption("compressionLevel \(options.compressionLevel) is outside \(levels.lowerBound)…\(levels.upperBound) for \(options.compressor) (low is fast, high is small)")
        }
    }

    /// A whole PNG file for premultiplied RGBA8 `pixels`.
    /// `stripThreshold`: filtered bytes above which rows are compressed in strips (tests lower it).
    static func encode(_ pixels: [UInt8], width: Int, height: Int, options: PNGEncodingOptions,
                       stripThreshold: Int = StripCompression.threshold,
                       stripBytes: Int = StripCompression.stripBytes) throws(PNGError) -> [UInt8] {
        try checkBuffer(count: pixels.count, width: width, height: height)
        try checkOptions(options)
        return try pixels.withUnsafeBufferPointer { buffer in Result { () throws(PNGError) -> [UInt8] in
            let base = buffer.baseAddress!
            let stride = width * 4
            let opaque = Unpremultiply.isOpaque(base, rowStride: stride, width: width, height: height)
            if StripCompression.usesStrips(rowBytes: width * (opaque ? 3 : 4) + 1, height: height, threshold: stripThreshold) {
                // Big: rows are filtered and deflated a strip at a time, straight into IDAT
                // chunks, never a filtered copy of the whole image (see StripCompression).
                var png = PNGChunkWriter(reservingCapacity: 1 << 20)
                png.appendHeader(width: width, height: height, hasAlpha: !opaque)
                try png.appendText(options.text)
                try StripCompression.compress(base, rowStride: stride, width: width, height: height,
                                              hasAlpha: !opaque, options: options, stripBytes: stripBytes) { piece throws(PNGError) in
                    png.append("IDAT", piece)
                }
                png.appendEnd()
                return png.bytes
            }
            let data = try compressedImageData(base, rowStride: stride, width: width, height: height,
                                               hasAlpha: !opaque, options: options)
            var png = PNGChunkWriter(reservingCapacity: data.count + 1024)
            png.appendHeader(width: width, height: height, hasAlpha: !opaque)
            try png.appendText(options.text)
            png.appendSplit("IDAT", data)
            png.appendEnd()
            return png.bytes
        } }.get()
    }

    /// The zlib stream of a filtered, un-premultiplied region: what `IDAT` or `fdAT` carry.
    /// `hasAlpha == false` drops alpha (colour type 2); the caller has checked opacity.
    static func compressedImageData(_ base: UnsafePointer<UInt8>, rowStride: Int, width: Int, height: Int,
                                    hasAlpha: Bool, options: PNGEncodingOptions) throws(PNGError) -> [UInt8] {
        if StripCompression.usesStrips(rowBytes: width * (hasAlpha ? 4 : 3) + 1, height: height) {
            var data: [UInt8] = []
            try StripCompression.compress(base, rowStride: rowStride, width: width, height: height,
                                          hasAlpha: hasAlpha, options: options) { piece throws(PNGError) in
                data.append(contentsOf: piece)
            }
            return data
        }
        let filtered = filterImage(base, rowStride: rowStride, width: width, height: height,
                                   bpp: hasAlpha ? 4 : 3, filter: options.filter)
        return try filtered.withUnsafeBytes { raw in
            Result { () throws(PNGError) in
                switch options.compressor {
                case .libdeflate: try LibdeflateCompression.compress(raw, level: options.compressionLevel)
                case .zlib: try ZlibCompression.compress(raw, level: options.compressionLevel)
                }
            }
        }.get()
    }

    /// Each row: filter-type byte, then the filtered straight bytes. In C
    /// (`flipbook_png_filter_image`, the same bytes as ``swiftFilterImage(_:rowStride:width:height:bpp:filter:)``):
    /// the unoptimised Swift rows cost a debug build 50 ms of a 1179 × 2556 screenshot.
    static func filterImage(_ base: UnsafePointer<UInt8>, rowStride: Int, width: Int, height: Int,
                            bpp: Int, filter: PNGFilter) -> [UInt8] {
        let rowBytes = width * bpp
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 7 * rowBytes)
        defer { scratch.deallocate() }
        let type = Int32(ScanlineFilter.typeByte(filter) ?? 5)
        return Unpremultiply.table.withUnsafeBufferPointer { table in
            [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { out, initialized in
                flipbook_png_filter_image(base, rowStride, width, height, bpp == 4 ? 1 : 0, type, table.baseAddress!,
                                          out.baseAddress!, scratch)
                initialized = height * (rowBytes + 1)
            }
        }
    }

    /// The Swift rows the C ones follow (reference for the tests).
    static func swiftFilterImage(_ base: UnsafePointer<UInt8>, rowStride: Int, width: Int, height: Int,
                            bpp: Int, filter: PNGFilter) -> [UInt8] {
        let rowBytes = width * bpp
        let keepAlpha = bpp == 4
        // Two straight rows (current, previous) and five adaptive candidates.
        let scratchRows = filter == .adaptive ? 7 : 2
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchRows * rowBytes)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: scratchRows * rowBytes)
        var current = scratch, previous = scratch + rowBytes
        let candidates = scratch + 2 * rowBytes

        return Unpremultiply.table.withUnsafeBufferPointer { tableBuffer in
            let table = tableBuffer.baseAddress!
            return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { out, initialized in
                let outBase = out.baseAddress!
                for y in 0..<height {
                    let source = base + y * rowStride
                    let row = outBase + y * (rowBytes + 1)
                    if let type = ScanlineFilter.typeByte(filter) {
                        row[0] = type
                        if type == 0 {
                            Unpremultiply.row(source, into: row + 1, count: width, keepAlpha: keepAlpha, table: table)
                            continue
                        }
                        Unpremultiply.row(source, into: current, count: width, keepAlpha: keepAlpha, table: table)
                        ScanlineFilter.apply(type, current: current, previous: previous, into: row + 1,
                                             rowBytes: rowBytes, bpp: bpp)
                    } else {
                        Unpremultiply.row(source, into: current, count: width, keepAlpha: keepAlpha, table: table)
                        var best: UInt8 = 0, bestCost = Int.max
                        for type: UInt8 in 0...4 {
                            let candidate = candidates + Int(type) * rowBytes
                            ScanlineFilter.apply(type, current: current, previous: previous, into: candidate,
                                                 rowBytes: rowBytes, bpp: bpp)
                            let cost = ScanlineFilter.cost(candidate, count: rowBytes)
                            if cost < bestCost { best = type; bestCost = cost }
                        }
                        row[0] = best
                        (row + 1).update(from: candidates + Int(best) * rowBytes, count: rowBytes)
                    }
                    swap(&current, &previous)
                }
                initialized = height * (rowBytes + 1)
            }
        }
    }
}
