import Flipbook
import FlipbookGIF
import FlipbookPNG
import FlipbookScene
import Foundation

/// Writes a timeline scene's files while its frames are drawn: `<name>/frame-NNNN.png`, the
/// APNG `<name>.png`, the contact sheet `<name>-sheet.png` (and `<name>.gif`).
///
/// WHY streaming: a timeline may have 3,600 frames, and at 2000×2000 pixels holding them all
/// took 11.5 GB before the first file was written. Here a frame's pixels live from its
/// rasterising until the APNG has taken it: a few frames per core at a time. The contact sheet
/// keeps small copies of at most ``maxSheetFrames`` frames; only `--gif` (one palette chosen
/// over every frame) needs every frame, and is refused up front beyond ``maxGIFBytes``.
struct TimelineWriter {
    let frameDirectory: String
    let outDir: URL
    let name: String
    let fps: Double
    let scale: CGFloat
    let options: PNGEncodingOptions
    let gif: Bool

    /// The most frames a contact sheet shows: beyond it the sheet shows an evenly spaced
    /// sample (every k-th frame, each labelled with its own number and time), and says so.
    static let maxSheetFrames = 100
    /// The most memory the sheet's small copies of frames may take, and the most pixels of
    /// the sheet itself: frames are shrunk by a whole factor until both fit.
    static let maxSheetThumbnailBytes = 256 << 20
    static let maxSheetPixels = 64 << 20
    /// The most memory `--gif` may hold its frames in.
    static let maxGIFBytes = 1 << 30

    /// Notes for the user (leftovers removed, a sampled sheet): written by the caller.
    var notes: [String] = []

    /// Refuses up front what cannot be written within the limits (nothing written yet).
    static func problem(frameCount: Int, width: Int, height: Int, gif: Bool) -> String? {
        let bytes = Double(frameCount) * Double(width) * Double(height) * 4
        if gif && bytes > Double(maxGIFBytes) {
            return "--gif keeps every frame in memory to choose one palette: \(frameCount) frames of \(width)×\(height) pixels take \(Int(bytes / Double(1 << 20))) MiB, more than the limit of \(maxGIFBytes >> 20) MiB; leave out --gif, or lower fps, duration, size or scale"
        }
        return nil
    }

