import FlipbookRaster
import Foundation

/// `flipbook-bench raster`: the raster engine's cases, timed, next to Skia drawing the same
/// cases in the same run (Benchmarks/skia_bench.py through skia-python), with the ratio.
/// Ratios below 1.0 mean Flipbook is faster.
enum RasterBenchmark {
    struct Case {
        let name: String
        let run: () -> Void
    }

    /// Arguments: case-name substrings to run only those cases (Skia still runs all of them);
    /// `--no-skia` skips the reference (for profiling one case under `perf`); `--save FILE`
    /// writes `case<TAB>µs` lines; `--compare FILE` adds a column for a saved run and the
    /// ratio to it. Debug against release (issue 27's "debug ≤ 5× release" for every case):
    ///
    ///     swift run -c release flipbook-bench raster --no-skia --save /tmp/release.tsv
    ///     swift run flipbook-bench raster --no-skia --compare /tmp/release.tsv
    static func run(_ arguments: [String]) throws {
        func value(_ option: String) -> String? {
            arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let save = value("--save"), comparePath = value("--compare")
        let optionValues = Set([save, comparePath].compactMap { $0 })
        let filters = arguments.filter { !$0.hasPrefix("--") && !optionValues.contains($0) }
        let cases = makeCases().filter { c in filters.isEmpty || filters.contains { c.name.contains($0) } }
        var ours: [String: Double] = [:]
        for c in cases { ours[c.name] = BenchTimer.microseconds(c.run) }
        let skia = arguments.contains("--no-skia") ? nil : skiaResults()
        let saved = try comparePath.map { try readSaved($0) }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        print("raster benchmark (\(build) build): µs of thread CPU time per operation (best round of 5, ≥0.2 s each), single thread")
        var header = pad("case", 22) + pad("Flipbook µs", 14)
        if saved != nil { header += pad("saved µs", 12) + pad("this/saved", 12) }
        print(header + pad("Skia µs", 12) + "Flipbook/Skia")
        for c in cases {
            let f = ours[c.name]!
            let s = skia?[c.name]
            let ratio = s.map { String(format: "%.2f×", f / $0) } ?? "–"
            var line = pad(c.name, 22) + pad(String(format: "%.1f", f), 14)
            if let saved {
                let r = saved[c.name]
                line += pad(r.map { String(format: "%.1f", $0) } ?? "–", 12) + pad(r.map { String(format: "%.2f×", f / $0) } ?? "–", 12)
            }
            print(line + pad(s.map { String(format: "%.1f", $0) } ?? "–", 12) + ratio)
        }
        if skia == nil && !arguments.contains("--no-skia") {
            print("(Skia column empty: `pip install skia-python numpy` to measure the reference in the same run)")
        }
        if let save {
            let text = cases.map { "\($0.name)\t\(ours[$0.name]!)\n" }.joined()
            try text.write(toFile: save, atomically: true, encoding: .utf8)
            print("saved to \(save)")
        }
    }

    /// `case<TAB>µs` lines written by `--save`.
    static func readSaved(_ path: String) throws -> [String: Double] {
        var result: [String: Double] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "\t")
            if parts.count == 2, let v = Double(parts[1]) { result[String(parts[0])] = v }
        }
        return result
    }

    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }

    /// A procedural premultiplied test image, identical to skia_bench.py's `test_image`.
    static func testImage(width w: Int, height h: Int, translucent: Bool) -> PixelBuffer {
        var img = PixelBuffer(width: w, height: h)
        img.withUnsafeMutableBytes { p in
            for y in 0..<h {
                for x in 0..<w {
                    let r = UInt32(x * 255 / max(w - 1, 1)), g = UInt32(y * 255 / max(h - 1, 1))
                    let b = UInt32((x + y) * 255 / max(w + h - 2, 1))
                    let a = translucent ? UInt32(128 + x * 127 / max(w - 1, 1)) : 255
                    let i = (y * w + x) * 4
                    p[i] = UInt8((r * a + 127) / 255); p[i + 1] = UInt8((g * a + 127) / 255)
                    p[i + 2] = UInt8((b * a + 127) / 255); p[i + 3] = UInt8(a)
                }
            }
        }
        return img
    }

    static func makeCases() -> [Case] {
        var cases: [Case] = []
        let rect = Rect(x: 20.5, y: 20.5, width: 256, height: 256)

        nonisolated(unsafe) var c1 = Canvas(width: 300, height: 300)
        cases.append(Case(name: "rrect-256") {
            c1.fill(BezierPath.roundedRect(rect, cornerRadius: 32, style: .circular), with: .solid(RGBA(0.2, 0.4, 0.8, 1)))
        })

        nonisolated(unsafe) var c2 = Canvas(width: 300, height: 300)
        let grad = Paint.linearGradient(LinearGradientPaint(
            gradient: Gradient(colors: [RGBA(1, 0, 0), RGBA(0, 0, 1)]),
            start: Point(20.5, 20.5), end: Point(276.5, 276.5)))
        cases.append(Case(name: "gradient-rrect-256") {
            c2.fill(BezierPath.roundedRect(rect, cornerRadius: 32, style: .circular), with: grad)
        })

        nonisolated(unsafe) var dest = PixelBuffer(width: 1920, height: 1080, color: .white)
        let layer = PlacedImage(image: testImage(width: 1920, height: 1080, translucent: true), x: 0, y: 0)
        cases.append(Case(name: "srcover-1080p") {
            Blitter.composite(&dest, source: layer)
        })

        nonisolated(unsafe) var multiplyDest = PixelBuffer(width: 1920, height: 1080, color: .white)
        cases.append(Case(name: "multiply-1080p") {
            Blitter.composite(&multiplyDest, source: layer, mode: .multiply)
        })

        // Strokes as SwiftUI draws them: built in points, drawn at the device scale.
        nonisolated(unsafe) var ring = Canvas(width: 440, height: 440)
        let ringPath = BezierPath.circle(center: Point(110, 110), radius: 100)
        cases.append(Case(name: "stroke-ring-2x") {
            ring.stroke(ringPath, Stroke(lineWidth: 4), with: .solid(RGBA(0.2, 0.4, 0.8, 1)), transform: .scale(2, 2))
        })
        nonisolated(unsafe) var wave = Canvas(width: 600, height: 300)
        var wavePath = BezierPath()
        wavePath.move(to: Point(10, 50))
        for i in 0..<6 {
            let x = 10 + Double(i) * 30
            wavePath.curve(to: Point(x + 30, 50), control1: Point(x + 10, i % 2 == 0 ? 0 : 100), control2: Point(x + 20, i % 2 == 0 ? 0 : 100))
        }
        cases.append(Case(name: "stroke-wave-3x") {
            wave.stroke(wavePath, Stroke(lineWidth: 3, lineCap: .round, lineJoin: .round), with: .solid(RGBA(0.2, 0.4, 0.8, 1)),
                        transform: .scale(3, 3))
        })

        nonisolated(unsafe) var blurImage = testImage(width: 1080, height: 400, translucent: false)
        cases.append(Case(name: "blur-s10-1080x400") {
            GaussianBlur.blur(&blurImage, sigma: 10)
        })

        // Small σ (below the pyramid's 4.5): from 3 on halved, blurred and doubled back
        // (HalvedBlur), below 3 the direct convolution (DirectBlur), whose cost grows with σ:
        // 2.9 against 3 shows the step between them.
        for sigma in [1.5, 2.0, 2.9, 3.0, 4.4] {
            nonisolated(unsafe) var smallBlurImage = testImage(width: 1080, height: 400, translucent: false)
            let label = sigma == sigma.rounded() ? String(Int(sigma)) : String(sigma)
            cases.append(Case(name: "blur-s\(label)-1080x400") {
                GaussianBlur.blur(&smallBlurImage, sigma: sigma)
            })
        }

        // A card's drop shadow (SwiftUI `.shadow(radius: 20, y: 10)` at 1×): mask, blur, tint.
        var card = Canvas(width: 800, height: 500)
        card.fill(BezierPath.roundedRect(Rect(x: 0, y: 0, width: 800, height: 500), cornerRadius: 24, style: .circular),
                  with: .solid(RGBA(1, 1, 1, 1)))
        let cardImage = PlacedImage(image: card.makeImage(), x: 0, y: 0)
        cases.append(Case(name: "shadow-s20-800x500") {
            _ = DropShadow.make(from: cardImage, color: RGBA(0, 0, 0, 0.33), sigma: 20, dx: 0, dy: 10)
        })

        // A small shadow (`.shadow(radius: 3, y: 2)` at 1×): σ below the pyramid's 4.5, so the
        // direct blur on the A8 mask.
        cases.append(Case(name: "shadow-s3-800x500") {
            _ = DropShadow.make(from: cardImage, color: RGBA(0, 0, 0, 0.33), sigma: 3, dx: 0, dy: 2)
        })

        // Same-run A/B of the blur pyramid: the C port every build runs (BlurPyramid.c) against
        // the Swift code it follows (kept as the tests' reference), on the σ 10 image above and
        // on a σ 20 shadow mask (the A8 pyramid). No Skia counterpart.
        for (name, c) in [("pyramid-s10-c", true), ("pyramid-s10-swift", false)] {
            nonisolated(unsafe) var image = testImage(width: 1080, height: 400, translucent: false)
            cases.append(Case(name: name) {
                image.withUnsafeMutableBytes { bytes in
                    _ = c ? BlurPyramid.blurRGBA(bytes, width: 1080, height: 400, sigmaX: 10, sigmaY: 10)
                          : BlurPyramid.referenceBlurRGBA(bytes, width: 1080, height: 400, sigmaX: 10, sigmaY: 10)
                }
            })
        }
        for (name, c) in [("pyramid-a8-s20-c", true), ("pyramid-a8-s20-swift", false)] {
            // The card's mask with the shadow's 3σ margin, as DropShadow blurs it.
            let w = 800 + 120, h = 500 + 120
            nonisolated(unsafe) var mask = [UInt8](repeating: 0, count: w * h)
            for y in 60..<560 { for x in 60..<860 { mask[y * w + x] = 255 } }
            cases.append(Case(name: name) {
                mask.withUnsafeMutableBufferPointer { bytes in
                    _ = c ? BlurPyramid.blurA8(bytes, width: w, height: h, sigmaX: 20, sigmaY: 20)
                          : BlurPyramid.referenceBlurA8(bytes, width: w, height: h, sigmaX: 20, sigmaY: 20)
                }
            })
        }

        // A phone screen at 2× (780×1688 px): 20 cards, each in a layer with a σ = 20 shadow,
        // composited source-over onto white (the seeds' timeline shape).
        cases.append(Case(name: "shadow-scene-780x1688") {
            var screen = Canvas(width: 780, height: 1688, background: RGBA(0.95, 0.95, 0.97, 1))
            for i in 0..<20 {
                let r = Rect(x: 40 + Double(i % 2) * 360, y: 40 + Double(i / 2) * 164, width: 340, height: 140)
                screen.beginLayer(LayerOptions(shadow: ShadowOptions(color: RGBA(0, 0, 0, 0.2), sigma: 20, dx: 0, dy: 4)))
                screen.fill(BezierPath.roundedRect(r, cornerRadius: 24, style: .circular), with: .solid(RGBA(1, 1, 1, 1)))
                screen.endLayer()
            }
            _ = screen.makeImage()
        })

        nonisolated(unsafe) var c4 = Canvas(width: 600, height: 600)
        let img512 = testImage(width: 512, height: 512, translucent: false)
        let h = Homography(m11: 0.9, m12: -0.05, m13: -0.0004, m21: 0.1, m22: 0.95, m23: 0.0002, m31: 40, m32: 30, m33: 1)
        cases.append(Case(name: "warp-512") {
            c4.draw(image: img512, transform: h)
        })

        var coverage = [UInt8](repeating: 0, count: 512 * 64)
        for y in 0..<64 {
            for x in 0..<512 {
                let v = sin(Double(x) * 0.35) * cos(Double(y) * 0.2) * 400 + 128
                coverage[y * 512 + x] = UInt8(max(0, min(255, v)))
            }
        }
        let mask = CoverageMask(bounds: PixelRect(x: 20, y: 18, width: 512, height: 64), coverage: coverage)
        nonisolated(unsafe) var c5 = Canvas(width: 600, height: 100, background: .white)
        cases.append(Case(name: "glyph-mask-512x64") {
            c5.fill(mask: mask, with: .solid(RGBA(0.1, 0.1, 0.1, 1)))
        })
        return cases
    }

    /// Runs the Skia script; nil when Python or skia-python is missing.
    static func skiaResults() -> [String: Double]? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Benchmarks/skia_bench.py").standardized.path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", script]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0,
              let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Double] else { return nil }
        return obj
    }
}

/// Times a closure the way skia_bench.py does: rounds of at least 0.2 s of this thread's CPU
/// time, best round's mean. CPU time rather than wall time because the machine is shared:
/// time spent descheduled is not the code's (both sides measure the same way).
enum BenchTimer {
    static func microseconds(_ body: () -> Void, minSeconds: Double = 0.2, rounds: Int = 5) -> Double {
        body()
        var best = Double.infinity
        for _ in 0..<rounds {
            var n = 0
            let start = BenchmarkClock.threadCPUMilliseconds()
            var elapsed = 0.0
            repeat {
                body()
                n += 1
                elapsed = (BenchmarkClock.threadCPUMilliseconds() - start) / 1000
            } while elapsed < minSeconds
            best = min(best, elapsed / Double(n))
        }
        return best * 1e6
    }
}
