import FuzzDriver
import Foundation
import FlipbookDiff
import FlipbookPNG

/// One libFuzzer input, laid out as `render diff` sees its inputs:
/// byte 0 precision, byte 1 perceptual precision, byte 2 bit 0 anti-aliasing and bits 1–7 a
/// shard count, bytes 3–4 the expected PNG's length (big-endian), then the expected PNG and
/// the actual PNG. Comparing must never trap: a difference has counts within the pixel count,
/// the difference picture is the larger canvas, and the JSON results encode and decode.
func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data, count >= 5 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let tolerance = ImageTolerance(precision: Double(bytes[0]) / 255, perceptualPrecision: Double(bytes[1]) / 255,
                                   ignoresAntialiasing: bytes[2] & 1 == 1)
    let split = min(Int(bytes[3]) << 8 | Int(bytes[4]), count - 5)
    var expectedBytes = Array(bytes[5..<(5 + split)]), actualBytes = Array(bytes[(5 + split)...])
    // As fuzz-png: right CRCs let mutations reach libpng and the comparison.
    fixChunkCRCs(&expectedBytes)
    fixChunkCRCs(&actualBytes)
    let shardCount = Int(bytes[2] >> 1)
    let shard = Shard("\(shardCount > 0 ? Int(bytes[0]) % shardCount : 0)/\(shardCount)")
    let name = String(decoding: actualBytes.prefix(12), as: UTF8.self)
    if let shard { _ = shard.contains(name) }

    var base = DiffCase(name: name, status: .error)
    base.expectedProvenance = provenance(expectedBytes)
    base.actualProvenance = provenance(actualBytes)
    _ = DiffRunner.provenanceChange(base.expectedProvenance, base.actualProvenance)
    let result: DiffCase
    do {
        let e = try PNGCodec.decode(expectedBytes, maxPixels: 1 << 18)
        let a = try PNGCodec.decode(actualBytes, maxPixels: 1 << 18)
        if tolerance.problem != nil { return 0 }
        result = DiffRunner(tolerance: tolerance).compare(base, expected: e, actual: a)
        let d = ImageComparison.compare(expected: e, actual: a, tolerance: tolerance)
        precondition(d == result.difference, "the same comparison gave two answers")
        let picture = ImageComparison.diffImage(expected: e, actual: a, tolerance: tolerance)
        precondition(picture.width == max(e.width, a.width) && picture.height == max(e.height, a.height)
                     && picture.pixels.count == picture.width * picture.height * 4, "the difference picture has the wrong size")
    } catch {
        result = base
    }
    let results = DiffResults(cases: [result], tolerance: tolerance, shard: shard)
    let json = try! JSONEncoder().encode(results)
    precondition((try? JSONDecoder().decode(DiffResults.self, from: json)) == results, "the JSON results do not read back")
    return 0
}

func provenance(_ png: [UInt8]) -> [String: String]? {
    let chunks = PNGTextChunks.read(png)
    return chunks.isEmpty ? nil : Dictionary(chunks.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
}

exit(runLibFuzzer { fuzzDiff($0, $1) })
