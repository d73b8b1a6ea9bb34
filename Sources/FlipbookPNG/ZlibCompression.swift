import CZlib

/// One-shot zlib compression of a filtered image stream (the body of `IDAT`/`fdAT`),
/// for ``PNGCompressor/zlib``.
///
/// zlib's output depends only on its input, level and parameters, never on time or
/// memory addresses, so the PNG bytes are deterministic for a given zlib build.
enum ZlibCompression {
    /// Compresses `input` into a zlib stream at `level` (0…9).
    static func compress(_ input: UnsafeRawBufferPointer, level: Int,
                         strategy: Int32 = Z_DEFAULT_STRATEGY) throws(PNGError) -> [UInt8] {
        var stream = z_stream()
        let initResult = deflateInit2_(&stream, Int32(level), Z_DEFLATED, 15, 8, strategy,
                                       zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard initResult == Z_OK else {
            throw .invalidOption("zlib refused compression level \(level) (deflateInit2 returned \(initResult))")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var failure: Int32 = Z_OK
        let output = [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(bound)
            var offset = 0
            // avail_in is 32-bit: feed at most 1 GiB at a time.
            while true {
                let chunk = min(input.count - offset, 1 << 30)
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map {
                    $0.assumingMemoryBound(to: UInt8.self) + offset })
                stream.avail_in = uInt(chunk)
                offset += chunk
                let last = offset == input.count
                let result = deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH)
                if last {
                    if result != Z_STREAM_END { failure = result }
                    break
                }
                if result != Z_OK { failure = result; break }
            }
            initialized = Int(stream.total_out)
        }
        guard failure == Z_OK else {
            throw .invalidOption("zlib deflate failed with code \(failure)")
        }
        return output
    }
}