    /// Draws every frame (on every core) and writes the files; returns the notes.
    mutating func write(_ lists: [DisplayFrame], progress: @escaping @Sendable (Int) -> Void) async throws {
        let total = lists.count
        guard let first = lists.first else { throw PNGError.noFrames }
        try FileManager.default.createDirectory(atPath: frameDirectory, withIntermediateDirectories: true)
        removeLeftovers()

        let width = first.pixelWidth, height = first.pixelHeight
        let step = (total + Self.maxSheetFrames - 1) / Self.maxSheetFrames
        let sampled = stride(from: 0, to: total, by: step).map { $0 }
        let shrink = Self.sheetShrinkFactor(width: width, height: height, scale: Double(scale), count: sampled.count)
        var apng = try APNGWriter(width: width, height: height, loopCount: 0, options: options)
        let delay = Self.delay(fps: fps)
        var thumbnails: [PixelBuffer] = []
        var everyFrame: [PixelBuffer] = []

        // A frame that draws exactly what the frame before it drew reuses its pixels and PNG.
        var source: [Int] = []
        for (i, f) in lists.enumerated() {
            if let last = source.last, lists[last] == f { source.append(last) } else { source.append(i) }
        }
        let distinct = source.enumerated().filter { $0.offset == $0.element }.map(\.offset)
        let directory = frameDirectory, options = self.options

        try await withThrowingTaskGroup(of: (Int, PixelBuffer, [UInt8]).self) { group in
            let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
            var issued = 0
            func issue() {
                let i = distinct[issued], frame = lists[i]
                group.addTask {
                    let pixels = Render.rasterize(frame)
                    let png = try PNGCodec.encode(pixels, options: options)
                    try PNGCodec.writeAtomically(png, to: (directory as NSString).appendingPathComponent(RenderedFrames.frameFileName(i)))
                    return (i, pixels, png)
                }
                issued += 1
            }
            while issued < min(lanes, distinct.count) { issue() }
            // Frames are taken in order (the APNG and the sheet need them so); those drawn
            // ahead wait here, at most one per lane.
            var ready: [Int: (PixelBuffer, [UInt8])] = [:]
            var current: (pixels: PixelBuffer, png: [UInt8])?
            for k in 0..<total {
                if source[k] == k {
                    while ready[k] == nil {
                        guard let (i, p, png) = try await group.next() else { throw PNGError.noFrames }
                        ready[i] = (p, png)
                        if issued < distinct.count { issue() }
                    }
                    let (p, png) = ready.removeValue(forKey: k)!
                    current = (p, png)
                } else {
                    try PNGCodec.writeAtomically(current!.png, to: (directory as NSString).appendingPathComponent(RenderedFrames.frameFileName(k)))
                }
                let pixels = current!.pixels
                try apng.addFrame(premultipliedRGBA: pixels.bytes, delayNumerator: delay.0, delayDenominator: delay.1)
                if k % step == 0 { thumbnails.append(Self.shrink(pixels, by: shrink)) }
                if gif { everyFrame.append(pixels) }
                progress(k + 1)
            }
        }
        removeStaleFrames(keeping: total)
        try PNGCodec.writeAtomically(try apng.finish(), to: outDir.appendingPathComponent(name + ".png").path)
        apng = try APNGWriter(width: 1, height: 1)   // its frames' data, freed before the sheet
        if gif {
            let bytes = try RenderedFrames(fps: fps, frames: everyFrame).gifData()
            everyFrame = []
            try PNGCodec.writeAtomically(bytes, to: outDir.appendingPathComponent(name + ".gif").path)
        }
        let sheet = await MainActor.run { [thumbnails, fps, scale] in
            RenderedFrames(fps: fps, frames: thumbnails).contactSheet(scale: scale, frameNumbers: sampled)
        }
        guard sheet.width > 1 || sheet.height > 1 || (thumbnails.count == 1 && width == 1 && height == 1) else {
            throw SheetError(message: "the contact sheet of \(sampled.count) frames would exceed \(SceneDocument.maxPixelSide) pixels a side; it was not written")
        }
        try PNGCodec.write(sheet, options: options,
                           to: outDir.appendingPathComponent(name + "-sheet.png").path)
        if step > 1 {
            notes.append("\(name)-sheet.png shows every \(Self.ordinal(step)) frame (\(sampled.count) of \(total)), each labelled with its number and time")
        }
        if shrink > 1 {
            notes.append("\(name)-sheet.png shows the frames at 1/\(shrink) of their size, to keep the sheet within \(Self.maxSheetPixels >> 20) megapixels")
        }
    }

    struct SheetError: Error, CustomStringConvertible { let message: String; var description: String { message } }

    /// 1/fps as a fraction of 16-bit numbers (exact for whole fps, to the millisecond
    /// otherwise), as `RenderedFrames.apngData` writes it.
    static func delay(fps: Double) -> (UInt16, UInt16) {
        if fps == fps.rounded(), fps >= 1, fps <= 65535 { return (1, UInt16(fps)) }
        return (UInt16(min(65535, max(1, (1000 / fps).rounded()))), 1000)
    }

    /// The smallest whole factor that keeps the sheet's small copies of `count` frames within
    /// ``maxSheetThumbnailBytes`` and the sheet within the canvas limits and
    /// ``maxSheetPixels``; 1 (frames at their own size, as always before) when they fit.
    static func sheetShrinkFactor(width: Int, height: Int, scale: Double, count: Int) -> Int {
        let cols = max(1, min(10, Int(Double(count).squareRoot().rounded(.up)), count))
        let rows = (count + cols - 1) / cols
        func fits(_ f: Int) -> Bool {
            let tw = Double(max(1, width / f)), th = Double(max(1, height / f))
            guard Double(count) * tw * th * 4 <= Double(maxSheetThumbnailBytes) else { return false }
            // The sheet's layout (ContactSheet.swift) in points: 8 of padding, 8 between
            // cells, cells at least 64 wide, a label of 9-point text 3 below each frame.
            let cellWidth = max(tw / scale, 64), cellHeight = th / scale + 3 + 14
            let w = (16 + Double(cols) * cellWidth + Double(cols - 1) * 8) * scale
            let h = (16 + Double(rows) * cellHeight + Double(rows - 1) * 8) * scale
            return w.rounded(.up) <= Double(SceneDocument.maxPixelSide) && h.rounded(.up) <= Double(SceneDocument.maxPixelSide)
                && w.rounded(.up) * h.rounded(.up) <= Double(maxSheetPixels)
        }
        var f = 1
        while !fits(f) && f < max(width, height) { f += f < 8 ? 1 : f / 4 }
        return f
    }

