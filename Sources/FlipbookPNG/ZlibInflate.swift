import CZlib

/// Bounded zlib decompression (PDF's `FlateDecode` streams, for the vector image-set reader).
/// The output limit is checked as it grows, so a small stream that inflates to gigabytes is
/// refused after `maxOutput` bytes, not after exhausting memory.
package enum ZlibInflate {
    package enum Failure: Error, Equatable, Sendable {
        /// The data is not a valid zlib stream (zlib's message).
        case corrupt(String)
        /// It inflates to more than the limit.
        case tooLarge(Int)
    }

    /// Inflates a zlib (RFC 1950) stream. A stream cut short yields what was decoded, as PDF
    /// readers do for a truncated last block; a corrupt one throws.
    package static func inflate(_ input: [UInt8], maxOutput: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt("inflateInit failed")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var failure: Failure?
        input.withUnsafeBufferPointer { inBuffer in
            stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
            stream.avail_in = uInt(min(inBuffer.count, Int(UInt32.max)))
            chunk.withUnsafeMutableBufferPointer { out in
                while true {
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    let result = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let produced = out.count - Int(stream.avail_out)
                    if output.count + produced > maxOutput { failure = .tooLarge(maxOutput); return }
                    output.append(contentsOf: out[0..<produced])
                    if result == Z_STREAM_END { return }
                    if result == Z_BUF_ERROR || (result == Z_OK && produced == 0 && stream.avail_in == 0) { return }
                    if result != Z_OK {
                        failure = .corrupt(stream.msg.map { String(cString: $0) } ?? "zlib error \(result)")
                        return
                    }
                }
            }
        }
        if let failure { throw failure }
        return output
    }
}
