import Testing
@testable import FlipbookGIF
import FlipbookPNG

/// The GIF writer read back by a decoder written here from the GIF89a specification
/// (blocks, graphic control extensions, LZW with variable code widths), independent of the
/// encoder's code.
@Suite struct GIFWriterTests {
    struct Decoded {
        var width = 0, height = 0
        var palette: [[UInt8]] = []
        var frames: [[UInt8]] = []      // palette indices
        var delays: [Int] = []
        var transparent: [Int?] = []
        var loops = false
    }

    static func decode(_ b: [UInt8]) -> Decoded {
        var d = Decoded()
        #expect(Array(b[0..<6]) == Array("GIF89a".utf8))
        d.width = Int(b[6]) | Int(b[7]) << 8
        d.height = Int(b[8]) | Int(b[9]) << 8
        var i = 13
        if b[10] & 0x80 != 0 {
            let n = 1 << (Int(b[10] & 7) + 1)
            for k in 0..<n { d.palette.append(Array(b[(13 + 3 * k)..<(16 + 3 * k)])) }
            i += 3 * n
        }
        var delay = 0
        var transparent: Int?
        func subBlocks() -> [UInt8] {
            var data: [UInt8] = []
            while b[i] != 0 { let n = Int(b[i]); data += b[(i + 1)...(i + n)]; i += n + 1 }
            i += 1
            return data
        }
        while i < b.count {
            switch b[i] {
            case 0x21:
                let label = b[i + 1]
                i += 2
                let data = subBlocks()
                if label == 0xF9 {
                    delay = Int(data[1]) | Int(data[2]) << 8
                    transparent = data[0] & 1 != 0 ? Int(data[3]) : nil
                } else if label == 0xFF {
                    d.loops = data.starts(with: Array("NETSCAPE2.0".utf8))
                }
            case 0x2C:
                i += 10
                let minSize = Int(b[i])
                i += 1
                d.frames.append(lzwDecode(subBlocks(), minSize: minSize))
                d.delays.append(delay)
                d.transparent.append(transparent)
            case 0x3B:
                return d
            default:
                Issue.record("unexpected block \(b[i]) at \(i)")
                return d
            }
        }
        return d
    }

    static func lzwDecode(_ data: [UInt8], minSize: Int) -> [UInt8] {
        let clear = 1 << minSize, end = clear + 1
        var dict: [[UInt8]] = []
        func reset() { dict = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var width = minSize + 1, pos = 0
        var out: [UInt8] = []
        var prev: [UInt8]?
        func read() -> Int? {
            guard pos + width <= data.count * 8 else { return nil }
            var v = 0
            for k in 0..<width { v |= Int(data[(pos + k) / 8] >> ((pos + k) % 8) & 1) << k }
            pos += width
            return v
        }
        while let code = read() {
            if code == clear { reset(); width = minSize + 1; prev = nil; continue }
            if code == end { break }
            let entry: [UInt8]
            if code < dict.count { entry = dict[code] } else { entry = prev! + [prev![0]] }
            out += entry
            if let p = prev { dict.append(p + [entry[0]]) }
            prev = entry
            if dict.count == 1 << width, width < 12 { width += 1 }
        }
        return out
    }

    @Test func framesReadBackWithTheirColoursTimesAndTransparency() throws {
        // Three 40×30 frames: red, a grey ramp, and half transparent / half blue.
        let w = 40, h = 30
        var red = [UInt8](), ramp = [UInt8](), split = [UInt8]()
        for y in 0..<h {
            for x in 0..<w {
                red += [255, 0, 0, 255]
                let g = UInt8(x * 255 / (w - 1))
                ramp += [g, g, g, 255]
                split += x < w / 2 ? [0, 0, 0, 0] : [0, 0, 255, 255]
                _ = y
            }
        }
        let gif = try GIFWriter.encode(frames: [red, ramp, split], width: w, height: h, fps: 30)
        let d = Self.decode(gif)
        #expect(d.width == w && d.height == h && d.loops)
        #expect(d.frames.count == 3 && d.frames.allSatisfy { $0.count == w * h })
        #expect(d.delays == [3, 4, 3], "1/30 s in centiseconds, rounded so three frames last 10")
        func colour(_ f: Int, _ x: Int, _ y: Int) -> [UInt8] { d.palette[Int(d.frames[f][y * w + x])] }
        #expect(colour(0, 5, 5) == [255, 0, 0])
        for x in [0, 13, 26, 39] {
            let c = colour(1, x, 10), g = x * 255 / (w - 1)
            #expect(abs(Int(c[0]) - g) <= 12 && c[0] == c[1] && c[1] == c[2], "ramp at \(x): \(c)")
        }
        let t = try #require(d.transparent[2])
        #expect(Int(d.frames[2][5 * w + 3]) == t, "a clear pixel is the transparent index")
        #expect(colour(2, 30, 5) == [0, 0, 255])
    }

    @Test func longRunsCrossTheCodeTableLimit() throws {
        // Noise-like indices fill the 4096-entry table several times (clear codes).
        var frame = [UInt8]()
        var s: UInt32 = 1
        for _ in 0..<(200 * 200) {
            s = s &* 1_103_515_245 &+ 12345
            let v = UInt8((s >> 16) & 0xFF)
            frame += [v, v &* 3, v &* 7, 255]
        }
        let gif = try GIFWriter.encode(frames: [frame], width: 200, height: 200, fps: 10)
        let d = Self.decode(gif)
        #expect(d.frames.count == 1 && d.frames[0].count == 200 * 200)
        let direct = GIFWriter.lzw(d.frames[0])
        #expect(Self.lzwDecode(direct, minSize: 8) == d.frames[0])
    }
}
