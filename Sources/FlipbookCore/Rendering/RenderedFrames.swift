import Dispatch
import Foundation
import FlipbookPNG
import FlipbookRaster
import FlipbookText

/// The pixels of a played ``FrameSequence``: one premultiplied RGBA8 buffer per frame, all
/// the same size, and what turns them into files (PNG frames, an APNG, a contact sheet).
public struct RenderedFrames: Sendable, Equatable {
    /// Frames per second the frames were taken at (frame k is t = k / fps).
    public let fps: Double
    public let frames: [PixelBuffer]

    public init(fps: Double, frames: [PixelBuffer]) {
        self.fps = fps
        self.frames = frames
    }

    /// The time of frame `index`, in seconds.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The frame showing `time`: the last frame at or before it (clamped to the sequence),
    /// for picking frames by time (`assertSnapshot` of chosen moments).
    public func frameIndex(at time: Double) -> Int {
        guard !frames.isEmpty else { return 0 }
        return min(max(Int((time * fps + 1e-9).rounded(.down)), 0), frames.count - 1)
    }

    /// Rasterises display frames on every core (in order of index; each frame on one thread,
    /// so the result does not depend on how many threads there are). A frame that draws
    /// exactly what the frame before it drew (a view at rest between taps) reuses its pixels.
    @concurrent
    public static func rasterize(_ lists: [DisplayFrame], progress: (@Sendable (Int) -> Void)? = nil) async -> [PixelBuffer] {
        let plan = distinctFrames(lists)
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var drawn = [PixelBuffer?](repeating: nil, count: lists.count)
        await withTaskGroup(of: (Int, PixelBuffer).self) { group in
            var issued = 0, done = 0
            func issue() {
                let i = plan.distinct[issued], frame = lists[i]
                group.addTask { (i, frame.rasterize()) }
                issued += 1
            }
            while issued < min(width, plan.distinct.count) { issue() }
            while let (i, p) = await group.next() {
                drawn[i] = p
                done += 1
                progress?(done * lists.count / max(1, plan.distinct.count))
                if issued < plan.distinct.count { issue() }
            }
        }
        return plan.source.map { drawn[$0]! }
    }

    /// ``rasterize(_:progress:)`` for callers without concurrency (benchmarks, scripts): the
    /// same frames, drawn with Dispatch on every core.
    public static func rasterizeSynchronously(_ lists: [DisplayFrame]) -> [PixelBuffer] {
        let plan = distinctFrames(lists)
        final class Slots: @unchecked Sendable {
            var items: [PixelBuffer?]
            let lock = NSLock()
            init(_ n: Int) { items = Array(repeating: nil, count: n) }
        }
        let slots = Slots(lists.count)
        // Worker threads do not inherit task-locals: carry the caller's diagnostic scope so a
        // message drawing reports lands on the assertion that asked for the frames.
        let scope = DiagnosticScope.current
        DispatchQueue.concurrentPerform(iterations: plan.distinct.count) { k in
            let i = plan.distinct[k]
            let p = DiagnosticScope.$current.withValue(scope) { lists[i].rasterize() }
            slots.lock.lock()
            slots.items[i] = p
            slots.lock.unlock()
        }
        return plan.source.map { slots.items[$0]! }
    }

    /// Which frames must be drawn (`distinct`), and for each frame the frame whose pixels it
    /// shows (`source`): a frame equal to the one before it shows that one's.
    static func distinctFrames(_ lists: [DisplayFrame]) -> (distinct: [Int], source: [Int]) {
        var distinct: [Int] = [], source: [Int] = []
        for (i, f) in lists.enumerated() {
            if let last = distinct.last, lists[last] == f {
                source.append(last)
            } else {
                distinct.append(i)
                source.append(i)
            }
        }
        return (distinct, source)
    }

    /// Frame `index` as a PNG file's bytes.
    public func pngData(frame index: Int, options: PNGEncodingOptions = .default) throws -> Data {
        try frames[index].pngData(options: options)
    }

    /// The frames as an animated PNG that loops forever, each frame shown 1/fps s. Its
    /// default image is frame 0, so viewers without APNG support show the first frame.
    /// `try frames.apngData().write(to: url)`.
    public func apngData(loopCount: Int = 0, options: PNGEncodingOptions = .default) throws -> Data {
        Data(try apngBytes(loopCount: loopCount, options: options))
    }

    func apngBytes(loopCount: Int, options: PNGEncodingOptions) throws -> [UInt8] {
        try apngWriter(loopCount: loopCount, options: options).finish()
    }

    /// An APNG writer holding every frame, ready to finish or write.
    func apngWriter(loopCount: Int, options: PNGEncodingOptions) throws -> APNGWriter {
        guard let first = frames.first else { throw PNGError.noFrames }
        var writer = try APNGWriter(width: first.width, height: first.height, loopCount: loopCount, options: options)
        let delay = Self.delay(fps: fps)
        for f in frames {
            try writer.addFrame(premultipliedRGBA: f.bytes, delayNumerator: delay.0, delayDenominator: delay.1)
        }
        return writer
    }

    /// 1/fps as a fraction of 16-bit numbers (exact for whole fps, to the millisecond otherwise).
    static func delay(fps: Double) -> (UInt16, UInt16) {
        if fps == fps.rounded(), fps >= 1, fps <= 65535 { return (1, UInt16(fps)) }
        return (UInt16(min(65535, max(1, (1000 / fps).rounded()))), 1000)
    }

    /// Writes `frame-0000.png`, `frame-0001.png`… into `directory` (created if missing),
    /// each atomically, encoding on every core.
    public func writePNGFrames(to directory: String, options: PNGEncodingOptions = .default) async throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let frames = self.frames
        try await withThrowingTaskGroup(of: Void.self) { group in
            let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
            for (i, p) in frames.enumerated() {
                if i >= width { try await group.next() }
                let path = (directory as NSString).appendingPathComponent(Self.frameFileName(i))
                group.addTask {
                    try PNGCodec.write(p, options: options, to: path)
                }
            }
            try await group.waitForAll()
        }
    }

    /// `frame-0007.png` for frame 7.
    public static func frameFileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }
}
