import CImageQuant
import FlipbookPNG

/// Builds an animated GIF from premultiplied RGBA8 frames, with one palette of up to 256
/// colours chosen for all frames together by libimagequant (a real quantiser, with
/// dithering), so colours do not flicker from frame to frame. Pixels less than half opaque
/// become GIF's transparent colour. Loops forever.
///
/// ```swift
/// let gif = try GIFWriter.encode(frames: frames, width: 96, height: 96, fps: 30)
/// ```
public enum GIFWriter {
    /// The GIF of `frames` (each `width × height × 4` premultiplied RGBA bytes) shown at `fps`.
    public static func encode(frames: [[UInt8]], width: Int, height: Int, fps: Double) throws -> [UInt8] {
        guard !frames.isEmpty else { throw PNGError.noFrames }
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw PNGError.invalidDimensions(width: width, height: height)
        }
        for f in frames where f.count != width * height * 4 {
            throw PNGError.invalidOption("a frame has \(f.count) bytes where \(width)×\(height) RGBA needs \(width * height * 4)")
        }
        guard fps.isFinite, fps > 0 else { throw PNGError.invalidOption("fps \(fps) must be greater than 0") }

        // libimagequant reads straight (unpremultiplied) RGBA.
        var straight = frames.map(unpremultiplied)
        guard let attr = liq_attr_create() else { throw PNGError.invalidOption("libimagequant could not start") }
        defer { liq_attr_destroy(attr) }
        liq_set_speed(attr, 4)
        guard let histogram = liq_histogram_create(attr) else { throw PNGError.invalidOption("libimagequant: no histogram") }
        defer { liq_histogram_destroy(histogram) }
        var images: [OpaquePointer] = []
        defer { for i in images { liq_image_destroy(i) } }
        for i in straight.indices {
            let image = straight[i].withUnsafeMutableBytes { b in
                liq_image_create_rgba(attr, b.baseAddress!, Int32(width), Int32(height), 0)
            }
            guard let image else { throw PNGError.invalidOption("libimagequant could not read frame \(i)") }
            images.append(image)
            liq_histogram_add_image(histogram, attr, image)
        }
        var result: OpaquePointer?
        guard liq_histogram_quantize(histogram, attr, &result) == LIQ_OK, let result else {
            throw PNGError.invalidOption("libimagequant could not choose a palette")
        }
        defer { liq_result_destroy(result) }
        liq_set_dithering_level(result, 1)
        let palette = liq_get_palette(result)!.pointee
        let count = Int(palette.count)
        var colors: [(UInt8, UInt8, UInt8, UInt8)] = []
        withUnsafeBytes(of: palette.entries) { raw in
            let entries = raw.bindMemory(to: liq_color.self)
            for i in 0..<count { colors.append((entries[i].r, entries[i].g, entries[i].b, entries[i].a)) }
        }
        // The least opaque entry is the transparent colour, if it is less than half opaque.
        let clearest = colors.indices.min { colors[$0].3 < colors[$1].3 }
        let transparent = clearest.flatMap { colors[$0].3 < 128 ? $0 : nil }

        var out: [UInt8] = Array("GIF89a".utf8)
        out.appendLE16(width)
        out.appendLE16(height)
        out += [0xF7, 0, 0]  // global table of 256 colours, 8 bits per channel
        for i in 0..<256 {
            let c = i < count ? colors[i] : (0, 0, 0, 255)
            out += [c.0, c.1, c.2]
        }
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]  // loop forever

        var indices = [UInt8](repeating: 0, count: width * height)
        for (k, image) in images.enumerated() {
            let status = indices.withUnsafeMutableBytes { b in liq_write_remapped_image(result, image, b.baseAddress!, b.count) }
            guard status == LIQ_OK else { throw PNGError.invalidOption("libimagequant could not map frame \(k)") }
            // Centiseconds, rounded so the total stays true to fps.
            let delay = Int((Double(k + 1) * 100 / fps).rounded()) - Int((Double(k) * 100 / fps).rounded())
            out += [0x21, 0xF9, 4, transparent == nil ? 0x04 : 0x05]
            out.appendLE16(min(max(delay, 1), 65535))
            out += [UInt8(transparent ?? 0), 0]
            out += [0x2C, 0, 0, 0, 0]
            out.appendLE16(width)
            out.appendLE16(height)
            out.append(0)
            out.append(8)
            let data = lzw(indices)
            var i = 0
            while i < data.count {
                let n = min(255, data.count - i)
                out.append(UInt8(n))
                out += data[i..<(i + n)]
                i += n
            }
            out.append(0)
        }
        out.append(0x3B)
        straight.removeAll()
        return out
    }

    static func unpremultiplied(_ p: [UInt8]) -> [UInt8] {
        var out = p
        for i in stride(from: 0, to: p.count, by: 4) {
            let a = Int(p[i + 3])
            guard a > 0, a < 255 else { continue }
            for c in 0..<3 { out[i + c] = UInt8(min(255, (Int(p[i + c]) * 255 + a / 2) / a)) }
        }
        return out
    }

    /// GIF's LZW with 8-bit symbols: variable code width from 9 bits, a clear code when
    /// the table reaches 4096 entries, codes packed least significant bit first.
    static func lzw(_ symbols: [UInt8]) -> [UInt8] {
        let clear = 256, end = 257
        var table: [Int: Int] = [:]
        table.reserveCapacity(4096)
        var next = 258, width = 9
        var out: [UInt8] = []
        var buffer = 0, bits = 0
        func emit(_ code: Int) {
            buffer |= code << bits
            bits += width
            while bits >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        emit(clear)
        guard var prefix = symbols.first.map(Int.init) else { emit(end); return out }
        for s in symbols.dropFirst() {
            let key = prefix << 8 | Int(s)
            if let code = table[key] {
                prefix = code
                continue
            }
            emit(prefix)
            if next < 4096 {
                table[key] = next
                // The decoder widens its codes one entry later than the encoder adds them.
                if next == 1 << width, width < 12 { width += 1 }
                next += 1
            } else {
                emit(clear)
                table.removeAll(keepingCapacity: true)
                next = 258
                width = 9
            }
            prefix = Int(s)
        }
        emit(prefix)
        emit(end)
        if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }
}

extension Array where Element == UInt8 {
    mutating func appendLE16(_ v: Int) {
        append(UInt8(v & 0xFF))
        append(UInt8((v >> 8) & 0xFF))
    }
}