    /// `pixels` shrunk by a whole `factor`: each pixel the mean of a factor × factor block
    /// (premultiplied, so colours mix by their coverage).
    static func shrink(_ pixels: PixelBuffer, by factor: Int) -> PixelBuffer {
        guard factor > 1 else { return pixels }
        let w = max(1, pixels.width / factor), h = max(1, pixels.height / factor)
        let fx = min(factor, pixels.width), fy = min(factor, pixels.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let srcWidth = pixels.width
        pixels.bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var sums = [UInt32](repeating: 0, count: w * 4)
                for y in 0..<h {
                    for i in sums.indices { sums[i] = 0 }
                    for sy in (y * fy)..<(y * fy + fy) {
                        var s = sy * srcWidth * 4
                        for x in 0..<w {
                            for _ in 0..<fx {
                                sums[x * 4] += UInt32(src[s]); sums[x * 4 + 1] += UInt32(src[s + 1])
                                sums[x * 4 + 2] += UInt32(src[s + 2]); sums[x * 4 + 3] += UInt32(src[s + 3])
                                s += 4
                            }
                        }
                    }
                    let n = UInt32(fx * fy)
                    for i in 0..<(w * 4) { dst[y * w * 4 + i] = UInt8((sums[i] + n / 2) / n) }
                }
            }
        }
        return PixelBuffer(width: w, height: h, bytes: out)
    }

    /// "2nd", "36th".
    static func ordinal(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }

    /// Removes the temporary files our own atomic writes of this scene's files left when a run
    /// was killed (`kill -9`) before their rename, by their exact name pattern only.
    mutating func removeLeftovers() {
        var removed = 0
        let fm = FileManager.default
        let frameNames = (try? fm.contentsOfDirectory(atPath: frameDirectory)) ?? []
        for file in frameNames where file.hasPrefix(".frame-") {
            let target = String(file.dropFirst().prefix { $0 != "." }) + ".png"
            if Self.frameNumber(target) != nil, PNGCodec.isLeftoverTemporaryFile(file, of: target),
               (try? fm.removeItem(atPath: (frameDirectory as NSString).appendingPathComponent(file))) != nil {
                removed += 1
            }
        }
        let outNames = (try? fm.contentsOfDirectory(atPath: outDir.path)) ?? []
        for file in outNames {
            for target in [name + ".png", name + "-sheet.png", name + ".gif"] where PNGCodec.isLeftoverTemporaryFile(file, of: target) {
                if (try? fm.removeItem(atPath: outDir.appendingPathComponent(file).path)) != nil { removed += 1 }
            }
        }
        if removed > 0 {
            notes.append("removed \(removed) temporary file\(removed == 1 ? "" : "s") an interrupted earlier render of \(name) left behind")
        }
    }

    /// Removes `frame-NNNN.png` files numbered `count` and up: frames of an earlier render
    /// of a longer timeline, which would otherwise sit beside the new ones as if they were its.
    mutating func removeStaleFrames(keeping count: Int) {
        let fm = FileManager.default
        var removed = 0
        for file in (try? fm.contentsOfDirectory(atPath: frameDirectory)) ?? [] {
            if let n = Self.frameNumber(file), n >= count,
               (try? fm.removeItem(atPath: (frameDirectory as NSString).appendingPathComponent(file))) != nil {
                removed += 1
            }
        }
        if removed > 0 {
            notes.append("removed \(removed) frame file\(removed == 1 ? "" : "s") (frame-\(String(format: "%04d", count)).png and up) left from an earlier render with more frames")
        }
    }

    /// 7 for `frame-0007.png` (four digits or more, as `RenderedFrames.frameFileName` writes).
    static func frameNumber(_ file: String) -> Int? {
        guard file.hasPrefix("frame-"), file.hasSuffix(".png") else { return nil }
        let digits = file.dropFirst(6).dropLast(4)
        guard digits.count >= 4, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let n = Int(digits) else { return nil }
        return RenderedFrames.frameFileName(n) == file ? n : nil
    }
}
