import FuzzDriver
import Glibc
import FlipbookPNG

/// One libFuzzer input: any bytes as a PNG or APNG. Decoding must either throw a PNGError or
/// give pixels that survive an encode/decode round trip unchanged (the codec's documented
/// promise for valid premultiplied pixels).
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    var bytes = Array(UnsafeBufferPointer(start: data, count: count))
    // Nearly every mutation breaks a chunk's CRC, which the structure check refuses at once:
    // for inputs of even length the CRCs are made right, so mutations reach libpng and the
    // IHDR, size and chunk-order checks (odd lengths keep testing the CRC path).
    if count % 2 == 0 { fixChunkCRCs(&bytes) }
    // 4 Mpx keeps one input under libFuzzer's memory limit; larger declared sizes must be
    // refused before allocation, which this exercises too.
    guard let image = try? PNGCodec.decode(bytes, maxPixels: 1 << 22) else { return 0 }
    precondition(image.pixels.count == image.width * image.height * 4, "pixel count does not match the size")
    let again = try! PNGCodec.encode(image)
    let back = try! PNGCodec.decode(again)
    precondition(back.width == image.width && back.height == image.height && back.pixels == image.pixels,
                 "a decoded image did not survive an encode/decode round trip")
    return 0
}

exit(runLibFuzzer { fuzzPNG($0, $1) })
