import FlipbookPNG

/// `flipbook-bench png`: encode time and size of a 1170×2532 frame for each compressor,
/// level and filter, on flat UI and on gradient-heavy content. These numbers chose
/// `PNGEncodingOptions.default`; every encode is checked to decode back exactly.
/// `--quick` times one run per case instead of the fastest of five.
enum PNGBenchmark {
    static let configurations: [(PNGCompressor, [Int])] = [
        (.zlib, [1, 6, 9]),
        (.libdeflate, [1, 2, 4, 6, 9, 12]),
    ]
    static let filters: [PNGFilter] = [.none, .up, .paeth, .adaptive]

    /// `--save DIR` also writes the two frames there (default options) and a 12-frame
    /// APNG of a block sliding across the flat UI (`animation.png`), for a look.
    static func run(_ arguments: [String]) throws {
        let w = PNGBenchmarkFrames.width, h = PNGBenchmarkFrames.height
        let frames = [("flat UI", PNGBenchmarkFrames.flatUI()), ("gradients", PNGBenchmarkFrames.gradients())]
        if let i = arguments.firstIndex(of: "--save"), i + 1 < arguments.count {
            for (name, pixels) in frames {
                let path = arguments[i + 1] + "/" + name.split(separator: " ").joined(separator: "-") + ".png"
                try PNGCodec.write(premultipliedRGBA: pixels, width: w, height: h, to: path)
                print("wrote \(path)")
            }
            let path = arguments[i + 1] + "/animation.png"
            try PNGCodec.writeAnimationSample(to: path)
            print("wrote \(path)")
        }
        let runs = arguments.contains("--quick") ? 1 : 7
        print("PNG encode of a \(w)×\(h) opaque frame (RGB in the file); thread CPU ms, fastest of up to \(runs) runs")
        print("content    compressor  level  filter    encode ms      bytes  decode ms")
        for (name, pixels) in frames {
            for (compressor, levels) in configurations {
                for level in levels {
                    for filter in filters {
                        let options = PNGEncodingOptions(compressionLevel: level, filter: filter, compressor: compressor)
                        let (ms, bytes) = try BenchmarkClock.fastest(runs: runs) {
                            try PNGCodec.encode(premultipliedRGBA: pixels, width: w, height: h, options: options)
                        }
                        let (decodeMs, image) = try BenchmarkClock.fastest(runs: 2) { try PNGCodec.decode(bytes) }
                        guard image.pixels == pixels else {
                            print("flipbook-bench png: \(compressor) level \(level) \(filter) did not round-trip")
                            return
                        }
                        print(name.padded(11) + "\(compressor)".padded(12) + BenchmarkClock.pad("\(level)", 5)
                              + "  " + "\(filter)".padded(8) + BenchmarkClock.pad(format(ms), 11)
                              + BenchmarkClock.pad("\(bytes.count)", 11) + BenchmarkClock.pad(format(decodeMs), 11))
                    }
                }
            }
        }
        let d = PNGEncodingOptions.default
        print("default: \(d.compressor) level \(d.compressionLevel), filter \(d.filter)")
    }

    private static func format(_ ms: Double) -> String {
        let tenths = Int((ms * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension String {
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

extension PNGCodec {
    /// A 12-frame, 1170×2532 APNG at 12 fps, played once: a translucent orange block slides
    /// across the flat UI frame and stops at x = 940, so each later frame only stores the
    /// strip it changed and a viewer that really animates ends on the last frame.
    fileprivate static func writeAnimationSample(to path: String) throws {
        let w = PNGBenchmarkFrames.width, h = PNGBenchmarkFrames.height
        let background = PNGBenchmarkFrames.flatUI()
        var writer = try APNGWriter(width: w, height: h, loopCount: 1)
        for frame in 0..<12 {
            var pixels = background
            let x0 = 60 + frame * 80
            for y in 1200..<1400 {
                for x in x0..<min(w, x0 + 200) {
                    // Source-over of premultiplied (255, 149, 0) at alpha 0.75 ≈ 191.
                    let i = (y * w + x) * 4
                    for (c, s) in [(0, 191), (1, 112), (2, 0)] {
                        pixels[i + c] = UInt8(s + (Int(pixels[i + c]) * 64 + 127) / 255)
                    }
                }
            }
            try writer.addFrame(premultipliedRGBA: pixels, delayNumerator: 1, delayDenominator: 12)
        }
        try writer.write(to: path)
    }
}
