import CDeflate

/// One-shot libdeflate compression into a zlib stream (the body of `IDAT`/`fdAT`).
///
/// libdeflate compresses a whole buffer at once, which is exactly what an encoded frame
/// is, and its output depends only on input and level: deterministic bytes.
enum LibdeflateCompression {
    static func compress(_ input: UnsafeRawBufferPointer, level: Int) throws(PNGError) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw .invalidOption("libdeflate could not create a compressor for level \(level) (out of memory, or a level outside 0…12)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        let output = [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            initialized = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
        }
        // The bound is always enough; 0 would mean it was not.
        guard !output.isEmpty else { throw .invalidOption("libdeflate output exceeded its own bound of \(bound) bytes") }
        return output
    }
}
